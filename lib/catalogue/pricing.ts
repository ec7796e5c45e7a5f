// Rounded once, half up, in integers, so no floating-point error moves a value across the half. Offers compare
// by exact fractions (cross-multiplied), so two that round to the same penny still order correctly.

export type OfferPrice = {
  pricePence: number;
  packSize: number;
};

export type StockedOfferPrice = OfferPrice & { inStock: boolean };

function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function pricePerServingPence(offer: OfferPrice, unitsPerServing: number): number {
  return divideRoundingHalfUp(offer.pricePence * unitsPerServing, offer.packSize);
}

/** Rounded once from the exact amount: the rounded per-serving price times servings would multiply the error. */
export function pricePerDayPence(offer: OfferPrice, unitsPerServing: number, servingsPerDay = 1): number {
  return divideRoundingHalfUp(offer.pricePence * unitsPerServing * servingsPerDay, offer.packSize);
}

export function compareServingCost(
  a: OfferPrice,
  unitsPerServingA: number,
  b: OfferPrice,
  unitsPerServingB: number,
): number {
  return a.pricePence * unitsPerServingA * b.packSize - b.pricePence * unitsPerServingB * a.packSize;
}

export function compareOffers<T extends StockedOfferPrice & { retailer?: string }>(a: T, b: T): number {
  if (a.inStock !== b.inStock) return a.inStock ? -1 : 1;
  return compareServingCost(a, 1, b, 1) || (a.retailer ?? "").localeCompare(b.retailer ?? "");
}

export function cheapestOffer<T extends StockedOfferPrice & { retailer?: string }>(
  offers: readonly T[],
): T | undefined {
  let best: T | undefined;
  for (const offer of offers) {
    if (best === undefined || compareOffers(offer, best) < 0) best = offer;
  }
  return best;
}

const poundsFormat = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

export function formatPence(pence: number): string {
  return poundsFormat.format(pence / 100);
}

export function penceToPoundsDecimal(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const whole = Math.abs(Math.trunc(pence));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}
