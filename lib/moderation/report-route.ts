import "server-only";

import { recordIdParams } from "../api-server/params";
import { withRouteHandler } from "../api-server/route-handler";
import { jsonOk, NO_STORE } from "../api-server/api-response";
import { fileReport } from "./reports";
import { REPORT_RECEIVED_MESSAGE, reportInputSchema, type ReportTarget } from "./schemas";

/** The POST handler of a report route: stacks and reviews are reported the same way. */
export function reportHandler(target: ReportTarget) {
  return withRouteHandler(
    async ({ user, params, body }) =>
      jsonOk(
        { status: await fileReport(user.id, target, params.id, body), message: REPORT_RECEIVED_MESSAGE },
        { headers: NO_STORE },
      ),
    { auth: "user", params: recordIdParams, body: reportInputSchema },
  );
}
