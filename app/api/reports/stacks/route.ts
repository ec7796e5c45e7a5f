// GET /api/reports/stacks – batch export: the report of every saved stack of the signed-in user in one
// A4 PDF; ?profile=include adds the medicines and conditions of their health profile.
import { allStacksPdf, pdfResponse } from "@/lib/reports/stack-reports";
import { savedStackReportQuery } from "@/lib/reports/schemas";
import { withRouteHandler } from "@/lib/api-server/route-handler";

export const GET = withRouteHandler(
  async ({ user, query }) =>
    pdfResponse(await allStacksPdf(user.id, query.profile === "include"), "my-stacks.pdf"),
  { auth: "user", query: savedStackReportQuery },
);
