// Only where UK guidance says so, each rule with its source (docs/reference/recommendations.md "About you").
import type { PregnancyStatus, Sex } from "@/lib/auth/health-profile-values";

import type { AGE_BANDS } from "./schemas";

export interface Reference {
  title: string;
  url: string;
}

const NHS_VITAMIN_D: Reference = {
  title: "NHS: Vitamins and minerals – Vitamin D",
  url: "https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-d/",
};
const NHS_PREGNANCY: Reference = {
  title: "NHS: Vitamins, supplements and nutrition in pregnancy",
  url: "https://www.nhs.uk/pregnancy/keeping-well/vitamins-supplements-and-nutrition/",
};
const ROYAL_DEVON_PREGNANCY: Reference = {
  title: "Royal Devon University Healthcare NHS Foundation Trust: Maternity – vitamins and supplements",
  url: "https://www.royaldevon.nhs.uk/services/maternity-and-obstetrics-birth-and-babies/vitamins-and-supplements/",
};
const NHS_IRON: Reference = {
  title: "NHS: Vitamins and minerals – Iron",
  url: "https://www.nhs.uk/conditions/vitamins-and-minerals/iron/",
};

export interface PersonAnswers {
  ageBand?: (typeof AGE_BANDS)[number] | undefined;
  sex?: Sex | undefined;
  pregnancyStatus?: PregnancyStatus | undefined;
}

export interface Need {
  rule: string;
  ingredient: string;
  ingredientName: string;
  amount: number;
  unit: string;
  why: string;
  references: Reference[];
}

export interface Avoid {
  rule: string;
  ingredient: string;
  why: string;
  references: Reference[];
}

export interface IngredientNote {
  rule: string;
  ingredient: string;
  text: string;
  references: Reference[];
}

interface ProfileNote {
  rule: string;
  text: string;
  references: Reference[];
}

export interface ProfileAdvice {
  needs: Need[];
  avoid: Avoid[];
  ingredientNotes: IngredientNote[];
  notes: ProfileNote[];
}

/** October to March, UK time: the NHS's autumn and winter. */
export function isAutumnOrWinter(now: Date): boolean {
  const month = Number(
    new Intl.DateTimeFormat("en-GB", { month: "numeric", timeZone: "Europe/London" }).format(now),
  );
  return month >= 10 || month <= 3;
}

const VITAMIN_D = { ingredient: "vitamin-d3", ingredientName: "Vitamin D", amount: 10, unit: "µg" } as const;

function vitaminD(person: PersonAnswers, now: Date): Need | null {
  const status = person.pregnancyStatus;
  if (status === "pregnant" || status === "breastfeeding") {
    return {
      rule: "vitamin-d-pregnancy-breastfeeding",
      ...VITAMIN_D,
      why:
        "You are pregnant or breastfeeding: NHS advice is that pregnant and breastfeeding women should take " +
        "a 10 microgram vitamin D supplement every day.",
      references: [NHS_PREGNANCY, ROYAL_DEVON_PREGNANCY],
    };
  }
  if (!isAutumnOrWinter(now)) return null;
  return {
    rule: "vitamin-d-autumn-winter",
    ...VITAMIN_D,
    why:
      "It is autumn or winter (October to March): the NHS advises everyone to consider a daily supplement " +
      "containing 10 micrograms of vitamin D, because sunlight makes too little then. 10 micrograms is " +
      "enough for most people; do not take more than 100 micrograms a day.",
    references: [NHS_VITAMIN_D],
  };
}

const FOLIC_ACID = {
  ingredient: "folic-acid",
  ingredientName: "Folic acid",
  amount: 400,
  unit: "µg",
} as const;

function folicAcid(person: PersonAnswers): Need | null {
  const status = person.pregnancyStatus;
  if (status !== "pregnant" && status !== "trying_to_conceive") return null;
  return {
    rule: "folic-acid-pregnancy",
    ...FOLIC_ACID,
    why:
      "You are pregnant or trying to conceive: the NHS recommends 400 micrograms of folic acid a day from " +
      "before you are pregnant until you are 12 weeks pregnant. Some women need a higher 5 milligram dose " +
      "on prescription: ask your GP or midwife.",
    references: [NHS_PREGNANCY],
  };
}

const CHILDBEARING_AGES = new Set<PersonAnswers["ageBand"]>(["18-29", "30-49"]);

function couldGetPregnant(person: PersonAnswers): ProfileNote | null {
  if (person.sex !== "female" || !CHILDBEARING_AGES.has(person.ageBand)) return null;
  const status = person.pregnancyStatus;
  if (status === "pregnant" || status === "trying_to_conceive") return null;
  return {
    rule: "folic-acid-could-get-pregnant",
    text:
      "If there is a chance you could get pregnant, the NHS recommends taking 400 micrograms of folic acid a " +
      "day until you are 12 weeks pregnant. Tell us you are trying to conceive and it is added to the stack.",
    references: [NHS_PREGNANCY],
  };
}

// Trying to conceive is not a rule here: the interaction engine's own records for it already leave these out.
function pregnancyAvoid(person: PersonAnswers): Avoid[] {
  if (person.pregnancyStatus !== "pregnant") return [];
  return [
    {
      rule: "vitamin-a-pregnancy",
      ingredient: "vitamin-a",
      why:
        "Contains vitamin A (retinol): the NHS says not to take vitamin A supplements, or any supplement " +
        "containing vitamin A (retinol), in pregnancy, as too much could harm the baby.",
      references: [NHS_PREGNANCY, ROYAL_DEVON_PREGNANCY],
    },
    {
      rule: "fish-liver-oil-pregnancy",
      ingredient: "cod-liver-oil",
      why:
        "A fish liver oil, which contains vitamin A (retinol): the NHS says not to take any supplement " +
        "containing vitamin A (retinol) in pregnancy.",
      references: [NHS_PREGNANCY, ROYAL_DEVON_PREGNANCY],
    },
  ];
}

function ironNeed(person: PersonAnswers): IngredientNote | null {
  if (person.sex !== "female" && person.sex !== "male") return null;
  if (person.ageBand === undefined) return null;
  const over50 = person.ageBand === "50-64" || person.ageBand === "65+";
  const need = person.sex === "female" && !over50 ? "14.8 mg" : "8.7 mg";
  const who = person.sex === "male" ? "men over 18" : over50 ? "women over 50" : "women aged 19 to 50";
  return {
    rule: "iron-by-sex-and-age",
    ingredient: "iron",
    text:
      `The NHS says ${who} need ${need} of iron a day and that most people get all they need from their diet; ` +
      "17 mg or less a day from supplements is unlikely to cause harm.",
    references: [NHS_IRON],
  };
}

export function profileAdvice(person: PersonAnswers, now: Date): ProfileAdvice {
  const needs = [vitaminD(person, now), folicAcid(person)].filter((need) => need !== null);
  const note = couldGetPregnant(person);
  const iron = ironNeed(person);
  return {
    needs,
    avoid: pregnancyAvoid(person),
    ingredientNotes: iron ? [iron] : [],
    notes: note ? [note] : [],
  };
}
