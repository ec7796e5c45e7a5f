import { escapeXml, rfc822Date, rssFeed, type RssChannel } from "@/lib/blog/rss";

const channel = (items: RssChannel["items"]): RssChannel => ({
  title: "Stack Builder blog",
  link: "https://stack.example.co.uk/blog",
  feedUrl: "https://stack.example.co.uk/blog/rss.xml",
  description: "Articles",
  language: "en-gb",
  items,
});

const item = (overrides: Partial<RssChannel["items"][number]> = {}): RssChannel["items"][number] => ({
  title: "Vitamin D",
  link: "https://stack.example.co.uk/blog/vitamin-d3-winter-essential",
  description: "Why the UK advice changes in winter",
  pubDate: new Date("2026-10-01T00:00:00Z"),
  categories: ["vitamin-d"],
  author: "Editorial team",
  ...overrides,
});

describe("rfc822Date", () => {
  it("formats in GMT with day and month names", () => {
    expect(rfc822Date(new Date("2026-01-05T09:03:07Z"))).toBe("Mon, 05 Jan 2026 09:03:07 GMT");
    expect(rfc822Date(new Date("2025-12-31T23:59:59Z"))).toBe("Wed, 31 Dec 2025 23:59:59 GMT");
  });

  it("refuses an invalid date", () => {
    expect(() => rfc822Date(new Date("nope"))).toThrow(RangeError);
  });
});

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`Fish & "chips" <b>'s</b>`)).toBe(
      "Fish &amp; &quot;chips&quot; &lt;b&gt;&apos;s&lt;/b&gt;",
    );
  });
});

describe("rssFeed", () => {
  it("is an RSS 2.0 document with an atom self link and absolute item links", () => {
    const xml = rssFeed(channel([item()]));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain(
      '<atom:link href="https://stack.example.co.uk/blog/rss.xml" rel="self" type="application/rss+xml" />',
    );
    expect(xml).toContain("<link>https://stack.example.co.uk/blog/vitamin-d3-winter-essential</link>");
    expect(xml).toContain(
      '<guid isPermaLink="true">https://stack.example.co.uk/blog/vitamin-d3-winter-essential</guid>',
    );
    expect(xml).toContain("<pubDate>Thu, 01 Oct 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Thu, 01 Oct 2026 00:00:00 GMT</lastBuildDate>");
    expect(xml).toContain("<category>vitamin-d</category>");
    expect(xml).toContain("<dc:creator>Editorial team</dc:creator>");
    expect(xml).toContain("<language>en-gb</language>");
  });

  it("escapes titles, descriptions and categories", () => {
    const xml = rssFeed(
      channel([
        item({ title: "Omega-3 & <fish> oil", description: 'Say "no" to myths', categories: ["a&b"] }),
      ]),
    );
    expect(xml).toContain("<title>Omega-3 &amp; &lt;fish&gt; oil</title>");
    expect(xml).toContain("<description>Say &quot;no&quot; to myths</description>");
    expect(xml).toContain("<category>a&amp;b</category>");
    expect(xml).not.toContain("<fish>");
  });

  it("lists items newest first", () => {
    const xml = rssFeed(
      channel([
        item({ title: "Older", pubDate: new Date("2026-01-01T00:00:00Z") }),
        item({ title: "Newer", pubDate: new Date("2026-06-01T00:00:00Z") }),
      ]),
    );
    expect(xml.indexOf("<title>Newer</title>")).toBeLessThan(xml.indexOf("<title>Older</title>"));
  });

  it("rejects relative links", () => {
    expect(() => rssFeed(channel([item({ link: "/blog/relative" })]))).toThrow();
    expect(() => rssFeed({ ...channel([]), link: "/blog" })).toThrow();
  });

  it("makes a valid empty channel", () => {
    const xml = rssFeed(channel([]));
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
    expect(xml).toContain("</channel>\n</rss>");
  });
});
