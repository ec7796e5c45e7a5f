// Next answers a bare 500 for a path whose escapes are not UTF-8; escaped, it reaches the route it names.

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
