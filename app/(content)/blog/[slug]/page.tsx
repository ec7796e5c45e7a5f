// /blog/{slug}: one article (SPEC.md §2 route table "Blog articles"): cover, author, dates, reading
// time, table of contents, the MDX body with live catalogue cards, FAQ, medical disclaimer, related
// articles, and Article / FAQPage / BreadcrumbList structured data.
//
// Rendered per request: the body's <SupplementCard> and <AddToStack> show live prices from the
// database, which the build does not have. The article itself comes from memory (contentlayer's
// generated data, compiled once per process) and is sent at once; each product streams in behind
// its own Suspense boundary.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";

import { FaqSection } from "@/components/blog/faq-section";
import { JsonLdScript } from "@/components/blog/json-ld-script";
import { MdxContent } from "@/components/blog/mdx-content";
import { MedicalDisclaimer } from "@/components/blog/medical-disclaimer";
import { PostCard } from "@/components/blog/post-card";
import { PostMeta } from "@/components/blog/post-meta";
import { TableOfContents } from "@/components/blog/table-of-contents";
import { articleBreadcrumbJsonLd, articleJsonLd, faqPageJsonLd } from "@/lib/blog/json-ld";
import { blogIndexHref, relatedPosts, tagSlug } from "@/lib/blog/listing";
import { getBlogPost, allBlogPosts, type BlogPost } from "@/lib/blog/posts";
import { serverEnv } from "@/lib/env";
import { SITE_LOCALE, SITE_NAME } from "@/lib/seo/site";

export const dynamic = "force-dynamic";

type ArticlePageProps = {
  params: Promise<{ slug: string }>;
};

const slugSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

async function postFrom(params: ArticlePageProps["params"]): Promise<BlogPost> {
  const parsed = slugSchema.safeParse((await params).slug);
  const post = parsed.success ? getBlogPost(parsed.data) : undefined;
  if (!post) notFound();
  return post;
}

const COVER = { width: 1200, height: 630 };

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const post = await postFrom(params);
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
      // images: the PNG of ./opengraph-image.tsx (social networks do not show the SVG covers).
    },
    twitter: { card: "summary_large_image", title: post.title, description: post.excerpt },
  };
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const post = await postFrom(params);
  const siteUrl = serverEnv().SITE_URL;
  const related = relatedPosts(post, allBlogPosts());
  const faqData = faqPageJsonLd(post.faq);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <JsonLdScript data={articleJsonLd(post, siteUrl)} />
      {faqData ? <JsonLdScript data={faqData} /> : null}
      <JsonLdScript data={articleBreadcrumbJsonLd(post, siteUrl)} />

      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" className="hover:text-brand-800 hover:underline">
              Home
            </Link>
            <span aria-hidden="true"> ›</span>
          </li>
          <li>
            <Link href="/blog" className="hover:text-brand-800 hover:underline">
              Blog
            </Link>
            <span aria-hidden="true"> ›</span>
          </li>
          <li aria-current="page" className="text-slate-800">
            {post.title}
          </li>
        </ol>
      </nav>

      <article className="mt-6">
        <header className="max-w-3xl">
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  href={blogIndexHref({ tag: tagSlug(tag), page: 1 })}
                  className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 hover:bg-brand-100"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg leading-8 text-slate-700">{post.excerpt}</p>
          <p className="mt-4 text-sm text-slate-700">
            By <span className="font-semibold text-slate-900">{post.author}</span>
          </p>
          <PostMeta
            datePublished={post.datePublished}
            dateModified={post.dateModified}
            readingMinutes={post.readingMinutes}
            className="mt-1 text-sm text-slate-600"
          />
        </header>

        {/* A plain <img>: covers are SVG (next/image would not optimise them) and it needs no client JS. */}
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
            <section aria-labelledby="next-steps-heading" className="mt-10 rounded-xl bg-brand-50 p-6">
              <h2 id="next-steps-heading" className="text-xl font-bold text-slate-900">
                Build your own stack
              </h2>
              <p className="mt-2 text-base text-slate-700">
                Compare UK prices, add products to a stack and check them for interactions with each other and
                with your medicines.
              </p>
              <div className="mt-4 flex flex-wrap gap-3 text-base">
                <Link
                  href="/browse"
                  className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  Browse supplements
                </Link>
                <Link
                  href="/interactions"
                  className="rounded-lg px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-white"
                >
                  Check interactions
                </Link>
              </div>
            </section>
          </div>
        </div>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-16 border-t border-slate-200 pt-10">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Related articles
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.slug}>
                <PostCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
