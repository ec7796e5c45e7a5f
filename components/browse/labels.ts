// Display names for the catalogue's categories and product forms on the browse page.
import type { ProductForm, SupplementCategory } from "@/lib/db/generated/enums";

export const CATEGORY_LABELS: Record<SupplementCategory, string> = {
  wellness: "Wellness",
  focus: "Focus",
  performance: "Performance",
  energy: "Energy",
  immune: "Immune",
  sleep: "Sleep",
  digestive: "Digestive",
};

export const FORM_LABELS: Record<ProductForm, string> = {
  capsule: "Capsule",
  tablet: "Tablet",
  softgel: "Softgel",
  powder: "Powder",
  gummy: "Gummy",
  liquid: "Liquid",
  spray: "Spray",
  lozenge: "Lozenge",
  other: "Other",
};

/**
 * The page heading and title: "Energy supplements", "Supplements containing Magnesium", "Sleep
 * supplements containing Magnesium", or "Browse supplements" without either filter.
 */
export function browseHeading(
  category: SupplementCategory | null,
  ingredientName: string | null = null,
): string {
  if (ingredientName)
    return `${category ? `${CATEGORY_LABELS[category]} supplements` : "Supplements"} containing ${ingredientName}`;
  return category ? `${CATEGORY_LABELS[category]} supplements` : "Browse supplements";
}
