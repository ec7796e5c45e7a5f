// Groups UK product information names that the dictionary lacked ("aminoglycoside antibiotics", "fibrates",
// "barbiturates", "folate antagonists", "oestrogens", "sympathomimetics", "phenothiazines", hepatitis C and TB
// medicines, "anthracyclines", "taxanes", "platinum compounds"), each with a page that names its members.
// Members already in the dictionary get the class through CLASS_MEMBERS_WCLS (index.ts), with that page.
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";
import { REF_RX } from "../interactions/references-rx";
import { REF_WCLS } from "../interactions/references-wcls";
import { cls } from "./class-entry";
import type { MechanismMembers } from "./medicine-properties";

/** "Six aminoglycosides (amikacin, gentamicin, kanamycin, netilmicin, streptomycin and tobramycin) are licensed for parenteral use in the UK." */
const DTB_AMINOGLYCOSIDES: Reference = {
  title:
    "Drug and Therapeutics Bulletin 35(5):36, abstract (the six aminoglycosides licensed for parenteral use in the UK)",
  publisher: "Drug and Therapeutics Bulletin (BMJ)",
  url: "https://dtb.bmj.com/content/35/5/36",
};

/** The CHMP on "the 4 fibrates—bezafibrate, ciprofibrate, fenofibrate, and gemfibrozil". */
const MHRA_FIBRATES: Reference = {
  title: "Fibrates: first-line treatment not recommended (Drug Safety Update, December 2010)",
  publisher: "MHRA",
  url: "https://www.gov.uk/drug-safety-update/fibrates-first-line-treatment-not-recommended?UNLID=38320972202151082655",
};

/** Section 1: "Phenobarbital tablets belong to a group of medicines called barbiturates." */
const PHENOBARBITAL_PIL: Reference = {
  title: "Phenobarbital Actavis 30 mg and 60 mg tablets: patient information leaflet, section 1",
  publisher: "electronic medicines compendium (emc)",
  url: "https://www.medicines.org.uk/emc/medicine/18131",
};

/** "Doxorubicin (DOX) and other antitumor anthracyclines, e.g., epirubicin (EPI), daunorubicin, and idarubicin". */
const ANTHRACYCLINES_REVIEW: Reference = {
  title:
    "Primary prevention strategies for anthracycline… (Chemotherapy 62(3):159): abstract and introduction",
  publisher: "Karger",
  url: "https://karger.com/che/article/62/3/159/66468/Primary-Prevention-Strategies-for-Anthracycline",
};

/** "Paclitaxel and docetaxel are taxane antineoplastic agents with broad antitumor activity." */
const TAXANES_OVERVIEW: Reference = {
  title: "Clinical overview of the taxanes (abstract)",
  publisher: "R Discovery (journal abstract)",
  url: "https://discovery.researcher.life/article/clinical-overview-of-the-taxanes/500fed53d8873f7595db8fbca1e97a6c",
};

/** Figure 2: "cisplatin, carboplatin and oxaliplation. These platinum compounds are composed of…". */
const PLATINUM_COMPOUNDS_FIGURE: Reference = {
  title:
    "Computational molecular structures of cisplatin, carboplatin and oxaliplatin, the platinum compounds (figure 2)",
  publisher: "PubMed Central",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC4146684/figure/F2",
};

/** Folate antagonists "Dazu gehören: Aminopterin, Methotrexat, Pyrimethamin, Triamteren, Trimethoprim". */
const FOLATE_ANTAGONISTS = REF_WCLS.andreaFolInteractions;

/** "Ethinylestradiol… is a synthetic agent of first choice for… contraceptive uses"; "Estradiol and estriol are orally active… natural oestrogens"; conjugated estrogens (Premarin). */
const OESTROGEN_PREPARATIONS: Reference = {
  title: "Preparations of oestrogens (ethinylestradiol, estradiol, estriol, conjugated oestrogens)",
  publisher: "clicktocurecancer.info",
  url: "https://www.clicktocurecancer.info/adverse-effects/pharmacokinetics-see-page-713-preparations-of-oestrogens.html",
};

/** "The combined pill is a type of hormonal contraception containing the hormones oestrogen and progestogen." */
const COMBINED_PILL: Reference = {
  title: "The combined pill",
  publisher: "YorSexualHealth",
  url: "https://www.yorsexualhealth.org.uk/contraception/the-combined-pill",
};

/** Section 4.3: not with "sympathomimetics such as phenylpropanolamine, ephedrine and pseudoephedrine". */
const PEP_SMPC: Reference = {
  title: "PEP (caffeine 30 mg and glucose tablets): summary of product characteristics, section 4.3",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/pep/summary",
};

