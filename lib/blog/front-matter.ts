// The front-matter every blog article must carry (content/blog/<slug>.mdx). Contentlayer checks the
// field types; this schema adds what it cannot express (non-empty text, cover path, date order, slug
// shape) and runs after every contentlayer build (lib/blog/content-source.ts), so a bad article
// stops the build instead of being skipped with a warning.
import { z } from "zod";

/** Cover images live in public/blog/covers/ and are referenced from the site root. */
const BLOG_COVER_PREFIX = "/blog/covers/";

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const text = z.string().trim().min(1, "must not be empty");

const faqItemSchema = z.object({
  question: text,
  answer: text,
});

export const postFrontMatterSchema = z
  .object({
    /** The file name without `.mdx`; it is the article's URL segment, /blog/<slug>. */
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
    /**
     * The editors' order (1 first) among articles with the same datePublished and dateModified; the
     * blog lists by date-time first (docs/reference/blog-and-seo.md "Articles").
     */
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

/** One problem with one article, as the build prints it. */
export type FrontMatterProblem = { file: string; field: string; message: string };

/** Every problem of every document (empty when all are valid). */
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
