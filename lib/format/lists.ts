/** "fish, milk and soya"; `last` "or" for choices. */
export function listed(names: readonly string[], last = "and"): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} ${last} ${names.at(-1) ?? ""}`;
}
