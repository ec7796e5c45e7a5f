// GET /api/health – liveness and database readiness, for load balancers and the start-up benchmark
import { checkDatabase } from "@/lib/db/health";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { AppError } from "@/lib/errors/app-error";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/errors/database-unavailable";
import { jsonOk } from "@/lib/api-server/api-response";

export const dynamic = "force-dynamic";

export const GET = withRouteHandler(async () => {
  const database = await checkDatabase();
  if (!database.ok) {
    throw new AppError("SERVICE_UNAVAILABLE", `Database check failed: ${database.error}`, {
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    });
  }
  return jsonOk({ status: "ok", database: "ok", latencyMs: database.latencyMs });
});
