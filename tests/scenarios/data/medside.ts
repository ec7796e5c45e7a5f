// Supplements named by a medicine's own product information, read from the medicine's side: eltrombopag
// (Revolade) is to be kept apart from magnesium, calcium, iron, selenium and zinc, typed as the brand and as the
// medicine, and a medicine the page does not name meets selenium without an alarm.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type ProductId = (typeof PRODUCT)[keyof typeof PRODUCT];

const ELTROMBOPAG: Source = {
  title: "Eltrombopag - Oral (Revolade): medication information",
  publisher: "HealthLinkBC (British Columbia Ministry of Health)",
  url: "https://www.healthlinkbc.ca/medications/fdb1158",
};

const SPACING =
  "The eltrombopag page says to take it at least 2 hours before or 4 hours after products containing magnesium, aluminium or calcium, and to do the same with iron, selenium and zinc, because they may keep eltrombopag from working well.";

interface Case {
  id: string;
  title: string;
  medicine: string;
  product: ProductId;
  ingredient: "selenium" | "magnesium" | "iron" | "zinc";
}

function spaced(entry: Case): ScenarioInput {
  return {
    id: `sc-medside-${entry.id}`,
    title: entry.title,
    profile: { medicines: [entry.medicine], conditions: [] },
    stack: [take(entry.product)],
    expect: { flags: [flag(entry.ingredient, med(entry.medicine), "minor")] },
    rationale: SPACING,
    sources: [ELTROMBOPAG],
  };
}

export const MEDSIDE_SCENARIOS: ScenarioInput[] = [
  spaced({
    id: "revolade-selenium",
    title: "Revolade for low platelets (ITP) with a selenium supplement",
    medicine: "Revolade 25mg",
    product: PRODUCT.selenium100,
    ingredient: "selenium",
  }),
  spaced({
    id: "eltrombopag-selenium",
    title: "Eltrombopag tablets with a 200 µg selenium capsule",
    medicine: "eltrombopag 50mg",
    product: PRODUCT.selenium200,
    ingredient: "selenium",
  }),
  spaced({
    id: "revolade-magnesium",
    title: "Revolade with magnesium citrate tablets",
    medicine: "Revolade",
    product: PRODUCT.magnesiumCitrate200,
    ingredient: "magnesium",
  }),
  spaced({
    id: "revolade-iron",
    title: "Revolade with an iron supplement",
    medicine: "Revolade 50mg",
    product: PRODUCT.iron20,
    ingredient: "iron",
  }),
  spaced({
    id: "eltrombopag-zinc",
    title: "Eltrombopag with a zinc supplement",
    medicine: "eltrombopag",
    product: PRODUCT.zinc15,
    ingredient: "zinc",
  }),
  {
    id: "sc-medside-amlodipine-selenium-no-alarm",
    title: "Amlodipine for blood pressure with a selenium supplement: nothing to flag",
    profile: { medicines: ["amlodipine 5mg"], conditions: [] },
    stack: [take(PRODUCT.selenium100)],
    expect: { noFlags: [noFlag("selenium", med("amlodipine 5mg"))] },
    rationale:
      "The eltrombopag page names selenium for eltrombopag only; amlodipine is not a medicine that selenium is said to bind, and no source read names the pair.",
    sources: [ELTROMBOPAG],
  },
];
