// rehype-slug numbers repeated headings across all levels in document order (github-slugger), so every
// heading is slugged here and only h2/h3 are kept.
import GithubSlugger from "github-slugger";

export type TocEntry = { depth: 2 | 3; text: string; id: string };

export function headingText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<\/?[A-Za-z][^>]*>/g, "")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(\*|_)(.+?)\1/g, "$2")
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

export function tableOfContents(mdx: string): TocEntry[] {
  const slugger = new GithubSlugger();
  const entries: TocEntry[] = [];
  let fence: string | null = null;
  for (const line of mdx.split(/\r?\n/)) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading?.[1] || heading[2] === undefined) continue;
    const text = headingText(heading[2]);
    if (!text) continue;
    const id = slugger.slug(text);
    const depth = heading[1].length;
    if (depth === 2 || depth === 3) entries.push({ depth, text, id });
  }
  return entries;
}
