// GET /api/stacks/{id}/report.pdf – a stack's report: its owner's, or anyone's once published (no private data)
import { getMedicalProfile } from "@/lib/auth/queries";
import { pdfResponse, reportPdf } from "@/lib/reports/report-pdf";
import { stackReportDocument } from "@/lib/reports/stack-reports";
import { savedStackReportQuery } from "@/lib/reports/schemas";
import { getStackView } from "@/lib/stacks/queries";
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";

export const GET = withRouteHandler(
  async ({ request, user, params, query }) => {
    const pdf = await reportPdf({ request, userId: user?.id }, async () => {
      const stack = await getStackView(params.id, user?.id ?? null);
      if (!stack) throw AppError.notFound("NOT_FOUND", `Stack ${params.id} not found`);
      const profile =
        stack.isOwner && query.profile === "include" ? await getMedicalProfile(user?.id) : undefined;
      const name = stack.isOwner ? stack.name : (stack.publishedTitle ?? stack.name);
      return stackReportDocument(name, stack.items, profile);
    });
    return pdfResponse(pdf, "stack-report.pdf");
  },
  { auth: "optional", params: recordIdParams, query: savedStackReportQuery },
);
