// UK medicines the checker did not read and now reads because a record then has something true to say (the
// unread-medicines round, wmed5). Each is cited to the product information read for it.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { REF_WMED5 } from "../../interactions/references-wmed5";
import { med, page } from "./build";

export const WMED5_MEDICINES: Medicine[] = [
  // Tablets and capsules for lung fibrosis. Its product information says CYP1A2 inhibitors raise its level, so it
  // joins the CYP1A2 class (medicine-classes-wmed5.ts) and St John's wort's record on those medicines reaches it.
  med("pirfenidone", "Pirfenidone", [], "three_times_daily", page(REF_WMED5.pirfenidoneInteractions), {
    brands: ["Esbriet"],
    also: [REF_WMED5.esbrietPrecautions],
  }),
  // The four tuberculosis medicines of the first two months in one tablet; the rifampicin records reach it.
  med(
    "rifampicin-with-isoniazid-pyrazinamide-and-ethambutol",
    "Rifampicin with isoniazid, pyrazinamide and ethambutol",
    ["antibacterial"],
    "once_daily",
    page(REF_WMED5.voractivSmpc),
    {
      brands: ["Voractiv", "Rimstar"],
      components: ["rifampicin", "isoniazid", "pyrazinamide", "ethambutol"],
    },
  ),
  // Tablets for tuberculosis that resists rifampicin and isoniazid, given by specialist TB services. Its product
  // information says CYP3A4 breaks it down and to avoid moderate or strong CYP3A4 inducers, St John's wort among them.
  med("bedaquiline", "Bedaquiline", ["antibacterial"], null, page(REF_WMED5.sirturoSmpc), {
    brands: ["Sirturo"],
    also: [REF_WMED5.sirturoInteractions],
  }),
  // A calcium and vitamin D3 sachet; its calcium is phosphate, not carbonate, so only the vitamin is a component.
  med(
    "calcium-1200mg-with-colecalciferol-800-units",
    "Calcium 1200 mg with vitamin D3 800 units",
    ["calcium-preparation", "vitamin"],
    "once_daily",
    page(REF_WMED5.calfovitMedscape),
    {
      brands: ["Calfovit D3", "Calfovit"],
      components: ["colecalciferol"],
      also: [REF_WMED5.calfovitLeaflet],
      nutrients: [
        {
          ingredient: "calcium",
          amount: 1200,
          unit: "mg",
          usualDose: "one sachet a day (1200 mg calcium, 800 units vitamin D3)",
        },
        {
          ingredient: "vitamin-d3",
          amount: 20,
          unit: "µg",
          usualDose: "one sachet a day (1200 mg calcium, 800 units vitamin D3)",
        },
      ],
    },
  ),
  // Dissolved, each tablet gives 500 mg calcium as citrate. Its SmPC gives adults 1.0 to 2.5 g a day for deficiency,
  // so it is counted at the lowest of that, two tablets, as Calcichew is counted at its lowest dose.
  med(
    "calcium-500mg-effervescent",
    "Calcium 500 mg effervescent tablets",
    ["calcium-preparation"],
    null,
    page(REF_WMED5.cacitSmpc),
    {
      brands: ["Cacit", "Cacit Effervescent"],
      otc: true,
      also: [REF_WMED5.cacitLeaflet],
      nutrients: [
        {
          ingredient: "calcium",
          amount: 1000,
          unit: "mg",
          usualDose: "1.0 to 2.5 g calcium a day (2 to 5 effervescent tablets of 500 mg), counted as 2",
        },
      ],
    },
  ),
  // Two antiplatelet medicines in one capsule after a stroke or TIA; the records on each reach it.
  med(
    "dipyridamole-with-aspirin",
    "Dipyridamole with aspirin",
    ["antiplatelet"],
    "twice_daily",
    page(REF_WMED5.asasantinSmpc),
    { brands: ["Asasantin Retard", "Asasantin"], components: ["dipyridamole", "aspirin"] },
  ),
  // Continuous combined HRT tablets; the records on HRT and on each hormone reach it.
  med(
    "estradiol-with-medroxyprogesterone",
    "Estradiol with medroxyprogesterone",
    ["hrt"],
    "once_daily",
    page(REF_WMED5.indivinaMedscape),
    { brands: ["Indivina"], components: ["estradiol", "medroxyprogesterone"] },
  ),
];
