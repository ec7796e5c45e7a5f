// Names for the dictionary's groups as UK product information and people write them ("tetracyclines",
// "cardiac glycosides", "H2 blockers"), beside each group's own name. A wording goes here only when it names
// that one group; one for a group the dictionary lacks ("antiprotozoals") is left out rather than read as a broader
// group. MEDICINE_WORDINGS does the same for single medicines ("mineral oil" for liquid paraffin), and
// CONDITION_WORDINGS for conditions. Each reading round adds its own file.
import { CONDITION_WORDINGS_WCOND } from "./class-wordings-wcond";
import { CONDITION_WORDINGS_WCND } from "./class-wordings-wcnd";
import { CLASS_WORDINGS_WHMPC, CONDITION_WORDINGS_WHMPC } from "./class-wordings-whmpc";
import { CLASS_WORDINGS_WHERB4 } from "./class-wordings-wherb4";
import { CLASS_WORDINGS_SMPC, MEDICINE_WORDINGS_SMPC } from "./class-wordings-smpc";
import { CLASS_WORDINGS_WGRP, CONDITION_WORDINGS_WGRP } from "./class-wordings-wgrp";
import { CLASS_WORDINGS_WHEP } from "./class-wordings-whep";
import { CLASS_WORDINGS_WHERB } from "./class-wordings-wherb";
import { CLASS_WORDINGS_WREST } from "./class-wordings-wrest";
import { CLASS_WORDINGS_WNUT, MEDICINE_WORDINGS_WNUT } from "./class-wordings-wnut";
import { CLASS_WORDINGS_WODS } from "./class-wordings-wods";
import { CLASS_WORDINGS_WNCC, CONDITION_WORDINGS_WNCC } from "./class-wordings-wncc";
import { CLASS_WORDINGS_WAUD } from "./class-wordings-waud";
import { CLASS_WORDINGS_WQT } from "./class-wordings-wqt";
import { CLASS_WORDINGS_WZERO } from "./class-wordings-wzero";
import { CLASS_WORDINGS_WHERBAUD, CONDITION_WORDINGS_WHERBAUD } from "./class-wordings-wherbaud";
import { CLASS_WORDINGS_WNEW, CONDITION_WORDINGS_WNEW } from "./class-wordings-wnew";
import { CLASS_WORDINGS_WVIT } from "./class-wordings-wvit";
import { CLASS_WORDINGS_PRESCRIBED } from "./class-wordings-prescribed";
import { CLASS_WORDINGS_WNUT3 } from "./class-wordings-wnut3";
import { CONDITION_WORDINGS_WCN2 } from "./class-wordings-wcn2";
import { CONDITION_WORDINGS_WPHR } from "./class-wordings-wphr";
import { CONDITION_WORDINGS_WCN5 } from "./class-wordings-wcn5";
import { CONDITION_WORDINGS_WLAB } from "./class-wordings-wlab";
import { CONDITION_WORDINGS_WCN10 } from "./class-wordings-wcn10";
import { CONDITION_WORDINGS_WCN12 } from "./class-wordings-wcn12";
import { CONDITION_WORDINGS_WCP } from "./class-wordings-wcp";
import { CLASS_WORDINGS_WMP, MEDICINE_WORDINGS_WMP } from "./class-wordings-wmp";
import { CONDITION_WORDINGS_GP } from "./class-wordings-gp";
import { CONDITION_WORDINGS_WHC } from "./class-wordings-whc";
import { CONDITION_WORDINGS_WCN13 } from "./class-wordings-wcn13";
import { CONDITION_WORDINGS_WX4 } from "./class-wordings-wx4";
import { CONDITION_WORDINGS_WCA } from "./class-wordings-wca";
import {
  CLASS_WORDINGS_WCN11,
  CONDITION_WORDINGS_WCN11,
  MEDICINE_WORDINGS_WCN11,
} from "./class-wordings-wcn11";
import { MEDICINE_WORDINGS_EU_TWINS } from "./class-wordings-eu-twins";
import { MEDICINE_WORDINGS_P23 } from "./class-wordings-p23";
import { MEDICINE_WORDINGS_P31 } from "./class-wordings-p31";
import { MEDICINE_WORDINGS_P32 } from "./class-wordings-p32";
import { MEDICINE_WORDINGS_P33 } from "./class-wordings-p33";
import { MEDICINE_WORDINGS_WMED5 } from "./class-wordings-wmed5";
import { MEDICINE_WORDINGS_WMED6 } from "./class-wordings-wmed6";
import { MEDICINE_WORDINGS_WMED7 } from "./class-wordings-wmed7";
import { MEDICINE_WORDINGS_WMHRA } from "./class-wordings-wmhra";
import {
  CLASS_WORDINGS_WHERB5,
  CONDITION_WORDINGS_WHERB5,
  MEDICINE_WORDINGS_WHERB5,
} from "./class-wordings-wherb5";

