// Reading retailer feeds in the standard formats: Google Merchant XML (RSS and Atom) and TSV, Awin
// CSV; rejections name the line where the item or row starts.
import { detectFeedFormat, parseFeed, parseFeedPrice } from "@/lib/catalogue/feed-formats";
import { normaliseGtin } from "@/lib/catalogue/gtin";

const NOW = new Date("2026-11-24T12:00:00Z");

const rss = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel>
<title>Example Pharmacy</title>
${items}
</channel>
</rss>`;

const ITEM = `<item>
  <g:id>BK-60</g:id>
  <g:title>Bio-Kult Everyday Gut Health Capsules</g:title>
  <g:link>https://shop.example.co.uk/bio-kult-60</g:link>
  <g:image_link>https://shop.example.co.uk/img/bk60.jpg</g:image_link>
  <g:price>18.99 GBP</g:price>
  <g:availability>in_stock</g:availability>
  <g:brand>Bio-Kult</g:brand>
  <g:gtin>5036954000112</g:gtin>
  <g:unit_pricing_measure>60ct</g:unit_pricing_measure>
</item>`;

describe("detectFeedFormat", () => {
  it("recognises each format from its first characters", () => {
    expect(detectFeedFormat(rss(ITEM))).toBe("google-xml");
    expect(detectFeedFormat("id\ttitle\tprice\n")).toBe("google-tsv");
    expect(detectFeedFormat("aw_deep_link,product_name,aw_product_id\n")).toBe("awin-csv");
    expect(detectFeedFormat("product,retailer,price,pack_size,url,in_stock,checked_at\n")).toBeUndefined();
  });
});

describe("parseFeedPrice and normaliseGtin", () => {
  it("reads GBP amounts exactly and refuses other currencies", () => {
    expect(parseFeedPrice("12.99 GBP")).toEqual({ pence: 1299 });
    expect(parseFeedPrice("GBP 0.29")).toEqual({ pence: 29 });
    expect(parseFeedPrice("12.99", "GBP")).toEqual({ pence: 1299 });
    expect(parseFeedPrice("12.99 EUR")).toEqual({ error: '"12.99 EUR" is in EUR, not GBP' });
    expect(parseFeedPrice("12.99")).toEqual({ error: '"12.99" names no currency (prices must be in GBP)' });
    expect("error" in parseFeedPrice("12.999 GBP")).toBe(true);
  });

  it("keeps a GTIN only with a valid check digit, as 14 digits", () => {
    expect(normaliseGtin("5036954000112")).toBe("05036954000112");
    expect(normaliseGtin("5036954000119")).toBeUndefined();
    expect(normaliseGtin("12345")).toBeUndefined();
  });
});

describe("parseFeed: Google Merchant XML", () => {
  it("maps the g: attributes of an RSS item", () => {
    const feed = parseFeed(rss(ITEM), "google-xml", NOW);
    expect(feed.rejections).toEqual([]);
    expect(feed.rows).toEqual([
      {
        line: 5,
        itemId: "BK-60",
        title: "Bio-Kult Everyday Gut Health Capsules",
        brand: "Bio-Kult",
        gtin: "05036954000112",
        mpn: null,
        url: "https://shop.example.co.uk/bio-kult-60",
        pricePence: 1899,
        inStock: true,
        packSize: 60,
        imageUrl: "https://shop.example.co.uk/img/bk60.jpg",
        retailer: null,
      },
    ]);
  });

  it("uses a lower sale price only within its effective dates", () => {
    const sale = (dates: string) =>
      ITEM.replace("</item>", `<g:sale_price>15.00 GBP</g:sale_price>${dates}</item>`);
    expect(parseFeed(rss(sale("")), "google-xml", NOW).rows[0]?.pricePence).toBe(1500);
    const current =
      "<g:sale_price_effective_date>2026-11-01T00:00Z/2026-11-30T00:00Z</g:sale_price_effective_date>";
    expect(parseFeed(rss(sale(current)), "google-xml", NOW).rows[0]?.pricePence).toBe(1500);
    const over =
      "<g:sale_price_effective_date>2026-10-01T00:00Z/2026-10-30T00:00Z</g:sale_price_effective_date>";
    expect(parseFeed(rss(sale(over)), "google-xml", NOW).rows[0]?.pricePence).toBe(1899);
  });

  it("rejects non-GBP prices and items without a price or link, naming the item's line", () => {
    const euro = ITEM.replace("18.99 GBP", "18.99 EUR");
    const noLink = ITEM.replace(/<g:link>.*<\/g:link>/, "");
    const noPrice = ITEM.replace(/<g:price>.*<\/g:price>/, "");
    const feed = parseFeed(rss([euro, noLink, noPrice].join("\n")), "google-xml", NOW);
    expect(feed.rows).toEqual([]);
    expect(feed.rejections).toEqual([
      { line: 5, reason: 'price "18.99 EUR" is in EUR, not GBP' },
      { line: 16, reason: "link is missing" },
      { line: 27, reason: "price is missing" },
    ]);
  });

  it("reads Atom entries and reports unreadable XML on line 1", () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">\n${ITEM.replace(/item>/g, "entry>")}\n</feed>`;
    expect(parseFeed(atom, "google-xml", NOW).rows[0]?.itemId).toBe("BK-60");
    expect(parseFeed("<rss><channel><item></channel>", "google-xml", NOW).rejections[0]?.line).toBe(1);
  });
});

