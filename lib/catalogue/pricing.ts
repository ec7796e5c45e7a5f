// Price arithmetic for retailer offers. Money is integer pence (docs/architecture.md "Domain model").
//
// Rounding: a per-serving or per-day price is rounded once, half up to the whole penny (12.5p →
// 13p), from the exact fraction pricePence × units ÷ packSize. It is computed in integers, so no
// floating-point error can move a value across the half. Comparisons between offers use the exact
// fractions (cross-multiplied), never the rounded pence, so two offers that round to the same
// penny still order correctly.

/** What the arithmetic needs of a RetailerOffer. */
export type OfferPrice = {
  /** Price of the pack, integer pence. */
  pricePence: number;
  /** Units (capsules, tablets, grams…) the price buys. */
  packSize: number;
};

export type StockedOfferPrice = OfferPrice & { inStock: boolean };

/** numerator ÷ denominator rounded half up, for non-negative integers. */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Price of one serving: round(pricePence × unitsPerServing ÷ packSize), half up to whole pence. */
export function pricePerServingPence(offer: OfferPrice, unitsPerServing: number): number {
  return divideRoundingHalfUp(offer.pricePence * unitsPerServing, offer.packSize);
}

/**
 * Price of a day's servings, rounded once from the exact amount (not the rounded per-serving price
 * times servings, which would multiply the rounding error).
 */
export function pricePerDayPence(offer: OfferPrice, unitsPerServing: number, servingsPerDay = 1): number {
  return divideRoundingHalfUp(offer.pricePence * unitsPerServing * servingsPerDay, offer.packSize);
}

/**
 * Orders two offers by exact price per serving (negative when `a` is cheaper). Each offer may belong
 * to a different product, hence the units per serving of each.
 */
export function compareServingCost(
  a: OfferPrice,
  unitsPerServingA: number,
  b: OfferPrice,
  unitsPerServingB: number,
): number {
  return a.pricePence * unitsPerServingA * b.packSize - b.pricePence * unitsPerServingB * a.packSize;
}

/**
 * Orders one product's offers for display: in-stock offers first, then by price per serving
 * (all offers of a product share its units per serving, so price per unit orders them the same),
 * then by retailer name so the order is stable.
 */
export function compareOffers<T extends StockedOfferPrice & { retailer?: string }>(a: T, b: T): number {
  if (a.inStock !== b.inStock) return a.inStock ? -1 : 1;
  return compareServingCost(a, 1, b, 1) || (a.retailer ?? "").localeCompare(b.retailer ?? "");
}

/** The cheapest offer per serving, preferring any in-stock offer over an out-of-stock one; undefined when there are none. */
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

/** Integer pence as pounds for display, e.g. 1299 → "£12.99". */
export function formatPence(pence: number): string {
  return poundsFormat.format(pence / 100);
}

/** Integer pence as a decimal string of pounds for machine-readable data, e.g. 1299 → "12.99". */
export function penceToPoundsDecimal(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const whole = Math.abs(Math.trunc(pence));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}
