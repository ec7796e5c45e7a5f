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
  // UK tablets for bronchospasm in asthma (this SmPC) and nasal drops, whose SmPC calls it a sympathomimetic
  // decongestant; caffeine tablets' SmPCs name it.
  med(
    "ephedrine",
    "Ephedrine",
    ["sympathomimetic", "decongestant"],
    null,
    page({
      title: "Ephedrine hydrochloride tablets (Wockhardt UK): summary of product characteristics",
      publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
      url: "https://www.rxreasoner.com/monographs/ephedrine-tab/usage",
    }),
    {
      other: ["Ephedrine hydrochloride"],
      also: [
        {
          title: "Ephedrine Nasal Drops 1%: summary of product characteristics, section 4.3",
          publisher: "UK SmPC, reproduced by patient-info.co.uk",
          url: "https://patient-info.co.uk/ephedrine-nasal-drops-1procent-85187/summary-of-medicine-characteristics",
        },
      ],
    },
  ),
];
