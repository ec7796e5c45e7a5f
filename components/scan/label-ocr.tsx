"use client";
// A photo of a supplement facts or nutrition panel becomes rows for a person to check and map
// (docs/scanning.md "Label OCR"). The reader and its data load on first use only.
import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { withRetry } from "@/lib/api/with-retry";
import type { LabelRow } from "@/lib/scan/label-text";

const loadReader = () => withRetry(() => import("./label-reader"));

const NO_ROWS_FOUND =
  "We could not find any ingredient lines in this photo. Try a sharper photo of the panel, taken straight on in good light.";
const OCR_FAILED = "The label reader could not be started. Check your connection and try again.";

export type LabelOcrProps = { onRows: (rows: LabelRow[]) => void; label?: string };

type Reading =
  | { state: "idle" }
  | { state: "reading"; progress: number }
  | { state: "done"; text: string; rows: LabelRow[] }
  | { state: "failed"; message: string };

function amountText(row: LabelRow): string {
  if (row.amount === null) return "Amount not read";
  return `${row.amount.toLocaleString("en-GB")}${row.unit ? ` ${row.unit}` : ""}`;
}

function LabelRows({ rows }: { rows: readonly LabelRow[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Ingredients read from the label</caption>
      <thead className="text-slate-600">
        <tr>
          <th className="py-1 pr-2 font-medium">On the label</th>
          <th className="py-1 pr-2 font-medium">Amount</th>
          <th className="py-1 font-medium">Catalogue ingredient</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row, index) => (
          <tr key={`${String(index)}-${row.name}`}>
            <td className="py-1 pr-2 text-slate-900">
              {row.name}
              {row.chemicalForm ? (
                <span className="block text-xs text-slate-600">as {row.chemicalForm}</span>
              ) : null}
            </td>
            <td className="py-1 pr-2">{amountText(row)}</td>
            <td className="py-1">
              {row.ingredientSlug ?? (
                <span className="font-medium text-amber-800">Not matched: map it by hand</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LabelOcr({ onRows, label = "Read the label from a photo" }: LabelOcrProps) {
  const [reading, setReading] = useState<Reading>({ state: "idle" });
  const photoInput = useRef<HTMLInputElement>(null);

  async function read(file: File) {
    setReading({ state: "reading", progress: 0 });
    try {
      const reader = await loadReader();
      const result = await reader.readLabel(file, (progress) => setReading({ state: "reading", progress }));
      setReading({ state: "done", ...result });
      onRows(result.rows);
    } catch {
      setReading({ state: "failed", message: OCR_FAILED });
    } finally {
      if (photoInput.current) photoInput.current.value = "";
    }
  }

  const busy = reading.state === "reading";
  return (
    <div className="space-y-3">
      <Button variant="outline" busy={busy} onClick={() => photoInput.current?.click()}>
        {busy ? "Reading the label…" : label}
      </Button>
      <input
        ref={photoInput}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Photo of the label"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void read(file);
        }}
      />
      {busy ? (
        <progress
          aria-label="Reading the label"
          value={Math.round(reading.progress * 100)}
          max={100}
          className="block h-2 w-full max-w-sm"
        />
      ) : null}
      <div role="status" aria-live="polite" className="space-y-2 empty:hidden">
        {reading.state === "failed" ? (
          <p className="text-sm font-medium text-red-800">{reading.message}</p>
        ) : null}
        {reading.state === "done" && reading.rows.length === 0 ? (
          <p className="text-sm font-medium text-red-800">{NO_ROWS_FOUND}</p>
        ) : null}
        {reading.state === "done" && reading.rows.length > 0 ? (
          <p className="text-sm text-slate-700">
            Read {reading.rows.length} {reading.rows.length === 1 ? "line" : "lines"}: check each against the
            label.
          </p>
        ) : null}
      </div>
      {reading.state === "done" && reading.rows.length > 0 ? <LabelRows rows={reading.rows} /> : null}
      {reading.state === "done" ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-700">Text read from the photo</summary>
          <pre className="mt-2 overflow-x-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">
            {reading.text}
          </pre>
        </details>
      ) : null}
    </div>
  );
}
