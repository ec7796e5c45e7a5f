// Unread medicines and brands that now read (the wmed5 round), typed by generic name, brand and dose as UK adults write
// them: pirfenidone (Esbriet), which its product information says CYP1A2 inhibitors raise, so St John's wort's record
// on medicines broken down by CYP1A2 reaches it; Voractiv, the four-in-one tuberculosis tablet, reached by the
// rifampicin and isoniazid records; and brands and misspellings of medicines already read (Florinef, Effercitrate,
// Xaluprine, Aspro Clear, co-codomol); bedaquiline (Sirturo), whose text says to avoid St John's wort. Potassium with ventricular arrhythmias, which Potassium Citrate Mixture's UK
// SmPC names in section 4.3. Negatives: nearby medicines and heart conditions no text names stay quiet.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { CAUTIONS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type Product = Parameters<typeof take>[0];

const SOURCE = {
  pirfenidone: {
    title: "Pirfenidone: interactions and precautions, from the Esbriet product information",
    publisher: "European Medicines Agency product information (Roche), reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/substances/pirfenidone/precautions",
  },
  voractiv: {
    title: "Rimstar and Voractiv film-coated tablets: summary of product characteristics",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/10609/smpc/print",
  },
  florinef: {
    title: "Florinef 0.1mg Tablets (fludrocortisone acetate): patient information leaflet",
    publisher: "Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/florinef-0-1mg-tablets-leaflet.html",
  },
  effercitrate: {
    title: "Effercitrate Tablets (potassium citrate): summary of product characteristics",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/effercitrate-tablets/summary",
  },
  xaluprine: {
    title: "Xaluprine 20 mg/ml oral suspension (mercaptopurine): summary of product characteristics",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/2949/smpc",
  },
  asproClear: {
    title: "Maximum Strength Aspro Clear (acetylsalicylic acid 500 mg): summary of product characteristics",
    publisher: "Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/maximium-strength-aspro-clear-500mg-tablet-leaflet.html",
  },
  potassiumCitrateMixture: {
    title:
      "Potassium Citrate Mixture (1.5 g in 5 ml): summary of product characteristics, sections 4.3 to 4.5",
    publisher: "UK SmPC held by the MHRA (L.C.M. Ltd), reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/potassium-citrate/precautions",
  },
  sirturo: {
    title:
      "Sirturo (bedaquiline): physician's leaflet, section 4.5 (interactions), the EU product information text",
    publisher: "DrugQuest (copy of the leaflet registered with the Israeli Ministry of Health)",
    url: "https://drugquest.org/medicament_info.php?d=27764&p=Interactions",
  },
  calfovit: {
    title: "Calcium phosphate with colecalciferol (Calfovit D3): presentation, dosage, contraindications",
    publisher: "Medscape UK (drug monograph from the UK product information)",
    url: "https://www.medscape.co.uk/drug/calcium-phosphate-with-colecalciferol-69950-69950",
  },
  cacit: {
    title: "Cacit 500mg Effervescent Tablets (calcium carbonate): summary of product characteristics",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/cacit-500mg-effervescent-tablets/summary",
  },
  sustiva: {
    title: "Sustiva (efavirenz) hard capsules: summary of product characteristics (EU text)",
    publisher: "European product information, reproduced by vdocuments.us",
    url: "https://vdocuments.us/annex-i-summary-of-product-corresponding-summary-of-product-characteristics.html",
  },
  dretine: {
    title:
      "Dretine 0.03 mg/3 mg film-coated tablets (drospirenone, ethinylestradiol): patient information leaflet",
    publisher: "Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/dretine-0-03-g-3-0-mg-film-coated-tablets-leaflet.html",
  },
  elevin: {
    title:
      "Elevin and Leandra 30 micrograms/150 micrograms film-coated tablets (ethinylestradiol, levonorgestrel): summary of product characteristics",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/leandra-30micrograms-150-micrograms-film-coated-tablets-elevin-30-micrograms-150-micrograms-film-coated-tablets-94849/summary-of-medicine-characteristics",
  },
  desomono: {
    title: "Desomono 75 microgram film-coated tablets (desogestrel): patient information leaflet",
    publisher: "UK leaflet, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/desomono-75-microgram-film-coated-tablets/g/ddc5:b884",
  },
  parnate: {
    title: "Parnate 10 mg Tablets (tranylcypromine): patient information leaflet",
    publisher: "Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/parnate-10-mg-tablets-leaflet.html",
  },
  emeside: {
    title: "Emeside Capsules (ethosuximide 250 mg): summary of product characteristics",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/12896/smpc",
  },
  asasantin: {
    title: "Asasantin Retard (dipyridamole 200 mg, aspirin 25 mg): summary of product characteristics",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/asasantin-retard-capsules/summary",
  },
  indivina: {
    title: "Estradiol valerate with medroxyprogesterone acetate oral (Indivina): presentation and dosage",
    publisher: "Medscape UK (drug monograph from the UK product information)",
    url: "https://www.medscape.co.uk/drug/estradiol-valerate-with-medroxyprogesterone-acetate-oral-50131-50131",
  },
  coCodamol: {
    title: "Co-codamol for adults (NHS medicines A to Z)",
    publisher: "NHS",
    url: "https://www.nhs.uk/medicines/co-codamol-for-adults/",
  },
} satisfies Record<string, Reference>;

