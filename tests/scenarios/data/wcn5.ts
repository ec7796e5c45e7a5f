// Condition words people type that were unread before the wcn5 round, with catalogue products: palpitations and
// restless legs with caffeine tablets (a UK health provider's page; the NHS website's advice), gastritis with iron (a
// UK ferrous sulphate SmPC), thrombophilia with vitamin E (its SmPC names people predisposed to thrombosis), a psychotic
// episode with St John's wort (read as psychosis: CMAJ case reports), and a malignant or benign brain tumour with folic
// acid (its SmPC names malignant disease). Typed as people write them; neighbouring conditions the sources do not name
// must stay quiet. Written from the sources' words, not the records.
import type { ScenarioInput } from "../schema";
import { CAUTIONS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  nuffield: {
    title:
      "Palpitations (symptom page): what can trigger them, including caffeine or nicotine and diet pills",
    publisher: "Nuffield Health",
    url: "https://www.nuffieldhealth.com/symptoms/palpitation",
  },
  broadLane: {
    title:
      "Restless legs syndrome (health A to Z in the NHS website's words): things you can do, do not have caffeine after midday",
    publisher: "Broad Lane Surgery, Hampton",
    url: "https://broadlanesurgeryhampton.co.uk/health-a-z/?condition=restless-legs-syndrome%2F",
  },
  ferrousSulphate: {
    title:
      "Ferrous Sulphate 200mg Tablets: summary of product characteristics, section 4.4 (marked out of date by the site)",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/ferrous-sulphate-tablets-bp-200mg/g/9ab9:b30c:5ffb:6489:ecb1/info/summary?doc=2",
  },
  cmaj: {
    title: "St. John's wort and schizophrenia (letter with two case reports, CMAJ 2000;163(3):262-3)",
    publisher: "Canadian Medical Association Journal, via PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC80286",
  },
  folicAcid: {
    title: "Folic Acid 400 microgram Tablets: summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/folic-acid-400-microgramstablets-86655/summary-of-medicine-characteristics",
  },
  vitaminE: {
    title:
      "Vitamin E: precautions and interactions, from the UK SmPC of Vitamin E Suspension 100 mg/ml (section 4.4: thrombosis in patients predisposed to it)",
    publisher: "RxReasoner (copy of the UK SmPC)",
    url: "https://rxreasoner.com/substances/vitamin-e/precautions",
  },
} satisfies Record<string, Reference>;

const { named, quiet } = conditionCases("sc-wcn5-");

const CAFFEINE_PALPITATIONS =
  "Nuffield Health: palpitations can be triggered by caffeine or nicotine and by diet pills; they are usually harmless.";
const CAFFEINE_RLS =
  "NHS advice for restless legs syndrome: do not have caffeine, such as tea, coffee or energy drinks, after midday.";
const IRON_GASTRITIS =
  "Ferrous sulphate 200 mg SmPC section 4.4: administer with caution in patients with existing gastrointestinal disease; gastritis is an inflamed stomach lining.";
const SJW_PSYCHOSIS =
  "CMAJ case reports: people with schizophrenia relapsed into psychosis while taking St John's wort; a psychotic episode is having the symptoms of psychosis.";
const FOLIC_MALIGNANT =
  "Folic acid 400 microgram SmPC section 4.3: malignant disease, unless there is megaloblastic anaemia from folate deficiency. A benign brain tumour is not cancer.";

const VITAMIN_E_THROMBOPHILIA =
  "Vitamin E Suspension SmPC section 4.4: vitamin E has been reported to increase the risk of thrombosis in patients predisposed to it (not confirmed); thrombophilia is a tendency to clot.";

const vitaminE = (id: string, typed: string) =>
  named(
    `thrombophilia-vitamin-e-${id}`,
    `${typed}, and vitamin E 400 IU`,
    "vitamin-e",
    typed,
    PRODUCT.vitaminE400Iu,
    CAUTIONS,
    VITAMIN_E_THROMBOPHILIA,
    [SOURCE.vitaminE],
  );
const vitaminEQuiet = (id: string, title: string, typed: string) =>
  quiet(`${id}-vitamin-e`, title, "vitamin-e", typed, PRODUCT.vitaminE400Iu, VITAMIN_E_THROMBOPHILIA, [
    SOURCE.vitaminE,
  ]);

const caffeine = (id: string, typed: string, rationale: string, source: Reference) =>
  named(
    id,
    `${typed}, and caffeine 200 mg tablets`,
    "caffeine",
    typed,
    PRODUCT.caffeine200,
    CAUTIONS,
    rationale,
    [source],
  );
