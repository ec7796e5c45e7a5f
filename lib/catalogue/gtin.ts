// GTINs (EAN-8, UPC-A, EAN-13, GTIN-14) as the catalogue keeps them; no server imports, so the barcode reader uses it too.
import { z } from "zod";

/** 14 digits with a valid check digit (8, 12 and 13-digit codes padded), or undefined. */
export function normaliseGtin(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, "");
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits)) return undefined;
  const padded = digits.padStart(14, "0");
  let sum = 0;
  for (let index = 0; index < 13; index += 1) sum += Number(padded[index]) * (index % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(padded[13]) ? padded : undefined;
}

export const GTIN_MESSAGE = "Enter the 8, 12, 13 or 14 digits under the barcode";

export const gtinSchema = z.string().transform((text, context) => {
  const gtin = normaliseGtin(text);
  if (gtin === undefined) {
    context.addIssue({ code: "custom", message: GTIN_MESSAGE });
    return z.NEVER;
  }
  return gtin;
});

/** What scanning a barcode shows before the check: the pack the code belongs to, as its label lists it. */
export type ScannedProduct = {
  /** The pack's own id: what the check and "Add to stack" use. */
  id: string;
  slug: string;
  name: string;
  brand: string;
  unitsPerPack: number | null;
  labelComplete: boolean;
  ingredients: { name: string; amount: number; unit: string; chemicalForm: string | null }[];
  /** The pack's cheapest price (in stock first); null when no retailer sells it yet. */
  pricePence: number | null;
};
