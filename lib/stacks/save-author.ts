import "server-only";
import { AppError } from "../errors/app-error";
import { SAVED_BY_HEADER } from "./limits";
import { savedByHeaderSchema } from "./schemas";

export function assertSaveAuthor(request: Request, userId: string): void {
  const parsed = savedByHeaderSchema.safeParse(request.headers.get(SAVED_BY_HEADER) ?? undefined);
  if (!parsed.success)
    throw AppError.validation({ formErrors: [], fieldErrors: { [SAVED_BY_HEADER]: ["Not an account id"] } });
  if (parsed.data !== undefined && parsed.data !== userId)
    throw AppError.unauthenticated("The save was made by another account than the one signed in");
}
