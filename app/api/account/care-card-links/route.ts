// GET/POST /api/account/care-card-links – the card's active read-only links; make one (with its QR code)
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { careCardLinksOf, createCareCardLink } from "@/lib/daily-plan/care-card-links";
import { authSecret, serverEnv } from "@/lib/env";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(
  async ({ user }) =>
    jsonOk(
      { links: await careCardLinksOf(user.id, serverEnv().SITE_URL, authSecret()) },
      { headers: NO_STORE },
    ),
  { auth: "user" },
);

export const POST = withRouteHandler(
  async ({ user }) =>
    jsonOk(
      { link: await createCareCardLink(user.id, serverEnv().SITE_URL, authSecret()) },
      { headers: NO_STORE },
    ),
  { auth: "user" },
);
