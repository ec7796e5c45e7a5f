import { frontMatterProblems, postFrontMatterSchema } from "@/lib/blog/front-matter";
import { productReferences } from "@/lib/blog/mdx-references";

const valid = {
  slug: "creatine-complete-guide",
  title: "Creatine: the complete guide",
  excerpt: "What creatine is and what the studies show.",
  datePublished: "2026-11-01T00:00:00Z",
  dateModified: "2026-11-02T00:00:00Z",
  author: "Editorial team",
  tags: ["creatine"],
  coverImage: "/blog/covers/creatine-complete-guide.svg",
  coverAlt: "A scoop of white powder",
};

describe("postFrontMatterSchema", () => {
  it("accepts a complete front-matter and defaults faq to none", () => {
    const parsed = postFrontMatterSchema.parse(valid);
    expect(parsed.faq).toEqual([]);
    expect(parsed.datePublished).toEqual(new Date("2026-11-01T00:00:00Z"));
  });

  it.each([
    ["an empty title", { title: "  " }, "title"],
    ["a cover outside /blog/covers/", { coverImage: "https://cdn.example.com/x.svg" }, "coverImage"],
    ["a cover path that climbs out", { coverImage: "/blog/covers/../secret.svg" }, "coverImage"],
    ["a date that is not a date", { datePublished: "next Tuesday" }, "datePublished"],
    ["a modification before publication", { dateModified: "2026-10-01T00:00:00Z" }, "dateModified"],
    ["no tags", { tags: [] }, "tags"],
    ["an FAQ item without an answer", { faq: [{ question: "Why?" }] }, "faq.0.answer"],
    ["a file name with capitals", { slug: "Creatine_Guide" }, "slug"],
  ])("rejects %s", (_, change, field) => {
    const problems = frontMatterProblems([{ file: "blog/x.mdx", ...valid, ...change }]);
    expect(problems.map((problem) => problem.field)).toContain(field);
    expect(problems.every((problem) => problem.file === "blog/x.mdx")).toBe(true);
  });
});

describe("productReferences", () => {
  it("finds SupplementCard and AddToStack ids in any quoting", () => {
    const mdx = [
      '<SupplementCard id="a-product" />',
      "Text <AddToStack id='b-product'/> more",
      '<SupplementCard id={"c-product"} />',
      "<SupplementCard />",
      '<Callout title="x">not a product</Callout>',
    ].join("\n");
    expect(productReferences(mdx)).toEqual([
      { component: "SupplementCard", id: "a-product" },
      { component: "AddToStack", id: "b-product" },
      { component: "SupplementCard", id: "c-product" },
      { component: "SupplementCard", id: "" },
    ]);
  });
});
