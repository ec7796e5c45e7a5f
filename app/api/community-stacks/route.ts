// GET /api/community-stacks?goal=&sort=liked|newest|cheapest&page= – published stacks
import { communityQuerySchema } from "@/lib/stacks/schemas";
import { listCommunityStacks } from "@/lib/stacks/queries";
import { withRouteHandler } from "@/lib/api-server/route-handler";
import { jsonOk } from "@/lib/api-server/api-response";

export const GET = withRouteHandler(async ({ query }) => jsonOk(await listCommunityStacks(query)), {
  query: communityQuerySchema,
});
