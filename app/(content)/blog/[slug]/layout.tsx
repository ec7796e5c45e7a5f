// Answers 404 before anything streams: a notFound() in the page, inside ./loading.tsx's Suspense boundary,
// would come after a 200 had started (Next's loading.js docs, "Status codes").
import { articleFrom } from "./article";

export default async function ArticleLayout({ children, params }: LayoutProps<"/blog/[slug]">) {
  await articleFrom(params);
  return children;
}
