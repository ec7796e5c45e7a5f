// Making a PDF for a route: the request takes a place in the report worker pool (lib/workers/pool.ts)
// before anything else, so a busy server refuses it at once (503 with Retry-After) without a database
// query; then its rate limits are counted, the reports are read and built on the request thread, and
// a worker lays them out (docs/reference/security.md "CPU-heavy work").
import "server-only";
import { enforceRateLimit, RATE_LIMITS } from "../security/rate-limit";
import { clientIp } from "../security/request";
import { runInWorker } from "../workers/pool";
import type { ReportDocument } from "./report-model";

/** Who asks: every PDF counts against the address's limit and, signed in, the user's. */
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

/** The answer of a report route: a PDF shown inline and never cached. */
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
