// The UK condition dictionary (schema: conditionSchema in lib/interactions/dictionary-schema.ts).
// The checker matches what people type against each condition's name and synonyms as whole words
// or phrases — never substrings — and prefers the longest phrase, so "sleep apnoea" is sleep apnoea
// (not the "SLE" of lupus) and "pulmonary hypertension" is not high blood pressure. Negated phrases
// ("not pregnant", "non-smoker") are listed in condition-negations.ts for the engine's tests.
// `parents` says which broader conditions a condition is a case of: a medical-contraindication record
// on a broad condition ("diabetes") also applies to its narrower ones ("type-2-diabetes").
// Rules for synonyms: abbreviations, US spellings and lay terms people really type; never a negation;
// never a bare word that would match inside a different condition ("heart", "sugar", "fits", "ME").
// `phrasings` are everyday wordings read but not offered in pick lists ("12 weeks gone"); `transient`
// marks states that end (pregnancy, chemotherapy), so "was pregnant last year" is not read as pregnant.
// Each entry cites one page about the condition (NHS health A to Z where there is one).
import type { Condition } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WGAP2 } from "../interactions/references-wgap2";
import { CONDITIONS_WCOND } from "./conditions-wcond";
import { CONDITIONS_WCND } from "./conditions-wcnd";
import { CONDITIONS_WHC } from "./conditions-whc";
import { CONDITIONS_WGRP } from "./conditions-wgrp";
import { CONDITIONS_WZERO } from "./conditions-wzero";
import { CONDITIONS_WNUT3 } from "./conditions-wnut3";
import { CONDITIONS_WCN2 } from "./conditions-wcn2";
import { CONDITIONS_WCN4 } from "./conditions-wcn4";
import { CONDITIONS_WCN5 } from "./conditions-wcn5";
import { CONDITIONS_WSMPCV } from "./conditions-wsmpcv";
import { CONDITIONS_WTHR2 } from "./conditions-wthr2";
import { CONDITIONS_WMED5 } from "./conditions-wmed5";
import { CONDITIONS_WCN6 } from "./conditions-wcn6";
import { CONDITIONS_WCN7 } from "./conditions-wcn7";
import { CONDITIONS_WCN9 } from "./conditions-wcn9";
import { CONDITIONS_WCN10 } from "./conditions-wcn10";
import { CONDITIONS_WCN11 } from "./conditions-wcn11";
import { CONDITIONS_WX4 } from "./conditions-wx4";
import { CONDITIONS_WFN } from "./conditions-wfn";
import { CONDITIONS_WCN8 } from "./conditions-wcn8";
import { CONDITIONS_WEX } from "./conditions-wex";
import { CONDITIONS_WSMPCM } from "./conditions-wsmpcm";
import { OPERATION_CONDITIONS } from "./conditions-operations";
import { CONDITIONS_WLAB } from "./conditions-wlab";
import { CONDITIONS_WFH } from "./conditions-wfh";
import { CONDITIONS_WFAM } from "./conditions-wfam";

/** An NHS website page, by its path after https://www.nhs.uk/ (e.g. "conditions/asthma"). */
function nhs(path: string, title: string): Reference {
  return { title: `${title} (NHS website)`, publisher: "NHS", url: `https://www.nhs.uk/${path}/` };
}

const NICE_NG145: Reference = {
  title: "Thyroid disease: assessment and management (NICE guideline NG145), recommendations",
  publisher: "NICE",
  url: "https://www.nice.org.uk/guidance/ng145/chapter/Recommendations",
};
const NICE_NG132: Reference = {
  title: "Hyperparathyroidism (primary): diagnosis, assessment and initial management (NICE guideline NG132)",
  publisher: "NICE",
  url: "https://www.nice.org.uk/guidance/ng132/chapter/Recommendations",
};
const GREEN_BOOK_IMMUNOSUPPRESSION: Reference = {
  title:
    "Immunisation of individuals with underlying medical conditions (the Green Book, chapter 7), including immunosuppression",
  publisher: "UK Health Security Agency (GOV.UK)",
  url: "https://www.gov.uk/government/publications/immunisation-of-individuals-with-underlying-medical-conditions-the-green-book-chapter-7",
};
const TOMMYS_AFTER_BIRTH: Reference = {
  title: "Your body after the birth (the first 6 weeks)",
  publisher: "Tommy's (UK pregnancy charity)",
  url: "https://www.tommys.org/pregnancy-information/after-birth/your-body-after-birth",
};
const SPS_BREASTFEEDING_HERBAL: Reference = {
  title: "Is it safe for breastfeeding women to take herbal medicines?",
  publisher: "Specialist Pharmacy Service (NHS)",
  url: "https://www.sps.nhs.uk/articles/is-it-safe-for-breastfeeding-women-to-take-herbal-medicines/",
};
const MMHS_POSTNATAL_DEPRESSION: Reference = {
  title:
    "Postnatal depression (PND): a depressive illness affecting 10 to 15 in every 100 women having a baby",
  publisher: "Maternal Mental Health Scotland",
  url: "https://maternalmentalhealthscotland.org.uk/for-those-affected/am-i-affected",
};
const ROTHERHAM_PREGNANCY_SICKNESS: Reference = {
  title: "Nausea and vomiting in pregnancy and hyperemesis gravidarum (patient information)",
  publisher: "The Rotherham NHS Foundation Trust",
  url: "https://www.therotherhamft.nhs.uk/patients-and-visitors/patient-information/nausea-vomiting-pregnancy",
};
const QUIT_SMOKING = nhs("live-well/quit-smoking", "Quit smoking");
const FOOD_ALLERGY = nhs("conditions/food-allergy", "Food allergy");
const BOOTS_WEBMD_BOWEL_OBSTRUCTION: Reference = {
  title: "Bowel obstruction",
  publisher: "Boots WebMD (UK)",
  url: "https://www.webmd.boots.com/digestive-disorders/bowel-obstruction",
};
/** Section 4.3 names faecal impaction with intestinal obstruction; no NHS page on it was found here. */
const FYBOGEL_SMPC_CONDITIONS: Reference = {
  title: "Fybogel granules (ispaghula husk): summary of product characteristics, section 4.3",
  publisher: "RxReasoner (copy of the MHRA-held SmPC)",
  url: "https://www.rxreasoner.com/monographs/fybogel/precautions",
};
/** Potassium supplements and a potassium-sparing diuretic are not used together because of the risk of hyperkalaemia. */
const NHS_LANARKSHIRE_ORAL_POTASSIUM: Reference = {
  title: "Oral potassium (joint adult formulary, chapter 9: fluids and electrolytes)",
  publisher: "NHS Lanarkshire (Right Decisions, NHS Scotland)",
  url: "https://rightdecisions.scot.nhs.uk/nhsl-medicines-guidance/joint-adult-formulary/chapter-9-nutrition-and-blood/fluids-and-electrolytes/oral-potassium",
};
const NHS_WALES_DYSPHAGIA: Reference = {
  title: "Dysphagia (NHS 111 Wales health A to Z)",
  publisher: "NHS 111 Wales",
  url: "https://111.wales.nhs.uk/encyclopaedia/d/article/dysphagia/",
};

/** Leeds Teaching Hospitals NHS Trust: supplements and herbal remedies may not be safe during cancer treatment. */
const LEEDS_CANCER_SUPPLEMENTS: Reference = {
  title: "Cancer and dietary supplements / herbal remedies (patient leaflet)",
  publisher: "Leeds Teaching Hospitals NHS Trust",
  url: "https://leedsth.nhs.uk/patients/resources/cancer-and-dietary-supplements-herbal-remedies",
};
/** Cancer Research UK: supplements should be used under the supervision of a dietitian or the medical team. */
const CRUK_VITAMINS_SUPPLEMENTS: Reference = {
  title: "Vitamins and diet supplements",
  publisher: "Cancer Research UK",
  url: "https://about-cancer.cancerresearchuk.org/about-cancer/cancer-in-general/treatment/complementary-alternative-therapies/individual-therapies/vitamins-diet-supplements",
};
/** Macmillan: speak to your doctor first; some supplements, such as antioxidants, can affect cancer treatment. */
const MACMILLAN_DIET_SUPPLEMENTS: Reference = {
  title: "Diet and food supplements (complementary therapies explained)",
  publisher: "Macmillan Cancer Support",
  url: "https://www.macmillan.org.uk/information-and-support/lymphoma/lymphoma-non-hodgkin/coping/complementary-therapies/complementary-therapies-explained/diet-food-supplements.html",
};
/** Imperial College Healthcare NHS Trust: natural medicines can damage a transplant or interact with its medicines. */
const IMPERIAL_TRANSPLANT_MYTHS: Reference = {
  title: "Living with a kidney transplant: popular myths and common questions",
  publisher: "Imperial College Healthcare NHS Trust",
  url: "https://imperial.nhs.uk/our-services/kidney-and-transplant/kidney-and-pancreas-transplantation/kidney-transplantation/living-with-a-transplant/popular-myths-and-common-questions",
};

// Conditions that UK product information of catalogue nutrients and herbs names in sections 4.3 and 4.4, cited to
// the page read where no NHS A to Z page on the condition was found.
/** Adcal-D3 section 4.3: relative contraindications are osteoporosis due to prolonged immobilisation and severe hypercalciuria. */
const ADCAL_D3_SMPC: Reference = {
  title: "Adcal-D3 Lemon chewable tablets: summary of product characteristics, sections 4.3 and 4.4",
  publisher: "electronic medicines compendium (emc)",
  url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
};
/** Section 4.3: not to be given with nephrocalcinosis or hypophosphataemia. */
const RENNIE_SMPC: Reference = {
  title: "Rennie Soft Chews 800 mg (calcium carbonate): summary of product characteristics, section 4.3",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/rennie-soft-chews-800mg-chewable-tablets/summary",
};
/** Defines hyperoxaluria as the excretion of urine containing large amounts of calcium oxalate crystals. */
const ASCORBIC_ACID_LEAFLET: Reference = {
  title: "Ascorbic Acid 500 mg Tablets: patient leaflet, what you need to know before you take it",
  publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/ascorbic-acid-500-mg-tablets-vodexo-500-mg-tablets-91489/patient-leaflet",
};
/** Defines haemolytic anaemia as anaemia due to the destruction of red blood cells. */
const FERROUS_SULFATE_LEAFLET: Reference = {
  title: "Ferrous Sulfate 200 mg Coated Tablets: patient leaflet, before you take",
  publisher: "electronic medicines compendium (emc)",
  url: "https://medicines.org.uk/emc/medicine/24441/XPIL/Ferrous+Sulphate+200mg+Coated+Tablets",
};
/** Section 4.3: iron storage or absorption diseases such as haemosiderosis. */
const FERROUS_GLUCONATE_SMPC: Reference = {
  title: "Ferrous Gluconate coated tablets (Athlone): summary of product characteristics, section 4.3",
  publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
  url: "https://www.rxreasoner.com/monographs/ferrous-gluconate/precautions",
};
/** Section 4.3: copper deficiency. */
const SOLVAZINC_SMPC: Reference = {
  title:
    "Solvazinc 45 mg effervescent tablets (zinc sulfate): summary of product characteristics, section 4.3",
  publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
  url: "https://rxreasoner.com/monographs/solvazinc/precautions",
};
/** "Do not take … if you have a very slow heart rhythm (called 'bradycardia')". */
const MAGNASPARTATE_LEAFLET: Reference = {
  title: "Magnaspartate 243 mg powder for oral solution: patient leaflet, do not take",
  publisher: "UK patient leaflet, reproduced by medine.co.uk",
  url: "https://medine.co.uk/magnaspartate-243-mg-powder-for-oral-solution",
};
const NHS_WALES_HEART_BLOCK: Reference = {
  title: "Heart block (NHS 111 Wales health A to Z)",
  publisher: "NHS 111 Wales",
  url: "https://111.wales.nhs.uk/encyclopaedia/h/article/heartblock",
};
const COELIAC_UK_DH: Reference = {
  title: "Dermatitis herpetiformis",
  publisher: "Coeliac UK",
  url: "https://coeliac.org.uk/coeliac-disease/about-coeliac-disease-and-dermatitis-herpetiformis/dermatitis-herpetiformis",
};
/** Turmeric and curcumin should not be taken with obstruction of the bile duct. */
const SPS_TURMERIC: Reference = {
  title: "Turmeric: potential adverse effects and interactions",
  publisher: "Specialist Pharmacy Service (NHS)",
  url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
};

