// The blog's articles, read from contentlayer's generated data (.contentlayer/generated, built from
// content/blog/*.mdx by `contentlayer2 build` and by `next build`). They are checked with the same
// zod schema the build uses, so the pages can rely on every field.
import "server-only";
import { allPosts } from "contentlayer/generated";
import { z } from "zod";

import { postFrontMatterSchema, type PostFrontMatter } from "./front-matter";
import { compareNewestFirst } from "./listing";
import { readingTimeMinutes } from "./reading-time";
import { tableOfContents, type TocEntry } from "./toc";

const generatedBodySchema = z.object({ raw: z.string(), code: z.string().min(1) });

export type BlogPost = PostFrontMatter & {
  /** The compiled MDX (function body for getMDXComponent) and its source. */
  body: z.infer<typeof generatedBodySchema>;
  readingMinutes: number;
  toc: TocEntry[];
  /** The body places <MedicalDisclaimer /> itself; the page adds one only when it does not. */
  hasDisclaimer: boolean;
};

let cached: BlogPost[] | undefined;

/** Every article, newest first (lib/blog/listing.ts compareNewestFirst). */
export function allBlogPosts(): BlogPost[] {
  cached ??= allPosts
    .map((generated): BlogPost => {
      const post = postFrontMatterSchema.parse(generated);
      const body = generatedBodySchema.parse(generated.body);
      return {
        ...post,
        body,
        readingMinutes: readingTimeMinutes(body.raw),
        toc: tableOfContents(body.raw),
        hasDisclaimer: /<MedicalDisclaimer\b/.test(body.raw),
      };
    })
    .sort(compareNewestFirst);
  return cached;
}

export function getBlogPost(slug: string): BlogPost | undefined {
  return allBlogPosts().find((post) => post.slug === slug);
}
