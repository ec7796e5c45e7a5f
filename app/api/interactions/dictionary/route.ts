// GET /api/interactions/dictionary – the medicines, groups and conditions the checker knows; cacheable with an ETag
import { createHash } from "node:crypto";

import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk } from "@/lib/api-server/api-response";
import { pickerOptions } from "@/lib/interactions/dictionary-options";
import { DICTIONARIES } from "@/prisma/data/dictionaries";

const OPTIONS = pickerOptions(DICTIONARIES);
const ETAG = `"${createHash("sha256").update(JSON.stringify(OPTIONS)).digest("base64url").slice(0, 27)}"`;
const HEADERS = { ETag: ETAG, "Cache-Control": "public, max-age=3600, must-revalidate" };

export const GET = withRouteHandler(({ request }) => {
  if (request.headers.get("if-none-match") === ETAG)
    return new Response(null, { status: 304, headers: HEADERS });
  return jsonOk(OPTIONS, { headers: HEADERS });
});
