// Profile images on local disk (docs/profile-images.md): uploads are checked by
// their bytes, re-encoded to a 256 px WebP without metadata, served with safe headers, removable
// only by their owner, deleted with the account and included in the data export.
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";

import { hashPassword } from "@/lib/auth/passwords";
import { type Database } from "@/lib/db/prisma";
import { parseServerEnv } from "@/lib/env";
import { LocalImageStorage } from "@/lib/profile-images/local-storage";
import { MAX_PROFILE_IMAGE_BYTES } from "@/lib/profile-images/limits";
import { imageStorageFor } from "@/lib/profile-images/storage";
import { createSignedInUser, type TestUser } from "../support/auth-session";
import { createSeededDatabase, type SeededDatabase } from "../support/database";
import { readData, readError, type RouteHandler } from "../support/http";
import {
  decompressionBombPng,
  imageRequest,
  photoWithExif,
  SITE,
  solidImage,
  uploadRequest,
} from "../support/profile-images";

type Handler = (request: Request, context: unknown) => Promise<Response>;
interface Saved {
  id: string;
  url: string;
}

let scratch: SeededDatabase;
let prisma: Database;
let dir: string;
let upload: Handler;
let image: Record<"GET" | "DELETE", RouteHandler>;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  dir = await mkdtemp(path.join(tmpdir(), "profile-images-"));
  process.env.PROFILE_IMAGE_DIR = dir;
  upload = (await import("@/app/api/profile-images/route")).POST;
  image = await import("@/app/api/profile-images/[id]/route");
  alice = await createSignedInUser(prisma, { firstName: "Alice" });
  bob = await createSignedInUser(prisma, { firstName: "Bob" });
});
afterAll(async () => {
  await scratch.drop();
  await rm(dir, { recursive: true, force: true });
});

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const fileOf = (id: string) => path.join(dir, "profile-images", `${id}.webp`);

async function uploadAs(user: TestUser, bytes: Uint8Array, name?: string, type?: string) {
  return upload(uploadRequest(bytes, { cookie: user.cookie, name, type }), {});
}

async function served(id: string): Promise<Response> {
  return image.GET(imageRequest(id, "GET"), context(id));
}

describe("accepted images", () => {
  test("a JPEG is turned upright by its EXIF, cropped to 256 × 256 WebP, and its metadata is gone", async () => {
    const photo = await photoWithExif();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString("latin1")).toContain("Test Camera Owner");

    const response = await uploadAs(alice, photo, "holiday.jpg");
    expect(response.status).toBe(201);
    const saved = await readData<Saved>(response);
    expect(saved.url).toBe(`/api/profile-images/${saved.id}`);
    expect(saved.id).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const stored = await served(saved.id);
    expect(stored.status).toBe(200);
    const bytes = Buffer.from(await stored.arrayBuffer());
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.toString("latin1")).not.toContain("Test Camera Owner");
    // Red was on the left; turned 90° clockwise, it is on top and blue below.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels).subarray(0, 3),
    ];
    const [topRed = 0, , topBlue = 0] = pixel(128, 20);
    const [bottomRed = 0, , bottomBlue = 0] = pixel(128, 236);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  test.each(["png", "webp"] as const)("a %s image is accepted and re-encoded as WebP", async (format) => {
    const response = await uploadAs(bob, await solidImage(format), `me.${format}`, `image/${format}`);
    expect(response.status).toBe(201);
    const { id } = await readData<Saved>(response);
    expect(await sharp(fileOf(id)).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
  });

  test("the type comes from the bytes: a PNG named .txt and sent as text/plain is accepted", async () => {
    const response = await uploadAs(bob, await solidImage("png"), "notes.txt", "text/plain");
    expect(response.status).toBe(201);
  });

  test("a new upload replaces the old image: its address and file are gone", async () => {
    const first = await readData<Saved>(await uploadAs(bob, await solidImage("png")));
    const second = await readData<Saved>(await uploadAs(bob, await solidImage("webp")));
    expect(second.id).not.toBe(first.id);
    expect((await served(first.id)).status).toBe(404);
    expect(existsSync(fileOf(first.id))).toBe(false);
    expect((await served(second.id)).status).toBe(200);
    expect(await prisma.profileImage.count({ where: { userId: bob.id } })).toBe(1);
  });
});

