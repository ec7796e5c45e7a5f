// Condition records from the leads the wcn3 and wgap2 rounds left (the wcn4 round).
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WCN4 as R } from "./references-wcn4";

export const MEDICAL_CONTRAINDICATIONS_WCN4: MedicalContraindicationInput[] = [
  // The dictionary reads psychosis and schizoaffective disorder as schizophrenia, so the record reaches them too.
  checked({
    ingredient: "st-johns-wort",
    condition: "schizophrenia",
    conditionName: "Schizophrenia or psychosis",
    conditionSynonyms: ["schizophrenia", "psychosis", "schizoaffective disorder"],
    level: "relative",
    advice:
      "Ask your psychiatrist or mental health team before taking St John's wort if you have schizophrenia or have had psychosis, and tell them at once if your symptoms come back or get worse.",
    why: "doctors have reported people with schizophrenia whose psychosis came back while they were taking St John's wort, and a young man with an earlier brief psychosis and a family history of psychotic depression who became psychotic after taking it. Antidepressants can make psychosis worse in schizophrenia, and St John's wort acts on the brain in similar ways. These are case reports, not trials.",
    evidenceLevel: 4,
    references: [R.cmajSjwSchizophrenia, R.ferraraSjwPsychosis],
  }),
  // Two of two people with bipolar depression in one small open study; no trial has tested the risk.
  checked({
    ingredient: "creatine",
    condition: "bipolar-disorder",
    conditionName: "Bipolar disorder",
    conditionSynonyms: ["bipolar disorder", "bipolar", "manic depression"],
    level: "relative",
    advice:
      "Ask your psychiatrist before taking creatine if you have bipolar disorder, and tell them at once if you notice signs of a high (less need for sleep, racing thoughts, feeling unusually energetic).",
    why: "in a small study of creatine 3 to 5 g a day added to treatment for hard-to-treat depression, both people who had bipolar disorder developed hypomania or mania within four weeks; the researchers warn creatine may tip bipolar depression into a high. The study was small and open (ten people), so the size of the risk is not known.",
    evidenceLevel: 3,
    references: [R.roitmanCreatineDepression],
  }),
  // The trial gave a multi-strain probiotic by tube to hospital patients; no guideline read states it for supplements.
  checked({
    ingredient: "probiotics",
    condition: "acute-pancreatitis",
    conditionName: "Acute pancreatitis",
    conditionSynonyms: ["acute pancreatitis", "severe acute pancreatitis"],
    level: "relative",
    advice:
      "Do not start probiotics during an attack of acute pancreatitis unless the hospital team treating you agrees; ask them or your GP before taking them while you recover.",
    why: "in a trial of 298 people in hospital with predicted severe acute pancreatitis, those given a mix of probiotic bacteria through a feeding tube did not get fewer infections, and more of them died (16% against 6% on a dummy treatment); nine developed a loss of blood supply to the bowel, eight of whom died. The trial was in very ill hospital patients and a journal notice of concern was later published about it, so what it means for a capsule taken at home is not known.",
    evidenceLevel: 2,
    references: [R.propatriaProbioticsPancreatitis],
  }),
];
