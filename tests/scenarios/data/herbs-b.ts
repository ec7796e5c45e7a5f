// Herbs read from professional monographs in the herbs-b round: red clover with hormonal medicines and in pregnancy,
// soy isoflavone supplements with breast cancer medicines, kava with sleeping tablets, alprazolam and Parkinson's,
// astragalus with autoimmune disease, aloe taken by mouth with digoxin, diuretics, diabetes and antiplatelet medicines, flaxseed in pregnancy, yohimbe with liver and kidney disease, herbal remedies
// before an operation — and medicines and conditions those pages do not name, which must not alarm.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const SOURCE = {
  redClover: {
    title: "Red Clover: clinical overview",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/npp/red-clover.html",
  },
  soy: {
    title: "Soy: purported benefits, side effects and more",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/herb/soy",
  },
  kava: {
    title: "Kava (Family Practice Notebook)",
    publisher: "FPnotebook",
    url: "https://fpnotebook.com/Pharm/Alternative/Kv.htm",
  },
  kavaAlprazolam: {
    title: "Kava rootstock (Altmeyers Encyclopedia)",
    publisher: "Altmeyers Encyclopedia",
    url: "https://www.altmeyers.org/en/naturopathy/kava-rootstock-154914",
  },
  astragalus: {
    title: "Astragalus (MSD Manual Professional Version)",
    publisher: "MSD Manuals",
    url: "https://www.msdmanuals.com/uk/professional/special-subjects/dietary-supplements/astragalus",
  },
  flaxseed: {
    title: "Flaxseed and flaxseed oil",
    publisher: "Mayo Clinic",
    url: "https://www.mayoclinic.org/drugs-supplements-flaxseed-and-flaxseed-oil/art-20366457?p=1",
  },
  yohimbe: {
    title: "Yohimbe bark (Yohimbehe cortex): Commission E monograph",
    publisher: "Heilpflanzen-Welt",
    url: "https://www.heilpflanzen-welt.de/1987-10-Yohimbe-bark-Yohimbehe-cortex/",
  },
  aloe: {
    title: "Aloe: interactions",
    publisher: "Mayo Clinic",
    url: "https://www.mayoclinic.org/drugs-supplements/benzodiazepines/art-20362360",
  },
  aloeDigoxin: {
    title: "Aloe: are there any interactions with medications?",
    publisher: "eMedicineHealth",
    url: "https://www.emedicinehealth.com/aloe-page3/vitamins-supplements.htm",
  },
  goldenseal: {
    title: "Goldenseal (MSD Manual Consumer Version)",
    publisher: "MSD Manuals",
    url: "https://www.msdmanuals.com/en-gb/home/special-subjects/dietary-supplements-and-vitamins/goldenseal",
  },
  licoricePdr: {
    title: "PDR for Herbal Medicines: licorice, contraindications",
    publisher: "PDR for Herbal Medicines (Thomson Healthcare), copy at issuhub.com",
    url: "https://issuhub.com/view/index/5336?pageIndex=724",
  },
  licoriceMetaAnalysis: {
    title: "The association between consistent licorice ingestion, hypertension and hypokalaemia (abstract)",
    publisher: "PubMed",
    url: "https://pubmed.ncbi.nlm.nih.gov/28660884/",
  },
  licorice: {
    title: "Licorice (MSD Manual Consumer Version)",
    publisher: "MSD Manuals",
    url: "https://www.msdmanuals.com/home/special-subjects/dietary-supplements-and-vitamins/licorice",
  },
  butterbur: {
    title: "Butterbur (natural products, consumer information)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/npc/butterbur.html",
  },
  dandelion: {
    title: "Dandelion (About Herbs)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/dandelion",
  },
  periop: {
    title: "Herbal remedies (UKCPA Handbook of Perioperative Medicines)",
    publisher: "UK Clinical Pharmacy Association",
    url: "https://www.ukcpa-periophandbook.co.uk/medicine-monographs/herbal-remedies-1",
  },
} satisfies Record<string, Source>;

