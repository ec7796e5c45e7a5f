// Feed and image URLs never carry a user name or password: they would be stored, shown on the
// dashboard and sent to whoever the URL (or a redirect) names. Isomorphic: the admin's form uses it.

/** True when the URL's authority has a user-info part ("https://user:secret@host/…"), even an empty one. */
export function hasUrlCredentials(text: string): boolean {
  // The WHATWG parser skips any slashes and backslashes after the scheme and ends the authority at the
  // first / \ ? or #; an "@" before that starts the host.
  if (/^\s*[a-z][a-z\d+.-]*:[/\\]*[^/\\?#]*@/i.test(text)) return true;
  try {
    const url = new URL(text);
    return url.username !== "" || url.password !== "";
  } catch {
    return false;
  }
}
