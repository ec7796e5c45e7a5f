// GET /api/community-stacks?goal=&sort=liked|newest|cheapest&page=: published stacks.
import { jsonOk, parseSearchParams, withRouteHandler } from "@/lib/errors/api-response";
import { communityQuerySchema } from "@/lib/stacks/schemas";
import { listCommunityStacks } from "@/lib/stacks/service";

export const GET = withRouteHandler(async (request) => {
  const query = parseSearchParams(new URL(request.url).searchParams, communityQuerySchema);
  return jsonOk(await listCommunityStacks(query));
});
