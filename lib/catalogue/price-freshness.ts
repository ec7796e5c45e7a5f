export const FRESH_PRICE_DAYS = 7;
const FRESH_PRICE_MS = FRESH_PRICE_DAYS * 24 * 60 * 60 * 1000;

interface PricedOffer {
  source: "sample" | "feed" | "manual";
  /** A Date, or its ISO string once it has crossed JSON (API responses, client components). */
  lastCheckedAt: Date | string;
}

const checkedTime = (offer: PricedOffer) => new Date(offer.lastCheckedAt).getTime();

export function isPriceOutOfDate(offer: PricedOffer, now: Date = new Date()): boolean {
  return offer.source !== "sample" && now.getTime() - checkedTime(offer) > FRESH_PRICE_MS;
}

/** The only kind of price that goes into structured data. */
export function isFreshRealPrice(offer: PricedOffer, now: Date = new Date()): boolean {
  return offer.source !== "sample" && !isPriceOutOfDate(offer, now);
}

export type PriceStatus = "sample" | "fresh" | "out-of-date";

export function priceStatus(offer: PricedOffer, now: Date = new Date()): PriceStatus {
  if (offer.source === "sample") return "sample";
  return isPriceOutOfDate(offer, now) ? "out-of-date" : "fresh";
}
