// GET /api/label-photos/{id} – a label photo, for admins checking a label
import { z } from "zod";

import { storedImageResponse } from "@/lib/api-server/image-response";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";
import { readLabelPhoto } from "@/lib/labels/photos";
import { labelPhotoIdSchema } from "@/lib/labels/schemas";

export const GET = withRouteHandler(
  async ({ params }) => {
    const image = await readLabelPhoto(params.id);
    if (!image) throw AppError.notFound("NOT_FOUND", "No such label photo");
    return storedImageResponse(image);
  },
  { auth: "admin", params: z.object({ id: labelPhotoIdSchema }) },
);
