// Medicine classes for the interaction checker. A knowledge-base record may target a class; `parents`
// make a record on a broad class cover every narrower one and every medicine in it. Each class cites a
// page that names it: the NHS medicines A–Z page of a typical member where one exists, otherwise its BNF
// drug monograph.
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";
import { MECHANISM_CLASSES } from "./medicine-properties";
import { cls } from "./class-entry";
import { MEDICINE_CLASSES_WCLS } from "./medicine-classes-wcls";
import { MEDICINE_CLASSES_WVIT } from "./medicine-classes-wvit";
import { MEDICINE_CLASSES_WGRP } from "./medicine-classes-wgrp";
import { MEDICINE_CLASSES_WHEP } from "./medicine-classes-whep";
import { MEDICINE_CLASSES_WCN11 } from "./medicine-classes-wcn11";
import { MEDICINE_CLASSES_WAUD } from "./medicine-classes-waud";
import { MEDICINE_CLASSES_WQT } from "./medicine-classes-wqt";
import { MEDICINE_CLASSES_WTNF } from "./medicine-classes-wtnf";
import { MEDICINE_CLASSES_WOTC } from "./medicine-classes-wotc";
import { MEDICINE_CLASSES_WOTC2 } from "./medicine-classes-wotc2";
import { MEDICINE_CLASSES_WMED6 } from "./medicine-classes-wmed6";
import { MEDICINE_CLASSES_WMED7 } from "./medicine-classes-wmed7";
import { MEDICINE_CLASSES_WMED8 } from "./medicine-classes-wmed8";

/** The NHS medicines A–Z page of a typical member, e.g. nhsMember("sertraline", "Sertraline"). */
function nhsMember(page: string, member: string): Reference {
  return {
    title: `${member}, a typical member of this class (NHS medicines A to Z)`,
    publisher: "NHS",
    url: `https://www.nhs.uk/medicines/${page}/`,
  };
}

/** The BNF drug monograph of a typical member, e.g. bnfMember("phenelzine", "Phenelzine"). */
function bnfMember(page: string, member: string): Reference {
  return {
    title: `${member}, a typical member of this class (BNF drug monograph)`,
    publisher: "NICE (British National Formulary)",
    url: `https://bnf.nice.org.uk/drugs/${page}/`,
  };
}

/** The EMA's EPAR page of a typical member, e.g. eparMember("galafold", "Galafold (migalastat)"). */
function eparMember(page: string, member: string): Reference {
  return {
    title: `${member}, a typical member of this class: EPAR product information`,
    publisher: "European Medicines Agency",
    url: `https://www.ema.europa.eu/en/medicines/human/EPAR/${page}`,
  };
}

/** Tell the cancer team before any supplement: stated by these UK cancer services and charities. */
const CANCER_TEAM_FIRST: MedicineClass["standingCaution"] = {
  advice:
    "Tell your cancer team or pharmacist before taking any vitamin, mineral, herbal remedy or other supplement while you are on cancer medicines: some can stop the treatment working as well or add to its side effects.",
  references: [
    {
      title: "Cancer and dietary supplements / herbal remedies (patient leaflet)",
      publisher: "Leeds Teaching Hospitals NHS Trust",
      url: "https://leedsth.nhs.uk/patients/resources/cancer-and-dietary-supplements-herbal-remedies",
    },
    {
      title: "Vitamins and diet supplements",
      publisher: "Cancer Research UK",
      url: "https://about-cancer.cancerresearchuk.org/about-cancer/cancer-in-general/treatment/complementary-alternative-therapies/individual-therapies/vitamins-diet-supplements",
    },
    {
      title: "Diet and food supplements (complementary therapies explained)",
      publisher: "Macmillan Cancer Support",
      url: "https://www.macmillan.org.uk/information-and-support/lymphoma/lymphoma-non-hodgkin/coping/complementary-therapies/complementary-therapies-explained/diet-food-supplements.html",
    },
  ],
};

const CANCER: MedicineClass[] = [
  {
    ...cls(
      "anticancer",
      "Cancer medicines",
      [],
      {
        title: "Cancer (NHS website), including how it is treated",
        publisher: "NHS",
        url: "https://www.nhs.uk/conditions/cancer/",
      },
      ["cancer treatment", "cancer drugs", "cancer medication", "anti-cancer drugs", "anticancer drugs"],
    ),
    standingCaution: CANCER_TEAM_FIRST,
  },
  cls(
    "cytotoxic-chemotherapy",
    "Chemotherapy medicines",
    ["anticancer"],
    {
      title: "Chemotherapy (NHS website)",
      publisher: "NHS",
      url: "https://www.nhs.uk/conditions/chemotherapy/",
    },
    ["chemo", "chemotherapy", "chemo tablets", "chemotherapy tablets", "chemo drugs"],
  ),
  cls(
    "kinase-inhibitor",
    "Kinase inhibitors for cancer (such as imatinib)",
    ["anticancer"],
    {
      title: "Osimertinib after an EGFR tyrosine kinase inhibitor (NICE technology appraisal TA653)",
      publisher: "NICE",
      url: "https://www.nice.org.uk/guidance/ta653/chapter/1-Recommendations",
    },
    ["tyrosine kinase inhibitor", "TKI"],
  ),
];

