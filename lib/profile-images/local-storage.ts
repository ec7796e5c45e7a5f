import "server-only";

import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import type { ImageStorage, StoredImage } from "./storage";

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z]+$/;

const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = { ".webp": "image/webp" };

// By shape, not instanceof Error: fs errors may come from another realm (a jest sandbox, a worker).
function isMissing(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT";
}

export class LocalImageStorage implements ImageStorage {
  private readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
    const publicDir = path.resolve("public");
    if (this.root === publicDir || this.root.startsWith(`${publicDir}${path.sep}`)) {
      throw new Error(`PROFILE_IMAGE_DIR must not be inside public/ (${this.root})`);
    }
  }

  private fileFor(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, key);
  }

  async put(key: string, image: StoredImage): Promise<void> {
    const file = this.fileFor(key);
    if (CONTENT_TYPE_BY_EXTENSION[path.extname(file)] !== image.contentType) {
      throw new Error(`The key ${key} does not name a ${image.contentType} file`);
    }
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, image.bytes);
    await rename(partial, file);
  }

  async get(key: string): Promise<StoredImage | null> {
    const file = this.fileFor(key);
    const contentType = CONTENT_TYPE_BY_EXTENSION[path.extname(file)];
    if (!contentType) return null;
    try {
      return { bytes: new Uint8Array(await readFile(file)), contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileFor(key), { force: true });
  }
}
