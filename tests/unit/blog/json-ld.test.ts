import { articleBreadcrumbJsonLd, articleJsonLd, faqPageJsonLd } from "@/lib/blog/json-ld";
import type { PostFrontMatter } from "@/lib/blog/front-matter";

const post: PostFrontMatter = {
  slug: "vitamin-d3-winter-essential",
  title: "Vitamin D3 in winter",
  excerpt: "Why the UK advice changes between October and March.",
  datePublished: new Date("2026-10-01T00:00:00Z"),
  dateModified: new Date("2026-11-01T00:00:00Z"),
  author: "Editorial team",
  tags: ["vitamin-d", "winter"],
  coverImage: "/blog/covers/vitamin-d3-winter-essential.svg",
  coverAlt: "A sun behind clouds",
  faq: [{ question: "How much?", answer: "10 micrograms a day." }],
};
const SITE = "https://stack.example.co.uk";

describe("articleJsonLd", () => {
  it("describes the article with absolute URLs, dates, author and publisher", () => {
    expect(articleJsonLd(post, SITE)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Vitamin D3 in winter",
      image: ["https://stack.example.co.uk/blog/covers/vitamin-d3-winter-essential.svg"],
      datePublished: "2026-10-01T00:00:00.000Z",
      dateModified: "2026-11-01T00:00:00.000Z",
      author: { "@type": "Person", name: "Editorial team" },
      publisher: {
        "@type": "Organization",
        name: "Smart Supplement Stack Builder UK",
        logo: { "@type": "ImageObject", url: "https://stack.example.co.uk/icons/icon-512.png" },
      },
      mainEntityOfPage: {
        "@type": "WebPage",
        "@id": "https://stack.example.co.uk/blog/vitamin-d3-winter-essential",
      },
    });
  });
});

describe("faqPageJsonLd", () => {
  it("lists each question with its answer", () => {
    expect(faqPageJsonLd(post.faq)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "How much?",
          acceptedAnswer: { "@type": "Answer", text: "10 micrograms a day." },
        },
      ],
    });
  });

  it("is null without questions", () => {
    expect(faqPageJsonLd([])).toBeNull();
  });
});

describe("articleBreadcrumbJsonLd", () => {
  it("is Home › Blog › Article", () => {
    const data = articleBreadcrumbJsonLd(post, SITE) as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(data.itemListElement.map(({ position, name, item }) => [position, name, item])).toEqual([
      [1, "Home", "https://stack.example.co.uk/"],
      [2, "Blog", "https://stack.example.co.uk/blog"],
      [3, "Vitamin D3 in winter", "https://stack.example.co.uk/blog/vitamin-d3-winter-essential"],
    ]);
  });
});
