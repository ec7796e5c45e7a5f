// The catalogue products an article's MDX names in <SupplementCard id="…" /> and <AddToStack id="…" />.
// tests/unit/blog/article-products.test.ts checks each against the shipped catalogue, because an
// unknown product renders nothing on the page rather than failing it.
type ProductComponent = "SupplementCard" | "AddToStack";

export type ProductReference = { component: ProductComponent; id: string };

/** Every product reference in the source, in order (`id` given as a string literal, in either quote). */
export function productReferences(mdx: string): ProductReference[] {
  const references: ProductReference[] = [];
  for (const match of mdx.matchAll(/<(SupplementCard|AddToStack)\b([^>]*)>/g)) {
    const id = /\bid\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*"([^"]*)"\s*\})/.exec(match[2] ?? "");
    references.push({ component: match[1] as ProductComponent, id: id?.[1] ?? id?.[2] ?? id?.[3] ?? "" });
  }
  return references;
}
