// Crawlers carry no session, so private stacks have no social image.
import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";

import { formatPence } from "@/lib/catalogue/pricing";
import { publicStackData } from "@/lib/stacks/page-data";

export const alt = "A supplement stack on Smart Supplement Stack Builder UK";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function StackImage({ params }: Pick<PageProps<"/stack/[id]">, "params">) {
  const data = await publicStackData((await params).id);
  if (!data) notFound();
  const { stack, preview } = data;
  const title = stack.publishedTitle ?? stack.name;
  const count = stack.items.length;
  return new ImageResponse(
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        width: "100%",
        height: "100%",
        padding: 72,
        background: "linear-gradient(135deg, #ecfdf5 0%, #ffffff 60%)",
        color: "#0f172a",
      }}
    >
      <div style={{ display: "flex", fontSize: 30, fontWeight: 700, color: "#047857" }}>
        Smart Supplement Stack Builder UK
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: 72, fontWeight: 800, lineHeight: 1.1 }}>
          {title.length > 60 ? `${title.slice(0, 57)}…` : title}
        </div>
        <div style={{ display: "flex", marginTop: 28, fontSize: 40, color: "#334155" }}>
          {`${count} ${count === 1 ? "supplement" : "supplements"} · ${formatPence(preview.totals.perMonthPence)} a month`}
        </div>
      </div>
      <div
        style={{ display: "flex", fontSize: 26, color: "#475569" }}
      >{`Shared by ${stack.ownerDisplayName} · Not medical advice`}</div>
    </div>,
    size,
  );
}
