// Conditions and states people type that were unread before the wcn10 round, each cited to a page read here.
import type { Condition } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const TOMMYS_MISCARRIAGE: Reference = {
  title:
    "Miscarriage information and support: a miscarriage is the loss of a pregnancy during the first 24 weeks",
  publisher: "Tommy's (UK pregnancy and baby loss charity)",
  url: "https://www.tommys.org/baby-loss-support/miscarriage-information-and-support",
};
const NHS_WALES_APS: Reference = {
  title:
    "Antiphospholipid syndrome (APS), Hughes syndrome: a disorder of the immune system that causes an increased risk of blood clots; an autoimmune condition",
  publisher: "NHS 111 Wales",
  url: "https://111.wales.nhs.uk/antiphospholipidsyndrome(aps)hughessyndrome",
};
const PATIENT_APS: Reference = {
  title:
    "Antiphospholipid syndrome (Hughes' syndrome): a disease that makes the blood more likely to clot than normal, a thrombophilia",
  publisher: "Patient (patient.info)",
  url: "https://patient.info/allergies-blood-immune/blood-clotting-tests/antiphospholipid-syndrome",
};
const NHS_LOTHIAN_NIGHT_SWEATS: Reference = {
  title:
    "Night sweats (haematology referral guidance): a fairly common symptom with very varied causes, among them infection, menopause, anxiety, an overactive thyroid, low blood sugar and medicines",
  publisher: "NHS Lothian (RefHelp)",
  url: "https://apps.nhslothian.scot/refhelp/wp-json/wp/v2/pages/4179",
};
const IGHTENHILL_MENOPAUSE: Reference = {
  title:
    "Menopause: menopause and perimenopause can cause symptoms like anxiety, mood swings, brain fog, hot flushes and irregular periods",
  publisher: "Ightenhill Medical Centre (NHS GP practice)",
  url: "https://ightenhillmedicalcentre.co.uk/menopause",
};
const PCR_HOT_FLUSHES: Reference = {
  title: "Hot flushes: a very common side effect of hormone therapy for prostate cancer",
  publisher: "Prostate Cancer Research (UK charity)",
  url: "https://www.prostate-cancer-research.org.uk/after-treatment-and-living-with-prostate-cancer/hot-flushes/",
};
const NICE_OVERWEIGHT: Reference = {
  title:
    "Obesity and being overweight (NICE CG189, information for the public): a BMI between 25 and 29.9 is overweight, 30 to 39.9 obese",
  publisher: "NICE",
  url: "https://www.nice.org.uk/guidance/cg189/ifp/chapter/obesity-and-being-overweight",
};
const SHROPSHIRE_VAPING: Reference = {
  title:
    "Vaping to help adults quit smoking: using a vape (or e-cigarette) is known as vaping; it is significantly less harmful than smoking but not risk-free",
  publisher: "Shropshire Council (Healthy Shropshire, public health)",
  url: "https://next.shropshire.gov.uk/public-health/healthy-shropshire/stopping-smoking/vaping-to-help-adults-quit-smoking",
};
const HULL_PICC: Reference = {
  title:
    "Peripherally inserted central catheter (PICC): one of three central venous access devices, with the skin tunnelled catheter and the port-a-cath",
  publisher: "Hull University Teaching Hospitals NHS Trust",
  url: "https://hey.nhs.uk/patient-leaflet/peripherally-inserted-central-catheter-picc",
};
const EAST_GENOMICS_MTHFR: Reference = {
  title:
    "MTHFR genetic testing and counselling: the 677C>T and 1298A>C variants are common (60 to 70% carry at least one) and are not causally linked with any disorder",
  publisher: "East Genomics (NHS Genomic Medicine Service)",
  url: "https://www.eastgenomics.nhs.uk/for-healthcare-professionals/clinical-genetics-services/east-anglian-medical-genetics-service/referrals/referrals-not-routinely-accepted/mthfr-genetic-testingcounselling",
};
const NHS_TAYSIDE_MTHFR: Reference = {
  title:
    "MTHFR testing: pregnant women who carry the common variants are recommended the standard dose of folic acid; substituting other folates, such as 5-MTHF, is not recommended",
  publisher: "NHS Tayside (clinical genetics)",
  url: "https://www.nhstayside.scot.nhs.uk/OurServicesA-Z/Genetics/PROD_375885",
};
const PATIENT_PROTEINURIA: Reference = {
  title:
    "Proteinuria (chronic kidney disease): if the filters in the kidneys are damaged, protein escapes into the urine; a good indicator of the extent of kidney damage",
  publisher: "Patient (patient.info)",
  url: "https://patient.info/kidney-urinary-tract/chronic-kidney-disease-leaflet/proteinuria",
};