const BLOOD_AND_HEART: MedicineClass[] = [
  // People say "heart tablets" for many medicines: a group with no records of its own, so naming it is
  // recognised but never counts as checked.
  cls("heart-medicine", "Heart medicines", [], nhsMember("digoxin", "Digoxin"), [
    "heart tablets",
    "heart tablet",
    "heart pills",
    "heart medication",
  ]),
  cls(
    "bleeding-risk-medicine",
    "Medicines that raise the risk of bleeding",
    [],
    nhsMember("warfarin", "Warfarin"),
  ),
  // People call both kinds "blood thinners", so the lay words read as either until the medicine is named.
  cls(
    "blood-thinner",
    "Blood thinners (anticoagulants or antiplatelet medicines)",
    ["bleeding-risk-medicine"],
    {
      title: "Blood thinners, also called anti-platelet drugs or anticoagulants (MedlinePlus health topic)",
      publisher: "U.S. National Library of Medicine (MedlinePlus)",
      url: "https://medlineplus.gov/bloodthinners.html",
    },
    ["blood thinner", "blood thinners"],
  ),
  cls("anticoagulant", "Anticoagulants", ["blood-thinner"], nhsMember("warfarin", "Warfarin"), [
    "anticoagulant",
  ]),
  cls(
    "vitamin-k-antagonist",
    "Vitamin K antagonists (such as warfarin)",
    ["anticoagulant"],
    nhsMember("warfarin", "Warfarin"),
  ),
  cls("doac", "Direct oral anticoagulants (DOACs)", ["anticoagulant"], nhsMember("apixaban", "Apixaban"), [
    "DOAC",
    "DOACs",
    "NOAC",
    "NOACs",
  ]),
  cls(
    "heparin",
    "Heparins (including low-molecular-weight heparins)",
    ["anticoagulant"],
    bnfMember("enoxaparin-sodium", "Enoxaparin"),
  ),
  cls("antiplatelet", "Antiplatelet medicines", ["blood-thinner"], nhsMember("clopidogrel", "Clopidogrel")),
  cls(
    "nsaid",
    "Non-steroidal anti-inflammatory drugs (NSAIDs)",
    ["bleeding-risk-medicine", "painkiller"],
    nhsMember("ibuprofen-for-adults", "Ibuprofen"),
    ["NSAID", "NSAIDs", "anti-inflammatories", "anti-inflammatory painkillers"],
  ),
  cls("antihypertensive", "Blood pressure-lowering medicines", [], nhsMember("amlodipine", "Amlodipine"), [
    "blood pressure tablets",
    "blood pressure tablet",
    "blood pressure pills",
    "blood pressure medication",
    "blood pressure medicine",
  ]),
  // "Water tablets" is the everyday word for every kind of diuretic (NHS furosemide page).
  cls("diuretic", "Diuretics (water tablets)", [], nhsMember("furosemide", "Furosemide"), [
    "water tablets",
    "water tablet",
    "water pills",
    "diuretics",
    "diuretic",
  ]),
  cls(
    "raises-potassium",
    "Medicines that can raise blood potassium",
    [],
    nhsMember("spironolactone", "Spironolactone"),
  ),
  cls(
    "ace-inhibitor",
    "ACE inhibitors",
    ["raises-potassium", "antihypertensive"],
    nhsMember("ramipril", "Ramipril"),
  ),
  cls(
    "arb",
    "Angiotensin II receptor blockers (ARBs)",
    ["raises-potassium", "antihypertensive"],
    nhsMember("losartan", "Losartan"),
  ),
  cls(
    "potassium-sparing-diuretic",
    "Potassium-sparing diuretics and aldosterone antagonists",
    ["raises-potassium", "diuretic"],
    nhsMember("spironolactone", "Spironolactone"),
  ),
  cls(
    "thiazide-diuretic",
    "Thiazide and thiazide-like diuretics",
    ["antihypertensive", "diuretic"],
    nhsMember("bendroflumethiazide", "Bendroflumethiazide"),
  ),
  cls(
    "loop-diuretic",
    "Loop diuretics",
    ["antihypertensive", "diuretic"],
    nhsMember("furosemide", "Furosemide"),
  ),
  cls("beta-blocker", "Beta blockers", ["antihypertensive"], nhsMember("bisoprolol", "Bisoprolol")),
  cls(
    "calcium-channel-blocker",
    "Calcium channel blockers",
    ["antihypertensive"],
    nhsMember("amlodipine", "Amlodipine"),
  ),
  cls("alpha-blocker", "Alpha blockers", ["prostate-medicine"], nhsMember("doxazosin", "Doxazosin")),
  cls("antianginal", "Medicines for angina", ["heart-medicine"], nhsMember("nicorandil", "Nicorandil")),
  cls(
    "nitrate",
    "Nitrates (such as GTN)",
    ["antianginal"],
    nhsMember("glyceryl-trinitrate-gtn", "Glyceryl trinitrate"),
    ["angina spray", "angina sprays"],
  ),
  cls(
    "antiarrhythmic",
    "Medicines for irregular heart rhythm (antiarrhythmics)",
    ["heart-medicine"],
    nhsMember("sotalol", "Sotalol"),
  ),
  cls(
    "cardiac-glycoside",
    "Cardiac glycosides (digoxin)",
    ["heart-medicine"],
    nhsMember("digoxin", "Digoxin"),
  ),
  cls("lipid-lowering", "Cholesterol and lipid-lowering medicines", [], nhsMember("ezetimibe", "Ezetimibe")),
  cls("statin", "Statins", ["lipid-lowering"], nhsMember("atorvastatin", "Atorvastatin")),
  cls("bile-acid-sequestrant", "Bile acid sequestrants", [], bnfMember("colestyramine", "Colestyramine")),
  cls(
    "antifibrinolytic",
    "Antifibrinolytics (tranexamic acid)",
    [],
    nhsMember("tranexamic-acid", "Tranexamic acid"),
  ),
];

