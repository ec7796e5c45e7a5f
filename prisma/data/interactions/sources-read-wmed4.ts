// The read log of the unread-medicines round (wmed4): sources looked for about catalogue ingredients while deciding
// which unread UK medicines to add. The medicines' own texts (praziquantel, Trental) are cited in the dictionary
// (references-wmed4.ts); pages whose address fits no kind of this log are told in the notes.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WMED4: SourceReadInput[] = [
  notFound(
    "iron",
    "nhs",
    "Looked for what epoetin alfa (Eprex), epoetin beta (NeoRecormon) and darbepoetin (Aranesp) mean for someone taking an iron supplement: no NHS page and no UK SmPC came up, only Amgen's US prescriber page (aranesp.com), which says to evaluate iron status and give supplemental iron when ferritin is below 100 mcg/L or transferrin saturation below 20%. That is iron treatment the kidney or cancer team prescribes and monitors, not a risk of a supplement, so nothing was recorded and these medicines stay unread.",
    READ_ON,
  ),
  notFound(
    "vitamin-b12",
    "bnf-nice-mhra",
    "Looked for UK guidance (BNF, NICE, MHRA) on nitrous oxide (Entonox, laughing gas) and vitamin B12: none came up. A copy of BOC's ENTONOX medical gas data sheet (docplayer.net, not an address this log can hold) says in section 4.4 that nitrous oxide inactivates vitamin B12, that prolonged or frequent use can cause megaloblastic change and spinal cord damage, and that neurological harm can occur with B12 levels in the normal range; it says nothing of B12 supplements. A Spanish leaflet (oladoctor.com) says B12 supplements should be given with repeated or prolonged use, which is treatment, not a UK text. Nothing was recorded: the link runs from the gas to the vitamin and a supplement does not make the gas safe, so nitrous oxide stays unread.",
    READ_ON,
  ),
];
