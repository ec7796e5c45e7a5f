// Shared by the stack route handlers: the validated id from the route params.
import { AppError } from "../errors/app-error";
import { recordIdSchema } from "../db/ids";

export type StackRouteContext = { params: Promise<{ id: string }> };

/** An id that is not even well formed cannot name a stack: 404, as for any unknown stack. */
export async function stackIdFrom(context: StackRouteContext): Promise<string> {
  const parsed = recordIdSchema.safeParse((await context.params).id);
  if (!parsed.success) throw AppError.notFound("NOT_FOUND", "Malformed stack id");
  return parsed.data;
}
