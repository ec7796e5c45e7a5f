// About 238 words a minute, adults' silent reading of non-fiction: Brysbaert 2019, "How many words do
// we read per minute?", Journal of Memory and Language 109.
export const WORDS_PER_MINUTE = 238;

export function readableText(mdx: string): string {
  return (
    mdx
      .replace(/^\s*(import|export)\s.*$/gm, " ")
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      // Fence lines only: the code inside is read, so it stays.
      .replace(/^\s*(```|~~~).*$/gm, " ")
      // Images say nothing to a reader; links read as their text.
      .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/<\/?[A-Za-z][^>]*>/g, " ")
      .replace(/https?:\/\/\S+/g, " ")
      .replace(/[#>*_`|~]/g, " ")
      .replace(/^\s*([-+]|\d+\.)\s+/gm, " ")
      .replace(/^\s*-{3,}\s*$/gm, " ")
  );
}

export function wordCount(mdx: string): number {
  return readableText(mdx).match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

export function readingTimeMinutes(mdx: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(wordCount(mdx) / wordsPerMinute));
}
