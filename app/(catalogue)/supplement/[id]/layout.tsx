// Answers 404 for an unknown or malformed id before anything streams. The page sits inside the
// Suspense boundary of ./loading.tsx, and a notFound() there would come after the response had
// started with status 200 (Next's loading.js docs, "Status codes"); a layout renders outside it.
import { loadProduct, productIdFrom } from "./product";

export default async function SupplementLayout({ children, params }: LayoutProps<"/supplement/[id]">) {
  await loadProduct(await productIdFrom(params));
  return children;
}
