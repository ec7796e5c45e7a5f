// Condition records of the wex round (sports and weight-loss ingredients), each checked against its text.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WEX as R } from "./references-wex";

export const MEDICAL_CONTRAINDICATIONS_WEX: MedicalContraindicationInput[] = [
  // "Don't take" is the page's own word, so the record blocks; an expert answer, not a trial, hence level 5.
  checked({
    ingredient: "arginine",
    condition: "herpes-simplex",
    conditionName: "Cold sores or genital herpes (herpes simplex)",
    conditionSynonyms: ["cold sores", "genital herpes", "herpes simplex"],
    level: "absolute",
    advice: "Do not take L-arginine supplements if you have had cold sores or genital herpes.",
    why: "the Mayo Clinic advises against L-arginine supplements for anyone who has had cold sores or genital herpes, because too much L-arginine in the body can trigger the virus that causes them.",
    evidenceLevel: 5,
    references: [R.mayoArginineBloodPressure],
  }),
  // A drug-information page's contraindications for guar products; they swell in the gut, as the psyllium SmPC's do.
  checked({
    ingredient: "guar-gum",
    condition: "bowel-obstruction",
    conditionName: "Bowel obstruction",
    conditionSynonyms: ["bowel obstruction", "intestinal obstruction", "blocked bowel"],
    level: "absolute",
    advice:
      "Do not take guar gum if you have, or have had, a blockage in your bowel, unless your specialist says it is safe.",
    why: "obstructions in the gastrointestinal tract are listed among the contraindications of guar products, which swell with water in the gut, and a professional monograph notes that guar gum may cause a blockage of the gut.",
    evidenceLevel: 5,
    references: [R.sanomedicaGuar, R.guarGumMonographCopy],
  }),
  checked({
    ingredient: "guar-gum",
    condition: "gut-stricture",
    conditionName: "Narrowing of the gut (stricture)",
    conditionSynonyms: ["intestinal stricture", "narrowing of the bowel", "oesophageal stricture"],
    level: "absolute",
    advice:
      "Do not take guar gum if you have a narrowing of the gut or gullet, unless your specialist says it is safe.",
    why: "narrowings (stenoses) of the gastrointestinal tract are listed among the contraindications of guar products, which swell with water in the gut, and a professional monograph notes that guar gum may cause a blockage of the gut.",
    evidenceLevel: 5,
    references: [R.sanomedicaGuar, R.guarGumMonographCopy],
  }),
  // "Avoid" in the monograph's allergy section; supplements are often tomato extracts.
  checked({
    ingredient: "lycopene",
    condition: "tomato-allergy",
    conditionName: "Tomato allergy",
    conditionSynonyms: ["tomato allergy", "allergic to tomatoes"],
    level: "absolute",
    advice: "Do not take lycopene supplements if you are allergic to tomatoes.",
    why: "the Natural Standard monograph on lycopene says to avoid it in people with a known allergy or hypersensitivity to lycopene or tomatoes; many lycopene supplements are made from tomato extract.",
    evidenceLevel: 5,
    references: [R.naturalStandardLycopene],
  }),
];