/** Section 4.3: undiagnosed rectal bleeding; natural or drug-induced reduction of gut motility; colonic atony such as senile megacolon. */
const FYBOGEL_SMPC: Reference = {
  title: "Fybogel granules (ispaghula husk): summary of product characteristics, section 4.3",
  publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
  url: "https://rxreasoner.com/monographs/fybogel/precautions",
};
const NHS_GASTROPARESIS: Reference = {
  title: "Gastroparesis (NHS website health A to Z, as syndicated by the NHS website API)",
  publisher: "NHS",
  url: "https://developer.api.nhs.uk/widgets/condition/?condition=/conditions/gastroparesis/",
};
const NHS_BSOL_RECTAL_BLEEDING: Reference = {
  title: "Rectal bleeding (treatment policy)",
  publisher: "NHS Birmingham and Solihull Clinical Commissioning Group",
  url: "https://www.birminghamandsolihullccg.nhs.uk/your-health/treatment-policies/rectal-bleeding",
};
/** Section 4.4: vitamin E has been reported to increase bleeding tendency in vitamin K deficient patients. */
const VITAMIN_E_SMPC: Reference = {
  title: "Vitamin E Suspension 100 mg/ml: summary of product characteristics, section 4.4",
  publisher: "electronic medicines compendium (emc)",
  url: "https://medicines.org.uk/emc/product/3734/smpc",
};

/** Section 4.3: haemoglobinopathies (with haemosiderosis, haemochromatosis and anaemias not due to iron deficiency). */
const GALFER_SMPC: Reference = {
  title: "Galfer capsules (ferrous fumarate): summary of product characteristics, section 4.3",
  publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
  url: "https://www.rxreasoner.com/monographs/galfer/precautions",
};
/** Section 4.4: patients with pseudohypoparathyroidism must be referred to their doctor, not supplied it in a pharmacy. */
const FULTIUM_D3_SMPC: Reference = {
  title: "Fultium-D3 800 IU capsules (colecalciferol): summary of product characteristics, section 4.4",
  publisher: "electronic medicines compendium (emc)",
  url: "https://medicines.org.uk/emc/product/2813",
};

const CRUK_SECONDARY_BONE_CANCER: Reference = {
  title: "About secondary bone cancer",
  publisher: "Cancer Research UK",
  url: "https://www.cancerresearchuk.org/about-cancer/secondary-cancer/secondary-bone-cancer/about",
};

/** People on long-term red cell transfusions are at significant risk of iron overload. */
const JPAC_IRON_OVERLOAD: Reference = {
  title: "Iron overload (guidance for healthcare practitioners on consent for blood transfusion)",
  publisher:
    "Joint UK Blood Transfusion and Tissue Transplantation Services Professional Advisory Committee (JPAC)",
  url: "https://www.transfusionguidelines.org/transfusion-practice/consent-for-blood-transfusion/guidance-for-healthcare-practitioners-involved-in-this-role/iron-overload",
};
/** Links to the NHS page on coronary angioplasty: a stent is left in the widened artery permanently. */
const ASPH_CARDIOLOGY_LINKS: Reference = {
  title: "Cardiology links: coronary angioplasty and stent insertion",
  publisher: "Ashford and St Peter's Hospitals NHS Foundation Trust",
  url: "https://ashfordstpeters.nhs.uk/links-cardiology",
};

/** Do not take them with hypocomplementaemic vasculitis, a disorder of the blood vessel walls. */
const POTASSIUM_IODIDE_LEAFLET: Reference = {
  title: "Potassium Iodide 65 mg tablets: patient leaflet, do not take",
  publisher: "Medine.co.uk (copy of the UK leaflet)",
  url: "https://imedi.co.uk/potassium-iodide-65mg-tablets",
};

type ConditionExtras = Pick<
  Condition,
  "phrasings" | "transient" | "formerly" | "ahead" | "standingCaution" | "labelAllergens"
>;

function condition(
  slug: string,
  name: string,
  synonyms: string[],
  parents: string[],
  reference: Reference,
  extras: ConditionExtras = {},
): Condition {
  return { slug, name, synonyms, parents, ...extras, references: [reference] };
}

/** A state that ends: named in a clause set in the past ("was pregnant last year") it is not current. */
const ENDS: ConditionExtras = { transient: true };

/** "Due in March": a pregnancy, in the words people use. */
const DUE_IN_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
].map((month) => `due in ${month}`);

const REPRODUCTIVE: Condition[] = [
  condition(
    "pregnancy",
    "Pregnancy",
    [
      "pregnant",
      "expecting a baby",
      "expectant mother",
      "expectant mum",
      "mum to be",
      "mother to be",
      "currently pregnant",
      "antenatal",
      "expecting",
      "having a baby",
      "pg weeks",
      "preg weeks",
      "obstetric cholestasis",
    ],
    [],
    nhs("pregnancy", "Pregnancy"),
    { transient: true, phrasings: ["weeks gone", "baby due", "due date", ...DUE_IN_MONTHS] },
  ),
  // Each trimester is a case of pregnancy: every pregnancy record applies, and a trimester-specific one can.
  ...(["first", "second", "third"] as const).map((which, at) =>
    condition(
      `pregnancy-${which}-trimester`,
      `Pregnancy: ${which} trimester`,
      [`${which} trimester`, `${String(at + 1)}${["st", "nd", "rd"][at] ?? ""} trimester`],
      ["pregnancy"],
      nhs("pregnancy", "Pregnancy"),
      ENDS,
    ),
  ),
  // Sickness in pregnancy says the person is pregnant: every pregnancy record applies.
  condition(
    "pregnancy-sickness",
    "Nausea and vomiting in pregnancy (morning sickness)",
    [
      "morning sickness",
      "pregnancy sickness",
      "nausea and vomiting in pregnancy",
      "nausea in pregnancy",
      "sickness in pregnancy",
      "vomiting in pregnancy",
    ],
    ["pregnancy"],
    ROTHERHAM_PREGNANCY_SICKNESS,
    ENDS,
  ),
  condition(
    "hyperemesis-gravidarum",
    "Hyperemesis gravidarum (severe sickness in pregnancy)",
    ["hyperemesis", "hyperemesis gravidarum", "severe morning sickness", "severe pregnancy sickness"],
    ["pregnancy-sickness"],
    ROTHERHAM_PREGNANCY_SICKNESS,
    ENDS,
  ),
  condition(
    "trying-to-conceive",
    "Trying to conceive",
    [
      "trying for a baby",
      "trying to get pregnant",
      "trying to become pregnant",
      "planning a pregnancy",
      "planning pregnancy",
      "planning a baby",
      "TTC",
      "IVF",
      "fertility treatment",
    ],
    [],
    nhs("pregnancy/trying-for-a-baby", "Trying for a baby"),
    ENDS,
  ),
  condition(
    "breastfeeding",
    "Breastfeeding",
    [
      "breast-feeding",
      "breast feeding",
      "breastfeed",
      "lactating",
      "nursing mother",
      "nursing mum",
      "nursing baby",
      "nursing my baby",
      "nursing my toddler",
      "nursing my newborn",
      "still nursing",
      "bf newborn",
      "bf my baby",
      "chestfeeding",
      "expressing breast milk",
      "expressing milk",
      "pumping breast milk",
      "breast pumping",
      "lactation",
      "breastfeeding my baby",
      "breastfeeding a baby",
      "breastfeeding baby",
      // "My baby is breastfed" is breastfeeding now; "breastfed my kids years ago" is over, as the state ends.
      "breastfed",
      "breast fed",
    ],
    [],
    nhs("baby/breastfeeding-and-bottle-feeding/breastfeeding", "Breastfeeding"),
    ENDS,
  ),
  // After the birth, whether the person breastfeeds is what the records need: the caution asks them to say so.
  condition(
    "recently-given-birth",
    "Having recently given birth (postnatal)",
    [
      "postnatal",
      "post-natal",
      "postpartum",
      "post-partum",
      "just had a baby",
      "recently had a baby",
      "just given birth",
      "recently given birth",
      "new mum",
      "new mother",
    ],
    [],
    TOMMYS_AFTER_BIRTH,
    {
      transient: true,
      standingCaution: {
        advice:
          "If you are breastfeeding, add that too so it is checked: breastfeeding mothers are generally advised to avoid herbal medicines, and to take any only with the knowledge of a health visitor, GP or pharmacist.",
        references: [SPS_BREASTFEEDING_HERBAL],
      },
    },
  ),
  // Depression in the year after a birth: both a depression and a recent birth, so both say what they need.
  condition(
    "postnatal-depression",
    "Postnatal depression",
    ["postnatal depression", "post-natal depression", "post natal depression", "postpartum depression"],
    ["depression", "recently-given-birth"],
    MMHS_POSTNATAL_DEPRESSION,
  ),
  condition(
    "gestational-diabetes",
    "Gestational diabetes",
    ["GDM", "pregnancy diabetes", "diabetes in pregnancy"],
    ["diabetes", "pregnancy"],
    nhs("conditions/gestational-diabetes", "Gestational diabetes"),
    ENDS,
  ),
  condition(
    "pre-eclampsia",
    "Pre-eclampsia",
    ["preeclampsia", "pre eclampsia"],
    ["pregnancy", "hypertension"],
    nhs("conditions/pre-eclampsia", "Pre-eclampsia"),
    ENDS,
  ),
  condition(
    "menopause",
    "Menopause",
    ["perimenopause", "menopausal", "perimenopausal", "postmenopausal", "post-menopausal"],
    [],
    nhs("conditions/menopause", "Menopause"),
  ),
  condition(
    "polycystic-ovary-syndrome",
    "Polycystic ovary syndrome (PCOS)",
    ["PCOS", "polycystic ovary syndrome", "polycystic ovaries"],
    [],
    nhs("conditions/polycystic-ovary-syndrome-pcos", "Polycystic ovary syndrome"),
  ),
  condition("endometriosis", "Endometriosis", [], [], nhs("conditions/endometriosis", "Endometriosis")),
];

