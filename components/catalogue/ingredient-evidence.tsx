import type { ProductIngredient } from "@/lib/catalogue/product-queries";

export type IngredientEvidenceProps = {
  ingredients: readonly Pick<ProductIngredient, "ingredientId" | "name" | "evidenceSummary" | "references">[];
};

export function IngredientEvidence({ ingredients }: IngredientEvidenceProps) {
  const documented = ingredients.filter(
    (ingredient) => ingredient.evidenceSummary || ingredient.references.length > 0,
  );
  if (documented.length === 0)
    return <p className="text-slate-700">We have no evidence summary for these ingredients yet.</p>;
  return (
    <div className="space-y-3">
      {documented.map((ingredient) => (
        <details key={ingredient.ingredientId} className="rounded-lg border border-slate-200 px-3 py-2">
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
