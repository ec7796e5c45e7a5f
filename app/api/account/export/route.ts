// GET /api/account/export – all of the user's data as a JSON download (UK GDPR access/portability)
import { exportAccountData } from "@/lib/auth/account-export";
import { withRouteHandler } from "@/lib/api-server/route-handler";

export const GET = withRouteHandler(
  async ({ user }) => {
    const data = await exportAccountData(user.id);
    const date = new Date().toISOString().slice(0, 10);
    return new Response(
      `${JSON.stringify(data, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value), 2)}\n`,
      {
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Disposition": `attachment; filename="supplement-stack-data-${date}.json"`,
          "Cache-Control": "no-store",
        },
      },
    );
  },
  { auth: "user" },
);