const KIDNEY: Condition[] = [
  condition(
    "hyperkalaemia",
    "High potassium (hyperkalaemia)",
    [
      "hyperkalaemia",
      "hyperkalemia",
      "high potassium",
      "high blood potassium",
      "high potassium levels",
      "raised potassium",
      "potassium too high",
    ],
    [],
    NHS_LANARKSHIRE_ORAL_POTASSIUM,
  ),
  condition(
    "chronic-kidney-disease",
    "Chronic kidney disease",
    [
      "CKD",
      "kidney disease",
      "renal disease",
      "chronic renal disease",
      "renal impairment",
      "reduced kidney function",
      "impaired kidney function",
      "poor kidney function",
      "kidney problems",
      "kidney damage",
      "low eGFR",
      "reduced eGFR",
    ],
    [],
    nhs("conditions/kidney-disease", "Chronic kidney disease"),
  ),
  // Stage 4 (eGFR 15–29): the "severe renal impairment" of UK SmPCs (magnesium, vitamin D), short of failure.
  condition(
    "severe-kidney-disease",
    "Severe chronic kidney disease (stage 4)",
    [
      "stage 4 CKD",
      "CKD stage 4",
      "CKD 4",
      "kidney disease stage 4",
      "stage 4 kidney disease",
      "stage 4 chronic kidney disease",
      "severe kidney disease",
      "severe chronic kidney disease",
      "severe renal impairment",
      "severe kidney impairment",
    ],
    ["chronic-kidney-disease"],
    nhs("conditions/kidney-disease", "Chronic kidney disease"),
  ),
  condition(
    "kidney-failure",
    "Kidney failure",
    [
      "end-stage kidney disease",
      "end-stage renal disease",
      "ESRD",
      "ESKD",
      "established renal failure",
      "renal failure",
      "chronic kidney failure",
      "chronic renal failure",
      "CKD stage 5",
      "stage 5 CKD",
      "CKD 5",
      "kidney disease stage 5",
      "stage 5 kidney disease",
    ],
    ["chronic-kidney-disease"],
    nhs("conditions/kidney-failure", "Kidney failure"),
  ),
  condition(
    "dialysis",
    "Dialysis",
    [
      "on dialysis",
      "haemodialysis",
      "hemodialysis",
      "peritoneal dialysis",
      "kidney dialysis",
      "renal dialysis",
    ],
    ["kidney-failure"],
    nhs("conditions/dialysis", "Dialysis"),
    ENDS,
  ),
  condition(
    "acute-kidney-injury",
    "Acute kidney injury",
    ["AKI", "acute renal failure", "acute kidney failure"],
    [],
    nhs("conditions/acute-kidney-injury", "Acute kidney injury"),
  ),
  condition(
    "kidney-transplant",
    "Kidney transplant",
    ["renal transplant", "kidney transplant recipient"],
    ["organ-transplant", "chronic-kidney-disease"],
    nhs("conditions/kidney-transplant", "Kidney transplant"),
  ),
  condition(
    "diabetic-kidney-disease",
    "Diabetic kidney disease",
    ["diabetic nephropathy"],
    ["chronic-kidney-disease", "diabetes"],
    nhs("conditions/kidney-disease", "Chronic kidney disease"),
  ),
  condition(
    "kidney-stones",
    "Kidney stones",
    ["kidney stone", "renal stones", "renal stone", "renal calculi", "nephrolithiasis", "renal colic"],
    [],
    nhs("conditions/kidney-stones", "Kidney stones"),
  ),
  condition(
    "hypercalciuria",
    "High urine calcium (hypercalciuria)",
    [
      "hypercalciuria",
      "idiopathic hypercalciuria",
      "high urine calcium",
      "high urinary calcium",
      "raised urine calcium",
      "raised urinary calcium",
      "too much calcium in urine",
      "too much calcium in the urine",
    ],
    [],
    ADCAL_D3_SMPC,
  ),
  condition(
    "nephrocalcinosis",
    "Calcium deposits in the kidneys (nephrocalcinosis)",
    [
      "nephrocalcinosis",
      "kidney calcification",
      "renal calcification",
      "calcium deposits in the kidneys",
      "calcium deposits in kidneys",
    ],
    [],
    RENNIE_SMPC,
  ),
  condition(
    "hyperoxaluria",
    "Too much oxalate in the urine (hyperoxaluria)",
    [
      "hyperoxaluria",
      "primary hyperoxaluria",
      "enteric hyperoxaluria",
      "high urine oxalate",
      "too much oxalate in urine",
      "too much oxalate in the urine",
    ],
    [],
    ASCORBIC_ACID_LEAFLET,
  ),
  condition(
    "benign-prostatic-hyperplasia",
    "Enlarged prostate (benign prostatic hyperplasia)",
    [
      "enlarged prostate",
      "enlarged prostate gland",
      "prostate enlargement",
      "benign prostate enlargement",
      "benign prostatic hyperplasia",
      "benign prostatic enlargement",
      "prostatic hypertrophy",
      "benign prostatic hypertrophy",
      "prostatic hyperplasia",
      "BPH",
      "BPE",
    ],
    [],
    nhs("conditions/prostate-enlargement", "Benign prostate enlargement"),
  ),
];

const LIVER: Condition[] = [
  condition(
    "liver-disease",
    "Liver disease",
    [
      "liver problems",
      "liver damage",
      "chronic liver disease",
      "liver impairment",
      "hepatic impairment",
      "liver condition",
      "hepatic disease",
      "liver failure",
      // Liver damage from a medicine or supplement, as letters and LiverTox name it.
      "liver injury",
      "drug induced liver injury",
      "DILI",
      "hepatotoxicity",
      "liver toxicity",
    ],
    [],
    nhs("conditions/liver-disease", "Liver disease"),
  ),
  // The stages UK SmPCs use for hepatic impairment (Child-Pugh A, B, C); each is a case of liver disease.
  ...(
    [
      ["mild", "A"],
      ["moderate", "B"],
      ["severe", "C"],
    ] as const
  ).map(([stage, grade]) =>
    condition(
      `${stage}-liver-impairment`,
      `${stage[0]?.toUpperCase() ?? ""}${stage.slice(1)} liver impairment (Child-Pugh ${grade})`,
      [
        `${stage} liver impairment`,
        `${stage} hepatic impairment`,
        `${stage} liver disease`,
        `Child-Pugh ${grade}`,
        `Child-Pugh class ${grade}`,
        `Child-Pugh grade ${grade}`,
      ],
      ["liver-disease"],
      nhs("conditions/liver-disease", "Liver disease"),
    ),
  ),
  condition(
    "cirrhosis",
    "Cirrhosis",
    ["liver cirrhosis", "cirrhosis of the liver"],
    ["liver-disease"],
    nhs("conditions/cirrhosis", "Cirrhosis"),
  ),
  // An age typed in the conditions ("aged 74"): EU labelling rules name adults above 70 (red yeast rice).
  condition(
    "aged-over-70",
    "Aged over 70",
    [
      "over 70",
      "aged over 70",
      "over seventy",
      "older than 70",
      "above 70",
      "70 plus",
      "in my seventies",
      "in my 70s",
      "in my eighties",
      "in my 80s",
      "in my nineties",
      "in my 90s",
      ...Array.from({ length: 35 }, (_, index) => String(71 + index)).flatMap((age) => [
        `aged ${age}`,
        `age ${age}`,
        `${age} years old`,
        `${age} year old`,
      ]),
    ],
    [],
    REF_WGAP2.euRegulation2022860,
  ),
  // Cirrhosis said to be severe reaches what product information says of severe liver disease, as well as cirrhosis.
  condition(
    "severe-cirrhosis",
    "Severe (decompensated) cirrhosis",
    [
      "severe cirrhosis",
      "severe liver cirrhosis",
      "decompensated cirrhosis",
      "decompensated liver cirrhosis",
      "advanced cirrhosis",
      "end-stage liver disease",
      "end stage liver disease",
      "liver transplant list",
      "waiting for a liver transplant",
      "awaiting a liver transplant",
      "listed for a liver transplant",
    ],
    ["cirrhosis", "severe-liver-impairment"],
    nhs("conditions/cirrhosis", "Cirrhosis"),
  ),
  condition(
    "hepatitis",
    "Hepatitis",
    // NHS: "Hepatitis is the term used to describe inflammation of the liver."
    ["viral hepatitis", "liver inflammation", "inflamed liver"],
    ["liver-disease"],
    nhs("conditions/hepatitis", "Hepatitis"),
  ),
  condition(
    "hepatitis-b",
    "Hepatitis B",
    ["hep B", "HBV", "chronic hepatitis B"],
    ["hepatitis"],
    nhs("conditions/hepatitis-b", "Hepatitis B"),
  ),
  condition(
    "hepatitis-c",
    "Hepatitis C",
    ["hep C", "HCV", "chronic hepatitis C"],
    ["hepatitis"],
    nhs("conditions/hepatitis-c", "Hepatitis C"),
  ),
  condition(
    "autoimmune-hepatitis",
    "Autoimmune hepatitis",
    ["AIH"],
    ["hepatitis", "autoimmune-disease"],
    nhs("conditions/autoimmune-hepatitis", "Autoimmune hepatitis"),
  ),
  condition(
    "fatty-liver-disease",
    "Fatty liver disease (MASLD, NAFLD)",
    [
      "fatty liver",
      "fatty liver disease",
      "NAFLD",
      "non-alcoholic fatty liver disease",
      "non-alcoholic fatty liver",
      "MASLD",
      "MAFLD",
      "NASH",
      "MASH",
      "non-alcoholic steatohepatitis",
      "hepatic steatosis",
    ],
    ["liver-disease"],
    nhs("conditions/non-alcoholic-fatty-liver-disease", "Non-alcoholic fatty liver disease"),
  ),
  condition(
    "alcohol-related-liver-disease",
    "Alcohol-related liver disease",
    ["ARLD", "ALD", "alcoholic liver disease"],
    ["liver-disease"],
    nhs("conditions/alcohol-related-liver-disease-arld", "Alcohol-related liver disease"),
  ),
  condition(
    "primary-biliary-cholangitis",
    "Primary biliary cholangitis (PBC)",
    ["PBC", "primary biliary cholangitis", "primary biliary cirrhosis"],
    ["liver-disease", "autoimmune-disease", "cholangitis"],
    nhs("conditions/primary-biliary-cholangitis-pbc", "Primary biliary cholangitis"),
  ),
  condition(
    "liver-transplant",
    "Liver transplant",
    ["liver transplant recipient"],
    ["organ-transplant", "liver-disease"],
    nhs("conditions/liver-transplant", "Liver transplant"),
  ),
  condition(
    "haemochromatosis",
    "Haemochromatosis",
    [
      "hemochromatosis",
      "hereditary haemochromatosis",
      "hereditary hemochromatosis",
      "genetic haemochromatosis",
      "iron overload",
    ],
    [],
    nhs("conditions/haemochromatosis", "Haemochromatosis"),
  ),
  condition(
    "wilsons-disease",
    "Wilson's disease",
    ["Wilson disease", "Wilsons disease", "hepatolenticular degeneration"],
    [],
    {
      title: "Wilson's disease",
      publisher: "British Liver Trust",
      url: "https://britishlivertrust.org.uk/information-and-support/liver-conditions/wilsons-disease",
    },
  ),
];

