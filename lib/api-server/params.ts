import { z } from "zod";
import { recordIdSchema } from "../db/ids";

export const recordIdParams = z.object({ id: recordIdSchema });
