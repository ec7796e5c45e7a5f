// contentlayer2 configuration: the blog's MDX articles in content/blog/ (see lib/blog/content-source.ts).
import { makeBlogSource } from "./lib/blog/content-source";

export default makeBlogSource("content");