const BLOOD: Condition[] = [
  condition(
    "bleeding-disorder",
    "Bleeding disorder",
    [
      "bleeding disorders",
      "bleeding tendency",
      "bleed easily",
      "bleeds easily",
      "bleeding easily",
      "easy bruising",
      "bruise easily",
      "bruises easily",
      "bruising easily",
      "low platelets",
      "low platelet count",
      "thrombocytopenia",
      "ITP",
      "immune thrombocytopenia",
      "bleeding diathesis",
    ],
    [],
    nhs("conditions/haemophilia", "Haemophilia"),
  ),
  condition(
    "haemophilia",
    "Haemophilia",
    ["hemophilia", "haemophilia A", "haemophilia B", "hemophilia A", "hemophilia B"],
    ["bleeding-disorder"],
    nhs("conditions/haemophilia", "Haemophilia"),
  ),
  condition(
    "von-willebrand-disease",
    "Von Willebrand disease",
    ["von Willebrand's disease", "von Willebrands disease", "VWD", "von Willebrand's", "von Willebrand"],
    ["bleeding-disorder"],
    nhs("conditions/von-willebrand-disease", "Von Willebrand disease"),
  ),
  condition("anaemia", "Anaemia", ["anemia", "anaemic", "anemic"], [], nhs("conditions/anaemia", "Anaemia")),
  condition(
    "iron-deficiency-anaemia",
    "Iron deficiency anaemia",
    ["iron deficiency anemia", "iron deficiency", "low iron", "IDA"],
    ["anaemia"],
    nhs("conditions/iron-deficiency-anaemia", "Iron deficiency anaemia"),
  ),
  condition(
    "vitamin-b12-deficiency",
    "Vitamin B12 deficiency",
    ["B12 deficiency", "low B12", "low vitamin B12"],
    [],
    nhs("conditions/vitamin-b12-or-folate-deficiency-anaemia", "Vitamin B12 or folate deficiency anaemia"),
  ),
  condition(
    "pernicious-anaemia",
    "Pernicious anaemia",
    ["pernicious anemia"],
    ["vitamin-b12-deficiency", "anaemia", "autoimmune-disease"],
    nhs("conditions/vitamin-b12-or-folate-deficiency-anaemia", "Vitamin B12 or folate deficiency anaemia"),
  ),
  condition(
    "folate-deficiency",
    "Folate deficiency",
    ["low folate", "folic acid deficiency"],
    [],
    nhs("conditions/vitamin-b12-or-folate-deficiency-anaemia", "Vitamin B12 or folate deficiency anaemia"),
  ),
  condition(
    "sickle-cell-disease",
    "Sickle cell disease",
    ["sickle cell", "sickle cell anaemia", "sickle cell anemia"],
    ["anaemia", "haemoglobinopathy"],
    nhs("conditions/sickle-cell-disease", "Sickle cell disease"),
  ),
  condition(
    "sickle-cell-trait",
    "Sickle cell trait (carrier)",
    ["sickle cell trait", "sickle cell carrier"],
    [],
    nhs("conditions/sickle-cell-disease", "Sickle cell disease"),
  ),
  condition(
    "thalassaemia",
    "Thalassaemia",
    ["thalassemia", "beta thalassaemia", "beta-thalassaemia", "thalassaemia major"],
    ["anaemia", "haemoglobinopathy"],
    nhs("conditions/thalassaemia", "Thalassaemia"),
  ),
  condition(
    "thalassaemia-trait",
    "Thalassaemia trait (carrier)",
    ["thalassaemia trait", "thalassemia trait", "beta thalassaemia trait", "thalassaemia carrier"],
    [],
    nhs("conditions/thalassaemia", "Thalassaemia"),
  ),
  condition(
    "g6pd-deficiency",
    "G6PD deficiency",
    ["G6PD", "G6PD deficient", "glucose-6-phosphate dehydrogenase deficiency", "favism"],
    [],
    {
      title: "Glucose-6-phosphate dehydrogenase (G6PD) deficiency (patient information)",
      publisher: "University College London Hospitals NHS Foundation Trust",
      url: "https://www.uclh.nhs.uk/patients-and-visitors/patient-information-pages/glucose-6-phosphate-dehydrogenase-g6pd-deficiency",
    },
  ),
  // A haemolytic anaemia is a kind of anaemia: records on anaemia reach it.
  condition(
    "haemolytic-anaemia",
    "Haemolytic anaemia",
    [
      "haemolytic anaemia",
      "hemolytic anemia",
      "haemolytic anemia",
      "hemolytic anaemia",
      "hereditary spherocytosis",
      "spherocytosis",
    ],
    ["anaemia"],
    FERROUS_SULFATE_LEAFLET,
  ),
  condition(
    "haemosiderosis",
    "Haemosiderosis (iron stored in the organs)",
    ["haemosiderosis", "hemosiderosis", "transfusional haemosiderosis", "transfusional hemosiderosis"],
    [],
    FERROUS_GLUCONATE_SMPC,
  ),
  // Sickle cell disease and thalassaemia are haemoglobinopathies: records on the group reach them (not the traits).
  condition(
    "haemoglobinopathy",
    "Inherited haemoglobin disorder (haemoglobinopathy)",
    [
      "haemoglobinopathy",
      "hemoglobinopathy",
      "haemoglobinopathies",
      "hemoglobinopathies",
      "haemoglobin disorder",
      "hemoglobin disorder",
    ],
    [],
    GALFER_SMPC,
  ),
  condition(
    "regular-blood-transfusions",
    "Regular blood transfusions",
    [
      "regular blood transfusions",
      "repeated blood transfusions",
      "frequent blood transfusions",
      "multiple blood transfusions",
      "regular transfusions",
      "transfusion dependent",
      "transfusion-dependent",
      "transfused every",
      "transfused regularly",
      "regularly transfused",
      "transfused monthly",
    ],
    [],
    JPAC_IRON_OVERLOAD,
  ),
  condition(
    "copper-deficiency",
    "Copper deficiency",
    ["copper deficiency", "low copper", "low copper levels", "hypocupraemia", "hypocupremia"],
    [],
    SOLVAZINC_SMPC,
  ),
  condition(
    "vitamin-k-deficiency",
    "Vitamin K deficiency",
    ["vitamin K deficiency", "vitamin K deficient", "low vitamin K", "lack of vitamin K"],
    [],
    VITAMIN_E_SMPC,
  ),
  condition(
    "deep-vein-thrombosis",
    "Deep vein thrombosis (DVT)",
    ["DVT", "deep vein thrombosis", "blood clot in the leg", "blood clot in leg", "clot in the leg"],
    ["venous-thromboembolism"],
    nhs("conditions/deep-vein-thrombosis-dvt", "Deep vein thrombosis"),
  ),
  condition(
    "pulmonary-embolism",
    "Pulmonary embolism",
    [
      "PE",
      "blood clot in the lung",
      "blood clot on the lung",
      "blood clot in the lungs",
      "blood clots in the lungs",
      "clot on the lung",
      "clot in the lung",
      "clot in the lungs",
      "clots in the lungs",
    ],
    ["venous-thromboembolism"],
    nhs("conditions/pulmonary-embolism", "Pulmonary embolism"),
  ),
];

const ENDOCRINE: Condition[] = [
  condition(
    "diabetes",
    "Diabetes",
    ["diabetic", "diabetes mellitus", "sugar diabetes", "insulin dependent", "insulin-treated diabetes"],
    [],
    nhs("conditions/diabetes", "Diabetes"),
  ),
  condition(
    "type-1-diabetes",
    "Type 1 diabetes",
    [
      "T1DM",
      "T1D",
      "IDDM",
      "type one diabetes",
      "type I diabetes",
      "insulin-dependent diabetes",
      "type 1 diabetic",
    ],
    ["diabetes", "autoimmune-disease"],
    nhs("conditions/type-1-diabetes", "Type 1 diabetes"),
    { phrasings: ["type 1", "type one", "type I", "T1"] },
  ),
  condition(
    "type-2-diabetes",
    "Type 2 diabetes",
    [
      "T2DM",
      "T2D",
      "type two diabetes",
      "type II diabetes",
      "NIDDM",
      "non-insulin-dependent diabetes",
      // The old name for type 2 diabetes: "non" here is not a negation.
      "non insulin dependent",
      "adult-onset diabetes",
      "type 2 diabetic",
    ],
    ["diabetes"],
    nhs("conditions/type-2-diabetes", "Type 2 diabetes"),
    // In a list of health conditions, "type 2" alone means diabetes.
    { phrasings: ["type 2", "type two", "type II", "T2"] },
  ),
  condition(
    "prediabetes",
    "Prediabetes",
    [
      "pre-diabetes",
      "borderline diabetes",
      "non-diabetic hyperglycaemia",
      "impaired glucose tolerance",
      "impaired fasting glucose",
    ],
    [],
    nhs("conditions/prediabetes", "Prediabetes"),
  ),
  condition(
    "thyroid-disease",
    "Thyroid disease",
    ["thyroid condition", "thyroid problems", "thyroid problem", "thyroid disorder"],
    [],
    NICE_NG145,
  ),
  condition(
    "hypothyroidism",
    "Underactive thyroid (hypothyroidism)",
    [
      "hypothyroidism",
      "underactive thyroid",
      "under active thyroid",
      "hypothyroid",
      "low thyroid",
      "underactive thyroid gland",
      // Without a thyroid a person is hypothyroid for life ("no thyroid" would also be "no thyroid problems").
      "thyroid removed",
    ],
    ["thyroid-disease"],
    nhs("conditions/underactive-thyroid-hypothyroidism", "Underactive thyroid (hypothyroidism)"),
    { phrasings: ["thyroid is underactive", "thyroid gland is underactive"] },
  ),
  condition(
    "hashimotos-thyroiditis",
    "Hashimoto's thyroiditis",
    ["Hashimoto's disease", "Hashimoto's", "Hashimoto thyroiditis", "autoimmune thyroiditis"],
    ["hypothyroidism", "autoimmune-disease"],
    nhs("conditions/underactive-thyroid-hypothyroidism", "Underactive thyroid (hypothyroidism)"),
  ),
  condition(
    "hyperthyroidism",
    "Overactive thyroid (hyperthyroidism)",
    ["hyperthyroidism", "overactive thyroid", "over active thyroid", "hyperthyroid", "thyrotoxicosis"],
    ["thyroid-disease"],
    nhs("conditions/overactive-thyroid-hyperthyroidism", "Overactive thyroid (hyperthyroidism)"),
    { phrasings: ["thyroid is overactive", "thyroid gland is overactive"] },
  ),
  condition(
    "graves-disease",
    "Graves' disease",
    ["Graves disease", "Graves's disease"],
    ["hyperthyroidism", "autoimmune-disease"],
    nhs("conditions/overactive-thyroid-hyperthyroidism", "Overactive thyroid (hyperthyroidism)"),
  ),
  condition(
    "thyroid-cancer",
    "Thyroid cancer",
    [],
    ["thyroid-disease", "cancer"],
    nhs("conditions/thyroid-cancer", "Thyroid cancer"),
  ),
  condition(
    "hypoparathyroidism",
    "Hypoparathyroidism",
    ["underactive parathyroid"],
    [],
    nhs("conditions/hypoparathyroidism", "Hypoparathyroidism"),
  ),
  condition(
    "primary-hyperparathyroidism",
    "Primary hyperparathyroidism",
    [
      "hyperparathyroidism",
      "PHPT",
      "overactive parathyroid",
      "overactive parathyroid gland",
      "parathyroid adenoma",
    ],
    [],
    NICE_NG132,
  ),
  condition(
    "secondary-hyperparathyroidism",
    "Secondary hyperparathyroidism",
    ["tertiary hyperparathyroidism", "renal hyperparathyroidism"],
    [],
    {
      title: "Hyperparathyroidism (primary) NICE guideline: diagnosis, assessment, and initial management",
      publisher: "British Journal of General Practice (via PubMed Central)",
      url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7319687/",
      pmid: "32586826",
      doi: "10.3399/bjgp20X710717",
    },
  ),
  condition(
    "hypercalcaemia",
    "Hypercalcaemia (high blood calcium)",
    [
      "hypercalcaemia",
      "hypercalcemia",
      "high calcium",
      "high blood calcium",
      "raised calcium",
      "high calcium levels",
    ],
    [],
    {
      title: "Hypercalcaemia (Clinical Knowledge Summary)",
      publisher: "NICE CKS",
      url: "https://cks.nice.org.uk/topics/hypercalcaemia/",
    },
  ),
  condition(
    "hypophosphataemia",
    "Low blood phosphate (hypophosphataemia)",
    [
      "hypophosphataemia",
      "hypophosphatemia",
      "low phosphate",
      "low blood phosphate",
      "low phosphate levels",
      "phosphate deficiency",
      "X-linked hypophosphataemia",
      "X-linked hypophosphatemia",
      "XLH",
    ],
    [],
    RENNIE_SMPC,
  ),
  condition(
    "pseudohypoparathyroidism",
    "Pseudohypoparathyroidism",
    ["pseudohypoparathyroidism", "PHP", "Albright hereditary osteodystrophy"],
    [],
    FULTIUM_D3_SMPC,
  ),
  condition(
    "vitamin-d-toxicity",
    "Too much vitamin D (hypervitaminosis D)",
    [
      "hypervitaminosis D",
      "vitamin D toxicity",
      "vitamin D overdose",
      "vitamin D overdosage",
      "vitamin D poisoning",
      "too much vitamin D",
    ],
    [],
    FULTIUM_D3_SMPC,
  ),
  condition(
    "osteoporosis",
    "Osteoporosis",
    ["osteopenia", "brittle bones", "thin bones", "thinning bones", "low bone density"],
    [],
    nhs("conditions/osteoporosis", "Osteoporosis"),
  ),
  condition(
    "addisons-disease",
    "Addison's disease",
    [
      "Addisons disease",
      "Addison disease",
      "Addison's",
      "adrenal insufficiency",
      "primary adrenal insufficiency",
    ],
    ["autoimmune-disease"],
    nhs("conditions/addisons-disease", "Addison's disease"),
  ),
  condition(
    "obesity",
    "Obesity",
    ["obese", "morbid obesity", "severe obesity", "morbidly obese", "severely obese"],
    [],
    nhs("conditions/obesity", "Obesity"),
  ),
  condition(
    "weight-loss-surgery",
    "Weight loss surgery",
    [
      "bariatric surgery",
      "gastric bypass",
      "gastric sleeve",
      "sleeve gastrectomy",
      "gastric band",
      "stomach stapling",
      "stomach stapled",
    ],
    [],
    nhs("conditions/weight-loss-surgery", "Weight loss surgery"),
  ),
  condition(
    "high-cholesterol",
    "High cholesterol",
    [
      "hypercholesterolaemia",
      "hypercholesterolemia",
      "hyperlipidaemia",
      "hyperlipidemia",
      "raised cholesterol",
      "familial hypercholesterolaemia",
    ],
    [],
    nhs("conditions/high-cholesterol", "High cholesterol"),
  ),
  condition(
    "phenylketonuria",
    "Phenylketonuria (PKU)",
    ["PKU", "phenylketonuria"],
    [],
    nhs("conditions/phenylketonuria", "Phenylketonuria"),
  ),
];

