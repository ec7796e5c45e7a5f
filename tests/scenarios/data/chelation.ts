// Minerals (calcium, iron, magnesium, zinc) that bind tetracyclines, fluoroquinolones, bisphosphonates,
// integrase inhibitors and levothyroxine in the gut, and supplements without that effect.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";

export const CHELATION_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-levothyroxine-calcium",
    title: "Levothyroxine with a calcium and vitamin D tablet",
    profile: { medicines: ["Levothyroxine"], conditions: ["underactive thyroid"] },
    stack: [take(PRODUCT.osteocare)],
    expect: { flags: [flag("calcium", med("Levothyroxine"), "minor", "major")] },
    rationale:
      "Calcium taken with levothyroxine reduces its absorption and raises TSH; the doses should be taken well apart.",
    sources: [REF.calciumLevothyroxineJama, REF.calciumFormulationsLevothyroxine],
  },
  {
    id: "sc-eltroxin-calcium",
    title: "Eltroxin (brand of levothyroxine) with calcium",
    profile: { medicines: ["Eltroxin"] },
    stack: [take(PRODUCT.osteocare)],
    expect: {
      flags: [flag("calcium", med("Eltroxin"), "minor", "major")],
      // Osteocare's label is only partly listed in our catalogue, so the check is partial.
      notFullyChecked: true,
      unrecognised: [],
    },
    rationale:
      "Eltroxin is a UK brand of levothyroxine, so the calcium separation warning must fire as for the generic.",
    sources: [REF.calciumLevothyroxineJama, REF.calciumFormulationsLevothyroxine],
  },
  {
    id: "sc-levothyroxine-iron",
    title: "Levothyroxine with an iron supplement",
    profile: { medicines: ["Levothyroxine"] },
    stack: [take(PRODUCT.iron20)],
    expect: { flags: [flag("iron", med("Levothyroxine"), "minor", "major")] },
    rationale:
      "Iron, like calcium, binds levothyroxine in the gut: ferrous sulfate has been shown to reduce thyroxine efficacy in patients with hypothyroidism (work cited by the JAMA calcium study), so the doses must be taken hours apart.",
    sources: [REF.calciumLevothyroxineJama],
  },
  {
    id: "sc-levothyroxine-vitamin-d",
    title: "Levothyroxine with vitamin D 25 µg only",
    profile: { medicines: ["Levothyroxine"] },
    stack: [take(PRODUCT.vitaminD25)],
    expect: {
      noFlags: [noFlag("vitamin-d3", med("Levothyroxine"))],
      risk: { max: "low" },
      notFullyChecked: false,
    },
    rationale:
      "The absorption interaction is with binding minerals (calcium, iron, magnesium, aluminium); a vitamin D-only product contains none, and 25 µg is within the NHS limit.",
    sources: [REF.calciumLevothyroxineJama, REF.nhsVitaminD],
  },
  {
    id: "sc-doxycycline-zma",
    title: "Doxycycline course while taking ZMA (zinc and magnesium)",
    profile: { medicines: ["Doxycycline"] },
    stack: [take(PRODUCT.zma)],
    expect: {
      flags: [flag("magnesium", med("Doxycycline"), "minor", "major")],
    },
    rationale:
      "Magnesium salts reduce the absorption of tetracyclines such as doxycycline; the doses must be separated by 2 to 3 hours or more.",
    sources: [REF.emcMagnesiumSaltsInteractions, REF.emcMagnesiumSupplementSmpc],
  },
  {
    id: "sc-tetralysal-iron",
    title: "Tetralysal (lymecycline) for acne with an iron supplement",
    profile: { medicines: ["Tetralysal"], conditions: ["acne"] },
    stack: [take(PRODUCT.iron20)],
    expect: {
      flags: [flag("iron", med("Tetralysal"), "minor", "major")],
      notFullyChecked: false,
      unrecognised: [],
    },
    rationale:
      "Tetralysal is lymecycline, a tetracycline; ferrous iron seriously impairs tetracycline absorption, so even small doses should not be taken at the same time.",
    sources: [REF.ironTetracyclineAbsorption],
  },
  {
    id: "sc-lymecycline-multivitamin",
    title: "Lymecycline with a multivitamin and minerals",
    profile: { medicines: ["Lymecycline"] },
    stack: [take(PRODUCT.centrum)],
    expect: { flags: [flag("iron", med("Lymecycline"), "minor", "major")] },
    rationale:
      "The multivitamin contains 14 mg iron, which binds tetracyclines such as lymecycline in the gut.",
    sources: [REF.ironTetracyclineAbsorption],
  },
  {
    id: "sc-ciprofloxacin-multivitamin",
    title: "Ciprofloxacin for a UTI with a daily multivitamin and minerals",
    profile: { medicines: ["Ciprofloxacin"] },
    stack: [take(PRODUCT.centrum)],
    expect: {
      flags: [flag("iron", med("Ciprofloxacin"), "minor", "major")],
    },
    rationale:
      "Iron preparations and a multivitamin with iron, zinc and other minerals markedly reduced ciprofloxacin peak levels and AUC; the doses must be separated.",
    sources: [REF.ironCiprofloxacin, REF.emcAluminiumAntacidSmpc],
  },
  {
    id: "sc-levofloxacin-magnesium",
    title: "Levofloxacin with magnesium citrate",
    profile: { medicines: ["Levofloxacin"] },
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { flags: [flag("magnesium", med("Levofloxacin"), "minor", "major")] },
    rationale:
      "Magnesium salts reduce the absorption of the quinolone antibiotics; magnesium antacids cut ciprofloxacin absorption when taken within 4 hours.",
    sources: [REF.emcMagnesiumSaltsInteractions, REF.antacidCiprofloxacin],
  },
  {
    id: "sc-risedronate-magnesium",
    title: "Risedronate for osteoporosis with magnesium",
    profile: { medicines: ["Risedronate"], conditions: ["osteoporosis"] },
    stack: [take(PRODUCT.magnesiumChelate200)],
    expect: { flags: [flag("magnesium", med("Risedronate"), "minor", "major")] },
    rationale:
      "Magnesium preparations impair the absorption of bisphosphonates and should be taken 3 to 4 hours apart from them.",
    sources: [REF.emcMagnesiumSupplementSmpc, REF.emcMagnesiumSaltsInteractions],
  },
  {
    id: "sc-alendronic-acid-calcium",
    title: "Weekly alendronic acid with a calcium and vitamin D tablet",
    profile: { medicines: ["Alendronic acid"], conditions: ["osteoporosis"] },
    stack: [take(PRODUCT.osteocare)],
    expect: { flags: [flag("calcium", med("Alendronic acid"), "minor", "major")] },
    rationale:
      "Antacids and mineral preparations reduce the absorption of bisphosphonates (the antacid SmPCs list bisphosphonates); a calcium tablet must be taken at a different time from alendronic acid.",
    sources: [REF.emcAntacidInteractions, REF.emcMagnesiumSaltsInteractions],
  },
  {
    id: "sc-tivicay-iron",
    title: "Tivicay (dolutegravir) with an iron supplement",
    profile: { medicines: ["Tivicay"], conditions: ["HIV"] },
    stack: [take(PRODUCT.iron20)],
    expect: { flags: [flag("iron", med("Tivicay"), "minor", "major")] },
    rationale:
      "Iron taken with dolutegravir on an empty stomach lowered its levels by about 55%; dolutegravir should be taken 2 hours before or 6 hours after iron unless taken with food.",
    sources: [REF.hivInsiteIntegraseCations, REF.singhealthDolutegravir],
  },
  {
    id: "sc-triumeq-calcium",
    title: "Triumeq (contains dolutegravir) with calcium",
    profile: { medicines: ["Triumeq"] },
    stack: [take(PRODUCT.osteocare)],
    expect: { flags: [flag("calcium", med("Triumeq"), "minor", "major")] },
    rationale:
      "Triumeq contains dolutegravir; calcium carbonate taken with dolutegravir fasting lowered its levels by about 40%.",
    sources: [REF.hivInsiteIntegraseCations],
  },
  {
    id: "sc-ciprofloxacin-vitamin-c",
    title: "Ciprofloxacin with plain vitamin C",
    profile: { medicines: ["Ciprofloxacin"] },
    stack: [take(PRODUCT.vitaminC1000)],
    expect: { noFlags: [noFlag("vitamin-c", med("Ciprofloxacin"))], notFullyChecked: false },
    rationale:
      "The ciprofloxacin absorption interaction is with metal cations (iron, zinc, magnesium, aluminium, calcium); ascorbic acid alone does not chelate it.",
    sources: [REF.ironCiprofloxacin, REF.antacidCiprofloxacin],
  },
  {
    id: "sc-doxycycline-fish-oil",
    title: "Doxycycline with fish oil",
    profile: { medicines: ["Doxycycline"] },
    stack: [take(PRODUCT.fishOil1000)],
    expect: {
      noFlags: [noFlag("omega-3-fish-oil", med("Doxycycline"))],
      risk: { max: "low" },
      notFullyChecked: false,
    },
    rationale: "Fish oil contains no polyvalent metal ions, so it does not bind tetracyclines.",
    sources: [REF.emcMagnesiumSaltsInteractions, REF.ironTetracyclineAbsorption],
  },
  {
    id: "sc-levothyroxine-fish-oil",
    title: "Levothyroxine with fish oil",
    profile: { medicines: ["Levothyroxine"] },
    stack: [take(PRODUCT.fishOil1000)],
    expect: {
      noFlags: [noFlag("omega-3-fish-oil", med("Levothyroxine"))],
      risk: { max: "low" },
      notFullyChecked: false,
    },
    rationale:
      "Levothyroxine absorption is reduced by binding minerals such as calcium and iron; fish oil contains none.",
    sources: [REF.calciumLevothyroxineJama, REF.calciumFormulationsLevothyroxine],
  },
];
