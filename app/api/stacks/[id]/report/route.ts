// POST /api/stacks/{id}/report – a signed-in member reports a community stack to the moderators
import { reportHandler } from "@/lib/moderation/report-route";

export const POST = reportHandler("stack");
