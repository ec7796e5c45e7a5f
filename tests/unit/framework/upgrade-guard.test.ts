/** @jest-environment node */
// Fails loudly when Next or React change under lib/framework: the versions it was checked against, and the private
// module the cache handler extends.
import { readFileSync } from "node:fs";
import path from "node:path";

const README = readFileSync(path.join(process.cwd(), "lib", "framework", "README.md"), "utf8");
const CHECKED = /^Checked against: (.+)\.$/m.exec(README)?.[1] ?? "";

const installed = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(process.cwd(), "node_modules", name, "package.json"), "utf8")) as {
      version: string;
    }
  ).version;

it.each(["next", "react", "react-dom"])("%s is the version lib/framework was checked against", (name) => {
  expect(`${name} ${installed(name)}`).toBe(
    CHECKED.split(", ").find((entry) => entry.startsWith(`${name} `)),
  );
});

it("Next's file-system cache, which the shared cache handler extends, is where it was", async () => {
  const { default: FileSystemCache } =
    await import("next/dist/server/lib/incremental-cache/file-system-cache.js");
  for (const method of ["get", "set", "revalidateTag"]) {
    expect(Object.getOwnPropertyNames(FileSystemCache.prototype)).toContain(method);
  }
});