/** Each page says the medicine treats chronic hepatitis C. */
const HEPATITIS_C_PAGES = {
  sofosbuvirVelpatasvir: {
    title: "Sofosbuvir–velpatasvir for treating chronic hepatitis C (NICE TA430), recommendations",
    publisher: "NICE",
    url: "https://nice.org.uk/guidance/ta430/chapter/1-Recommendations",
  },
  ledipasvirSofosbuvir: {
    title: "Ledipasvir–sofosbuvir for treating chronic hepatitis C (NICE TA363), guidance",
    publisher: "NICE",
    url: "https://nice.org.uk/guidance/TA363/chapter/1-guidance",
  },
  voxilaprevir: {
    title:
      "SHTAC is critically appraising the company’s submission to NICE on sofosbuvir–velpatasvir–voxilaprevir for treating chronic hepatitis C",
    publisher: "University of Southampton (Southampton Health Technology Assessments Centre)",
    url: "https://www.southampton.ac.uk/shtac/news/2017/09/05-sofosbuvir-for-hepatitis-c.page",
  },
  glecaprevirPibrentasvir: {
    title: "Chronic hepatitis C: diagnosis and treatment made easy (Eur J Gen Pract 2022;28(1):102-108)",
    publisher: "PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9116263",
  },
  zepatier: {
    title: "ZEPATIER 50 mg/100 mg film-coated tablets: summary of product characteristics, section 4.1",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/4422/smpc/print",
  },
} satisfies Record<string, Reference>;

/** "Examples of phenothiazine antipsychotics": prochlorperazine, chlorpromazine, fluphenazine, perphenazine, trifluoperazine. */
const PHENOTHIAZINES: Reference = {
  title: "Phenothiazine antipsychotics (examples of phenothiazine antipsychotics)",
  publisher: "MedicineNet",
  url: "https://www.medicinenet.com/phenothiazines-oral/article.htm",
};

/** "Nozinan Tablets belong to a group of medicines called phenothiazines". */
const NOZINAN_PIL: Reference = {
  title: "Nozinan 25mg Tablets (levomepromazine maleate): patient information leaflet",
  publisher: "electronic medicines compendium (emc)",
  url: "https://www.medicines.org.uk/EMC/medicine/18187/PIL/Nozinan+tablets/",
};

/** "the 6-month treatment regimen composed of four first-line TB medicines – isoniazid, rifampicin, ethambutol and pyrazinamide". */
const TB_MEDICINES: Reference = {
  title: "Treatment of drug-susceptible TB: introduction (the four first-line TB medicines)",
  publisher: "World Health Organization (TB Knowledge Sharing Platform)",
  url: "https://tbksp.who.int/en/taxonomy/term/533?page=8",
};

export const MEDICINE_CLASSES_WCLS: MedicineClass[] = [
  cls("aminoglycoside", "Aminoglycoside antibiotics", ["antibacterial"], DTB_AMINOGLYCOSIDES, [
    "aminoglycosides",
    "aminoglycoside",
  ]),
  cls("fibrate", "Fibrates", ["lipid-lowering"], MHRA_FIBRATES, ["fibrate"]),
  // Barbiturates reduce brain activity (the leaflet), so they sit under the medicines that cause drowsiness.
  cls("barbiturate", "Barbiturates", ["sedative"], PHENOBARBITAL_PIL, ["barbiturate"]),
  // Across antibacterials, immunosuppressants and diuretics: no broader group holds them all.
  cls("folate-antagonist", "Folate antagonists", [], FOLATE_ANTAGONISTS, [
    "folic acid antagonists",
    "antifolates",
    "anti-folates",
  ]),
  // Combined contraceptives and HRT, each member holding an oestrogen; their records stay on those groups.
  cls("oestrogen", "Oestrogens", [], OESTROGEN_PREPARATIONS, [
    "oestrogen",
    "estrogens",
    "oestrogen-containing medicines",
  ]),
  cls("sympathomimetic", "Sympathomimetics", [], PEP_SMPC, ["sympathomimetic"]),
  // Ribavirin, also given with them, is left out: it treats other viral infections too.
  cls("hepatitis-c-antiviral", "Hepatitis C medicines", ["antiviral"], HEPATITIS_C_PAGES.zepatier, [
    "hepatitis C antivirals",
    "hepatitis C medicines",
    "hepatitis C treatment",
  ]),
  // No parent: prochlorperazine is given for sickness rather than psychosis.
  cls("phenothiazine", "Phenothiazines", [], PHENOTHIAZINES, [
    "phenothiazine",
    "phenothiazine antipsychotics",
  ]),
  // Rifampicin also treats other infections; it is in the group because it is a first-line TB medicine.
  cls("tuberculosis-medicine", "Tuberculosis (TB) medicines", ["antibacterial"], TB_MEDICINES, [
    "TB medicines",
    "tuberculosis medicines",
    "medicines for tuberculosis",
    "anti-tuberculosis drugs",
    "TB drugs",
  ]),
  cls("anthracycline", "Anthracyclines", ["cytotoxic-chemotherapy"], ANTHRACYCLINES_REVIEW, [
    "anthracycline",
  ]),
  cls("taxane", "Taxanes", ["cytotoxic-chemotherapy"], TAXANES_OVERVIEW, ["taxane"]),
  cls("platinum-compound", "Platinum compounds", ["cytotoxic-chemotherapy"], PLATINUM_COMPOUNDS_FIGURE, [
    "platinum-based chemotherapy",
    "platinum drugs",
  ]),
];