describe("parseFeed: Google TSV and Awin CSV", () => {
  it("reads a Google TSV with a header, rejecting a bad row by its line", () => {
    const tsv = [
      "id\ttitle\tlink\tprice\tavailability\tbrand\tgtin",
      "Q10-30\tCoenzyme Q10 30mg\thttps://shop.example.co.uk/q10\t9.99 GBP\tout_of_stock\tExample\t",
      "",
      "Q10-60\tCoenzyme Q10 30mg\thttp://shop.example.co.uk/q10\t9.99 GBP\tin stock\tExample\t",
    ].join("\n");
    const feed = parseFeed(tsv, "google-tsv", NOW);
    expect(feed.rows).toMatchObject([
      { line: 2, itemId: "Q10-30", pricePence: 999, inStock: false, gtin: null },
    ]);
    expect(feed.rejections).toEqual([
      { line: 4, reason: 'link "http://shop.example.co.uk/q10" must be an https:// URL' },
    ]);
  });

  it("maps Awin's columns, with the merchant as retailer", () => {
    const csv = [
      "aw_deep_link,product_name,aw_product_id,merchant_image_url,search_price,currency,merchant_name,brand_name,ean,in_stock",
      "https://www.awin1.com/pclick.php?p=1,Berocca Orange 30 Tablets,123,,7.50,GBP,Example Chemist,Berocca,,1",
      "https://www.awin1.com/pclick.php?p=2,Berocca Orange 15 Tablets,124,,5.00,USD,Example Chemist,Berocca,,1",
    ].join("\r\n");
    const feed = parseFeed(csv, "awin-csv", NOW);
    expect(feed.rows).toMatchObject([
      {
        line: 2,
        itemId: "123",
        pricePence: 750,
        retailer: "Example Chemist",
        brand: "Berocca",
        imageUrl: null,
      },
    ]);
    expect(feed.rejections).toEqual([{ line: 3, reason: 'price "5.00" is in USD, not GBP' }]);
  });

  it("rejects an empty feed and an invalid GTIN", () => {
    expect(parseFeed("id\ttitle\n", "google-tsv", NOW).rejections).toEqual([
      { line: 1, reason: "the feed has no items" },
    ]);
    const bad = parseFeed(rss(ITEM.replace("5036954000112", "5036954000119")), "google-xml", NOW);
    expect(bad.rejections[0]?.reason).toContain("not a valid GTIN");
  });
});
