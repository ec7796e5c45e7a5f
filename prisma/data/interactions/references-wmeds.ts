// References first cited in the round that read medicines' own product information for the supplements it names
// (drug-interactions-part-53.ts, medicines/wmeds.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WMEDS = {
  /**
   * 4.5: "Xofluza should not be taken with products that contain polyvalent cations such as laxatives, antacids or
   * oral supplements containing iron, zinc, selenium, calcium or magnesium." The EU text (2022); the UK copies found
   * stop at section 4.2.
   */
  xofluzaEuSmpc: {
    title:
      "Xofluza film-coated tablets (baloxavir marboxil): summary of product characteristics, sections 4.2 and 4.5",
    publisher: "European Medicines Agency product information (Roche, 2022), reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/xofluza-tab/precautions",
  },
  /** The UK SmPC of Xofluza 40 mg tablets: one tablet holds 40 mg baloxavir marboxil (read to section 4.2). */
  xofluzaUkSmpc: {
    title: "Xofluza 40 mg film-coated tablets: summary of product characteristics",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/xofluza-40-mg-film-coated-tablets-89897/summary-of-medicine-characteristics",
  },
  /** The UK SmPC of Quofenix 450 mg tablets (delafloxacin): "as per fluoroquinolone class" (read to section 4.2). */
  quofenixUkSmpc: {
    title: "Quofenix 450 mg tablets (delafloxacin): summary of product characteristics",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/quofenix-450-mg-tablets-87823/summary-of-medicine-characteristics",
  },
  /** "Clodronate disodium … is a non-amino-bisphosphonate"; not with any other bisphosphonate medicines. */
  loronLeaflet: {
    title: "Loron 520 mg film-coated tablets (clodronate disodium): patient leaflet",
    publisher: "UK patient leaflet, reproduced by Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/loron-520mg-film-coated-tablets-leaflet.html",
  },
  /** "Bonefos contain sodium clodronate which belongs to a group of medicines called bisphosphonates." */
  bonefosLeaflet: {
    title: "Bonefos 800 mg tablets (sodium clodronate): patient leaflet",
    publisher: "UK patient leaflet, reproduced by Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/sodium-clodronate-800mg-tablets-leaflet.html",
  },
  /**
   * "Co-administration of ospemifene with strong enzyme inducers like carbamazepine, phenytoin, St John's wort and
   * rifabutin would be expected to decrease the exposure of ospemifene, which may decrease the clinical effect."
   */
  ospemifeneInteractions: {
    title:
      "Ospemifene: interactions (strong enzyme inducers such as St John's wort), from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/ospemifene/precautions",
  },
  /** Senshio (ospemifene) product information: other SERMs such as tamoxifen, toremifene, bazedoxifene, raloxifene. */
  senshioEuSmpc: {
    title:
      "Senshio film-coated tablets (ospemifene): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "European Medicines Agency product information (Shionogi, 2022), reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/senshio/precautions",
  },
  /** The US maker's table: St John's wort lowers temsavir; co-administration is contraindicated. */
  rukobiaUsInteractions: {
    title: "Rukobia (fostemsavir) dosing and drug interactions: St John's wort contraindicated",
    publisher: "ViiV Healthcare (summary of the US prescribing information)",
    url: "https://rukobiahcp.com/dosing-and-drug-interactions",
  },
  /** The EU leaflet (Austria), section 2: not to be taken with medicines containing St John's wort (read in German). */
  rukobiaEuLeaflet: {
    title: "Rukobia 600 mg Retardtabletten: Gebrauchsinformation (EU patient leaflet, section 2)",
    publisher: "medikamio (copy of the EU patient leaflet)",
    url: "https://medikamio.com/de-at/medikamente/rukobia-600-mg-retardtabletten/pil",
  },
  /**
   * Germany's medicines list summarising the EU Emend SmPC: lowered aprepitant with CYP3A4 inducers (rifampicin,
   * phenytoin, carbamazepine, phenobarbital); "Nicht empf.: Johanniskraut (Hypericum perforatum) enth. Präp."
   */
  emendRoteListe: {
    title:
      "EMEND 80 mg/125 mg Hartkapseln (aprepitant): Fachinformation summary, interactions (St John's wort not recommended)",
    publisher: "Rote Liste (Germany; summary of the EU product information)",
    url: "https://www.rote-liste.de/rle/detail/19141-1/EMEND-R-80-mg-125-mg-Hartkapseln-125-mg-Pulver-zur-Herstellung-einer-Suspension-zum-Einnehmen",
  },
} satisfies Record<string, Reference>;
