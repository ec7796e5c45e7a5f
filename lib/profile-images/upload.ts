import "server-only";

import { z } from "zod";

import { AppError } from "../errors/app-error";
import { MULTIPART_OVERHEAD_BYTES, readMultipartForm } from "../api-server/multipart-form";
import { MAX_PROFILE_IMAGE_BYTES, PROFILE_IMAGE_FIELD } from "./limits";
import { profileImageUploadSchema } from "./schemas";

const tooLarge = () =>
  new AppError("FILE_TOO_LARGE", `The upload exceeds ${MAX_PROFILE_IMAGE_BYTES} bytes`, {
    details: { maxBytes: MAX_PROFILE_IMAGE_BYTES },
  });

export async function readProfileImageUpload(request: Request): Promise<Uint8Array> {
  const form = await readMultipartForm(request, MAX_PROFILE_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES, tooLarge);
  const parsed = profileImageUploadSchema.safeParse({ image: form.get(PROFILE_IMAGE_FIELD) ?? undefined });
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.code === "too_big")) throw tooLarge();
    throw AppError.validation(z.flattenError(parsed.error), "Invalid profile image upload");
  }
  return new Uint8Array(await parsed.data.image.arrayBuffer());
}
