// The form also checks the type the browser reports, only to answer a wrong pick at once.
import { z } from "zod";

import { userMessageFor } from "../errors/catalogue";
import { MAX_PROFILE_IMAGE_BYTES, PROFILE_IMAGE_ACCEPT } from "./limits";

const CHOOSE_IMAGE = "Choose an image to upload";

export const profileImageUploadSchema = z.object({
  image: z
    .file({ error: CHOOSE_IMAGE })
    .min(1, "The file is empty")
    .max(MAX_PROFILE_IMAGE_BYTES, userMessageFor("FILE_TOO_LARGE")),
});

export const profileImageFormSchema = z.object({
  image: profileImageUploadSchema.shape.image.mime(
    PROFILE_IMAGE_ACCEPT.split(",") as ["image/jpeg", "image/png", "image/webp"],
    userMessageFor("INVALID_FILE_TYPE"),
  ),
});

export const profileImageIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{24}$/) });
