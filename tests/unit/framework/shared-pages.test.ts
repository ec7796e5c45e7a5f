// Which first loads npm start's server may replay from memory (lib/framework/shared-pages.ts): only pages the page cache
// holds whole; a search, a filter or any unknown query renders per request.
import { isSharedPage } from "@/lib/framework/shared-pages";

it.each([
  "/",
  "/supplement/now-foods-5-htp-100mg-veg-capsules-60",
  "/browse",
  "/browse?category=sleep&page=2",
])("replays %s", (url) => {
  expect(isSharedPage(url)).toBe(true);
});

it.each([
  "/?debug=true",
  "/supplement/now-foods-5-htp-100mg-veg-capsules-60?debug=true",
  "/supplement/a/b",
  "/browse?q=zinc",
  "/browse?vegan=1",
  "/browse?page=11",
  "/my-stacks",
  "/api/stacks",
])("leaves %s to Next", (url) => {
  expect(isSharedPage(url)).toBe(false);
});