const HEART_AND_CIRCULATION: Condition[] = [
  condition(
    "cardiovascular-disease",
    "Cardiovascular disease",
    [
      "CVD",
      "heart disease",
      "heart condition",
      "heart problems",
      "cardiac disease",
      "heart and circulatory disease",
    ],
    [],
    nhs("conditions/cardiovascular-disease", "Cardiovascular disease"),
  ),
  condition(
    "hypertension",
    "High blood pressure (hypertension)",
    [
      "hypertension",
      "high blood pressure",
      "raised blood pressure",
      "elevated blood pressure",
      "high BP",
      "raised BP",
      "HBP",
      "HTN",
      "hypertensive",
    ],
    [],
    nhs("conditions/high-blood-pressure", "High blood pressure (hypertension)"),
  ),
  condition(
    "hypotension",
    "Low blood pressure (hypotension)",
    [
      "hypotension",
      "hypotensive",
      "low blood pressure",
      "low BP",
      "postural hypotension",
      "orthostatic hypotension",
    ],
    [],
    nhs("conditions/low-blood-pressure-hypotension", "Low blood pressure (hypotension)"),
  ),
  condition(
    "heart-failure",
    "Heart failure",
    [
      "cardiac failure",
      "congestive heart failure",
      "congestive cardiac failure",
      "CHF",
      "CCF",
      "HFrEF",
      "HFpEF",
      "LVF",
      "LVSD",
      "left ventricular failure",
    ],
    ["cardiovascular-disease"],
    nhs("conditions/heart-failure", "Heart failure"),
  ),
  condition(
    "coronary-heart-disease",
    "Coronary heart disease",
    [
      "CHD",
      "coronary artery disease",
      "CAD",
      "ischaemic heart disease",
      "ischemic heart disease",
      "IHD",
      // A coronary bypass is done for coronary heart disease (the NHS page's treatments); a bare "bypass" may be gastric.
      "CABG",
      "coronary artery bypass graft",
      "coronary bypass",
      "double bypass",
      "triple bypass",
      "quadruple bypass",
    ],
    ["cardiovascular-disease"],
    nhs("conditions/coronary-heart-disease", "Coronary heart disease"),
  ),
  // A stent is fitted for coronary heart disease: every record on the disease reaches it.
  condition(
    "coronary-stent",
    "Coronary stent",
    [
      "coronary stent",
      "coronary stents",
      "heart stent",
      "cardiac stent",
      "stent in the heart",
      "stent in my heart",
    ],
    ["coronary-heart-disease"],
    ASPH_CARDIOLOGY_LINKS,
  ),
  condition(
    "angina",
    "Angina",
    ["angina pectoris", "stable angina"],
    ["coronary-heart-disease"],
    nhs("conditions/angina", "Angina"),
  ),
  condition(
    "heart-attack",
    "Heart attack",
    [
      "myocardial infarction",
      "MI",
      "previous heart attack",
      "STEMI",
      "NSTEMI",
      // "Non" names the kind of heart attack here, not its absence.
      "non-ST elevation MI",
      "non-ST elevation myocardial infarction",
    ],
    ["coronary-heart-disease"],
    nhs("conditions/heart-attack", "Heart attack"),
  ),
  condition(
    "arrhythmia",
    "Heart rhythm problem (arrhythmia)",
    [
      "arrhythmia",
      "irregular heartbeat",
      "irregular heart beat",
      "irregular heart rhythm",
      "abnormal heart rhythm",
      "SVT",
      "supraventricular tachycardia",
      "tachycardia",
      "fast heart rate",
      "fast heartbeat",
      "fast heart beat",
      "long QT syndrome",
      "long QT",
      "long QT interval",
      "prolonged QT",
      "prolonged QT interval",
      "QT prolongation",
      "torsades de pointes",
      "torsade de pointes",
    ],
    ["cardiovascular-disease"],
    nhs("conditions/arrhythmia", "Arrhythmia"),
  ),
  condition(
    "atrial-fibrillation",
    "Atrial fibrillation",
    [
      "AF",
      "AFib",
      "A-fib",
      "atrial fib",
      "atrial flutter",
      "PAF",
      "paroxysmal AF",
      "paroxysmal atrial fibrillation",
    ],
    ["arrhythmia"],
    nhs("conditions/atrial-fibrillation", "Atrial fibrillation"),
  ),
  condition(
    "wolff-parkinson-white-syndrome",
    "Wolff-Parkinson-White (WPW) syndrome",
    ["Wolff-Parkinson-White syndrome", "Wolff Parkinson White syndrome", "WPW", "WPW syndrome"],
    ["arrhythmia"],
    {
      title:
        "Wolff-Parkinson-White syndrome: an extra electrical connection in the heart, the most common cause of abnormal heart rhythms (arrhythmia)",
      publisher: "Great Ormond Street Hospital for Children NHS Foundation Trust",
      url: "https://www.gosh.nhs.uk/conditions-and-treatments/conditions-we-treat/wolff-parkinson-white-syndrome/",
    },
  ),
  condition(
    "heart-block",
    "Heart block",
    [
      "heart block",
      "AV block",
      "atrioventricular block",
      "first-degree heart block",
      "1st-degree heart block",
      "second-degree heart block",
      "2nd-degree heart block",
      "third-degree heart block",
      "3rd-degree heart block",
      "complete heart block",
      "cardiac conduction disorder",
      "heart conduction disorder",
    ],
    ["arrhythmia"],
    NHS_WALES_HEART_BLOCK,
  ),
  condition(
    "bradycardia",
    "Slow heart rate (bradycardia)",
    [
      "bradycardia",
      "slow heart rate",
      "slow heartbeat",
      "slow heart beat",
      "slow heart rhythm",
      "very slow heart rhythm",
      "slow pulse",
    ],
    ["arrhythmia"],
    MAGNASPARTATE_LEAFLET,
  ),
  condition(
    "stroke",
    "Stroke",
    ["CVA", "cerebrovascular accident", "previous stroke", "had a stroke"],
    ["cardiovascular-disease"],
    nhs("conditions/stroke", "Stroke"),
  ),
  condition(
    "transient-ischaemic-attack",
    "Transient ischaemic attack (TIA)",
    ["TIA", "transient ischaemic attack", "transient ischemic attack", "mini-stroke"],
    ["cardiovascular-disease"],
    nhs("conditions/transient-ischaemic-attack-tia", "Transient ischaemic attack (TIA)"),
  ),
  condition(
    "peripheral-arterial-disease",
    "Peripheral arterial disease (PAD)",
    ["PAD", "peripheral arterial disease", "peripheral artery disease", "peripheral vascular disease", "PVD"],
    ["cardiovascular-disease"],
    nhs("conditions/peripheral-arterial-disease-pad", "Peripheral arterial disease"),
  ),
  condition(
    "pulmonary-hypertension",
    "Pulmonary hypertension",
    ["pulmonary arterial hypertension"],
    ["cardiovascular-disease"],
    nhs("conditions/pulmonary-hypertension", "Pulmonary hypertension"),
  ),
  condition(
    "heart-valve-disease",
    "Heart valve disease",
    [
      "valvular heart disease",
      "heart valve problem",
      "aortic stenosis",
      "mitral regurgitation",
      "mitral valve prolapse",
      "leaky heart valve",
      // A replaced valve is followed up as valve disease (and a mechanical one means lifelong anticoagulation).
      "heart valve replacement",
      "replacement heart valve",
      "replaced heart valve",
      "mechanical heart valve",
      "mechanical valve",
      "metal heart valve",
      "metal valve",
      "tissue heart valve",
      "pig heart valve",
      "pig valve",
      "artificial heart valve",
      "prosthetic heart valve",
      "aortic valve replacement",
      "mitral valve replacement",
      "TAVI",
    ],
    ["cardiovascular-disease"],
    nhs("conditions/heart-valve-disease", "Heart valve disease"),
  ),
  condition(
    "cardiomyopathy",
    "Cardiomyopathy",
    ["enlarged heart", "HCM", "HOCM", "DCM", "hypertrophic cardiomyopathy", "dilated cardiomyopathy"],
    ["cardiovascular-disease"],
    nhs("conditions/cardiomyopathy", "Cardiomyopathy"),
  ),
];

