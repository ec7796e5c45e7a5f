// ISR (docs/architecture.md "Rendering and speed"): each article renders on its first visit, as its product
// cards need the database the build may not have, and regenerates at most every 10 minutes.
import type { Metadata } from "next";

import { ArticleNextSteps, RelatedArticles } from "@/components/blog/article-footer";
import { ArticleBreadcrumb, ArticleHeader } from "@/components/blog/article-header";
import { FaqSection } from "@/components/blog/faq-section";
import { JsonLdScript } from "@/components/blog/json-ld-script";
import { MdxContent } from "@/components/blog/mdx-content";
import { MedicalDisclaimer } from "@/components/blog/medical-disclaimer";
import { TableOfContents } from "@/components/blog/table-of-contents";
import { articleBreadcrumbJsonLd, articleJsonLd, faqPageJsonLd } from "@/lib/blog/json-ld";
import { relatedPosts } from "@/lib/blog/listing";
import { allBlogPosts } from "@/lib/blog/posts";
import { serverEnv } from "@/lib/env";
import { SITE_LOCALE, SITE_NAME } from "@/lib/seo/site";

import { articleFrom } from "./article";

export const revalidate = 600;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

const COVER = { width: 1200, height: 630 };

export async function generateMetadata({ params }: PageProps<"/blog/[slug]">): Promise<Metadata> {
  const post = await articleFrom(params);
  const url = `/blog/${post.slug}`;
  return {
    title: post.title,
    description: post.excerpt,
    authors: [{ name: post.author }],
    keywords: [...post.tags],
    alternates: { canonical: url, types: { "application/rss+xml": "/blog/rss.xml" } },
    openGraph: {
      type: "article",
      siteName: SITE_NAME,
      locale: SITE_LOCALE,
      url,
      title: post.title,
      description: post.excerpt,
      publishedTime: post.datePublished.toISOString(),
      modifiedTime: post.dateModified.toISOString(),
      authors: [post.author],
      tags: [...post.tags],
    },
    twitter: { card: "summary_large_image", title: post.title, description: post.excerpt },
  };
}

export default async function ArticlePage({ params }: PageProps<"/blog/[slug]">) {
  const post = await articleFrom(params);
  const siteUrl = serverEnv().SITE_URL;
  const faqData = faqPageJsonLd(post.faq);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <JsonLdScript data={articleJsonLd(post, siteUrl)} />
      {faqData ? <JsonLdScript data={faqData} /> : null}
      <JsonLdScript data={articleBreadcrumbJsonLd(post, siteUrl)} />
      <ArticleBreadcrumb title={post.title} />

      <article className="mt-6">
        <ArticleHeader post={post} />
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG covers, which next/image would not optimise; saves its client JS */}
        <img
          src={post.coverImage}
          alt={post.coverAlt}
          {...COVER}
          fetchPriority="high"
          decoding="async"
          className="mt-8 aspect-[1200/630] w-full rounded-xl bg-slate-100 object-cover"
        />
        <div className="mt-10 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
          <aside className="mb-8 lg:order-2 lg:mb-0">
            <div className="lg:sticky lg:top-24">
              <TableOfContents entries={post.toc} />
            </div>
          </aside>
          <div className="min-w-0 max-w-3xl text-base text-slate-800 sm:text-lg">
            <MdxContent code={post.body.code} />
            <FaqSection items={post.faq} />
            {post.hasDisclaimer ? null : <MedicalDisclaimer />}
            <ArticleNextSteps />
          </div>
        </div>
      </article>

      <RelatedArticles posts={relatedPosts(post, allBlogPosts())} />
    </div>
  );
}
