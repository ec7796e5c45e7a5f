// What /stack/{id} and its social image show: the stack as the viewer may see it, with products,
// costs and a public interaction summary (nobody's health profile). Memoised per request.
import "server-only";
import { cache } from "react";
import { getSessionUser } from "../auth/session";
import { previewStack, type StackPreview } from "./preview";
import { recordIdSchema } from "../db/ids";
import { getStackView, type StackView } from "./queries";

export interface StackPageData {
  stack: StackView;
  preview: StackPreview;
}

async function load(id: string, viewerId: string | null): Promise<StackPageData | null> {
  if (!recordIdSchema.safeParse(id).success) return null;
  const stack = await getStackView(id, viewerId);
  if (!stack) return null;
  const preview = await previewStack(
    stack.items.map(({ supplementId, quantity, timing }) => ({ supplementId, quantity, timing })),
    undefined,
    { withSavings: false },
  );
  return { stack, preview };
}

/** For the page: the signed-in viewer may see their own private stack. */
export const stackPageData = cache(async (id: string): Promise<StackPageData | null> => {
  const viewer = await getSessionUser();
  return load(id, viewer?.id ?? null);
});

/** For the social image: crawlers carry no session, so only published stacks have one. */
export const publicStackData = cache((id: string) => load(id, null));