const MIND_AND_NERVES: MedicineClass[] = [
  cls(
    "serotonergic-medicine",
    "Medicines that raise serotonin (serotonin syndrome risk)",
    [],
    nhsMember("sertraline", "Sertraline"),
  ),
  cls("antidepressant", "Antidepressants", [], nhsMember("citalopram", "Citalopram")),
  cls(
    "ssri",
    "SSRI antidepressants",
    ["serotonergic-medicine", "antidepressant", "anxiety-medicine"],
    nhsMember("sertraline", "Sertraline"),
    ["SSRI", "SSRIs"],
  ),
  cls(
    "snri",
    "SNRI antidepressants",
    ["serotonergic-medicine", "antidepressant", "anxiety-medicine"],
    nhsMember("venlafaxine", "Venlafaxine"),
  ),
  cls(
    "maoi",
    "Monoamine oxidase inhibitors (MAOIs), including MAO-B inhibitors",
    ["serotonergic-medicine"],
    bnfMember("phenelzine", "Phenelzine"),
    ["MAOI", "MAOIs"],
  ),
  cls(
    "tricyclic-antidepressant",
    "Tricyclic antidepressants",
    ["antidepressant"],
    nhsMember("amitriptyline-for-depression", "Amitriptyline"),
  ),
  cls(
    "triptan",
    "Triptans (migraine medicines)",
    ["serotonergic-medicine", "migraine-any"],
    nhsMember("sumatriptan", "Sumatriptan"),
    ["triptan", "triptans"],
  ),
  cls(
    "sedative",
    "Medicines that cause drowsiness (central nervous system depressants)",
    [],
    nhsMember("diazepam", "Diazepam"),
    // Sleeping tablets are the z-drugs, benzodiazepines and sedating antihistamines: all under this class.
    ["sleeping tablets", "sleeping tablet", "sleeping pills", "sleeping pill"],
  ),
  // "Painkillers" spans paracetamol, NSAIDs and opioids: a group with no records of its own.
  cls("painkiller", "Painkillers", [], nhsMember("paracetamol-for-adults", "Paracetamol"), [
    "pain killers",
    "pain killer",
    "pain relief tablets",
  ]),
  cls("opioid", "Opioid painkillers", ["sedative", "painkiller"], nhsMember("codeine", "Codeine"), [
    "opioid",
    "opioids",
    "opiates",
    "opiate painkillers",
    // What "strong painkillers" means in NHS leaflets and on repeat slips.
    "strong painkillers",
    "strong painkiller",
  ]),
  cls(
    "serotonergic-opioid",
    "Opioids with serotonergic effects",
    ["serotonergic-medicine", "opioid"],
    nhsMember("tramadol", "Tramadol"),
  ),
  cls(
    "analgesic",
    "Non-opioid painkillers",
    ["painkiller", "cold-flu-remedy"],
    nhsMember("paracetamol-for-adults", "Paracetamol"),
  ),
  cls(
    "benzodiazepine",
    "Benzodiazepines",
    ["sedative", "anxiety-medicine"],
    nhsMember("diazepam", "Diazepam"),
    ["benzo", "benzos"],
  ),
  cls("z-drug", "Z-drug sleeping tablets", ["sedative"], nhsMember("zopiclone", "Zopiclone"), [
    "z-drug",
    "z-drugs",
  ]),
  cls(
    "gabapentinoid",
    "Gabapentinoids (gabapentin, pregabalin)",
    ["sedative", "anxiety-medicine"],
    nhsMember("pregabalin", "Pregabalin"),
  ),
  cls("antipsychotic", "Antipsychotics", [], nhsMember("olanzapine", "Olanzapine")),
  cls("mood-stabiliser", "Mood stabilisers (lithium)", ["mood-stabilising"], nhsMember("lithium", "Lithium")),
  cls(
    "antiepileptic",
    "Antiepileptic medicines",
    ["mood-stabilising"],
    nhsMember("lamotrigine", "Lamotrigine"),
  ),
  cls(
    "enzyme-inducing-antiepileptic",
    "Enzyme-inducing antiepileptics",
    ["antiepileptic"],
    nhsMember("carbamazepine", "Carbamazepine"),
  ),
  cls("antiparkinson", "Medicines for Parkinson's disease", [], nhsMember("co-beneldopa", "Co-beneldopa")),
  cls("dopaminergic", "Levodopa medicines", ["antiparkinson"], nhsMember("co-careldopa", "Co-careldopa")),
  cls("dopamine-agonist", "Dopamine agonists", ["antiparkinson"], nhsMember("ropinirole", "Ropinirole")),
  cls("dementia-medicine", "Medicines for dementia", [], nhsMember("donepezil", "Donepezil")),
  cls(
    "dependence-medicine",
    "Medicines for alcohol or opioid dependence",
    [],
    bnfMember("disulfiram", "Disulfiram"),
  ),
  cls(
    "migraine-medicine",
    "Medicines to prevent migraine (CGRP medicines, pizotifen)",
    ["migraine-any"],
    bnfMember("pizotifen", "Pizotifen"),
  ),
  cls("adhd-medicine", "Medicines for ADHD", [], nhsMember("methylphenidate-adults", "Methylphenidate")),
  cls(
    "cns-stimulant",
    "Stimulants for ADHD",
    ["adhd-medicine"],
    nhsMember("methylphenidate-adults", "Methylphenidate"),
  ),
  cls("muscle-relaxant", "Muscle relaxants", [], nhsMember("baclofen", "Baclofen")),
  cls("ms-medicine", "Medicines for multiple sclerosis", [], {
    title: "Multiple sclerosis: treatment (NHS website)",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/multiple-sclerosis/treatment/",
  }),
  cls("smoking-cessation", "Stop-smoking medicines", [], nhsMember("varenicline", "Varenicline")),
  cls(
    "vestibular-medicine",
    "Medicines for vertigo and Ménière's disease",
    [],
    nhsMember("betahistine", "Betahistine"),
  ),
  cls(
    "anaphylaxis-medicine",
    "Emergency medicines for anaphylaxis (adrenaline auto-injectors)",
    [],
    bnfMember("adrenaline-epinephrine", "Adrenaline"),
  ),
  cls("hair-loss-medicine", "Medicines for hair loss put on the scalp", [], {
    title:
      "Regaine for Men Extra Strength Scalp Foam 5% w/w (minoxidil), a typical member: summary of product characteristics (MHRA)",
    publisher: "myHealthbox",
    url: "https://myhealthbox.eu/en/regaine-for-men-extra-strength-5-scalp-foam/4260639",
  }),
  cls("vasopressin-analogue", "Desmopressin and other vasopressin analogues", [], {
    title: "Desmopressin oral, a typical member: monograph",
    publisher: "Medscape UK",
    url: "https://www.medscape.co.uk/drug/desmopressin-oral-2516-2516",
  }),
];

