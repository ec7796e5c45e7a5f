import type { Metadata } from "next";

import { LabelOcrDemo } from "@/components/scan/label-ocr-demo";

export const metadata: Metadata = { title: "Label OCR test" };

export default function LabelOcrTestPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Label OCR test</h1>
      <LabelOcrDemo />
    </div>
  );
}
