import "server-only";

import { randomBytes } from "node:crypto";

import { afterResponse } from "../api-server/after-response";
import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import { profileImageUrl } from "./limits";
import type { ProcessedImage } from "./process";
import { storageKeyFor } from "./queries";
import { imageStorage } from "./storage";

function newImageId(): string {
  return randomBytes(18).toString("base64url");
}

const storageFailed = (cause: unknown) =>
  new AppError("FILE_UPLOAD_ERROR", "The image storage failed", { status: 500, cause });

export async function saveProfileImage(
  userId: string,
  image: ProcessedImage,
): Promise<{ id: string; url: string }> {
  const id = newImageId();
  const storage = imageStorage();
  try {
    await storage.put(storageKeyFor(id), image);
  } catch (error) {
    throw storageFailed(error);
  }
  let previousId: string | null;
  try {
    previousId = await db().$transaction(async (tx) => {
      const previous = await tx.profileImage.findUnique({ where: { userId }, select: { id: true } });
      if (previous) await tx.profileImage.delete({ where: { id: previous.id } });
      await tx.profileImage.create({
        data: { id, userId, contentType: image.contentType, byteSize: image.bytes.byteLength },
      });
      return previous?.id ?? null;
    });
  } catch (error) {
    await afterResponse("Removing an image whose row was not saved", () => storage.delete(storageKeyFor(id)));
    throw error;
  }
  if (previousId !== null) {
    const replaced = previousId;
    await afterResponse("Removing a replaced profile image", () => storage.delete(storageKeyFor(replaced)));
  }
  return { id, url: profileImageUrl(id) };
}

// The file goes first, so a storage failure leaves the row and the user can try again.
export async function deleteProfileImage(userId: string, imageId: string): Promise<void> {
  const row = await db().profileImage.findFirst({ where: { id: imageId, userId }, select: { id: true } });
  if (!row) throw AppError.notFound("NOT_FOUND", "No such profile image of this user");
  try {
    await imageStorage().delete(storageKeyFor(row.id));
  } catch (error) {
    throw storageFailed(error);
  }
  await db().profileImage.deleteMany({ where: { id: row.id, userId } });
}

// Runs before the account's rows go: a storage failure stops the deletion, so no file is left behind.
export async function deleteStoredProfileImageOf(userId: string): Promise<void> {
  const row = await db().profileImage.findUnique({ where: { userId }, select: { id: true } });
  if (!row) return;
  try {
    await imageStorage().delete(storageKeyFor(row.id));
  } catch (error) {
    throw storageFailed(error);
  }
}
