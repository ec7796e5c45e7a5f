// The Atom self link follows the RSS Advisory Board's profile, so readers find the feed's canonical address.
import { z } from "zod";

const absoluteUrl = z.url({ protocol: /^https?$/ });

const rssItemSchema = z.object({
  title: z.string().min(1),
  link: absoluteUrl,
  description: z.string(),
  pubDate: z.date(),
  categories: z.array(z.string()),
  author: z.string().optional(),
});

const rssChannelSchema = z.object({
  title: z.string().min(1),
  link: absoluteUrl,
  feedUrl: absoluteUrl,
  description: z.string().min(1),
  language: z.string().min(2),
  items: z.array(rssItemSchema),
});

type RssItem = z.infer<typeof rssItemSchema>;
export type RssChannel = z.infer<typeof rssChannelSchema>;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (value: number) => String(value).padStart(2, "0");

export function rfc822Date(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("rfc822Date: invalid date");
  return (
    `${DAYS[date.getUTCDay()]}, ${two(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} GMT`
  );
}

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

function itemXml(item: RssItem): string {
  return [
    "    <item>",
    `      ${element("title", item.title)}`,
    `      ${element("link", item.link)}`,
    `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    `      ${element("description", item.description)}`,
    `      ${element("pubDate", rfc822Date(item.pubDate))}`,
    ...(item.author ? [`      ${element("dc:creator", item.author)}`] : []),
    ...item.categories.map((category) => `      ${element("category", category)}`),
    "    </item>",
  ].join("\n");
}

export function rssFeed(input: RssChannel): string {
  const channel = rssChannelSchema.parse(input);
  const items = [...channel.items].sort((a, b) => b.pubDate.getTime() - a.pubDate.getTime());
  const newest = items[0]?.pubDate;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    ${element("title", channel.title)}`,
    `    ${element("link", channel.link)}`,
    `    ${element("description", channel.description)}`,
    `    ${element("language", channel.language)}`,
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml" />`,
    ...(newest ? [`    ${element("lastBuildDate", rfc822Date(newest))}`] : []),
    ...items.map(itemXml),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
