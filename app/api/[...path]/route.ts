// Any /api/* path without a route handler – answered in the API's JSON error shape rather than
// with the HTML 404 page, so API callers always get { success:false, error:{ code, message, requestId } }.
import { AppError } from "@/lib/errors/app-error";
import { withRouteHandler } from "@/lib/errors/api-response";

const notFound = withRouteHandler(async (request: Request) => {
  throw AppError.notFound("NOT_FOUND", `No API route for ${request.method} ${new URL(request.url).pathname}`);
});

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
