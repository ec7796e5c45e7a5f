import { Link } from "@/components/ui/link";

import { CARD_LINK_CLASS } from "@/components/ui/card";
import { blogIndexHref, tagSlug } from "@/lib/blog/listing";
import type { BlogPost } from "@/lib/blog/posts";

import { PostMeta } from "./post-meta";

export type PostCardProps = {
  post: Pick<
    BlogPost,
    "slug" | "title" | "excerpt" | "coverImage" | "tags" | "datePublished" | "readingMinutes"
  >;
  headingLevel?: 2 | 3;
  priority?: boolean;
};

export function PostCard({ post, headingLevel = 2, priority = false }: PostCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition-colors focus-within:border-brand-500 hover:border-brand-500">
      {/* eslint-disable-next-line @next/next/no-img-element -- covers are SVG, which next/image would not optimise, and a plain <img> saves next/image's client JS */}
      <img
        src={post.coverImage}
        alt=""
        width={1200}
        height={630}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className="aspect-[1200/630] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <PostMeta
          datePublished={post.datePublished}
          readingMinutes={post.readingMinutes}
          className="text-sm text-slate-600"
        />
        <Heading className="mt-2 text-lg font-semibold text-slate-900">
          <Link href={`/blog/${post.slug}`} className={CARD_LINK_CLASS}>
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 text-sm leading-6 text-slate-700">{post.excerpt}</p>
        <ul aria-label="Tags" className="relative z-10 mt-auto flex flex-wrap gap-2 pt-4">
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
      </div>
    </article>
  );
}
