// The browse page's heading.
import { CATEGORY_LABELS, type SupplementCategory } from "@/lib/catalogue/values";

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
