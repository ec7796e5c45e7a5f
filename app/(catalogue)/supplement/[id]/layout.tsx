// Answers 404 before anything streams: a notFound() in the page, inside ./loading.tsx's Suspense boundary,
// would come after a 200 had started (Next's loading.js docs, "Status codes").
import { loadProduct, productIdFrom } from "./product";

export default async function SupplementLayout({ children, params }: LayoutProps<"/supplement/[id]">) {
  await loadProduct(await productIdFrom(params));
  return children;
}
