/** @jest-environment node */
import { cachedSearch, cachedSearchBody } from "@/lib/catalogue/browse-cache";
import { searchSupplements, type SupplementSearchResult } from "@/lib/catalogue/search";
import { parseBrowseParams } from "@/lib/catalogue/search-params";

// The catalogue generation stands in for unstable_cache's tagged entry: a revalidation gives a new value.
let generation = "first";
jest.mock("next/cache", () => ({ unstable_cache: () => () => Promise.resolve(generation) }));
jest.mock("@/lib/catalogue/search", () => ({ searchSupplements: jest.fn(), getBrowseOptions: jest.fn() }));

const search = jest.mocked(searchSupplements);
const page = (total: number): SupplementSearchResult => ({ items: [], total, page: 1, pageCount: 1 });

beforeEach(() => {
  search.mockReset();
  generation = `generation-${String(Math.random())}`;
});

describe("cachedSearch", () => {
  it("answers the same search from memory until the catalogue changes", async () => {
    search.mockResolvedValueOnce(page(3)).mockResolvedValueOnce(page(4));
    const params = parseBrowseParams({ q: "magnesium" });

    expect(await cachedSearch(params)).toEqual(page(3));
    expect(await cachedSearch(parseBrowseParams({ q: "magnesium" }))).toEqual(page(3));
    expect(search).toHaveBeenCalledTimes(1);

    generation = "after an import";
    expect(await cachedSearch(params)).toEqual(page(4));
    expect(search).toHaveBeenCalledTimes(2);
  });

  it("keeps searches with other filters apart", async () => {
    search.mockResolvedValueOnce(page(1)).mockResolvedValueOnce(page(2));
    expect(await cachedSearch(parseBrowseParams({ q: "zinc" }))).toEqual(page(1));
    expect(await cachedSearch(parseBrowseParams({ q: "zinc", vegan: "1" }))).toEqual(page(2));
  });

  it("does not keep a failed search", async () => {
    search.mockRejectedValueOnce(new Error("database unavailable")).mockResolvedValueOnce(page(5));
    const params = parseBrowseParams({ q: "iron" });
    await expect(cachedSearch(params)).rejects.toThrow("database unavailable");
    expect(await cachedSearch(params)).toEqual(page(5));
  });
});

describe("cachedSearchBody", () => {
  const decode = async (body: Promise<Uint8Array<ArrayBuffer>>) =>
    JSON.parse(new TextDecoder().decode(await body)) as unknown;

  it("is the API's success body, shared with cachedSearch and made again when the catalogue changes", async () => {
    search.mockResolvedValueOnce(page(3)).mockResolvedValueOnce(page(4));
    const params = parseBrowseParams({ q: "calcium" });

    expect(await decode(cachedSearchBody(params))).toEqual({ success: true, data: page(3) });
    expect(await cachedSearch(params)).toEqual(page(3));
    expect(await decode(cachedSearchBody(parseBrowseParams({ q: "calcium" })))).toEqual({
      success: true,
      data: page(3),
    });
    expect(search).toHaveBeenCalledTimes(1);

    generation = "after a review";
    expect(await decode(cachedSearchBody(params))).toEqual({ success: true, data: page(4) });
  });

  it("does not keep a failed search", async () => {
    search.mockRejectedValueOnce(new Error("database unavailable")).mockResolvedValueOnce(page(6));
    const params = parseBrowseParams({ q: "selenium" });
    await expect(cachedSearchBody(params)).rejects.toThrow("database unavailable");
    expect(await decode(cachedSearchBody(params))).toEqual({ success: true, data: page(6) });
  });
});
