// Reads of profile images (docs/profile-images.md). The row says which image a user has; the bytes
// live in the configured storage under the image's id.
import "server-only";

import { db } from "../db/prisma";
import { imageStorage, type StoredImage } from "./storage";

/** The storage key of an image: its id only, never anything the user sent. */
export function storageKeyFor(imageId: string): string {
  return `profile-images/${imageId}.webp`;
}

/** The id of the user's current image, or null. */
export async function profileImageIdOf(userId: string): Promise<string | null> {
  const row = await db().profileImage.findUnique({ where: { userId }, select: { id: true } });
  return row?.id ?? null;
}

/** An image by id with the content type recorded at upload, or null when unknown or missing. */
export async function readProfileImage(imageId: string): Promise<StoredImage | null> {
  const row = await db().profileImage.findUnique({
    where: { id: imageId },
    select: { contentType: true },
  });
  if (!row) return null;
  const stored = await imageStorage().get(storageKeyFor(imageId));
  return stored && { bytes: stored.bytes, contentType: row.contentType };
}

/** The user's image for the data export: the file itself, base64-encoded, with its type and date. */
export async function exportProfileImage(userId: string) {
  const row = await db().profileImage.findUnique({ where: { userId } });
  if (!row) return null;
  const stored = await imageStorage().get(storageKeyFor(row.id));
  return {
    contentType: row.contentType,
    byteSize: row.byteSize,
    uploadedAt: row.createdAt,
    fileName: "profile-image.webp",
    encoding: "base64" as const,
    data: stored ? Buffer.from(stored.bytes).toString("base64") : null,
    ...(stored ? {} : { note: "The stored file could not be found." }),
  };
}
