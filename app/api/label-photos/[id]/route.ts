// GET /api/label-photos/{id} – a label photo, for admins checking a label
import { z } from "zod";

import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";
import { readLabelPhoto } from "@/lib/labels/photos";
import { labelPhotoIdSchema } from "@/lib/labels/schemas";

export const GET = withRouteHandler(
  async ({ params }) => {
    const image = await readLabelPhoto(params.id);
    if (!image) throw AppError.notFound("NOT_FOUND", "No such label photo");
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
  { auth: "admin", params: z.object({ id: labelPhotoIdSchema }) },
);
