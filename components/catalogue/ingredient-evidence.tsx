import { Link } from "@/components/ui/link";
import type { ProductIngredient } from "@/lib/catalogue/product-queries";

type EvidenceOf = Pick<ProductIngredient, "ingredientId" | "name" | "evidenceSummary" | "references"> & {
  slug?: string;
};

export type IngredientEvidenceProps = {
  ingredients: readonly EvidenceOf[];
  /** Open on the product's evidence page, where reading them is what the page is for. */
  open?: boolean;
};

const NO_EVIDENCE = "We have no evidence summary for these ingredients yet.";

const documentedOnly = <T extends EvidenceOf>(ingredients: readonly T[]) =>
  ingredients.filter((ingredient) => ingredient.evidenceSummary || ingredient.references.length > 0);

const evidenceAnchor = (slug: string) => `evidence-${slug}`;

/** One link for a long label: every ingredient's summary and references are on the product's evidence page. */
export function EvidenceLink({ ingredients, href }: { ingredients: readonly EvidenceOf[]; href: string }) {
  const documented = documentedOnly(ingredients);
  if (documented.length === 0) return <p className="text-slate-700">{NO_EVIDENCE}</p>;
  return (
    <p className="text-slate-700">
      {`A summary of the evidence, with our sources, for ${joinNames(documented.map((row) => row.name))}: `}
      <Link
        href={`${href}#evidence-heading`}
        className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        read what the evidence says
      </Link>
      .
    </p>
  );
}

const joinNames = (names: readonly string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;

export function IngredientEvidence({ ingredients, open = false }: IngredientEvidenceProps) {
  const documented = documentedOnly(ingredients);
  if (documented.length === 0) return <p className="text-slate-700">{NO_EVIDENCE}</p>;
  return (
    <div className="space-y-3">
      {documented.map((ingredient) => (
        <details
          key={ingredient.ingredientId}
          id={ingredient.slug && evidenceAnchor(ingredient.slug)}
          open={open}
          className="rounded-lg border border-slate-200 px-3 py-2"
        >
          <summary className="cursor-pointer py-3 font-semibold text-slate-900">{ingredient.name}</summary>
          {ingredient.evidenceSummary ? (
            <p className="mt-2 text-sm text-slate-700">{ingredient.evidenceSummary}</p>
          ) : null}
          {ingredient.references.length > 0 ? (
            <div className="mt-2 text-sm">
              <p className="font-medium text-slate-900">References</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-600">
                {ingredient.references.map((reference) => (
                  <li key={reference.url + reference.title}>
                    <a
                      href={reference.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="break-words text-brand-800 underline underline-offset-2 hover:text-brand-900"
                    >
                      {reference.title}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                    {reference.publisher ? ` — ${reference.publisher}` : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </details>
      ))}
    </div>
  );
}
