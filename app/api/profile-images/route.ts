// POST /api/profile-images – upload the signed-in user's profile image (docs/profile-images.md)
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { saveProfileImage } from "@/lib/profile-images/mutations";
import { processProfileImage } from "@/lib/profile-images/process";
import { readProfileImageUpload } from "@/lib/profile-images/upload";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";

export const POST = withRouteHandler(
  async ({ user, request }) => {
    await enforceRateLimit(RATE_LIMITS.profileImageUploadPerUser, user.id);
    const image = await processProfileImage(await readProfileImageUpload(request));
    const saved = await saveProfileImage(user.id, image);
    return jsonOk(saved, { status: 201, headers: NO_STORE });
  },
  { auth: "user" },
);
