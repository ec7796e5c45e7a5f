// The weeks before an operation: herbal remedies to stop 2 weeks before planned surgery, and what a
// past operation, a negation or a non-herbal supplement must not set off.
import type { ScenarioInput } from "../schema";
import { cond, flag, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF3 } from "./references-part-3";

const STOP_HERBS = "UK perioperative advice is to stop herbal medicines 2 weeks before elective surgery";

/** A planned operation and one herbal product that should be stopped 2 weeks before. */
function stopBeforeSurgery(
  id: string,
  typed: string,
  product: (typeof PRODUCT)[keyof typeof PRODUCT],
  ingredient: string,
  name: string,
  why: string,
): ScenarioInput {
  return {
    id,
    title: `'${typed}' while taking ${name}`,
    profile: { conditions: [typed] },
    stack: [take(product)],
    expect: { flags: [flag(ingredient, cond(typed), "moderate")], risk: { min: "moderate" } },
    rationale: `${STOP_HERBS}${why}; ${name} is a herbal remedy the surgical team needs to know about.`,
    sources: [REF3.ukcpaHerbalRemedies],
  };
}

/** An operation already behind the person: the advice for the 2 weeks before does not apply. */
function afterSurgery(
  id: string,
  typed: string,
  product: (typeof PRODUCT)[keyof typeof PRODUCT],
  ingredient: string,
  name: string,
): ScenarioInput {
  return {
    id,
    title: `'${typed}' while taking ${name}`,
    profile: { conditions: [typed] },
    stack: [take(product)],
    expect: { noFlags: [noFlag(ingredient, cond(typed))] },
    rationale: `${STOP_HERBS}; '${typed}' says the operation has happened, so the advice for the weeks before it does not apply.`,
    sources: [REF3.ukcpaHerbalRemedies],
  };
}

