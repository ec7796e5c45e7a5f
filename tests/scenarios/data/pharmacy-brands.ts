// Pharmacy brands typed as UK users write them: combined pills sold under newer generic brands (Cilique, Cimizt,
// Bimizza, Akizza), combined HRT (Premique, Nuvelle Continuous, Elleste Duet Conti, FemSeven Sequi patches), estradiol
// alone (Climaval), and over-the-counter Zanprol (omeprazole), Diocalm Ultra (loperamide) and Mil-Par (magnesium
// hydroxide with liquid paraffin). Each brand's contents come from its UK product information; the records on those
// contents apply.
// Negative: a vitamin D tablet beside the same brands, which no source read links to them.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";
import { REF2 } from "./references-part-2";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  cilique: {
    title: "Cilique 250/35 microgram tablets: summary of product characteristics",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/14860/smpc",
  },
  cimizt: {
    title: "Cimizt 150 microgram/30 microgram tablets: product information",
    publisher: "Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/cimizt-150-microgram-30-microgram-tablets-leaflet.html",
  },
  bimizza: {
    title: "Bimizza 150 microgram/20 microgram tablets: summary of product characteristics",
    publisher: "Medine.co.uk",
    url: "https://medine.co.uk/bimizza-150-microgram-20-microgram-tablets/summary",
  },
  akizza: {
    title: "Akizza 75mcg/30mcg tablets: summary of product characteristics",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/9759/smpc",
  },
  premique: {
    title: "Premique Low Dose 0.3mg/1.5mg modified release tablets: summary of product characteristics",
    publisher: "Medine.co.uk",
    url: "https://imedi.co.uk/premique-low-dose-0-3mg-1-5mg-modified-release-tablets/summary",
  },
  nuvelle: {
    title: "Nuvelle Continuous: summary of product characteristics",
    publisher: "Medine.co.uk",
    url: "https://imedi.co.uk/nuvelle-continuous/summary",
  },
  ellesteDuetConti: {
    title: "Elleste Duet Conti Tablets: summary of product characteristics",
    publisher: "Medine.co.uk",
    url: "https://medine.co.uk/elleste-duet-conti-tablets/summary",
  },
  zanprol: {
    title: "Zanprol 10 mg tablets (omeprazole): summary of product characteristics",
    publisher: "Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/zanprol-10-mg-tablets-leaflet.html",
  },
  diocalmUltra: {
    title: "Diocalm Ultra Capsules (loperamide hydrochloride 2 mg): summary of product characteristics",
    publisher: "Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/diocalm-ultra-capsules-spc-2923.html",
  },
  milPar: {
    title: "Mil-Par oral suspension: summary of product characteristics",
    publisher: "Medine.co.uk",
    url: "https://medine.co.uk/mil-par/summary",
  },
  femSevenSequi: {
    title: "FemSeven Sequi 50 micrograms/10 micrograms/24 hours transdermal patch: patient leaflet",
    publisher: "Patient-info.co.uk (UK patient information leaflet)",
    url: "https://patient-info.co.uk/femseven-sequi-50-micrograms-10-micrograms-24-hours-transdermal-patch-96159/patient-leaflet",
  },
  climaval: {
    title: "Climaval 2 mg film-coated tablets: summary of product characteristics",
    publisher: "Medine.co.uk",
    url: "https://imedi.co.uk/climaval-2mg-film-coated-tablets/summary",
  },
} satisfies Record<string, Reference>;

const PILLS: [string, string, Reference][] = [
  ["cilique", "Cilique", SOURCE.cilique],
  ["cimizt", "Cimizt 30/150", SOURCE.cimizt],
  ["bimizza", "Bimizza 150/20", SOURCE.bimizza],
  ["akizza", "Akizza 75/30", SOURCE.akizza],
];

const HRT: [string, string, Reference][] = [
  ["premique", "Premique Low Dose", SOURCE.premique],
  ["nuvelle", "Nuvelle Continuous", SOURCE.nuvelle],
  ["elleste-duet-conti", "Elleste Duet Conti", SOURCE.ellesteDuetConti],
  ["climaval", "Climaval 2mg", SOURCE.climaval],
  ["femseven-sequi", "FemSeven Sequi patches", SOURCE.femSevenSequi],
];

