// Reading a request body with a byte limit. Kept apart from api-response.ts (which needs Next's
// server runtime) so that modules tested in the browser-like unit environment can use it too.
import { AppError } from "./app-error";

/**
 * The request body as bytes, at most `maxBytes`: counted while streaming, so a missing or false
 * Content-Length cannot bypass the limit; over it, `tooLarge()` is thrown.
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      // The client went away mid-body (a beacon from a closing tab, a dropped connection): nobody
      // is waiting for the answer and nothing went wrong on our side, so no logged 500.
      const message = "Request body could not be read: the connection was closed";
      throw AppError.validation({ fieldErrors: {}, formErrors: [message] }, message);
    }
    const { done, value } = next;
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
