// The body of an unsubscribe POST: an RFC 8058 one-click ("List-Unsubscribe=One-Click", sent by mail
// clients) or the confirmation page's form with its token. Anything else reads as an empty form.
import { z } from "zod";

import { AppError } from "../errors/app-error";
import { readLimitedBody } from "../api-server/limited-body";

export const unsubscribeTokenSchema = z.string().min(40).max(200);
const formSchema = z.object({
  token: unsubscribeTokenSchema.optional(),
  "List-Unsubscribe": z.literal("One-Click").optional(),
});
export type UnsubscribeForm = z.infer<typeof formSchema>;
/** A one-click body is 26 bytes and the page's form a few hundred; nothing larger is read. */
const MAX_FORM_BYTES = 2048;

export async function postedUnsubscribeForm(request: Request): Promise<UnsubscribeForm> {
  const bytes = await readLimitedBody(request, MAX_FORM_BYTES, () =>
    AppError.validation(undefined, `Request body must not exceed ${MAX_FORM_BYTES} bytes`),
  );
  const type = request.headers.get("content-type") ?? "";
  let fields: Record<string, unknown> = {};
  try {
    const form = type.startsWith("multipart/form-data")
      ? await new Response(new Blob([new Uint8Array(bytes)]), {
          headers: { "content-type": type },
        }).formData()
      : new URLSearchParams(new TextDecoder().decode(bytes));
    fields = Object.fromEntries(form.entries());
  } catch {
    return {};
  }
  const parsed = formSchema.safeParse(fields);
  return parsed.success ? parsed.data : {};
}
