// The read log of the wmed7 round: specialist UK medicines it added; texts read outside the log's kinds are told in the notes.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { records, ukProductInformation } from "./sources-read-page";
import { REF_WMED7 } from "./references-wmed7";
import { REF_WMED7_PRODUCTS as P } from "../dictionaries/medicines/wmed7";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WMED7: SourceReadInput[] = [
  ukProductInformation(
    "st-johns-wort",
    REF_WMED7.mifegyneSmpc,
    {
      ...records("di-st-johns-wort-mifepristone"),
      note: "The emc text read stops after section 4.2; section 4.5 was read in the Italian copy of the same product information (starbene.it): rifampicin, dexamethasone, St John's wort and some anticonvulsants may induce the metabolism of mifepristone, lowering its levels. It gives no advice to avoid the herb, so di-st-johns-wort-mifepristone asks rather than blocks.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "st-johns-wort",
    P.ryeqoSmpc,
    {
      outcome: "not-readable",
      note: "Looked for the interactions section of Wakix (pitolisant), Ryeqo (relugolix, estradiol, norethisterone) and Esmya (ulipristal acetate 5 mg) for St John's wort: the emc and RxReasoner copies came up only as far as sections 4.1 to 4.4. The French text of Wakix's EU product information (Thériaque, at an http address only, so not cited) says that, as St John's wort strongly induces CYP3A4, care is needed when it is taken with pitolisant, with clinical monitoring and perhaps a dose change; no record of its own was written. Pitolisant instead joins the medicines broken down by CYP3A4 (Davis's Drug Guide: metabolised mainly by CYP2D6 and to a lesser extent by CYP3A4), so di-st-johns-wort-cyp3a4-substrate, which asks, reaches Wakix. Ryeqo's estradiol and norethisterone meet the existing HRT and progestogen records. Esmya's own section 4.5 was not read, so no record reaches it for St John's wort (the emergency pill's text, which names the herb, is ellaOne's).",
    },
    READ_ON,
  ),
];
