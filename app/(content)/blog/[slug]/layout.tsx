// Answers 404 for an unknown or malformed article before anything streams. The page sits inside the
// Suspense boundary of ./loading.tsx, and a notFound() there would come after the response had
// started with status 200 (Next's loading.js docs, "Status codes"); a layout renders outside it.
import { articleFrom } from "./article";

export default async function ArticleLayout({ children, params }: LayoutProps<"/blog/[slug]">) {
  await articleFrom(params);
  return children;
}