export type Wordings = Readonly<Record<string, readonly string[]>>;

const GROUP_WORDINGS: Wordings = {
  // The abbreviations of clinic letters and repeat slips: "ACEi", "CCB", "ASM", "OCP".
  "ace-inhibitor": ["ACE-inhibitors", "angiotensin-converting enzyme inhibitors", "ACEi", "ACE-i"],
  "weight-loss-medicine": ["fat jab", "fat jabs", "skinny jab", "skinny jabs"],
  anticancer: ["antineoplastics", "antineoplastic agents", "antineoplastic medicines"],
  anticoagulant: ["anticoag", "anticoags", "anti-coag"],
  // "BP" as people abbreviate blood pressure.
  antihypertensive: ["BP tablets", "BP meds", "BP medication", "BP medicine", "BP pills"],
  antiepileptic: [
    "anticonvulsants",
    "anticonvulsant medicines",
    "antiepileptic drugs",
    "AEDs",
    "ASM",
    "ASMs",
    "anti-seizure medicines",
  ],
  arb: [
    "angiotensin II receptor antagonists",
    "angiotensin II receptor blockers",
    "angiotensin receptor blockers",
    "angiotensin-II receptor antagonists",
    "sartans",
  ],
  "bile-acid-sequestrant": ["ion exchange resins", "bile acid binding resins"],
  "blood-glucose-lowering": [
    "antidiabetics",
    "antidiabetic medicines",
    "antidiabetic agents",
    "hypoglycaemic agents",
    "oral hypoglycaemics",
    "glucose-lowering medicines",
    "blood glucose-lowering medicines",
  ],
  "calcium-channel-blocker": ["calcium antagonists", "CCB", "CCBs"],
  "calcium-preparation": ["calcium preparations", "calcium salts"],
  "cardiac-glycoside": ["cardiac glycosides", "digitalis glycosides"],
  "chelating-agent": [
    "chelators",
    "iron chelators",
    "copper chelators",
    "iron chelation",
    "chelation therapy",
  ],
  "cns-stimulant": ["CNS stimulants", "central nervous system stimulants", "amphetamines"],
  "combined-hormonal-contraceptive": ["combined oral contraceptives", "COCs"],
  corticosteroid: [
    "corticosteroids",
    "glucocorticoids",
    "systemic corticosteroids",
    "systemic steroids",
    "corticosteroid tablets",
  ],
  "cytotoxic-chemotherapy": [
    "cytotoxics",
    "cytotoxic medicines",
    "cytotoxic chemotherapy",
    "alkylating agents",
    "alkylating drugs",
  ],
  "enzyme-inducing-antiepileptic": ["enzyme-inducing anticonvulsants", "enzyme-inducing antiepileptic drugs"],
  fluoroquinolone: ["quinolones", "fluoroquinolones", "quinolone antibiotics", "4-quinolones"],
  "h2-antagonist": ["H2 blockers", "H2-blockers", "H2-receptor antagonists", "H2 receptor antagonists"],
  heparin: ["low molecular weight heparins", "low-molecular-weight heparins", "LMWH", "LMWHs"],
  "hiv-protease-inhibitor": ["protease inhibitors"],
  // "OCP": the oral contraceptive pill, combined or progestogen-only.
  // Contraception named as a medicine is the hormonal kind: a copper coil is not taken.
  "hormonal-contraceptive": [
    "oral contraceptives",
    "hormonal contraception",
    "OCP",
    "OCPs",
    "contraceptive",
    "contraceptives",
    "contraception",
    "birth control",
    "birth control pill",
    "birth control pills",
  ],
  // JAK inhibitors are immunosuppressants (the BNF's cytokine modulators); checkpoint inhibitors are not.
  immunosuppressant: [
    "immunosuppressive agents",
    "immunosuppressive medicines",
    "immunosuppressive therapy",
    "JAK inhibitors",
    "Janus kinase inhibitors",
  ],
  "integrase-inhibitor": ["integrase inhibitors", "integrase strand transfer inhibitors", "INSTIs"],
  "iron-preparation": ["iron preparations", "oral iron"],
  "kinase-inhibitor": ["kinase inhibitors", "tyrosine kinase inhibitors", "TKIs"],
  macrolide: ["macrolides"],
  maoi: [
    "MAO inhibitors",
    "monoamine oxidase inhibitors",
    "monoamine-oxidase inhibitors",
    "MAO-B inhibitors",
    "monoamine oxidase B inhibitors",
    "monoamine oxidase type B inhibitors",
  ],
  nsaid: ["COX-2 inhibitors", "coxibs"],
  antipsychotic: ["neuroleptics"],
  opioid: ["opioid analgesics", "opiate analgesics"],
  penicillin: ["penicillins"],
  cephalosporin: ["cephalosporins"],
  "phosphate-binder": ["phosphate binders"],
  "potassium-sparing-diuretic": [
    "potassium-sparing diuretics",
    "aldosterone antagonists",
    "mineralocorticoid receptor antagonists",
  ],
  "raises-potassium": ["potassium-raising medicines", "medicines that raise potassium"],
  retinoid: ["retinoids"],
  sedative: [
    "sedatives",
    "sedative medicines",
    "CNS depressants",
    "central nervous system depressants",
    "hypnotics",
    "tranquillisers",
    "sedating antihistamines",
    "drowsy antihistamines",
  ],
  "serotonergic-medicine": ["serotonergic medicines", "serotonergic agents"],
  snri: ["serotonin and noradrenaline reuptake inhibitors", "SNRI", "SNRIs"],
  ssri: ["selective serotonin reuptake inhibitors", "selective serotonin re-uptake inhibitors"],
  statin: ["HMG-CoA reductase inhibitors"],
  sulfonylurea: ["sulphonylureas"],
  tetracycline: ["tetracyclines"],
  "thiazide-diuretic": ["thiazide diuretics", "thiazides", "thiazide-like diuretics"],
  "tricyclic-antidepressant": ["tricyclics", "TCAs"],
  // NHS warfarin page: its dose is set by regular INR blood tests, which the other anticoagulants do not need.
  "vitamin-k-antagonist": ["coumarins", "coumarin anticoagulants", "INR", "INR clinic"],
};

