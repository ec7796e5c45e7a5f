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
            <ClaimList name={ingredient.name} claims={ingredient.claims} />
          )}
        </div>
      ))}
    </div>
  );
}

type Claim = ProductIngredient["claims"][number];

function Conditions({ text, label = "Conditions of use" }: { text: string; label?: string }) {
  return (
    <details className="mt-1">
      <summary className="cursor-pointer py-3 text-brand-800 underline-offset-2 hover:underline">
        {label}
      </summary>
      <p className="mt-1 text-slate-700">{text}</p>
    </details>
  );
}

/** Most of a nutrient's claims share one condition of use: it is then shown once, under the list. */
function ClaimList({ name, claims }: { name: string; claims: readonly Claim[] }) {
  const first = claims[0]?.conditionsOfUse;
  const shared =
    first !== undefined && claims.length > 1 && claims.every((claim) => claim.conditionsOfUse === first)
      ? first
      : null;
  return (
    <>
      <ul className="mt-2 space-y-2" aria-label={`Authorised claims for ${name}`}>
        {claims.map((claim) => (
          <li key={claim.id} className="rounded-md border border-slate-200 px-3 py-2 text-sm">
            <blockquote className="text-slate-900">{claim.claimText}</blockquote>
            {shared === null ? <Conditions text={claim.conditionsOfUse} /> : null}
          </li>
        ))}
      </ul>
      {shared !== null ? (
        <div className="mt-1 text-sm">
          <Conditions text={shared} label={`Conditions of use (the same for all ${String(claims.length)})`} />
        </div>
      ) : null}
    </>
  );
}
