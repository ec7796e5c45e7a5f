// Shop shorthand and misspellings too far from the word for the typo search ("vit d", "multivits", "tumeric",
// "St John's wart"), read as the catalogue's words by the server's search, the pickers and the assistant.
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
