import type { DictionaryIndex } from "@/lib/interactions/dictionary";
import { normaliseName, plainName } from "@/lib/interactions/names";
import { reactionsInMessage } from "@/lib/interactions/reactions";

import type { RetrievedDoc } from "./retrieve";

export function reactedSupplements(dictionary: DictionaryIndex, message: string): string[] {
  return [...new Set(reactionsInMessage(dictionary, message).flatMap((entry) => entry.names))];
}

const contains = (doc: RetrievedDoc, name: string) =>
  ` ${normaliseName(`${doc.title} ${doc.body}`)} `.includes(` ${plainName(name)} `);

/** A product with what the person reacts to is not offered to them, quoted or handed to a provider. */
export function withoutReacted(
  retrieved: readonly RetrievedDoc[],
  reacted: readonly string[],
): { kept: RetrievedDoc[]; note: string | null } {
  const left = new Set<string>();
  const kept = retrieved.filter((doc) => {
    const found = doc.kind === "product" ? reacted.filter((name) => contains(doc, name)) : [];
    for (const name of found) left.add(name);
    return found.length === 0;
  });
  if (left.size === 0) return { kept, note: null };
  const names = [...left];
  const last = names.pop() ?? "";
  const listed = names.length === 0 ? last : `${names.join(", ")} or ${last}`;
  const said = names.length === 0 ? "it disagrees" : "they disagree";
  return {
    kept,
    note: `Products containing ${listed} are left out of this answer, as you said ${said} with you.`,
  };
}
