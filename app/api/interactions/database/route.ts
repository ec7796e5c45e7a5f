// GET /api/interactions/database – the whole knowledge base, cacheable with an ETag
import { createHash } from "node:crypto";
import { loadKnowledgeBase } from "@/lib/interactions/queries";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk } from "@/lib/api-server/api-response";

export const dynamic = "force-dynamic";

export const GET = withRouteHandler(async ({ request }) => {
  const base = await loadKnowledgeBase();
  const etag = `"${createHash("sha256").update(JSON.stringify(base)).digest("base64url").slice(0, 27)}"`;
  const headers = { ETag: etag, "Cache-Control": "public, max-age=300, must-revalidate" };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return jsonOk(base, { headers });
});