describe("refused uploads", () => {
  test("over 2 MB (even by a few bytes) is 413 FILE_TOO_LARGE", async () => {
    const png = await solidImage("png");
    for (const size of [MAX_PROFILE_IMAGE_BYTES + 10, 3 * 1024 * 1024]) {
      const padded = Buffer.concat([png, Buffer.alloc(size - png.length)]);
      const response = await uploadAs(bob, padded, "big.png", "image/png");
      expect(response.status).toBe(413);
      expect(await readError(response)).toMatchObject({
        code: "FILE_TOO_LARGE",
        message: "File is too large. Please choose a smaller file",
      });
    }
  });

  test("a declared Content-Length over the limit is refused before the body is read", async () => {
    const request = new Request(`${SITE}/api/profile-images`, {
      method: "POST",
      headers: {
        origin: SITE,
        cookie: bob.cookie,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(10 * 1024 * 1024),
      },
      body: "--x--",
    });
    const response = await upload(request, {});
    expect(response.status).toBe(413);
  });

  test.each([
    ["a text file renamed .png", () => Buffer.from("just some text, not an image\n"), "avatar.png"],
    ["a GIF", () => solidImage("gif"), "avatar.gif"],
    [
      "an SVG",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "a.svg",
    ],
  ])("%s is 415 INVALID_FILE_TYPE", async (_name, make, fileName) => {
    const response = await uploadAs(bob, await make(), fileName, "image/png");
    expect(response.status).toBe(415);
    expect(await readError(response)).toMatchObject({
      code: "INVALID_FILE_TYPE",
      message: "File type not supported",
    });
  });

  test.each([
    [
      "PNG signature followed by garbage",
      async () => Buffer.concat([(await solidImage("png")).subarray(0, 8), Buffer.alloc(400, 7)]),
    ],
    ["a truncated JPEG", async () => (await photoWithExif()).subarray(0, 600)],
  ])("%s is 400 FILE_UPLOAD_ERROR", async (_name, make) => {
    const response = await uploadAs(bob, await make(), "broken.jpg");
    expect(response.status).toBe(400);
    expect(await readError(response)).toMatchObject({
      code: "FILE_UPLOAD_ERROR",
      message: "Failed to upload file. Please try again",
    });
  });

  test("a decompression bomb (a small PNG of 400 megapixels) is refused without decoding it", async () => {
    const bomb = decompressionBombPng(20_000);
    expect(bomb.length).toBeLessThan(MAX_PROFILE_IMAGE_BYTES);
    const response = await uploadAs(bob, bomb, "bomb.png", "image/png");
    expect(response.status).toBe(413);
    expect((await readError(response)).code).toBe("FILE_TOO_LARGE");
  });

  test("no file, or not multipart, is 400 VALIDATION_ERROR", async () => {
    const form = new FormData();
    form.append("other", "value");
    const noFile = await upload(
      new Request(`${SITE}/api/profile-images`, {
        method: "POST",
        headers: { origin: SITE, cookie: bob.cookie },
        body: form,
      }),
      {},
    );
    expect(noFile.status).toBe(400);
    expect((await readError(noFile)).details?.fieldErrors?.image).toEqual(["Choose an image to upload"]);
    const json = await upload(
      new Request(`${SITE}/api/profile-images`, {
        method: "POST",
        headers: { origin: SITE, cookie: bob.cookie, "content-type": "application/json" },
        body: "{}",
      }),
      {},
    );
    expect(json.status).toBe(400);
  });

  test("signed out is 401; another site's Origin is 403; nothing is stored", async () => {
    const before = await prisma.profileImage.count();
    const signedOut = await upload(uploadRequest(await solidImage("png")), {});
    expect(signedOut.status).toBe(401);
    expect((await readError(signedOut)).code).toBe("AUTHENTICATION_ERROR");
    const crossSite = await upload(
      uploadRequest(await solidImage("png"), { cookie: bob.cookie, origin: "https://evil.example" }),
      {},
    );
    expect(crossSite.status).toBe(403);
    expect(await prisma.profileImage.count()).toBe(before);
  });

  test("uploads are rate-limited per user: the 21st within the hour is 429", async () => {
    const carol = await createSignedInUser(prisma, { firstName: "Carol" });
    const text = Buffer.from("not an image");
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await uploadAs(carol, text)).status).toBe(415);
    }
    const limited = await uploadAs(carol, await solidImage("png"));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("serving and removing", () => {
  test("an image is served as WebP with nosniff and private caching; unknown and malformed ids are 404", async () => {
    const { id } = await readData<Saved>(await uploadAs(alice, await solidImage("png")));
    const response = await served(id);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect((await served("A".repeat(24))).status).toBe(404);
    expect((await served("../../etc/passwd")).status).toBe(404);
  });

  test("another user cannot delete the image (404); its owner can, and it is gone", async () => {
    const { id } = await readData<Saved>(await uploadAs(alice, await solidImage("png")));
    const byBob = await image.DELETE(imageRequest(id, "DELETE", bob.cookie), context(id));
    expect(byBob.status).toBe(404);
    expect((await served(id)).status).toBe(200);
    const signedOut = await image.DELETE(imageRequest(id, "DELETE"), context(id));
    expect(signedOut.status).toBe(401);

    const byAlice = await image.DELETE(imageRequest(id, "DELETE", alice.cookie), context(id));
    expect(byAlice.status).toBe(200);
    expect((await served(id)).status).toBe(404);
    expect(existsSync(fileOf(id))).toBe(false);
    expect(await prisma.profileImage.count({ where: { userId: alice.id } })).toBe(0);
  });
});

describe("the account's data", () => {
  const PASSWORD = "Quiet-Orchard-Lantern-64";
  let exportRoute: Handler;
  let deleteRoute: Handler;
  beforeAll(async () => {
    exportRoute = (await import("@/app/api/account/export/route")).GET;
    deleteRoute = (await import("@/app/api/account/delete/route")).POST;
  });

  test("the export carries the image itself; deleting the account removes the file and the row", async () => {
    const dana = await createSignedInUser(prisma, { firstName: "Dana" });
    await prisma.user.update({
      where: { id: dana.id },
      data: { passwordHash: await hashPassword(PASSWORD) },
    });
    const { id } = await readData<Saved>(await uploadAs(dana, await solidImage("png")));

    const exported = (await (
      await exportRoute(new Request(`${SITE}/api/account/export`, { headers: { cookie: dana.cookie } }), {})
    ).json()) as { profileImage: { contentType: string; encoding: string; data: string } | null };
    expect(exported.profileImage).toMatchObject({ contentType: "image/webp", encoding: "base64" });
    const servedBytes = Buffer.from(await (await served(id)).arrayBuffer());
    expect(Buffer.from(exported.profileImage?.data ?? "", "base64").equals(servedBytes)).toBe(true);

    const response = await deleteRoute(
      new Request(`${SITE}/api/account/delete`, {
        method: "POST",
        headers: { origin: SITE, cookie: dana.cookie, "content-type": "application/json" },
        body: JSON.stringify({ password: PASSWORD }),
      }),
      {},
    );
    expect(response.status).toBe(200);
    expect(existsSync(fileOf(id))).toBe(false);
    expect(await prisma.profileImage.count({ where: { id } })).toBe(0);
    expect((await served(id)).status).toBe(404);
    expect(await readdir(path.join(dir, "profile-images"))).not.toContain(`${id}.webp`);
  });

  test("an account without an image exports profileImage: null", async () => {
    const erin = await createSignedInUser(prisma, { firstName: "Erin" });
    const exported = (await (
      await exportRoute(new Request(`${SITE}/api/account/export`, { headers: { cookie: erin.cookie } }), {})
    ).json()) as { profileImage: unknown };
    expect(exported.profileImage).toBeNull();
  });
});

describe("local disk storage", () => {
  test("is the default, round-trips an object and forgets it; a second delete is fine", async () => {
    const storage = imageStorageFor(parseServerEnv({ PROFILE_IMAGE_DIR: dir }));
    expect(storage).toBeInstanceOf(LocalImageStorage);
    const bytes = new Uint8Array([82, 73, 70, 70]);
    await storage.put("profile-images/round-trip.webp", { bytes, contentType: "image/webp" });
    expect(await storage.get("profile-images/round-trip.webp")).toEqual({ bytes, contentType: "image/webp" });
    await storage.delete("profile-images/round-trip.webp");
    await storage.delete("profile-images/round-trip.webp");
    expect(await storage.get("profile-images/round-trip.webp")).toBeNull();
  });

  test("refuses keys that would leave its directory, and a directory inside public/", async () => {
    const storage = new LocalImageStorage(dir);
    const image = { bytes: new Uint8Array([1]), contentType: "image/webp" };
    await expect(storage.put("../escape.webp", image)).rejects.toThrow(/Not a storage key/);
    await expect(storage.get("/etc/passwd")).rejects.toThrow(/Not a storage key/);
    expect(() => new LocalImageStorage(path.resolve("public", "uploads"))).toThrow(/inside public/);
  });
});
