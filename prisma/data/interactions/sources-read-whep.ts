// The read log of the whep round (drug-interactions-part-79.ts); kinds an ingredient already holds a lead for are told in the round's report instead.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WHEP: SourceReadInput[] = [
  notFound(
    "black-cohosh",
    "nih-ods",
    "Looked for the ODS black cohosh fact sheet's text on medicines that harm the liver: it did not come up at ods.od.nih.gov, only a copy of a consumer summary (nutritioninvestigator.org) naming no medicine; no BNF, NICE or MHRA text naming the two came up either. Read again instead, outside the log's kinds: UK Medicines Information's Q&A 364.4 'What are the safety concerns surrounding the use of black cohosh?' (2014, for NHS healthcare professionals) in its copy on docsbay.net, whose interactions table rates hepatotoxic drugs and herbal medicines as high severity, possible, avoid combinations; and Drugs.com's professional interaction text (black cohosh with niacin), which says to generally avoid black cohosh with other agents known to induce hepatotoxicity, a theoretical risk. Medicines that can harm the liver are now a dictionary group (medicine-classes-whep.ts): di-black-cohosh-hepatotoxic blocks, as the Q&A says avoid. The part of the Q&A read names no single medicine, and tamoxifen keeps its own, milder black cohosh record.",
    READ_ON,
  ),
  notFound(
    "kava",
    "nih-ods",
    "Looked for an NIH text naming kava with medicines that affect the liver: the ODS kava page (logged before) came up again and names no medicine, and NCCIH's own pages did not come up at nccih.nih.gov. Read instead, outside the log's kinds: the NCCAM consumer advisory 'Kava linked to liver damage' of 23 July 2002, archived by webharvest.gov (its advice: people with liver disease or liver problems, or taking drugs that can affect the liver, should talk with their health care practitioner before using kava), for di-kava-hepatotoxic, which asks. Paracetamol is not in the group (see the cinnamon entry), so the scenario written from NCCIH's kava pages, kava with paracetamol, stays quiet.",
    READ_ON,
  ),
  notFound(
    "cinnamon",
    "bnf-nice-mhra",
    "Looked for a NICE CKS, BNF or MHRA text naming cinnamon with medicines that harm the liver: none came up, only news reports of a laboratory study on cinnamaldehyde. Read instead, outside the log's kinds: the case report 'Do cinnamon supplements cause acute hepatitis?' (Brancheau and others, Am J Case Rep 2015, abstract on amjcaserep.com): cinnamon, via coumarin, can cause liver toxicity, so its use with hepatotoxic drugs should be avoided, and a combination of cinnamon supplement and statin can cause hepatitis and should be discouraged; and HelloPharmacist's interaction page on cassia cinnamon with hepatotoxic drugs (large doses might have additive effects, in theory; rated moderate, likelihood possible). Written: di-cinnamon-hepatotoxic and di-cinnamon-statin, both asking, as the interaction database rates the risk moderate and theoretical and the case report concerns one patient. That HelloPharmacist page files a paracetamol cold remedy among hepatotoxic drugs; the group leaves paracetamol out, as the London Liver Specialist page says it is directly hepatotoxic in overdose.",
    READ_ON,
  ),
  notFound(
    "noni",
    "nhs",
    "Looked for an NHS page on noni: none came up. Looked again for NCCIH's noni page, whose safety section (logged before, read through a web-fetch copy) names medicines that harm the liver: it did not come up here; only an older copy of the page (pharmacyhq.com) without that sentence, WebMD's noni monograph at an http address and a copy of it (knowewell.com) that breaks off at its liver disease warning, and Natural Medicines product pages that stop before their interactions. No noni record on the group or on liver disease was written, as neither text could be read here.",
    READ_ON,
  ),
];
