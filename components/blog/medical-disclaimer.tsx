import { PRODUCT_DISCLAIMER } from "@/components/catalogue/product-disclaimer";

const linkClass = "font-semibold text-amber-950 underline underline-offset-2 hover:text-slate-950";

export function MedicalDisclaimer() {
  return (
    <aside
      aria-label="Medical disclaimer"
      className="my-8 rounded-xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950"
    >
      <p className="font-semibold">Medical disclaimer</p>
      <p className="mt-2">{PRODUCT_DISCLAIMER}</p>
      <p className="mt-2">
        For urgent medical advice use{" "}
        <a href="https://111.nhs.uk/" target="_blank" rel="noopener noreferrer" className={linkClass}>
          NHS 111 online<span className="sr-only"> (opens in a new tab)</span>
        </a>{" "}
        or{" "}
        <a href="tel:111" className={linkClass}>
          call NHS 111
        </a>
        . In an emergency{" "}
        <a href="tel:999" className={linkClass}>
          call 999
        </a>
        .
      </p>
    </aside>
  );
}
