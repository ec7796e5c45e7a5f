/** @jest-environment node */
// A record's grade must match its own words: text that tells the person not to take a combination
// needs the grade that blocks it, and text that calls ordinary doses fine needs a dose limit so the
// record does not fire at exactly those doses. Timing, dose and purpose advice is not avoidance.
import {
  knowledgeBaseSchema,
  type DrugInteraction,
  type MedicalContraindication,
  type SupplementInteraction,
} from "@/lib/interactions/knowledge-base-schema";
import { KNOWLEDGE_BASE } from "@/prisma/data/interactions";

const AVOIDANCE =
  /\b(avoid|do not take|don't take|must not|should not take|contraindicated|not recommended|do not use|stop taking)\b/i;

/** Qualifiers that turn an avoidance phrase into advice about when, how much or why. */
const QUALIFIERS: Record<string, RegExp> = {
  timing:
    /\b(at the same time|same time of day|together at|within \d+|\d+ (hours?|days?|weeks?) (before|after|apart)|hours? (before|after|apart|of)|in the (afternoon|evening|morning)|at night|before bed(time)?|on an empty stomach|before or after)\b/i,
  dose: /\b((more|higher|less) than|over|above|exceeding|beyond)\s+(the\s+)?[\d,.]+|\b[\d,.]+\s*(mg|g|µg|micrograms?|IU)\s+(a day\s+)?or more\b|\b(high|higher|large|larger|very high|excessive)[- ](doses?|amounts?)\b|\bhigh-dose\b/i,
  purpose:
    /\b(in place of|instead of|replace|to prevent|to treat|to help|to ['‘]?balance out|for (the )?prevention)\b/i,
  "no need": /\b(no need to|(do not|don't|does not|doesn't) need to|not necessary to)\s+(avoid|stop)\b/i,
  symptoms: /\bif you (notice|get|develop|feel)\b/i,
};

/** For pairs and medicine records only: a clause about a circumstance the record is not about. */
const OTHER_CIRCUMSTANCE =
  /(?<!especially )\bif (you (have|are|smoke|used to smoke|might|could)|pregnant|breastfeeding)\b|\bor might become pregnant\b/i;
/** For pairs only: a third thing, such as a medicine the person may also take. */
const THIRD_PARTY = /(?<!especially )\bif you (take|are taking|use)\b/i;

type Kind = "supplement" | "drug" | "condition";

/** Sentences and the clauses a semicolon, colon or dash divides them into. */
function clauses(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|;\s*|:\s+|\s[–—]\s/)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

/** The clauses of `text` that tell the person not to take it at all. */
function avoidanceClauses(text: string, kind: Kind): string[] {
  return clauses(text).filter(
    (clause) =>
      AVOIDANCE.test(clause) &&
      !Object.values(QUALIFIERS).some((qualifier) => qualifier.test(clause)) &&
      !(kind !== "condition" && OTHER_CIRCUMSTANCE.test(clause)) &&
      !(kind === "supplement" && THIRD_PARTY.test(clause)),
  );
}

const FINE_AT_ORDINARY_DOSES = [
  /\b(normal|usual|ordinary|standard|typical|everyday|dietary|multivitamin)\b[^.;:]{0,40}\b(doses?|amounts?|levels?|intakes?)\b[^.;:]{0,30}\b(is|are)\s+(fine|safe|unlikely to|not a (problem|concern))/i,
  /\b(fine|safe)\b[^.;:]{0,30}\b(at|in)\s+(normal|usual|ordinary|standard|typical|dietary|multivitamin)\b/i,
  /\bamounts? (found )?in (a |standard |most |typical )?multivitamins?\b[^.;:]{0,20}\b(is|are)\s+(fine|safe|unlikely)/i,
  /\b(normal|usual|dietary|multivitamin)\b[^.;:]{0,60}\bunlikely to (matter|cause|be a problem)/i,
];

/** Food is never in the stack, so saying food amounts are fine cannot contradict a record's grade. */
const ABOUT_FOOD = /\b(in|from) (food|cooking|your diet|fruit)|\bas a drink\b/i;

/** Whether a text calls ordinary supplement doses fine. */
function callsOrdinaryDosesFine(text: string): boolean {
  return clauses(text).some(
    (clause) => FINE_AT_ORDINARY_DOSES.some((pattern) => pattern.test(clause)) && !ABOUT_FOOD.test(clause),
  );
}

type AnyRecord =
  | { kind: "drug"; record: DrugInteraction }
  | { kind: "condition"; record: MedicalContraindication }
  | { kind: "supplement"; record: SupplementInteraction };

function texts(item: AnyRecord): string[] {
  if (item.kind === "drug")
    return [item.record.recommendation, item.record.clinicalSignificance, item.record.expectedEffect];
  if (item.kind === "condition") return [item.record.reason, item.record.advice];
  return [item.record.recommendation];
}

function blocks(item: AnyRecord): boolean {
  if (item.kind === "drug")
    return item.record.avoidCombination || item.record.severityLevel === "contraindicated";
  if (item.kind === "condition") return item.record.contraindicationLevel === "absolute";
  return item.record.severity === "contraindicated";
}

/** Whether the record warns at all (a beneficial note may call normal doses fine). */
function warns(item: AnyRecord): boolean {
  if (item.kind === "drug") return item.record.severityLevel !== "beneficial";
  if (item.kind === "condition") return true;
  return item.record.severity !== "beneficial";
}

/** What is wrong with a record's grade given its words (empty when they agree). */
function gradeProblems(item: AnyRecord): string[] {
  const problems: string[] = [];
  if (!blocks(item))
    for (const text of texts(item))
      for (const clause of avoidanceClauses(text, item.kind))
        problems.push(`${item.record.id}: says "${clause}" but does not block`);
  const limited = item.kind !== "condition" && item.record.appliesWhen?.minDailyAmount !== undefined;
  if (warns(item) && !limited)
    for (const text of texts(item))
      if (callsOrdinaryDosesFine(text))
        problems.push(
          item.kind === "condition"
            ? `${item.record.id}: calls ordinary doses fine, but a condition record applies at any dose`
            : `${item.record.id}: calls ordinary doses fine but has no appliesWhen.minDailyAmount`,
        );
  return problems;
}

const kb = knowledgeBaseSchema.parse(KNOWLEDGE_BASE);
const ALL: AnyRecord[] = [
  ...kb.drugInteractions.map((record) => ({ kind: "drug" as const, record })),
  ...kb.medicalContraindications.map((record) => ({ kind: "condition" as const, record })),
  ...kb.supplementInteractions.map((record) => ({ kind: "supplement" as const, record })),
];

const ref = [{ title: "Test reference", publisher: "Test", url: "https://example.org/ref" }];

function drugRecord(overrides: Partial<DrugInteraction>): AnyRecord {
  return {
    kind: "drug",
    record: {
      id: "di-test",
      ingredient: "vitamin-c",
      drugName: "Warfarin",
      genericName: "warfarin",
      brandNames: [],
      drugClass: "Anticoagulant",
      severityLevel: "moderate",
      interactionType: "reduced_effect",
      mechanism: "Test mechanism.",
      expectedEffect: "Test effect.",
      clinicalSignificance: "Test significance.",
      recommendation: "Ask your anticoagulant clinic first.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 3,
      references: ref,
      isVerified: false,
      ...overrides,
    },
  };
}

describe("the avoidance matcher", () => {
  it.each([
    "Do not take echinacea if your immune system is weakened.",
    "Avoid vitamin C supplements.",
    "Echinacea is not recommended for people taking immunosuppressants.",
    "UK product information says echinacea must not be used in these cases.",
    "Do not take glucosamine with warfarin unless your anticoagulant clinic agrees.",
    "Stop taking it before your operation.",
  ])("reads avoidance in %j", (text) => {
    expect(avoidanceClauses(text, "drug")).toHaveLength(1);
  });

  it.each([
    "Avoid taking them at the same time.",
    "Do not take calcium within 4 hours of levothyroxine.",
    "Take it 2 hours before or after; avoid taking both together at breakfast.",
    "Do not take more than 10 mg a day.",
    "Avoid high-dose vitamin E (400 IU or more a day).",
    "If you take melatonin for sleep, avoid caffeine in the afternoon and evening.",
    "Do not use them in place of prescribed treatment.",
    "Do not take selenium and vitamin E to prevent cancer.",
    "You do not need to avoid dairy with it.",
    "Stop taking both and see your GP if you notice yellow skin.",
  ])("reads %j as timing, dose, purpose or symptom advice", (text) => {
    expect(avoidanceClauses(text, "drug")).toEqual([]);
  });

  it("reads another circumstance in a pair or medicine record, but not in a condition record", () => {
    const text = "Avoid cod liver oil if you are pregnant.";
    expect(avoidanceClauses(text, "supplement")).toEqual([]);
    expect(avoidanceClauses(text, "condition")).toHaveLength(1);
    expect(
      avoidanceClauses("Do not take potassium, especially if you have kidney problems.", "drug"),
    ).toHaveLength(1);
  });

  it("fails a record that says avoid without blocking, and passes it once it blocks", () => {
    const words = { recommendation: "Do not take glucosamine while on warfarin." };
    expect(gradeProblems(drugRecord(words))).toHaveLength(1);
    expect(gradeProblems(drugRecord({ ...words, severityLevel: "major", avoidCombination: true }))).toEqual(
      [],
    );
  });

  it("fails a record that calls normal doses fine without a dose limit, and passes it with one", () => {
    const words = {
      recommendation:
        "Tell your anticoagulant clinic before starting high-dose vitamin C; normal doses are fine.",
    };
    expect(gradeProblems(drugRecord(words))).toHaveLength(1);
    const appliesWhen = {
      ingredient: "vitamin-c",
      minDailyAmount: { amount: 1, unit: "g" as const },
      rationale: "Only high doses were reported.",
    };
    expect(gradeProblems(drugRecord({ ...words, appliesWhen }))).toEqual([]);
    const food = {
      recommendation:
        "Tell your clinic before starting garlic supplements (normal amounts of garlic in food are fine).",
    };
    expect(gradeProblems(drugRecord(food))).toEqual([]);
  });
});

describe("the shipped knowledge base", () => {
  it("grades every record as its words say", () => {
    expect(ALL.flatMap(gradeProblems)).toEqual([]);
  });
});
