// Condition records for words read since the wcn6 round; none of their sources says "do not take", so each asks.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WCN6 as R } from "./references-wcn6";

export const MEDICAL_CONTRAINDICATIONS_WCN6: MedicalContraindicationInput[] = [
  // A case report, so level 4; the swelling went with the liquorice, not a regulator's warning.
  checked({
    ingredient: "licorice-root",
    condition: "oedema",
    conditionName: "Swelling from fluid build-up (oedema)",
    conditionSynonyms: ["oedema", "fluid retention", "swollen ankles"],
    level: "relative",
    advice:
      "Ask your GP or pharmacist before taking liquorice root if you have swelling from fluid build-up (oedema), such as swollen ankles, and tell them if the swelling gets worse.",
    why: "liquorice contains glycyrrhizic acid, which acts like the hormone that makes the body hold on to salt and water. A published case report describes a woman seen in a hospital emergency department with swelling of the face and legs, high blood pressure and low potassium after drinking liquorice tea every day for three weeks. Oedema is fluid retention in the body.",
    evidenceLevel: 4,
    references: [R.cureusLicoriceEdema, R.knowYourDoctorOedema],
  }),
  // The page names iron supplements among the medicines that cause constipation; a side effect, so the record asks.
  checked({
    ingredient: "iron",
    condition: "constipation",
    conditionName: "Constipation",
    conditionSynonyms: ["constipation", "constipated"],
    level: "relative",
    advice:
      "Ask your pharmacist before taking an iron supplement if you are often constipated: they can suggest a gentler form or dose, or ways to keep your bowels moving.",
    why: "iron supplements are among the medicines named as a possible cause of constipation (fewer than 3 bowel movements a week, or stools that are hard to pass), so they may make it worse.",
    evidenceLevel: 5,
    references: [R.tmmagazineConstipation],
  }),
  // Iron overload brings PCT on and treatment lowers iron: the page names no supplement dose, so the record asks.
  checked({
    ingredient: "iron",
    condition: "porphyria-cutanea-tarda",
    conditionName: "Porphyria cutanea tarda",
    conditionSynonyms: ["porphyria cutanea tarda"],
    level: "relative",
    advice:
      "Ask your porphyria specialist or GP before taking any supplement with iron in it if you have porphyria cutanea tarda.",
    why: "porphyria cutanea tarda is mostly brought on by other things, principally too much iron in the body, alcohol and oestrogens. Doctors ask about iron-containing preparations when assessing it, and its treatment lowers the body's iron, usually by removing blood (venesection).",
    evidenceLevel: 3,
    references: [R.uctPct],
  }),
  // The monograph speaks of impaired glucose tolerance and diabetes, the two ways blood sugar runs high: a caution.
  checked({
    ingredient: "glucosamine",
    condition: "high-blood-sugar",
    conditionName: "High blood sugar (hyperglycaemia)",
    conditionSynonyms: ["high blood sugar", "hyperglycaemia"],
    level: "relative",
    advice:
      "Tell your GP or practice nurse before taking glucosamine if your blood sugar runs high, and ask whether it should be checked more often while you take it.",
    why: "UK prescribing information for glucosamine says to monitor blood glucose in people with impaired glucose tolerance, and that people with diabetes may see their blood glucose go up and down. High blood sugar usually happens in people with diabetes.",
    references: [R.medscapeUkGlucosamine],
  }),
];
