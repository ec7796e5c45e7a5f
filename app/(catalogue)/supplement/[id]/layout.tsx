// Answers 404 before anything streams: a notFound() inside a Suspense boundary would come after a 200 had started
// (Next's loading.js docs, "Status codes").
import { productExists } from "./product";

export default async function SupplementLayout({ children, params }: LayoutProps<"/supplement/[id]">) {
  await productExists(params);
  return children;
}