export const SURGERY_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-surgery-ginkgo",
    title: "Planned surgery while taking ginkgo 60 mg",
    profile: { conditions: ["planned surgery"] },
    stack: [take(PRODUCT.ginkgo)],
    expect: {
      flags: [flag("ginkgo-biloba", cond("planned surgery"), "moderate")],
      risk: { min: "moderate" },
    },
    rationale:
      "Ginkgo affects clotting and is associated with bleeding; UK perioperative advice is to stop it 2 weeks before elective surgery.",
    sources: [REF3.ukcpaHerbalRemedies, REF3.nccihGinkgo],
  },
  {
    id: "sc-surgery-garlic",
    title: "'Having an operation' while taking aged garlic extract",
    profile: { conditions: ["having an operation"] },
    stack: [take(PRODUCT.garlic)],
    expect: { flags: [flag("garlic", cond("having an operation"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Garlic supplements reduce the blood's ability to clot, which may be a problem during or after surgery; they are stopped 2 weeks before.",
    sources: [REF3.ukcpaHerbalRemedies, REF3.nccihGarlic],
  },
  stopBeforeSurgery(
    "sc-surgery-ginseng",
    "upcoming surgery",
    PRODUCT.ginseng,
    "ginseng",
    "ginseng",
    " (ginseng affects clotting)",
  ),
  stopBeforeSurgery(
    "sc-surgery-st-johns-wort",
    "elective surgery",
    PRODUCT.stJohnsWort,
    "st-johns-wort",
    "St John's wort",
    " (St John's wort speeds up the breakdown of many medicines)",
  ),
  stopBeforeSurgery(
    "sc-surgery-valerian",
    "awaiting surgery",
    PRODUCT.valerian,
    "valerian",
    "valerian",
    " (valerian is sedating)",
  ),
  stopBeforeSurgery(
    "sc-surgery-echinacea",
    "scheduled surgery",
    PRODUCT.echinacea,
    "echinacea",
    "echinacea",
    " (echinacea may impair wound healing)",
  ),
  stopBeforeSurgery("sc-surgery-curcumin", "pre-op", PRODUCT.curcumin, "turmeric-curcumin", "curcumin", ""),
  stopBeforeSurgery(
    "sc-surgery-ashwagandha",
    "planned operation",
    PRODUCT.ashwagandha,
    "ashwagandha",
    "ashwagandha",
    "",
  ),
  stopBeforeSurgery(
    "sc-surgery-milk-thistle",
    "having surgery",
    PRODUCT.milkThistle,
    "milk-thistle",
    "milk thistle",
    "",
  ),
  stopBeforeSurgery(
    "sc-surgery-saw-palmetto",
    "upcoming operation",
    PRODUCT.sawPalmetto,
    "saw-palmetto",
    "saw palmetto",
    "",
  ),
  {
    id: "sc-surgery-past-operation-ginkgo",
    title: "'Had an operation in 2019' while taking ginkgo",
    profile: { conditions: ["had an operation in 2019"] },
    stack: [take(PRODUCT.ginkgo)],
    expect: { noFlags: [noFlag("ginkgo-biloba", cond("had an operation in 2019"))] },
    rationale:
      "The advice to stop herbal remedies concerns the 2 weeks before a planned operation; an operation years ago is over and nothing is planned.",
    sources: [REF3.ukcpaHerbalRemedies],
  },
  {
    id: "sc-surgery-none-planned-garlic",
    title: "'No planned surgery' while taking garlic",
    profile: { conditions: ["no planned surgery"] },
    stack: [take(PRODUCT.garlic)],
    expect: { noFlags: [noFlag("garlic", cond("no planned surgery"))], risk: { max: "low" } },
    rationale:
      "The person says no operation is planned, so the perioperative advice on garlic does not apply.",
    sources: [REF3.ukcpaHerbalRemedies, REF3.nccihGarlic],
  },
  {
    id: "sc-surgery-vitamin-d",
    title: "Planned surgery while taking vitamin D 10 µg",
    profile: { conditions: ["planned surgery"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: { noFlags: [noFlag("vitamin-d3", cond("planned surgery"))], risk: { max: "low" } },
    rationale:
      "The perioperative advice to stop supplements concerns herbal medicines; vitamin D at the recommended 10 µg a day is not among them.",
    sources: [REF3.ukcpaHerbalRemedies],
  },
  {
    id: "sc-surgery-vitamin-b12",
    title: "Upcoming surgery while taking vitamin B12 1,000 µg",
    profile: { conditions: ["upcoming surgery"] },
    stack: [take(PRODUCT.vitaminB12Chewable)],
    expect: { noFlags: [noFlag("vitamin-b12", cond("upcoming surgery"))] },
    rationale:
      "The guidance asks people to stop herbal medicines before an operation; vitamin B12 is a vitamin, not a herbal medicine.",
    sources: [REF3.ukcpaHerbalRemedies],
  },
  {
    id: "sc-surgery-probiotic",
    title: "Having surgery while taking a probiotic",
    profile: { conditions: ["having surgery"] },
    stack: [take(PRODUCT.probiotic30)],
    expect: { noFlags: [noFlag("probiotics", cond("having surgery"))] },
    rationale:
      "The advice to stop before an operation concerns herbal medicines that affect clotting, sedation or medicine breakdown; a probiotic is none of these.",
    sources: [REF3.ukcpaHerbalRemedies],
  },
  {
    id: "sc-surgery-magnesium",
    title: "Planned operation while taking magnesium 200 mg",
    profile: { conditions: ["planned operation"] },
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { noFlags: [noFlag("magnesium", cond("planned operation"))], risk: { max: "low" } },
    rationale:
      "Magnesium is not a herbal medicine; 200 mg a day is within the UK level and has no perioperative warning in the guidance.",
    sources: [REF3.ukcpaHerbalRemedies, REF3.nhsOthers],
  },
  afterSurgery(
    "sc-surgery-last-week-ginkgo",
    "had surgery last week",
    PRODUCT.ginkgo,
    "ginkgo-biloba",
    "ginkgo",
  ),
  afterSurgery("sc-surgery-after-op-garlic", "after my operation", PRODUCT.garlic, "garlic", "garlic"),
  afterSurgery("sc-surgery-post-op-curcumin", "post-op", PRODUCT.curcumin, "turmeric-curcumin", "curcumin"),
  afterSurgery(
    "sc-surgery-recovering-valerian",
    "recovering from my operation",
    PRODUCT.valerian,
    "valerian",
    "valerian",
  ),
  afterSurgery(
    "sc-surgery-op-in-march-ginseng",
    "I had my op in March",
    PRODUCT.ginseng,
    "ginseng",
    "ginseng",
  ),
  afterSurgery(
    "sc-surgery-days-ago-echinacea",
    "surgery 3 days ago",
    PRODUCT.echinacea,
    "echinacea",
    "echinacea",
  ),
  stopBeforeSurgery(
    "sc-surgery-op-next-week-ginkgo",
    "op next week",
    PRODUCT.ginkgo,
    "ginkgo-biloba",
    "ginkgo",
    "",
  ),
  stopBeforeSurgery(
    "sc-surgery-friday-garlic",
    "having surgery on Friday",
    PRODUCT.garlic,
    "garlic",
    "garlic",
    " (garlic affects clotting)",
  ),
  stopBeforeSurgery(
    "sc-surgery-before-op-st-johns-wort",
    "before my operation",
    PRODUCT.stJohnsWort,
    "st-johns-wort",
    "St John's wort",
    "",
  ),
  stopBeforeSurgery(
    "sc-surgery-pre-op-assessment-ashwagandha",
    "pre-op assessment",
    PRODUCT.ashwagandha,
    "ashwagandha",
    "ashwagandha",
    "",
  ),
  stopBeforeSurgery(
    "sc-surgery-in-two-weeks-milk-thistle",
    "surgery in 2 weeks",
    PRODUCT.milkThistle,
    "milk-thistle",
    "milk thistle",
    "",
  ),
];