function capsules(name: string, ingredient: string, amount: number): StackItem {
  return { custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] }, servingsPerDay: 1 };
}

const RED_CLOVER = capsules("Red clover isoflavone 40 mg tablets", "red-clover", 40);
const SOY = capsules("Soy isoflavones 50 mg tablets", "soy-isoflavones", 50);
const KAVA = capsules("Kava root 250 mg capsules", "kava", 250);
const ASTRAGALUS = capsules("Astragalus root 500 mg capsules", "astragalus", 500);
const FLAXSEED_OIL = capsules("Flaxseed oil 1,000 mg capsules", "flaxseed", 1000);
const ALOE_LATEX = capsules("Aloe latex 100 mg capsules", "aloe-vera", 100);
const GOLDENSEAL = capsules("Goldenseal root 500 mg capsules", "goldenseal", 500);
const LIQUORICE = capsules("Liquorice root 400 mg capsules", "licorice-root", 400);
const DANDELION = capsules("Dandelion root 500 mg capsules", "dandelion", 500);
const YOHIMBE = capsules("Yohimbe bark 500 mg capsules", "yohimbe", 500);

interface Case {
  id: string;
  title: string;
  medicines?: string[];
  conditions?: string[];
  stack: StackItem;
  flags?: ScenarioInput["expect"]["flags"];
  noFlags?: ScenarioInput["expect"]["noFlags"];
  rationale: string;
  sources: Source[];
}

function scenario(entry: Case): ScenarioInput {
  return {
    id: `sc-herbs-b-${entry.id}`,
    title: entry.title,
    profile: { medicines: entry.medicines ?? [], conditions: entry.conditions ?? [] },
    stack: [entry.stack],
    expect: { flags: entry.flags ?? [], noFlags: entry.noFlags ?? [] },
    rationale: entry.rationale,
    sources: entry.sources,
  };
}

const RED_CLOVER_HORMONES =
  "The red clover monograph says its isoflavones may interfere with hormonal agents and to avoid it with oral contraceptives, oestrogen or progesterone therapies.";
const PERIOP =
  "The UK perioperative handbook recommends stopping all herbal medicines 2 weeks before elective surgery.";

