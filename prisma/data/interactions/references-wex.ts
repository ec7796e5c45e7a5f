// References first cited in the wex round (drug-interactions-part-77.ts, medical-contraindications-wex.ts).
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WEX = {
  /**
   * "It's best to avoid taking co-careldopa at the same time as meals containing a lot of protein, such as meat, eggs,
   * cheese, beans or lentils. Protein can reduce the amount of co-careldopa your body takes in, meaning that your
   * medicine will not work properly."
   */
  nhsCoCareldopaHowToTake: {
    title:
      "How and when to take co-careldopa: avoid taking it at the same time as meals containing a lot of protein",
    publisher: "NHS website",
    url: "https://nhs.uk/medicines/co-careldopa/how-and-when-to-take-co-careldopa",
  },
  /** Prescribing notes for co-beneldopa and co-careldopa: "Protein may interfere with levodopa absorption." */
  niFormularyLevodopa: {
    title: "Northern Ireland Formulary 4.9.1.2 Levodopa (co-beneldopa, co-careldopa): prescribing notes",
    publisher: "Northern Ireland Formulary (HSC Northern Ireland)",
    url: "https://niformulary.hscni.net/formulary/4-0-central-nervous-system/4-9-drugs-used-in-parkinsonism-and-related-disorders/4-9-1-dopaminergic-drugs-used-in-parkinsonism/4-9-1-2-levodopa/",
  },
  /**
   * "L-arginine supplements can interact with some medications, including nitroglycerin, some high blood pressure
   * medications and erectile dysfunction medications. Don't take L-arginine supplements if you've had cold sores or
   * genital herpes. Too much L-arginine in your system can trigger the virus that causes those conditions."
   */
  mayoArginineBloodPressure: {
    title: "L-arginine: can it lower blood pressure? (expert answer, high blood pressure)",
    publisher: "Mayo Clinic",
    url: "https://www.mayoclinic.org/diseases-conditions/high-blood-pressure/expert-answers/l-arginine/FAQ-20058052?p=1",
  },
} satisfies Record<string, Reference>;
