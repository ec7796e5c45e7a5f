// POST /api/reports/stack/preview – the stack report as data, for the preview on /analytics
import { stackReport, stackReportFromRequest } from "@/lib/reports/stack-reports";
import { stackReportSchema } from "@/lib/reports/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const POST = withRouteHandler(
  async ({ user, body }) => {
    const { name, items, profile } = await stackReportFromRequest(body, user?.id);
    return jsonOk(await stackReport(name, items, profile), { headers: NO_STORE });
  },
  { auth: "optional", body: stackReportSchema },
);
