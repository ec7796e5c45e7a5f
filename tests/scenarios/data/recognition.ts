// Whether the checker knows what the user typed: made-up and very rare names and close misspellings must
// be reported as not recognised (never a green "low"), while US names, UK brands and common UK medicines
// must be recognised and checked.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";

/** A scenario where `typed` cannot be known: the result must say "not fully checked" and name it. */
function unknownMedicine(
  id: string,
  typed: string,
  title: string,
  stack: ScenarioInput["stack"],
  sources: ScenarioInput["sources"],
): ScenarioInput {
  return {
    id,
    title,
    profile: { medicines: [typed] },
    stack,
    expect: { notFullyChecked: true, unrecognised: [typed] },
    rationale: `"${typed}" is not a medicine the checker can know, so its interactions with the supplement cannot be ruled out: the result must say it was not fully checked and must not show a green low risk.`,
    sources,
  };
}

/** A common UK medicine with a supplement it has no known interaction with: fully checked, low. */
function knownNoInteraction(
  id: string,
  typed: string,
  title: string,
  product: ScenarioInput["stack"][number],
  ingredient: string,
  sources: ScenarioInput["sources"],
): ScenarioInput {
  return {
    id,
    title,
    profile: { medicines: [typed] },
    stack: [product],
    expect: {
      noFlags: [noFlag(ingredient, med(typed))],
      risk: { max: "low" },
      notFullyChecked: false,
      unrecognised: [],
    },
    rationale: `${typed} is a common UK medicine the checker must recognise; the supplement is within UK levels and is not known to interact with it, so the stack is fully checked and low risk.`,
    sources,
  };
}

