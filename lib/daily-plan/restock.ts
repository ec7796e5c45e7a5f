// Where to restock: the cheapest real retailer offer in stock; a sample price only when there is no real
// one, and then labelled as such (docs/daily-plan.md "Run-out dates").
import { compareOffers } from "../catalogue/pricing";

export interface RestockOfferRow {
  retailer: string;
  pricePence: number;
  packSize: number;
  url: string;
  inStock: boolean;
  source: "sample" | "feed" | "manual";
}

export interface RestockOffer {
  retailer: string;
  pricePence: number;
  packSize: number;
  url: string;
  sample: boolean;
}

export function restockOffer(offers: readonly RestockOfferRow[]): RestockOffer | null {
  const real = offers.filter((offer) => offer.source !== "sample" && offer.inStock);
  const pool = real.length > 0 ? real : offers;
  const best = [...pool].sort(compareOffers)[0];
  if (!best) return null;
  return {
    retailer: best.retailer,
    pricePence: best.pricePence,
    packSize: best.packSize,
    url: best.url,
    sample: best.source === "sample",
  };
}
