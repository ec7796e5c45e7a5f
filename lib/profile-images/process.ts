import "server-only";

import sharp from "sharp";

import { AppError } from "../errors/app-error";
import {
  MAX_PROFILE_IMAGE_BYTES,
  MAX_PROFILE_IMAGE_PIXELS,
  PROFILE_IMAGE_CONTENT_TYPE,
  PROFILE_IMAGE_SIZE,
  type ProfileImageFormat,
} from "./limits";

export function sniffImageFormat(bytes: Uint8Array): ProfileImageFormat | null {
  const startsWith = (signature: readonly number[], offset = 0) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // "RIFF" <size> "WEBP"
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export interface ProcessedImage {
  bytes: Uint8Array;
  contentType: typeof PROFILE_IMAGE_CONTENT_TYPE;
}

const invalidType = (message: string) =>
  new AppError("INVALID_FILE_TYPE", message, {
    details: { accepted: ["image/jpeg", "image/png", "image/webp"] },
  });

const undecodable = (cause: unknown) =>
  new AppError("FILE_UPLOAD_ERROR", "The image could not be decoded", { status: 400, cause });

const tooLarge = (message: string) =>
  new AppError("FILE_TOO_LARGE", message, { details: { maxBytes: MAX_PROFILE_IMAGE_BYTES } });

async function headerOf(bytes: Uint8Array) {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw undecodable(error);
  }
}

export async function processProfileImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength > MAX_PROFILE_IMAGE_BYTES)
    throw tooLarge(`The image exceeds ${MAX_PROFILE_IMAGE_BYTES} bytes`);
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw invalidType("The file is not a JPEG, PNG or WebP image");
  // Only the header is read: the pixel count is checked before anything is decoded (decompression bombs).
  const header = await headerOf(bytes);
  if (header.format !== sniffed)
    throw invalidType(`The file starts as ${sniffed} but reads as ${header.format}`);
  const pixels = header.width * header.height;
  if (pixels > MAX_PROFILE_IMAGE_PIXELS) throw tooLarge(`The image has ${pixels} pixels`);
  try {
    // failOn "error", not "warning": phone JPEGs with minor oddities (bytes after the end) decode fine.
    const output = await sharp(bytes, { limitInputPixels: MAX_PROFILE_IMAGE_PIXELS, failOn: "error" })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: "cover", position: "centre" })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes: new Uint8Array(output), contentType: PROFILE_IMAGE_CONTENT_TYPE };
  } catch (error) {
    throw undecodable(error);
  }
}
