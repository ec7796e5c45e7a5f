// Route param schemas shared by the handlers of `[id]` routes (withRouteHandler's `params` option).
import { z } from "zod";
import { recordIdSchema } from "../db/ids";

/** `{ id }` of a record named in the URL (a stack, a product); malformed ids answer 404. */
export const recordIdParams = z.object({ id: recordIdSchema });
