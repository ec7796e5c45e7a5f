import { hasUrlCredentials } from "@/lib/security/url-credentials";

describe("hasUrlCredentials", () => {
  it.each([
    "https://user:secret@feeds.example.co.uk/google.xml",
    "https://user@feeds.example.co.uk/google.xml",
    "https://:secret@feeds.example.co.uk/",
    "https://@feeds.example.co.uk/",
    "https://a@b@feeds.example.co.uk/",
    "HTTP://User:Pw@feeds.example.co.uk",
    "https:\\\\user:pw@feeds.example.co.uk/",
    "https:user:pw@feeds.example.co.uk/",
    " https://user:pw@feeds.example.co.uk/",
  ])("finds credentials in %s", (url) => {
    expect(hasUrlCredentials(url)).toBe(true);
  });

  it.each([
    "https://feeds.example.co.uk/google.xml",
    "https://feeds.example.co.uk/p/a@b.xml",
    "https://feeds.example.co.uk?contact=a@b.example",
    "https://feeds.example.co.uk#a@b",
    "https://feeds.example.co.uk:8443/feed.csv",
    "not a url @ all",
  ])("finds none in %s", (url) => {
    expect(hasUrlCredentials(url)).toBe(false);
  });
});
