// The read log of the wprobe2 round: texts read after a second blind probe of product information.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { ukProductInformation } from "./sources-read-page";

export const SOURCES_READ_WPROBE2: SourceReadInput[] = [
  ukProductInformation(
    "potassium",
    {
      title:
        "Dailiport (tacrolimus) prolonged-release capsules: summary of product characteristics, sections 4.3 and 4.4",
      publisher: "RxReasoner (copy of the UK SmPC held by the MHRA, Sandoz 2021)",
      url: "https://rxreasoner.com/monographs/dailiport/precautions",
    },
    {
      outcome: "not-readable",
      note: 'Read for potassium: what came up of this UK text stops before the sentence on potassium. Astellas\'s product information for Advagraf, in MIMS Malaysia, says to avoid high potassium intake and potassium-sparing diuretics, and the EU text\'s sections 4.4 and 4.5 say the same ("should be avoided") in a copy at an http address only (120ty.net), not cited. Tacrolimus met only the class record for medicines that raise potassium, which asks; di-potassium-tacrolimus blocks, as "should be avoided" does elsewhere, resting on the MIMS text. Dailiport, a UK tacrolimus brand, joined the dictionary.',
    },
    "2026-12-02",
  ),
];
