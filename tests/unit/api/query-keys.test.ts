import { partialMatchKey } from "@tanstack/react-query";
import { queryKeyToPath, queryKeys } from "@/lib/api/query-keys";

describe("queryKeys", () => {
  it("has every family of SPEC §3, each under its root", () => {
    const families = {
      stacks: ["list", "detail", "analysis", "reviews", "community", "recommended"],
      users: ["profile", "preferences", "analytics", "healthData"],
      analytics: ["dashboard", "trends", "effectiveness", "costs"],
      ai: ["recommendations", "search", "analyze", "chat"],
    } as const;
    for (const [family, members] of Object.entries(families)) {
      const factories = queryKeys[family as keyof typeof families] as Record<string, unknown>;
      expect(
        Object.keys(factories)
          .filter((name) => name !== "all")
          .sort(),
      ).toEqual([...members].sort());
      for (const member of members) {
        const factory = factories[member] as (arg?: string) => readonly unknown[];
        const key = factory("id-1");
        expect(key[0]).toBe(family);
      }
    }
  });

  it("spells the spec's 'health-data' in the users key", () => {
    expect(queryKeys.users.healthData()).toEqual(["users", "health-data"]);
  });

  it("keys a stack's detail, analysis and reviews by id", () => {
    expect(queryKeys.stacks.detail("s1")).toEqual(["stacks", "s1"]);
    expect(queryKeys.stacks.analysis("s1")).toEqual(["stacks", "s1", "analysis"]);
    expect(queryKeys.stacks.reviews("s1")).toEqual(["stacks", "s1", "reviews"]);
    expect(queryKeys.stacks.analysis("s1")).not.toEqual(queryKeys.stacks.analysis("s2"));
  });

  it("lets a root or a list key invalidate exactly what it should", () => {
    const match = (key: readonly unknown[], filter: readonly unknown[]) => partialMatchKey(key, filter);
    expect(match(queryKeys.stacks.detail("s1"), queryKeys.stacks.all)).toBe(true);
    expect(match(queryKeys.stacks.list({ page: 2 }), queryKeys.stacks.list())).toBe(true);
    expect(match(queryKeys.stacks.detail("s1"), queryKeys.stacks.list())).toBe(false);
    expect(match(queryKeys.stacks.reviews("s1"), queryKeys.stacks.detail("s1"))).toBe(true);
    expect(match(queryKeys.stacks.reviews("s2"), queryKeys.stacks.detail("s1"))).toBe(false);
    expect(match(queryKeys.users.profile(), queryKeys.stacks.all)).toBe(false);
  });
});

describe("queryKeyToPath", () => {
  it.each([
    [queryKeys.stacks.list(), "/api/stacks"],
    [queryKeys.stacks.list({ page: 2, mine: true }), "/api/stacks?mine=true&page=2"],
    [queryKeys.stacks.detail("s1"), "/api/stacks/s1"],
    [queryKeys.stacks.analysis("s1"), "/api/stacks/s1/analysis"],
    [queryKeys.stacks.reviews("s1"), "/api/stacks/s1/reviews"],
    [queryKeys.stacks.community(), "/api/stacks/community"],
    [queryKeys.stacks.recommended(), "/api/stacks/recommended"],
    [queryKeys.users.healthData(), "/api/users/health-data"],
    [queryKeys.analytics.costs({ period: "month" }), "/api/analytics/costs?period=month"],
    [queryKeys.ai.search({ q: "vitamin d" }), "/api/ai/search?q=vitamin+d"],
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
