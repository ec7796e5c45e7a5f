// Shared by the admin form, the suggestion form and the route handlers.
import { z } from "zod";

import { normaliseGtin } from "@/lib/catalogue/gtin";
import { DOSE_UNITS, PRODUCT_FORMS, SUPPLEMENT_CATEGORIES } from "@/lib/catalogue/values";

import { ALLERGENS, MAX_LABEL_ROWS } from "./values";

export const labelPhotoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{24}$/, "Upload the photo again");

const gtinSchema = z
  .string()
  .trim()
  .transform((text, context) => {
    const gtin = normaliseGtin(text);
    if (gtin === undefined) {
      context.addIssue({ code: "custom", message: "Not a valid GTIN: check the digits (8, 12, 13 or 14)" });
      return z.NEVER;
    }
    return gtin;
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((text) => (text === "" ? null : text))
    .nullable();

const listingUrlSchema = z.url({ protocol: /^https?$/, error: "Enter the page's full address" }).max(2000);

export const labelRowSchema = z.strictObject({
  ingredientSlug: z
    .string("Choose the ingredient")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Choose the ingredient"),
  name: z.string().trim().max(120),
  amount: z.number("Enter the amount").positive("Enter an amount above 0"),
  unit: z.enum(DOSE_UNITS, "Choose the unit"),
  chemicalForm: optionalText(120),
});

/** What a label states: its source, its rows, its diet flags and allergens (new entries and re-checks alike). */
const labelFields = z.strictObject({
  labelPhotoId: labelPhotoIdSchema.nullable(),
  labelUrl: listingUrlSchema.nullable(),
  labelReadOn: z.iso.date("Enter the date the label was read"),
  rows: z
    .array(labelRowSchema)
    .min(1, "Add at least one ingredient")
    .max(MAX_LABEL_ROWS)
    .refine(
      (rows) => new Set(rows.map((row) => row.ingredientSlug)).size === rows.length,
      "Each ingredient once: add the amounts of a repeated ingredient together",
    ),
  vegan: z.boolean().nullable(),
  vegetarian: z.boolean().nullable(),
  glutenFree: z.boolean().nullable(),
  allergens: z.array(z.enum(ALLERGENS)).max(ALLERGENS.length),
});

const productEntryFields = labelFields.extend({
  brand: z.string().trim().min(2, "Enter the brand").max(80),
  name: z.string().trim().min(3, "Enter the product name").max(160),
  form: z.enum(PRODUCT_FORMS, "Choose the form"),
  unitsPerPack: z.int("Enter a whole number").min(1).max(10_000),
  unitsPerServing: z.int("Enter a whole number").min(1).max(100),
  category: z.enum(SUPPLEMENT_CATEGORIES, "Choose the category"),
  gtin: gtinSchema.nullable(),
});

type EntryFields = z.output<typeof productEntryFields>;
export type LabelFields = z.output<typeof labelFields>;

function withEntryRules<T extends z.ZodType<LabelFields>>(schema: T) {
  return schema
    .refine((input) => input.labelPhotoId !== null || input.labelUrl !== null, {
      message: "Give the label's source: a photo or the listing's address",
      path: ["labelUrl"],
    })
    .refine((input) => !(input.vegan === true && input.vegetarian === false), {
      message: "A vegan label is vegetarian too",
      path: ["vegetarian"],
    })
    .refine((input) => !(input.glutenFree === true && input.allergens.includes("gluten")), {
      message: "A gluten-free label does not declare gluten",
      path: ["glutenFree"],
    });
}

/** What the admin form posts: the entry, and the draft or suggestion it completes. */
export const productEntryRequestSchema = withEntryRules(
  productEntryFields.extend({
    entryId: z.string().min(1).max(100).optional(),
    suggestionId: z.string().min(1).max(100).optional(),
  }),
);

export type ProductEntryInput = EntryFields;

/** A shipped product's label read again: `baseLabel` is the label the form showed (lib/labels/recheck.ts). */
export const labelRecheckRequestSchema = withEntryRules(
  labelFields.extend({
    baseLabel: z.string().regex(/^[0-9a-f]{64}$/, "Open the form again"),
    labelComplete: z.boolean(),
  }),
);

export type LabelRecheckInput = z.output<typeof labelRecheckRequestSchema>;

export const rejectEntrySchema = z.strictObject({
  reason: z.string().trim().min(3, "Say what is wrong, so the next reading can fix it").max(500),
});

export const productSuggestionInputSchema = z
  .strictObject({
    name: z.string().trim().min(3, "Enter the product name").max(160),
    brand: z.string().trim().min(2, "Enter the brand").max(80),
    gtin: gtinSchema.nullable(),
    labelPhotoId: labelPhotoIdSchema.nullable(),
    listingUrl: listingUrlSchema.nullable(),
    note: optionalText(500),
  })
  .refine((input) => input.labelPhotoId !== null || input.listingUrl !== null, {
    message: "Add a photo of the label or the address of a shop's page for it",
    path: ["listingUrl"],
  });

export type ProductSuggestionInput = z.output<typeof productSuggestionInputSchema>;
