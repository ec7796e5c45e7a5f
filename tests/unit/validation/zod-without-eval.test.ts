/** @jest-environment node */
// The browser sets zod's `jitless` through zod's global before zod loads; this fails when zod stops reading it.
it("zod loaded after the setting parses without its eval probe", async () => {
  await jest.isolateModulesAsync(async () => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import("@/lib/validation/zod-without-eval");
    const { globalConfig, util } = await import("zod/v4/core");
    const { z } = await import("zod");

    expect(z.object({ name: z.string() }).parse({ name: "Magnesium" })).toEqual({ name: "Magnesium" });
    expect(globalConfig.jitless).toBe(true);
    expect(util.allowsEval.value).toBe(false);
  });
});
