import { headingText, tableOfContents } from "@/lib/blog/toc";

describe("tableOfContents", () => {
  it("lists h2 and h3 headings in order with rehype-slug's ids", () => {
    const mdx = [
      "# Title",
      "",
      "## What is vitamin D?",
      "text",
      "### Sources in food",
      "#### Too deep",
      "## Dosage & timing (UK)",
    ].join("\n");
    expect(tableOfContents(mdx)).toEqual([
      { depth: 2, text: "What is vitamin D?", id: "what-is-vitamin-d" },
      { depth: 3, text: "Sources in food", id: "sources-in-food" },
      { depth: 2, text: "Dosage & timing (UK)", id: "dosage--timing-uk" },
    ]);
  });

  it("numbers repeated headings across all levels, as rehype-slug does", () => {
    const mdx = ["## Summary", "#### Summary", "### Summary"].join("\n");
    expect(tableOfContents(mdx).map((entry) => entry.id)).toEqual(["summary", "summary-2"]);
  });

  it("reads the text of inline markup in a heading", () => {
    expect(tableOfContents("## The **UK** advice on [vitamin D](https://www.nhs.uk) and `IU`")).toEqual([
      { depth: 2, text: "The UK advice on vitamin D and IU", id: "the-uk-advice-on-vitamin-d-and-iu" },
    ]);
  });

  it("ignores headings inside fenced code and closing hashes", () => {
    const mdx = ["```md", "## Not a heading", "```", "~~~", "### Nor this", "~~~", "## Real one ##"].join(
      "\n",
    );
    expect(tableOfContents(mdx)).toEqual([{ depth: 2, text: "Real one", id: "real-one" }]);
  });

  it("is empty without headings", () => {
    expect(tableOfContents("Just a paragraph.\n\n<MedicalDisclaimer />")).toEqual([]);
  });

  it("does not take a hash without a space for a heading", () => {
    expect(tableOfContents("##NoSpace\n#hashtag")).toEqual([]);
  });
});

describe("headingText", () => {
  it("drops JSX tags and emphasis markers", () => {
    expect(headingText("Creatine <abbr>HCl</abbr> vs *monohydrate*")).toBe("Creatine HCl vs monohydrate");
  });
});
