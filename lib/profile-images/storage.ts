// Where profile images are kept (docs/profile-images.md "Storage"): one interface, two
// implementations: local disk by default, an S3-compatible bucket when S3_BUCKET is set. Objects are
// named by the image's random id only, so nothing a user sends ever becomes part of a path or key.
import "server-only";

import { serverEnv, type ServerEnv } from "../env";
import { LocalImageStorage } from "./local-storage";
import { S3ImageStorage } from "./s3-storage";

export interface StoredImage {
  bytes: Uint8Array;
  contentType: string;
}

export interface ImageStorage {
  /** Stores (or replaces) the object `key`. */
  put(key: string, image: StoredImage): Promise<void>;
  /** The object `key`, or null when there is none. */
  get(key: string): Promise<StoredImage | null>;
  /** Removes the object `key`; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** The storage the environment configures: S3 when S3_BUCKET is set, otherwise local disk. */
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

/** The configured storage, made once per process. */
export function imageStorage(): ImageStorage {
  cached ??= imageStorageFor(serverEnv());
  return cached;
}