type Severity = Parameters<typeof flag>[2];

interface Case {
  id: string;
  product: Product;
  productName: string;
  ingredient: string;
  medicines: string[];
  what: string;
  why: string;
  sources: Reference[];
  severity?: Severity;
}

/** A supplement with medicines typed the ways people write them; no severity means it must stay quiet. */
function scenario({
  id,
  product,
  productName,
  ingredient,
  medicines,
  what,
  why,
  sources,
  severity,
}: Case): ScenarioInput {
  return {
    id: `sc-wmed5-${id}`,
    title: `${productName} with ${medicines.join(" and ")} (${what})`,
    profile: { medicines, conditions: [] },
    stack: [take(product)],
    expect:
      severity === undefined
        ? { noFlags: medicines.map((medicine) => noFlag(ingredient, med(medicine))) }
        : { flags: medicines.map((medicine) => flag(ingredient, med(medicine), severity)) },
    rationale: why,
    sources,
  };
}

const PIRFENIDONE_WHY =
  "Esbriet's product information says CYP1A2 inhibitors such as enoxacin, ciprofloxacin and fluvoxamine raise pirfenidone's level, so it is broken down by CYP1A2; St John's wort induces CYP1A2 and may lower it.";

/** Cases of one supplement with one medicine's family: `flags` false means the medicine must stay quiet. */
function medicineCases(
  prefix: string,
  supplement: Pick<Case, "product" | "productName" | "ingredient">,
  why: string,
  quietWhy: string,
  source: Reference,
  severity: Severity,
) {
  return (id: string, medicines: string[], what: string, flags = true): ScenarioInput =>
    scenario({
      id: `${prefix}-${id}`,
      ...supplement,
      medicines,
      what,
      why: flags ? why : `${what}: ${quietWhy}`,
      sources: [source],
      severity: flags ? severity : undefined,
    });
}

const KIRA = {
  product: PRODUCT.stJohnsWort,
  productName: "St John's wort (Kira)",
  ingredient: "st-johns-wort",
};

const pirfenidone = medicineCases(
  "sjw-pirfenidone",
  KIRA,
  PIRFENIDONE_WHY,
  "no source read says St John's wort changes this medicine's level.",
  SOURCE.pirfenidone,
  "moderate",
);

const BEDAQUILINE_WHY =
  "Sirturo's product information (section 4.5) says moderate or strong CYP3A4 inducers, St John's wort among them, should be avoided with bedaquiline, as they lower its level.";

const bedaquiline = medicineCases(
  "sjw-bedaquiline",
  KIRA,
  BEDAQUILINE_WHY,
  "no source read says St John's wort lowers it.",
  SOURCE.sirturo,
  "major",
);

const VORACTIV_WHY =
  "Voractiv holds rifampicin and isoniazid (its SmPC, section 2); the magnesium records on each say antacids and mineral salts taken with them lower how much is absorbed, so the doses should be kept apart.";

const voractiv = medicineCases(
  "magnesium-voractiv",
  { product: PRODUCT.magnesiumCitrate200, productName: "Magnesium citrate 200 mg", ingredient: "magnesium" },
  VORACTIV_WHY,
  "no source read links magnesium to it.",
  SOURCE.voractiv,
  "moderate",
);

const { named, quiet } = conditionCases("sc-wmed5-");

const POTASSIUM_VENTRICULAR =
  "Potassium Citrate Mixture's UK SmPC, section 4.3: contraindicated in ventricular arrhythmias (as in hyperkalaemia); written for 3 g of potassium citrate a dose, so the record asks rather than blocks.";

const potassiumNamed = (id: string, typed: string) =>
  named(
    `potassium-${id}`,
    `${typed}, and potassium citrate 99 mg`,
    "potassium",
    typed,
    PRODUCT.potassium99,
    CAUTIONS,
    POTASSIUM_VENTRICULAR,
    [SOURCE.potassiumCitrateMixture],
  );
