// Condition records of the herbs-b round: the weeks before surgery for herbal remedies (UKCPA perioperative handbook),
// and what professional monographs say of astragalus, red clover, flaxseed, kava, yohimbe, goldenseal, butterbur and
// dandelion. Each was checked
// against the text of its references.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { type ConditionEntry, verifiedCondition as checked } from "./verified-record";
import {
  AUTOIMMUNE,
  BLEEDING_DISORDER,
  BREASTFEEDS,
  CKD,
  LIVER_DISEASE,
  PREGNANT,
  SURGERY,
} from "./condition-synonyms";
import { REF_CONDITIONS as RC } from "./references-conditions";
import { REF_HERBS_B as R } from "./references-herbs-b";

const UPCOMING_SURGERY = {
  condition: "upcoming-surgery",
  conditionName: "Upcoming surgery",
  conditionSynonyms: SURGERY,
} as const;

// The handbook's advice is for every herbal medicine; it is written for the herbs the catalogue sells as herbal
// remedies, not for foods, fibres, enzymes or mushrooms (flaxseed, cranberry, soy, bromelain, lion's mane).
function stopBeforeSurgery(
  ingredient: string,
  name: string,
  extra?: Partial<ConditionEntry>,
): MedicalContraindicationInput {
  return checked({
    ingredient,
    ...UPCOMING_SURGERY,
    level: "relative",
    advice: `Stop taking ${name} 2 weeks before a planned operation, and tell your surgical team that you take it.`,
    why: "the UK Clinical Pharmacy Association's perioperative handbook recommends stopping all herbal medicines 2 weeks before elective surgery, because of their possible side effects and interactions.",
    evidenceLevel: 1,
    references: [RC.ukcpaHerbalRemedies],
    ...extra,
  });
}

