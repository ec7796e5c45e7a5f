// The medical disclaimer line of every product page (docs/product-rules.md §1 compliance stance).
export const PRODUCT_DISCLAIMER =
  "This information is for education only and is not medical advice. Supplements are not medicines and have not " +
  "been evaluated by the MHRA. Speak to your GP or pharmacist before starting a supplement, especially if you take " +
  "medicines, are pregnant or breastfeeding, or have a health condition. Not for persons under 18.";

export function ProductDisclaimer() {
  return <p className="text-sm text-slate-600">{PRODUCT_DISCLAIMER}</p>;
}
