import { z } from "zod";

const BLOG_COVER_PREFIX = "/blog/covers/";

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const text = z.string().trim().min(1, "must not be empty");

const faqItemSchema = z.object({
  question: text,
  answer: text,
});

export const postFrontMatterSchema = z
  .object({
    slug: z
      .string()
      .regex(
        slugPattern,
        "file name must be lower-case words joined by hyphens (e.g. creatine-complete-guide.mdx)",
      ),
    title: text.max(120, "keep the title under 120 characters"),
    excerpt: text.max(320, "keep the excerpt under 320 characters: it is the search-result description"),
    datePublished: z.coerce.date(),
    dateModified: z.coerce.date(),
    editorialOrder: z.int().positive().optional(),
    author: text,
    tags: z.array(text).min(1, "give at least one tag"),
    coverImage: z
      .string()
      .regex(
        /^\/blog\/covers\/[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp|avif)$/,
        `must be a path under ${BLOG_COVER_PREFIX}, e.g. /blog/covers/my-article.svg`,
      ),
    coverAlt: text,
    faq: z.array(faqItemSchema).default([]),
  })
  .refine((post) => post.dateModified.getTime() >= post.datePublished.getTime(), {
    message: "dateModified must not be before datePublished",
    path: ["dateModified"],
  });

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;

export type FrontMatterProblem = { file: string; field: string; message: string };

export function frontMatterProblems(
  documents: readonly (Record<string, unknown> & { file: string })[],
): FrontMatterProblem[] {
  return documents.flatMap(({ file, ...fields }) => {
    const result = postFrontMatterSchema.safeParse(fields);
    if (result.success) return [];
    return result.error.issues.map((issue) => ({
      file,
      field: issue.path.join(".") || "(document)",
      message: issue.message,
    }));
  });
}