export const MEDICAL_CONTRAINDICATIONS_HERBS_B: MedicalContraindicationInput[] = [
  stopBeforeSurgery("aloe-vera", "aloe vera"),
  stopBeforeSurgery("bilberry", "bilberry"),
  stopBeforeSurgery("elderberry", "elderberry"),
  stopBeforeSurgery("red-clover", "red clover"),
  stopBeforeSurgery("butterbur", "butterbur"),
  stopBeforeSurgery("goldenseal", "goldenseal"),
  stopBeforeSurgery("yohimbe", "yohimbe"),
  stopBeforeSurgery("astragalus", "astragalus"),
  stopBeforeSurgery("passionflower", "passionflower"),
  stopBeforeSurgery("lavender", "lavender capsules"),
  stopBeforeSurgery("dandelion", "dandelion"),
  stopBeforeSurgery("sage", "sage"),
  stopBeforeSurgery("grape-seed-extract", "grape seed extract"),
  stopBeforeSurgery("tribulus", "Tribulus terrestris"),
  stopBeforeSurgery("kava", "kava", {
    why: "the UK Clinical Pharmacy Association's perioperative handbook recommends stopping all herbal medicines 2 weeks before elective surgery, and the Family Practice Notebook says kava may add to the effect of a general anaesthetic and should be stopped at least 5 days before.",
    references: [RC.ukcpaHerbalRemedies, R.fpnotebookKava],
  }),

  checked({
    ingredient: "astragalus",
    condition: "autoimmune-disease",
    conditionName: "Autoimmune disease",
    conditionSynonyms: AUTOIMMUNE,
    level: "relative",
    advice: "Ask your doctor before taking astragalus if you have an autoimmune condition.",
    why: "the MSD Manual says astragalus might make the immune system more active, which can worsen the symptoms of autoimmune diseases such as rheumatoid arthritis and lupus.",
    evidenceLevel: 5,
    references: [R.msdAstragalus],
  }),
  checked({
    ingredient: "astragalus",
    ...PREGNANT,
    level: "absolute",
    advice: "Do not take astragalus while you are pregnant.",
    why: "the MSD Manual says astragalus should not be used during pregnancy, as animal studies suggest it can be toxic to the mother and the baby.",
    evidenceLevel: 5,
    references: [R.msdAstragalus],
  }),
  checked({
    ingredient: "astragalus",
    ...BREASTFEEDS,
    level: "absolute",
    advice: "Do not take astragalus while you are breastfeeding.",
    why: "the MSD Manual says astragalus should not be used while breastfeeding.",
    evidenceLevel: 5,
    references: [R.msdAstragalus],
  }),

  checked({
    ingredient: "red-clover",
    ...PREGNANT,
    level: "absolute",
    advice: "Do not take red clover while you are pregnant.",
    why: "red clover has oestrogen-like activity, and the Drugs.com professional monograph lists pregnancy among its contraindications.",
    evidenceLevel: 5,
    references: [R.drugsComRedClover],
  }),
  checked({
    ingredient: "red-clover",
    ...BREASTFEEDS,
    level: "absolute",
    advice: "Do not take red clover while you are breastfeeding.",
    why: "red clover has oestrogen-like activity, and the Drugs.com professional monograph lists breastfeeding among its contraindications.",
    evidenceLevel: 5,
    references: [R.drugsComRedClover],
  }),
  checked({
    ingredient: "red-clover",
    condition: "breast-cancer",
    conditionName: "Breast cancer",
    conditionSynonyms: [
      "breast cancer",
      "oestrogen receptor positive breast cancer",
      "hormone receptor positive breast cancer",
    ],
    level: "absolute",
    advice: "Do not take red clover if you have, or have had, oestrogen-dependent breast cancer.",
    why: "the Drugs.com professional monograph says red clover, whose isoflavones act like weak oestrogens, is contraindicated in oestrogen-dependent breast cancer or a risk of it.",
    evidenceLevel: 5,
    references: [R.drugsComRedClover],
  }),

  // "Do not take" (Mayo Clinic) and "not recommended" (Drugs.com) for supplements; flaxseed in food is not meant.
  checked({
    ingredient: "flaxseed",
    ...PREGNANT,
    level: "absolute",
    advice: "Do not take flaxseed or flaxseed oil supplements while you are pregnant.",
    why: "the Mayo Clinic says not to take flaxseed or flaxseed oil if you are pregnant, and the Drugs.com professional monograph says their use in pregnancy is not recommended.",
    evidenceLevel: 5,
    references: [R.mayoFlaxseed, R.drugsComFlax],
  }),
  checked({
    ingredient: "flaxseed",
    ...BREASTFEEDS,
    level: "absolute",
    advice: "Do not take flaxseed or flaxseed oil supplements while you are breastfeeding.",
    why: "the Mayo Clinic says not to take flaxseed or flaxseed oil if you are breastfeeding, and the Drugs.com professional monograph says their use while breastfeeding is not recommended.",
    evidenceLevel: 5,
    references: [R.mayoFlaxseed, R.drugsComFlax],
  }),
  checked({
    ingredient: "flaxseed",
    ...UPCOMING_SURGERY,
    level: "relative",
    advice:
      "Tell your surgical team that you take flaxseed oil before a planned operation; they may ask you to stop it beforehand.",
    why: "the Mayo Clinic says flaxseed oil might lessen the blood's ability to clot, so you may need to stop it before surgery.",
    evidenceLevel: 5,
    references: [R.mayoFlaxseed],
  }),

  checked({
    ingredient: "kava",
    condition: "parkinsons-disease",
    conditionName: "Parkinson's disease",
    conditionSynonyms: ["Parkinson's disease", "Parkinson's", "Parkinsons", "parkinsonism"],
    level: "relative",
    advice: "Ask your doctor before taking kava if you have Parkinson's disease.",
    why: "the Family Practice Notebook lists making Parkinson's disease worse among kava's adverse effects.",
    evidenceLevel: 5,
    references: [R.fpnotebookKava],
  }),

  // Commission E: "should not be used" with existing liver and kidney diseases.
  checked({
    ingredient: "yohimbe",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: LIVER_DISEASE,
    level: "absolute",
    advice: "Do not take yohimbe if you have liver disease.",
    why: "the German Commission E monograph on yohimbe bark says yohimbe preparations should not be used by people with existing liver disease.",
    evidenceLevel: 1,
    references: [R.commissionEYohimbe],
  }),
  checked({
    ingredient: "yohimbe",
    condition: "chronic-kidney-disease",
    conditionName: "Chronic kidney disease",
    conditionSynonyms: CKD,
    level: "absolute",
    advice: "Do not take yohimbe if you have kidney disease.",
    why: "the German Commission E monograph on yohimbe bark says yohimbe preparations should not be used by people with existing kidney disease.",
    evidenceLevel: 1,
    references: [R.commissionEYohimbe],
  }),

  // The MSD Manual: people with a seizure disorder or problems with blood clotting "should not take goldenseal".
  checked({
    ingredient: "goldenseal",
    condition: "epilepsy",
    conditionName: "Epilepsy",
    conditionSynonyms: ["epilepsy", "epileptic", "seizures", "seizure disorder"],
    level: "absolute",
    advice: "Do not take goldenseal if you have epilepsy or another seizure disorder.",
    why: "the MSD Manual says people who have a seizure disorder should not take goldenseal, which in large amounts can cause seizures.",
    evidenceLevel: 5,
    references: [R.msdGoldenseal],
  }),
  checked({
    ingredient: "goldenseal",
    condition: "bleeding-disorder",
    conditionName: "Bleeding disorder",
    conditionSynonyms: BLEEDING_DISORDER,
    level: "absolute",
    advice: "Do not take goldenseal if you have a bleeding or blood clotting disorder.",
    why: "the MSD Manual says people who have problems with blood clotting should not take goldenseal.",
    evidenceLevel: 5,
    references: [R.msdGoldenseal],
  }),
  checked({
    ingredient: "butterbur",
    ...PREGNANT,
    level: "absolute",
    advice: "Do not take butterbur if you are pregnant or planning a pregnancy.",
    why: "the Drugs.com leaflet on butterbur says not to use it if you are pregnant or plan to become pregnant soon, and to use reliable contraception while taking it.",
    evidenceLevel: 5,
    references: [R.drugsComButterbur],
  }),
  // Memorial Sloan Kettering lists both under "Do Not Take If".
  checked({
    ingredient: "dandelion",
    condition: "breast-cancer",
    conditionName: "Breast cancer",
    conditionSynonyms: [
      "breast cancer",
      "oestrogen receptor positive breast cancer",
      "hormone receptor positive breast cancer",
    ],
    level: "absolute",
    advice:
      "Do not take dandelion if you have a hormone-sensitive cancer such as hormone receptor positive breast cancer.",
    why: "Memorial Sloan Kettering Cancer Center says dandelion has oestrogen-like activity and, in laboratory studies, may increase the growth of hormone-sensitive cancer cells.",
    evidenceLevel: 5,
    references: [R.mskDandelion],
  }),
  checked({
    ingredient: "dandelion",
    condition: "chronic-kidney-disease",
    conditionName: "Chronic kidney disease",
    conditionSynonyms: CKD,
    level: "absolute",
    advice: "Do not take dandelion if you have chronic kidney disease.",
    why: "Memorial Sloan Kettering Cancer Center says dandelion tea contains high levels of oxalates, which can build up to toxic levels when the kidneys work less well.",
    evidenceLevel: 5,
    references: [R.mskDandelion],
  }),
];
