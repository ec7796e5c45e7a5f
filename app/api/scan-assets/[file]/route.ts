// GET /api/scan-assets/{file} – the barcode and label readers' wasm, worker and language data (docs/scanning.md)
import { z } from "zod";

import { withRouteHandler } from "@/lib/api-server/route-handler";
import { readScanAsset, scanAssetName } from "@/lib/scan/assets";

export const GET = withRouteHandler(
  async ({ request, params }) => {
    const asset = await readScanAsset(params.file);
    const headers = {
      "Content-Type": asset.contentType,
      "Cache-Control": "public, max-age=86400",
      ETag: asset.etag,
      "X-Content-Type-Options": "nosniff",
    };
    if (request.headers.get("if-none-match") === asset.etag)
      return new Response(null, { status: 304, headers });
    return new Response(asset.bytes, { headers });
  },
  { params: z.object({ file: z.string().pipe(scanAssetName) }) },
);
