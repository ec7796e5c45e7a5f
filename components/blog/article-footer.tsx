import { Link } from "@/components/ui/link";

import { PostCard } from "@/components/blog/post-card";
import type { BlogPost } from "@/lib/blog/posts";

export function ArticleNextSteps() {
  return (
    <section aria-labelledby="next-steps-heading" className="mt-10 rounded-xl bg-brand-50 p-6">
      <h2 id="next-steps-heading" className="text-xl font-bold text-slate-900">
        Build your own stack
      </h2>
      <p className="mt-2 text-base text-slate-700">
        Compare UK prices, add products to a stack and check them for interactions with each other and with
        your medicines.
      </p>
      <div className="mt-4 flex flex-wrap gap-3 text-base">
        <Link
          href="/browse"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Browse supplements
        </Link>
        <Link
          href="/interactions"
          className="inline-flex min-h-11 items-center rounded-lg px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-white"
        >
          Check interactions
        </Link>
      </div>
    </section>
  );
}

export function RelatedArticles({ posts }: { posts: readonly BlogPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16 border-t border-slate-200 pt-10">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Related articles
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((other) => (
          <li key={other.slug}>
            <PostCard post={other} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
