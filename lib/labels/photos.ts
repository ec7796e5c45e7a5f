import "server-only";

import { randomBytes } from "node:crypto";

import sharp from "sharp";

import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import { MULTIPART_OVERHEAD_BYTES, readMultipartForm } from "../api-server/multipart-form";
import { MAX_PROFILE_IMAGE_PIXELS } from "../profile-images/limits";
import { sniffImageFormat } from "../profile-images/process";
import { imageStorage, type StoredImage } from "../profile-images/storage";
import { LABEL_PHOTO_FIELD } from "./values";

const MAX_LABEL_PHOTO_BYTES = 8 * 1024 * 1024;
// Small print must stay legible, so the photo is kept far larger than a profile image.
const LABEL_PHOTO_EDGE = 2000;

const tooLarge = () =>
  new AppError("FILE_TOO_LARGE", `The photo exceeds ${MAX_LABEL_PHOTO_BYTES} bytes`, {
    details: { maxBytes: MAX_LABEL_PHOTO_BYTES },
  });

const invalidType = () =>
  new AppError("INVALID_FILE_TYPE", "The file is not a JPEG, PNG or WebP image", {
    details: { accepted: ["image/jpeg", "image/png", "image/webp"] },
  });

const undecodable = (cause: unknown) =>
  new AppError("FILE_UPLOAD_ERROR", "The photo could not be decoded", { status: 400, cause });

function labelPhotoKey(id: string): string {
  return `label-photos/${id}.webp`;
}

export async function readLabelPhotoUpload(request: Request): Promise<Uint8Array> {
  const form = await readMultipartForm(request, MAX_LABEL_PHOTO_BYTES + MULTIPART_OVERHEAD_BYTES, tooLarge);
  const file = form.get(LABEL_PHOTO_FIELD);
  if (!(file instanceof File) || file.size === 0)
    throw AppError.validation(
      { fieldErrors: { [LABEL_PHOTO_FIELD]: ["Choose a photo of the label"] }, formErrors: [] },
      "No label photo in the upload",
    );
  if (file.size > MAX_LABEL_PHOTO_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

async function processLabelPhoto(bytes: Uint8Array): Promise<StoredImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw invalidType();
  try {
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (header.format !== format) throw invalidType();
    if (header.width * header.height > MAX_PROFILE_IMAGE_PIXELS) throw tooLarge();
    const output = await sharp(bytes, { limitInputPixels: MAX_PROFILE_IMAGE_PIXELS, failOn: "error" })
      .rotate()
      .resize(LABEL_PHOTO_EDGE, LABEL_PHOTO_EDGE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { bytes: new Uint8Array(output), contentType: "image/webp" };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw undecodable(error);
  }
}

export async function saveLabelPhoto(userId: string, bytes: Uint8Array): Promise<{ id: string }> {
  const image = await processLabelPhoto(bytes);
  const id = randomBytes(18).toString("base64url");
  try {
    await imageStorage().put(labelPhotoKey(id), image);
  } catch (error) {
    throw new AppError("FILE_UPLOAD_ERROR", "The image storage failed", { status: 500, cause: error });
  }
  await db().labelPhoto.create({
    data: { id, uploadedById: userId, contentType: image.contentType, byteSize: image.bytes.byteLength },
  });
  return { id };
}

export async function readLabelPhoto(id: string): Promise<StoredImage | null> {
  const row = await db().labelPhoto.findUnique({ where: { id }, select: { contentType: true } });
  if (!row) return null;
  const stored = await imageStorage().get(labelPhotoKey(id));
  return stored && { bytes: stored.bytes, contentType: row.contentType };
}
