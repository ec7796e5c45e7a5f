import { Link } from "@/components/ui/link";

import { PostMeta } from "@/components/blog/post-meta";
import { blogIndexHref, tagSlug } from "@/lib/blog/listing";
import type { BlogPost } from "@/lib/blog/posts";

export function ArticleBreadcrumb({ title }: { title: string }) {
  return (
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
          {title}
        </li>
      </ol>
    </nav>
  );
}

export function ArticleHeader({ post }: { post: BlogPost }) {
  return (
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
  );
}
