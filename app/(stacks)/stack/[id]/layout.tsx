// Answers 404 before anything streams: a notFound() in the page, inside ./loading.tsx's Suspense boundary,
// would come after a 200 had started (Next's loading.js docs, "Status codes"). The page reuses this read.
import { notFound } from "next/navigation";

import { stackPageData } from "@/lib/stacks/page-data";

export default async function StackLayout({ children, params }: LayoutProps<"/stack/[id]">) {
  if (!(await stackPageData((await params).id))) notFound();
  return children;
}
