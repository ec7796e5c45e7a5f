import { AppError } from "../errors/app-error";
import { readLimitedBody } from "./limited-body";

export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const invalid = (formError: string, message: string) =>
  AppError.validation({ fieldErrors: {}, formErrors: [formError] }, message);

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
