// GET/POST/PUT/PATCH/DELETE /api/* without a route handler – the API's JSON 404 instead of the HTML page
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";

const notFound = withRouteHandler(
  ({ request }) => {
    throw AppError.notFound(
      "NOT_FOUND",
      `No API route for ${request.method} ${new URL(request.url).pathname}`,
    );
  },
  // No Origin check: nothing here changes state, and every caller gets the same 404.
  { sameOrigin: false },
);

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
