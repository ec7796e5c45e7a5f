// Vitamin A with retinoid medicines and in pregnancy; caffeine in pregnancy; and the pregnancy
// supplements and negations that must not raise alarms.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";

export const RETINOID_AND_PREGNANCY_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-pregnant-vitamin-a",
    title: "Pregnant (12 weeks) and taking vitamin A 10,000 IU",
    profile: { conditions: ["pregnant (12 weeks)"] },
    stack: [take(PRODUCT.vitaminA10000Iu)],
    expect: { flags: [flag("vitamin-a", cond("pregnant (12 weeks)"), "major")], risk: { min: "high" } },
    rationale:
      "Pregnant women are advised not to take supplements containing retinol because of the risk to the baby; 10,000 IU of preformed vitamin A is a high dose.",
    sources: [REF.sacnVitaminA],
  },
  {
    id: "sc-pregnant-cod-liver-oil",
    title: "Pregnant woman taking cod liver oil",
    profile: { conditions: ["pregnant"] },
    stack: [take(PRODUCT.codLiverOil)],
    expect: { flags: [flag("cod-liver-oil", cond("pregnant"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "The UK advice to avoid retinol supplements in pregnancy explicitly includes those containing fish liver oil, such as cod liver oil.",
    sources: [REF.sacnVitaminA],
  },
  {
    id: "sc-not-pregnant-multivitamin",
    title: "User writes 'not pregnant' and takes a multivitamin with vitamin A",
    profile: { conditions: ["not pregnant"] },
    stack: [take(PRODUCT.centrum)],
    expect: {
      noFlags: [noFlag("vitamin-a", cond("not pregnant"))],
      risk: { max: "moderate" },
      notFullyChecked: true,
    },
    rationale:
      "The user states she is not pregnant, so the pregnancy advice does not apply; 800 µg vitamin A is below the 1.5 mg a day level. The product's label is only partly listed in our catalogue, so the result is 'not fully checked' and never shown as low.",
    sources: [REF.sacnVitaminA, REF.fssVitaminA],
  },
  {
    id: "sc-pregnant-pregnacare",
    title: "Pregnant (20 weeks) taking a pregnancy multivitamin",
    profile: { conditions: ["pregnant (20 weeks)"] },
    stack: [take(PRODUCT.pregnacare)],
    expect: {
      noFlags: [
        noFlag("folic-acid", cond("pregnant (20 weeks)")),
        noFlag("vitamin-d3", cond("pregnant (20 weeks)")),
      ],
      risk: { max: "moderate" },
      notFullyChecked: true,
    },
    rationale:
      "Folic acid 400 µg and vitamin D 10 µg are the amounts recommended in pregnancy; the 100 µg vitamin D limit applies to pregnant women and is far away. The product's label is only partly listed in our catalogue, so the result is 'not fully checked' and never shown as low.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-pregnant-beta-carotene",
    title: "Pregnant non-smoker taking beta-carotene 7 mg",
    profile: { conditions: ["pregnant", "non-smoker"] },
    stack: [take(PRODUCT.betaCarotene)],
    expect: { noFlags: [noFlag("beta-carotene", cond("pregnant"))] },
    rationale:
      "The pregnancy advice concerns retinol (preformed vitamin A); beta-carotene is converted to vitamin A inefficiently and does not raise retinol to high levels, and 7 mg is within the UK level.",
    sources: [REF.sacnVitaminA, REF.fssBetaCarotene],
  },
  {
    id: "sc-acitretin-vitamin-a",
    title: "Acitretin for psoriasis with vitamin A capsules",
    profile: { medicines: ["Acitretin"], conditions: ["psoriasis"] },
    stack: [take(PRODUCT.vitaminA10000Iu)],
    expect: { flags: [flag("vitamin-a", med("Acitretin"), "major")], risk: { min: "high" } },
    rationale: "Vitamin A must be avoided with acitretin because of the risk of hypervitaminosis A.",
    sources: [REF.medsafeAcitretin],
  },
  {
    id: "sc-isotretinoin-vitamin-a",
    title: "Isotretinoin for acne with vitamin A capsules",
    profile: { medicines: ["Isotretinoin"] },
    stack: [take(PRODUCT.vitaminA10000Iu)],
    expect: { flags: [flag("vitamin-a", med("Isotretinoin"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Isotretinoin is a vitamin A derivative whose common adverse effects are those of hypervitaminosis A; adding 10,000 IU of vitamin A adds to that toxicity.",
    sources: [REF.isotretinoinPrescribingInfo, REF.medsafeAcitretin],
  },
  {
    id: "sc-pregnant-caffeine-tablets",
    title: "Pregnant and taking two 200 mg caffeine tablets a day",
    profile: { conditions: ["pregnant (16 weeks)"] },
    stack: [take(PRODUCT.caffeine200, 2)],
    expect: { flags: [flag("caffeine", cond("pregnant (16 weeks)"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Caffeine up to 200 mg a day raises no concern for the fetus; 400 mg a day from tablets alone is twice that, before any tea or coffee.",
    sources: [REF.efsaCaffeine, REF.fssCaffeineSupplements],
  },
];
