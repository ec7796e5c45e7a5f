// Condition words read since the wcn10 round (APS, a raised creatinine, protein in the urine), and neighbours that stay quiet.
import type { ScenarioInput } from "../schema";
import { BLOCKS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  patientAps: {
    title:
      "Antiphospholipid syndrome (Hughes' syndrome): a disease that makes the blood more likely to clot than normal, a thrombophilia",
    publisher: "Patient (patient.info)",
    url: "https://patient.info/allergies-blood-immune/blood-clotting-tests/antiphospholipid-syndrome",
  },
  nhsWalesAps: {
    title:
      "Antiphospholipid syndrome (APS), Hughes syndrome: a disorder of the immune system that causes an increased risk of blood clots; an autoimmune condition",
    publisher: "NHS 111 Wales",
    url: "https://111.wales.nhs.uk/antiphospholipidsyndrome(aps)hughessyndrome",
  },
  vitaminESmpc: {
    title:
      "Vitamin E: precautions and interactions, from the UK SmPC of Vitamin E Suspension 100 mg/ml (section 4.4: thrombosis in patients predisposed to it)",
    publisher: "RxReasoner (copy of the UK SmPC)",
    url: "https://rxreasoner.com/substances/vitamin-e/precautions",
  },
  nhsTaysideMthfr: {
    title:
      "MTHFR testing: pregnant women who carry the common variants are recommended the standard dose of folic acid; substituting other folates, such as 5-MTHF, is not recommended",
    publisher: "NHS Tayside (clinical genetics)",
    url: "https://www.nhstayside.scot.nhs.uk/OurServicesA-Z/Genetics/PROD_375885",
  },
  shropshireVaping: {
    title:
      "Vaping to help adults quit smoking: using a vape (or e-cigarette) is known as vaping; it is significantly less harmful than smoking but not risk-free",
    publisher: "Shropshire Council (Healthy Shropshire, public health)",
    url: "https://next.shropshire.gov.uk/public-health/healthy-shropshire/stopping-smoking/vaping-to-help-adults-quit-smoking",
  },
  tommysMiscarriage: {
    title:
      "Miscarriage information and support: a miscarriage is the loss of a pregnancy during the first 24 weeks",
    publisher: "Tommy's (UK pregnancy and baby loss charity)",
    url: "https://www.tommys.org/baby-loss-support/miscarriage-information-and-support",
  },
  patientProteinuria: {
    title:
      "Proteinuria (chronic kidney disease): if the filters in the kidneys are damaged, protein escapes into the urine; a good indicator of the extent of kidney damage",
    publisher: "Patient (patient.info)",
    url: "https://patient.info/kidney-urinary-tract/chronic-kidney-disease-leaflet/proteinuria",
  },
  nidirectDiabetesInsipidus: {
    title:
      "Diabetes insipidus: a rare condition where you produce a large amount of urine and often feel thirsty; it isn't related to diabetes (of blood sugar)",
    publisher: "nidirect (NI government, health A to Z)",
    url: "https://www.nidirect.gov.uk/conditions/diabetes-insipidus",
  },
  westgatePsa: {
    title:
      "Prostate check / PSA test: a raised PSA level may suggest a problem with the prostate (an enlarged prostate, prostatitis or prostate cancer), but not necessarily cancer",
    publisher: "Westgate Medical Practice (NHS GP practice)",
    url: "https://www.westgatemedicalpractice.co.uk/who_do_i_see/11305/",
  },
  sctspCarrier: {
    title:
      "Can carrying beta thalassaemia trait cause any health problems? A carrier should take iron medicine only if a special blood test (serum iron or serum ferritin) shows that they are short of iron",
    publisher: "sctsp.org.uk (UK sickle cell and thalassaemia carrier information)",
    url: "https://www.sctsp.org.uk/can-carrying-beta-thalassaemia-trait-cause-any-health-problems",
  },
} satisfies Record<string, Reference>;

const VITAMIN_E_APS =
  "UK vitamin E product information: thrombosis has been reported in people predisposed to it; Patient calls antiphospholipid syndrome a thrombophilia.";
const ECHINACEA_APS =
  "NHS 111 Wales calls antiphospholipid syndrome an autoimmune condition; echinacea's UK product information says it must not be used in autoimmune diseases.";
const FOLIC_MTHFR =
  "NHS Tayside: carriers of the common MTHFR variants are recommended the standard dose of folic acid, not other folates.";
