// A place in the worker pool is taken first, so a busy server refuses at once (503) without a database query.
import "server-only";
import { enforceRateLimit, RATE_LIMITS } from "../security/rate-limit";
import { clientIp } from "../security/request";
import { runInWorker } from "../workers/pool";
import type { ReportDocument } from "./report-model";

export interface ReportRequester {
  request: Request;
  userId: string | undefined;
}

export function reportPdf(
  { request, userId }: ReportRequester,
  prepare: () => Promise<ReportDocument>,
): Promise<Uint8Array> {
  return runInWorker("renderReportsPdf", async () => {
    await enforceRateLimit(RATE_LIMITS.reportPdfPerIp, clientIp(request));
    if (userId) await enforceRateLimit(RATE_LIMITS.reportPdfPerUser, userId);
    return prepare();
  });
}

export function pdfResponse(
  pdf: Uint8Array,
  fileName: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: "application/pdf" }), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}
