import { CATEGORY_LABELS, type SupplementCategory } from "@/lib/catalogue/values";

export function browseHeading(
  category: SupplementCategory | null,
  ingredientName: string | null = null,
): string {
  if (ingredientName)
    return `${category ? `${CATEGORY_LABELS[category]} supplements` : "Supplements"} containing ${ingredientName}`;
  return category ? `${CATEGORY_LABELS[category]} supplements` : "Browse supplements";
}
