import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { BlogPagination } from "@/components/blog/blog-pagination";
import { PostCard } from "@/components/blog/post-card";
import { TagFilter } from "@/components/blog/tag-filter";
import { blogIndexHref, hasTag, paginate, parseBlogIndexParams, tagSummaries } from "@/lib/blog/listing";
import { allBlogPosts } from "@/lib/blog/posts";
import { SITE_LOCALE, SITE_NAME } from "@/lib/seo/site";

const DESCRIPTION =
  "Evidence-based articles on supplements, training and recovery for UK adults, with references, UK prices " +
  "for the products mentioned and links to build your own stack. Educational only, not medical advice.";

async function indexView(searchParams: PageProps<"/blog">["searchParams"]) {
  const posts = allBlogPosts();
  const tags = tagSummaries(posts);
  const params = parseBlogIndexParams(await searchParams, new Set(tags.map((tag) => tag.slug)));
  const filtered = params.tag ? posts.filter((post) => hasTag(post, params.tag ?? "")) : posts;
  const page = paginate(filtered, params.page);
  return { tags, tag: params.tag, page, currentTag: tags.find((tag) => tag.slug === params.tag) ?? null };
}

export async function generateMetadata({ searchParams }: PageProps<"/blog">): Promise<Metadata> {
  const { tag, page, currentTag } = await indexView(searchParams);
  const title = currentTag ? `Blog: ${currentTag.label}` : "Blog";
  const canonical = blogIndexHref({ tag, page: page.page });
  return {
    title: page.page > 1 ? `${title} (page ${page.page})` : title,
    description: DESCRIPTION,
    alternates: { canonical, types: { "application/rss+xml": "/blog/rss.xml" } },
    openGraph: {
      type: "website",
      siteName: SITE_NAME,
      locale: SITE_LOCALE,
      title,
      description: DESCRIPTION,
      url: canonical,
    },
  };
}

export default async function BlogIndexPage({ searchParams }: PageProps<"/blog">) {
  const { tags, tag, page, currentTag } = await indexView(searchParams);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {currentTag ? `Articles tagged ‘${currentTag.label}’` : "Supplement and fitness blog"}
          </h1>
          <p className="mt-4 max-w-3xl text-slate-700">
            Plain-English guides to supplements, training and recovery, with their sources. Educational only:
            speak to your GP or pharmacist before starting a supplement.
          </p>
        </div>
        <a
          href="/blog/rss.xml"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          RSS feed
        </a>
      </div>

      <div className="mt-8">
        <TagFilter tags={tags} current={tag} />
      </div>

      <section aria-labelledby="blog-articles-heading" className="mt-8">
        <h2 id="blog-articles-heading" className="sr-only">
          Articles
        </h2>
        {page.items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="font-semibold text-slate-900">No articles yet</p>
            <p className="mt-2 text-slate-700">
              {tag ? (
                <>
                  Nothing is tagged with this yet.{" "}
                  <Link href="/blog" className="font-semibold text-brand-800 underline">
                    See all articles
                  </Link>
                  .
                </>
              ) : (
                <>
                  New articles are on their way. Meanwhile,{" "}
                  <Link href="/browse" className="font-semibold text-brand-800 underline">
                    browse supplements
                  </Link>
                  .
                </>
              )}
            </p>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-700">
              {page.total} {page.total === 1 ? "article" : "articles"}
              {page.pageCount > 1 ? `, page ${page.page} of ${page.pageCount}` : ""}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {page.items.map((post, index) => (
                <li key={post.slug}>
                  <PostCard post={post} priority={index < 3} />
                </li>
              ))}
            </ul>
          </>
        )}
        <BlogPagination tag={tag} page={page.page} pageCount={page.pageCount} />
      </section>
    </div>
  );
}
