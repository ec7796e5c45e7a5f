// The wfn round's cases, from the sources' words: spirulina, whey protein and NAC with what their sources name.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

// NOW Foods Spirulina 500mg Tablets, the catalogue's spirulina product.
const SPIRULINA: StackItem = { product: "now-foods-spirulina-500mg-tablets-200", servingsPerDay: 1 };
const VITAMIN_D: StackItem = { product: PRODUCT.vitaminD25, servingsPerDay: 1 };
const WHEY: StackItem = { product: PRODUCT.whey, servingsPerDay: 1 };
const NAC: StackItem = {
  custom: { name: "NAC 600 mg capsules", ingredients: [{ ingredient: "nac", amount: 600, unit: "mg" }] },
  servingsPerDay: 1,
};

const LEE_WERTH: Source = {
  title:
    "Activation of autoimmunity following use of immunostimulatory herbal supplements (three case reports: pemphigus vulgaris and dermatomyositis with Spirulina platensis), Arch Dermatol 2004;140(6):723-727",
  publisher: "Archives of Dermatology (JAMA Dermatology), JAMA Network",
  url: "https://jamanetwork.com/journals/jamadermatology/fullarticle/480602",
};
const REVIEW: Source = {
  title:
    "The effects of immunostimulatory herbal supplements on autoimmune skin diseases (review, 2020): case reports link them with onset or flares of lupus erythematosus, dermatomyositis and autoimmune blistering disorders",
  publisher: "Medluna (copy of the PubMed record, PMID 32553683)",
  url: "https://medluna.com/article/32553683",
};
const JAAD_LETTER: Source = {
  title:
    "Frequency of immunostimulatory herbal supplement use among patients with autoimmune skin disease (research letter, J Am Acad Dermatol 2022;87(5):1093-1095)",
  publisher: "Journal of the American Academy of Dermatology, via PubMed Central",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9365079",
};

const PLYMOUTH_PROTEIN: Source = {
  title:
    "Controlling your protein intake: a guide for renal patients (patient information leaflet, October 2022)",
  publisher: "Plymouth hospitals NHS trust (plymouthhospitals.nhs.uk)",
  url: "https://www.plymouthhospitals.nhs.uk/display-pil/pil-controlling-your-protein-intake-5981",
};
const BRISTOL_DIET: Source = {
  title: "Diet (young people's kidney transition pages): protein, salt and potassium with a kidney condition",
  publisher: "University Hospitals Bristol NHS Foundation Trust (uhbristol.nhs.uk)",
  url: "https://uhbristol.nhs.uk/transition/renal/life-choices/diet",
};

const NACSYS_LEAFLET: Source = {
  title: "NACSYS 600 mg effervescent tablets (acetylcysteine): patient leaflet, other medicines",
  publisher: "Electronic medicines compendium (emc)",
  url: "https://medicines.org.uk/emc/product/8576/xpil/print",
};
const NOTUS_MUCUS: Source = {
  title:
    "Notus Mucus 600 mg effervescent tablets (acetylcysteine): Spanish patient leaflet in English translation, using it with other medicines",
  publisher: "OlaDoctor (copy of the Spanish leaflet)",
  url: "https://oladoctor.com/ru/medicines/spain/notus-mucus-600-mg-comprimidos-efervencentes-sabor-limon",
};

const NAC_CHARCOAL =
  "NACSYS leaflet (UK): activated charcoal, a medicine for traveller's diarrhoea, may decrease the effect of acetylcysteine; worth telling the pharmacist, not a ban.";
const NAC_CARBAMAZEPINE =
  "Spanish acetylcysteine leaflet: acetylcysteine may reduce carbamazepine's effectiveness by lowering its blood levels; the prescriber should know, so a caution.";
const NAC_QUIET =
  "The acetylcysteine leaflets name activated charcoal and carbamazepine, not this medicine, so no NAC finding should be shown.";

