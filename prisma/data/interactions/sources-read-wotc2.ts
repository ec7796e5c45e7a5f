// The read log of the wotc2 round.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WOTC2: SourceReadInput[] = [
  ukProductInformation(
    "iron",
    {
      title:
        "Ferrograd C Tablets (dried ferrous sulphate 325 mg, ascorbic acid 500 mg): summary of product characteristics, sections 2 to 4.4",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/ferrograd-c-tablets/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "Read so the dictionary reads Ferrograd C (105 mg iron and 500 mg vitamin C, one slow-release tablet a day), which now meets di-iron-iron-preparation through its ferrous sulfate. Section 4.3: intestinal diverticular disease, haemochromatosis and haemosiderosis, repeated blood transfusions and parenteral iron each reach an iron record cited to other iron texts (mc-iron-diverticular-disease, mc-iron-haemochromatosis, mc-iron-haemosiderosis, mc-iron-regular-blood-transfusions, di-iron-parenteral-iron); 'any intestinal obstruction' is not recorded for the supplement, as section 4.4 ties the risk to the tablet's inert plastic matrix in slow intestinal transit, not to iron. Section 4.5 was not in what was read.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "iron",
    {
      title:
        "Niferex Elixir (polysaccharide-iron complex, 100 mg iron per 5 ml): summary of product characteristics, sections 2 to 4.2",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/niferex-elixir/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "Read so the dictionary reads Niferex as an iron preparation with its adult dose (5 ml, 100 mg iron, once or twice a day to treat; 2.5 ml a day to prevent), which meets di-iron-iron-preparation. Its UK leaflet (Drugs.com) says not to take it with iron overload (haemosiderosis, haemochromatosis), severe inflammation of the gut (enteritis and ulcerative colitis), a peptic ulcer, haemolytic anaemia or repeated blood transfusions: each reaches an iron record cited to other iron texts, except the bare word 'enteritis', which the condition dictionary does not read (ulcerative colitis reaches mc-iron-inflammatory-bowel-disease). Sections 4.3 to 4.5 of the SmPC were not in what was read.",
    },
    READ_ON,
  ),
];
