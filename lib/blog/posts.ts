import "server-only";
import { allPosts } from "contentlayer/generated";
import { z } from "zod";

import { postFrontMatterSchema, type PostFrontMatter } from "./front-matter";
import { compareNewestFirst } from "./listing";
import { readingTimeMinutes } from "./reading-time";
import { tableOfContents, type TocEntry } from "./toc";

const generatedBodySchema = z.object({ raw: z.string(), code: z.string().min(1) });

export type BlogPost = PostFrontMatter & {
  body: z.infer<typeof generatedBodySchema>;
  readingMinutes: number;
  toc: TocEntry[];
  hasDisclaimer: boolean;
};

let cached: BlogPost[] | undefined;

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
