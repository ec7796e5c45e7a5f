// POST /api/reviews/{id}/report – a signed-in member reports a product review to the moderators
import { reportHandler } from "@/lib/moderation/report-route";

export const POST = reportHandler("review");
