import "server-only";

import { serverEnv, type ServerEnv } from "../env";
import { LocalImageStorage } from "./local-storage";
import { S3ImageStorage } from "./s3-storage";

export interface StoredImage {
  bytes: Uint8Array;
  contentType: string;
}

export interface ImageStorage {
  put(key: string, image: StoredImage): Promise<void>;
  get(key: string): Promise<StoredImage | null>;
  delete(key: string): Promise<void>;
}

export function imageStorageFor(env: ServerEnv): ImageStorage {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (S3_BUCKET !== undefined && S3_ACCESS_KEY_ID !== undefined && S3_SECRET_ACCESS_KEY !== undefined) {
    return new S3ImageStorage({
      bucket: S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalImageStorage(env.PROFILE_IMAGE_DIR);
}

let cached: ImageStorage | undefined;

export function imageStorage(): ImageStorage {
  cached ??= imageStorageFor(serverEnv());
  return cached;
}
