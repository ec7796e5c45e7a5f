// Shop shorthand and a misspelling too far from the word for the typo search ("vit d", "multivits", "tumeric"),
// and "St John's wart", read as the words the catalogue uses: by the server's search, the pickers' search in the browser and the assistant.
const READ_AS = new Map([
  ["vit", "vitamin"],
  ["vits", "vitamins"],
  ["multivit", "multivitamin"],
  ["multivits", "multivitamins"],
  ["tumeric", "turmeric"],
]);

export function readAsCatalogueWords(query: string): string {
  return query
    .replace(
      /\b(?:(?:multi)?vits?|tumeric)\b\.?/gi,
      (word) => READ_AS.get(word.toLowerCase().replace(/\.$/, "")) ?? word,
    )
    .replace(/\b(john['’]?s\s+)wart\b/gi, "$1wort");
}
