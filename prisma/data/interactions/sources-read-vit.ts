// The read log of the vitamins' round (drug-interactions-part-24.ts, nutrient-interactions-vit.ts,
// references-vit.ts): every page read for a vitamin's licensed UK forms, and what came of it. The log's kinds hold
// UK, EMA, NHS and NIH addresses only, so the Drugs.com transcripts and the Swiss product information that records
// cite are told in the notes.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_VIT } from "./references-vit";
import { notFound, records, ukProductInformation, type Page } from "./sources-read-page";

const INVITA_D3_800_SMPC: Page = {
  title: "InVita D3 800 IU soft capsules: summary of product characteristics",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/invita-d3-800-iu-soft-capsules/summary",
};

const VITAMIN_D3_20000_LEAFLET: Page = {
  title: "Vitamin D3 20,000 IU capsules, soft: patient leaflet",
  publisher: "UK patient leaflet, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/vitamin-d3-20-000-iu-capsules-soft",
};

export const SOURCES_READ_VIT: SourceReadInput[] = [
  ...(
    [
      ["vitamin-a", "ni-liquid-paraffin-vitamin-a"],
      ["vitamin-d3", "ni-liquid-paraffin-vitamin-d"],
      ["vitamin-e", "ni-liquid-paraffin-vitamin-e"],
      ["vitamin-k1", "ni-liquid-paraffin-vitamin-k"],
    ] as const
  ).map(([vitamin, record]) =>
    ukProductInformation(vitamin, REF_VIT.liquidParaffinSmpc, {
      ...records(record),
      note: "Liquid paraffin's own SmPC, section 4.5: there may be interference with the absorption of fat-soluble vitamins. Liquid paraffin was added to the medicine dictionary for it.",
    }),
  ),
  ukProductInformation("vitamin-d3", INVITA_D3_800_SMPC, {
    outcome: "not-readable",
    note: "Sections 4.1 to 4.3 were read (hypercalcaemia, kidney stones and nephrocalcinosis, already recorded); the text available here stops before section 4.5.",
  }),
  ukProductInformation("vitamin-d3", VITAMIN_D3_20000_LEAFLET, {
    outcome: "not-readable",
    note: "The copy read here stops before the leaflet's section on other medicines. A Drugs.com transcript of the same leaflet names cardiac glycosides and diuretics (already recorded), other vitamin D medicines, and actinomycin, where its text is cut off; actinomycin was not recorded from a cut-off sentence.",
  }),
  ukProductInformation("vitamin-d3", REF_VIT.rocaltrolSmpc, {
    ...records("di-vitamin-d3-calcitriol"),
    note: "Calcitriol's own SmPC: other vitamin D compounds should be withheld during treatment. No UK alfacalcidol text naming vitamin D could be read in full (the One-Alpha SmPC copies found stop before section 4.5); di-vitamin-d3-alfacalcidol cites Czech alfacalcidol product information and an RxReasoner summary, which the log's kinds do not hold. Paricalcitol's product information was not read.",
  }),
  ukProductInformation("calcium", REF_VIT.rocaltrolSmpc, {
    outcome: "stated-not-recorded",
    note: "Read for vitamin D: section 4.4 also says an abrupt rise in calcium intake, or uncontrolled calcium preparations, may trigger hypercalcaemia with calcitriol. Left for the calcium round to record, as this round's records are the vitamins'.",
  }),
  ukProductInformation("vitamin-c", REF_VIT.ascorbicAcid500Imedi, {
    ...records("di-vitamin-c-aluminium-hydroxide"),
    note: "Aluminium-containing antacids: 'not recommended', so the record blocks, from 250 mg a day, the SmPC's lowest therapeutic dose (it calls its tablet unsuitable for the 25 to 75 mg of prevention). Its general 'antacids not recommended' is not applied to antacids without aluminium. Barbiturates, primidone, cellulose sodium phosphate, desferrioxamine and hyperoxaluria as in the other ascorbic acid SmPC.",
  }),
  ukProductInformation("folic-acid", REF_VIT.folicAcid400Smpc, {
    ...records("mc-folic-acid-cancer"),
    note: "Section 4.3 also says not alone in vitamin B12 deficiency states (mc-folic-acid-vitamin-b12-deficiency). The cancer record stays relative (ask the cancer team), weaker than the SmPC's contraindication, as the kidney-stone record for vitamin D does.",
  }),
  notFound(
    "biotin",
    "nih-ods",
    "The NIH ODS biotin fact sheet, whose interactions section names anticonvulsants, was looked for again and could not be read here (only pages citing it). The anticonvulsant records (ni-carbamazepine-biotin, ni-phenytoin-biotin, ni-phenobarbital-biotin, ni-primidone-biotin) cite section 4.5 of the German Biotin HEXAL SmPC (anticonvulsants lower plasma biotin) and the German Green Cross's biotin page, which names the four medicines; valproic acid, cut off in the text read, is not recorded.",
  ),
];