const potassiumQuiet = (id: string, typed: string) =>
  quiet(
    `potassium-${id}`,
    `${typed}, and potassium citrate 99 mg (a heart condition the text does not name)`,
    "potassium",
    typed,
    PRODUCT.potassium99,
    POTASSIUM_VENTRICULAR,
    [SOURCE.potassiumCitrateMixture],
  );

export const WMED5_SCENARIOS: ScenarioInput[] = [
  potassiumNamed("ventricular-arrhythmias", "ventricular arrhythmias"),
  potassiumNamed("ventricular-tachycardia", "ventricular tachycardia"),
  potassiumNamed("ventricular-fibrillation", "history of ventricular fibrillation"),
  potassiumQuiet("atrial-fibrillation", "atrial fibrillation"),
  potassiumQuiet("heart-failure", "heart failure"),
  pirfenidone("generic", ["pirfenidone"], "the generic name"),
  pirfenidone("esbriet-dose", ["Esbriet 267mg three times a day"], "the brand with a dose"),
  pirfenidone("tds", ["pirfenidone 801mg tds", "Esbriet tablets"], "the tablets, written as a prescription"),
  pirfenidone("carbocisteine", ["carbocisteine 375mg"], "a mucolytic people with lung fibrosis take", false),
  scenario({
    id: "magnesium-pirfenidone",
    product: PRODUCT.magnesiumCitrate200,
    productName: "Magnesium citrate 200 mg",
    ingredient: "magnesium",
    medicines: ["pirfenidone"],
    what: "a mineral Esbriet's text does not name",
    why: "Esbriet's product information names CYP1A2 inhibitors and inducers, not minerals.",
    sources: [SOURCE.pirfenidone],
  }),
  bedaquiline("generic", ["bedaquiline"], "the generic name"),
  bedaquiline("brand-dose", ["Sirturo 100mg"], "the brand with its strength"),
  bedaquiline("three-weekly", ["Sirturo 200mg three times a week"], "the dose after the first two weeks"),
  bedaquiline(
    "ethambutol",
    ["ethambutol 400mg"],
    "another TB medicine no text links to St John's wort",
    false,
  ),
  voractiv("brand", ["Voractiv"], "the UK brand alone"),
  voractiv("dose", ["Voractiv 4 tablets once a day"], "with a dose"),
  voractiv("rimstar", ["Rimstar"], "the same tablet by its other name"),
  voractiv(
    "ethambutol",
    ["ethambutol 400mg"],
    "one of its four medicines that no magnesium record names",
    false,
  ),
  scenario({
    id: "vitamin-d-calfovit",
    product: PRODUCT.vitaminD25,
    productName: "Vitamin D3 25 micrograms",
    ingredient: "vitamin-d3",
    medicines: ["Calfovit D3 one sachet daily"],
    what: "a prescribed calcium and vitamin D3 sachet",
    why: "Each Calfovit D3 sachet gives 800 units (20 micrograms) of vitamin D3 with 1200 mg calcium; the vitamin D record on colecalciferol medicines applies.",
    sources: [SOURCE.calfovit],
    severity: "moderate",
  }),
  scenario({
    id: "iron-calfovit",
    product: PRODUCT.iron20,
    productName: "Iron 20 mg",
    ingredient: "iron",
    medicines: ["Calfovit D3 1200mg/800 units sachet at teatime", "Calfovit"],
    what: "calcium that lowers iron absorption",
    why: "Calfovit D3 gives 1200 mg calcium a day; the record on iron with calcium medicines says to keep them apart.",
    sources: [SOURCE.calfovit],
    severity: "moderate",
  }),
  scenario({
    id: "iron-cacit",
    product: PRODUCT.iron20,
    productName: "Iron 20 mg",
    ingredient: "iron",
    medicines: ["Cacit 500mg effervescent 2 daily"],
    what: "an effervescent calcium tablet by its brand",
    why: "Each Cacit tablet gives 500 mg calcium (its UK SmPC); the record on iron with calcium medicines says to keep them apart.",
    sources: [SOURCE.cacit],
    severity: "moderate",
  }),
  scenario({
    id: "vitamin-d-cacit",
    product: PRODUCT.vitaminD25,
    productName: "Vitamin D3 25 micrograms",
    ingredient: "vitamin-d3",
    medicines: ["Cacit"],
    what: "calcium alone, without the vitamin D of Cacit D3",
    why: "Cacit holds calcium only (its UK SmPC); the vitamin D records on medicines that contain vitamin D do not apply.",
    sources: [SOURCE.cacit],
  }),
  scenario({
    id: "magnesium-calfovit",
    product: PRODUCT.magnesiumCitrate200,
    productName: "Magnesium citrate 200 mg",
    ingredient: "magnesium",
    medicines: ["Calfovit D3"],
    what: "a mineral no text read links to it",
    why: "No source read says magnesium and a calcium with vitamin D3 sachet interact.",
    sources: [SOURCE.calfovit],
  }),
  scenario({
    id: "sjw-dretine",
    product: PRODUCT.stJohnsWort,
    productName: "St John's wort (Kira)",
    ingredient: "st-johns-wort",
    medicines: ["Dretine pill"],
    what: "a combined pill by its brand",
    why: "Dretine holds ethinylestradiol with drospirenone (its UK leaflet); St John's wort can make the pill fail, as the ethinylestradiol record says.",
    sources: [SOURCE.dretine],
    severity: "major",
  }),
  scenario({
    id: "sjw-elevin",
    product: PRODUCT.stJohnsWort,
    productName: "St John's wort (Kira)",
    ingredient: "st-johns-wort",
    medicines: ["Elevin 30/150"],
    what: "a combined pill by its brand",
    why: "Elevin holds ethinylestradiol with levonorgestrel (its UK SmPC); St John's wort can make the pill fail.",
    sources: [SOURCE.elevin],
    severity: "major",
  }),
  scenario({
    id: "sjw-leandra",
    product: PRODUCT.stJohnsWort,
    productName: "St John's wort (Kira)",
    ingredient: "st-johns-wort",
    medicines: ["Leandra"],
    what: "the same pill by its other name",
    why: "Leandra is the same tablet as Elevin (its UK SmPC); St John's wort can make the pill fail.",
    sources: [SOURCE.elevin],
    severity: "major",
  }),
  scenario({
    id: "sjw-desomono",
    product: PRODUCT.stJohnsWort,
    productName: "St John's wort (Kira)",
    ingredient: "st-johns-wort",
    medicines: ["Desomono 75 micrograms daily"],
    what: "a progestogen-only pill by its brand",
    why: "Desomono is desogestrel 75 micrograms (its UK leaflet); St John's wort can make it fail, as the desogestrel record says.",
    sources: [SOURCE.desomono],
    severity: "major",
  }),
  scenario({
    id: "sjw-parnate",
    product: PRODUCT.stJohnsWort,
    productName: "St John's wort (Kira)",
    ingredient: "st-johns-wort",
    medicines: ["Parnate 10mg twice a day"],
    what: "an MAOI antidepressant by its brand",
    why: "Parnate is tranylcypromine, a monoamine oxidase inhibitor (its UK leaflet); the St John's wort record on MAOIs applies.",
    sources: [SOURCE.parnate],
    severity: "major",
  }),
  scenario({
    id: "sjw-emeside",
    product: PRODUCT.stJohnsWort,
    productName: "St John's wort (Kira)",
    ingredient: "st-johns-wort",
    medicines: ["Emeside 250mg capsules", "Zarontin syrup"],
    what: "ethosuximide by its two UK brands",
    why: "Emeside and Zarontin are ethosuximide, an anti-epileptic (their UK texts); the St John's wort record on anti-epileptics applies.",
    sources: [SOURCE.emeside],
    severity: "major",
  }),
  scenario({
    id: "black-cohosh-indivina",
    product: PRODUCT.blackCohosh,
    productName: "Black cohosh",
    ingredient: "black-cohosh",
    medicines: ["Indivina 1mg/2.5mg one a day"],
    what: "combined HRT tablets by their brand",
    why: "Indivina is estradiol valerate with medroxyprogesterone acetate, continuous combined HRT (its UK monograph); the black cohosh record on HRT applies.",
    sources: [SOURCE.indivina],
    severity: "major",
  }),
  scenario({
    id: "black-cohosh-tranexamic",
    product: PRODUCT.blackCohosh,
    productName: "Black cohosh",
    ingredient: "black-cohosh",
    medicines: ["tranexamic acid 500mg"],
    what: "a women's health medicine that is not a hormone",
    why: "Tranexamic acid is not HRT and no source read links it to black cohosh.",
    sources: [SOURCE.indivina],
  }),
  scenario({
    id: "sjw-sustiva",
    product: PRODUCT.stJohnsWort,
    productName: "St John's wort (Kira)",
    ingredient: "st-johns-wort",
    medicines: ["Sustiva 600mg at night", "Sustiva"],
    what: "efavirenz by its brand",
    why: "Sustiva is efavirenz (its SmPC); the record on St John's wort with NNRTIs such as efavirenz applies.",
    sources: [SOURCE.sustiva],
    severity: "major",
  }),
  scenario({
    id: "vitamin-d-florinef",
    product: PRODUCT.vitaminD25,
    productName: "Vitamin D3 25 micrograms",
    ingredient: "vitamin-d3",
    medicines: ["Florinef 100 micrograms once a day", "Florinef 0.1mg"],
    what: "fludrocortisone by its brand",
    why: "Florinef is fludrocortisone, a corticosteroid (its UK leaflet); the corticosteroid record on vitamin D applies.",
    sources: [SOURCE.florinef],
    severity: "minor",
  }),
  scenario({
    id: "potassium-effercitrate",
    product: PRODUCT.potassium99,
    productName: "Potassium citrate 99 mg",
    ingredient: "potassium",
    medicines: ["Effercitrate", "Effercitrate 2 tablets three times a day"],
    what: "a cystitis remedy that is potassium citrate",
    why: "Each Effercitrate tablet gives 1.5 g potassium citrate (its UK SmPC), which adds to a potassium supplement.",
    sources: [SOURCE.effercitrate],
    severity: "moderate",
  }),
  scenario({
    id: "potassium-paracetamol",
    product: PRODUCT.potassium99,
    productName: "Potassium citrate 99 mg",
    ingredient: "potassium",
    medicines: ["paracetamol 500mg"],
    what: "another remedy people take for cystitis pain",
    why: "Paracetamol does not raise potassium and no source read links them.",
    sources: [SOURCE.effercitrate],
  }),
  scenario({
    id: "echinacea-xaluprine",
    product: PRODUCT.echinacea,
    productName: "Echinacea 400 mg",
    ingredient: "echinacea",
    medicines: ["Xaluprine 20mg/ml oral suspension", "Xaluprine"],
    what: "mercaptopurine by its liquid brand",
    why: "Xaluprine is mercaptopurine (its SmPC), which damps the immune system; the immunosuppressant record on echinacea applies.",
    sources: [SOURCE.xaluprine],
    severity: "major",
  }),
  scenario({
    id: "echinacea-ursofalk",
    product: PRODUCT.echinacea,
    productName: "Echinacea 400 mg",
    ingredient: "echinacea",
    medicines: ["Ursofalk"],
    what: "a liver medicine that does not suppress the immune system",
    why: "Ursodeoxycholic acid is not an immunosuppressant and no source read links it to echinacea.",
    sources: [SOURCE.xaluprine],
  }),
  scenario({
    id: "ginkgo-aspro",
    product: PRODUCT.ginkgo,
    productName: "Ginkgo biloba 60 mg",
    ingredient: "ginkgo-biloba",
    medicines: ["Aspro Clear", "Aspro clear 2 tablets every 4 hours", "Aspro"],
    what: "aspirin by its UK brand, shortened",
    why: "Aspro Clear is aspirin (its UK SmPC); the antiplatelet record on ginkgo applies.",
    sources: [SOURCE.asproClear],
    severity: "moderate",
  }),
  scenario({
    id: "ginkgo-asasantin",
    product: PRODUCT.ginkgo,
    productName: "Ginkgo biloba 60 mg",
    ingredient: "ginkgo-biloba",
    medicines: ["Asasantin Retard one capsule twice a day", "Asasantin"],
    what: "aspirin with dipyridamole after a stroke",
    why: "Asasantin Retard holds dipyridamole 200 mg and aspirin 25 mg (its UK SmPC), both antiplatelet medicines; the antiplatelet record on ginkgo applies.",
    sources: [SOURCE.asasantin],
    severity: "moderate",
  }),
  scenario({
    id: "ginkgo-paracetamol",
    product: PRODUCT.ginkgo,
    productName: "Ginkgo biloba 60 mg",
    ingredient: "ginkgo-biloba",
    medicines: ["paracetamol 500mg"],
    what: "the painkiller people take instead of aspirin",
    why: "Paracetamol does not act on platelets and no source read links it to ginkgo.",
    sources: [SOURCE.asproClear],
  }),
  scenario({
    id: "valerian-co-codomol",
    product: PRODUCT.valerian,
    productName: "Valerian root 500 mg",
    ingredient: "valerian",
    medicines: ["co-codomol 30/500", "cocodomol two tablets four times a day"],
    what: "co-codamol misspelt",
    why: "Co-codamol holds codeine, an opioid that causes drowsiness; the sedative record on valerian applies.",
    sources: [SOURCE.coCodamol],
    severity: "moderate",
  }),
];
