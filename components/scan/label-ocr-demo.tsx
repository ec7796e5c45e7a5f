"use client";
// The label reader on its own, for /dev/test/label-ocr: the rows it hands over, as JSON.
import { useState } from "react";

import type { LabelRow } from "@/lib/scan/label-text";

import { LabelOcr } from "./label-ocr";

export function LabelOcrDemo() {
  const [rows, setRows] = useState<LabelRow[] | null>(null);
  return (
    <div className="mt-6 space-y-4">
      <LabelOcr onRows={setRows} />
      {rows ? (
        <pre data-testid="label-rows" className="overflow-x-auto rounded bg-slate-50 p-2 text-xs">
          {JSON.stringify(rows)}
        </pre>
      ) : null}
    </div>
  );
}