function nacWith(id: string, medicine: string, rationale: string, source: Source): ScenarioInput {
  return {
    id: `sc-wfn-nac-${id}`,
    title: `${medicine}, and NAC 600 mg capsules`,
    profile: { medicines: [medicine], conditions: [] },
    stack: [NAC],
    expect: { flags: [flag("nac", med(medicine), "minor", "moderate")] },
    rationale,
    sources: [source],
  };
}

function nacQuiet(id: string, medicine: string, title: string): ScenarioInput {
  return {
    id: `sc-wfn-nac-${id}`,
    title,
    profile: { medicines: [medicine], conditions: [] },
    stack: [NAC],
    expect: { noFlags: [noFlag("nac", med(medicine))] },
    rationale: NAC_QUIET,
    sources: [NACSYS_LEAFLET, NOTUS_MUCUS],
  };
}

const WHEY_CKD =
  "NHS renal leaflets: digesting protein makes urea, which builds up when the kidneys do not work well, and some people with kidney disease are advised to cut back on protein while others should not reduce it unless advised. A protein shake adds protein, so the kidney team should be asked: a caution, not a ban.";
const WHEY_NOT_NAMED =
  "The renal leaflets concern chronic kidney disease; this condition is not it, so no whey protein finding should be shown.";

const PEMPHIGUS =
  "Lee and Werth: Spirulina platensis and echinacea were implicated in flares of pemphigus vulgaris in two patients; case reports only, so a question for the dermatologist rather than a ban.";
const DERMATOMYOSITIS =
  "Lee and Werth: a supplement of the algae Spirulina platensis and Aphanizomenon was taken days before both the onset and a severe flare of dermatomyositis; case reports only, so a caution.";
const LUPUS =
  "The 2020 review: spirulina activates immune cells and case reports link such supplements with onset or flares of lupus erythematosus; the 2022 letter calls them a potential risk in autoimmune skin disease. A caution, not a ban.";
const NOT_NAMED =
  "The case reports and reviews name pemphigus, dermatomyositis and lupus erythematosus only; this condition is not among them, so no spirulina finding should be shown.";
const OTHER_SUPPLEMENT =
  "The sources concern immune-stimulating supplements such as spirulina; vitamin D is not one of them, so no finding should link it to this condition.";

function spirulinaWith(id: string, typed: string, rationale: string, sources: Source[]): ScenarioInput {
  return {
    id: `sc-wfn-spirulina-${id}`,
    title: `${typed}, and spirulina 500 mg tablets`,
    profile: { medicines: [], conditions: [typed] },
    stack: [SPIRULINA],
    expect: { flags: [flag("spirulina", cond(typed), "minor", "major")] },
    rationale,
    sources,
  };
}

function quiet(
  id: string,
  title: string,
  stack: StackItem,
  ingredient: string,
  typed: string,
  rationale: string,
  sources: Source[],
): ScenarioInput {
  return {
    id: `sc-wfn-${id}`,
    title,
    profile: { medicines: [], conditions: [typed] },
    stack: [stack],
    expect: { noFlags: [noFlag(ingredient, cond(typed))] },
    rationale,
    sources,
  };
}

function wheyWith(id: string, typed: string): ScenarioInput {
  return {
    id: `sc-wfn-whey-${id}`,
    title: `${typed}, and a whey protein shake (24 g protein)`,
    profile: { medicines: [], conditions: [typed] },
    stack: [WHEY],
    expect: { flags: [flag("whey-protein", cond(typed), "minor", "major")] },
    rationale: WHEY_CKD,
    sources: [PLYMOUTH_PROTEIN, BRISTOL_DIET],
  };
}

