// Profile image limits and formats (docs/profile-images.md "Formats and limits"), shared by the
// upload form in the browser and the server's checks.

/** 2 MB, as the upload form says. */
export const MAX_PROFILE_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * 40 megapixels: more than any phone camera writes (a 2 MB JPEG of a 48 MP sensor's binned 12 MP
 * image is well inside), while a crafted file that would decode to gigabytes is refused.
 */
export const MAX_PROFILE_IMAGE_PIXELS = 40_000_000;

/** Side of the stored square image, in pixels. */
export const PROFILE_IMAGE_SIZE = 256;

export const PROFILE_IMAGE_CONTENT_TYPE = "image/webp";

export type ProfileImageFormat = "jpeg" | "png" | "webp";

/** What the file picker offers; the server still reads the type from the bytes. */
export const PROFILE_IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

/** The multipart field that carries the file. */
export const PROFILE_IMAGE_FIELD = "image";

/** Where an image is served (GET /api/profile-images/{id}). */
export function profileImageUrl(id: string): string {
  return `/api/profile-images/${encodeURIComponent(id)}`;
}
