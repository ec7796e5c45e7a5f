// Profile images in an S3-compatible bucket (docs/profile-images.md "Storage"), used when S3_BUCKET
// is set: AWS S3, MinIO, Cloudflare R2, Backblaze B2 and the like. Objects are private; the app
// reads them and serves them through GET /api/profile-images/{id}, so the bucket needs no public
// access and no CORS rules.
import "server-only";

import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";

import type { ImageStorage, StoredImage } from "./storage";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Unset: AWS S3 of `region`. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Time limit of one storage request, so a hung service cannot hold an upload for long. */
const REQUEST_TIMEOUT_MS = 15_000;

function isNotFound(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

export class S3ImageStorage implements ImageStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: several S3-compatible services refuse the newer
      // default checksum headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 2,
    });
  }

  private options() {
    return { abortSignal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) };
  }

  async put(key: string, image: StoredImage): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: image.bytes,
        ContentType: image.contentType,
        ContentLength: image.bytes.byteLength,
      }),
      this.options(),
    );
  }

  async get(key: string): Promise<StoredImage | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
        this.options(),
      );
      if (!answer.Body) return null;
      return {
        bytes: await answer.Body.transformToByteArray(),
        contentType: answer.ContentType ?? "application/octet-stream",
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that is not there, so deleting twice is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }), this.options());
  }
}
