import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";

export function UnknownBarcode({ gtin }: { gtin: string }) {
  return (
    <section
      aria-labelledby="unknown-barcode"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-6"
    >
      <h2 id="unknown-barcode" className="text-lg font-semibold">
        We could not check this product
      </h2>
      <p className="text-sm">
        No product in our catalogue has the barcode {gtin.replace(/^0+(?=\d{8})/, "")}, so nothing about it
        has been checked: not its ingredients, not how it goes with your stack or your medicines. Ask your
        pharmacist before you take it.
      </p>
      <Link
        href={`/products/suggest?gtin=${encodeURIComponent(gtin)}`}
        className={buttonVariants({ variant: "secondary" })}
      >
        Suggest this product
      </Link>
    </section>
  );
}
