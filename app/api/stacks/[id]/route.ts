// GET/PUT/DELETE /api/stacks/{id} – read (owner, or anyone once published), edit from a known version, delete
import { updateStackSchema } from "@/lib/stacks/schemas";
import { assertSaveAuthor } from "@/lib/stacks/save-author";
import { deleteStack, updateStack } from "@/lib/stacks/mutations";
import { getStackView } from "@/lib/stacks/queries";
import { recordIdParams } from "@/lib/api-server/params";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(
  async ({ user, params }) => {
    const stack = await getStackView(params.id, user?.id ?? null);
    if (!stack) throw AppError.notFound("NOT_FOUND", `Stack ${params.id} not found`);
    return jsonOk({ stack }, { headers: NO_STORE });
  },
  { auth: "optional", params: recordIdParams },
);

export const PUT = withRouteHandler(
  async ({ request, user, params, body }) => {
    assertSaveAuthor(request, user.id);
    return jsonOk({ stack: await updateStack(user.id, params.id, body) }, { headers: NO_STORE });
  },
  { auth: "user", params: recordIdParams, body: updateStackSchema },
);

export const DELETE = withRouteHandler(
  async ({ user, params }) => {
    await deleteStack(user.id, params.id);
    return jsonOk({ deleted: true }, { headers: NO_STORE });
  },
  { auth: "user", params: recordIdParams },
);
