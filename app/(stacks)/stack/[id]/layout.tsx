// Answers 404 for a stack that does not exist or that the visitor may not see (someone else's
// private stack) before anything streams. The page sits inside the Suspense boundary of
// ./loading.tsx, and a notFound() there would come after the response had started with status 200
// (Next's loading.js docs, "Status codes"); a layout renders outside it. stackPageData is memoised
// per request, so the page reuses this read.
import { notFound } from "next/navigation";

import { stackPageData } from "@/lib/stacks/page-data";

export default async function StackLayout({ children, params }: LayoutProps<"/stack/[id]">) {
  if (!(await stackPageData((await params).id))) notFound();
  return children;
}
