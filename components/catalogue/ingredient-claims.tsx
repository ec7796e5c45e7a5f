// Quoted word for word from the GB register: the app never words a health claim of its own.
import { Link } from "@/components/ui/link";
import type { ProductIngredient } from "@/lib/catalogue/product-queries";

export const NO_CLAIMS_MESSAGE = "No authorised health claims for this ingredient";

/** More than this and a product page lists each ingredient's count; the claims are on the product's evidence page. */
export const CLAIMS_SHOWN_INLINE = 20;

type ClaimsOf = Pick<ProductIngredient, "ingredientId" | "slug" | "name" | "claims">;

export type IngredientClaimsProps = { ingredients: readonly ClaimsOf[] };

export const claimCount = (ingredients: readonly Pick<ProductIngredient, "claims">[]): number =>
  ingredients.reduce((total, ingredient) => total + ingredient.claims.length, 0);

const claimsAnchor = (slug: string) => `claims-${slug}`;

function RegisterNote() {
  return (
    <p className="text-sm text-slate-700">
      Quoted word for word from the GB Nutrition and Health Claims register. A claim applies only when its
      conditions of use are met.
    </p>
  );
}

export function ClaimsSummary({ ingredients, href }: IngredientClaimsProps & { href: string }) {
  const total = claimCount(ingredients);
  return (
    <div className="space-y-4">
      <RegisterNote />
      <ul className="grid gap-x-6 text-sm sm:grid-cols-2" aria-label="Authorised claims by ingredient">
        {ingredients.map(({ ingredientId, slug, name, claims }) => (
          <li key={ingredientId}>
            {claims.length === 0 ? (
              `${name}: no authorised claims`
            ) : (
              <Link
                href={`${href}#${claimsAnchor(slug)}`}
                className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {`${name}: ${String(claims.length)} ${claims.length === 1 ? "claim" : "claims"}`}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <Link
        href={href}
        className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        {`Read all ${String(total)} claims, with their conditions of use`}
      </Link>
    </div>
  );
}

export function IngredientClaims({ ingredients }: IngredientClaimsProps) {
  return (
    <div className="space-y-6">
      <RegisterNote />
      {ingredients.map((ingredient) => (
        <div key={ingredient.ingredientId} id={claimsAnchor(ingredient.slug)}>
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

// The register repeats a condition with and without its closing full stop: compared without it.
const sameCondition = (text: string) => text.trim().replace(/[\s.]+$/, "");

/** The condition most of the claims share, if two or more do: it is then shown once, under the list. */
function sharedCondition(claims: readonly Claim[]): { text: string; key: string; count: number } | null {
  const counts = new Map<string, { text: string; count: number }>();
  for (const claim of claims) {
    const key = sameCondition(claim.conditionsOfUse);
    const entry = counts.get(key) ?? { text: claim.conditionsOfUse, count: 0 };
    counts.set(key, { ...entry, count: entry.count + 1 });
  }
  const [key, most] = [...counts].sort((a, b) => b[1].count - a[1].count)[0] ?? [];
  return key !== undefined && most && most.count > 1 ? { key, ...most } : null;
}

function ClaimList({ name, claims }: { name: string; claims: readonly Claim[] }) {
  const shared = sharedCondition(claims);
  const label =
    shared?.count === claims.length
      ? `Conditions of use (the same for all ${String(claims.length)})`
      : `Conditions of use (the same for the other ${String(shared?.count)})`;
  return (
    <>
      <ul className="mt-2 space-y-2" aria-label={`Authorised claims for ${name}`}>
        {claims.map((claim) => (
          <li key={claim.id} className="rounded-md border border-slate-200 px-3 py-2 text-sm">
            <blockquote className="text-slate-900">{claim.claimText}</blockquote>
            {shared?.key === sameCondition(claim.conditionsOfUse) ? null : (
              <Conditions text={claim.conditionsOfUse} />
            )}
          </li>
        ))}
      </ul>
      {shared ? (
        <div className="mt-1 text-sm">
          <Conditions text={shared.text} label={label} />
        </div>
      ) : null}
    </>
  );
}