const INFECTIONS: MedicineClass[] = [
  cls("antibacterial", "Antibiotics (antibacterials)", [], nhsMember("trimethoprim", "Trimethoprim"), [
    "antibiotics",
    "antibiotic",
  ]),
  cls("tetracycline", "Tetracycline antibiotics", ["antibacterial"], nhsMember("lymecycline", "Lymecycline")),
  cls(
    "fluoroquinolone",
    "Fluoroquinolone (quinolone) antibiotics",
    ["antibacterial"],
    nhsMember("ciprofloxacin", "Ciprofloxacin"),
  ),
  cls("macrolide", "Macrolide antibiotics", ["antibacterial"], nhsMember("clarithromycin", "Clarithromycin")),
  cls("penicillin", "Penicillin antibiotics", ["antibacterial"], nhsMember("amoxicillin", "Amoxicillin")),
  cls("cephalosporin", "Cephalosporin antibiotics", ["antibacterial"], nhsMember("cefalexin", "Cefalexin")),
  cls("antifungal", "Antifungal medicines", [], nhsMember("fluconazole", "Fluconazole")),
  cls("antiviral", "Antiviral medicines", [], nhsMember("aciclovir", "Aciclovir")),
  cls("antimalarial", "Antimalarial medicines", [], nhsMember("hydroxychloroquine", "Hydroxychloroquine")),
  cls("anthelmintic", "Medicines for worm infections", [], nhsMember("mebendazole", "Mebendazole")),
  cls(
    "hiv-antiretroviral",
    "HIV medicines (antiretrovirals)",
    [],
    nhsMember("pre-exposure-prophylaxis-prep", "PrEP (emtricitabine with tenofovir)"),
  ),
  cls(
    "integrase-inhibitor",
    "HIV integrase inhibitors",
    ["hiv-antiretroviral"],
    bnfMember("dolutegravir", "Dolutegravir"),
  ),
  cls(
    "hiv-protease-inhibitor",
    "HIV protease inhibitors",
    ["hiv-antiretroviral"],
    bnfMember("darunavir", "Darunavir"),
  ),
  cls(
    "nnrti",
    "Non-nucleoside reverse transcriptase inhibitors (NNRTIs)",
    ["hiv-antiretroviral"],
    bnfMember("efavirenz", "Efavirenz"),
  ),
  cls(
    "nrti",
    "Nucleoside and nucleotide reverse transcriptase inhibitors (NRTIs)",
    ["hiv-antiretroviral"],
    bnfMember("lamivudine", "Lamivudine"),
  ),
];