const NIDIRECT_DIABETES_INSIPIDUS: Reference = {
  title:
    "Diabetes insipidus: a rare condition where you produce a large amount of urine and often feel thirsty; it isn't related to diabetes (of blood sugar)",
  publisher: "nidirect (NI government, health A to Z)",
  url: "https://www.nidirect.gov.uk/conditions/diabetes-insipidus",
};
const WESTGATE_PSA: Reference = {
  title:
    "Prostate check / PSA test: a raised PSA level may suggest a problem with the prostate (an enlarged prostate, prostatitis or prostate cancer), but not necessarily cancer",
  publisher: "Westgate Medical Practice (NHS GP practice)",
  url: "https://www.westgatemedicalpractice.co.uk/who_do_i_see/11305/",
};
const LEICESTER_PALLIATIVE: Reference = {
  title:
    "Palliative care and end of life care: palliative care is for people living with a life-limiting illness that cannot be cured; where it supports people nearing the end of life it is called end of life care",
  publisher: "University Hospitals of Leicester NHS Trust",
  url: "https://www.leicestershospitals.nhs.uk/patients/palliative-care-and-end-of-life-care/",
};
const BBC_DOWNS: Reference = {
  title:
    "Guide: what is Down's syndrome? A genetic condition which can affect a child's learning and physical features; written with the Down's Syndrome Association and NHS Choices",
  publisher: "BBC Newsround",
  url: "https://www.bbc.co.uk/newsround/24708543",
};
const TOMMYS_CHEMICAL_PREGNANCY: Reference = {
  title:
    "Chemical pregnancy: a very early miscarriage, when a pregnancy ends in miscarriage before five weeks of pregnancy",
  publisher: "Tommy's (UK pregnancy and baby loss charity)",
  url: "https://www.tommys.org/pregnancy-information/pregnancy-complications/baby-loss/miscarriage/types-miscarriage/chemical-pregnancy-information-and-support",
};
const BLACK_COUNTRY_HEAT: Reference = {
  title:
    "Signs of heat exhaustion and heatstroke: heat exhaustion can quickly turn to heatstroke, a life-threatening condition when the core body temperature reaches 40C or higher",
  publisher: "NHS Black Country Integrated Care Board",
  url: "https://blackcountry.icb.nhs.uk/news-and-events/latest-news/local-gp-shares-signs-heat-exhaustion-and-heatstroke",
};
const MAYO_AGE_SPOTS: Reference = {
  title:
    "Sun damage: solar lentigines, also called age spots or liver spots, are flat spots of increased pigmentation on skin most exposed to the sun",
  publisher: "Mayo Clinic",
  url: "https://www.mayoclinic.org/healthy-lifestyle/adult-health/multimedia/sun-damage/sls-20076973?s=3",
};

