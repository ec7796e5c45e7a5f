// The one id schema for records named in URLs and request bodies (products, stacks): opaque
// strings (UUIDs today), bounded so absurd input never reaches the database. zod/mini, so browser
// code can share it; classic zod objects accept it as a field.
import * as z from "zod/mini";

export const recordIdSchema = z.string().check(z.minLength(1), z.maxLength(100));
