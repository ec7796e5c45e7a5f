// Medicines whose own product information names supplements, found by the product information's words (the wmeds
// round and after) and missing from the dictionary, each cited to its UK product information, or to the EU text where
// the UK copies found stop before the sections that matter.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { REF_WMEDS } from "../../interactions/references-wmeds";
import { epar, med, page } from "./build";

export const WMEDS_MEDICINES: Medicine[] = [
  // One dose for flu; its records on the minerals it names are in drug-interactions-part-53.ts.
  med("baloxavir-marboxil", "Baloxavir marboxil", ["antiviral"], null, page(REF_WMEDS.xofluzaUkSmpc), {
    brands: ["Xofluza"],
    other: ["baloxavir"],
    also: [REF_WMEDS.xofluzaEuSmpc],
  }),
  // A fluoroquinolone, so the records on fluoroquinolones and minerals reach it.
  med("delafloxacin", "Delafloxacin", ["fluoroquinolone"], "twice_daily", page(REF_WMEDS.quofenixUkSmpc), {
    brands: ["Quofenix"],
    other: ["Baxdela"],
  }),
  // A bisphosphonate taken by mouth for bone problems in cancer, so the records on bisphosphonates reach it.
  med("sodium-clodronate", "Sodium clodronate", ["bisphosphonate"], null, page(REF_WMEDS.bonefosLeaflet), {
    brands: ["Bonefos", "Loron", "Loron 520"],
    other: ["clodronate", "clodronate disodium", "disodium clodronate", "clodronic acid"],
    also: [REF_WMEDS.loronLeaflet],
  }),
  // Its product information names it beside the other SERMs (tamoxifen, toremifene, bazedoxifene, raloxifene).
  med(
    "ospemifene",
    "Ospemifene",
    ["selective-oestrogen-receptor-modulator"],
    "once_daily",
    page(REF_WMEDS.senshioEuSmpc),
    { brands: ["Senshio"], also: [REF_WMEDS.ospemifeneInteractions] },
  ),
  // Anaemia of kidney disease; their records on minerals are in drug-interactions-part-105.ts.
  med("vadadustat", "Vadadustat", ["hif-ph-inhibitor"], "once_daily", epar("vafseo", "Vafseo"), {
    brands: ["Vafseo"],
  }),
  med("roxadustat", "Roxadustat", ["hif-ph-inhibitor"], null, epar("evrenzo", "Evrenzo"), {
    brands: ["Evrenzo"],
  }),
  // Skin cancer tablets (hedgehog pathway inhibitors); their records are in drug-interactions-part-106.ts.
  med("vismodegib", "Vismodegib", ["anticancer"], "once_daily", epar("erivedge", "Erivedge"), {
    brands: ["Erivedge"],
  }),
  med("sonidegib", "Sonidegib", ["anticancer"], "once_daily", epar("odomzo", "Odomzo"), {
    brands: ["Odomzo"],
  }),
  // Cancer tablets whose EU leaflets name St John's wort (the p26 round); the anticancer group's records reach them.
  ...(
    [
      ["duvelisib", "Duvelisib", "copiktra", "Copiktra"],
      ["pralsetinib", "Pralsetinib", "gavreto", "Gavreto"],
      ["avapritinib", "Avapritinib", "ayvakyt", "Ayvakyt"],
      ["ripretinib", "Ripretinib", "qinlock", "Qinlock"],
      ["glasdegib", "Glasdegib", "daurismo", "Daurismo"],
      ["quizartinib", "Quizartinib", "vanflyta", "Vanflyta"],
      ["panobinostat", "Panobinostat", "farydak", "Farydak"],
      ["momelotinib", "Momelotinib", "omjjara", "Omjjara"],
    ] as const
  ).map(([slug, name, page, brand]) =>
    med(slug, name, ["anticancer"], null, epar(page, brand), { brands: [brand] }),
  ),
  // Fabry disease; its leaflet asks for no caffeine for 2 hours either side of a dose.
  med("migalastat", "Migalastat", ["storage-disease-medicine"], null, epar("galafold", "Galafold"), {
    brands: ["Galafold"],
  }),
  // Given by drip on chemotherapy days; the body turns it into aprepitant.
  med("fosaprepitant", "Fosaprepitant", ["antiemetic"], null, epar("ivemend", "Ivemend"), {
    brands: ["Ivemend"],
  }),
  // Cholestatic liver disease in children; it can lower the absorption of vitamins A, D and E.
  med("odevixibat", "Odevixibat", ["biliary-medicine"], "once_daily", epar("bylvay", "Bylvay"), {
    brands: ["Bylvay"],
  }),
  // Gaucher disease; its leaflet names goldenseal as raising its level and St John's wort as lowering it.
  med("eliglustat", "Eliglustat", ["storage-disease-medicine"], "twice_daily", epar("cerdelga", "Cerdelga"), {
    brands: ["Cerdelga"],
  }),
  // Seizures of CDKL5 deficiency; its leaflet names St John's wort among medicines that may lower its effect.
  med("ganaxolone", "Ganaxolone", ["antiepileptic"], "three_times_daily", epar("ztalmy", "Ztalmy"), {
    brands: ["Ztalmy"],
  }),
  // Medicines whose EU leaflets (the p28 round) name a supplement; their records are in drug-interactions-part-109.ts.
  med("naldemedine", "Naldemedine", ["laxative"], "once_daily", epar("rizmoic", "Rizmoic"), {
    brands: ["Rizmoic"],
  }),
  med(
    "berotralstat",
    "Berotralstat",
    ["hereditary-angioedema-medicine"],
    "once_daily",
    epar("orladeyo", "Orladeyo"),
    { brands: ["Orladeyo"] },
  ),
  med("lonafarnib", "Lonafarnib", ["progeria-medicine"], "twice_daily", epar("zokinvy", "Zokinvy"), {
    brands: ["Zokinvy"],
  }),
  med(
    "palopegteriparatide",
    "Palopegteriparatide",
    ["parathyroid-hormone"],
    "once_daily",
    epar("yorvipath", "Yorvipath"),
    { brands: ["Yorvipath"] },
  ),
  med(
    "omaveloxolone",
    "Omaveloxolone",
    ["friedreich-ataxia-medicine"],
    "once_daily",
    epar("skyclarys", "Skyclarys"),
    { brands: ["Skyclarys"] },
  ),
  // X-linked hypophosphataemia, by injection; its leaflet leaves ordinary vitamin D to the doctor.
  med("burosumab", "Burosumab", ["hypophosphataemia-medicine"], null, epar("crysvita", "Crysvita"), {
    brands: ["Crysvita"],
  }),
];
