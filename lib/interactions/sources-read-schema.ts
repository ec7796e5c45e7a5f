import { z } from "zod";
import { READ_SOURCE_KINDS } from "../accuracy/schema";
import { ingredientSlugSchema, recordIdSchema } from "./knowledge-base-schema";

const text = (min = 10) => z.string().trim().min(min);

const readPage = {
  ingredient: ingredientSlugSchema,
  kind: z.enum(READ_SOURCE_KINDS),
  title: text(3),
  publisher: text(2),
  url: z.url({ protocol: /^https$/ }),
  dateRead: z.iso.date(),
};

/**
 * One source looked for, for one catalogue ingredient, and what came of it (docs/knowledge-base.md §5):
 * records written or confirmed from it, nothing stated, something stated but left out (the note says why),
 * a page whose relevant sections could not be read here, or no licensed UK product found.
 */
export const sourceReadSchema = z.discriminatedUnion("outcome", [
  z.strictObject({
    ...readPage,
    outcome: z.literal("records"),
    records: z.array(recordIdSchema).min(1),
    note: text().optional(),
  }),
  z.strictObject({ ...readPage, outcome: z.literal("none-stated"), note: text().optional() }),
  z.strictObject({ ...readPage, outcome: z.literal("stated-not-recorded"), note: text() }),
  // A page that was found but whose relevant sections could not be read here, or none found (no url).
  z.strictObject({
    ...readPage,
    title: text(3).optional(),
    publisher: text(2).optional(),
    url: z.url({ protocol: /^https$/ }).optional(),
    outcome: z.literal("not-readable"),
    note: text(),
  }),
  z.strictObject({
    ingredient: ingredientSlugSchema,
    kind: z.literal("uk-product-information"),
    dateRead: z.iso.date(),
    outcome: z.literal("no-licensed-uk-product"),
    note: text(),
  }),
]);

export type SourceReadInput = z.input<typeof sourceReadSchema>;
export type SourceRead = z.infer<typeof sourceReadSchema>;
