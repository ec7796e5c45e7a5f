// GET /api/profile-images/{id} – a profile image; DELETE removes the signed-in user's own (404 for others').
// Ids change with every upload, so the browser may keep an image, but only privately.
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
    return new Response(new Uint8Array(image.bytes), {
      headers: {
        "Content-Type": image.contentType,
        "Content-Length": String(image.bytes.byteLength),
        "Cache-Control": "private, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": "inline",
      },
    });
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
