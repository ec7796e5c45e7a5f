// Medicines and conditions the herbs' UK traditional herbal registrations (and, where the UK text is cut off here, the
// page read instead) name that the checker did not meet before the wthr audit, typed as people write them, with
// catalogue products: feverfew (MigraHerb) with blood thinners and anti-inflammatory painkillers, and rhodiola
// (Vitano) with depression. Negatives are nearby medicines and conditions those texts do not name.
import type { ScenarioInput } from "../schema";
import { CAUTIONS, conditionCases, quietMedicine, scenario } from "./by-mechanism";
import { flag, med } from "./build";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  foundHealthFeverfew: {
    title: "Feverfew: side effects and warnings (safety issues; interactions you should know about)",
    publisher: "FoundHealth",
    url: "https://www.foundhealth.com/feverfew/side-effects-and-warnings",
  },
  stressEeze: {
    title:
      "StressEeze Rhodiola Tablets: summary of product characteristics, section 4.4 (traditional herbal registration)",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/stresseeze-rhodiola-tablets/summary",
  },
} satisfies Record<string, Reference>;

const FEVERFEW_BLEEDING =
  "FoundHealth's feverfew page says feverfew might slightly inhibit platelets, so it should not be combined with strong anticoagulants such as warfarin or heparin except on medical advice.";
const FEVERFEW_NSAID =
  "FoundHealth's feverfew page says feverfew might increase the risk of stomach problems with anti-inflammatory drugs such as aspirin, and not to use it with aspirin or other NSAIDs except on medical advice.";
const RHODIOLA_DEPRESSION =
  "UK rhodiola product information (StressEeze, section 4.4) says people with signs and symptoms of depression should seek medical advice for appropriate treatment.";

function feverfewWith(id: string, medicine: string, rationale: string): ScenarioInput {
  return scenario(
    {
      id: `sc-wthr-feverfew-${id}`,
      title: `Feverfew (MigraHerb) with ${medicine}`,
      medicines: [medicine],
      stack: [PRODUCT.feverfew],
      rationale,
      sources: [SOURCE.foundHealthFeverfew],
    },
    { flags: [flag("feverfew", med(medicine), "moderate")] },
  );
}

function feverfewQuiet(id: string, medicine: string): ScenarioInput {
  return quietMedicine(
    {
      id: `sc-wthr-feverfew-quiet-${id}`,
      title: `Feverfew (MigraHerb) with ${medicine} (not named)`,
      product: PRODUCT.feverfew,
      rationale: `${medicine}: the feverfew texts read name blood thinners and anti-inflammatory painkillers, not this medicine.`,
      sources: [SOURCE.foundHealthFeverfew],
    },
    "feverfew",
    medicine,
  );
}

const conditions = conditionCases("sc-wthr-");

export const WTHR_SCENARIOS: ScenarioInput[] = [
  feverfewWith("warfarin", "warfarin 5mg once a day", FEVERFEW_BLEEDING),
  feverfewWith("eliquis", "Eliquis 5mg twice a day", FEVERFEW_BLEEDING),
  feverfewWith("rivaroxaban", "rivaroxaban 20mg once daily", FEVERFEW_BLEEDING),
  feverfewWith("clexane", "Clexane", FEVERFEW_BLEEDING),
  feverfewWith("heparin", "enoxaparin injections", FEVERFEW_BLEEDING),
  feverfewWith("aspirin", "aspirin 75mg daily", FEVERFEW_NSAID),
  feverfewWith("ibuprofen", "ibuprofen 400mg three times a day", FEVERFEW_NSAID),
  feverfewWith("nurofen", "Nurofen", FEVERFEW_NSAID),
  feverfewWith("naproxen", "naproxen 500mg twice a day", FEVERFEW_NSAID),
  feverfewQuiet("paracetamol", "paracetamol 1g four times a day"),
  feverfewQuiet("sumatriptan", "sumatriptan 50mg"),
  feverfewQuiet("propranolol", "propranolol 40mg twice a day"),
  feverfewQuiet("topiramate", "topiramate 25mg"),
  ...(
    [
      ["depression", "depression"],
      ["clinical-depression", "clinical depression"],
      ["low-mood", "low mood"],
      ["postnatal", "postnatal depression"],
    ] as const
  ).map(([id, condition]) =>
    conditions.named(
      `rhodiola-${id}`,
      `Rhodiola (Vitano) with ${condition}`,
      "rhodiola",
      condition,
      PRODUCT.rhodiola,
      CAUTIONS,
      RHODIOLA_DEPRESSION,
      [SOURCE.stressEeze],
    ),
  ),
  ...(["anxiety", "insomnia"] as const).map((condition) =>
    conditions.quiet(
      `rhodiola-quiet-${condition}`,
      `Rhodiola (Vitano) with ${condition} (not named)`,
      "rhodiola",
      condition,
      PRODUCT.rhodiola,
      `${condition}: the UK rhodiola texts read name depression, liver and kidney impairment, not this condition.`,
      [SOURCE.stressEeze],
    ),
  ),
];
