// A relative Location: Next reports the request URL as localhost whatever host the browser used.
export function redirectTo(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });
}
