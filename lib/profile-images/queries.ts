import "server-only";

import { db } from "../db/prisma";
import { imageStorage, type StoredImage } from "./storage";

export function storageKeyFor(imageId: string): string {
  return `profile-images/${imageId}.webp`;
}

export async function profileImageIdOf(userId: string): Promise<string | null> {
  const row = await db().profileImage.findUnique({ where: { userId }, select: { id: true } });
  return row?.id ?? null;
}

export async function readProfileImage(imageId: string): Promise<StoredImage | null> {
  const row = await db().profileImage.findUnique({
    where: { id: imageId },
    select: { contentType: true },
  });
  if (!row) return null;
  const stored = await imageStorage().get(storageKeyFor(imageId));
  return stored && { bytes: stored.bytes, contentType: row.contentType };
}

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