const HORMONES_AND_METABOLISM: MedicineClass[] = [
  cls(
    "blood-glucose-lowering",
    "Diabetes medicines that lower blood glucose",
    [],
    nhsMember("gliclazide", "Gliclazide"),
  ),
  cls("biguanide", "Biguanides (metformin)", ["blood-glucose-lowering"], nhsMember("metformin", "Metformin")),
  cls("sulfonylurea", "Sulfonylureas", ["blood-glucose-lowering"], nhsMember("gliclazide", "Gliclazide")),
  cls("insulin", "Insulins", ["blood-glucose-lowering"], nhsMember("insulin", "Insulin")),
  cls(
    "dpp4-inhibitor",
    "DPP-4 inhibitors (gliptins)",
    ["blood-glucose-lowering"],
    nhsMember("sitagliptin", "Sitagliptin"),
  ),
  cls(
    "sglt2-inhibitor",
    "SGLT2 inhibitors (gliflozins)",
    ["blood-glucose-lowering"],
    nhsMember("dapagliflozin", "Dapagliflozin"),
  ),
  cls(
    "glp1-agonist",
    "GLP-1 receptor agonists",
    ["blood-glucose-lowering"],
    bnfMember("liraglutide", "Liraglutide"),
    ["GLP-1", "GLP1"],
  ),
  cls(
    "thiazolidinedione",
    "Thiazolidinediones (pioglitazone)",
    ["blood-glucose-lowering"],
    nhsMember("pioglitazone", "Pioglitazone"),
  ),
  cls(
    "thyroid-hormone",
    "Thyroid hormones",
    ["thyroid-medicine"],
    nhsMember("levothyroxine", "Levothyroxine"),
  ),
  cls("antithyroid", "Antithyroid medicines", ["thyroid-medicine"], nhsMember("carbimazole", "Carbimazole")),
  {
    ...cls(
      "corticosteroid",
      "Steroid tablets, liquids and injections (systemic corticosteroids)",
      [],
      nhsMember("prednisolone", "Prednisolone"),
      // "Steroids" on a medicines list most often means steroid tablets; inhalers and creams have their own words.
      ["steroids", "steroid tablets", "oral steroids", "steroid injection"],
    ),
    // Hydrocortisone and betamethasone are also creams: "hydrocortisone cream" is not a steroid tablet.
    systemic: true,
  },
  {
    ...cls(
      "inhaled-corticosteroid",
      "Steroid inhalers and nasal sprays",
      ["inhaler"],
      nhsMember("beclometasone-inhalers", "Beclometasone"),
      ["steroid inhaler", "steroid inhalers", "preventer inhaler", "brown inhaler", "steroid nasal spray"],
    ),
    local: true,
  },
  {
    ...cls(
      "topical-corticosteroid",
      "Steroid skin creams and ointments",
      [],
      nhsMember("hydrocortisone-for-skin", "Hydrocortisone"),
      ["steroid cream", "steroid creams", "steroid ointment"],
    ),
    local: true,
  },
  cls(
    "bisphosphonate",
    "Bisphosphonates",
    ["bone-medicine"],
    nhsMember("alendronic-acid", "Alendronic acid"),
  ),
  cls(
    "hormonal-contraceptive",
    "Hormonal contraceptives",
    [],
    nhsMember("contraceptive-injections-medroxyprogesterone", "Medroxyprogesterone"),
  ),
  cls(
    "combined-hormonal-contraceptive",
    "Combined hormonal contraceptives (pill, patch, ring)",
    ["hormonal-contraceptive"],
    bnfMember("ethinylestradiol-with-levonorgestrel", "Ethinylestradiol with levonorgestrel"),
    // "The pill" in the UK usually means the combined pill (NHS "Combined pill"); the mini pill is named apart.
    ["the pill", "combined pill", "contraceptive pill", "birth control pill"],
  ),
  cls(
    "progestogen-only-contraceptive",
    "Progestogen-only contraceptives (pill, implant)",
    ["hormonal-contraceptive"],
    bnfMember("desogestrel", "Desogestrel"),
  ),
  // Not under hormonal-contraceptive either: UK sexual health services say the injection is not affected
  // by other medicines, while enzyme inducers make the pill, patch, ring and implant less effective.
  cls("contraceptive-injection", "Contraceptive injections (Depo-Provera, Sayana Press)", [], {
    title: "Injection for contraception: it is not affected by other medications",
    publisher: "Unity Sexual Health (University Hospitals Bristol and Weston NHS Foundation Trust)",
    url: "https://www.unitysexualhealth.co.uk/contraception/what-is-the-contraceptive-injection/",
  }),
  cls(
    "emergency-contraceptive",
    "Emergency contraception (morning-after pill)",
    ["hormonal-contraceptive"],
    bnfMember("levonorgestrel", "Levonorgestrel"),
    ["morning-after pill", "emergency contraceptive pill"],
  ),
  cls("progestogen", "Progestogens", [], nhsMember("medroxyprogesterone-tablets", "Medroxyprogesterone")),
  // Not under hormonal-contraceptive: enzyme inducers such as St John's wort do not make a hormonal coil
  // less effective (MHRA advice on St John's wort covers every hormonal method except intrauterine ones).
  // "The coil" is either kind until the person says which, like "blood thinners".
  cls(
    "coil",
    "Coils (copper or hormonal)",
    [],
    {
      title: "The hormonal IUS and copper IUD (coil): two choices of coil",
      publisher: "YorSexualHealth (York and North Yorkshire sexual health service, NHS)",
      url: "https://www.yorsexualhealth.org.uk/contraception/the-hormonal-ius-copper-iud-coil",
    },
    ["coil", "coils", "contraceptive coil", "intrauterine contraception"],
  ),
  cls("hormonal-coil", "Hormonal coils (levonorgestrel intrauterine systems)", ["coil"], {
    title: "Hormonal IUS (hormonal coil): Jaydess, Kyleena, Levosert and Mirena",
    publisher: "Devon Sexual Health (NHS)",
    url: "https://www.devonsexualhealth.nhs.uk/contraception/hormonal-ius/",
  }),
  // Holds no hormone and is not affected by other medicines (SH:24, an NHS sexual health service).
  cls("copper-coil", "Copper coils (copper intrauterine devices)", ["coil"], {
    title: "Non-hormonal coil (IUD): not affected by other medicines",
    publisher: "SH:24 (online sexual health service commissioned by the NHS)",
    url: "https://sh24.org.uk/contraception/non-hormonal-coil",
  }),
  cls("hrt", "Hormone replacement therapy (HRT)", [], nhsMember("hormone-replacement-therapy-hrt", "HRT"), [
    "HRT",
    "hormone replacement therapy",
    "hormone replacement",
  ]),
  cls("aromatase-inhibitor", "Aromatase inhibitors", ["anticancer"], nhsMember("anastrozole", "Anastrozole")),
  cls(
    "selective-oestrogen-receptor-modulator",
    "Selective oestrogen receptor modulators",
    [],
    bnfMember("tamoxifen", "Tamoxifen"),
  ),
  cls("anti-androgen", "Anti-androgens", [], bnfMember("cyproterone-acetate", "Cyproterone acetate")),
  cls("weight-loss-medicine", "Weight-loss medicines", [], bnfMember("orlistat", "Orlistat")),
  cls("iron-preparation", "Iron tablets and liquids", [], nhsMember("ferrous-sulfate", "Ferrous sulfate"), [
    "iron tablets",
  ]),
  cls(
    "calcium-preparation",
    "Calcium tablets (with or without vitamin D)",
    [],
    bnfMember("calcium-carbonate", "Calcium carbonate"),
  ),
  cls("vitamin", "Prescribed vitamins", [], nhsMember("folic-acid", "Folic acid")),
  cls(
    "potassium-supplement",
    "Potassium supplements",
    ["raises-potassium"],
    bnfMember("potassium-chloride", "Potassium chloride"),
  ),
  cls(
    "chelating-agent",
    "Chelating agents (iron and copper chelators)",
    [],
    bnfMember("deferasirox", "Deferasirox"),
  ),
  cls(
    "osteoporosis-medicine",
    "Bone-strengthening injections (denosumab, teriparatide)",
    ["bone-medicine"],
    bnfMember("denosumab", "Denosumab"),
  ),
  cls(
    "active-vitamin-d",
    "Active vitamin D medicines (alfacalcidol, calcitriol)",
    [],
    bnfMember("alfacalcidol", "Alfacalcidol"),
  ),
  cls("androgen", "Testosterone and other androgens", [], bnfMember("testosterone", "Testosterone")),
  cls(
    "tpo-receptor-agonist",
    "Medicines that raise the platelet count (thrombopoietin receptor agonists)",
    [],
    bnfMember("eltrombopag", "Eltrombopag"),
  ),
  cls(
    "phosphate-binder",
    "Phosphate binders for kidney disease",
    [],
    eparMember("renvela", "Renvela (sevelamer carbonate)"),
  ),
  cls(
    "hif-ph-inhibitor",
    "Anaemia medicines for kidney disease (HIF-PH inhibitors)",
    [],
    eparMember("evrenzo", "Evrenzo (roxadustat)"),
  ),
  cls(
    "storage-disease-medicine",
    "Medicines taken by mouth for inherited storage diseases (Fabry, Gaucher)",
    [],
    eparMember("galafold", "Galafold (migalastat)"),
  ),
  cls(
    "hereditary-angioedema-medicine",
    "Medicines that prevent attacks of hereditary angioedema",
    [],
    eparMember("orladeyo", "Orladeyo (berotralstat)"),
  ),
  cls(
    "progeria-medicine",
    "Medicines for progeria (lonafarnib)",
    [],
    eparMember("zokinvy", "Zokinvy (lonafarnib)"),
  ),
  cls(
    "parathyroid-hormone",
    "Parathyroid hormone treatments",
    [],
    eparMember("yorvipath", "Yorvipath (palopegteriparatide)"),
  ),
  cls(
    "friedreich-ataxia-medicine",
    "Medicines for Friedreich's ataxia",
    [],
    eparMember("skyclarys", "Skyclarys (omaveloxolone)"),
  ),
  cls(
    "hypophosphataemia-medicine",
    "Medicines for X-linked hypophosphataemia",
    [],
    eparMember("crysvita", "Crysvita (burosumab)"),
  ),
  // Groups of medicines found on NHS formularies that no wider class above describes.
  cls(
    "somatostatin-analogue",
    "Somatostatin analogues (octreotide, lanreotide)",
    [],
    bnfMember("octreotide", "Octreotide"),
  ),
  cls(
    "vasopressin-antagonist",
    "Vasopressin antagonists (tolvaptan)",
    [],
    bnfMember("tolvaptan", "Tolvaptan"),
  ),
  cls(
    "pulmonary-hypertension-medicine",
    "Medicines for pulmonary arterial hypertension",
    [],
    bnfMember("bosentan", "Bosentan"),
  ),
  // BNF chapter 9 groups and the medicines prescribed beside them (medicines/chapter9.ts); each cites
  // the formulary or guidance page that names the group.
  cls("prescribed-mineral", "Prescribed minerals and other nutrients (BNF chapter 9)", [], {
    title:
      "Formulary chapter 9, nutrition and blood: 09.05 minerals (calcium and magnesium, phosphorus, fluoride, zinc)",
    publisher: "Lancashire and South Cumbria Formulary (NHS, netFormulary)",
    url: "https://lancashireandsouthcumbriaformulary.nhs.uk/chaptersSub.asp?FormularySectionID=9",
  }),
  cls("potassium-binder", "Potassium binders for high blood potassium", [], {
    title:
      "New treatments for hyperkalaemia: sodium zirconium cyclosilicate and patiromer bind potassium in the gut (NICE TA599, TA623)",
    publisher: "National Association of Sessional GPs",
    url: "https://www.nasgp.org.uk/resource/e-learning-new-treatments-for-hyperkalaemia/",
  }),
  cls("calcimimetic", "Calcimimetics for overactive parathyroid glands (cinacalcet)", [], {
    title: "Cinacalcet for secondary hyperparathyroidism (TA117): the technology, a calcimimetic agent",
    publisher: "National Institute for Health and Care Excellence (NICE)",
    url: "https://www.nice.org.uk/guidance/ta117/chapter/3-The-technology",
  }),
  cls("biliary-medicine", "Medicines that change bile flow (ursodeoxycholic acid, obeticholic acid)", [], {
    title: "1.9.1 Drugs affecting biliary composition and flow: ursodeoxycholic acid, obeticholic acid",
    publisher: "Devon Formulary and Referral (NHS Devon)",
    url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/1.-gastrointestinal/1.9_intestinal_secretions/1-9-1-drugs-affecting-biliary-composition-and-flow",
  }),
  cls("ulcer-healing-medicine", "Ulcer-healing medicines that coat the stomach lining (sucralfate)", [], {
    title:
      "Antepsin 1g/5ml oral suspension (sucralfate), an ulcer-healing medicine: patient information leaflet",
    publisher: "Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/antepsin-1g-5ml-oral-suspension-sucralfate-1g-5ml-oral-suspension-leaflet.html",
  }),
];

