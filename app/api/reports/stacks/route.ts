// GET /api/reports/stacks?part=N – batch export: the reports of the signed-in user's saved stacks in A4
// PDFs of at most 100 items each (part N, from 1; Link names the next); ?profile=include adds the
// medicines and conditions of their health profile.
import { stacksExportPdf, stacksExportResponse } from "@/lib/reports/stacks-export";
import { stacksExportQuery } from "@/lib/reports/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";

export const GET = withRouteHandler(
  async ({ request, user, query }) => {
    const includeProfile = query.profile === "include";
    const exported = await stacksExportPdf({ request, userId: user.id }, includeProfile, query.part);
    return stacksExportResponse(exported, includeProfile);
  },
  { auth: "user", query: stacksExportQuery },
);
