// The read log of the mineral round on medicines that are themselves minerals (drug-interactions-part-28.ts,
// references-wnut.ts), and of the leads looked for in the other nutrients' sources: each page read for an
// ingredient whose log did not already hold it, and what it said.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { DRUG_INTERACTIONS_PART_28 } from "./drug-interactions-part-28";
import { REF_MIN } from "./references-min";
import { REFN } from "./references-nutrients";
import { REF_WNUT } from "./references-wnut";
import { notFound, ukProductInformation, type Page } from "./sources-read-page";

/** The part's records of one ingredient that cite the page. */
function citing(ingredient: string, page: Page): { outcome: "records"; records: string[] } {
  const records = DRUG_INTERACTIONS_PART_28.filter(
    (entry) => entry.ingredient === ingredient && entry.references.some((ref) => ref.url === page.url),
  ).map((entry) => entry.id);
  return { outcome: "records", records };
}

const MAGNESIUM_SULFATE_INFUSION: Page = {
  title:
    "Magnesium sulfate solution for infusion (Synchrony Pharma): summary of product characteristics, sections 4.4 and 4.5",
  publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
  url: "https://rxreasoner.com/monographs/magnesium-sulfate-inf-sol/precautions",
};

const YASMIN_SMPC: Page = {
  title:
    "Yasmin 0.03 mg/3 mg film-coated tablets (drospirenone and ethinylestradiol): summary of product characteristics",
  publisher: "patient-info.co.uk (copy of the UK SmPC)",
  url: "https://patient-info.co.uk/yasmin-0-03-mg-3-mg-film-coated-tablets-90407/summary-of-medicine-characteristics",
};

export const SOURCES_READ_WNUT: SourceReadInput[] = [
  ukProductInformation(
    "calcium",
    REF_WNUT.ferrousSulfateSmpc,
    citing("calcium", REF_WNUT.ferrousSulfateSmpc),
  ),
  ukProductInformation("magnesium", REF_WNUT.ferrousSulfateSmpc, {
    ...citing("magnesium", REF_WNUT.ferrousSulfateSmpc),
    note: "Section 4.5 read in full: magnesium compounds, including mineral supplements, with iron, at least 2 hours apart.",
  }),
  ukProductInformation("zinc", REF_WNUT.ferrousSulfateSmpc, citing("zinc", REF_WNUT.ferrousSulfateSmpc)),
  ukProductInformation("iron", REFN.kalciposD, citing("iron", REFN.kalciposD)),
  ukProductInformation("zinc", REFN.kalciposD, citing("zinc", REFN.kalciposD)),
  ukProductInformation("calcium", REFN.solvazincSmpc, citing("calcium", REFN.solvazincSmpc)),
  ukProductInformation("iron", REFN.solvazincSmpc, citing("iron", REFN.solvazincSmpc)),
  ukProductInformation("iron", REF_MIN.neomagSmpc, citing("iron", REF_MIN.neomagSmpc)),
  ukProductInformation("magnesium", MAGNESIUM_SULFATE_INFUSION, {
    outcome: "stated-not-recorded",
    note: "Written for magnesium given by injection or drip: it enhances non-depolarising muscle relaxants such as tubocurarine and other neuromuscular blockers, adds to aminoglycosides' neuromuscular block and to CNS depressants, caused profound low blood pressure with nifedipine, and asks for caution with digitalis glycosides. None is stated for magnesium taken by mouth, so no record is written for the supplement.",
  }),
  ukProductInformation("potassium", YASMIN_SMPC, {
    outcome: "not-readable",
    note: "Looked for as a lead (drospirenone with potassium): the copy found here showed sections 1 to 4.2 only, so what its sections 4.4 and 4.5 say about potassium could not be read.",
  }),
  notFound(
    "melatonin",
    "ema",
    "Circadin's EU product information was read in RxReasoner's copy (rxreasoner.com/monographs/circadin/precautions, naming the European Medicines Agency as its source): sections 4.3 and 4.4 and section 4.5 up to fluvoxamine, which di-melatonin-fluvoxamine already covers. What it says next (oestrogens, quinolones, cimetidine, CYP1A2 inducers, hypnotics) was not in what could be read, so no record was added from it. In the verification round, mf-melatonin-alcohol was checked against Circadin's maker's page on how to use it, which quotes the SPC: alcohol should not be taken with Circadin, because it has a bad effect on sleep maintenance (the record no longer says alcohol adds to drowsiness, which that text does not say).",
  ),
];
