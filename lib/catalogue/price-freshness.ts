// How fresh a retailer price is (issue 19, "shown honestly"): a price from a feed or a manual check
// older than a week may have changed, so it says so and is not offered to search engines as a
// current price. Sample prices are labelled as samples instead (components/catalogue/sample-price-badge.tsx).

/** A real price checked longer ago than this may be out of date. */
export const FRESH_PRICE_DAYS = 7;
const FRESH_PRICE_MS = FRESH_PRICE_DAYS * 24 * 60 * 60 * 1000;

interface PricedOffer {
  source: "sample" | "feed" | "manual";
  /** A Date, or its ISO string once it has crossed JSON (API responses, client components). */
  lastCheckedAt: Date | string;
}

const checkedTime = (offer: PricedOffer) => new Date(offer.lastCheckedAt).getTime();

/** A real (not sample) price checked more than FRESH_PRICE_DAYS ago. */
export function isPriceOutOfDate(offer: PricedOffer, now: Date = new Date()): boolean {
  return offer.source !== "sample" && now.getTime() - checkedTime(offer) > FRESH_PRICE_MS;
}

/** A real price checked within FRESH_PRICE_DAYS: the only kind that goes into structured data. */
export function isFreshRealPrice(offer: PricedOffer, now: Date = new Date()): boolean {
  return offer.source !== "sample" && !isPriceOutOfDate(offer, now);
}

/** How a shown price is labelled: a dated sample, a real price, or a real price that may be out of date. */
export type PriceStatus = "sample" | "fresh" | "out-of-date";

export function priceStatus(offer: PricedOffer, now: Date = new Date()): PriceStatus {
  if (offer.source === "sample") return "sample";
  return isPriceOutOfDate(offer, now) ? "out-of-date" : "fresh";
}
