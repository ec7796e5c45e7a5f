// GET /api/stacks – my saved stacks; POST saves a new one (lib/stacks/save-author.ts)
import { createStackSchema } from "@/lib/stacks/schemas";
import { assertSaveAuthor } from "@/lib/stacks/save-author";
import { createStack } from "@/lib/stacks/mutations";
import { listMyStacks } from "@/lib/stacks/queries";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk, NO_STORE } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(
  async ({ user }) => jsonOk({ stacks: await listMyStacks(user.id) }, { headers: NO_STORE }),
  { auth: "user" },
);

export const POST = withRouteHandler(
  async ({ request, user, body }) => {
    assertSaveAuthor(request, user.id);
    return jsonOk({ stack: await createStack(user.id, body) }, { status: 201, headers: NO_STORE });
  },
  { auth: "user", body: createStackSchema },
);