const BRAIN_AND_MIND: Condition[] = [
  condition(
    "epilepsy",
    "Epilepsy",
    ["epileptic", "seizures", "seizure disorder"],
    [],
    nhs("conditions/epilepsy", "Epilepsy"),
  ),
  condition(
    "migraine",
    "Migraine",
    ["migraines", "chronic migraine", "migraine with aura", "migraines with aura"],
    [],
    nhs("conditions/migraine", "Migraine"),
  ),
  condition(
    "parkinsons-disease",
    "Parkinson's disease",
    ["Parkinsons", "Parkinson's", "Parkinson disease", "parkinsonism"],
    [],
    nhs("conditions/parkinsons-disease", "Parkinson's disease"),
  ),
  condition(
    "multiple-sclerosis",
    "Multiple sclerosis (MS)",
    ["MS", "multiple sclerosis", "relapsing remitting MS", "RRMS"],
    ["autoimmune-disease"],
    nhs("conditions/multiple-sclerosis", "Multiple sclerosis"),
  ),
  condition(
    "dementia",
    "Dementia",
    ["Alzheimer's disease", "Alzheimer's", "Alzheimers", "vascular dementia"],
    [],
    nhs("conditions/dementia", "Dementia"),
  ),
  condition(
    "myasthenia-gravis",
    "Myasthenia gravis",
    [],
    ["autoimmune-disease"],
    nhs("conditions/myasthenia-gravis", "Myasthenia gravis"),
  ),
  condition(
    "bipolar-disorder",
    "Bipolar disorder",
    ["bipolar", "manic depression", "bipolar affective disorder", "mania", "hypomania", "manic episodes"],
    [],
    nhs("mental-health/conditions/bipolar-disorder", "Bipolar disorder"),
  ),
  condition(
    "depression",
    "Depression",
    [
      "clinical depression",
      "major depression",
      "major depressive disorder",
      "MDD",
      "depressive disorder",
      "low mood",
      "depressed",
    ],
    [],
    nhs("mental-health/conditions/depression-in-adults", "Depression in adults"),
  ),
  // "SAD" alone is left out: it is also how people say they feel.
  condition(
    "seasonal-affective-disorder",
    "Seasonal affective disorder (SAD)",
    ["seasonal affective disorder", "winter depression"],
    ["depression"],
    {
      title:
        "What is seasonal affective disorder? SAD is a type of depression which occurs repeatedly at specific times of the year",
      publisher: "Mental Health UK",
      url: "https://mentalhealth-uk.org/help-and-information/conditions/seasonal-affective-disorder/what-is-seasonal-affective-disorder/",
    },
  ),
  condition(
    "anxiety",
    "Anxiety",
    ["anxiety disorder", "generalised anxiety disorder", "GAD", "panic disorder", "panic attacks"],
    [],
    nhs("mental-health/conditions/generalised-anxiety-disorder", "Generalised anxiety disorder in adults"),
  ),
  condition(
    "schizophrenia",
    "Schizophrenia",
    ["schizoaffective disorder", "psychosis"],
    [],
    nhs("mental-health/conditions/schizophrenia", "Schizophrenia"),
  ),
  condition(
    "adhd",
    "ADHD",
    ["attention deficit hyperactivity disorder"],
    [],
    nhs("conditions/adhd-adults", "ADHD in adults"),
  ),
  condition(
    "insomnia",
    "Insomnia",
    ["sleep problems", "trouble sleeping", "poor sleep", "can't sleep", "cannot sleep"],
    [],
    nhs("conditions/insomnia", "Insomnia"),
  ),
  condition(
    "sleep-apnoea",
    "Sleep apnoea",
    ["sleep apnea", "obstructive sleep apnoea", "obstructive sleep apnea", "OSA", "OSAS"],
    [],
    nhs("conditions/sleep-apnoea", "Sleep apnoea"),
  ),
  condition(
    "chronic-fatigue-syndrome",
    "ME/CFS",
    ["chronic fatigue syndrome", "CFS", "myalgic encephalomyelitis"],
    [],
    nhs("conditions/chronic-fatigue-syndrome-cfs", "Myalgic encephalomyelitis or chronic fatigue syndrome"),
  ),
  condition(
    "alcohol-dependence",
    "Alcohol dependence",
    [
      "alcoholism",
      "alcoholic",
      "alcohol dependent",
      "alcohol dependency",
      "alcohol use disorder",
      "alcohol misuse",
      "alcohol abuse",
      // The NHS page counts regular drinking above the low-risk limit as misuse.
      "heavy drinker",
      "heavy drinking",
      "problem drinker",
      "problem drinking",
    ],
    [],
    nhs("conditions/alcohol-misuse", "Alcohol misuse"),
  ),
  condition(
    "eating-disorder",
    "Eating disorder",
    ["anorexia", "anorexia nervosa", "bulimia", "bulimia nervosa", "binge eating disorder"],
    [],
    nhs(
      "mental-health/feelings-symptoms-behaviours/behaviours/eating-disorders/overview",
      "Eating disorders",
    ),
  ),
];

const LUNGS_AND_EXPOSURES: Condition[] = [
  condition("asthma", "Asthma", ["asthmatic"], ["allergic-tendency"], nhs("conditions/asthma", "Asthma")),
  condition(
    "copd",
    "COPD",
    ["chronic obstructive pulmonary disease", "emphysema", "chronic bronchitis"],
    [],
    nhs("conditions/chronic-obstructive-pulmonary-disease-copd", "Chronic obstructive pulmonary disease"),
  ),
  condition("bronchiectasis", "Bronchiectasis", [], [], nhs("conditions/bronchiectasis", "Bronchiectasis")),
  condition(
    "pulmonary-fibrosis",
    "Pulmonary fibrosis",
    ["IPF", "idiopathic pulmonary fibrosis"],
    [],
    nhs("conditions/idiopathic-pulmonary-fibrosis", "Idiopathic pulmonary fibrosis"),
  ),
  condition(
    "cystic-fibrosis",
    "Cystic fibrosis",
    [],
    [],
    nhs("conditions/cystic-fibrosis", "Cystic fibrosis"),
  ),
  condition("sarcoidosis", "Sarcoidosis", ["sarcoid", "pulmonary sarcoidosis"], [], {
    title: "Sarcoidosis",
    publisher: "Asthma + Lung UK",
    url: "https://www.asthmaandlung.org.uk/conditions/sarcoidosis",
  }),
  // Current smoking only: the beta-carotene trials and UK advice concern people who smoke.
  condition(
    "smoker",
    "Smoker",
    [
      "smoking",
      "smokes",
      "I smoke",
      "current smoker",
      "heavy smoker",
      "light smoker",
      "social smoker",
      "cigarette smoker",
      "tobacco smoker",
    ],
    [],
    QUIT_SMOKING,
    { ...ENDS, formerly: "former-smoker" },
  ),
  condition(
    "former-smoker",
    "Former smoker",
    [
      "ex-smoker",
      "exsmoker",
      "former smoker",
      "previous smoker",
      "past smoker",
      "quit smoking",
      "stopped smoking",
      "gave up smoking",
      "used to smoke",
      // "Smoke free for 5 years": free of smoking, not a smoker.
      "smoke free",
      "smoke-free",
    ],
    [],
    QUIT_SMOKING,
  ),
  condition(
    "asbestos-exposure",
    "Asbestos exposure",
    ["exposed to asbestos", "asbestos worker", "worked with asbestos", "asbestosis"],
    [],
    nhs("conditions/asbestosis", "Asbestosis"),
  ),
];

const ALLERGY_AND_INTOLERANCE: Condition[] = [
  // Atopy ("allergic diathesis" in product information): a tendency to allergic conditions such as
  // asthma, eczema, hives and hay fever; the narrower conditions name it as a parent.
  condition(
    "allergic-tendency",
    "Allergic conditions (atopy)",
    ["atopy", "atopic", "allergic diathesis", "allergies", "allergic conditions"],
    [],
    nhs("conditions/allergies", "Allergies"),
  ),
  condition(
    "atopic-eczema",
    "Atopic eczema",
    ["eczema", "atopic dermatitis"],
    ["allergic-tendency"],
    nhs("conditions/atopic-eczema", "Atopic eczema"),
  ),
  condition(
    "urticaria",
    "Hives (urticaria)",
    ["hives", "urticaria", "nettle rash"],
    ["allergic-tendency"],
    nhs("conditions/hives", "Hives"),
  ),
  condition(
    "daisy-family-allergy",
    "Allergy to daisy family plants",
    [
      "Asteraceae allergy",
      "Compositae allergy",
      "ragweed allergy",
      "chrysanthemum allergy",
      "daisy allergy",
      "allergic to daisies",
    ],
    [],
    nhs("conditions/allergies", "Allergies"),
  ),
  condition(
    "hay-fever",
    "Hay fever",
    ["allergic rhinitis", "seasonal allergic rhinitis"],
    ["allergic-tendency"],
    nhs("conditions/hay-fever", "Hay fever"),
  ),
  condition(
    "shellfish-allergy",
    "Shellfish allergy",
    [
      "allergic to shellfish",
      "allergy to shellfish",
      "shellfish allergic",
      "crustacean allergy",
      "allergic to crustaceans",
      "prawn allergy",
      "allergic to prawns",
    ],
    [],
    FOOD_ALLERGY,
    // "Shellfish" is both of the label's groups: crabs and prawns, and mussels, oysters and squid.
    { labelAllergens: ["crustaceans", "molluscs"] },
  ),
  condition(
    "fish-allergy",
    "Fish allergy",
    ["finned fish allergy", "allergic to fish", "allergy to fish", "fish allergic"],
    [],
    FOOD_ALLERGY,
    { labelAllergens: ["fish"] },
  ),
  // The rest of the 14 allergens a UK label must emphasise: a product's checked label is read against them.
  condition("peanut-allergy", "Peanut allergy", ["groundnut allergy"], [], FOOD_ALLERGY, {
    labelAllergens: ["peanuts"],
  }),
  condition("nut-allergy", "Nut allergy", ["tree nut allergy"], [], FOOD_ALLERGY, {
    labelAllergens: ["nuts"],
  }),
  condition(
    "milk-allergy",
    "Milk allergy",
    ["cows' milk allergy", "cow's milk allergy", "cows milk protein allergy", "CMPA", "dairy allergy"],
    [],
    nhs("conditions/cows-milk-allergy", "Cows' milk allergy"),
    { labelAllergens: ["milk"] },
  ),
  condition("egg-allergy", "Egg allergy", [], [], FOOD_ALLERGY, { labelAllergens: ["eggs"] }),
  condition("soya-allergy", "Soya allergy", ["soy allergy"], [], FOOD_ALLERGY, {
    labelAllergens: ["soya"],
  }),
  condition("sesame-allergy", "Sesame allergy", [], [], FOOD_ALLERGY, { labelAllergens: ["sesame"] }),
  condition("mustard-allergy", "Mustard allergy", [], [], FOOD_ALLERGY, { labelAllergens: ["mustard"] }),
  condition("celery-allergy", "Celery allergy", [], [], FOOD_ALLERGY, { labelAllergens: ["celery"] }),
  condition("lupin-allergy", "Lupin allergy", [], [], FOOD_ALLERGY, { labelAllergens: ["lupin"] }),
  condition("mollusc-allergy", "Mollusc allergy", ["mollusk allergy"], [], FOOD_ALLERGY, {
    labelAllergens: ["molluscs"],
  }),
  condition(
    "sulphite-allergy",
    "Sulphite allergy",
    ["sulfite allergy", "sulphite sensitivity", "sulfite sensitivity"],
    [],
    FOOD_ALLERGY,
    { labelAllergens: ["sulphites"] },
  ),
  // Labels declare "cereals containing gluten", so wheat allergy and gluten intolerance read the same row.
  condition(
    "wheat-allergy",
    "Wheat allergy",
    ["gluten allergy", "gluten intolerance", "gluten sensitivity", "wheat intolerance"],
    [],
    FOOD_ALLERGY,
    { labelAllergens: ["gluten"] },
  ),
  condition(
    "lactose-intolerance",
    "Lactose intolerance",
    ["lactose intolerant"],
    [],
    nhs("conditions/lactose-intolerance", "Lactose intolerance"),
  ),
];

