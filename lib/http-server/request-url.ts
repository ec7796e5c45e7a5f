// Request URLs as the app's HTTP server (scripts/serve.ts) hands them to Next. Next answers a bare 500
// for a path whose percent escapes do not decode as UTF-8 (e.g. GET /api/stacks/%ff, issue 15 item 4).
// Such a path is passed on with each "%" escaped, so it reaches the route it names with the text as
// sent, and that route answers for it: the catalogue's 404 envelope for an id that cannot exist, the
// not-found page for a page. Decodable paths and every query string are passed on unchanged.

/** `url` (a request target: path and optional query) with an undecodable path made decodable. */
export function decodableRequestUrl(url: string): string {
  const pathEnd = url.search(/[?#]/);
  const path = pathEnd === -1 ? url : url.slice(0, pathEnd);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return `${path.replace(/%/g, "%25")}${url.slice(path.length)}`;
  }
}
