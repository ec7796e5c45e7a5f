// Loaded only when someone reads a label: tesseract.js in a Web Worker with its English LSTM data, all from our
// origin (docs/scanning.md "Label OCR").
import { createWorker, OEM } from "tesseract.js";

import { parseLabelText, type LabelRow } from "@/lib/scan/label-text";
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";

const ASSETS = "/api/scan-assets";
// A phone's 12-megapixel photo takes many times longer to read and reads no better than this.
const MAX_SIDE = 2000;

export type LabelReading = { text: string; rows: LabelRow[] };

async function scaledDown(image: Blob): Promise<Blob | HTMLCanvasElement> {
  const bitmap = await createImageBitmap(image);
  const scale = MAX_SIDE / Math.max(bitmap.width, bitmap.height);
  if (scale >= 1) {
    bitmap.close();
    return image;
  }
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas;
}

export async function readLabel(image: Blob, onProgress: (fraction: number) => void): Promise<LabelReading> {
  const worker = await createWorker("eng", OEM.LSTM_ONLY, {
    workerPath: `${ASSETS}/tesseract-worker.js`,
    corePath: ASSETS,
    langPath: ASSETS,
    // A blob: worker would need blob: in the CSP; the worker file is served from our origin instead.
    workerBlobURL: false,
    logger: (message) => {
      if (message.status === "recognizing text") onProgress(message.progress);
    },
  });
  try {
    const { data } = await worker.recognize(await scaledDown(image));
    return { text: data.text, rows: parseLabelText(data.text, INGREDIENTS) };
  } finally {
    await worker.terminate();
  }
}
