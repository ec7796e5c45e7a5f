// Plain data for the admin form and the server alike.
import type { DoseUnit } from "@/lib/catalogue/values";

/** The 14 allergens UK food law requires a label to emphasise, in our words. */
export const ALLERGENS = [
  "celery",
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "lupin",
  "milk",
  "molluscs",
  "mustard",
  "nuts",
  "peanuts",
  "sesame",
  "soya",
  "sulphites",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export function isAllergen(value: string): value is Allergen {
  return (ALLERGENS as readonly string[]).includes(value);
}

/** One ingredient line as the form holds it; barcode and OCR helpers prefill these. */
export interface LabelRow {
  ingredientSlug: string | null;
  name: string;
  amount: number | null;
  unit: DoseUnit | null;
  chemicalForm: string | null;
}

export const EMPTY_LABEL_ROW: LabelRow = {
  ingredientSlug: null,
  name: "",
  amount: null,
  unit: null,
  chemicalForm: null,
};

export const MAX_LABEL_ROWS = 60;
export const LABEL_PHOTO_FIELD = "photo";
export const LABEL_PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

export function labelPhotoUrl(id: string): string {
  return `/api/label-photos/${encodeURIComponent(id)}`;
}