const POSITIVES: ScenarioInput[] = [
  scenario({
    id: "red-clover-microgynon",
    title: "On Microgynon 30 and buys red clover for skin",
    medicines: ["Microgynon 30"],
    stack: RED_CLOVER,
    flags: [flag("red-clover", med("Microgynon 30"), "moderate")],
    rationale: RED_CLOVER_HORMONES,
    sources: [SOURCE.redClover],
  }),
  scenario({
    id: "red-clover-evorel",
    title: "Uses Evorel HRT patches and adds red clover for hot flushes",
    medicines: ["Evorel"],
    stack: RED_CLOVER,
    flags: [flag("red-clover", med("Evorel"), "moderate")],
    rationale: RED_CLOVER_HORMONES,
    sources: [SOURCE.redClover],
  }),
  scenario({
    id: "red-clover-tamoxifen",
    title: "Taking tamoxifen after breast cancer and considering red clover",
    medicines: ["tamoxifen 20mg"],
    stack: RED_CLOVER,
    flags: [flag("red-clover", med("tamoxifen 20mg"), "minor")],
    rationale: "The red clover monograph says caution is warranted with tamoxifen.",
    sources: [SOURCE.redClover],
  }),
  scenario({
    id: "red-clover-femara",
    title: "On Femara (letrozole) and asks about red clover",
    medicines: ["Femara"],
    stack: RED_CLOVER,
    flags: [flag("red-clover", med("Femara"), "minor")],
    rationale: "The red clover monograph says caution is warranted with letrozole.",
    sources: [SOURCE.redClover],
  }),
  scenario({
    id: "red-clover-pregnant",
    title: "Pregnant and has red clover tablets at home",
    conditions: ["pregnant"],
    stack: RED_CLOVER,
    flags: [flag("red-clover", cond("pregnant"), "moderate")],
    rationale:
      "The red clover monograph lists pregnancy among its contraindications, because of its oestrogen-like activity.",
    sources: [SOURCE.redClover],
  }),
  scenario({
    id: "soy-tamoxifen",
    title: "On tamoxifen and starts soy isoflavone tablets for hot flushes",
    medicines: ["Tamoxifen"],
    stack: SOY,
    flags: [flag("soy-isoflavones", med("Tamoxifen"), "minor")],
    rationale: "Memorial Sloan Kettering says soy supplements can affect how tamoxifen works.",
    sources: [SOURCE.soy],
  }),
  scenario({
    id: "soy-arimidex",
    title: "Takes Arimidex (anastrozole) and soy isoflavones",
    medicines: ["Arimidex"],
    stack: SOY,
    flags: [flag("soy-isoflavones", med("Arimidex"), "minor")],
    rationale:
      "Memorial Sloan Kettering asks people on aromatase inhibitors to talk with their provider about soy supplements.",
    sources: [SOURCE.soy],
  }),
  scenario({
    id: "kava-zopiclone",
    title: "Uses zopiclone for sleep and tries kava for anxiety",
    medicines: ["zopiclone 7.5mg"],
    stack: KAVA,
    flags: [flag("kava", med("zopiclone 7.5mg"), "minor")],
    rationale:
      "Kava can cause excessive sedation with other medicines that depress the central nervous system.",
    sources: [SOURCE.kava],
  }),
  scenario({
    id: "kava-xanax",
    title: "Has a private prescription for Xanax and buys kava",
    medicines: ["Xanax"],
    stack: KAVA,
    flags: [flag("kava", med("Xanax"), "moderate")],
    rationale: "Comatose states have been described after kava was combined with alprazolam.",
    sources: [SOURCE.kavaAlprazolam, SOURCE.kava],
  }),
  scenario({
    id: "kava-parkinsons",
    title: "Has Parkinson's disease and wants kava to relax",
    conditions: ["Parkinson's disease"],
    stack: KAVA,
    flags: [flag("kava", cond("Parkinson's disease"), "minor")],
    rationale: "Kava may make Parkinson's disease worse.",
    sources: [SOURCE.kava],
  }),
  scenario({
    id: "kava-surgery",
    title: "Planned knee operation while taking kava",
    conditions: ["planned surgery"],
    stack: KAVA,
    flags: [flag("kava", cond("planned surgery"), "moderate")],
    rationale: `${PERIOP} Kava may also add to the effect of a general anaesthetic.`,
    sources: [SOURCE.periop, SOURCE.kava],
  }),
  scenario({
    id: "astragalus-lupus",
    title: "Has lupus and buys astragalus for immunity",
    conditions: ["lupus"],
    stack: ASTRAGALUS,
    flags: [flag("astragalus", cond("lupus"), "minor")],
    rationale:
      "Astragalus might make the immune system more active, which can worsen autoimmune diseases such as lupus.",
    sources: [SOURCE.astragalus],
  }),
  scenario({
    id: "astragalus-pregnant",
    title: "Pregnant and has been taking astragalus",
    conditions: ["pregnant"],
    stack: ASTRAGALUS,
    flags: [flag("astragalus", cond("pregnant"), "moderate")],
    rationale:
      "Astragalus should not be used during pregnancy; animal studies suggest toxicity to mother and fetus.",
    sources: [SOURCE.astragalus],
  }),
  scenario({
    id: "flaxseed-breastfeeding",
    title: "Breastfeeding and takes flaxseed oil capsules",
    conditions: ["breastfeeding"],
    stack: FLAXSEED_OIL,
    flags: [flag("flaxseed", cond("breastfeeding"), "minor")],
    rationale: "The Mayo Clinic says not to take flaxseed or flaxseed oil while breastfeeding.",
    sources: [SOURCE.flaxseed],
  }),
  scenario({
    id: "flaxseed-surgery",
    title: "Having an operation and takes flaxseed oil",
    conditions: ["having an operation"],
    stack: FLAXSEED_OIL,
    flags: [flag("flaxseed", cond("having an operation"), "minor")],
    rationale:
      "Flaxseed oil might lessen the blood's ability to clot; the surgical team may ask you to stop it first.",
    sources: [SOURCE.flaxseed],
  }),
  scenario({
    id: "yohimbe-cirrhosis",
    title: "Has liver cirrhosis and wants yohimbe",
    conditions: ["cirrhosis"],
    stack: YOHIMBE,
    flags: [flag("yohimbe", cond("cirrhosis"), "moderate")],
    rationale: "Commission E says yohimbe preparations should not be used with existing liver disease.",
    sources: [SOURCE.yohimbe],
  }),
  scenario({
    id: "yohimbe-ckd",
    title: "Has chronic kidney disease and wants yohimbe",
    conditions: ["chronic kidney disease"],
    stack: YOHIMBE,
    flags: [flag("yohimbe", cond("chronic kidney disease"), "moderate")],
    rationale: "Commission E says yohimbe preparations should not be used with existing kidney disease.",
    sources: [SOURCE.yohimbe],
  }),
  scenario({
    id: "aloe-lanoxin",
    title: "On Lanoxin for atrial fibrillation and takes aloe for constipation",
    medicines: ["Lanoxin"],
    stack: ALOE_LATEX,
    flags: [flag("aloe-vera", med("Lanoxin"), "major")],
    rationale:
      "Aloe latex lowers potassium, which raises the risk of digoxin side effects; the sources say not to combine them.",
    sources: [SOURCE.aloe, SOURCE.aloeDigoxin],
  }),
  scenario({
    id: "aloe-furosemide",
    title: "Takes furosemide water tablets and aloe latex",
    medicines: ["furosemide 40mg"],
    stack: ALOE_LATEX,
    flags: [flag("aloe-vera", med("furosemide 40mg"), "minor")],
    rationale: "Aloe latex with diuretics might lower potassium too much.",
    sources: [SOURCE.aloe],
  }),
  scenario({
    id: "aloe-gliclazide",
    title: "Type 2 diabetes on gliclazide, drinks aloe for digestion",
    medicines: ["gliclazide"],
    stack: ALOE_LATEX,
    flags: [flag("aloe-vera", med("gliclazide"), "minor")],
    rationale: "Aloe taken by mouth with diabetes medicines might raise the risk of low blood sugar.",
    sources: [SOURCE.aloe, SOURCE.aloeDigoxin],
  }),
  scenario({
    id: "aloe-clopidogrel",
    title: "On clopidogrel after a stent and takes aloe by mouth",
    medicines: ["clopidogrel"],
    stack: ALOE_LATEX,
    flags: [flag("aloe-vera", med("clopidogrel"), "minor")],
    rationale:
      "Aloe taken by mouth might slow blood clotting, so with antiplatelet medicines it might lead to more bleeding.",
    sources: [SOURCE.aloe],
  }),
  scenario({
    id: "goldenseal-epilepsy",
    title: "Has epilepsy and buys goldenseal for a cold",
    conditions: ["epilepsy"],
    stack: GOLDENSEAL,
    flags: [flag("goldenseal", cond("epilepsy"), "moderate")],
    rationale: "The MSD Manual says people with a seizure disorder should not take goldenseal.",
    sources: [SOURCE.goldenseal],
  }),
  scenario({
    id: "goldenseal-metformin",
    title: "Type 2 diabetes on metformin, takes goldenseal",
    medicines: ["metformin 500mg"],
    stack: GOLDENSEAL,
    flags: [flag("goldenseal", med("metformin 500mg"), "minor")],
    rationale:
      "The berberine in goldenseal may increase the blood-sugar-lowering effect of diabetes medicines.",
    sources: [SOURCE.goldenseal],
  }),
  scenario({
    id: "liquorice-phenelzine",
    title: "On phenelzine (Nardil) and takes liquorice root",
    medicines: ["Nardil"],
    stack: LIQUORICE,
    flags: [flag("licorice-root", med("Nardil"), "minor")],
    rationale:
      "Some experts believe liquorice acts like an MAO inhibitor and may intensify their side effects.",
    sources: [SOURCE.licorice],
  }),
  scenario({
    id: "liquorice-hrt",
    title: "Uses Elleste Duet HRT and takes liquorice root",
    medicines: ["Elleste Duet"],
    stack: LIQUORICE,
    flags: [flag("licorice-root", med("Elleste Duet"), "minor")],
    rationale: "Liquorice may increase or decrease the effects of oestrogens.",
    sources: [SOURCE.licorice],
  }),
  scenario({
    id: "liquorice-low-potassium",
    title: "Told her potassium is low (3.2) and takes liquorice root",
    conditions: ["potassium 3.2"],
    stack: LIQUORICE,
    flags: [flag("licorice-root", cond("potassium 3.2"), "major")],
    rationale:
      "Regular glycyrrhizin intake lowers plasma potassium, and hypokalaemia is listed among liquorice's contraindications.",
    sources: [SOURCE.licoriceMetaAnalysis, SOURCE.licoricePdr],
  }),
  scenario({
    id: "liquorice-cirrhosis",
    title: "Has liver cirrhosis and takes liquorice root",
    conditions: ["liver cirrhosis"],
    stack: LIQUORICE,
    flags: [flag("licorice-root", cond("liver cirrhosis"), "major")],
    rationale:
      "Cirrhosis of the liver and cholestatic liver disease are listed among liquorice's contraindications.",
    sources: [SOURCE.licoricePdr],
  }),
  scenario({
    id: "liquorice-gallstones",
    title: "Has gallstones and takes liquorice root",
    conditions: ["gallstones"],
    stack: LIQUORICE,
    noFlags: [noFlag("licorice-root", cond("gallstones"))],
    rationale: "The liquorice contraindications name liver disease, not gallstones.",
    sources: [SOURCE.licoricePdr],
  }),
  scenario({
    id: "butterbur-pregnant",
    title: "Pregnant and takes PA-free butterbur for migraine",
    conditions: ["pregnant"],
    stack: capsules("Butterbur root extract 75 mg capsules", "butterbur", 75),
    flags: [flag("butterbur", cond("pregnant"), "moderate")],
    rationale:
      "The butterbur leaflet says not to use it if you are pregnant or plan to become pregnant soon.",
    sources: [SOURCE.butterbur],
  }),
  scenario({
    id: "dandelion-breast-cancer",
    title: "Had ER-positive breast cancer and takes dandelion root",
    conditions: ["oestrogen receptor positive breast cancer"],
    stack: DANDELION,
    flags: [flag("dandelion", cond("oestrogen receptor positive breast cancer"), "moderate")],
    rationale:
      "Memorial Sloan Kettering says not to take dandelion with hormone-sensitive cancers, as it may increase their growth.",
    sources: [SOURCE.dandelion],
  }),
  scenario({
    id: "dandelion-ckd",
    title: "Chronic kidney disease and drinks dandelion as a supplement",
    conditions: ["CKD stage 3"],
    stack: DANDELION,
    flags: [flag("dandelion", cond("CKD stage 3"), "moderate")],
    rationale:
      "Memorial Sloan Kettering says not to take dandelion with chronic kidney disease, because its oxalates can accumulate.",
    sources: [SOURCE.dandelion],
  }),
  scenario({
    id: "elderberry-surgery",
    title: "Upcoming surgery while taking Sambucol elderberry liquid",
    conditions: ["upcoming surgery"],
    stack: take(PRODUCT.elderberry),
    flags: [flag("elderberry", cond("upcoming surgery"), "moderate")],
    rationale: PERIOP,
    sources: [SOURCE.periop],
  }),
  scenario({
    id: "goldenseal-surgery",
    title: "Planned operation while taking goldenseal",
    conditions: ["planned operation"],
    stack: GOLDENSEAL,
    flags: [flag("goldenseal", cond("planned operation"), "moderate")],
    rationale: PERIOP,
    sources: [SOURCE.periop],
  }),
];

