// GET /api/auth/confirm-email-change?token=… – the link sent to a new address; it needs no session.
import { z } from "zod";
import { confirmEmailChange } from "@/lib/auth/email-change";
import { redirectTo } from "@/lib/api-server/redirect";
import { withRouteHandler } from "@/lib/api-server/route-handler";

const querySchema = z.object({ token: z.string().min(20).max(200) });

export const GET = withRouteHandler(async ({ request }) => {
  const parsed = querySchema.safeParse({
    token: new URL(request.url).searchParams.get("token") ?? undefined,
  });
  if (!parsed.success) return redirectTo("/email-changed?problem=invalid");
  const problem = await confirmEmailChange(parsed.data.token);
  return redirectTo(problem ? `/email-changed?problem=${problem}` : "/email-changed");
});
