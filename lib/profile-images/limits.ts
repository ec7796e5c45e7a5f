export const MAX_PROFILE_IMAGE_BYTES = 2 * 1024 * 1024;

// More than any phone camera writes, while a crafted file that would decode to gigabytes is refused.
export const MAX_PROFILE_IMAGE_PIXELS = 40_000_000;

export const PROFILE_IMAGE_SIZE = 256;

export const PROFILE_IMAGE_CONTENT_TYPE = "image/webp";

export type ProfileImageFormat = "jpeg" | "png" | "webp";

export const PROFILE_IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

export const PROFILE_IMAGE_FIELD = "image";

export function profileImageUrl(id: string): string {
  return `/api/profile-images/${encodeURIComponent(id)}`;
}
