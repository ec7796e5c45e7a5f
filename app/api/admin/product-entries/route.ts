// POST /api/admin/product-entries – save a product read from its label; it waits for a second admin's check
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { saveProductEntry } from "@/lib/labels/mutations";
import { productEntryRequestSchema } from "@/lib/labels/schemas";

export const POST = withRouteHandler(
  async ({ user, body }) => {
    const { entryId, suggestionId } = body;
    const saved = await saveProductEntry(body, user.id, {
      ...(entryId === undefined ? {} : { entryId }),
      ...(suggestionId === undefined ? {} : { suggestionId }),
    });
    return jsonOk(saved, { status: entryId === undefined ? 201 : 200, headers: NO_STORE });
  },
  { auth: "admin", body: productEntryRequestSchema },
);
