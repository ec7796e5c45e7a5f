// GET /api/reports/stacks?part=N – the saved stacks' reports in A4 PDFs of at most 100 items (Link names the next)
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
