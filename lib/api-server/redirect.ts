// Redirects from API routes that emailed links open (confirmation, email change, unsubscribe).

/**
 * A 303 to a page of this site with a relative Location: Next reports the request URL as localhost
 * whatever host the browser used, so an absolute one moved visitors at 127.0.0.1 or a LAN address.
 */
export function redirectTo(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });
}
