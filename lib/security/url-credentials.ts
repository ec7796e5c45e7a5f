export function hasUrlCredentials(text: string): boolean {
  // As the WHATWG parser reads it: slashes after the scheme skipped, the authority ending at / \ ? or #.
  if (/^\s*[a-z][a-z\d+.-]*:[/\\]*[^/\\?#]*@/i.test(text)) return true;
  try {
    const url = new URL(text);
    return url.username !== "" || url.password !== "";
  } catch {
    return false;
  }
}
