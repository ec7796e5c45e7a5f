type ProductComponent = "SupplementCard" | "AddToStack";

export type ProductReference = { component: ProductComponent; id: string };

export function productReferences(mdx: string): ProductReference[] {
  const references: ProductReference[] = [];
  for (const match of mdx.matchAll(/<(SupplementCard|AddToStack)\b([^>]*)>/g)) {
    const id = /\bid\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*"([^"]*)"\s*\})/.exec(match[2] ?? "");
    references.push({ component: match[1] as ProductComponent, id: id?.[1] ?? id?.[2] ?? id?.[3] ?? "" });
  }
  return references;
}
