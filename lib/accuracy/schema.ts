// The published accuracy figures (docs/accuracy.json): written by `npm run report:accuracy`, read by /accuracy.
import { z } from "zod";

export const FINDING_KINDS = [
  { value: "supplement-medicine", label: "Supplement–medicine" },
  { value: "supplement-supplement", label: "Supplement–supplement" },
  { value: "condition", label: "Condition" },
  { value: "dose", label: "Dose (UK upper level)" },
  { value: "food", label: "Food" },
] as const;

export type FindingKind = (typeof FINDING_KINDS)[number]["value"];

const count = z.number().int().min(0);
const kindSchema = z.enum(FINDING_KINDS.map((kind) => kind.value) as [FindingKind, ...FindingKind[]]);

/** Positives are findings a scenario expects; negatives are links it says must not be flagged. */
const tallySchema = z.strictObject({
  positives: count,
  /** Found with a severity inside the expected range. */
  truePositives: count,
  /** Found, but with a severity outside the expected range (counted as missed). */
  wrongSeverity: count,
  negatives: count,
  /** Negatives flagged at minor severity or above. */
  falseAlarms: count,
});

/** The kinds of source of docs/knowledge-base.md §1 a read can be logged under; references may also be "other". */
export const READ_SOURCE_KINDS = [
  "uk-product-information",
  "ema",
  "nhs",
  "nih-ods",
  "nccih",
  "bnf-nice-mhra",
] as const;

export type SourceKind = (typeof READ_SOURCE_KINDS)[number] | "other";

export const accuracyReportSchema = z.strictObject({
  release: z.string().min(1),
  /** The day the figures last changed (ISO date). */
  figuresDate: z.iso.date(),
  scenarios: z.strictObject({
    total: count,
    right: count,
    /** Scenarios run through the API as well (tests/scenarios/ingredient-run.ts says which). */
    throughApi: count,
    overall: tallySchema,
    byKind: z.array(z.strictObject({ kind: kindSchema, ...tallySchema.shape })),
  }),
  knowledgeBase: z.strictObject({
    records: count,
    verified: count,
    classRecords: count,
    byEvidenceLevel: z.array(z.strictObject({ level: z.number().int().min(1).max(5), records: count })),
    byTable: z.array(z.strictObject({ table: z.string().min(1), records: count })),
  }),
  dictionaries: z.strictObject({
    medicines: count,
    medicineClasses: count,
    conditions: count,
    ingredients: count,
    products: count,
  }),
  coverage: z.strictObject({
    ingredients: count,
    withoutRecords: count,
    withoutUkProductInformation: count,
  }),
  notCovered: z.array(z.string().min(10)).min(1),
});

export type AccuracyReport = z.infer<typeof accuracyReportSchema>;
export type Tally = z.infer<typeof tallySchema>;

/** A percentage to one decimal place, or null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

export const sensitivity = (tally: Tally) => percent(tally.truePositives, tally.positives);
export const specificity = (tally: Tally) => percent(tally.negatives - tally.falseAlarms, tally.negatives);
