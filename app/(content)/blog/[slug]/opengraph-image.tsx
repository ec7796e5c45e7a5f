// A PNG: chat apps and social networks do not show the SVG covers.
import { ImageResponse } from "next/og";

import { SITE_NAME } from "@/lib/seo/site";

import { articleFrom } from "./article";

export const alt = "An article on the Smart Supplement Stack Builder UK blog";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function ArticleImage({ params }: Pick<PageProps<"/blog/[slug]">, "params">) {
  const post = await articleFrom(params);
  return new ImageResponse(
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        width: "100%",
        height: "100%",
        padding: 72,
        background: "linear-gradient(135deg, #ecfdf5 0%, #ffffff 65%)",
        color: "#0f172a",
      }}
    >
      <div
        style={{ display: "flex", fontSize: 30, fontWeight: 700, color: "#047857" }}
      >{`${SITE_NAME} · Blog`}</div>
      <div style={{ display: "flex", fontSize: 68, fontWeight: 800, lineHeight: 1.12 }}>{post.title}</div>
      <div
        style={{ display: "flex", fontSize: 26, color: "#475569" }}
      >{`${post.readingMinutes} min read · Evidence-based, with references · Not medical advice`}</div>
    </div>,
    size,
  );
}
