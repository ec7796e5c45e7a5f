// Supplement–medicine interactions, part 107 (p26 round): St John's wort with three cancer tablets whose EU leaflets
// say not to take it, and with ulipristal for fibroids and guanfacine; pomegranate with panobinostat; caffeine with
// migalastat (references-p23.ts).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { LOWERS } from "./drug-interactions-part-106";
import { REF_P23 as R } from "./references-p23";
import {
  stJohnsWortLowers,
  stJohnsWortMayLower,
  leafletTarget,
  verifiedRecord as record,
} from "./verified-record";

const STOPPING =
  "If you already take both, do not stop St John's wort suddenly on your own: ask your doctor first.";

function cancerTabletNeverWith(
  genericName: string,
  drugName: string,
  brand: string,
  leafletSays: string,
  leaflet: typeof R.tibsovoLeaflet,
) {
  return stJohnsWortLowers({
    target: leafletTarget(genericName, drugName, "Cancer medicine", brand),
    severityLevel: "contraindicated",
    mechanism: `${LOWERS} ${genericName}, so less of it reaches the blood.`,
    expectedEffect: `Less ${genericName} in the blood, so it may not work against the cancer.`,
    clinicalSignificance: leafletSays,
    recommendation: `Do not take St John's wort with ${genericName}. ${STOPPING}`,
    references: [leaflet],
  });
}

// Migalastat is taken fasting, and caffeine in the 2 hours either side may change how it works.
function migalastatWith(ingredient: "caffeine" | "guarana", what: string) {
  return record(ingredient, leafletTarget("migalastat", "Migalastat", "Fabry disease medicine", "Galafold"), {
    severityLevel: "minor",
    interactionType: "reduced_effect",
    mechanism: `${what} taken in the fasting time around a dose may affect how migalastat works.`,
    expectedEffect: "Migalastat may work less well.",
    clinicalSignificance:
      "The Galafold leaflet asks you to tell your doctor about caffeine-containing medicines or supplements, and says not to have food or caffeine for at least 2 hours before and 2 hours after each dose.",
    recommendation:
      "Have no caffeine, from drinks or from supplements such as guarana, for 2 hours before and 2 hours after each dose of migalastat.",
    avoidCombination: false,
    timingSeparationHours: 2,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.galafoldLeaflet],
  });
}

export const DRUG_INTERACTIONS_PART_107: DrugInteractionInput[] = [
  cancerTabletNeverWith(
    "ivosidenib",
    "Ivosidenib",
    "Tibsovo",
    "The Tibsovo leaflet says not to take it if you are already taking St John's wort.",
    R.tibsovoLeaflet,
  ),
  cancerTabletNeverWith(
    "tivozanib",
    "Tivozanib",
    "Fotivda",
    "The Fotivda leaflet says not to take it if you are taking St John's wort, which should not be used at the same time.",
    R.fotivdaLeaflet,
  ),
  cancerTabletNeverWith(
    "pemigatinib",
    "Pemigatinib",
    "Pemazyre",
    "The Pemazyre leaflet says you must not take St John's wort during treatment with it.",
    R.pemazyreLeaflet,
  ),
  {
    ...stJohnsWortMayLower({
      target: leafletTarget(
        "Ulipristal acetate 5 mg",
        "Ulipristal acetate 5 mg",
        "Fibroid medicine",
        "Esmya",
      ),
      mechanism: `${LOWERS} ulipristal, so less of it reaches the blood.`,
      expectedEffect: "Less ulipristal in the blood, so it may treat fibroids less well.",
      clinicalSignificance:
        "The Esmya leaflet names herbal remedies containing St John's wort among the medicines that can affect it or be affected by it.",
      recommendation: `Ask your doctor before taking St John's wort with ulipristal for fibroids. ${STOPPING}`,
      references: [R.esmyaLeaflet],
    }),
    id: "di-st-johns-wort-ulipristal-acetate-5mg",
  },
  stJohnsWortMayLower({
    target: leafletTarget("guanfacine", "Guanfacine", "ADHD medicine", "Intuniv"),
    mechanism: `${LOWERS} guanfacine, so less of it reaches the blood.`,
    expectedEffect: "Less guanfacine in the blood, so it may control ADHD less well.",
    clinicalSignificance:
      "The Intuniv leaflet names St John's wort among the medicines that can affect the way guanfacine is eliminated by the liver, and asks you to talk to your doctor or pharmacist first.",
    recommendation: `Talk to the doctor who prescribes guanfacine before taking St John's wort. ${STOPPING}`,
    references: [R.intunivLeaflet],
  }),
  record(
    "pomegranate",
    leafletTarget("panobinostat", "Panobinostat", "Cancer medicine (HDAC inhibitor)", "Farydak"),
    {
      severityLevel: "major",
      interactionType: "possible_interaction",
      mechanism:
        "The leaflet names pomegranate beside grapefruit and star fruit; it does not say how they interact.",
      expectedEffect: "The leaflet does not say what could happen.",
      clinicalSignificance:
        "The Farydak leaflet says you should not eat star fruit, pomegranate or grapefruit, or drink pomegranate or grapefruit juice, during treatment.",
      recommendation: "Do not take pomegranate supplements or juice while you take panobinostat.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.farydakLeaflet],
    },
  ),
  migalastatWith("caffeine", "Caffeine"),
  migalastatWith("guarana", "Guarana, which contains caffeine,"),
];
