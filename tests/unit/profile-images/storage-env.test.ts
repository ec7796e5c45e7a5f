import { EnvError, parseServerEnv } from "@/lib/env";

const S3 = {
  S3_BUCKET: "profile-images",
  S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
  S3_SECRET_ACCESS_KEY: "example-secret",
};

test("profile images default to local disk under .data/uploads", () => {
  const env = parseServerEnv({});
  expect(env.PROFILE_IMAGE_DIR).toBe(".data/uploads");
  expect(env.S3_BUCKET).toBeUndefined();
  expect(env.S3_REGION).toBe("us-east-1");
  expect(env.S3_FORCE_PATH_STYLE).toBe(false);
});

test.each(["public", "public/uploads", "./public/avatars"])("PROFILE_IMAGE_DIR=%s is refused", (dir) => {
  expect(() => parseServerEnv({ PROFILE_IMAGE_DIR: dir })).toThrow(
    /PROFILE_IMAGE_DIR: must not be inside public/,
  );
});

test("S3 settings are read with their types", () => {
  const env = parseServerEnv({
    ...S3,
    S3_ENDPOINT: "http://127.0.0.1:9000",
    S3_REGION: "eu-west-2",
    S3_FORCE_PATH_STYLE: "true",
  });
  expect(env).toMatchObject({
    ...S3,
    S3_ENDPOINT: "http://127.0.0.1:9000",
    S3_REGION: "eu-west-2",
    S3_FORCE_PATH_STYLE: true,
  });
  expect(() => parseServerEnv({ ...S3, S3_ENDPOINT: "ftp://example.com" })).toThrow(/S3_ENDPOINT/);
});

test("a bucket without both keys names each missing key", () => {
  let caught: unknown;
  try {
    parseServerEnv({ S3_BUCKET: "profile-images" });
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(EnvError);
  expect((caught as EnvError).issues).toEqual([
    { variable: "S3_ACCESS_KEY_ID", message: "is required when S3_BUCKET is set" },
    { variable: "S3_SECRET_ACCESS_KEY", message: "is required when S3_BUCKET is set" },
  ]);
});
