// First loads whose page comes from the page cache whole, the same for everyone: the landing page, a product page
// and the common /browse views. Any query a page does not know renders per request.
import { cachedBrowsePath } from "../catalogue/browse-views";

const PRODUCT_PAGE = /^\/supplement\/[a-z0-9-]+$/;

export function isSharedPage(url: string): boolean {
  return url === "/" || PRODUCT_PAGE.test(url) || cachedBrowsePath(url) !== null;
}
