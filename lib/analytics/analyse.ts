import "server-only";
import type { MedicalProfile } from "../interactions/types";
import { previewStack, type PreviewItemInput } from "../stacks/preview";
import { loadAnalyticsFacts } from "./queries";
import { stackAnalyticsOf, type StackAnalytics } from "./stack-analytics";

export async function analyseStackAnalytics(
  items: readonly PreviewItemInput[],
  profile?: MedicalProfile,
): Promise<StackAnalytics> {
  const preview = await previewStack(items, profile, { withSavings: false });
  const facts = await loadAnalyticsFacts(
    preview.items.map((item) => item.product.id),
    preview.items.flatMap((item) => item.product.ingredients.map((ingredient) => ingredient.slug)),
  );
  return stackAnalyticsOf(preview, facts, profile);
}
