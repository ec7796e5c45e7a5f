// Supplement–medicine interactions, part 36: what German product information of an aloe laxative (Kräuterlax, the
// dried leaf juice the EU monograph on aloes covers) asks people to discuss with a doctor first. Each record was
// checked against its text; the catalogue's oral aloe includes aloe latex.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WHMPC as R } from "./references-whmpc";
import { verifiedRecord as record } from "./verified-record";

// The leaflet names the medicines; PharmaWiki says why: potassium lost with long use of the laxative.
const LOW_POTASSIUM =
  "Aloe taken by mouth as a laxative can make the body lose potassium, particularly with long use, and low potassium changes how this medicine acts on the heart.";

export const DRUG_INTERACTIONS_PART_36: DrugInteractionInput[] = [
  ...(
    [
      ["cardiac-glycoside", "Cardiac glycosides (digoxin)"],
      ["antiarrhythmic", "Medicines for irregular heart rhythm (antiarrhythmics)"],
    ] as const
  ).map(([slug, name]) =>
    record("aloe-vera", classTarget(slug, name), {
      severityLevel: "moderate",
      interactionType: "hypokalaemia",
      mechanism: LOW_POTASSIUM,
      expectedEffect:
        "Low potassium, which can strengthen the medicine's effect on the heart or upset the heart rhythm.",
      clinicalSignificance:
        "The German leaflet of Kräuterlax, an aloe laxative, asks you to talk to your doctor before taking it if you take cardiac glycosides or medicines for an irregular heart rhythm (antiarrhythmics); PharmaWiki says long use loses potassium, which strengthens cardiac glycosides and antiarrhythmics.",
      recommendation:
        "Ask your doctor before taking aloe or aloe latex by mouth with this heart medicine; the leaflet also says long use of stimulant laxatives should be avoided.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood potassium and your heart rhythm.",
      evidenceLevel: 1,
      references: [R.krauterlaxLeaflet, R.pharmawikiAloe],
    }),
  ),
  // "Cortison und Cortison-ähnliche Substanzen (Nebennierenrindensteroide)": steroid tablets and injections, the
  // systemic class, so a steroid cream does not meet it.
  record(
    "aloe-vera",
    classTarget("corticosteroid", "Steroid tablets, liquids and injections (systemic corticosteroids)"),
    {
      severityLevel: "moderate",
      interactionType: "hypokalaemia",
      mechanism:
        "Aloe taken by mouth as a laxative can make the body lose potassium, and steroid tablets can lower potassium too.",
      expectedEffect: "Low potassium (hypokalaemia): muscle weakness, cramps or an irregular heartbeat.",
      clinicalSignificance:
        "The German leaflet of Kräuterlax, an aloe laxative, asks you to talk to your doctor before taking it if you take cortisone or cortisone-like medicines (corticosteroids).",
      recommendation:
        "Ask your doctor before taking aloe or aloe latex by mouth while you take steroid tablets.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood potassium.",
      evidenceLevel: 1,
      references: [R.krauterlaxLeaflet],
    },
  ),
];