const OTHER_SYSTEMS: MedicineClass[] = [
  cls("ppi", "Proton pump inhibitors (PPIs)", ["acid-medicine"], nhsMember("omeprazole", "Omeprazole"), [
    "PPI",
    "PPIs",
  ]),
  cls("h2-antagonist", "H2 antagonists", ["acid-medicine"], bnfMember("famotidine", "Famotidine")),
  cls("antacid", "Antacids and alginates", ["acid-medicine"], nhsMember("gaviscon", "Gaviscon"), [
    "antacid",
    "antacids",
  ]),
  cls("laxative", "Laxatives", [], nhsMember("macrogol", "Macrogol")),
  cls("antidiarrhoeal", "Medicines for diarrhoea", [], nhsMember("loperamide", "Loperamide")),
  cls("antispasmodic", "Antispasmodics for stomach cramps", [], nhsMember("mebeverine", "Mebeverine")),
  cls(
    "antiemetic",
    "Anti-sickness medicines (antiemetics)",
    [],
    nhsMember("metoclopramide", "Metoclopramide"),
  ),
  cls("aminosalicylate", "Aminosalicylates", [], nhsMember("mesalazine", "Mesalazine")),
  cls("antihistamine", "Antihistamines", [], nhsMember("cetirizine", "Cetirizine")),
  cls("decongestant", "Decongestants", ["cold-flu-remedy"], nhsMember("pseudoephedrine", "Pseudoephedrine")),
  cls(
    "beta2-agonist",
    "Beta-2 agonist inhalers (relievers and long-acting)",
    ["inhaler"],
    nhsMember("salbutamol-inhaler", "Salbutamol"),
    ["blue inhaler", "reliever inhaler"],
  ),
  cls(
    "antimuscarinic-bronchodilator",
    "Antimuscarinic inhalers",
    ["inhaler"],
    nhsMember("tiotropium-inhalers", "Tiotropium"),
  ),
  cls(
    "leukotriene-receptor-antagonist",
    "Leukotriene receptor antagonists",
    [],
    nhsMember("montelukast", "Montelukast"),
  ),
  cls(
    "methylxanthine",
    "Methylxanthines (theophylline, aminophylline)",
    [],
    bnfMember("theophylline", "Theophylline"),
  ),
  cls("mucolytic", "Mucolytics", [], nhsMember("carbocisteine", "Carbocisteine")),
  cls(
    "pancreatic-enzyme",
    "Pancreatic enzyme replacement (pancreatin)",
    [],
    bnfMember("pancreatin", "Pancreatin"),
  ),
  cls(
    "allergy-biologic",
    "Biological injections for severe asthma, eczema and allergy",
    [],
    bnfMember("omalizumab", "Omalizumab"),
  ),
  cls(
    "cftr-modulator",
    "Cystic fibrosis medicines (CFTR modulators)",
    [],
    bnfMember("ivacaftor", "Ivacaftor"),
  ),
  cls(
    "cough-medicine",
    "Cough medicines (cough suppressants and expectorants)",
    [],
    {
      title: "Cough (NHS website): what a pharmacist can suggest, including cough medicines",
      publisher: "NHS",
      url: "https://www.nhs.uk/conditions/cough/",
    },
    ["cough medicine", "cough syrup", "cough mixture", "cough linctus"],
  ),
  // Not under methylxanthine: the records on that class are about theophylline's narrow margin.
  cls("caffeine-containing", "Medicines containing caffeine", [], {
    title:
      "Anadin Extra (aspirin, paracetamol and caffeine), a typical member: summary of product characteristics",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/11893/smpc",
  }),
  cls("immunosuppressant", "Immunosuppressants", [], nhsMember("azathioprine", "Azathioprine")),
  cls(
    "calcineurin-inhibitor",
    "Calcineurin inhibitors",
    ["immunosuppressant"],
    bnfMember("ciclosporin", "Ciclosporin"),
  ),
  cls("retinoid", "Oral retinoids", [], nhsMember("isotretinoin-capsules", "Isotretinoin")),
  cls("glaucoma-medicine", "Medicines for glaucoma", [], bnfMember("latanoprost", "Latanoprost")),
  cls("gout-medicine", "Medicines for gout", [], nhsMember("colchicine", "Colchicine")),
  cls(
    "xanthine-oxidase-inhibitor",
    "Xanthine oxidase inhibitors",
    ["gout-medicine"],
    nhsMember("allopurinol", "Allopurinol"),
  ),
  cls(
    "overactive-bladder-medicine",
    "Medicines for an overactive bladder",
    [],
    nhsMember("oxybutynin", "Oxybutynin"),
  ),
  cls(
    "5-alpha-reductase-inhibitor",
    "5-alpha reductase inhibitors",
    ["prostate-medicine"],
    nhsMember("finasteride", "Finasteride"),
  ),
  cls(
    "pde5-inhibitor",
    "PDE5 inhibitors (erection problems)",
    [],
    nhsMember("sildenafil-viagra", "Sildenafil"),
  ),
];