export const RECOGNITION_SCENARIOS: ScenarioInput[] = [
  unknownMedicine(
    "sc-unknown-made-up-medicine",
    "Zentravix",
    "Made-up medicine name with vitamin D",
    [take(PRODUCT.vitaminD10)],
    [REF.nhsVitaminD],
  ),
  unknownMedicine(
    "sc-unknown-made-up-with-dose",
    "Plovarinex 20mg",
    "Made-up medicine typed with a dose, with magnesium",
    [take(PRODUCT.magnesiumCitrate200)],
    [REF.emcMagnesiumSaltsInteractions],
  ),
  unknownMedicine(
    "sc-unknown-very-rare-medicine",
    "Lumasiran",
    "Very rare medicine (for primary hyperoxaluria) with vitamin D",
    [take(PRODUCT.vitaminD25)],
    [REF.nhsVitaminD],
  ),
  unknownMedicine(
    "sc-unknown-description",
    "the little white heart tablet",
    "User describes a heart tablet instead of naming it, with high-strength fish oil",
    [take(PRODUCT.fishOilTripleStrength, 2)],
    [REF.afpHerbDrugTable],
  ),
  unknownMedicine(
    "sc-unknown-garbled",
    "xq-774 caps",
    "Garbled medicine name with glucosamine",
    [take(PRODUCT.glucosamine)],
    [REF.hsaWarfarinGlucosamine],
  ),
  {
    id: "sc-misspelt-warfrin",
    title: "'warfrin' (misspelt) with St John's wort",
    profile: { medicines: ["warfrin"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { notFullyChecked: true, unrecognised: ["warfrin"] },
    rationale:
      "A misspelling close to warfarin must not be silently matched or silently ignored: it is reported as not recognised (with a 'did you mean'), so the result is not fully checked.",
    sources: [REF.medsafeSjwLeaflet],
  },
  {
    id: "sc-misspelt-sertaline",
    title: "'sertaline' (misspelt) with St John's wort",
    profile: { medicines: ["sertaline"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: {
      notFullyChecked: true,
      unrecognised: ["sertaline"],
      flags: [flag("st-johns-wort", med("sertaline"), "major")],
    },
    rationale:
      "'sertaline' is a letter from sertraline and no other medicine: it is reported as not recognised so the user can correct it, and checked as sertraline meanwhile, so St John's wort's SSRI interaction is not missed.",
    sources: [REF.npsSjw],
  },
  {
    id: "sc-misspelt-levothyroxin",
    title: "'levothyroxin' (misspelt) with calcium",
    profile: { medicines: ["levothyroxin"] },
    stack: [take(PRODUCT.osteocare)],
    expect: { notFullyChecked: true, unrecognised: ["levothyroxin"] },
    rationale: "A near-miss spelling is not a recognised name: the checker must say it could not check it.",
    sources: [REF.calciumLevothyroxineJama],
  },
  {
    id: "sc-unknown-plus-known",
    title: "Warfarin plus an unknown medicine, with St John's wort",
    profile: { medicines: ["Warfarin", "Kexoril"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: {
      flags: [flag("st-johns-wort", med("Warfarin"), "major")],
      notFullyChecked: true,
      unrecognised: ["Kexoril"],
    },
    rationale:
      "The known danger (St John's wort with warfarin) must still be reported, and the unknown name must make the result 'not fully checked'.",
    sources: [REF.medsafeSjwLeaflet, REF.csmSjw2000],
  },
  {
    id: "sc-unknown-condition",
    title: "Made-up condition name with vitamin C",
    profile: { conditions: ["Kessler-Thorne syndrome"] },
    stack: [take(PRODUCT.vitaminC1000)],
    expect: { notFullyChecked: true, unrecognised: ["Kessler-Thorne syndrome"] },
    rationale:
      "A condition the checker cannot know may change what is safe (vitamin C, for example, must be avoided in some conditions), so the result must say it was not fully checked.",
    sources: [REF.haemochromatosisAvoid],
  },
  {
    id: "sc-unknown-rare-condition",
    title: "Very rare condition (Fabry disease) with magnesium",
    profile: { conditions: ["Fabry disease"] },
    stack: [take(PRODUCT.magnesiumChelate200)],
    expect: { notFullyChecked: true, unrecognised: ["Fabry disease"] },
    rationale:
      "A rare condition outside the checker's dictionary must be reported as not recognised rather than treated as harmless.",
    sources: [REF.nhsOthersMagnesium],
  },
  knownNoInteraction(
    "sc-acetaminophen-us-name",
    "acetaminophen",
    "US name 'acetaminophen' with vitamin D",
    take(PRODUCT.vitaminD25),
    "vitamin-d3",
    [REF.nhsVitaminD],
  ),
  knownNoInteraction(
    "sc-paracetamol-magnesium",
    "Paracetamol",
    "Paracetamol with magnesium 200 mg",
    take(PRODUCT.magnesiumCitrate200),
    "magnesium",
    [REF.nhsOthersMagnesium, REF.emcMagnesiumSupplementSmpc],
  ),
  knownNoInteraction(
    "sc-amlodipine-vitamin-d",
    "Amlodipine",
    "Amlodipine for blood pressure with vitamin D 25 µg",
    take(PRODUCT.vitaminD25),
    "vitamin-d3",
    [REF.nhsVitaminD],
  ),
  knownNoInteraction(
    "sc-ibuprofen-berocca",
    "Ibuprofen",
    "Ibuprofen with vitamin C 1000 mg",
    take(PRODUCT.vitaminC1000),
    "vitamin-c",
    [REF.fssVitaminB6, REF.fssZinc],
  ),
  knownNoInteraction(
    "sc-co-codamol-vitamin-d",
    "Co-codamol",
    "Co-codamol with vitamin D 10 µg",
    take(PRODUCT.vitaminD10),
    "vitamin-d3",
    [REF.nhsVitaminD],
  ),
  knownNoInteraction(
    "sc-gliclazide-vitamin-d",
    "Gliclazide",
    "Gliclazide for type 2 diabetes with vitamin D",
    take(PRODUCT.vitaminD25),
    "vitamin-d3",
    [REF.nhsVitaminD],
  ),
  knownNoInteraction(
    "sc-mirtazapine-vitamin-d",
    "Mirtazapine",
    "Mirtazapine with vitamin D",
    take(PRODUCT.vitaminD10),
    "vitamin-d3",
    [REF.nhsVitaminD, REF.healthifySerotonin],
  ),
  knownNoInteraction(
    "sc-nexium-vitamin-d",
    "Nexium",
    "Nexium (esomeprazole) with vitamin D",
    take(PRODUCT.vitaminD10),
    "vitamin-d3",
    [REF.nhsVitaminD],
  ),
  knownNoInteraction(
    "sc-cetirizine-vitamin-d",
    "Cetirizine",
    "Cetirizine for hay fever with vitamin D",
    take(PRODUCT.vitaminD25),
    "vitamin-d3",
    [REF.nhsVitaminD],
  ),
  {
    id: "sc-glucophage-brand-recognised",
    title: "Glucophage (brand of metformin) with vitamin D",
    profile: { medicines: ["Glucophage"], conditions: ["type 2 diabetes"] },
    stack: [take(PRODUCT.vitaminD25)],
    expect: { notFullyChecked: false, unrecognised: [], noFlags: [noFlag("vitamin-d3", med("Glucophage"))] },
    rationale:
      "Glucophage is the UK brand of metformin and must be recognised; vitamin D has no interaction with metformin.",
    sources: [REF.nhsVitaminD],
  },
];
