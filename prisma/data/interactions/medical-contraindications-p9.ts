// Condition records of the p9 round, each checked against the text it cites: a stage or a state the product
// information names only at its severe end asks, as the person's doctor knows which it is.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_P8 } from "./references-p8";
import { REF_WNEW } from "./references-wnew";
import { verifiedCondition as checked } from "./verified-record";

export const MEDICAL_CONTRAINDICATIONS_P9: MedicalContraindicationInput[] = [
  checked({
    ingredient: "pelargonium",
    condition: "cirrhosis",
    conditionName: "Cirrhosis of the liver",
    conditionSynonyms: ["cirrhosis", "liver cirrhosis"],
    level: "relative",
    advice:
      "Ask your doctor before taking pelargonium if you have cirrhosis, as its UK product information rules it out in severe liver disease.",
    why: "section 4.3 of the UK product information of Kaloba, Potter's and DiaPelargo pelargonium medicines lists severe hepatic (liver) diseases, and cirrhosis can be severe; the doctor who follows it knows how severe it is.",
    references: [REF_WNEW.kalobaDropsSmpc, REF_WNEW.pottersPelargoniumSmpc, REF_WNEW.diaPelargoSmpc],
  }),
  checked({
    ingredient: "activated-charcoal",
    condition: "constipation",
    conditionName: "Constipation",
    conditionSynonyms: ["constipation", "constipated", "severe constipation"],
    level: "relative",
    advice:
      "Ask your pharmacist or GP before taking activated charcoal if you are constipated; with a possibly blocked bowel, see a doctor instead.",
    why: "the leaflet of an EU activated charcoal medicine (Biocarbon) says not to take it with severe constipation and a suspected blocked bowel.",
    references: [REF_P8.biocarbonLeaflet],
  }),
];
