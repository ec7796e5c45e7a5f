// The test-only pages under /dev/test (app/dev/test/layout.tsx): a production build serves them only
// with TEST_PAGES (the e2e server); everyone else gets the 404 page.
import TestPagesLayout from "@/app/dev/test/layout";
import type { ServerEnv } from "@/lib/env";

let env: Pick<ServerEnv, "NODE_ENV" | "TEST_PAGES">;
jest.mock("@/lib/env", () => ({ serverEnv: () => env }));
jest.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

const children = <p>test page</p>;
const renderLayout = () => TestPagesLayout({ children, params: Promise.resolve({}) });

describe("app/dev/test/layout.tsx", () => {
  it("is the 404 page in production without TEST_PAGES", () => {
    env = { NODE_ENV: "production", TEST_PAGES: false };
    expect(renderLayout).toThrow("NEXT_NOT_FOUND");
  });

  it("serves the pages in production with TEST_PAGES, and in development", () => {
    env = { NODE_ENV: "production", TEST_PAGES: true };
    expect(renderLayout()).toBe(children);
    env = { NODE_ENV: "development", TEST_PAGES: false };
    expect(renderLayout()).toBe(children);
  });
});
