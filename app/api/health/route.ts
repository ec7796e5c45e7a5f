// GET /api/health – liveness and database readiness, for load balancers and the start-up benchmark.
import { AppError } from "@/lib/errors/app-error";
import { jsonOk, withRouteHandler } from "@/lib/errors/api-response";
import { checkDatabase } from "@/lib/db/health";

export const dynamic = "force-dynamic";

export const GET = withRouteHandler(async () => {
  const database = await checkDatabase();
  if (!database.ok) {
    throw new AppError("SERVICE_UNAVAILABLE", `Database check failed: ${database.error}`);
  }
  return jsonOk({ status: "ok", database: "ok", latencyMs: database.latencyMs });
});
