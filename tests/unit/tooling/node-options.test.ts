/** @jest-environment node */
import { withLargerYoungGeneration, YOUNG_GENERATION_OPTION } from "@/scripts/node-options.mjs";

test("adds the young-generation size to NODE_OPTIONS, keeping what is there", () => {
  expect(withLargerYoungGeneration(undefined)).toBe(YOUNG_GENERATION_OPTION);
  expect(withLargerYoungGeneration("")).toBe(YOUNG_GENERATION_OPTION);
  expect(withLargerYoungGeneration("--enable-source-maps")).toBe(
    `--enable-source-maps ${YOUNG_GENERATION_OPTION}`,
  );
});

test("leaves a semi-space size the caller chose", () => {
  expect(withLargerYoungGeneration("--max-semi-space-size=16")).toBe("--max-semi-space-size=16");
});
