import { readableText, readingTimeMinutes, wordCount, WORDS_PER_MINUTE } from "@/lib/blog/reading-time";

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

describe("wordCount", () => {
  it("counts the prose, not the markup", () => {
    const mdx = [
      "## A heading here",
      "",
      "Some **bold** and _italic_ text with a [link to NHS](https://www.nhs.uk/vitamins).",
      "",
      '<SupplementCard id="vitabiotics-ultra-vitamin-d-1000-iu-96" />',
      "<MedicalDisclaimer />",
      "",
      "![a chart](/blog/chart.png)",
      "- one item",
      "1. first step",
      "| a | b |",
      "{/* an MDX comment with many words in it */}",
    ].join("\n");
    // A heading here (3) + Some bold and italic text with a link to NHS (10) + one item (2) + first step (2) + a b (2)
    expect(wordCount(mdx)).toBe(19);
  });

  it("keeps hyphenated words and contractions as one word", () => {
    expect(wordCount("High-intensity training isn't magic; it’s hard work.")).toBe(7);
  });

  it("ignores import/export lines and bare URLs", () => {
    expect(readableText('import x from "y"\nSee https://example.com/a-b-c now')).not.toMatch(
      /import|example/,
    );
    expect(wordCount('import x from "y"\nSee https://example.com/a-b-c now')).toBe(2);
  });
});

describe("readingTimeMinutes", () => {
  it("is at least one minute, even for an empty body", () => {
    expect(readingTimeMinutes("")).toBe(1);
    expect(readingTimeMinutes("Short.")).toBe(1);
  });

  it("rounds up to whole minutes at the reading speed", () => {
    expect(readingTimeMinutes(words(WORDS_PER_MINUTE))).toBe(1);
    expect(readingTimeMinutes(words(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingTimeMinutes(words(WORDS_PER_MINUTE * 7))).toBe(7);
  });

  it("takes another reading speed", () => {
    expect(readingTimeMinutes(words(300), 100)).toBe(3);
  });
});
