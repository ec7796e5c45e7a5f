// References first cited in the third nutrient SmPC audit (drug-interactions-part-55.ts,
// medical-contraindications-wnut3.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WNUT3 = {
  /** "CYP1A2 inducers such as carbamazepine and rifampicin may give rise to reduced plasma concentrations of melatonin." */
  rxMelatonin: {
    title:
      "Melatonin: interactions (CYP1A2 inducers and inhibitors, cimetidine, oestrogens, hypnotics, thioridazine and imipramine)",
    publisher: "RxReasoner (melatonin substance page, drawn from melatonin product information)",
    url: "https://rxreasoner.com/substances/melatonin/precautions",
  },
  /** "Use caution in patients with renal impairment or epilepsy." */
  adaflexPrescribingInformation: {
    title: "Adaflex (melatonin) tablets: UK abbreviated prescribing information, special warnings",
    publisher: "AGB-Pharma (UK abbreviated prescribing information)",
    url: "https://adaflex.co.uk/adaflex/adaflex-prescribing-information",
  },
  /** "if you have epilepsy. Melatonin may increase seizure frequency in patients with epilepsy"; "if you have diabetes or impaired glucose tolerance, as this medicine may increase the level of glucose". */
  syncrodinLeaflet: {
    title:
      "Syncrodin 3 mg film-coated tablets (melatonin, PL 20243/0003): patient leaflet, warnings and precautions",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/11772/pil",
  },
  /** "Syncrodin® may reduce the effect of nifedipine on lowering blood pressure." */
  syncrodinChildLeaflet: {
    title: "Syncrodin 3 mg film-coated tablets (melatonin, PL 20243/0004): patient leaflet, other medicines",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/101253/pil",
  },
  /** "Do not use selenase® oral solution … if you have a selenosis (selenium poisoning)." */
  selenaseLeaflet: {
    title: "Selenase 100 micrograms oral solution (sodium selenite): UK patient leaflet, do not use",
    publisher: "Drugs.com (UK edition), transcript of the leaflet",
    url: "https://www.drugs.com/uk/selenase-100-micrograms-oral-solution-50-micrograms-ml-leaflet.html",
  },
  /** Contraindications: "Selenosis". */
  medscapeSelenium: {
    title: "Selenium (Selenase oral solution): contraindications and precautions",
    publisher: "Medscape UK",
    url: "https://www.medscape.co.uk/drug/selenium-70216-70216",
  },
} satisfies Record<string, Reference>;
