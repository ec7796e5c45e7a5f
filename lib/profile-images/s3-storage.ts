// The SDK is loaded on first use, so servers keeping images on disk (and the session) never load it.
import "server-only";

import type { S3Client } from "@aws-sdk/client-s3";

import type { ImageStorage, StoredImage } from "./storage";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

const REQUEST_TIMEOUT_MS = 15_000;

const sdk = () => import("@aws-sdk/client-s3");

const requestOptions = () => ({ abortSignal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

export class S3ImageStorage implements ImageStorage {
  private client: Promise<S3Client> | undefined;

  constructor(private readonly config: S3StorageConfig) {}

  private connect(): Promise<S3Client> {
    const { config } = this;
    this.client ??= sdk().then(
      ({ S3Client: Client }) =>
        new Client({
          region: config.region,
          endpoint: config.endpoint,
          forcePathStyle: config.forcePathStyle,
          credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
          // Checksums only where S3 requires them: several S3-compatible services refuse the newer headers.
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
          maxAttempts: 2,
        }),
    );
    return this.client;
  }

  async put(key: string, image: StoredImage): Promise<void> {
    const [client, { PutObjectCommand }] = await Promise.all([this.connect(), sdk()]);
    await client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: image.bytes,
        ContentType: image.contentType,
        ContentLength: image.bytes.byteLength,
      }),
      requestOptions(),
    );
  }

  async get(key: string): Promise<StoredImage | null> {
    const [client, { GetObjectCommand, NoSuchKey, S3ServiceException }] = await Promise.all([
      this.connect(),
      sdk(),
    ]);
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: key }),
        requestOptions(),
      );
      if (!answer.Body) return null;
      return {
        bytes: await answer.Body.transformToByteArray(),
        contentType: answer.ContentType ?? "application/octet-stream",
      };
    } catch (error) {
      const notFound =
        error instanceof NoSuchKey ||
        (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
      if (notFound) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const [client, { DeleteObjectCommand }] = await Promise.all([this.connect(), sdk()]);
    // S3 answers 204 for a key that is not there, so deleting twice is fine.
    await client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }), requestOptions());
  }
}