const BETA_CAROTENE_VAPING =
  "The beta-carotene warnings rest on trials in people who smoke tobacco; vaping is not smoking, and no source read ties beta-carotene to vaping.";
const PREGNANCY_LOSS =
  "A miscarriage is the loss of a pregnancy: the person is not pregnant, so the pregnancy records do not apply.";
const KIDNEY_MARKERS =
  "A raised creatinine and protein in the urine are signs of reduced kidney function or kidney damage; the kidney disease records apply as cautions.";

const NOT_BLOOD_SUGAR =
  "nidirect: diabetes insipidus isn't related to diabetes of blood sugar, so the records on diabetes do not apply.";
const PSA_NOT_ARTHRITIS =
  "A raised PSA is a prostate blood test result, not psoriatic arthritis: the autoimmune records do not apply.";

const IRON_CARRIER =
  "A thalassaemia carrier should take iron only if a blood test shows they are short of iron.";

const { named, quiet, caution } = conditionCases("sc-wcn10-");

export const WCN10_SCENARIOS: ScenarioInput[] = [
  caution(
    "aps-vitamin-e",
    "antiphospholipid syndrome",
    "vitamin-e",
    PRODUCT.vitaminE400Iu,
    "vitamin E 400 IU",
    VITAMIN_E_APS,
    SOURCE.vitaminESmpc,
  ),
  named(
    "hughes-echinacea",
    "Hughes syndrome, and echinacea",
    "echinacea",
    "Hughes syndrome",
    PRODUCT.echinacea,
    BLOCKS,
    ECHINACEA_APS,
    [SOURCE.nhsWalesAps],
  ),
  caution(
    "creatinine-magnesium",
    "raised creatinine",
    "magnesium",
    PRODUCT.magnesiumCitrate200,
    "magnesium citrate 200 mg",
    KIDNEY_MARKERS,
    SOURCE.patientProteinuria,
  ),
  caution(
    "proteinuria-creatine",
    "protein in urine",
    "creatine",
    PRODUCT.creatine,
    "creatine",
    KIDNEY_MARKERS,
    SOURCE.patientProteinuria,
  ),
  caution(
    "thalassaemia-minor-iron",
    "thalassaemia minor",
    "iron",
    PRODUCT.iron20,
    "iron 20 mg",
    IRON_CARRIER,
    SOURCE.sctspCarrier,
  ),
  quiet(
    "mthfr-folic-acid",
    "An MTHFR gene variant and folic acid 400 micrograms",
    "folic-acid",
    "MTHFR mutation",
    PRODUCT.folicAcid400,
    FOLIC_MTHFR,
    [SOURCE.nhsTaysideMthfr],
  ),
  quiet(
    "mthfr-vitamin-e",
    "An MTHFR gene variant, not a thrombophilia, and vitamin E",
    "vitamin-e",
    "MTHFR",
    PRODUCT.vitaminE400Iu,
    VITAMIN_E_APS,
    [SOURCE.nhsTaysideMthfr],
  ),
  quiet(
    "vaping-beta-carotene",
    "Vaping, not smoking, and beta-carotene",
    "beta-carotene",
    "I vape",
    PRODUCT.betaCarotene,
    BETA_CAROTENE_VAPING,
    [SOURCE.shropshireVaping],
  ),
  quiet(
    "pregnancy-loss-black-cohosh",
    "A pregnancy loss, not a pregnancy, and black cohosh",
    "black-cohosh",
    "pregnancy loss",
    PRODUCT.blackCohosh,
    PREGNANCY_LOSS,
    [SOURCE.tommysMiscarriage],
  ),
  quiet(
    "chemical-pregnancy-black-cohosh",
    "A chemical pregnancy (a very early miscarriage) and black cohosh",
    "black-cohosh",
    "chemical pregnancy",
    PRODUCT.blackCohosh,
    PREGNANCY_LOSS,
    [SOURCE.tommysMiscarriage],
  ),
  quiet(
    "diabetes-insipidus-chromium",
    "Diabetes insipidus, not diabetes of blood sugar, and chromium",
    "chromium",
    "diabetes insipidus",
    PRODUCT.chromium,
    NOT_BLOOD_SUGAR,
    [SOURCE.nidirectDiabetesInsipidus],
  ),
  quiet(
    "raised-psa-echinacea",
    "A raised PSA, not psoriatic arthritis, and echinacea",
    "echinacea",
    "raised PSA",
    PRODUCT.echinacea,
    PSA_NOT_ARTHRITIS,
    [SOURCE.westgatePsa],
  ),
];
