// Profile images in S3-compatible storage (docs/profile-images.md "Storage"): the
// app's real @aws-sdk/client-s3 code against a stand-in S3 server on loopback that checks every
// request's SigV4 signature (tests/support/s3-stand-in.ts). Upload, serve, replace, remove, export
// and account deletion all go through the bucket; a wrong secret is refused by the server.
import { hashPassword } from "@/lib/auth/passwords";
import { type Database } from "@/lib/db/prisma";
import { parseServerEnv } from "@/lib/env";
import { imageStorageFor } from "@/lib/profile-images/storage";
import { createSignedInUser, type TestUser } from "../support/auth-session";
import { createSeededDatabase, type SeededDatabase } from "../support/database";
import { readData, readError } from "../support/http";
import { imageRequest, SITE, solidImage, uploadRequest } from "../support/profile-images";
import { startS3StandIn, type S3StandIn } from "../support/s3-stand-in";

const S3 = {
  bucket: "profile-images-test",
  region: "eu-west-2",
  accessKeyId: "TESTKEYID0123456789",
  secretAccessKey: "test-secret-access-key-0123456789abcdef",
};

interface Saved {
  id: string;
  url: string;
}

let scratch: SeededDatabase;
let prisma: Database;
let s3: S3StandIn;
let routes: {
  upload: typeof import("@/app/api/profile-images/route");
  image: typeof import("@/app/api/profile-images/[id]/route");
  exportData: typeof import("@/app/api/account/export/route");
  deleteAccount: typeof import("@/app/api/account/delete/route");
};
let user: TestUser;

function s3Env(secretAccessKey = S3.secretAccessKey): Record<string, string> {
  return {
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: S3.region,
    S3_BUCKET: S3.bucket,
    S3_ACCESS_KEY_ID: S3.accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
}

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  s3 = await startS3StandIn(S3);
  Object.assign(process.env, s3Env(), { PROFILE_IMAGE_DIR: ".data/never-used-by-this-test" });
  routes = {
    upload: await import("@/app/api/profile-images/route"),
    image: await import("@/app/api/profile-images/[id]/route"),
    exportData: await import("@/app/api/account/export/route"),
    deleteAccount: await import("@/app/api/account/delete/route"),
  };
  user = await createSignedInUser(prisma, { firstName: "Sam" });
});
afterAll(async () => {
  await s3.close();
  await scratch.drop();
});

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const keyOf = (id: string) => `profile-images/${id}.webp`;
const served = (id: string) => routes.image.GET(imageRequest(id, "GET"), context(id));

async function uploadPng(as: TestUser): Promise<Saved> {
  const response = await routes.upload.POST(
    uploadRequest(await solidImage("png"), { cookie: as.cookie }),
    {},
  );
  expect(response.status).toBe(201);
  return readData<Saved>(response);
}

test("an upload is stored in the bucket as WebP and served from it", async () => {
  const { id } = await uploadPng(user);
  const stored = s3.objects.get(keyOf(id));
  expect(stored?.contentType).toBe("image/webp");
  expect(s3.requests).toContain(`PUT ${keyOf(id)}`);
  const response = await served(id);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/webp");
  expect(Buffer.from(await response.arrayBuffer()).equals(stored?.body ?? Buffer.alloc(0))).toBe(true);
  expect(s3.refusals).toEqual([]);
});

test("a replaced image is deleted from the bucket; a missing object is 404", async () => {
  const first = await uploadPng(user);
  const second = await uploadPng(user);
  expect(s3.objects.has(keyOf(first.id))).toBe(false);
  expect(s3.objects.has(keyOf(second.id))).toBe(true);
  s3.objects.delete(keyOf(second.id));
  expect((await served(second.id)).status).toBe(404);
});