export const CONDITIONS_WCN10: Condition[] = [
  // A past pregnancy, not a current one: "pregnancy loss" no longer reads as pregnancy (a longer-phrase rule).
  {
    slug: "miscarriage",
    name: "Miscarriage (pregnancy loss)",
    synonyms: [
      "miscarriage",
      "miscarried",
      "recurrent miscarriage",
      "missed miscarriage",
      "pregnancy loss",
      "early pregnancy loss",
      "recurrent pregnancy loss",
      "lost a pregnancy",
      "chemical pregnancy",
      "biochemical pregnancy",
    ],
    parents: [],
    references: [TOMMYS_MISCARRIAGE, TOMMYS_CHEMICAL_PREGNANCY],
  },
  // Patient calls it a thrombophilia and NHS 111 Wales an autoimmune condition: the records on both reach it.
  {
    slug: "antiphospholipid-syndrome",
    name: "Antiphospholipid syndrome (Hughes syndrome)",
    synonyms: [
      "antiphospholipid syndrome",
      "anti-phospholipid syndrome",
      "antiphospholipid antibody syndrome",
      "Hughes syndrome",
      "sticky blood syndrome",
      "sticky blood",
    ],
    parents: ["thrombophilia", "autoimmune-disease"],
    references: [NHS_WALES_APS, PATIENT_APS],
  },
  // A symptom of many causes (infection, menopause, medicines), so not filed under menopause.
  {
    slug: "night-sweats",
    name: "Night sweats",
    synonyms: ["night sweats", "sweating at night", "drenching night sweats"],
    parents: [],
    references: [NHS_LOTHIAN_NIGHT_SWEATS],
  },
  // A menopause symptom, but also of hormone therapy for prostate cancer: read as itself, not as the menopause.
  {
    slug: "hot-flushes",
    name: "Hot flushes",
    synonyms: ["hot flushes", "hot flush", "hot flashes", "hot flash"],
    parents: [],
    references: [IGHTENHILL_MENOPAUSE, PCR_HOT_FLUSHES],
  },
  // A BMI of 25 to 29.9 is not obesity: the obesity records do not reach it.
  {
    slug: "overweight",
    name: "Overweight (BMI 25 to 29.9)",
    synonyms: ["overweight", "over weight"],
    parents: [],
    references: [NICE_OVERWEIGHT],
  },
  // Not under smoker: the smoker records rest on trials in people who smoke tobacco.
  {
    slug: "vaping",
    name: "Vaping (using e-cigarettes)",
    synonyms: [
      "vaping",
      "vape",
      "vaper",
      "e-cigarette",
      "e-cigarettes",
      "e-cig",
      "e-cigs",
      "ecig",
      "electronic cigarette",
    ],
    parents: [],
    references: [SHROPSHIRE_VAPING],
  },
  {
    slug: "central-venous-catheter",
    name: "A central line (PICC, tunnelled line or port)",
    synonyms: [
      "central line",
      "central venous catheter",
      "central venous access device",
      "PICC line",
      "PICC",
      "peripherally inserted central catheter",
      "Hickman line",
      "skin tunnelled catheter",
      "portacath",
      "port-a-cath",
      "implanted port",
      "tunnelled line",
    ],
    parents: [],
    references: [HULL_PICC],
  },
  // Not under thrombophilia: the genetics services call the common variants not causally linked with any disorder.
  {
    slug: "mthfr-variant",
    name: "MTHFR gene variant",
    synonyms: [
      "MTHFR",
      "MTHFR mutation",
      "MTHFR gene mutation",
      "MTHFR variant",
      "MTHFR gene variant",
      "MTHFR polymorphism",
      "MTHFR C677T",
    ],
    parents: [],
    references: [EAST_GENOMICS_MTHFR, NHS_TAYSIDE_MTHFR],
  },
  // A sign of kidney damage, read like "reduced kidney function": the kidney disease records reach it.
  {
    slug: "proteinuria",
    name: "Protein in the urine (proteinuria)",
    synonyms: ["proteinuria", "protein in urine", "albuminuria", "microalbuminuria", "albumin in urine"],
    parents: ["chronic-kidney-disease"],
    references: [PATIENT_PROTEINURIA],
  },
  // Not related to diabetes of blood sugar (nidirect): "diabetes insipidus" no longer reads as diabetes.
  {
    slug: "diabetes-insipidus",
    name: "Diabetes insipidus",
    synonyms: [
      "diabetes insipidus",
      "cranial diabetes insipidus",
      "nephrogenic diabetes insipidus",
      "arginine vasopressin deficiency",
    ],
    parents: [],
    references: [NIDIRECT_DIABETES_INSIPIDUS],
  },
  // A result, not a diagnosis: not under prostate cancer.
  {
    slug: "raised-psa",
    name: "A raised PSA (prostate-specific antigen) level",
    synonyms: ["raised PSA", "high PSA", "elevated PSA", "raised PSA level", "high PSA level"],
    parents: [],
    references: [WESTGATE_PSA],
  },
  {
    slug: "palliative-care",
    name: "Receiving palliative or end of life care",
    synonyms: [
      "palliative care",
      "palliative",
      "receiving palliative care",
      "end of life care",
      "end of life",
      "terminally ill",
      "terminal illness",
      "life-limiting illness",
    ],
    parents: [],
    references: [LEICESTER_PALLIATIVE],
  },
  {
    slug: "downs-syndrome",
    name: "Down's syndrome",
    synonyms: ["Down's syndrome", "Down syndrome", "trisomy 21"],
    parents: [],
    references: [BBC_DOWNS],
  },
  // Overheating, not a stroke: "heat stroke" no longer reads as a stroke.
  {
    slug: "heat-exhaustion",
    name: "Heat exhaustion or heatstroke",
    synonyms: ["heat exhaustion", "heatstroke", "heat stroke", "sunstroke", "sun stroke"],
    parents: [],
    transient: true,
    references: [BLACK_COUNTRY_HEAT],
  },
  // Marks of sun on the skin: not acne ("spots"), and not liver disease.
  {
    slug: "age-spots",
    name: "Age spots (liver spots)",
    synonyms: ["age spots", "liver spots", "sun spots", "solar lentigines"],
    parents: [],
    references: [MAYO_AGE_SPOTS],
  },
];
