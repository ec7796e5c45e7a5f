// GET /api/profile-images/{id} – a profile image; DELETE removes the signed-in user's own (404 for others').
import { storedImageResponse } from "@/lib/api-server/image-response";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";
import { deleteProfileImage } from "@/lib/profile-images/mutations";
import { readProfileImage } from "@/lib/profile-images/queries";
import { profileImageIdParams } from "@/lib/profile-images/schemas";

export const GET = withRouteHandler(
  async ({ params }) => {
    const image = await readProfileImage(params.id);
    if (!image) throw AppError.notFound("NOT_FOUND", "No such profile image");
    return storedImageResponse(image);
  },
  { params: profileImageIdParams },
);

export const DELETE = withRouteHandler(
  async ({ user, params }) => {
    await deleteProfileImage(user.id, params.id);
    return jsonOk({ deleted: true }, { headers: NO_STORE });
  },
  { auth: "user", params: profileImageIdParams },
);
