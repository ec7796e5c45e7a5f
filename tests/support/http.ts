// Calling route handlers in integration tests: their signature, and the JSON envelope they answer.

/** A route module's handler; the context carries an `[id]` segment (static routes ignore it). */
export type RouteHandler = (
  request: Request,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;

/** The catalogue's envelope, loosely typed so assertions can reach into any answer's data. */
export interface ApiEnvelope {
  success: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on many answer shapes
  data?: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- error details differ by code
  error?: any;
}

export async function readJson(response: Response): Promise<ApiEnvelope> {
  return (await response.json()) as ApiEnvelope;
}
