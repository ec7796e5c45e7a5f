// Label OCR end to end in Node: tesseract.js with the shipped English data reads the committed panel, and the
// parser turns it into rows (docs/scanning.md "Label OCR"). The browser runs the same worker and data.
import path from "node:path";

import { createWorker, OEM } from "tesseract.js";

import { parseLabelText } from "@/lib/scan/label-text";
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";

const LANG_DIR = path.resolve("node_modules/@tesseract.js-data/eng/4.0.0_best_int");
const LABEL = path.resolve("tests/fixtures/scan/supplement-facts.png");

it("reads a supplement facts panel into mapped rows, the unknown ingredient left for a person", async () => {
  const worker = await createWorker("eng", OEM.LSTM_ONLY, { langPath: LANG_DIR, cacheMethod: "none" });
  try {
    const { data } = await worker.recognize(LABEL);
    const rows = parseLabelText(data.text, INGREDIENTS);
    expect(rows.map(({ ingredientSlug, amount, unit }) => [ingredientSlug, amount, unit])).toEqual([
      ["vitamin-d3", 25, "µg"],
      ["vitamin-k2", 75, "µg"],
      ["magnesium", 375, "mg"],
      ["zinc", 10, "mg"],
      [null, 300, "mg"],
    ]);
    expect(rows[0]?.chemicalForm).toBe("cholecalciferol");
    expect(rows[4]?.name).toBe("Bacopa extract");
  } finally {
    await worker.terminate();
  }
}, 60_000);
