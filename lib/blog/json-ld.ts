import { absoluteUrl, LOGO_PATH, SITE_NAME } from "@/lib/seo/site";

import type { FaqItem, PostFrontMatter } from "./front-matter";

type JsonLd = Record<string, unknown>;

export function articleJsonLd(post: PostFrontMatter, siteUrl: string): JsonLd {
  const url = absoluteUrl(siteUrl, `/blog/${post.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(siteUrl, post.coverImage)],
    datePublished: post.datePublished.toISOString(),
    dateModified: post.dateModified.toISOString(),
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      name: SITE_NAME,
      url: absoluteUrl(siteUrl, "/"),
      logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, LOGO_PATH) },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    keywords: post.tags.join(", "),
    inLanguage: "en-GB",
  };
}

// An empty FAQPage is invalid structured data.
export function faqPageJsonLd(faq: readonly FaqItem[]): JsonLd | null {
  if (faq.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function articleBreadcrumbJsonLd(
  post: Pick<PostFrontMatter, "slug" | "title">,
  siteUrl: string,
): JsonLd {
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    { name: post.title, path: `/blog/${post.slug}` },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
