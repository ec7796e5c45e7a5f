// Conditions the wcn4 round found named in a readable source, with catalogue products.
import type { ScenarioInput } from "../schema";
import { CAUTIONS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  cmaj: {
    title: "St. John's wort and schizophrenia (letter with two case reports, CMAJ 2000;163(3):262-3)",
    publisher: "Canadian Medical Association Journal, via PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC80286",
  },
  ferrara: {
    title:
      "St John's wort (Hypericum perforatum)-induced psychosis: a case report (J Med Case Reports 2017;11:137)",
    publisher: "Journal of Medical Case Reports (BioMed Central)",
    url: "https://jmedicalcasereports.biomedcentral.com/articles/10.1186/s13256-017-1302-7",
  },
  roitman: {
    title:
      "Creatine monohydrate in resistant depression: a preliminary study (Roitman et al., Bipolar Disorders 2007; doi:10.1111/j.1399-5618.2007.00532.x), abstract",
    publisher: "Zendy (abstract record of the Bipolar Disorders article)",
    url: "https://zendy.io/title/10.1111/j.1399-5618.2007.00532.x",
  },
  propatria: {
    title:
      "Probiotic prophylaxis in predicted severe acute pancreatitis: a randomised, double-blind, placebo-controlled trial (Besselink et al., Lancet 2008), PubMed abstract",
    publisher: "PubMed (US National Library of Medicine)",
    url: "https://pubmed.ncbi.nlm.nih.gov/18279948/",
  },
} satisfies Record<string, Reference>;

const { named, quiet } = conditionCases("sc-wcn4-");

const SJW_PSYCHOSIS =
  "CMAJ case reports: two people with schizophrenia relapsed into psychosis while taking St John's wort; a later case report describes psychosis in a man with an earlier brief psychosis. Antidepressants may worsen psychosis in schizophrenia.";
const CREATINE_BIPOLAR =
  "Roitman 2007: in an open study of creatine 3-5 g a day for resistant depression, both bipolar patients developed hypomania or mania; the authors warn of a possible manic switch in bipolar depression.";
const PROBIOTICS_PANCREATITIS =
  "PROPATRIA (Lancet 2008): in predicted severe acute pancreatitis a multispecies probiotic did not reduce infections and was associated with more deaths (16% v 6%) and bowel ischaemia.";

const SJW_SOURCES = [SOURCE.cmaj, SOURCE.ferrara];

const sjw = (id: string, typed: string) =>
  named(
    `psychosis-sjw-${id}`,
    `${typed}, and St John's wort (Kira)`,
    "st-johns-wort",
    typed,
    PRODUCT.stJohnsWort,
    CAUTIONS,
    SJW_PSYCHOSIS,
    SJW_SOURCES,
  );
const sjwQuiet = (id: string, title: string, typed: string) =>
  quiet(`${id}-sjw`, title, "st-johns-wort", typed, PRODUCT.stJohnsWort, SJW_PSYCHOSIS, SJW_SOURCES);

const creatine = (id: string, typed: string) =>
  named(
    `bipolar-creatine-${id}`,
    `${typed}, and creatine monohydrate`,
    "creatine",
    typed,
    PRODUCT.creatine,
    CAUTIONS,
    CREATINE_BIPOLAR,
    [SOURCE.roitman],
  );
const creatineQuiet = (id: string, title: string, typed: string) =>
  quiet(`${id}-creatine`, title, "creatine", typed, PRODUCT.creatine, CREATINE_BIPOLAR, [SOURCE.roitman]);

const probiotic = (id: string, typed: string) =>
  named(
    `pancreatitis-probiotic-${id}`,
    `${typed}, and a probiotic`,
    "probiotics",
    typed,
    PRODUCT.probiotic,
    CAUTIONS,
    PROBIOTICS_PANCREATITIS,
    [SOURCE.propatria],
  );
const probioticQuiet = (id: string, title: string, typed: string) =>
  quiet(`${id}-probiotic`, title, "probiotics", typed, PRODUCT.probiotic, PROBIOTICS_PANCREATITIS, [
    SOURCE.propatria,
  ]);

export const WCN4_SCENARIOS: ScenarioInput[] = [
  sjw("schizophrenia", "schizophrenia"),
  sjw("psychosis", "psychosis"),
  sjw("schizoaffective", "schizoaffective disorder"),
  sjw("paranoid", "paranoid schizophrenia, on olanzapine"),
  sjw("first-episode", "first episode psychosis"),
  sjwQuiet("anxiety", "Anxiety, which the case reports do not name, and St John's wort", "anxiety"),
  sjwQuiet("adhd", "ADHD, which the case reports do not name, and St John's wort", "ADHD"),
  creatine("bipolar", "bipolar disorder"),
  creatine("bipolar-2", "bipolar 2"),
  creatine("manic-depression", "manic depression"),
  creatine("affective", "bipolar affective disorder"),
  creatine("hypomania", "hypomania"),
  creatineQuiet(
    "depression",
    "Depression without bipolar disorder, which the study did not warn about, and creatine",
    "depression",
  ),
  creatineQuiet("anxiety", "Anxiety, which the study does not name, and creatine", "anxiety"),
  probiotic("acute", "acute pancreatitis"),
  probiotic("severe", "severe acute pancreatitis"),
  probiotic("gallstone", "gallstone pancreatitis"),
  probiotic("attack", "attack of pancreatitis"),
  probiotic("hospital", "in hospital with acute pancreatitis"),
  probiotic("broad", "pancreatitis"),
  probioticQuiet(
    "chronic",
    "Chronic pancreatitis, a long-term kind the acute pancreatitis trial did not study, and a probiotic",
    "chronic pancreatitis",
  ),
  probioticQuiet("gallstones", "Gallstones, which the trial does not name, and a probiotic", "gallstones"),
  probioticQuiet("ibs", "Irritable bowel syndrome, which the trial does not name, and a probiotic", "IBS"),
];