const PHARMACY: [string, string, Reference][] = [
  ["zanprol", "Zanprol 10mg", SOURCE.zanprol],
  ["diocalm-ultra", "Diocalm Ultra", SOURCE.diocalmUltra],
  ["mil-par", "Milpar", SOURCE.milPar],
];

const onThePill = PILLS.map(([id, typed, source]): ScenarioInput => ({
  id: `sc-brands-sjw-${id}`,
  title: `On ${typed} and buys St John's wort`,
  profile: { medicines: [typed], conditions: [] },
  stack: [take(PRODUCT.stJohnsWort)],
  expect: { flags: [flag("st-johns-wort", med(typed), "major")] },
  rationale: `${typed} is a combined pill (its UK product information); the MHRA advises that women using hormonal contraception should not take St John's wort.`,
  sources: [source, REF.mhraSjwContraceptives],
}));

const onHrt = HRT.map(([id, typed, source]): ScenarioInput => ({
  id: `sc-brands-black-cohosh-${id}`,
  title: `On ${typed} HRT and buys black cohosh for hot flushes`,
  profile: { medicines: [typed], conditions: [] },
  stack: [take(PRODUCT.blackCohosh)],
  expect: { flags: [flag("black-cohosh", med(typed), "major")] },
  rationale: `${typed} is HRT containing an oestrogen (its UK product information); the black cohosh record on HRT applies.`,
  sources: [source],
}));

const quiet = [...PILLS, ...HRT, ...PHARMACY].map(([id, typed, source]): ScenarioInput => ({
  id: `sc-brands-vitamin-d-${id}`,
  title: `On ${typed} and takes a 10 microgram vitamin D tablet`,
  profile: { medicines: [typed], conditions: [] },
  stack: [take(PRODUCT.vitaminD10)],
  expect: { noFlags: [noFlag("vitamin-d3", med(typed))] },
  rationale: `No source read links vitamin D at 10 micrograms a day with ${typed}'s hormones.`,
  sources: [source],
}));

const overTheCounter: ScenarioInput[] = [
  {
    id: "sc-brands-iron-zanprol",
    title: "Takes Zanprol for heartburn and an iron supplement",
    profile: { medicines: ["Zanprol 10mg"], conditions: [] },
    stack: [take(PRODUCT.iron20)],
    expect: { flags: [flag("iron", med("Zanprol 10mg"), "minor", "major")] },
    rationale:
      "Zanprol is omeprazole (its UK product information); proton pump inhibitors reduce the stomach acid that helps iron be absorbed, as the NIH iron fact sheet says.",
    sources: [SOURCE.zanprol, REF2.odsIron],
  },
  {
    id: "sc-brands-psyllium-diocalm-ultra",
    title: "Takes Diocalm Ultra for diarrhoea and psyllium husk capsules",
    profile: { medicines: ["Diocalm Ultra"], conditions: [] },
    stack: [take(PRODUCT.psyllium500)],
    expect: { flags: [flag("psyllium", med("Diocalm Ultra"), "moderate", "contraindicated")] },
    rationale:
      "Diocalm Ultra is loperamide (its UK product information), which slows the gut; the psyllium record on medicines that slow the gut applies.",
    sources: [SOURCE.diocalmUltra],
  },
  {
    id: "sc-brands-iron-mil-par",
    title: "Takes Milpar for constipation and an iron supplement",
    profile: { medicines: ["Milpar"], conditions: [] },
    stack: [take(PRODUCT.iron20)],
    expect: { flags: [flag("iron", med("Milpar"), "minor", "moderate")] },
    rationale:
      "Mil-Par contains magnesium hydroxide (its UK product information); the ferrous sulfate SmPC says magnesium compounds may impair the absorption of iron and should be taken at least 2 hours apart.",
    sources: [SOURCE.milPar, REF2.ferrousSulfateSmpc],
  },
];

export const PHARMACY_BRAND_SCENARIOS: ScenarioInput[] = [
  ...onThePill,
  ...onHrt,
  ...overTheCounter,
  ...quiet,
];
