import type { Metadata } from "next";

import { ScanToCheck } from "@/components/scan/scan-to-check";

export const metadata: Metadata = {
  title: "Scan a product",
  description:
    "Scan a supplement's barcode with your phone's camera, or from a photo, and check it at once against your stack and health profile. Educational only, not medical advice.",
  alternates: { canonical: "/scan" },
};

export default function ScanPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Scan a product</h1>
      <p className="mt-3 text-slate-700">
        Scan the barcode on a supplement, in a shop or at home, and we check it straight away against your
        stack and your health profile, as the builder does before adding anything. Educational only: talk to
        your pharmacist or GP before you start a supplement.
      </p>
      <div className="mt-6">
        <ScanToCheck />
      </div>
    </div>
  );
}
