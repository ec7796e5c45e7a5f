// Condition records of the p8 round (activated charcoal, chlorella, reishi, schisandra, saffron, black seed, horsetail
// and maca), each checked against the text it cites (references-p8.ts). Texts copied from a reference database are
// graded as theory (5); a text that says to avoid the supplement gives a record that blocks.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BLEEDING_DISORDER, BREASTFEEDS, LIVER_DISEASE, PREGNANT, SURGERY } from "./condition-synonyms";
import { REF_HERBAL_CLASS } from "./references-herbal-class";
import { REF_P8 as R } from "./references-p8";
import { REF_WFN } from "./references-wfn";
import { verifiedCondition as checked } from "./verified-record";

type References = MedicalContraindicationInput["references"];

const BLEEDING = {
  condition: "bleeding-disorder",
  conditionName: "Bleeding disorder",
  conditionSynonyms: BLEEDING_DISORDER,
} as const;

const UPCOMING_SURGERY = {
  condition: "upcoming-surgery",
  conditionName: "Upcoming surgery",
  conditionSynonyms: SURGERY,
} as const;

// --- Activated charcoal -------------------------------------------------------------------------------------------
// The UK charcoal tablets' SmPC lists only allergy as a contraindication and allows pregnancy and breastfeeding; the
// gut conditions below come from a Swedish SmPC and a leaflet authorised in Malta.

/** Charcoal blackens stools, which can hide the black stools of a bleed from the gut. */
const CHARCOAL_BLEEDING_WHY =
  "the leaflet of an EU activated charcoal medicine (Biocarbon) asks for special care in people prone to bleeding from the stomach or gut, such as those with stomach or duodenal ulcers or inflammatory bowel disease. Charcoal turns stools black, and stools that stay dark for several days after stopping it should be checked by a doctor for bleeding.";

function charcoalGutBleeding(
  condition: string,
  conditionName: string,
  conditionSynonyms: readonly string[],
  state: string,
): MedicalContraindicationInput {
  return checked({
    ingredient: "activated-charcoal",
    condition,
    conditionName,
    conditionSynonyms,
    level: "relative",
    advice: `Ask your GP before taking activated charcoal if you have ${state}, and see a doctor if your stools stay black after you stop it.`,
    why: CHARCOAL_BLEEDING_WHY,
    references: [R.biocarbonLeaflet],
  });
}

// --- Chlorella ----------------------------------------------------------------------------------------------------
const CHLORELLA_IMMUNE_ASK =
  "Ask your specialist or GP before taking chlorella, and tell them if your condition flares after starting it.";

function chlorellaAutoimmune(
  condition: string,
  conditionName: string,
  conditionSynonyms: readonly string[],
  disease: string,
): MedicalContraindicationInput {
  return checked({
    ingredient: "chlorella",
    condition,
    conditionName,
    conditionSynonyms,
    level: "relative",
    advice: CHLORELLA_IMMUNE_ASK,
    why: `a review of herbal supplements that stimulate the immune system lists chlorella among those shown in laboratory and animal studies to activate immune cells, and says case reports link such supplements with the onset or flares of ${disease}; dermatologists studying these diseases call their use a potential risk for people with autoimmune skin disease. The evidence on chlorella itself comes from laboratory and animal studies.`,
    evidenceLevel: 5,
    references: [REF_WFN.immunostimulatoryHerbsReview, REF_WFN.immunostimulatoryHerbUse],
  });
}

// --- Pregnancy and breastfeeding ----------------------------------------------------------------------------------
function notInPregnancy(
  ingredient: string,
  name: string,
  why: string,
  references: References,
  evidenceLevel: MedicalContraindicationInput["evidenceLevel"],
): MedicalContraindicationInput {
  return checked({
    ingredient,
    ...PREGNANT,
    level: "absolute",
    advice: `Do not take ${name} while you are pregnant unless your midwife or GP advises it.`,
    why,
    evidenceLevel,
    references,
  });
}

function notWhileBreastfeeding(
  ingredient: string,
  name: string,
  why: string,
  references: References,
  evidenceLevel: MedicalContraindicationInput["evidenceLevel"],
): MedicalContraindicationInput {
  return checked({
    ingredient,
    ...BREASTFEEDS,
    level: "absolute",
    advice: `Do not take ${name} while breastfeeding unless your health visitor, GP or pharmacist advises it.`,
    why,
    evidenceLevel,
    references,
  });
}