test("the owner's DELETE removes the object; another user's is refused and touches nothing", async () => {
  const { id } = await uploadPng(user);
  const other = await createSignedInUser(prisma, { firstName: "Other" });
  const refused = await routes.image.DELETE(imageRequest(id, "DELETE", other.cookie), context(id));
  expect(refused.status).toBe(404);
  expect(s3.objects.has(keyOf(id))).toBe(true);
  const removed = await routes.image.DELETE(imageRequest(id, "DELETE", user.cookie), context(id));
  expect(removed.status).toBe(200);
  expect(s3.objects.has(keyOf(id))).toBe(false);
  expect(s3.requests.at(-1)).toBe(`DELETE ${keyOf(id)}`);
});

test("the export carries the object's bytes; account deletion removes the object and the row", async () => {
  const password = "Quiet-Orchard-Lantern-64";
  const leaving = await createSignedInUser(prisma, { firstName: "Leaving" });
  await prisma.user.update({
    where: { id: leaving.id },
    data: { passwordHash: await hashPassword(password) },
  });
  const { id } = await uploadPng(leaving);

  const exportResponse = await routes.exportData.GET(
    new Request(`${SITE}/api/account/export`, { headers: { cookie: leaving.cookie } }),
    {},
  );
  const exported = (await exportResponse.json()) as { profileImage: { data: string } | null };
  expect(
    Buffer.from(exported.profileImage?.data ?? "", "base64").equals(
      s3.objects.get(keyOf(id))?.body ?? Buffer.alloc(1),
    ),
  ).toBe(true);

  const deleted = await routes.deleteAccount.POST(
    new Request(`${SITE}/api/account/delete`, {
      method: "POST",
      headers: { origin: SITE, cookie: leaving.cookie, "content-type": "application/json" },
      body: JSON.stringify({ password }),
    }),
    {},
  );
  expect(deleted.status).toBe(200);
  expect(s3.objects.has(keyOf(id))).toBe(false);
  expect(await prisma.profileImage.count({ where: { id } })).toBe(0);
});

test("the server checks signatures: a wrong secret is refused, the right one round-trips", async () => {
  const wrong = imageStorageFor(parseServerEnv(s3Env("not-the-right-secret")));
  const refusalsBefore = s3.refusals.length;
  await expect(
    wrong.put("profile-images/check.webp", { bytes: new Uint8Array([1]), contentType: "image/webp" }),
  ).rejects.toThrow();
  expect(s3.refusals.slice(refusalsBefore)).toContain("signature does not match");
  expect(s3.objects.has("profile-images/check.webp")).toBe(false);

  const right = imageStorageFor(parseServerEnv(s3Env()));
  await right.put("profile-images/check.webp", { bytes: new Uint8Array([1]), contentType: "image/webp" });
  expect(await right.get("profile-images/check.webp")).toMatchObject({ contentType: "image/webp" });
  await right.delete("profile-images/check.webp");
  expect(await right.get("profile-images/check.webp")).toBeNull();
});

test("a storage failure during an upload is 500 FILE_UPLOAD_ERROR and leaves no row", async () => {
  const before = await prisma.profileImage.count({ where: { userId: user.id } });
  const current = await prisma.profileImage.findUnique({ where: { userId: user.id } });
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  // The service goes away: the next upload cannot store its file. A new stand-in is started for
  // afterAll to close (the app's storage keeps the old address, so no later test may use it).
  await s3.close();
  try {
    const response = await routes.upload.POST(
      uploadRequest(await solidImage("png"), { cookie: user.cookie }),
      {},
    );
    expect(response.status).toBe(500);
    expect(await readError(response)).toMatchObject({
      code: "FILE_UPLOAD_ERROR",
      message: "Failed to upload file. Please try again",
    });
  } finally {
    s3 = await startS3StandIn(S3);
  }
  expect(logged).toHaveBeenCalledWith(
    expect.stringContaining("FILE_UPLOAD_ERROR answered with 500"),
    expect.anything(),
  );
  logged.mockRestore();
  expect(await prisma.profileImage.count({ where: { userId: user.id } })).toBe(before);
  expect(await prisma.profileImage.findUnique({ where: { userId: user.id } })).toEqual(current);
});
