// Pages read in the unread-medicines round (wmed4): the product information of UK medicines the checker did not
// read, and the pages that state a property a class record needs. Each was seen at this address.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WMED4 = {
  /** 4.3: "Concomitant administration of strong inducers of Cytochrome P450 such as rifampicin" (an EU-listed text). */
  praziquantelSmpc: {
    title:
      "Praziquantel 600 mg tablets: summary of product characteristics, sections 4.3 and 4.4 (contraindications, warnings)",
    publisher: "Cipla product information listed by the European Medicines Agency, reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/praziquantel/precautions",
  },
  /** Ketoconazole nearly doubled praziquantel's AUC, "possibly through inhibition of CYP3A, particularly CYP3A4". */
  ketoconazolePraziquantel: {
    title:
      "Pharmacokinetic interaction between ketoconazole and praziquantel in healthy volunteers (J Clin Pharm Ther 2007;32(6):585-93)",
    publisher: "Journal of Clinical Pharmacy and Therapeutics (abstract on Zendy)",
    url: "https://zendy.io/title/10.1111/j.1365-2710.2007.00862.x",
    doi: "10.1111/j.1365-2710.2007.00862.x",
  },
  /** 4.4: "The nitrous oxide constituent of ENTONOX causes inactivation of vitamin B12". */
  entonoxMgds: {
    title: "ENTONOX medical gas data sheet with summary of product characteristics, sections 4.3 and 4.4",
    publisher: "BOC (UK medical gas data sheet), reproduced by DocPlayer",
    url: "https://docplayer.net/amp/20804507-Medical-gas-data-sheet-mgds-entonox-essential-safety-information.html",
  },
  /** 4.4: careful monitoring with anti-vitamin K or platelet aggregation inhibitors, antidiabetic agents. */
  trentalSmpc: {
    title: "Trental 400 (pentoxifylline): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC held by the MHRA (Aventis Pharma, 2019), reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/trental/precautions",
  },
  /** "Administer supplemental iron therapy if serum ferritin is < 100 mcg/L or serum transferrin saturation is < 20%." */
  aranespDosing: {
    title: "Dosing information for Aranesp (darbepoetin alfa) for anaemia due to CKD (US prescriber site)",
    publisher: "Amgen",
    url: "https://www.aranesp.com/professional/nephrology/dosing-information/",
  },
  /** "Krachtige P-gp-inductoren (zoals rifampicine, carbamazepine, fenytoïne en sint-janskruid) kunnen de blootstelling aan nintedanib verlagen." */
  ofevInteractionsNl: {
    title: "Ofev (nintedanib): interacties, from the product information (in Dutch)",
    publisher: "Boehringer Ingelheim (Netherlands prescriber site)",
    url: "https://pro.boehringer-ingelheim.com/nl/voorschrijfbevoegd/ofev/interacties",
  },
  /** The French Ofev monograph, section on interactions: the same text, St John's wort as "le millepertuis". */
  ofevTheriaque: {
    title: "Ofev 100 mg capsule: interactions médicamenteuses (in French)",
    publisher: "Thériaque (French drug database, from the ANSM product information)",
    url: "https://www.theriaque.org/apps/monographie/index.php?type=SP&id=31465&info=INTER",
  },
} satisfies Record<string, Reference>;
