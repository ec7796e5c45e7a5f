// Shop shorthand and a misspelling too far from the word for the typo search ("vit d", "multivits", "tumeric"),
// read as the words the catalogue uses: by the server's search, the pickers' search in the browser and the assistant.
const READ_AS = new Map([
  ["vit", "vitamin"],
  ["vits", "vitamins"],
  ["multivit", "multivitamin"],
  ["multivits", "multivitamins"],
  ["tumeric", "turmeric"],
]);

export function readAsCatalogueWords(query: string): string {
  return query.replace(
    /\b(?:(?:multi)?vits?|tumeric)\b\.?/gi,
    (word) => READ_AS.get(word.toLowerCase().replace(/\.$/, "")) ?? word,
  );
}
