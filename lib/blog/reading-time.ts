// Reading time of an article from its MDX source: the words a reader reads, at an adult's average
// silent-reading speed for non-fiction (about 238 words a minute; Brysbaert 2019, "How many words do
// we read per minute?", Journal of Memory and Language 109), rounded up, and never less than a minute.
export const WORDS_PER_MINUTE = 238;

/** The MDX source reduced to the prose a reader sees (markup, component tags, URLs and code fences removed). */
export function readableText(mdx: string): string {
  return (
    mdx
      // ESM lines and MDX comments.
      .replace(/^\s*(import|export)\s.*$/gm, " ")
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      // Fence lines themselves (the code inside is read, so it stays).
      .replace(/^\s*(```|~~~).*$/gm, " ")
      // Images say nothing to a reader; links read as their text.
      .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      // JSX / HTML tags (self-closing components such as <SupplementCard id="…" /> included).
      .replace(/<\/?[A-Za-z][^>]*>/g, " ")
      .replace(/https?:\/\/\S+/g, " ")
      // Markdown punctuation: headings, emphasis, quotes, list markers, table pipes and rules.
      .replace(/[#>*_`|~]/g, " ")
      .replace(/^\s*([-+]|\d+\.)\s+/gm, " ")
      .replace(/^\s*-{3,}\s*$/gm, " ")
  );
}

/** Words in the readable text: runs of letters or digits (apostrophes and hyphens join a word). */
export function wordCount(mdx: string): number {
  return readableText(mdx).match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes, rounded up; at least 1. */
export function readingTimeMinutes(mdx: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(wordCount(mdx) / wordsPerMinute));
}
