// Reading a multipart/form-data upload with a byte limit: the body is counted while it streams in
// (lib/errors/limited-body.ts), so an oversized upload is refused at the limit, before it is all in
// memory, and only then parsed with the platform's own FormData parser.
import { AppError } from "./app-error";
import { readLimitedBody } from "./limited-body";

/** Room for the multipart boundaries and part headers around a file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const invalid = (formError: string, message: string) =>
  AppError.validation({ fieldErrors: {}, formErrors: [formError] }, message);

/**
 * The request's form fields: 400 VALIDATION_ERROR unless the body is multipart/form-data, and
 * `tooLarge()` once the body passes `maxBytes` (a declared Content-Length over it is refused at once).
 */
export async function readMultipartForm(
  request: Request,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.split(";")[0]?.trim().toLowerCase() !== "multipart/form-data") {
    throw invalid("Content-Type must be multipart/form-data", "Not a multipart upload");
  }
  const body = await readLimitedBody(request, maxBytes, tooLarge);
  try {
    return await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw invalid("The upload is not valid multipart/form-data", "Unreadable multipart body");
  }
}
