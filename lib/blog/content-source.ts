// Relative imports only: contentlayer bundles this file with esbuild, which does not know the `@/` alias.
import { defineDocumentType, defineNestedType, makeSource } from "contentlayer2/source-files";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";

import { frontMatterProblems } from "./front-matter";

const FaqItem = defineNestedType(() => ({
  name: "FaqItem",
  fields: {
    question: { type: "string", required: true },
    answer: { type: "string", required: true },
  },
}));

const Post = defineDocumentType(() => ({
  name: "Post",
  filePathPattern: "blog/**/*.mdx",
  contentType: "mdx",
  fields: {
    title: { type: "string", required: true },
    excerpt: { type: "string", required: true },
    datePublished: { type: "date", required: true },
    dateModified: { type: "date", required: true },
    editorialOrder: { type: "number", required: false },
    author: { type: "string", required: true },
    tags: { type: "list", of: { type: "string" }, required: true },
    coverImage: { type: "string", required: true },
    coverAlt: { type: "string", required: true },
    faq: { type: "list", of: FaqItem, required: false },
  },
  computedFields: {
    slug: { type: "string", resolve: (post) => post._raw.flattenedPath.replace(/^blog\//, "") },
  },
}));

class InvalidFrontMatterError extends Error {
  constructor(readonly problems: ReturnType<typeof frontMatterProblems>) {
    super(
      "Invalid blog front-matter:\n" +
        problems.map((problem) => `  - ${problem.file}: ${problem.field}: ${problem.message}`).join("\n"),
    );
    this.name = "InvalidFrontMatterError";
  }
}

type GeneratedPost = Record<string, unknown> & { _raw: { sourceFilePath: string } };

export function makeBlogSource(contentDirPath: string) {
  return makeSource({
    contentDirPath,
    documentTypes: [Post],
    onUnknownDocuments: "fail",
    onMissingOrIncompatibleData: "fail",
    onExtraFieldData: "fail",
    // Its check wants `baseUrl` in tsconfig.json, which `paths` no longer needs; tsconfig.json maps
    // `contentlayer/generated` itself.
    disableImportAliasWarning: true,
    // Dates are calendar days: read them as UTC midnight, not in the build machine's time zone.
    date: { timezone: "UTC" },
    mdx: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug] },
    onSuccess: async (importData) => {
      const { allPosts } = (await importData()) as unknown as { allPosts: GeneratedPost[] };
      const problems = frontMatterProblems(
        allPosts.map((post) => ({ ...post, file: post._raw.sourceFilePath })),
      );
      if (problems.length > 0) throw new InvalidFrontMatterError(problems);
    },
  });
}
