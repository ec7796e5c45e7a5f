// zod schemas of profile image uploads, shared by the upload form and the server
// (docs/profile-images.md). The server reads the type from the bytes (lib/profile-images/process.ts);
// the form also checks the type the browser reports, only to answer a wrong pick at once.
import { z } from "zod";

import { userMessageFor } from "../errors/catalogue";
import { MAX_PROFILE_IMAGE_BYTES, PROFILE_IMAGE_ACCEPT } from "./limits";

const CHOOSE_IMAGE = "Choose an image to upload";

/** The uploaded file as the server checks it: present, not empty, at most 2 MB. */
export const profileImageUploadSchema = z.object({
  image: z
    .file({ error: CHOOSE_IMAGE })
    .min(1, "The file is empty")
    .max(MAX_PROFILE_IMAGE_BYTES, userMessageFor("FILE_TOO_LARGE")),
});

/** The upload form: the same, and a type the browser reports as JPEG, PNG or WebP. */
export const profileImageFormSchema = z.object({
  image: profileImageUploadSchema.shape.image.mime(
    PROFILE_IMAGE_ACCEPT.split(",") as ["image/jpeg", "image/png", "image/webp"],
    userMessageFor("INVALID_FILE_TYPE"),
  ),
});

/** Ids of stored images: 24 URL-safe base64 characters (18 random bytes). */
export const profileImageIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{24}$/) });
