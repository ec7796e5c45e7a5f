// POST /api/admin/price-imports – upload a retailer price feed and run the importer
import { importPriceFile } from "@/lib/catalogue/feed-import";
import { readPriceUpload } from "@/lib/catalogue/price-upload";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";

export const POST = withRouteHandler(
  async ({ request, user }) => {
    await enforceRateLimit(RATE_LIMITS.priceImportPerUser, user.id);
    const upload = await readPriceUpload(request);
    // The same importer as `npm run prices:import`: all or nothing, and the run is recorded either way.
    const result = await importPriceFile({
      fileName: upload.fileName,
      content: upload.content,
      kind: upload.format,
      userId: user.id,
      ...(upload.retailer ? { retailer: upload.retailer } : {}),
    });
    return jsonOk(
      { ...result, fileName: upload.fileName, format: upload.format },
      { status: 201, headers: NO_STORE },
    );
  },
  { auth: "admin" },
);
