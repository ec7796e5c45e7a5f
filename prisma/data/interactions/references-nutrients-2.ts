// References first cited by the records written from the second systematic reading of the nutrients and other
// non-herbal ingredients (drug-interactions-part-13.ts, medical-contraindications-nutrients-2.ts). Each was read
// here, in the text of the page named; the comment says what it states.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_NUT2 = {
  /**
   * Sections 4.3 and 4.4 of the UK Epidyolex SmPC (MHRA, GB): contraindicated with transaminases above 3 times
   * the upper limit of normal and bilirubin above 2 times; dose-related rises in liver enzymes, mostly with
   * valproate and to a lesser extent clobazam, and more often when liver enzymes were raised at the start.
   */
  epidyolexUkSmpc: {
    title:
      "Epidyolex (cannabidiol) oral solution: summary of product characteristics, sections 4.3 and 4.4 (Medicines & Healthcare Products Regulatory Agency, GB)",
    publisher: "RxReasoner (copy of the UK SmPC held by the MHRA)",
    url: "https://www.rxreasoner.com/monographs/epidyolex/precautions",
  },
  /**
   * The interactions chapter of the Swiss Epidyolex product information: its pharmacokinetics are complex and can
   * lead to interactions with other antiepileptics taken at the same time, so doses are adjusted under regular
   * medical supervision, the patient is watched closely for side effects and blood levels may be measured.
   */
  epidyolexSwissInteractions: {
    title: "Epidyolex: Fachinformation, Interaktionen (Swiss product information, interactions chapter)",
    publisher: "ODDB (copy of the Swiss product information approved by Swissmedic)",
    url: "https://ch.oddb.org:443/en/gcc/fachinfo/reg/67590/chapter/interactions",
  },
  /**
   * FSA and FSS, 12 October 2023: healthy adults should take no more than 10 mg of CBD a day; CBD is not advised
   * for people taking medication who have not consulted a medical professional, in pregnancy, breastfeeding or
   * when trying to conceive; the more CBD taken over a lifetime, the likelier long-term harm such as liver damage.
   */
  fsaCbdUpdate2023: {
    title:
      "Food Standards Agency and Food Standards Scotland update consumer advice for CBD (12 October 2023)",
    publisher: "Food Standards Agency",
    url: "https://www.food.gov.uk/news-alerts/news/food-standards-agency-and-food-standards-scotland-update-consumer-advice-for-cbd",
  },
  /**
   * Read at its http address; the same page is served over https. Clinical overview: tacrolimus toxicity was reported with the prescription CBD product (Epidiolex); CBD acts on
   * many cytochrome P450 enzymes, including CYP3A4 and CYP2C19, and on P-glycoprotein and glucuronidation.
   */
  drugsComCbd: {
    title: "Cannabidiol: clinical overview (interactions)",
    publisher: "Drugs.com (natural product monograph)",
    url: "https://www.drugs.com/npp/cannabidiol.html",
  },
  /**
   * English text of the Spanish Condrosulf 400 mg (chondroitin sulfate) leaflet: do not take it in pregnancy or
   * while breastfeeding, for lack of data; at very high doses above those recommended it may slightly increase the
   * effect of antiplatelet medicines (aspirin, dipyridamole, clopidogrel, ticlopidine and others).
   */
  condrosulfLeaflet: {
    title: "Condrosulf 400 mg hard capsules (chondroitin sulfate): patient information leaflet",
    publisher: "OlaDoctor (English text of the Spanish Condrosulf leaflet)",
    url: "https://oladoctor.com/uk/medicines/spain/condrosulf-400-mg-capsulas-duras",
  },
} satisfies Record<string, Reference>;
