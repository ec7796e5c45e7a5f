// Condition records of the wcn8 round: nutrients with the conditions their own texts name; blocks only where a text says not to.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WCN8 as R } from "./references-wcn8";

// The data sheet is for nicotinic acid tablets at lipid-lowering doses and says "risk/benefit", so each record asks.
const NICOTINIC_ACID_DOSES =
  "These warnings are written for nicotinic acid tablets taken at high doses; the small amounts in a multivitamin are far lower.";

// The data sheet is for nicotinic acid tablets: a label giving nicotinamide does not meet it, one giving no form does.
const NICOTINIC_ACID_ONLY = {
  ingredient: "niacin",
  chemicalForms: ["nicotinic acid"],
  rationale:
    "The data sheet read is for nicotinic acid tablets and speaks of large doses; it says nothing of nicotinamide (niacinamide), the form most multivitamins and B complexes carry.",
};

export const MEDICAL_CONTRAINDICATIONS_WCN8: MedicalContraindicationInput[] = [
  checked({
    ingredient: "niacin",
    condition: "peptic-ulcer",
    conditionName: "Peptic ulcer",
    conditionSynonyms: ["peptic ulcer", "stomach ulcer", "gastric ulcer", "duodenal ulcer"],
    level: "relative",
    advice:
      "Ask your GP or pharmacist before taking a high-dose niacin (nicotinic acid) supplement if you have a stomach or duodenal ulcer.",
    why: `the data sheet of nicotinic acid tablets says large doses may activate a peptic ulcer and that the risks and benefits should be weighed when one exists, and the US labelling of the prolonged-release nicotinic acid Niaspan lists active peptic ulcer disease among its contraindications. ${NICOTINIC_ACID_DOSES}`,
    evidenceLevel: 1,
    references: [R.apoNicotinicAcidDataSheet, R.niaspanMonograph],
    appliesWhen: NICOTINIC_ACID_ONLY,
  }),
  checked({
    ingredient: "niacin",
    condition: "gout",
    conditionName: "Gout",
    conditionSynonyms: ["gout"],
    level: "relative",
    advice:
      "Ask your GP or pharmacist before taking a high-dose niacin (nicotinic acid) supplement if you have gout.",
    why: `the data sheet of nicotinic acid tablets says large doses may raise uric acid in the blood (hyperuricaemia), so the risks and benefits should be weighed in gout. ${NICOTINIC_ACID_DOSES}`,
    evidenceLevel: 1,
    references: [R.apoNicotinicAcidDataSheet],
    appliesWhen: NICOTINIC_ACID_ONLY,
  }),
  checked({
    ingredient: "niacin",
    condition: "hypotension",
    conditionName: "Low blood pressure (hypotension)",
    conditionSynonyms: ["low blood pressure", "hypotension"],
    level: "relative",
    advice:
      "Ask your GP or pharmacist before taking a high-dose niacin (nicotinic acid) supplement if you have low blood pressure.",
    why: `the data sheet of nicotinic acid tablets says low blood pressure may get worse because nicotinic acid widens the blood vessels, so the risks and benefits should be weighed. ${NICOTINIC_ACID_DOSES}`,
    evidenceLevel: 1,
    references: [R.apoNicotinicAcidDataSheet],
    appliesWhen: NICOTINIC_ACID_ONLY,
  }),
  // The UK Iodine Group: kelp supplements are not recommended in pregnancy and should not be taken as an iodine source.
  checked({
    ingredient: "kelp",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: ["pregnancy", "pregnant"],
    level: "absolute",
    advice:
      "Do not take kelp or seaweed supplements while you are pregnant; ask your midwife, GP or pharmacist about a pregnancy supplement with a measured amount of iodine instead.",
    why: "the UK Iodine Group says kelp and seaweed supplements are not recommended during pregnancy: their iodine content varies widely (most UK kelp supplements give more than the label says), too much iodine can damage the thyroid, and high seaweed intake in pregnancy has been linked to an underactive thyroid in newborn babies. The British Nutrition Foundation adds that brown seaweed such as kelp can give excessive iodine, especially in pregnancy or breastfeeding.",
    evidenceLevel: 5,
    references: [R.ukIodineSeaweed, R.bnfSeaweedPregnancy],
  }),
  // LactMed reports that some sources advise against it, not that it must be avoided, so the record asks.
  checked({
    ingredient: "kelp",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: ["breastfeeding", "breast-feeding"],
    level: "relative",
    advice:
      "Ask your midwife, health visitor, GP or pharmacist before taking kelp or seaweed supplements while breastfeeding.",
    why: "iodine is actively carried into breast milk, and the US National Library of Medicine's LactMed record says some sources recommend against seaweed while breastfeeding because of its high iodine content and possible heavy metals. The British Nutrition Foundation says brown seaweed such as kelp can give excessive iodine, especially in pregnancy or breastfeeding.",
    evidenceLevel: 5,
    references: [R.lactmedSeaweed, R.bnfSeaweedPregnancy],
  }),
  // The MHRA advises talking to a professional and watching for reactions, not avoiding B12: an ask.
  checked({
    ingredient: "vitamin-b12",
    condition: "cobalt-allergy",
    conditionName: "Cobalt allergy",
    conditionSynonyms: ["cobalt allergy", "allergy to cobalt", "cobalt sensitivity"],
    level: "relative",
    advice:
      "Ask your GP or pharmacist before taking vitamin B12 if you have a known cobalt allergy, and stop and get advice if you get a rash or hives.",
    why: "vitamin B12 contains cobalt. The MHRA (December 2023) advises that people with a known cobalt allergy speak to a doctor or healthcare professional if they are prescribed vitamin B12 and watch for cobalt sensitivity reactions, usually an itchy allergic skin rash (contact dermatitis), which may start straight away or up to 72 hours later.",
    evidenceLevel: 1,
    references: [R.mhraCobaltHongKong, R.derbyshireCyanocobalamin],
  }),
  // Two German SmPCs of oral magnesium at supplement strength list myasthenia gravis in 4.3; the UK Magnaspartate one does not.
  checked({
    ingredient: "magnesium",
    condition: "myasthenia-gravis",
    conditionName: "Myasthenia gravis",
    conditionSynonyms: ["myasthenia gravis"],
    level: "absolute",
    advice:
      "Do not take magnesium supplements if you have myasthenia gravis unless your neurologist says they are safe for you.",
    why: "the product information of magnesium tablets licensed in Germany (Magium, 121.5 mg of magnesium a tablet, and Magnesium beta 10, 243 mg) lists myasthenia gravis among the conditions in which they must not be used (section 4.3). Myasthenia gravis causes muscle weakness because messages from the nerves to the muscles are blocked.",
    evidenceLevel: 1,
    references: [R.magiumSmpc, R.magnesiumBeta10Smpc],
  }),
  // The review advises a diet that avoids the precursors of trimethylamine, which it names as TMAO and choline: an ask.
  checked({
    ingredient: "choline",
    condition: "trimethylaminuria",
    conditionName: "Trimethylaminuria (fish odour syndrome)",
    conditionSynonyms: ["trimethylaminuria", "fish odour syndrome", "TMAU"],
    level: "relative",
    advice:
      "Ask your GP, dietitian or pharmacist before taking choline supplements if you have trimethylaminuria, as choline can make the smell worse.",
    why: "in trimethylaminuria the body cannot break down trimethylamine, the chemical with the fishy smell. Gut bacteria make trimethylamine from choline and from TMAO (found in sea fish), and a clinical review says symptoms improve with a diet that avoids these precursors; the NHS text says trimethylamine is produced particularly when choline-rich foods are digested.",
    evidenceLevel: 5,
    references: [R.tmauReview, R.clearchemistTmau],
  }),
  // The authors' own answer says men with prostate cancer should avoid it until more is known: it blocks, on weak evidence.
  checked({
    ingredient: "chondroitin",
    condition: "prostate-cancer",
    conditionName: "Prostate cancer",
    conditionSynonyms: ["prostate cancer"],
    level: "absolute",
    advice:
      "Do not take chondroitin if you have prostate cancer unless your cancer specialist agrees; glucosamine without chondroitin may be an alternative to ask about.",
    why: "a urologist writing in Alternative Medicine Alert pointed to studies in which more chondroitin sulfate in the tissue around a prostate cancer went with a higher chance of the cancer spreading or coming back after surgery, and the authors of the review he answered agreed that, until more conclusive information is available, men who have prostate cancer should avoid chondroitin. The evidence comes from tissue studies, not from people taking the supplement.",
    evidenceLevel: 5,
    references: [R.reliasChondroitinProstate],
  }),
  // The trial gave 200 micrograms a day; it says nothing of the smaller amounts in multivitamins.
  checked({
    ingredient: "selenium",
    condition: "non-melanoma-skin-cancer",
    conditionName: "Non-melanoma skin cancer",
    conditionSynonyms: ["non-melanoma skin cancer", "basal cell carcinoma", "squamous cell skin cancer"],
    level: "relative",
    advice:
      "Ask your GP or skin specialist before taking 200 micrograms or more of selenium a day if you have had non-melanoma skin cancer (a basal cell or squamous cell skin cancer).",
    why: "in a randomised trial of 1,312 people who had had non-melanoma skin cancer, 200 micrograms of selenium a day did not prevent basal cell skin cancers and raised the risk of squamous cell skin cancer by about a quarter and of non-melanoma skin cancer overall.",
    evidenceLevel: 2,
    references: [R.npcSkinCancer],
    appliesWhen: {
      ingredient: "selenium",
      minDailyAmount: { amount: 200, unit: "µg" },
      rationale:
        "The trial gave 200 micrograms of selenium a day (as selenised yeast); no smaller amount was tested.",
    },
  }),
];
