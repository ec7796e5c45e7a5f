// GET /api/auth/confirm-email?token=… – the link in the confirmation email; a bad link goes to /confirm-email
import { z } from "zod";
import { confirmEmail, EmailTokenError } from "@/lib/auth/accounts";
import { redirectTo } from "@/lib/api-server/redirect";
import { withRouteHandler } from "@/lib/api-server/route-handler";

const querySchema = z.object({ token: z.string().min(20).max(200) });

// Parsed here, not with the `query` option: a bad link is a page to show, not a 400.
export const GET = withRouteHandler(async ({ request }) => {
  const parsed = querySchema.safeParse({
    token: new URL(request.url).searchParams.get("token") ?? undefined,
  });
  if (!parsed.success) return redirectTo("/confirm-email?problem=invalid");
  try {
    await confirmEmail(parsed.data.token);
  } catch (error) {
    if (error instanceof EmailTokenError) return redirectTo(`/confirm-email?problem=${error.problem}`);
    throw error;
  }
  return redirectTo("/login?confirmed=true");
});
