import { notFound } from "next/navigation";
import { z } from "zod";

import { getBlogPost, type BlogPost } from "@/lib/blog/posts";

const slugSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export async function articleFrom(params: Promise<{ slug: string }>): Promise<BlogPost> {
  const parsed = slugSchema.safeParse((await params).slug);
  const post = parsed.success ? getBlogPost(parsed.data) : undefined;
  if (!post) notFound();
  return post;
}
