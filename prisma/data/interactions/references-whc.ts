// References first cited by the Health Canada monograph round (the whc round): monographs of Health Canada's Natural
// Health Products Ingredients Database, and the UK leaflet of Omacor. Each address is the one it was read at, except
// where a comment says the text was read in another rendering of the same monograph.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const NHPID = "Health Canada, Natural Health Products Ingredients Database";

export const REF_WHC = {
  /** Risk information: "Consult a health care practitioner ... prior to use if you are pregnant, breastfeeding or have kidney stones". */
  hcNac: {
    title: "N-Acetyl-L-Cysteine: natural health products monograph",
    publisher: NHPID,
    url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=n-acetyl-l-cysteine&lang=eng",
  },
  /**
   * Risk information (monograph of 27 January 2023, read in its monoReq.do?id=163 rendering): "Do not use this product
   * if you are taking anti-cancer, antidepressant …, cardiovascular, contraceptive medications, blood thinners,
   * anti-HIV agents and/or medications to suppress the immune system (immunosuppressive medications)."
   */
  hcStJohnsWort: {
    title: "St. John's Wort (Hypericum perforatum), oral: natural health products monograph",
    publisher: NHPID,
    url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
  },
  /** "Take special care with Omacor if: … you have problems with your liver. Your doctor will monitor any effects Omacor may have on your liver with blood tests." */
  omacorLeaflet: {
    title: "Omacor 1000 mg soft capsules (omega-3-acid ethyl esters 90): package leaflet",
    publisher: "Drugs.com (UK leaflet)",
    url: "https://www.drugs.com/uk/omacor-1000-mg-soft-capsules-leaflet.html",
  },
  /** "Milk-derived ingredients can be hard to spot. Look out for the following ingredients if you have a milk or dairy allergy: Whey; Casein or caseinates; …" */
  allergenCheckerMilk: {
    title: "10 facts about milk: the everyday, everywhere allergen",
    publisher: "Allergen Checker (UK)",
    url: "https://allergenchecker.co.uk/industry-news/10-facts-about-milk-the-everyday-everywhere-allergen",
  },
} satisfies Record<string, Reference>;