// What each group is for, as people put it ("epilepsy meds", "tablets for my cholesterol"); lib/interactions/
// What people call a medicine by what it is for, when the words fit more than one group: "thyroid tablets"
// may be levothyroxine or carbimazole. Each is a group with no records of its own, so its members' records are
// shown for the member they concern and the entry never counts as checked.
const LAY_GROUPS: MedicineClass[] = [
  cls("thyroid-medicine", "Thyroid medicines", [], nhsMember("levothyroxine", "Levothyroxine")),
  cls("inhaler", "Inhalers", [], nhsMember("salbutamol-inhaler", "Salbutamol"), [
    "inhalers",
    "inhaler",
    "asthma inhalers",
    "asthma inhaler",
    "COPD inhalers",
    "COPD inhaler",
    "puffers",
    "puffer",
  ]),
  cls(
    "acid-medicine",
    "Medicines for indigestion, heartburn and stomach acid",
    [],
    nhsMember("omeprazole", "Omeprazole"),
  ),
  cls("bone-medicine", "Medicines for osteoporosis", [], nhsMember("alendronic-acid", "Alendronic acid"), [
    "weekly bone tablet",
    "weekly bone tablets",
  ]),
  cls("migraine-any", "Medicines for migraine", [], nhsMember("sumatriptan", "Sumatriptan")),
  cls("mood-stabilising", "Mood stabilisers", [], nhsMember("lithium", "Lithium"), [
    "mood stabiliser",
    "mood stabilisers",
    "mood stabilizer",
    "mood stabilizers",
  ]),
  cls("anxiety-medicine", "Medicines for anxiety", [], nhsMember("pregabalin", "Pregabalin")),
  cls("prostate-medicine", "Medicines for an enlarged prostate", [], nhsMember("tamsulosin", "Tamsulosin")),
  cls("cold-flu-remedy", "Cold and flu remedies", [], nhsMember("pseudoephedrine", "Pseudoephedrine"), [
    "cold and flu tablets",
    "cold and flu capsules",
    "cold and flu remedies",
    "cold and flu medicine",
    "cold and flu sachets",
    "cold remedies",
    "flu remedies",
  ]),
];

