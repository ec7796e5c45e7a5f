"use client";
// The scanned product and the builder's own addition check (POST /api/stacks/check), run as soon as it is found;
// "Add to stack" then goes through the same guarded path as every other addition.
import { CheckWarnings } from "@/components/stacks/check-warnings";
import { useGuardedAdd } from "@/components/stacks/guarded-add";
import { useStack } from "@/components/stacks/use-stack";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { apiPost } from "@/lib/api/fetch-client";
import { useQuery } from "@/lib/api/query-hooks";
import type { ScannedProduct } from "@/lib/catalogue/gtin";
import { productPath } from "@/lib/catalogue/product-paths";
import { formatPence } from "@/lib/catalogue/pricing";
import type { NewSupplementCheckResult } from "@/lib/interactions/types";
import { CHECK_VERDICT_LABELS, NOT_FULLY_CHECKED } from "@/lib/interactions/verdict";

type SessionStatus = "loading" | "authenticated" | "unauthenticated";

export type ScannedProductCheckProps = {
  product: ScannedProduct;
  gtin: string;
  sessionStatus: SessionStatus;
};

const VERDICT_STYLES: Record<NewSupplementCheckResult["results"]["verdict"], string> = {
  blocked: "border-red-300 bg-red-50 text-red-950",
  avoid: "border-orange-300 bg-orange-50 text-orange-950",
  caution: "border-amber-300 bg-amber-50 text-amber-950",
  not_fully_checked: "border-amber-300 bg-amber-50 text-amber-950",
  no_concerns: "border-slate-200 bg-slate-50 text-slate-900",
};

function useScanCheck(productId: string, signedIn: boolean, enabled: boolean) {
  const { items } = useStack();
  // Signed out there is no health profile, and a stack in this browser is not known to be theirs: checked alone.
  const existing = signedIn ? items.map((item) => item.supplement.id).filter((id) => id !== productId) : [];
  const check = useQuery({
    queryKey: ["stacks", "scan-check", { productId, existing, signedIn }],
    queryFn: ({ signal }) =>
      apiPost<NewSupplementCheckResult>(
        "/api/stacks/check",
        { newSupplementId: productId, existingSupplementIds: existing },
        { signal },
      ),
    enabled,
  });
  return { check, stackSize: existing.length };
}

function CheckedAgainst({ signedIn, stackSize }: { signedIn: boolean; stackSize: number }) {
  if (!signedIn) {
    return (
      <p className="text-sm text-slate-700">
        You are not signed in, so this product was checked on its own: not against a stack, your medicines or
        your conditions.{" "}
        <Link
          href="/login?callbackUrl=%2Fscan"
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          Sign in to check it against yours
        </Link>
        .
      </p>
    );
  }
  const stack =
    stackSize === 0
      ? "your stack (empty)"
      : `your stack (${String(stackSize)} ${stackSize === 1 ? "product" : "products"})`;
  return <p className="text-sm text-slate-700">Checked against {stack} and your health profile.</p>;
}

function CheckResult({ result }: { result: NewSupplementCheckResult["results"] }) {
  return (
    <div className="space-y-3">
      <p className={`rounded-md border px-3 py-2 text-base font-semibold ${VERDICT_STYLES[result.verdict]}`}>
        {CHECK_VERDICT_LABELS[result.verdict]}
      </p>
      {result.warnings.length > 0 ? <CheckWarnings warnings={result.warnings} /> : null}
      {result.notChecked.length > 0 ? (
        <div className="text-sm text-slate-800">
          <p className="font-medium">{NOT_FULLY_CHECKED}:</p>
          <ul className="ml-5 list-disc">
            {result.notChecked.map((item) => (
              <li key={`${item.kind}-${item.name}`}>{item.reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-xs text-slate-600">{result.disclaimer}</p>
    </div>
  );
}

export function ScannedProductCheck({ product, gtin, sessionStatus }: ScannedProductCheckProps) {
  const signedIn = sessionStatus === "authenticated";
  const { check, stackSize } = useScanCheck(product.id, signedIn, sessionStatus !== "loading");
  const { add, checkingId } = useGuardedAdd();
  const price = product.pricePence;
  return (
    <section
      aria-labelledby="scanned-product"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div>
        <p className="text-sm text-slate-600">
          {product.brand} · barcode {gtin.replace(/^0+(?=\d{8})/, "")}
        </p>
        <h2 id="scanned-product" className="text-xl font-semibold text-slate-900">
          <Link href={productPath(product.slug)} className="underline-offset-2 hover:underline">
            {product.name}
          </Link>
        </h2>
        <ul aria-label="Ingredients per serving" className="mt-2 text-sm text-slate-700">
          {product.ingredients.map((ingredient) => (
            <li key={ingredient.name}>
              {ingredient.name}: {ingredient.amount.toLocaleString("en-GB")} {ingredient.unit}
              {ingredient.chemicalForm ? ` (${ingredient.chemicalForm})` : ""}
            </li>
          ))}
        </ul>
        {product.labelComplete ? null : (
          <p className="mt-2 text-sm font-medium text-amber-900">
            Our catalogue lists only part of this label, so this product cannot be fully checked.
          </p>
        )}
      </div>
      <div aria-live="polite" className="space-y-3">
        <h3 className="text-base font-semibold text-slate-900">What the check found</h3>
        <CheckedAgainst signedIn={signedIn} stackSize={stackSize} />
        {check.data ? (
          <CheckResult result={check.data.results} />
        ) : check.isError ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            Unable to check supplement interactions. Nothing has been checked: please try again.
          </p>
        ) : (
          <p className="text-sm text-slate-700">Checking…</p>
        )}
      </div>
      <Button
        busy={checkingId === product.id}
        disabled={false}
        onClick={() =>
          add({
            id: product.id,
            slug: product.slug,
            name: product.name,
            brand: product.brand,
            pricePence: price,
          })
        }
      >
        Add to stack<span className="sr-only">: {product.name}</span>
      </Button>
      <p className="text-xs text-slate-600">
        {price === null
          ? "No UK retailer price yet: a stack leaves it out of the cost."
          : `From ${formatPence(price)}.`}
      </p>
    </section>
  );
}