/** The NHS Specialist Pharmacy Service's general advice on herbal medicines, for herbs with no text of their own read here. */
const SPS_PREGNANCY =
  "the NHS Specialist Pharmacy Service advises that, in general, herbal medicines should be avoided in pregnancy: their ingredients are likely to act like medicines, products vary in strength and contamination cannot be ruled out. A woman who wants to take one should weigh the risks and benefits with a healthcare professional first.";
const SPS_BREASTFEEDING =
  "the NHS Specialist Pharmacy Service advises that breastfeeding mothers generally avoid herbal medicines, because little is known about whether they pass into breast milk or are safe for the baby, and products can be contaminated. A herbal medicine taken while breastfeeding should be taken with the knowledge of a health visitor, GP or pharmacist.";

// --- Maca ---------------------------------------------------------------------------------------------------------
// Natural Medicines names breast, uterine and ovarian cancer, endometriosis and fibroids as the hormone-sensitive
// conditions maca extracts might worsen; a hormone-sensitive cancer named without its site is included too.
const MACA_HORMONE_WHY =
  "the Natural Medicines text on maca says extracts from maca might act like oestrogen, and that anyone with a condition that might be made worse by oestrogen, such as breast, womb or ovarian cancer, endometriosis or fibroids, should not use them; the same page adds that maca's effect on hormones is poorly understood and that people with these conditions should not take maca without consulting their doctor.";

// A cancer named without its hormone status asks, as for milk thistle: not every breast, womb or ovarian cancer is.
const MACA_HORMONE_CONDITIONS = [
  ...(
    [
      [
        "hormone-sensitive-cancer",
        "Hormone-sensitive cancer",
        ["hormone-sensitive cancer", "oestrogen-sensitive cancer"],
        "a hormone-sensitive cancer",
      ],
      ["endometriosis", "Endometriosis", ["endometriosis"], "endometriosis"],
      ["uterine-fibroids", "Fibroids (uterine fibroids)", ["fibroids", "uterine fibroids"], "fibroids"],
    ] as const
  ).map(([condition, conditionName, conditionSynonyms, state]) =>
    checked({
      ingredient: "maca",
      condition,
      conditionName,
      conditionSynonyms,
      level: "absolute",
      advice: `Do not take maca supplements if you have or have had ${state}, unless your specialist agrees.`,
      why: MACA_HORMONE_WHY,
      evidenceLevel: 5,
      references: [R.skyclkMaca],
    }),
  ),
  ...(
    [
      ["breast-cancer", "Breast cancer", ["breast cancer"], "breast cancer"],
      ["womb-cancer", "Womb (uterine) cancer", ["womb cancer", "uterine cancer"], "womb cancer"],
      ["ovarian-cancer", "Ovarian cancer", ["ovarian cancer"], "ovarian cancer"],
    ] as const
  ).map(([condition, conditionName, conditionSynonyms, state]) =>
    checked({
      ingredient: "maca",
      condition,
      conditionName,
      conditionSynonyms,
      level: "relative",
      advice: `Ask your cancer team before taking maca if you have or have had ${state}.`,
      why: "the Natural Medicines text on maca says its extracts might act like oestrogen, and names breast, womb and ovarian cancer among the conditions oestrogen could make worse; whether yours is hormone-sensitive decides it.",
      evidenceLevel: 5,
      references: [R.skyclkMaca],
    }),
  ),
];

