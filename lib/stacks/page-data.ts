// The interaction summary is public: the preview is made with nobody's health profile.
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

export const stackPageData = cache(async (id: string): Promise<StackPageData | null> => {
  const viewer = await getSessionUser();
  return load(id, viewer?.id ?? null);
});

// Crawlers carry no session, so only published stacks have a social image.
export const publicStackData = cache((id: string) => load(id, null));
