// Conditions as the GP record names them (SNOMED CT and Read terms the NHS App shows), found unread or read only in
// part by a blind probe of 414 problem-list entries: "malignant neoplasm of" a site, a stage or kind that changes nothing.
import type { Wordings } from "./class-wordings";

const cancerOf = (...sites: string[]) =>
  sites.flatMap((site) => [
    `malignant neoplasm of ${site}`,
    `malignant tumour of ${site}`,
    `malignant tumor of ${site}`,
    `carcinoma of ${site}`,
    `carcinoma of the ${site}`,
    `adenocarcinoma of ${site}`,
  ]);
// Cancer that has spread to a site, which is not cancer of that site.
const spreadTo = (...sites: string[]) =>
  sites.flatMap((site) => [
    `secondary malignant neoplasm of ${site}`,
    `metastatic malignant neoplasm to ${site}`,
  ]);

export const CONDITION_WORDINGS_GP: Wordings = {
  "breast-cancer": [
    ...cancerOf("breast", "female breast"),
    "ductal carcinoma in situ of breast",
    "DCIS",
    "invasive ductal carcinoma of breast",
  ],
  "prostate-cancer": cancerOf("prostate"),
  "lung-cancer": [...cancerOf("lung", "bronchus"), "malignant neoplasm of bronchus or lung"],
  "bowel-cancer": cancerOf("colon", "rectum", "sigmoid colon", "large intestine"),
  "ovarian-cancer": cancerOf("ovary"),
  "womb-cancer": cancerOf("endometrium", "uterus", "corpus uteri"),
  "thyroid-cancer": cancerOf("thyroid gland"),
  cancer: [
    ...cancerOf("bladder", "kidney", "pancreas", "stomach", "oesophagus", "liver", "cervix", "skin"),
    ...spreadTo("liver", "lung", "brain"),
  ],
  "bone-cancer": spreadTo("bone"),
  copd: [
    "chronic obstructive lung disease",
    "chronic obstructive airways disease",
    "chronic obstructive airway disease",
  ],
  stroke: ["cerebral infarction", "cerebral infarct", "stroke and cerebrovascular accident unspecified"],
  "kidney-stones": ["renal calculus", "kidney calculus", "ureteric calculus"],
  gallstones: ["cholelithiasis", "calculus of gallbladder"],
  prediabetes: ["impaired fasting glycaemia", "impaired fasting glycemia"],
  "high-cholesterol": ["serum cholesterol raised", "raised serum cholesterol", "pure hypercholesterolaemia"],
  depression: [
    "depressive episode",
    "moderate depressive episode",
    "mild depressive episode",
    "recurrent depressive disorder",
    "dysthymia",
  ],
  // NICE: heart failure with reduced ejection fraction, "also called heart failure due to left ventricular systolic dysfunction".
  "heart-failure": ["left ventricular systolic dysfunction", "LVSD"],
  "peripheral-arterial-disease": ["intermittent claudication"],
  hiv: ["human immunodeficiency virus infection", "human immunodeficiency virus"],
  "kidney-transplant": ["kidney replaced by transplant", "renal transplant recipient"],
  "liver-transplant": ["liver replaced by transplant"],
  dialysis: ["dependence on renal dialysis", "dependence on dialysis"],
  hypertension: ["essential hypertension", "benign essential hypertension", "hypertensive disease"],
  "heart-attack": [
    "non-ST segment elevation myocardial infarction",
    "ST segment elevation myocardial infarction",
  ],
  lymphoma: ["Hodgkin's disease", "Hodgkin disease"],
  "multiple-sclerosis": ["disseminated sclerosis"],
  "coeliac-disease": ["gluten enteropathy", "gluten-sensitive enteropathy"],
  "parkinsons-disease": ["paralysis agitans", "idiopathic Parkinson's disease"],
  "polycystic-ovary-syndrome": ["polycystic ovarian syndrome", "Stein-Leventhal syndrome"],
  hypothyroidism: ["myxoedema"],
  thrombophilia: [
    "protein C deficiency",
    "protein S deficiency",
    "antithrombin deficiency",
    "antithrombin III deficiency",
    "activated protein C resistance",
  ],
  "psoriatic-arthritis": ["psoriatic arthropathy"],
  "heart-valve-disease": [
    "aortic valve stenosis",
    "aortic regurgitation",
    "presence of prosthetic heart valve",
  ],
  "barretts-oesophagus": ["columnar lined oesophagus"],
  "addisons-disease": ["primary adrenocortical insufficiency"],
  adhd: ["hyperkinetic disorder", "disturbance of activity and attention"],
  "erectile-dysfunction": ["failure of genital response"],
  melanoma: ["malignant melanoma", "malignant melanoma of skin"],
  menopause: ["postmenopausal state"],
  smoker: ["heavy cigarette smoker", "light cigarette smoker", "moderate cigarette smoker"],
};
