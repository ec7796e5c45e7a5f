// Quoted word for word from the GB register: the app never words a health claim of its own.
import type { ProductIngredient } from "@/lib/catalogue/product-queries";

export const NO_CLAIMS_MESSAGE = "No authorised health claims for this ingredient";

export type IngredientClaimsProps = {
  ingredients: readonly Pick<ProductIngredient, "ingredientId" | "name" | "claims">[];
};

export function IngredientClaims({ ingredients }: IngredientClaimsProps) {
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        Quoted word for word from the GB Nutrition and Health Claims register. A claim applies only when its
        conditions of use are met.
      </p>
      {ingredients.map((ingredient) => (
        <div key={ingredient.ingredientId}>
          <h3 className="font-semibold text-slate-900">{ingredient.name}</h3>
          {ingredient.claims.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{NO_CLAIMS_MESSAGE}</p>
          ) : (
            <ul className="mt-2 space-y-2" aria-label={`Authorised claims for ${ingredient.name}`}>
              {ingredient.claims.map((claim) => (
                <li key={claim.id} className="rounded-md border border-slate-200 px-3 py-2 text-sm">
                  <blockquote className="text-slate-900">{claim.claimText}</blockquote>
                  <details className="mt-1">
                    <summary className="cursor-pointer py-3 text-brand-800 underline-offset-2 hover:underline">
                      Conditions of use
                    </summary>
                    <p className="mt-1 text-slate-700">{claim.conditionsOfUse}</p>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
