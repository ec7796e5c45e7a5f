import { z } from "zod";

import { CLIENT_ERROR_CODES } from "./report";

export const CLIENT_ERROR_MAX_BODY_BYTES = 4096;

export const clientErrorReportSchema = z.strictObject({
  code: z.enum(CLIENT_ERROR_CODES),
  message: z.string().max(1000),
  path: z.string().max(1000),
});

export type ClientErrorReportInput = z.output<typeof clientErrorReportSchema>;
