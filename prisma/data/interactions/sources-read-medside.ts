// The read log of the round that read the medicines' own product information (sections 4.4 and 4.5) for the
// supplements they name (drug-interactions-part-30.ts, references-medside.ts). Most UK SmPC copies that could be
// found here stop at section 4.1 or 4.2; each is logged under the ingredient its medicine is best known to meet,
// and what was found only at http or non-UK addresses is told in a note, as the log's kinds hold those addresses.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, ukProductInformation, type Page } from "./sources-read-page";

const STOPS_AT = (section: string) =>
  `The copy found stops at section ${section}, before sections 4.4 and 4.5, so which supplements it names could not be read.`;

const WARFARIN_SMPCS: Page[] = [
  {
    title: "Warfarin Tablets 5mg: summary of product characteristics",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/warfarin-tablets-5mg/summary",
  },
  {
    title: "Warfarin 5 mg Tablets (PL 17907/0105): summary of product characteristics",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/warfarin-5mg-tablets/summary?doc=3",
  },
  {
    title: "Warfarin 5 mg Tablets (PL 00289/1629): summary of product characteristics",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/warfarin-5-mg-tablets/summary?doc=0",
  },
  {
    title: "Warfarin Tablets 1 mg: summary of product characteristics",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/warfarin-tablets-1-mg-88259/summary-of-medicine-characteristics",
  },
];

const EVEROLIMUS_SMPCS: Page[] = [
  {
    title: "Afinitor 2.5 mg, 5 mg and 10 mg tablets (everolimus): summary of product characteristics",
    publisher: "emc (medicines.org.uk)",
    url: "https://medicines.org.uk/emc/product/7733/smpc/print",
  },
  {
    title: "Votubia 2.5 mg, 5 mg and 10 mg tablets (everolimus): summary of product characteristics",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/votubia-70231/summary-of-medicine-characteristics",
  },
];

export const SOURCES_READ_MEDSIDE: SourceReadInput[] = [
  ...WARFARIN_SMPCS.map((page) =>
    ukProductInformation("vitamin-k1", page, { outcome: "not-readable", note: STOPS_AT("4.2") }),
  ),
  ...EVEROLIMUS_SMPCS.map((page) =>
    ukProductInformation("st-johns-wort", page, {
      outcome: "not-readable",
      note: `${STOPS_AT("4.1")} The Afinitor SmPC shows the brand is Novartis's UK everolimus tablet: "Afinitor" typed alone was not read by the dictionary, and is now a name of everolimus (class-wordings-medside.ts), so the St John's wort and P-glycoprotein records on everolimus reach it.`,
    }),
  ),
  notFound(
    "selenium",
    "ema",
    "Revolade (eltrombopag) is authorised through the EMA; no copy of its EPAR product information at the EMA's address, and no UK copy of its SmPC, was readable here. Section 4.2 of the EU product information was read in French and Dutch on a translation glossary found only at an http address (wordscope.be): eltrombopag is to be taken at least 4 hours before or after antacids, dairy products and mineral supplements containing polyvalent cations such as iron, calcium, magnesium, aluminium, selenium and zinc. di-selenium-eltrombopag cites HealthLinkBC's eltrombopag page (British Columbia), which says the same of iron, selenium and zinc; the other minerals reach eltrombopag through the binds-polyvalent-cations class.",
  ),
  // Read at nhs.uk without "www", an address the log's NHS kind does not hold, so it is told in a note.
  notFound(
    "caffeine",
    "nhs",
    "The NHS page 'Taking lithium with other medicines and herbal supplements' was read at nhs.uk/medicines/lithium/taking-lithium-with-other-medicines-and-herbal-supplements (without www). It names medicines only (diuretics, NSAIDs, ACE inhibitors, some antidepressants and antibiotics, carbamazepine, phenytoin) and says there is not enough information to say that herbal remedies and supplements are safe with lithium; it names no supplement, so nothing was written from it. It is logged here, once, because caffeine's records reach lithium.",
  ),
  notFound(
    "soy-isoflavones",
    "uk-product-information",
    "Levothyroxine product information was looked for to see whether it names soya. A UK Levothyroxine 25 micrograms tablets SmPC was found on medthority.com (an emc feed, not an address the log's kinds hold), stopping at section 4.2, and RxReasoner's copy of the Euthyrox SmPC (Merck, not said to be the UK text) was read through section 4.3 and part of 4.4, which name no supplement; section 4.5 of neither was readable. So no soya record with levothyroxine was written; the calcium, iron and magnesium records on levothyroxine come from earlier rounds' sources.",
  ),
];
