// GET /api/profile-images/{id} – a profile image (WebP, 256 px); 404 for an unknown id.
// DELETE /api/profile-images/{id} – remove the signed-in user's own image; 404 for anyone else's.
// Ids are random and change with every upload, so an image never changes under its address: the
// browser may keep it, but only privately (no shared cache keeps a copy after it is deleted).
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk, NO_STORE } from "@/lib/errors/api-response";
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