const DIGESTIVE: Condition[] = [
  // Bulk-forming fibres swell in the gut and throat: their UK product information names these three.
  condition(
    "bowel-obstruction",
    "Bowel obstruction",
    ["intestinal obstruction", "blocked bowel", "bowel blockage", "blockage in the bowel", "ileus"],
    [],
    BOOTS_WEBMD_BOWEL_OBSTRUCTION,
  ),
  condition(
    "faecal-impaction",
    "Faecal impaction",
    ["fecal impaction", "impacted stool", "impacted bowel"],
    [],
    FYBOGEL_SMPC_CONDITIONS,
  ),
  condition(
    "swallowing-difficulty",
    "Difficulty swallowing (dysphagia)",
    [
      "dysphagia",
      "difficulty swallowing",
      "swallowing difficulty",
      "swallowing difficulties",
      "swallowing problems",
      "problems swallowing",
      "trouble swallowing",
    ],
    [],
    NHS_WALES_DYSPHAGIA,
  ),
  condition(
    "inflammatory-bowel-disease",
    "Inflammatory bowel disease (IBD)",
    ["IBD", "inflammatory bowel disease"],
    ["autoimmune-disease"],
    nhs("conditions/inflammatory-bowel-disease", "Inflammatory bowel disease"),
  ),
  condition(
    "crohns-disease",
    "Crohn's disease",
    ["Crohns disease", "Crohn's", "Crohn disease"],
    ["inflammatory-bowel-disease"],
    nhs("conditions/crohns-disease", "Crohn's disease"),
  ),
  condition(
    "ulcerative-colitis",
    "Ulcerative colitis",
    ["UC"],
    ["inflammatory-bowel-disease"],
    nhs("conditions/ulcerative-colitis", "Ulcerative colitis"),
  ),
  condition(
    "coeliac-disease",
    "Coeliac disease",
    ["celiac disease", "coeliac", "celiac"],
    ["autoimmune-disease"],
    nhs("conditions/coeliac-disease", "Coeliac disease"),
    { labelAllergens: ["gluten"] },
  ),
  condition(
    "irritable-bowel-syndrome",
    "Irritable bowel syndrome (IBS)",
    ["IBS", "irritable bowel syndrome", "irritable bowel"],
    [],
    nhs("conditions/irritable-bowel-syndrome-ibs", "Irritable bowel syndrome"),
  ),
  condition(
    "peptic-ulcer",
    "Stomach ulcer (peptic ulcer)",
    ["peptic ulcer", "peptic ulcer disease", "stomach ulcer", "gastric ulcer", "duodenal ulcer", "PUD"],
    [],
    nhs("conditions/stomach-ulcer", "Stomach ulcer"),
  ),
  condition(
    "gord",
    "Acid reflux (GORD)",
    [
      "GORD",
      "GERD",
      "acid reflux",
      "reflux",
      "heartburn",
      "gastro-oesophageal reflux disease",
      "gastroesophageal reflux disease",
      "oesophageal reflux",
      "esophageal reflux",
      "oesophagitis",
      "esophagitis",
    ],
    [],
    nhs("conditions/heartburn-and-acid-reflux", "Heartburn and acid reflux"),
  ),
  condition(
    "gallstones",
    "Gallstones",
    ["gallstone disease", "gall stones"],
    ["biliary-disease"],
    nhs("conditions/gallstones", "Gallstones"),
  ),
  condition(
    "bile-duct-obstruction",
    "Blocked bile duct (biliary obstruction)",
    [
      "bile duct obstruction",
      "blocked bile duct",
      "blocked bile ducts",
      "bile duct blockage",
      "biliary obstruction",
      "obstruction of the bile duct",
      "obstructive jaundice",
      "bile duct stricture",
      "biliary stricture",
    ],
    ["biliary-disease"],
    SPS_TURMERIC,
  ),
  condition(
    "gastroparesis",
    "Gastroparesis (slow stomach emptying)",
    ["gastroparesis", "delayed gastric emptying", "slow stomach emptying", "slow gastric emptying"],
    [],
    NHS_GASTROPARESIS,
  ),
  condition(
    "megacolon",
    "Megacolon or a slack large bowel (colonic atony)",
    ["megacolon", "mega-colon", "senile megacolon", "colonic atony", "atonic colon"],
    [],
    FYBOGEL_SMPC,
  ),
  condition(
    "rectal-bleeding",
    "Bleeding from the bottom (rectal bleeding)",
    [
      "rectal bleeding",
      "bleeding from the bottom",
      "bleeding from my bottom",
      "bleeding from the back passage",
      "blood in poo",
      "blood in my poo",
      "blood in stool",
      "blood in stools",
      "bloody stools",
    ],
    [],
    NHS_BSOL_RECTAL_BLEEDING,
  ),
  condition(
    "diverticular-disease",
    "Diverticular disease",
    ["diverticulitis", "diverticulosis", "diverticula", "diverticulae"],
    [],
    nhs("conditions/diverticular-disease-and-diverticulitis", "Diverticular disease and diverticulitis"),
  ),
];

const JOINTS_SKIN_AND_AUTOIMMUNE: Condition[] = [
  condition("acne", "Acne", ["spots", "acne vulgaris"], [], nhs("conditions/acne", "Acne")),
  condition(
    "autoimmune-disease",
    "Autoimmune disease",
    ["autoimmune condition", "autoimmune disorder", "autoimmune"],
    [],
    {
      title: "Autoimmune Diseases",
      publisher: "MedlinePlus (US National Library of Medicine)",
      url: "https://medlineplus.gov/autoimmunediseases.html",
    },
  ),
  condition(
    "lupus",
    "Lupus (SLE)",
    ["lupus", "SLE", "systemic lupus erythematosus", "lupus erythematosus"],
    ["autoimmune-disease"],
    nhs("conditions/lupus", "Lupus"),
  ),
  condition("arthritis", "Arthritis", [], [], nhs("conditions/arthritis", "Arthritis")),
  condition(
    "rheumatoid-arthritis",
    "Rheumatoid arthritis",
    ["RA", "rheumatoid"],
    ["arthritis", "autoimmune-disease"],
    nhs("conditions/rheumatoid-arthritis", "Rheumatoid arthritis"),
  ),
  condition(
    "osteoarthritis",
    "Osteoarthritis",
    ["OA", "wear and tear arthritis", "degenerative arthritis"],
    ["arthritis"],
    nhs("conditions/osteoarthritis", "Osteoarthritis"),
  ),
  // Not "PsA": read without case it is also the prostate blood test.
  condition(
    "psoriatic-arthritis",
    "Psoriatic arthritis",
    [],
    ["arthritis", "autoimmune-disease"],
    nhs("conditions/psoriatic-arthritis", "Psoriatic arthritis"),
  ),
  condition(
    "ankylosing-spondylitis",
    "Ankylosing spondylitis",
    ["axial spondyloarthritis", "axSpA"],
    ["arthritis", "autoimmune-disease"],
    nhs("conditions/ankylosing-spondylitis", "Ankylosing spondylitis"),
  ),
  condition(
    "gout",
    "Gout",
    ["gouty arthritis", "hyperuricaemia", "hyperuricemia", "high uric acid"],
    ["arthritis"],
    nhs("conditions/gout", "Gout"),
  ),
  condition(
    "psoriasis",
    "Psoriasis",
    ["plaque psoriasis"],
    ["autoimmune-disease"],
    nhs("conditions/psoriasis", "Psoriasis"),
  ),
  condition(
    "sjogrens-syndrome",
    "Sjögren's syndrome",
    ["Sjogren's syndrome", "Sjogrens syndrome", "Sjogren syndrome", "Sjögren's"],
    ["autoimmune-disease"],
    nhs("conditions/sjogrens-syndrome", "Sjögren's syndrome"),
  ),
  condition("vitiligo", "Vitiligo", [], ["autoimmune-disease"], nhs("conditions/vitiligo", "Vitiligo")),
  condition(
    "polymyalgia-rheumatica",
    "Polymyalgia rheumatica",
    ["PMR"],
    [],
    nhs("conditions/polymyalgia-rheumatica", "Polymyalgia rheumatica"),
  ),
  condition("fibromyalgia", "Fibromyalgia", [], [], nhs("conditions/fibromyalgia", "Fibromyalgia")), // The skin form of coeliac disease: records on coeliac disease (gluten) reach it.
  condition(
    "dermatitis-herpetiformis",
    "Dermatitis herpetiformis",
    ["dermatitis herpetiformis", "Duhring's disease", "Duhring disease", "coeliac rash"],
    ["coeliac-disease"],
    COELIAC_UK_DH,
  ),
  condition(
    "hypocomplementaemic-vasculitis",
    "Hypocomplementaemic (urticarial) vasculitis",
    [
      "hypocomplementaemic vasculitis",
      "hypocomplementemic vasculitis",
      "hypocomplementaemic urticarial vasculitis",
      "hypocomplementemic urticarial vasculitis",
      "HUV",
    ],
    [],
    POTASSIUM_IODIDE_LEAFLET,
  ),
  condition(
    "immobilisation",
    "Long periods unable to move about (immobilisation)",
    [
      "immobilisation",
      "immobilization",
      "prolonged immobilisation",
      "prolonged immobilization",
      "immobile",
      "immobility",
      "bedbound",
      "bed-bound",
      "bed bound",
      "bedridden",
      "confined to bed",
      "prolonged bed rest",
      "long-term bed rest",
      "mostly in bed",
      "in bed most of the day",
      "in bed most of the time",
    ],
    [],
    ADCAL_D3_SMPC,
  ),
];

