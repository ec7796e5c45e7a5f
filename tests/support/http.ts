// Calling route handlers in integration tests: their signature, and the JSON envelope they answer.
import { z } from "zod";

/** A route module's handler; the context carries an `[id]` segment (static routes ignore it). */
export type RouteHandler = (
  request: Request,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;

const errorSchema = z.object({
  code: z.string(),
  message: z.string(),
  requestId: z.string(),
  details: z
    .looseObject({
      fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
      formErrors: z.array(z.string()).optional(),
      auth: z.string().optional(),
    })
    .optional(),
});

const envelopeSchema = z.object({
  success: z.boolean(),
  data: z.unknown().optional(),
  error: errorSchema.optional(),
});

export type ApiErrorJson = z.infer<typeof errorSchema>;

/** The catalogue's envelope `{ success, data }` or `{ success, error }`, checked with zod. */
export type ApiEnvelope = z.infer<typeof envelopeSchema>;

export async function readJson(response: Response): Promise<ApiEnvelope> {
  return envelopeSchema.parse(await response.json());
}

/**
 * The data of a successful answer, as the shape the test expects (`T`: the route's own result type
 * where there is one). Fails the test with the error's code when the answer was an error.
 */
export async function readData<T>(response: Response): Promise<T> {
  const envelope = await readJson(response);
  if (!envelope.success) {
    throw new Error(`Expected success, got ${response.status} ${envelope.error?.code ?? "without an error"}`);
  }
  return envelope.data as T;
}

/** The error of a failed answer; fails the test when the answer was a success. */
export async function readError(response: Response): Promise<ApiErrorJson> {
  const envelope = await readJson(response);
  if (envelope.success || !envelope.error)
    throw new Error(`Expected an error answer, got ${response.status}`);
  return envelope.error;
}
