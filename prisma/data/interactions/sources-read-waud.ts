// The read log of the nutrient SmPC audit (drug-interactions-part-48.ts): the UK licensed nutrient texts read again
// for every medicine and condition their sections 4.3, 4.4 and 4.5 name, each name swept through the checker. A text
// already in the log for the ingredient keeps its entry there, which now lists this audit's records from it; only
// texts new to the log are here. The journal table naming the UK's intravenous iron products (PubMed Central), of a
// kind this log does not hold, is told in the NHS formulary entry's note.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_COND } from "./references-cond";
import { REF_WAUD } from "./references-waud";
import { records, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-11-30";

export const SOURCES_READ_WAUD: SourceReadInput[] = [
  ukProductInformation(
    "iron",
    REF_WAUD.ferrousSulfateRanbaxySmpc,
    {
      ...records("di-iron-parenteral-iron"),
      note: "Section 4.3 read in full for the audit (section 4.4 only its first lines, on poor absorption after gastrectomy): paroxysmal nocturnal haemoglobinuria, haemosiderosis and haemochromatosis, active peptic ulcer, repeated blood transfusions, regional enteritis and ulcerative colitis, and haemolytic anaemia all reach records. 'Oral and parenteral iron preparations should not be used concomitantly' had no record (an earlier round noted parenteral iron is not a condition): the group of iron given by drip or injection (Ferinject, Venofer, Monofer, CosmoFer; 'iron infusion' reads as it) now has one, asking rather than blocking as the text concerns its own 65 mg tablet. Not recorded: poor absorption after gastrectomy (the iron works less well; not a risk).",
    },
    READ_ON,
  ),
  ukProductInformation(
    "iron",
    {
      title:
        "Ferrous Sulphate 200mg Coated Tablets: summary of product characteristics, sections 4.3 and 4.4",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/ferrous-sulphate-200mg-coated-tablets/summary?doc=1",
    },
    {
      outcome: "stated-not-recorded",
      note: "Read for the audit (marked out of date by the site). Section 4.3: haemosiderosis and haemochromatosis, active peptic ulcer, repeated blood transfusion, haemolytic anaemia and parenteral iron, as in the Ranbaxy SmPC (records from it). Section 4.4: post-gastrectomy poor absorption, peptic ulcer history and inflammatory bowel disease, intestinal strictures and 'diverticulae', vitamin B12 or folate deficiency, and sugar with diabetes. Each reaches an existing record except gastrectomy (the iron works less well; not a risk) and diabetes (the sugar is an excipient); its word 'diverticulae', and 'diverticula', now read as diverticular disease (mc-iron-diverticular-disease, cited to other iron texts).",
    },
    READ_ON,
  ),
  ukProductInformation(
    "calcium",
    REF_COND.colecalciferolOralSolutionSmpc,
    {
      ...records("di-calcium-colecalciferol"),
      note: "Read for calcium in the audit (a UK vitamin D3 medicine): additional doses of calcium or vitamin D should be taken only under close medical supervision, with serum and urinary calcium monitored often.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "calcium",
    REF_COND.strivitD3Smpc,
    {
      ...records("di-calcium-colecalciferol"),
      note: "Read for calcium in the audit: the need for additional calcium should be considered for each patient, and calcium supplements given under close medical supervision.",
    },
    READ_ON,
  ),
  {
    ingredient: "iron",
    kind: "nhs",
    ...REF_WAUD.lancsParenteralIron,
    dateRead: READ_ON,
    ...records("di-iron-parenteral-iron"),
    note: "Read for the members of 'parenteral iron', which the ferrous sulfate SmPCs name: the formulary lists Ferinject (ferric carboxymaltose), Diafer (ferric derisomaltose) and Venofer (iron sucrose). A journal table of the intravenous iron formulations available in the UK (Obstetric Medicine 2020, on PubMed Central) adds CosmoFer (iron dextran) and Monofer. They became the dictionary group of iron given by drip or injection, which 'iron infusion' and 'IV iron' read as.",
  },
];