// Conditions as section 4.3 and 4.4 of product information word them.
const CONDITION_WORDINGS_READ: Wordings = {
  // As people put it: the NHS epilepsy page's "seizures (fits)", the alcohol misuse page's binge drinking.
  // Never "fits" or "alcoholic" alone, which a question uses of other things ("fits best", "alcoholic drinks").
  // Seizures that stopped for a while are epilepsy kept under control ("no fits for 5 years"), not its absence.
  epilepsy: [
    "have fits",
    "has fits",
    "having fits",
    "get fits",
    "epileptic fits",
    ...["fits", "seizures"].flatMap((what) => [`no ${what} for`, `no ${what} since`, `no ${what} in`]),
    ...["fit", "seizure"].flatMap((what) => [`${what} free`, `${what}-free`]),
    "free of fits",
    "free of seizures",
  ],
  schizophrenia: ["schizophrenic"],
  "upcoming-surgery": ["under the knife"],
  breastfeeding: [
    "mixed feeding",
    "exclusively pumping",
    "pumping breast milk",
    "weaning my baby",
    "weaning baby",
  ],
  // Liver tests that show harm are read as liver disease, the side on which a liver warning is shown.
  "liver-disease": [
    ...["raised", "high", "elevated", "abnormal", "deranged"].flatMap((how) => [
      `${how} liver enzymes`,
      `${how} LFTs`,
      `${how} liver function tests`,
      `${how} liver function`,
      `${how} ALT`,
      `${how} liver tests`,
    ]),
    // Yellow skin or eyes is a sign of a liver problem (NHS, "Jaundice") until a doctor says otherwise.
    "jaundice",
    "jaundiced",
  ],
  // Not "drink a lot": of water or coffee, it is no alcohol.
  "alcohol-dependence": [
    "an alcoholic",
    "am alcoholic",
    "im alcoholic",
    "recovering alcoholic",
    "binge drinking",
    "binge drinker",
  ],
  "inflammatory-bowel-disease": ["colitis"],
  // "Thyroid - levothyroxine", "I have thyroid": the gland said for its disease.
  "thyroid-disease": ["thyroid"],
  "trying-to-conceive": ["want a baby", "wanting a baby", "hoping to get pregnant"],
  arrhythmia: ["cardiac arrhythmias", "cardiac arrhythmia", "arrhythmias"],
  "bile-duct-obstruction": ["obstruction of the bile ducts", "biliary tract obstruction"],
  "daisy-family-allergy": [
    "allergy to plants of the daisy family",
    "allergy to plants of the Asteraceae family",
    "allergy to plants of the Asteraceae (Compositae) family",
  ],
  leukaemia: ["leukaemias", "leukemias"],
  "peptic-ulcer": ["peptic ulceration", "gastric ulceration", "duodenal ulceration"],
  "weakened-immune-system": ["immunosuppression", "immunosuppressed patients"],
};

