// References first cited in the wfh round (medical-contraindications-wfh.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WFH = {
  /**
   * Section 2: "NexoBrid must not be used: if you are allergic to bromelain; if you are allergic to pineapples; if you
   * are allergic to papain ... Talk to your doctor or nurse before NexoBrid is used if ... you have an active peptic
   * ulcer in the stomach ... you have problems with bleeding or if you take blood-thinners".
   */
  nexobridLeaflet: {
    title:
      "NexoBrid (concentrate of proteolytic enzymes enriched in bromelain): patient leaflet, section 2, what you need to know before NexoBrid is used",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/nexobrid-69925/patient-leaflet",
  },
  /**
   * Section 4.4: "Heart and/or kidney failure: In very rare occasions (<1/10.000) such patients have experienced cases of
   * edema and/or water retention ... Liver failure: There is no experience available ... Therefore, it is not
   * recommended for use in this group ... This reaction will have to be taken into account when Chondromel is used in
   * conjunction with platelet antiaggregants (acetylsalicylic acid, dipyridamole, clopidrogel, ditazol, trifusal or
   * ticlopidine)."
   */
  chondromelPrecautions: {
    title:
      "Chondromel 400 mg capsules (chondroitin sulfate): summary of product characteristics, sections 4.3 to 4.6 (Irish SmPC, 2021)",
    publisher: "RxReasoner (copy of the SmPC held by the Health Products Regulatory Authority, Ireland)",
    url: "https://rxreasoner.com/monographs/chondromel/precautions",
  },
  /** Section 4.2: kidney failure "must be treated with special attention"; liver failure "not recommended". */
  chondromelUsage: {
    title:
      "Chondromel 400 mg capsules (chondroitin sulfate): summary of product characteristics, section 4.2, patients with kidney or liver failure (Irish SmPC, 2021)",
    publisher: "RxReasoner (copy of the SmPC held by the Health Products Regulatory Authority, Ireland)",
    url: "https://rxreasoner.com/monographs/chondromel/usage",
  },
  /** "DO NOT USE CHONDROMEL: ... If you are suffering from liver failure." */
  chondromelLeaflet: {
    title: "Chondromel 400 mg capsules: patient leaflet, section 2, do not use Chondromel (Irish leaflet)",
    publisher: "myHealthbox (copy of the leaflet held by the Health Products Regulatory Authority, Ireland)",
    url: "https://www.myhealthbox.eu/en/chondromel-400-mg-capsules/2631268",
  },
  /**
   * In German: with certain medicines for psychiatric illnesses (phenothiazines), epileptic seizures occurred in single
   * cases; "Deshalb ist bei Patienten, welche Phenothiazine einnehmen oder an Epilepsie leiden, Vorsicht geboten" —
   * speak to your doctor before taking it.
   */
  epogamSwissPatientInfo: {
    title:
      "Epogam 1000 Vegicaps soft (evening primrose oil): patient information of the Swiss Medicines Compendium, when it must not or only cautiously be used (in German)",
    publisher: "Studylib (copy of the Swiss patient information, Zeller Medical)",
    url: "https://studylibde.com/doc/9493133/epogam%C2%AE-1000-vegicaps-soft",
  },
  /**
   * Section 4.5, in Italian: in schizophrenic patients treated with known epileptogenic medicines of the phenothiazine
   * type, Epogam can, potentially, bring out epilepsy.
   */
  epogamItalianSmpc: {
    title:
      "Epogam (gamolenic acid in evening primrose oil): summary of product characteristics, section 4.5 (Italian SmPC from AIFA, in Italian)",
    publisher: "Torrinomedica (copy of the Italian SmPC, source AIFA)",
    url: "https://www.torrinomedica.it/schede-farmaci/epogam/",
  },
  /** "People who have seafood allergies or those taking warfarin should not take glucosamine. Ask a pharmacist for advice." */
  hweGlucosamineLeaflet: {
    title:
      "Glucosamine and chondroitin: information for patients (why they are no longer prescribed; who should not take glucosamine)",
    publisher: "NHS Hertfordshire and West Essex Integrated Care Board",
    url: "https://www.hweclinicalguidance.nhs.uk/prescribing-guidance/glucosamine-and-chondroitin-patient-information-leaflet/",
  },
} satisfies Record<string, Reference>;