export const MEDICAL_CONTRAINDICATIONS_P8: MedicalContraindicationInput[] = [
  // Activated charcoal.
  checked({
    ingredient: "activated-charcoal",
    condition: "bowel-obstruction",
    conditionName: "Bowel obstruction",
    conditionSynonyms: ["blocked bowel", "intestinal obstruction", "ileus"],
    level: "absolute",
    advice:
      "Do not take activated charcoal if you have, or might have, a blocked bowel; see a doctor instead.",
    why: "Swedish product information for activated charcoal tablets lists a complete blockage of the gut, or a suspected one, among its contraindications, and the leaflet of another EU charcoal medicine (Biocarbon) says not to take it with severe constipation and a suspected blocked bowel.",
    references: [R.carboMedicinalisSmpc, R.biocarbonLeaflet],
  }),
  checked({
    ingredient: "activated-charcoal",
    condition: "unexplained-abdominal-pain",
    conditionName: "Abdominal pain of unknown cause",
    conditionSynonyms: ["unexplained abdominal pain", "undiagnosed abdominal pain"],
    level: "absolute",
    advice: "Do not take activated charcoal for sudden tummy pain that has not been diagnosed; see a doctor.",
    why: "Swedish product information for activated charcoal tablets lists acute abdominal pain among its contraindications.",
    references: [R.carboMedicinalisSmpc],
  }),
  checked({
    ingredient: "activated-charcoal",
    condition: "ulcerative-colitis",
    conditionName: "Ulcerative colitis",
    conditionSynonyms: ["ulcerative colitis", "UC"],
    level: "absolute",
    advice:
      "Do not take activated charcoal if you have ulcerative colitis unless your specialist advises it.",
    why: "Swedish product information for activated charcoal tablets lists ulcerative colitis among its contraindications.",
    references: [R.carboMedicinalisSmpc],
  }),
  charcoalGutBleeding(
    "peptic-ulcer",
    "Stomach ulcer (peptic ulcer)",
    ["stomach ulcer", "duodenal ulcer", "peptic ulcer"],
    "a stomach or duodenal ulcer",
  ),
  charcoalGutBleeding(
    "inflammatory-bowel-disease",
    "Inflammatory bowel disease (IBD)",
    ["inflammatory bowel disease", "IBD", "Crohn's disease"],
    "inflammatory bowel disease",
  ),
  charcoalGutBleeding(
    "gastrointestinal-bleeding",
    "Gastrointestinal bleeding (a bleed from the stomach or gut)",
    ["gastrointestinal bleeding", "GI bleed", "stomach bleeding"],
    "had bleeding from the stomach or gut",
  ),

  // Chlorella.
  chlorellaAutoimmune(
    "lupus",
    "Lupus (SLE)",
    ["lupus", "SLE", "systemic lupus erythematosus", "lupus erythematosus"],
    "lupus erythematosus",
  ),
  chlorellaAutoimmune(
    "dermatomyositis",
    "Dermatomyositis",
    ["dermatomyositis", "juvenile dermatomyositis"],
    "dermatomyositis",
  ),
  chlorellaAutoimmune(
    "pemphigus-vulgaris",
    "Pemphigus vulgaris",
    ["pemphigus vulgaris", "pemphigus"],
    "autoimmune blistering disorders such as pemphigus",
  ),
  checked({
    ingredient: "chlorella",
    condition: "photosensitivity",
    conditionName: "Skin sensitive to sunlight (photosensitivity)",
    conditionSynonyms: ["photosensitivity", "skin sensitive to sunlight", "sun sensitivity"],
    level: "relative",
    advice:
      "Ask your GP or dermatologist before taking chlorella if your skin is sensitive to sunlight, and see your GP if you notice swelling or a rash on skin exposed to the sun.",
    why: "Natural Medicines' data say chlorella has been reported to cause photosensitisation; in five case reports, people who had taken chlorella developed swelling followed by purple-red patches on sun-exposed skin. The NIH's LactMed also notes photosensitivity reactions after chlorella.",
    evidenceLevel: 4,
    references: [R.helloPharmacistChlorellaPhotosensitivity, R.lactmedChlorella],
  }),

  // Reishi.
  notInPregnancy(
    "reishi",
    "reishi",
    "the Natural Medicines text on reishi mushroom (MedlinePlus) says there isn't enough reliable information to know whether it is safe in pregnancy, and to stay on the safe side and avoid it.",
    [R.medlinePlusReishi],
    5,
  ),
  notWhileBreastfeeding(
    "reishi",
    "reishi",
    "the Natural Medicines text on reishi mushroom (MedlinePlus) says there isn't enough reliable information to know whether it is safe while breastfeeding, and to stay on the safe side and avoid it.",
    [R.medlinePlusReishi],
    5,
  ),
  checked({
    ingredient: "reishi",
    ...BLEEDING,
    level: "absolute",
    advice: "Do not take reishi if you have a bleeding disorder unless your haematologist agrees.",
    why: "a consumer reference text on reishi (FoundHealth) says a study found signs that reishi impairs blood clotting, and that for this reason prudence suggests people with bleeding problems should avoid it. The Natural Medicines text also lists bleeding disorders among its precautions for reishi.",
    evidenceLevel: 5,
    references: [R.foundHealthReishi, R.medlinePlusReishi],
  }),
  checked({
    ingredient: "reishi",
    ...UPCOMING_SURGERY,
    level: "absolute",
    advice:
      "Do not take reishi in the period just before and after a planned operation, and tell your surgical team you have been taking it.",
    why: "a consumer reference text on reishi (FoundHealth) says a study found signs that reishi impairs blood clotting, and that it should be avoided in the period just before and after surgery; it gives no number of days.",
    evidenceLevel: 5,
    references: [R.foundHealthReishi],
  }),
  // Rare case reports, most not excluding other causes: it asks rather than blocks, as for noni.
  checked({
    ingredient: "reishi",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: LIVER_DISEASE,
    level: "relative",
    advice: "Ask your liver specialist or GP before taking reishi if you have a liver condition.",
    why: "the NIH's LiverTox says reishi (lingzhi) is well tolerated but has been implicated in rare single cases of acute liver injury, though in most reports other causes were not adequately excluded; a 2023 case report describes acute hepatitis in a man who took reishi powder with alcohol, which had resolved by two weeks later.",
    evidenceLevel: 4,
    references: [R.livertoxReishi, R.cureusReishiLiverInjury],
  }),

  // Schisandra: no text of its own on pregnancy or breastfeeding was read at an https address.
  notInPregnancy("schisandra", "schisandra", SPS_PREGNANCY, [REF_HERBAL_CLASS.herbalPregnancy], 1),
  notWhileBreastfeeding(
    "schisandra",
    "schisandra",
    SPS_BREASTFEEDING,
    [REF_HERBAL_CLASS.herbalBreastfeeding],
    1,
  ),

  // Saffron: the warnings concern supplement amounts, not saffron in cooking.
  notInPregnancy(
    "saffron",
    "saffron supplements",
    "the Natural Medicines text on saffron (WebMD) says taking saffron by mouth in amounts larger than those normally found in food is likely unsafe in pregnancy, as larger amounts can make the womb contract and might cause a miscarriage. This concerns supplements, not saffron used in cooking.",
    [R.webmdSaffron],
    5,
  ),
  notWhileBreastfeeding(
    "saffron",
    "saffron supplements",
    "the Natural Medicines text on saffron (WebMD) says there isn't enough reliable information to know whether saffron is safe while breastfeeding in amounts greater than those found in food, and to stay on the safe side and stick to food amounts.",
    [R.webmdSaffron],
    5,
  ),

  // Black seed.
  notInPregnancy(
    "black-seed",
    "black seed oil or capsules",
    "the Natural Medicines text on black seed says it is commonly eaten in food, but that taking more than the amounts found in food while pregnant is likely unsafe, as black seed can slow down or stop the womb from contracting.",
    [R.vitallyBlackSeed],
    5,
  ),
  notWhileBreastfeeding(
    "black-seed",
    "black seed oil or capsules",
    "the Natural Medicines text on black seed says there isn't enough reliable information to know whether it is safe while breastfeeding, and to stay on the safe side and avoid it.",
    [R.vitallyBlackSeed],
    5,
  ),
  checked({
    ingredient: "black-seed",
    ...BLEEDING,
    level: "relative",
    advice: "Ask your haematologist or GP before taking black seed if you have a bleeding disorder.",
    why: "the Natural Medicines text on black seed says it might slow blood clotting and increase the risk of bleeding, and might make bleeding disorders worse.",
    evidenceLevel: 5,
    references: [R.vitallyBlackSeed],
  }),
  checked({
    ingredient: "black-seed",
    ...UPCOMING_SURGERY,
    level: "relative",
    advice:
      "Tell your surgical team you take black seed before a planned operation, and ask when to stop it.",
    why: "the Natural Medicines text on black seed says it might slow blood clotting, lower blood sugar and increase sleepiness in some people, which can interfere with medicines used during and after an operation.",
    evidenceLevel: 5,
    references: [R.vitallyBlackSeed],
  }),
  checked({
    ingredient: "black-seed",
    condition: "diabetes",
    conditionName: "Diabetes",
    conditionSynonyms: ["diabetes", "diabetic"],
    level: "relative",
    advice:
      "Ask your diabetes team before taking black seed if you have diabetes, and check your blood sugar more often while you take it.",
    why: "the Natural Medicines text on black seed says it might lower blood sugar in some people, and that people with diabetes who use it should watch for signs of low blood sugar and monitor their blood sugar carefully; its review of the evidence says black seed powder or oil taken daily seems to improve blood sugar levels in people with diabetes.",
    evidenceLevel: 5,
    references: [R.skyclkBlackSeed, R.webmdBlackSeed],
  }),
  checked({
    ingredient: "black-seed",
    condition: "hypotension",
    conditionName: "Low blood pressure (hypotension)",
    conditionSynonyms: ["low blood pressure", "hypotension"],
    level: "relative",
    advice: "Ask your GP before taking black seed if you have low blood pressure.",
    why: "the Natural Medicines text on black seed says it might lower blood pressure, and in theory might make blood pressure too low in people whose blood pressure is already low.",
    evidenceLevel: 5,
    references: [R.skyclkBlackSeed],
  }),

  // Horsetail: the EU monograph's safety sections could not be read; the SPS advice and a reference text agree.
  notInPregnancy(
    "horsetail",
    "horsetail",
    `${SPS_PREGNANCY} A consumer reference text on horsetail (FoundHealth) also says it is not recommended for pregnant women; it contains an enzyme that destroys vitamin B1 and small amounts of nicotine.`,
    [REF_HERBAL_CLASS.herbalPregnancy, R.foundHealthHorsetail],
    1,
  ),
  notWhileBreastfeeding(
    "horsetail",
    "horsetail",
    `${SPS_BREASTFEEDING} A consumer reference text on horsetail (FoundHealth) also says it is not recommended for nursing women.`,
    [REF_HERBAL_CLASS.herbalBreastfeeding, R.foundHealthHorsetail],
    1,
  ),
  checked({
    ingredient: "horsetail",
    condition: "severe-kidney-disease",
    conditionName: "Severe chronic kidney disease (stage 4)",
    conditionSynonyms: ["severe kidney disease", "stage 4 kidney disease"],
    level: "absolute",
    advice: "Do not take horsetail if you have severe kidney disease unless your kidney team advises it.",
    why: "a consumer reference text on horsetail (FoundHealth) says it is not recommended for people with severe kidney disease; horsetail is used as a herbal diuretic and may cause a loss of potassium.",
    evidenceLevel: 5,
    references: [R.foundHealthHorsetail],
  }),
  checked({
    ingredient: "horsetail",
    condition: "severe-liver-impairment",
    conditionName: "Severe liver impairment (Child-Pugh C)",
    conditionSynonyms: ["severe liver disease", "severe liver impairment"],
    level: "absolute",
    advice: "Do not take horsetail if you have severe liver disease unless your liver specialist advises it.",
    why: "a consumer reference text on horsetail (FoundHealth) says it is not recommended for people with severe liver disease.",
    evidenceLevel: 5,
    references: [R.foundHealthHorsetail],
  }),

  // Maca.
  notInPregnancy(
    "maca",
    "maca supplements",
    "the Natural Medicines text on maca says there is not enough reliable information about its safety in pregnancy, and to stay on the safe side and avoid it; maca eaten as a food is likely safe.",
    [R.skyclkMaca],
    5,
  ),
  notWhileBreastfeeding(
    "maca",
    "maca supplements",
    "the Natural Medicines text on maca says there is not enough reliable information about its safety while breastfeeding, and to stay on the safe side and avoid it.",
    [R.skyclkMaca],
    5,
  ),
  ...MACA_HORMONE_CONDITIONS,
  notWhileBreastfeeding(
    "chlorella",
    "chlorella",
    "Natural Medicines says there is not enough reliable information on chlorella while breastfeeding, and to avoid it.",
    [R.naturalMedicinesChlorella],
    5,
  ),
  checked({
    ingredient: "horsetail",
    condition: "hypokalaemia",
    conditionName: "Low potassium (hypokalaemia)",
    conditionSynonyms: ["low potassium", "hypokalaemia"],
    level: "relative",
    advice:
      "Ask your GP before taking horsetail if your potassium is low or you are at risk of low potassium.",
    why: "the Natural Medicines text on horsetail says it might lower potassium levels in the blood, and to use it with caution in people at risk of potassium deficiency.",
    evidenceLevel: 5,
    references: [R.vitallyHorsetail],
  }),
  checked({
    ingredient: "horsetail",
    condition: "alcohol-dependence",
    conditionName: "Alcohol dependence",
    conditionSynonyms: ["alcohol dependence", "alcoholism"],
    level: "relative",
    advice: "Ask your GP before taking horsetail if you drink heavily or are alcohol dependent.",
    why: "the Natural Medicines text on horsetail says people with alcohol use disorder are generally short of thiamine (vitamin B1), and horsetail might make that deficiency worse.",
    evidenceLevel: 5,
    references: [R.vitallyHorsetail],
  }),
];
