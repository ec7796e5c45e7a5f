"use client";
// Scan to check (docs/scanning.md "Scan to check"): a barcode finds the product, and the check the builder runs
// before every addition runs at once against the signed-in person's stack and health profile.
import { useState } from "react";

import { useSession } from "@/components/auth/session";
import { useQuery } from "@/lib/api/query-hooks";
import { queryKeys } from "@/lib/api/query-keys";
import type { ScannedProduct } from "@/lib/catalogue/gtin";
import { isClientError } from "@/lib/errors/client-error";

import { BarcodeInput } from "./barcode-input";
import { ScannedProductCheck } from "./scanned-product-check";
import { UnknownBarcode } from "./unknown-barcode";

type ByGtinAnswer = { gtin: string; product: ScannedProduct };

function ScanResult({ gtin }: { gtin: string }) {
  const lookup = useQuery<ByGtinAnswer>({ queryKey: queryKeys.supplements.byGtin(gtin) });
  const { status } = useSession();
  if (lookup.isPending) return <p className="text-sm text-slate-700">Looking up barcode {gtin}…</p>;
  if (lookup.isError) {
    const unknown = isClientError(lookup.error) && lookup.error.code === "SUPPLEMENT_NOT_FOUND";
    return unknown ? (
      <UnknownBarcode gtin={gtin} />
    ) : (
      <p role="alert" className="text-sm font-medium text-red-800">
        We could not look this barcode up just now. Please try again.
      </p>
    );
  }
  return <ScannedProductCheck product={lookup.data.product} gtin={gtin} sessionStatus={status} />;
}

export function ScanToCheck() {
  const [gtin, setGtin] = useState<string | null>(null);
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="scan-barcode"
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="scan-barcode" className="mb-3 text-lg font-semibold text-slate-900">
          Scan the barcode
        </h2>
        <BarcodeInput onCode={setGtin} />
      </section>
      {gtin ? <ScanResult key={gtin} gtin={gtin} /> : null}
    </div>
  );
}
