// POST /api/label-photos – upload a photo of a product label, for a product entry or a suggestion
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { readLabelPhotoUpload, saveLabelPhoto } from "@/lib/labels/photos";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";

export const POST = withRouteHandler(
  async ({ user, request }) => {
    await enforceRateLimit(RATE_LIMITS.labelPhotoUploadPerUser, user.id);
    const saved = await saveLabelPhoto(user.id, await readLabelPhotoUpload(request));
    return jsonOk(saved, { status: 201, headers: NO_STORE });
  },
  { auth: "user" },
);
