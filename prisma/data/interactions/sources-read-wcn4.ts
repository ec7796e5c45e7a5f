// The read log of the wcn4 round.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-12-01";

const looked = (ingredient: string, kind: SourceReadInput["kind"], note: string) =>
  notFound(ingredient, kind, note, READ_ON);

export const SOURCES_READ_WCN4: SourceReadInput[] = [
  {
    ingredient: "kelp",
    kind: "nhs",
    title:
      "Can patients on levothyroxine take sea kelp? (Medicines Q&A from NHS Specialist Pharmacy Services, as summarised by the NHS North of England Commissioning Support medicines information pages)",
    publisher: "NHS North of England Commissioning Support (NECS), Medicines Optimisation",
    url: "https://medicines.necsu.nhs.uk/tag/kelp/",
    dateRead: READ_ON,
    outcome: "records",
    records: ["di-kelp-thyroid-hormone"],
    note: "The summary says UK and American resources caution or advise against taking levothyroxine with kelp products and that kelp should be avoided in thyroid disorders whether or not thyroid hormone is taken: di-kelp-thyroid-hormone, on thyroid hormones as a group, blocks. The full Q&A (UKMi Q&A 312.3, 2015) came up only on a document-sharing site and a test copy of the SPS website, neither cited. Kelp has no catalogue product, so the record speaks only where kelp is named as an ingredient.",
  },
  looked(
    "creatine",
    "bnf-nice-mhra",
    "Looked for a regulator's or NICE text naming bipolar disorder or mania with creatine: none came up, only consumer pages and an AI-written answer page. Read instead, outside the log's kinds: the abstract of Roitman and colleagues (Bipolar Disorders 2007), an open four-week study of creatine 3 to 5 g a day in ten people with hard-to-treat depression, in which both people with bipolar disorder developed hypomania or mania: mc-creatine-bipolar-disorder, which asks rather than blocks. The abstract of Toniolo and colleagues' trial of creatine 6 g a day in bipolar depression (PubMed 29177955, J Neural Transm 2018) was read only as far as its remission results; the switches to mania reported for it on consumer pages were not in what could be read, so it is not cited.",
  ),
  looked(
    "probiotics",
    "nccih",
    "Looked for NCCIH or another official text on probiotics in pancreatitis: none came up. Read instead, outside the log's kinds: the PubMed abstract of the Dutch PROPATRIA trial (Besselink and colleagues, Lancet 2008): in predicted severe acute pancreatitis a multispecies probiotic given by tube did not reduce infections, and deaths were 16% against 6% on placebo, with bowel ischaemia in nine people on probiotics; PubMed lists a 2010 expression of concern. mc-probiotics-acute-pancreatitis asks rather than blocks, as the trial was in hospital patients; acute pancreatitis joins the conditions under pancreatitis (conditions-wcn4.ts), with chronic pancreatitis beside it and not reached.",
  ),
  looked(
    "chasteberry",
    "ema",
    "Looked for the HMPC monograph on Vitex agnus-castus for Parkinson's disease or dopamine: only copies of the HMPC assessment reports on document-sharing sites came up (not cited), and the TGA's safety advisory (tga.gov.au), which asks people taking medicines with contraceptive, hormonal or dopaminergic actions to consult a health professional. The sources name medicines, which records already cover (di-chasteberry-dopaminergic, -dopamine-agonist, -antipsychotic), not the condition, so no Parkinson's record was written.",
  ),
];
