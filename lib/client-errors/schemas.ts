// Validation of POST /api/errors/client (lib/client-errors/report.ts): a known code and bounded
// strings; anything else is a 400 and nothing is stored. The route scrubs again whatever passes.
import { z } from "zod";

import { CLIENT_ERROR_CODES } from "./report";

/** Largest accepted body: one report, well under a kilobyte when sent by the app. */
export const CLIENT_ERROR_MAX_BODY_BYTES = 4096;

export const clientErrorReportSchema = z.strictObject({
  code: z.enum(CLIENT_ERROR_CODES),
  message: z.string().max(1000),
  path: z.string().max(1000),
});

export type ClientErrorReportInput = z.output<typeof clientErrorReportSchema>;