const caffeineQuiet = (id: string, title: string, typed: string, rationale: string, source: Reference) =>
  quiet(`${id}-caffeine`, title, "caffeine", typed, PRODUCT.caffeine200, rationale, [source]);

const iron = (id: string, typed: string) =>
  named(
    `gastritis-iron-${id}`,
    `${typed}, and iron 20 mg`,
    "iron",
    typed,
    PRODUCT.iron20,
    CAUTIONS,
    IRON_GASTRITIS,
    [SOURCE.ferrousSulphate],
  );
const ironQuiet = (id: string, title: string, typed: string) =>
  quiet(`${id}-iron`, title, "iron", typed, PRODUCT.iron20, IRON_GASTRITIS, [SOURCE.ferrousSulphate]);

const sjw = (id: string, typed: string) =>
  named(
    `psychotic-episode-sjw-${id}`,
    `${typed}, and St John's wort (Kira)`,
    "st-johns-wort",
    typed,
    PRODUCT.stJohnsWort,
    CAUTIONS,
    SJW_PSYCHOSIS,
    [SOURCE.cmaj],
  );

const folic = (id: string, typed: string) =>
  named(
    `malignant-folic-${id}`,
    `${typed}, and folic acid 400 micrograms`,
    "folic-acid",
    typed,
    PRODUCT.folicAcid400,
    CAUTIONS,
    FOLIC_MALIGNANT,
    [SOURCE.folicAcid],
  );
const folicQuiet = (id: string, title: string, typed: string) =>
  quiet(`${id}-folic`, title, "folic-acid", typed, PRODUCT.folicAcid400, FOLIC_MALIGNANT, [SOURCE.folicAcid]);

export const WCN5_SCENARIOS: ScenarioInput[] = [
  caffeine("palpitations", "palpitations", CAFFEINE_PALPITATIONS, SOURCE.nuffield),
  caffeine("heart-palpitations", "heart palpitations", CAFFEINE_PALPITATIONS, SOURCE.nuffield),
  caffeine("palps-evening", "palps in the evening", CAFFEINE_PALPITATIONS, SOURCE.nuffield),
  caffeine("racing-heart", "racing heart at night", CAFFEINE_PALPITATIONS, SOURCE.nuffield),
  caffeineQuiet(
    "low-bp",
    "Low blood pressure, which the palpitations page does not name, and caffeine",
    "low blood pressure",
    CAFFEINE_PALPITATIONS,
    SOURCE.nuffield,
  ),
  caffeine("rls", "restless legs syndrome", CAFFEINE_RLS, SOURCE.broadLane),
  caffeine("restless-legs", "restless legs", CAFFEINE_RLS, SOURCE.broadLane),
  caffeine("restless-leg-night", "restless leg syndrome at night", CAFFEINE_RLS, SOURCE.broadLane),
  caffeine("rls-abbrev", "RLS", CAFFEINE_RLS, SOURCE.broadLane),
  caffeineQuiet(
    "fibromyalgia",
    "Fibromyalgia, which the restless legs advice does not name, and caffeine",
    "fibromyalgia",
    CAFFEINE_RLS,
    SOURCE.broadLane,
  ),
  iron("plain", "gastritis"),
  iron("chronic", "chronic gastritis"),
  iron("lay", "inflamed stomach lining"),
  iron("stomach-inflammation", "stomach inflammation from ibuprofen"),
  ironQuiet("migraine", "Migraine, which the iron SmPC does not name, and iron", "migraine"),
  ironQuiet("kidney-stones", "Kidney stones, which the iron SmPC does not name, and iron", "kidney stones"),
  sjw("episode", "psychotic episode"),
  sjw("episodes-past", "had psychotic episodes in my twenties"),
  sjw("first-episode", "first-episode psychosis"),
  folic("malignant-brain", "malignant brain tumour"),
  folic("brain-cancer", "brain cancer"),
  folic("cancerous", "cancerous tumour"),
  folicQuiet(
    "benign-brain",
    "A benign brain tumour, which is not cancer, and folic acid",
    "benign brain tumour",
  ),
  folicQuiet("benign", "A benign tumour, which is not cancer, and folic acid", "benign tumour"),
  vitaminE("fvl", "factor V Leiden"),
  vitaminE("factor-5", "factor 5 leiden heterozygous"),
  vitaminE("thrombophilia", "thrombophilia"),
  vitaminE("inherited", "inherited thrombophilia found after my DVT"),
  vitaminE("prothrombin", "prothrombin gene mutation"),
  vitaminEQuiet("anaemia", "Anaemia, which the vitamin E SmPC does not name, and vitamin E", "anaemia"),
  vitaminEQuiet(
    "cholesterol",
    "High cholesterol, which the vitamin E SmPC does not name, and vitamin E",
    "high cholesterol",
  ),
];