const IMMUNITY_AND_CANCER: Condition[] = [
  condition(
    "tuberculosis",
    "Tuberculosis",
    ["TB"],
    [],
    nhs("conditions/tuberculosis-tb", "Tuberculosis (TB)"),
  ),
  condition("leukaemia", "Leukaemia", ["leukemia"], ["cancer"], nhs("conditions/leukaemia", "Leukaemia")),
  condition(
    "weakened-immune-system",
    "Weakened immune system",
    [
      "immunocompromised",
      "immunosuppressed",
      "immunodeficiency",
      "CVID",
      "weak immune system",
      "on immunosuppressants",
      "neutropenia",
      "neutropenic",
    ],
    [],
    GREEN_BOOK_IMMUNOSUPPRESSION,
  ),
  condition(
    "hiv",
    "HIV",
    ["HIV positive", "living with HIV", "HIV infection"],
    [],
    nhs("conditions/hiv-and-aids", "HIV and AIDS"),
  ),
  condition(
    "organ-transplant",
    "Organ transplant",
    ["organ transplant recipient", "transplant recipient", "transplant patient", "transplant"],
    ["weakened-immune-system"],
    GREEN_BOOK_IMMUNOSUPPRESSION,
    {
      standingCaution: {
        advice:
          "Check with your transplant team or pharmacist before taking any vitamin, mineral, herbal remedy or other supplement: some change the levels of anti-rejection medicines or can harm the new organ.",
        references: [IMPERIAL_TRANSPLANT_MYTHS],
      },
    },
  ),
  condition(
    "cancer",
    "Cancer",
    // Not "tumour" alone: a tumour may be benign (not cancer), so it is left unread (class-wordings-wcn5.ts).
    ["malignancy"],
    [],
    nhs("conditions/cancer", "Cancer"),
  ),
  condition(
    "undergoing-chemotherapy",
    "Having chemotherapy",
    ["chemotherapy", "chemo", "on chemo", "having chemo", "on chemotherapy"],
    ["cancer", "weakened-immune-system"],
    nhs("conditions/chemotherapy", "Chemotherapy"),
    {
      transient: true,
      standingCaution: {
        advice:
          "Tell your cancer team before taking any vitamin, mineral, herbal remedy or other supplement during chemotherapy: some can stop the treatment working as well or add to its side effects.",
        references: [LEEDS_CANCER_SUPPLEMENTS, CRUK_VITAMINS_SUPPLEMENTS, MACMILLAN_DIET_SUPPLEMENTS],
      },
    },
  ),
  condition(
    "having-radiotherapy",
    "Having radiotherapy",
    ["radiotherapy", "radiation therapy", "on radiotherapy", "radiation treatment", "radiotherapy treatment"],
    ["cancer"],
    nhs("conditions/radiotherapy", "Radiotherapy"),
    {
      transient: true,
      standingCaution: {
        advice:
          "Ask your cancer or radiotherapy team before taking any vitamin, mineral, herbal remedy or other supplement during radiotherapy: some, such as antioxidants, can affect how well cancer treatment works.",
        references: [MACMILLAN_DIET_SUPPLEMENTS, LEEDS_CANCER_SUPPLEMENTS, CRUK_VITAMINS_SUPPLEMENTS],
      },
    },
  ),
  condition(
    "breast-cancer",
    "Breast cancer",
    [],
    ["cancer"],
    nhs("conditions/breast-cancer", "Breast cancer"),
  ),
  condition(
    "prostate-cancer",
    "Prostate cancer",
    [],
    ["cancer"],
    nhs("conditions/prostate-cancer", "Prostate cancer"),
  ),
  condition(
    "lung-cancer",
    "Lung cancer",
    ["non-small cell lung cancer", "small cell lung cancer", "NSCLC"],
    ["cancer"],
    nhs("conditions/lung-cancer", "Lung cancer"),
  ),
  condition(
    "bowel-cancer",
    "Bowel cancer",
    ["colorectal cancer", "colon cancer", "rectal cancer"],
    ["cancer"],
    nhs("conditions/bowel-cancer", "Bowel cancer"),
  ),
  condition(
    "ovarian-cancer",
    "Ovarian cancer",
    [],
    ["cancer"],
    nhs("conditions/ovarian-cancer", "Ovarian cancer"),
  ),
  condition(
    "womb-cancer",
    "Womb cancer",
    ["endometrial cancer", "uterine cancer"],
    ["cancer"],
    nhs("conditions/womb-cancer", "Womb (uterus) cancer"),
  ),
  condition(
    "lymphoma",
    "Lymphoma",
    ["non-Hodgkin lymphoma", "non-Hodgkin's lymphoma", "Hodgkin lymphoma", "Hodgkin's lymphoma"],
    ["cancer"],
    nhs("conditions/non-hodgkin-lymphoma", "Non-Hodgkin lymphoma"),
  ),
  condition(
    "multiple-myeloma",
    "Multiple myeloma",
    ["myeloma"],
    ["cancer"],
    nhs("conditions/multiple-myeloma", "Multiple myeloma"),
  ),
  condition(
    "bone-metastases",
    "Cancer that has spread to the bones (bone metastases)",
    [
      "bone metastases",
      "bone metastasis",
      "bone mets",
      "bone secondaries",
      "secondary bone cancer",
      "skeletal metastases",
      "metastatic bone disease",
      "cancer spread to the bones",
      "cancer that has spread to the bones",
    ],
    ["cancer", "bone-cancer"],
    CRUK_SECONDARY_BONE_CANCER,
  ),
  condition(
    "melanoma",
    "Melanoma skin cancer",
    ["melanoma"],
    ["cancer"],
    nhs("conditions/melanoma-skin-cancer", "Melanoma skin cancer"),
  ),
  // Not "squamous cell carcinoma" alone: it also starts in the lung, gullet or mouth.
  condition(
    "non-melanoma-skin-cancer",
    "Non-melanoma skin cancer",
    [
      "non melanoma skin cancer",
      "nonmelanoma skin cancer",
      "basal cell carcinoma",
      "basal cell skin cancer",
      "basal cell cancer",
      "rodent ulcer",
      "squamous cell skin cancer",
      "cutaneous squamous cell carcinoma",
      "squamous cell carcinoma of the skin",
      "skin squamous cell carcinoma",
    ],
    ["cancer"],
    nhs("conditions/non-melanoma-skin-cancer", "Non-melanoma skin cancer"),
  ),
];

const EYES_AND_SURGERY: Condition[] = [
  // Its kinds, as product information names the one a medicine must not be used with: all are glaucoma.
  condition(
    "glaucoma",
    "Glaucoma",
    ["narrow-angle glaucoma", "angle-closure glaucoma", "closed-angle glaucoma", "open-angle glaucoma"],
    [],
    nhs("conditions/glaucoma", "Glaucoma"),
  ),
  condition(
    "ocular-hypertension",
    "Raised eye pressure (ocular hypertension)",
    ["ocular hypertension", "raised eye pressure", "high eye pressure"],
    [],
    nhs("conditions/glaucoma", "Glaucoma"),
  ),
  condition(
    "macular-degeneration",
    "Age-related macular degeneration (AMD)",
    ["AMD", "ARMD", "macular degeneration", "age-related macular degeneration"],
    [],
    nhs("conditions/age-related-macular-degeneration-amd", "Age-related macular degeneration"),
  ),
  condition(
    "upcoming-surgery",
    "Upcoming surgery",
    [
      "upcoming operation",
      "planned surgery",
      "planned operation",
      "having an operation",
      "having surgery",
      "surgery scheduled",
      "scheduled surgery",
      "awaiting surgery",
      "elective surgery",
      "surgery",
      "operation",
      "op",
    ],
    [],
    {
      title: "Herbal remedies (UKCPA Handbook of Perioperative Medicines)",
      publisher: "UK Clinical Pharmacy Association",
      url: "https://www.ukcpa-periophandbook.co.uk/medicine-monographs/herbal-remedies-1",
    },
    {
      transient: true,
      ahead: true,
      // "Surgery due in March" is not a pregnancy due in March; "expecting surgery" is not "expecting".
      // Operations by name; any "-ectomy", "-plasty" or "-otomy" is read as an operation too (names.ts).
      phrasings: [
        "surgery due",
        "operation due",
        "op due",
        "expecting surgery",
        "expecting an operation",
        "knee replacement",
        "hip replacement",
        "joint replacement",
        "shoulder replacement",
        "gallbladder removal",
        "gallbladder removed",
        "gallbladder out",
        "appendix out",
        "appendix removed",
        "tonsils out",
        "wisdom teeth out",
        "wisdom teeth removed",
        "wisdom tooth removal",
        "tooth extraction",
        "dental extraction",
        "dental surgery",
        "oral surgery",
        "teeth out",
        "tooth out",
        "teeth removed",
        "tooth removed",
        "teeth taken out",
        "tooth taken out",
        "tooth pulled",
        "teeth pulled",
        "tooth removal",
        "teeth removal",
        "tooth coming out",
        "teeth extraction",
        "tooth extractions",
        "surgical extraction",
        "extraction at the dentist",
        "wisdom teeth removal",
        "wisdom tooth out",
        "wisdom tooth extraction",
        "wisdom teeth extraction",
        "dental implant surgery",
        "dental implant",
        "dental implants",
        "gum surgery",
        "gum graft",
        "bone graft",
        "hernia repair",
        "hernia operation",
        "hernia op",
        "heart bypass",
        "caesarean",
        "c-section",
        "keyhole surgery",
        // Part of the organ stays: not the lasting condition a whole one's removal leaves.
        "partial nephrectomy",
        "partial thyroidectomy",
        "partial splenectomy",
      ],
    },
  ),
];

/** Every condition the checker recognises (order: by body system; slugs are unique). */
export const CONDITIONS: Condition[] = [
  ...REPRODUCTIVE,
  ...KIDNEY,
  ...LIVER,
  ...BLOOD,
  ...ENDOCRINE,
  ...HEART_AND_CIRCULATION,
  ...BRAIN_AND_MIND,
  ...LUNGS_AND_EXPOSURES,
  ...ALLERGY_AND_INTOLERANCE,
  ...DIGESTIVE,
  ...JOINTS_SKIN_AND_AUTOIMMUNE,
  ...IMMUNITY_AND_CANCER,
  ...EYES_AND_SURGERY,
  ...CONDITIONS_WCOND,
  ...CONDITIONS_WCND,
  ...CONDITIONS_WHC,
  ...CONDITIONS_WZERO,
  ...CONDITIONS_WGRP,
  ...CONDITIONS_WNUT3,
  ...CONDITIONS_WCN2,
  ...CONDITIONS_WCN4,
  ...CONDITIONS_WCN5,
  ...CONDITIONS_WSMPCV,
  ...CONDITIONS_WMED5,
  ...CONDITIONS_WTHR2,
  ...CONDITIONS_WCN6,
  ...CONDITIONS_WCN7,
  ...CONDITIONS_WCN9,
  ...CONDITIONS_WCN10,
  ...CONDITIONS_WCN11,
  ...CONDITIONS_WX4,
  ...CONDITIONS_WCN8,
  ...CONDITIONS_WEX,
  ...CONDITIONS_WSMPCM,
  ...OPERATION_CONDITIONS,
  ...CONDITIONS_WLAB,
  ...CONDITIONS_WFN,
  ...CONDITIONS_WFH,
  ...CONDITIONS_WFAM,
];
