// The detail pages with a loading state stream their content, so their status code is fixed before
// the page runs: each segment's layout answers 404 for an unknown record first (docs/product-rules.md
// §2 "Not-found page"). These layouts must reject with Next's 404 signal, and only then.
import ArticleLayout from "@/app/(content)/blog/[slug]/layout";
import SupplementLayout from "@/app/(catalogue)/supplement/[id]/layout";
import StackLayout from "@/app/(stacks)/stack/[id]/layout";
import { getSupplementDetail } from "@/lib/catalogue/product-queries";
import { stackPageData } from "@/lib/stacks/page-data";

import { product } from "../catalogue-ui/product-fixture";

jest.mock("@/lib/catalogue/product-queries", () => ({
  getSupplementDetail: jest.fn(),
  // Every well-formed value names a product by its slug here; getSupplementDetail decides.
  findProductRef: jest.fn((slug: string) => Promise.resolve({ id: slug, slug })),
}));
jest.mock("@/lib/stacks/page-data", () => ({ stackPageData: jest.fn() }));
const mockedDetail = jest.mocked(getSupplementDetail);
const mockedStack = jest.mocked(stackPageData);

const NOT_FOUND = { digest: expect.stringMatching(/404/) as unknown };
const withParams = <T,>(params: T) => ({ children: "the page", params: Promise.resolve(params) });

beforeEach(() => {
  mockedDetail.mockReset();
  mockedStack.mockReset();
});

describe("supplement/[id]/layout.tsx", () => {
  it("answers 404 for an unknown id and for a malformed one without a query", async () => {
    mockedDetail.mockResolvedValue(null);
    await expect(SupplementLayout(withParams({ id: "no-such-product" }))).rejects.toMatchObject(NOT_FOUND);
    mockedDetail.mockClear();
    await expect(SupplementLayout(withParams({ id: "x".repeat(101) }))).rejects.toMatchObject(NOT_FOUND);
    expect(mockedDetail).not.toHaveBeenCalled();
  });

  it("renders the page for a known product", async () => {
    mockedDetail.mockResolvedValue(product());
    await expect(SupplementLayout(withParams({ id: "prod-1" }))).resolves.toBe("the page");
  });
});

describe("blog/[slug]/layout.tsx", () => {
  it.each(["no-such-article", "Not_A_Slug"])("answers 404 for %s", async (slug) => {
    await expect(ArticleLayout(withParams({ slug }))).rejects.toMatchObject(NOT_FOUND);
  });

  it("renders the page for a published article", async () => {
    await expect(ArticleLayout(withParams({ slug: "creatine-complete-guide" }))).resolves.toBe("the page");
  });
});

describe("stack/[id]/layout.tsx", () => {
  it("answers 404 when the stack does not exist or the visitor may not see it", async () => {
    mockedStack.mockResolvedValue(null);
    await expect(StackLayout(withParams({ id: "someone-elses-private-stack" }))).rejects.toMatchObject(
      NOT_FOUND,
    );
  });

  it("renders the page for a stack the visitor may see", async () => {
    mockedStack.mockResolvedValue({} as NonNullable<Awaited<ReturnType<typeof stackPageData>>>);
    await expect(StackLayout(withParams({ id: "stack-1" }))).resolves.toBe("the page");
  });
});