/** Several rounds' wordings as one map, each key's names once, in the order first given. */
function joinWordings(parts: readonly Wordings[]): Wordings {
  const joined: Record<string, Set<string>> = {};
  for (const part of parts)
    for (const [slug, names] of Object.entries(part))
      for (const name of names) (joined[slug] ??= new Set()).add(name);
  return Object.fromEntries(Object.entries(joined).map(([slug, names]) => [slug, [...names]]));
}

export const CLASS_WORDINGS = joinWordings([
  GROUP_WORDINGS,
  CLASS_WORDINGS_SMPC,
  CLASS_WORDINGS_WNUT,
  CLASS_WORDINGS_WHERB,
  CLASS_WORDINGS_WREST,
  CLASS_WORDINGS_WODS,
  CLASS_WORDINGS_WGRP,
  CLASS_WORDINGS_WNCC,
  CLASS_WORDINGS_WHMPC,
  CLASS_WORDINGS_WHERB4,
  CLASS_WORDINGS_WQT,
  CLASS_WORDINGS_WZERO,
  CLASS_WORDINGS_WVIT,
  CLASS_WORDINGS_PRESCRIBED,
  CLASS_WORDINGS_WHERB5,
  CLASS_WORDINGS_WNEW,
  CLASS_WORDINGS_WHERBAUD,
  CLASS_WORDINGS_WAUD,
  CLASS_WORDINGS_WNUT3,
  CLASS_WORDINGS_WHEP,
  CLASS_WORDINGS_WCN11,
  CLASS_WORDINGS_WMP,
]);
export const MEDICINE_WORDINGS = joinWordings([
  MEDICINE_WORDINGS_WNUT,
  MEDICINE_WORDINGS_SMPC,
  MEDICINE_WORDINGS_WHERB5,
  MEDICINE_WORDINGS_WMED5,
  MEDICINE_WORDINGS_WMHRA,
  MEDICINE_WORDINGS_WMED6,
  MEDICINE_WORDINGS_WMED7,
  MEDICINE_WORDINGS_WCN11,
  MEDICINE_WORDINGS_P23,
  MEDICINE_WORDINGS_EU_TWINS,
  MEDICINE_WORDINGS_P31,
  MEDICINE_WORDINGS_P32,
  MEDICINE_WORDINGS_P33,
  MEDICINE_WORDINGS_WMP,
]);
export const CONDITION_WORDINGS = joinWordings([
  CONDITION_WORDINGS_READ,
  CONDITION_WORDINGS_WCOND,
  CONDITION_WORDINGS_WCND,
  CONDITION_WORDINGS_WNCC,
  CONDITION_WORDINGS_WHMPC,
  CONDITION_WORDINGS_WHERB5,
  CONDITION_WORDINGS_WGRP,
  CONDITION_WORDINGS_WNEW,
  CONDITION_WORDINGS_WHERBAUD,
  CONDITION_WORDINGS_WCN2,
  CONDITION_WORDINGS_WPHR,
  CONDITION_WORDINGS_WCN5,
  CONDITION_WORDINGS_WLAB,
  CONDITION_WORDINGS_WCN10,
  CONDITION_WORDINGS_WCN11,
  CONDITION_WORDINGS_WCN12,
  CONDITION_WORDINGS_WCP,
  CONDITION_WORDINGS_WCN13,
  CONDITION_WORDINGS_WX4,
  CONDITION_WORDINGS_WCA,
  CONDITION_WORDINGS_GP,
  CONDITION_WORDINGS_WHC,
]);
