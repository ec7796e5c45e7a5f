// GET /blog/rss.xml – RSS 2.0 feed of every article (lib/blog/rss.ts), links absolute from SITE_URL.
import { allBlogPosts } from "@/lib/blog/posts";
import { rssFeed } from "@/lib/blog/rss";
import { serverEnv } from "@/lib/env";
import { absoluteUrl, SITE_NAME } from "@/lib/seo/site";

// SITE_URL is read at request time (the deployed origin), not baked in at build time.
export const dynamic = "force-dynamic";

export function GET(): Response {
  const siteUrl = serverEnv().SITE_URL;
  const xml = rssFeed({
    title: `${SITE_NAME} blog`,
    link: absoluteUrl(siteUrl, "/blog"),
    feedUrl: absoluteUrl(siteUrl, "/blog/rss.xml"),
    description: "Evidence-based articles on supplements, training and recovery for UK adults.",
    language: "en-gb",
    items: allBlogPosts().map((post) => ({
      title: post.title,
      link: absoluteUrl(siteUrl, `/blog/${post.slug}`),
      description: post.excerpt,
      pubDate: post.datePublished,
      categories: [...post.tags],
      author: post.author,
    })),
  });
  return new Response(xml, {
    headers: {
      "content-type": "application/rss+xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
