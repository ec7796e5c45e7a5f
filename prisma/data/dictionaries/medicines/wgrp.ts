// Medicines UK product information names that the dictionary lacked (the groups-and-medicines round), each cited to
// the UK product information read for it.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { REF_WGRP } from "../../interactions/references-wgrp";
import { med, page } from "./build";

export const GROUP_ROUND_2_MEDICINES: Medicine[] = [
  // Older HIV protease inhibitors that St John's wort leaflets name; each UK leaflet says it is a protease inhibitor,
  // and the Imbruvica text lists both among the strong inhibitors of CYP3A4.
  med(
    "indinavir",
    "Indinavir",
    ["hiv-protease-inhibitor", "strong-cyp3a4-inhibitor"],
    null,
    page(REF_WGRP.crixivanLeaflet),
    { brands: ["Crixivan"], also: [REF_WGRP.imbruvicaInteractions] },
  ),
  med(
    "nelfinavir",
    "Nelfinavir",
    ["hiv-protease-inhibitor", "strong-cyp3a4-inhibitor"],
    null,
    page({
      title: "Viracept (nelfinavir) tablets: patient leaflet, section 1",
      publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/viracept-71114/patient-leaflet",
    }),
    { brands: ["Viracept"], also: [REF_WGRP.imbruvicaInteractions] },
  ),
  // A weekly hospital infusion for kidney cancer and mantle cell lymphoma; the ÖAZ report on the BASG warnings
  // names it an mTOR inhibitor, and a ketoconazole study says CYP3A4 breaks it down.
  med(
    "temsirolimus",
    "Temsirolimus",
    ["anticancer", "mtor-inhibitor"],
    "weekly",
    page(REF_WGRP.toriselSmpc),
    {
      brands: ["Torisel"],
    },
  ),
  // Granules for severe osteoporosis (Aristo's UK SmPC); Protelos was the earlier UK brand.
  med(
    "strontium-ranelate",
    "Strontium ranelate",
    ["strontium-preparation"],
    "once_daily",
    page({
      title: "Strontium ranelate Aristo 2 g granules for oral suspension: summary of product characteristics",
      publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
      url: "https://www.rxreasoner.com/monographs/strontium-ranelate/usage",
    }),
    {
      brands: ["Protelos"],
      also: [
        {
          title: "Protelos (strontium ranelate) 2 g granules: summary of product characteristics",
          publisher: "UK SmPC, reproduced by patient-info.co.uk",
          url: "https://patient-info.co.uk/protelos-70880/summary-of-medicine-characteristics",
        },
      ],
    },
  ),
];
