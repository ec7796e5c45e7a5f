// Bounded so absurd input never reaches the database; zod/mini, so browser code can share it.
import * as z from "zod/mini";

export const recordIdSchema = z.string().check(z.minLength(1), z.maxLength(100));