// Medicines and conditions the same pages do not name for these herbs.
const NEGATIVES: ScenarioInput[] = [
  scenario({
    id: "red-clover-amlodipine",
    title: "On amlodipine for blood pressure and takes red clover",
    medicines: ["amlodipine 5mg"],
    stack: RED_CLOVER,
    noFlags: [noFlag("red-clover", med("amlodipine 5mg"))],
    rationale:
      "The red clover monograph names hormonal medicines, tamoxifen and letrozole, not blood pressure tablets.",
    sources: [SOURCE.redClover],
  }),
  scenario({
    id: "soy-amlodipine",
    title: "On amlodipine and takes soy isoflavones",
    medicines: ["amlodipine"],
    stack: SOY,
    noFlags: [noFlag("soy-isoflavones", med("amlodipine"))],
    rationale:
      "Memorial Sloan Kettering's soy page names tamoxifen and aromatase inhibitors, not amlodipine.",
    sources: [SOURCE.soy],
  }),
  scenario({
    id: "kava-lisinopril",
    title: "On lisinopril and tries kava",
    medicines: ["lisinopril 10mg"],
    stack: KAVA,
    noFlags: [noFlag("kava", med("lisinopril 10mg"))],
    rationale: "The kava pages read name sedating medicines and alprazolam, not blood pressure tablets.",
    sources: [SOURCE.kava],
  }),
  scenario({
    id: "astragalus-paracetamol",
    title: "Takes paracetamol now and then with astragalus",
    medicines: ["paracetamol"],
    stack: ASTRAGALUS,
    noFlags: [noFlag("astragalus", med("paracetamol"))],
    rationale: "The astragalus page names medicines that suppress the immune system, not paracetamol.",
    sources: [SOURCE.astragalus],
  }),
  scenario({
    id: "yohimbe-asthma",
    title: "Has asthma and asks about yohimbe",
    conditions: ["asthma"],
    stack: YOHIMBE,
    noFlags: [noFlag("yohimbe", cond("asthma"))],
    rationale: "The Commission E monograph names liver and kidney disease, not asthma.",
    sources: [SOURCE.yohimbe],
  }),
  scenario({
    id: "goldenseal-hay-fever",
    title: "Has hay fever and takes goldenseal",
    conditions: ["hay fever"],
    stack: GOLDENSEAL,
    noFlags: [noFlag("goldenseal", cond("hay fever"))],
    rationale:
      "The MSD Manual names pregnancy, breastfeeding, seizure disorders and clotting problems, not hay fever.",
    sources: [SOURCE.goldenseal],
  }),
  scenario({
    id: "dandelion-asthma",
    title: "Has asthma and takes dandelion root",
    conditions: ["asthma"],
    stack: DANDELION,
    noFlags: [noFlag("dandelion", cond("asthma"))],
    rationale: "The dandelion page names hormone-sensitive cancers and kidney disease, not asthma.",
    sources: [SOURCE.dandelion],
  }),
  scenario({
    id: "aloe-asthma",
    title: "Has asthma and takes aloe by mouth",
    conditions: ["asthma"],
    stack: ALOE_LATEX,
    noFlags: [noFlag("aloe-vera", cond("asthma"))],
    rationale: "The aloe interactions the Mayo Clinic lists are with medicines; asthma is not named.",
    sources: [SOURCE.aloe],
  }),
  scenario({
    id: "elderberry-after-operation",
    title: "'After my operation' while taking Sambucol elderberry liquid",
    conditions: ["after my operation"],
    stack: take(PRODUCT.elderberry),
    noFlags: [noFlag("elderberry", cond("after my operation"))],
    rationale: `${PERIOP} 'After my operation' says it has already happened.`,
    sources: [SOURCE.periop],
  }),
];

export const HERBS_B_SCENARIOS: ScenarioInput[] = [...POSITIVES, ...NEGATIVES];