// class-names.ts reads these with medicine words. Only where the words name one group: "thyroid tablets" may be
// levothyroxine or carbimazole, "migraine medication" a triptan or a preventer, so neither is here.
const TOPICS: Record<string, string[]> = {
  "blood-thinner": ["blood thinning", "blood-thinning", "blood clots", "blood clot"],
  antiarrhythmic: ["heart rhythm", "irregular heartbeat", "irregular heart rhythm", "arrhythmia"],
  antipsychotic: ["schizophrenia", "psychosis"],
  antihypertensive: ["blood pressure", "high blood pressure", "hypertension"],
  "heart-medicine": ["heart", "heart failure"],
  "lipid-lowering": ["cholesterol", "high cholesterol", "cholesterol-lowering", "lipid-lowering"],
  "blood-glucose-lowering": ["diabetes", "diabetic", "type 2 diabetes", "blood sugar", "blood glucose"],
  antiepileptic: ["epilepsy", "seizure", "seizures", "anti-seizure", "fits"],
  "hiv-antiretroviral": ["antiretroviral"],
  antidepressant: ["depression"],
  sedative: ["sleeping", "sleep"],
  painkiller: ["pain"],
  antihistamine: ["hay fever", "hayfever", "allergy"],
  "acid-medicine": ["indigestion", "heartburn", "acid", "acid reflux", "reflux", "stomach acid", "stomach"],
  "thyroid-medicine": ["thyroid"],
  "thyroid-hormone": ["underactive thyroid", "hypothyroidism"],
  antithyroid: ["overactive thyroid", "hyperthyroidism"],
  "bone-medicine": ["osteoporosis", "bone", "bones", "bone-strengthening", "bone density"],
  "migraine-any": ["migraine", "migraines"],
  "anxiety-medicine": ["anxiety", "anti-anxiety"],
  "prostate-medicine": ["prostate", "enlarged prostate", "BPH"],
  "overactive-bladder-medicine": ["bladder", "overactive bladder"],
  antiemetic: ["sickness", "travel sickness", "motion sickness", "nausea"],
  immunosuppressant: ["transplant", "anti-rejection"],
  "ms-medicine": ["MS"],
  "glp1-agonist": ["GLP-1", "GLP1"],
  antimalarial: ["malaria", "anti-malaria"],
};

// What each group does, as people say it after "medicines that" or "tablets to" ("thin the blood").
const PURPOSES: Record<string, string[]> = {
  "blood-thinner": ["thin the blood", "thin your blood", "prevent blood clots", "stop blood clotting"],
  // NCCIH's words for anticoagulants and antiplatelets together.
  "bleeding-risk-medicine": ["slow blood clotting", "slow down blood clotting"],
  antihypertensive: ["lower blood pressure", "lower your blood pressure"],
  // A vitamin D leaflet's "medicines to control the rate of your heart beat (such as digoxin)".
  "heart-medicine": [
    "control the rate of your heart beat",
    "control your heart rate",
    "control the heart rate",
  ],
  "blood-glucose-lowering": ["lower blood sugar", "lower your blood sugar", "lower blood glucose"],
  immunosuppressant: ["suppress the immune system", "dampen the immune system", "lower your immunity"],
  "lipid-lowering": ["lower cholesterol", "lower your cholesterol"],
  sedative: ["make you sleepy", "make you drowsy", "cause drowsiness", "help you sleep"],
};

export const MEDICINE_CLASSES: MedicineClass[] = [
  ...BLOOD_AND_HEART,
  ...MIND_AND_NERVES,
  ...INFECTIONS,
  ...HORMONES_AND_METABOLISM,
  ...OTHER_SYSTEMS,
  ...CANCER,
  ...LAY_GROUPS,
  ...MEDICINE_CLASSES_WCLS,
  ...MEDICINE_CLASSES_WGRP,
  ...MEDICINE_CLASSES_WQT,
  ...MEDICINE_CLASSES_WTNF,
  ...MEDICINE_CLASSES_WOTC,
  ...MEDICINE_CLASSES_WOTC2,
  ...MEDICINE_CLASSES_WMED6,
  ...MEDICINE_CLASSES_WMED7,
  ...MEDICINE_CLASSES_WMED8,
  ...MEDICINE_CLASSES_WVIT,
  ...MEDICINE_CLASSES_WAUD,
  ...MEDICINE_CLASSES_WHEP,
  ...MEDICINE_CLASSES_WCN11,
  ...MECHANISM_CLASSES,
].map((entry) => {
  const topics = TOPICS[entry.slug];
  const purposes = PURPOSES[entry.slug];
  return {
    ...entry,
    ...(topics === undefined ? {} : { topics }),
    ...(purposes === undefined ? {} : { purposes }),
  };
});
