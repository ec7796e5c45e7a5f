// Members of the groups added in medicine-classes-wcls.ts that the dictionary lacked, each cited to the UK product
// information read for it.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { med, page } from "./build";

export const GROUP_ROUND_MEDICINES: Medicine[] = [
  // Section 4.1: "Amikacin sulphate is an aminoglycoside antibiotic"; given by injection in hospital.
  med(
    "amikacin",
    "Amikacin",
    ["aminoglycoside"],
    null,
    page({
      title: "Amikin Injection 100mg/2ml (amikacin): summary of product characteristics",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/amikin-injection-100mg-2ml/summary",
    }),
    { brands: ["Amikin"] },
  ),
];