/** Dictionary medicines each page names as members (amikacin is added in medicines/wcls.ts with the class). */
export const CLASS_MEMBERS_WCLS: MechanismMembers[] = [
  { property: "aminoglycoside", medicines: ["gentamicin", "tobramycin"], sources: [DTB_AMINOGLYCOSIDES] },
  { property: "fibrate", medicines: ["bezafibrate", "fenofibrate"], sources: [MHRA_FIBRATES] },
  { property: "barbiturate", medicines: ["phenobarbital"], sources: [PHENOBARBITAL_PIL] },
  // RxReasoner's folic acid page: "the barbiturates (including phenobarbital and primidone)".
  { property: "barbiturate", medicines: ["primidone"], sources: [REF_RX.folicAcid] },
  // RxReasoner's folic acid page also calls methotrexate and trimethoprim "specific anti-folates".
  {
    property: "folate-antagonist",
    medicines: ["methotrexate", "trimethoprim", "triamterene"],
    sources: [FOLATE_ANTAGONISTS],
  },
  { property: "folate-antagonist", medicines: ["methotrexate", "trimethoprim"], sources: [REF_RX.folicAcid] },
  {
    property: "oestrogen",
    medicines: [
      "ethinylestradiol",
      "ethinylestradiol-with-levonorgestrel",
      "ethinylestradiol-with-desogestrel",
      "ethinylestradiol-with-gestodene",
      "ethinylestradiol-with-drospirenone",
      "ethinylestradiol-with-norgestimate",
      "ethinylestradiol-with-norethisterone",
      "ethinylestradiol-with-norelgestromin",
      "ethinylestradiol-with-etonogestrel",
      "estradiol-with-nomegestrol",
      "estradiol-valerate-with-dienogest",
      "estradiol",
      "estradiol-with-drospirenone",
      "estradiol-with-norethisterone",
      "estradiol-with-dydrogesterone",
      "estradiol-with-progesterone",
      "estradiol-with-levonorgestrel",
      "estriol",
      "conjugated-oestrogens",
      "conjugated-oestrogens-with-bazedoxifene",
    ],
    sources: [OESTROGEN_PREPARATIONS],
  },
  { property: "oestrogen", medicines: ["combined-oral-contraceptive-pill"], sources: [COMBINED_PILL] },
  // Ephedrine, also named, gets the class in medicines/wcls.ts.
  { property: "sympathomimetic", medicines: ["pseudoephedrine"], sources: [PEP_SMPC] },
  {
    property: "hepatitis-c-antiviral",
    medicines: ["sofosbuvir", "velpatasvir", "sofosbuvir-with-velpatasvir"],
    sources: [HEPATITIS_C_PAGES.sofosbuvirVelpatasvir],
  },
  {
    property: "hepatitis-c-antiviral",
    medicines: ["ledipasvir", "ledipasvir-with-sofosbuvir"],
    sources: [HEPATITIS_C_PAGES.ledipasvirSofosbuvir],
  },
  {
    property: "hepatitis-c-antiviral",
    medicines: ["voxilaprevir", "sofosbuvir-velpatasvir-voxilaprevir"],
    sources: [HEPATITIS_C_PAGES.voxilaprevir],
  },
  {
    property: "hepatitis-c-antiviral",
    medicines: ["glecaprevir", "pibrentasvir", "glecaprevir-with-pibrentasvir"],
    sources: [HEPATITIS_C_PAGES.glecaprevirPibrentasvir],
  },
  {
    property: "hepatitis-c-antiviral",
    medicines: ["elbasvir", "grazoprevir", "elbasvir-with-grazoprevir"],
    sources: [HEPATITIS_C_PAGES.zepatier],
  },
  {
    property: "phenothiazine",
    medicines: ["chlorpromazine", "prochlorperazine", "fluphenazine", "perphenazine", "trifluoperazine"],
    sources: [PHENOTHIAZINES],
  },
  { property: "phenothiazine", medicines: ["levomepromazine"], sources: [NOZINAN_PIL] },
  {
    property: "tuberculosis-medicine",
    medicines: [
      "isoniazid",
      "rifampicin",
      "ethambutol",
      "pyrazinamide",
      "rifampicin-with-isoniazid",
      "rifampicin-with-isoniazid-and-pyrazinamide",
    ],
    sources: [TB_MEDICINES],
  },
  {
    property: "anthracycline",
    medicines: ["doxorubicin", "epirubicin", "daunorubicin"],
    sources: [ANTHRACYCLINES_REVIEW],
  },
  { property: "taxane", medicines: ["paclitaxel", "docetaxel"], sources: [TAXANES_OVERVIEW] },
  {
    property: "platinum-compound",
    medicines: ["cisplatin", "carboplatin", "oxaliplatin"],
    sources: [PLATINUM_COMPOUNDS_FIGURE],
  },
];
