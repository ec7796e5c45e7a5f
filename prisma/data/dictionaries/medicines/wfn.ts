// Activated charcoal, which NAC's UK leaflet names and the checker could not read (the wfn round), cited to its UK SmPC.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { REF_WFN } from "../../interactions/references-wfn";
import { REFN } from "../../interactions/references-nutrients";
import { med, page } from "./build";

export const WFN_MEDICINES: Medicine[] = [
  // The NACSYS leaflet calls it "a medicine for traveller's diarrhoea"; Charcodote's SmPC, an antidote for poisoning.
  med("activated-charcoal", "Activated charcoal", ["antidiarrhoeal"], null, page(REF_WFN.charcodoteSmpc), {
    brands: ["Charcodote", "Carbomix"],
    other: ["charcoal tablets", "charcoal capsules"],
    also: [REF_WFN.carbomixLeaflet, REFN.nacsysLeaflet],
  }),
];
