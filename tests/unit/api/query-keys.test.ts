import { partialMatchKey } from "@tanstack/react-query";
import { queryKeyToPath, queryKeys } from "@/lib/api/query-keys";

describe("queryKeys", () => {
  it("starts every key with its family's root", () => {
    expect(queryKeys.stacks.detail("s1")[0]).toBe(queryKeys.stacks.all[0]);
    expect(queryKeys.stacks.preview([], "anonymous")[0]).toBe(queryKeys.stacks.all[0]);
    expect(queryKeys.supplements.search("zinc")[0]).toBe(queryKeys.supplements.all[0]);
  });

  it("keys a stack's detail by id", () => {
    expect(queryKeys.stacks.detail("s1")).toEqual(["stacks", "s1"]);
    expect(queryKeys.stacks.detail("s1")).not.toEqual(queryKeys.stacks.detail("s2"));
  });

  it("keys the builder's preview by items, quantities and viewer", () => {
    const items = [
      { supplementId: "a", quantity: 1 },
      { supplementId: "b", quantity: 2 },
    ];
    expect(queryKeys.stacks.preview(items, "authenticated")).toEqual([
      "stacks",
      "preview",
      { items: ["a*1", "b*2"], viewer: "authenticated" },
    ]);
    expect(queryKeys.stacks.preview(items, "authenticated")).not.toEqual(
      queryKeys.stacks.preview(items, "unauthenticated"),
    );
    expect(queryKeys.stacks.preview([{ supplementId: "a", quantity: 3 }], "x")).not.toEqual(
      queryKeys.stacks.preview([{ supplementId: "a", quantity: 1 }], "x"),
    );
  });

  it("keys the preview, the analytics and the offline check by each item's chosen time too", () => {
    const evening = [{ supplementId: "a", quantity: 1, timing: "evening" }];
    const unset = [{ supplementId: "a", quantity: 1, timing: null }];
    for (const key of [queryKeys.stacks.preview, queryKeys.stacks.analytics, queryKeys.stacks.offlineCheck])
      expect(key(evening, "x")).not.toEqual(key(unset, "x"));
    expect(queryKeys.stacks.preview(evening, "x")[2]).toEqual({ items: ["a*1@evening"], viewer: "x" });
    expect(queryKeys.stacks.preview(unset, "x")).toEqual(
      queryKeys.stacks.preview([{ supplementId: "a", quantity: 1 }], "x"),
    );
  });

  it("lets a root invalidate exactly its family", () => {
    const match = (key: readonly unknown[], filter: readonly unknown[]) => partialMatchKey(key, filter);
    expect(match(queryKeys.stacks.detail("s1"), queryKeys.stacks.all)).toBe(true);
    expect(match(queryKeys.stacks.preview([], "x"), queryKeys.stacks.all)).toBe(true);
    expect(match(queryKeys.supplements.search("zinc"), queryKeys.stacks.all)).toBe(false);
    expect(match(queryKeys.supplements.search("zinc"), queryKeys.supplements.all)).toBe(true);
  });
});

describe("queryKeyToPath", () => {
  it.each([
    [queryKeys.stacks.all, "/api/stacks"],
    [["stacks", { page: 2, mine: true }], "/api/stacks?mine=true&page=2"],
    [queryKeys.stacks.detail("s1"), "/api/stacks/s1"],
    [["stacks", "s1", "reviews"], "/api/stacks/s1/reviews"],
    [queryKeys.supplements.search("vitamin d"), "/api/supplements?q=vitamin+d"],
  ])("%j → %s", (key, path) => {
    expect(queryKeyToPath(key)).toBe(path);
  });

  it("URL-encodes segments so an id cannot change the path", () => {
    expect(queryKeyToPath(["stacks", "../admin?x=1#y"])).toBe("/api/stacks/..%2Fadmin%3Fx%3D1%23y");
  });

  it("merges several objects, repeats list values and skips empty values", () => {
    expect(
      queryKeyToPath(["supplements", { tag: ["a", "b"], empty: undefined }, 3, null, { z: 0, none: null }]),
    ).toBe("/api/supplements/3?tag=a&tag=b&z=0");
  });

  it("orders parameters so equal keys give equal URLs", () => {
    expect(queryKeyToPath(["x", { b: 1, a: 2 }])).toBe(queryKeyToPath(["x", { a: 2, b: 1 }]));
  });

  it("rejects values it cannot spell", () => {
    expect(() => queryKeyToPath(["x", [1, 2]])).toThrow(TypeError);
    expect(() => queryKeyToPath(["x", { nested: { deep: 1 } }])).toThrow(TypeError);
    expect(() => queryKeyToPath(["x", () => 1])).toThrow(TypeError);
  });
});