export const WFN_SCENARIOS: ScenarioInput[] = [
  nacWith("activated-charcoal", "activated charcoal", NAC_CHARCOAL, NACSYS_LEAFLET),
  nacWith("charcoal-tablets", "charcoal tablets", NAC_CHARCOAL, NACSYS_LEAFLET),
  nacWith("charcodote", "Charcodote", NAC_CHARCOAL, NACSYS_LEAFLET),
  nacWith("carbamazepine", "carbamazepine 200mg twice a day", NAC_CARBAMAZEPINE, NOTUS_MUCUS),
  nacWith("tegretol", "Tegretol Retard", NAC_CARBAMAZEPINE, NOTUS_MUCUS),
  nacQuiet(
    "loperamide",
    "loperamide",
    "Loperamide, another medicine for diarrhoea the leaflet does not name, and NAC",
  ),
  nacQuiet("lamotrigine", "lamotrigine", "Lamotrigine, an antiepileptic the leaflets do not name, and NAC"),
  nacQuiet(
    "levetiracetam",
    "levetiracetam",
    "Levetiracetam, an antiepileptic the leaflets do not name, and NAC",
  ),
  wheyWith("ckd", "chronic kidney disease"),
  wheyWith("ckd-stage-3", "CKD stage 3"),
  wheyWith("kidney-disease", "kidney disease"),
  wheyWith("haemodialysis", "on haemodialysis"),
  quiet(
    "whey-kidney-stones",
    "Kidney stones, which the renal protein leaflets do not concern, and whey protein",
    WHEY,
    "whey-protein",
    "kidney stones",
    WHEY_NOT_NAMED,
    [PLYMOUTH_PROTEIN],
  ),
  quiet(
    "whey-high-blood-pressure",
    "High blood pressure, which the renal protein leaflets do not concern, and whey protein",
    WHEY,
    "whey-protein",
    "high blood pressure",
    WHEY_NOT_NAMED,
    [PLYMOUTH_PROTEIN],
  ),
  spirulinaWith("pemphigus-vulgaris", "pemphigus vulgaris", PEMPHIGUS, [LEE_WERTH]),
  spirulinaWith("pemphigus", "pemphigus, in remission", PEMPHIGUS, [LEE_WERTH]),
  spirulinaWith("dermatomyositis", "dermatomyositis", DERMATOMYOSITIS, [LEE_WERTH]),
  spirulinaWith("juvenile-dermatomyositis", "juvenile dermatomyositis", DERMATOMYOSITIS, [LEE_WERTH]),
  spirulinaWith("lupus", "lupus", LUPUS, [REVIEW, JAAD_LETTER]),
  spirulinaWith("sle", "SLE", LUPUS, [REVIEW, JAAD_LETTER]),
  spirulinaWith("cutaneous-lupus", "cutaneous lupus", LUPUS, [REVIEW, JAAD_LETTER]),
  quiet(
    "spirulina-rheumatoid-arthritis",
    "Rheumatoid arthritis, which the spirulina case reports do not name, and spirulina",
    SPIRULINA,
    "spirulina",
    "rheumatoid arthritis",
    NOT_NAMED,
    [LEE_WERTH, REVIEW],
  ),
  quiet(
    "spirulina-multiple-sclerosis",
    "Multiple sclerosis, which the spirulina case reports do not name, and spirulina",
    SPIRULINA,
    "spirulina",
    "multiple sclerosis",
    NOT_NAMED,
    [LEE_WERTH, REVIEW],
  ),
  quiet(
    "spirulina-eczema",
    "Eczema, a skin condition the spirulina case reports do not name, and spirulina",
    SPIRULINA,
    "spirulina",
    "eczema",
    NOT_NAMED,
    [LEE_WERTH, REVIEW],
  ),
  quiet(
    "vitamin-d-pemphigus",
    "Pemphigus vulgaris and vitamin D, which the case reports do not name",
    VITAMIN_D,
    "vitamin-d3",
    "pemphigus vulgaris",
    OTHER_SUPPLEMENT,
    [LEE_WERTH],
  ),
  quiet(
    "vitamin-d-dermatomyositis",
    "Dermatomyositis and vitamin D, which the case reports do not name",
    VITAMIN_D,
    "vitamin-d3",
    "dermatomyositis",
    OTHER_SUPPLEMENT,
    [LEE_WERTH],
  ),
];
