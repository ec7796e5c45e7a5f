// Herbs with the medicines their product information and monographs name — ginkgo with dabigatran, nifedipine,
// medicines the gut's P-glycoprotein pump carries and epilepsy; St John's wort with P-glycoprotein medicines;
// passion flower with sleeping tablets; enteric-coated peppermint oil with acid reducers; black cohosh and agnus
// castus with hormone medicines and conditions; sage with benzodiazepines and barbiturates;
// lavender with sleep and anxiety medicines; ginseng with diabetes medicines; hawthorn with heart pills; rhodiola and feverfew with the conditions their leaflets name;
// ginger and dandelion with ulcers and gallstones; horse chestnut with warfarin — phrased as people
// type them, and everyday medicines the same sources do not name, which must not alarm.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const GINKGO_PRODUCT_INFORMATION: Source = {
  title: "Ginkgo biloba: interactions and precautions (EU product information wording)",
  publisher: "RxReasoner (copy of European product information)",
  url: "https://rxreasoner.com/substances/ginkgo/precautions",
};
const GINKGO_IRISH_SMPC: Source = {
  title: "Ginkgo Biloba Pharma Nord film-coated tablets: SmPC sections 4.3 to 4.5",
  publisher: "RxReasoner (copy of the Irish SmPC)",
  url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
};
const PGP_GLOSSARY: Source = {
  title: "P-glycoprotein substrates (glossary)",
  publisher: "Examine.com",
  url: "https://cf.examinecdn.com/glossary/p-glycoprotein-substrates",
};
const SJW_REVIEW: Source = {
  title: "Drug Interactions with St John's Wort: Mechanisms and Clinical Implications",
  publisher: "Drug Safety (Springer)",
  url: "https://rd.springer.com/article/10.2165/00002018-200427110-00003",
};
const PASSIONFLOWER_MONOGRAPH: Source = {
  title: "Monograph: Passionflower (risk information)",
  publisher: "Health Canada, Natural Health Products Ingredients Database",
  url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/monoReq.do?id=145&lang=eng",
};
const COLPERMIN_LEAFLET: Source = {
  title: "Colpermin 187 mg hard gastro-resistant capsules: patient information leaflet",
  publisher: "OlaDoctor (English text of the Spanish Colpermin leaflet)",
  url: "https://oladoctor.com/en/medicines/spain/colpermin-187-mg-capsulas-duras-gastrorresistentes",
};

const BLACK_COHOSH_LEAFLET: Source = {
  title: "Boots Black Cohosh Menopause Relief Tablets: patient information leaflet",
  publisher: "electronic medicines compendium (emc)",
  url: "https://medicines.org.uk/emc/product/8335/pil",
};
const TGA_VITEX: Source = {
  title: "Vitex agnus-castus and oral contraceptives: safety advisory",
  publisher: "Therapeutic Goods Administration (Australia)",
  url: "https://tga.gov.au/node/284484",
};

const SAGE_SMPC: Source = {
  title: "Menoforce Sage tablets: summary of product characteristics",
  publisher: "Medine.co.uk (copy of the UK SmPC)",
  url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
};

const LAVENDER_SMPC: Source = {
  title: "Kalms Lavender One-a-Day capsules: summary of product characteristics",
  publisher: "Medine.co.uk (copy of the UK SmPC)",
  url: "https://imedi.co.uk/kalms-lavender-one-a-day-capsules/summary",
};
const NCCAM_NOTES: Source = {
  title: "Dandelion, lavender, passionflower and butterbur: safety and precautions (NCCAM notes)",
  publisher: "Youth Health Magazine",
  url: "https://youthhealthmag.com/articles/7361/20150113/dandelion-lavender-passionflower-and-butterbur-safety-and-precautions.htm",
};
const RHODIOLA_SMPC: Source = {
  title: "Vitano Rhodiola Tablets: summary of product characteristics",
  publisher: "Medine.co.uk (copy of the UK SmPC)",
  url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
};
const FEVERFEW_LEAFLET: Source = {
  title: "Migraine Relief Feverfew Capsules: patient information leaflet",
  publisher: "Medine.co.uk (copy of the UK leaflet)",
  url: "https://imedi.co.uk/migraherb-migraine-relief-capsules",
};

const SPS_TURMERIC: Source = {
  title: "Turmeric: potential adverse effects and interactions",
  publisher: "Specialist Pharmacy Service (NHS)",
  url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
};

const HERBS_AT_A_GLANCE: Source = {
  title: "Key safety issues as identified in the NCCAM Herbs at a Glance monographs",
  publisher: "BMC Medicine",
  url: "https://bmcmedicine.biomedcentral.com/articles/10.1186/1741-7015-9-94/tables/1",
};
const HERBAL_RISKS_TABLE: Source = {
  title: "Examples of popular herbal medicines and associated risks (table)",
  publisher: "Postgraduate Medical Journal (BMJ)",
  url: "https://pmj.bmj.com/highwire/markup/159471/expansion?width=1000&height=500&iframe=true&postprocessors=highwire_tables%2Chighwire_reclass%2Chighwire_figures%2Chighwire_math%2Chighwire_inline_linked_media%2Chighwire_embed",
};

const GINGER_SMPC: Source = {
  title: "Holland & Barrett Herbal Travel Sickness Tablets (ginger): summary of product characteristics",
  publisher: "Medine.co.uk (copy of the UK SmPC)",
  url: "https://imedi.co.uk/holland-barrett-herbal-travel-sickness-tablets/summary",
};
const DANDELION_SMPC: Source = {
  title: "Holland & Barrett Dandelion Capsules: summary of product characteristics",
  publisher: "Medine.co.uk (copy of the UK SmPC)",
  url: "https://imedi.co.uk/natures-garden-dandelion-capsules/summary",
};
const VENOSIN_LEAFLET: Source = {
  title: "Venosin retard 50 mg Kapseln (horse chestnut): Gebrauchsinformation",
  publisher: "Info-Patient.at (copy of the Austrian package leaflet)",
  url: "https://info-patient.at/venosin-retard-50-mg-kapseln-111516/beipackzettel",
};

function custom(name: string, ingredient: string, amount: number): StackItem {
  return { custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] }, servingsPerDay: 1 };
}

const GINKGO = take(PRODUCT.ginkgo);
const SJW = take(PRODUCT.stJohnsWort);
const PASSIONFLOWER = custom("Passion flower 425 mg tablets", "passionflower", 425);
const BLACK_COHOSH = take(PRODUCT.blackCohosh);
const AGNUS_CASTUS = take(PRODUCT.agnusCastus);
const SAGE = custom("Sage leaf 300 mg capsules for night sweats", "sage", 300);
const LAVENDER = custom("Lavender oil 80 mg one-a-day capsules", "lavender", 80);
const RHODIOLA = take(PRODUCT.rhodiola);
const FEVERFEW = take(PRODUCT.feverfew);
const TURMERIC = take(PRODUCT.curcumin);
const GINSENG = take(PRODUCT.ginseng);
const HAWTHORN = custom("Hawthorn 300 mg capsules", "hawthorn", 300);
const GINGER = custom("Ginger 250 mg travel sickness tablets", "ginger", 750);
const DANDELION = custom("Dandelion root 339 mg capsules", "dandelion", 339);
const HORSE_CHESTNUT = custom("Horse chestnut 300 mg tablets", "horse-chestnut", 300);
const PEPPERMINT = custom("Peppermint oil 187 mg gastro-resistant capsules", "peppermint-oil", 187);

const POSITIVES: ScenarioInput[] = [
  {
    id: "sc-herb-ginkgo-pradaxa",
    title: "On Pradaxa for atrial fibrillation and starts ginkgo for memory",
    profile: { medicines: ["Pradaxa"] },
    stack: [GINKGO],
    expect: { flags: [flag("ginkgo-biloba", med("Pradaxa"), "moderate", "major")] },
    rationale:
      "Ginkgo product information advises caution combining ginkgo with dabigatran: ginkgo may inhibit gut P-glycoprotein, raising dabigatran exposure, and may add to bleeding.",
    sources: [GINKGO_PRODUCT_INFORMATION],
  },
  {
    id: "sc-herb-ginkgo-adalat",
    title: "Takes Adalat for blood pressure and buys ginkgo tablets",
    profile: { medicines: ["Adalat"] },
    stack: [GINKGO],
    expect: { flags: [flag("ginkgo-biloba", med("Adalat"), "minor", "major")] },
    rationale:
      "One interaction study found ginkgo raised nifedipine's peak level, doubling it in some people, with dizziness and worse hot flushes.",
    sources: [GINKGO_PRODUCT_INFORMATION],
  },
  {
    id: "sc-herb-ginkgo-colchicine",
    title: "Gout patient on colchicine asks about ginkgo",
    profile: { medicines: ["colchicine"] },
    stack: [GINKGO],
    expect: { flags: [flag("ginkgo-biloba", med("colchicine"), "minor", "major")] },
    rationale:
      "Ginkgo may inhibit the gut's P-glycoprotein pump, raising exposure to medicines it carries; colchicine is one of them.",
    sources: [GINKGO_PRODUCT_INFORMATION, PGP_GLOSSARY],
  },
  {
    id: "sc-herb-ginkgo-epilepsy",
    title: "Has epilepsy and wants ginkgo for concentration",
    profile: { conditions: ["epilepsy"] },
    stack: [GINKGO],
    expect: { flags: [flag("ginkgo-biloba", cond("epilepsy"), "minor", "major")] },
    rationale:
      "Ginkgo product information says further seizures promoted by ginkgo cannot be excluded in epilepsy.",
    sources: [GINKGO_IRISH_SMPC],
  },
  {
    id: "sc-herb-sjw-colchicine",
    title: "Takes colchicine for gout flares and St John's wort for low mood",
    profile: { medicines: ["colchicine"] },
    stack: [SJW],
    expect: { flags: [flag("st-johns-wort", med("colchicine"), "minor", "major")] },
    rationale:
      "St John's wort induces the P-glycoprotein pump (and CYP3A4), lowering medicines that depend on it, colchicine among them.",
    sources: [SJW_REVIEW, PGP_GLOSSARY],
  },
  {
    id: "sc-herb-passionflower-zopiclone",
    title: "Uses zopiclone sleeping tablets and adds passion flower to sleep better",
    profile: { medicines: ["zopiclone"] },
    stack: [PASSIONFLOWER],
    expect: { flags: [flag("passionflower", med("zopiclone"), "moderate", "major")] },
    rationale:
      "Health Canada's monograph says passionflower with other medicines with sedative properties is not recommended.",
    sources: [PASSIONFLOWER_MONOGRAPH],
  },
  {
    id: "sc-herb-passionflower-diazepam",
    title: "On diazepam for anxiety and tries passion flower calming tablets",
    profile: { medicines: ["Diazepam"] },
    stack: [PASSIONFLOWER],
    expect: { flags: [flag("passionflower", med("Diazepam"), "moderate", "major")] },
    rationale: "Passionflower with medicines with sedative properties is not recommended (Health Canada).",
    sources: [PASSIONFLOWER_MONOGRAPH],
  },
  {
    id: "sc-herb-peppermint-nexium",
    title: "Takes Nexium for reflux and peppermint oil capsules for IBS",
    profile: { medicines: ["Nexium"] },
    stack: [PEPPERMINT],
    expect: { flags: [flag("peppermint-oil", med("Nexium"), "minor", "moderate")] },
    rationale:
      "The Colpermin leaflet says proton pump inhibitors taken at the same time could release the oil early; take them at least 2 hours apart.",
    sources: [COLPERMIN_LEAFLET],
  },
  {
    id: "sc-herb-peppermint-gaviscon",
    title: "Uses Gaviscon for heartburn and peppermint oil capsules for bloating",
    profile: { medicines: ["Gaviscon"] },
    stack: [PEPPERMINT],
    expect: { flags: [flag("peppermint-oil", med("Gaviscon"), "minor", "moderate")] },
    rationale: "Antacids at the same time could release the peppermint oil early (Colpermin leaflet).",
    sources: [COLPERMIN_LEAFLET],
  },
  {
    id: "sc-herb-peppermint-famotidine",
    title: "On famotidine for indigestion and peppermint oil for IBS",
    profile: { medicines: ["famotidine"] },
    stack: [PEPPERMINT],
    expect: { flags: [flag("peppermint-oil", med("famotidine"), "minor", "moderate")] },
    rationale:
      "H2 receptor antagonists at the same time could release the peppermint oil early (Colpermin leaflet).",
    sources: [COLPERMIN_LEAFLET],
  },
  {
    id: "sc-herb-black-cohosh-evorel",
    title: "Uses Evorel HRT patches and wants black cohosh for hot flushes too",
    profile: { medicines: ["Evorel"] },
    stack: [BLACK_COHOSH],
    expect: { flags: [flag("black-cohosh", med("Evorel"), "moderate", "major")] },
    rationale:
      "The UK black cohosh leaflet says not to take it with a medicine containing oestrogen unless the doctor advises it is safe.",
    sources: [BLACK_COHOSH_LEAFLET],
  },
  {
    id: "sc-herb-black-cohosh-microgynon",
    title: "On Microgynon and buys black cohosh for period symptoms",
    profile: { medicines: ["Microgynon"] },
    stack: [BLACK_COHOSH],
    expect: { flags: [flag("black-cohosh", med("Microgynon"), "moderate", "major")] },
    rationale:
      "Microgynon contains an oestrogen; the leaflet says not with oestrogen medicines unless the doctor agrees.",
    sources: [BLACK_COHOSH_LEAFLET],
  },
  {
    id: "sc-herb-black-cohosh-kidney",
    title: "Has chronic kidney disease and asks about black cohosh",
    profile: { conditions: ["chronic kidney disease"] },
    stack: [BLACK_COHOSH],
    expect: { flags: [flag("black-cohosh", cond("chronic kidney disease"), "moderate")] },
    rationale: "The UK leaflet says not to take black cohosh with liver or kidney problems.",
    sources: [BLACK_COHOSH_LEAFLET],
  },
  {
    id: "sc-herb-black-cohosh-breast-cancer",
    title: "Had breast cancer treatment and wants black cohosh for menopause",
    profile: { conditions: ["breast cancer"] },
    stack: [BLACK_COHOSH],
    expect: { flags: [flag("black-cohosh", cond("breast cancer"), "moderate")] },
    rationale:
      "The UK leaflet says not to take it after treatment for breast cancer or another hormone-dependent tumour.",
    sources: [BLACK_COHOSH_LEAFLET],
  },
  {
    id: "sc-herb-agnus-castus-cerazette",
    title: "Takes Cerazette (the mini pill) and agnus castus for PMS",
    profile: { medicines: ["Cerazette"] },
    stack: [AGNUS_CASTUS],
    expect: { flags: [flag("chasteberry", med("Cerazette"), "minor", "major")] },
    rationale:
      "An unintended pregnancy was reported with agnus castus and a progestogen-only pill; regulators advise checking with a health practitioner first.",
    sources: [TGA_VITEX],
  },
  {
    id: "sc-herb-sage-diazepam",
    title: "Takes diazepam and sage tablets for menopausal sweats",
    profile: { medicines: ["diazepam"] },
    stack: [SAGE],
    expect: { flags: [flag("sage", med("diazepam"), "moderate", "major")] },
    rationale:
      "UK sage product information says sage might influence medicines acting via GABA receptors, such as benzodiazepines, and not to combine them.",
    sources: [SAGE_SMPC],
  },
  {
    id: "sc-herb-sage-phenobarbitone",
    title: "Epilepsy controlled on phenobarbitone and wants sage for hot flushes",
    profile: { medicines: ["phenobarbitone"] },
    stack: [SAGE],
    expect: { flags: [flag("sage", med("phenobarbitone"), "moderate", "major")] },
    rationale: "Barbiturates are named with benzodiazepines as medicines sage should not be combined with.",
    sources: [SAGE_SMPC],
  },
  {
    id: "sc-herb-sage-pregnancy",
    title: "Pregnant and asks about sage capsules",
    profile: { conditions: ["pregnant"] },
    stack: [SAGE],
    expect: { flags: [flag("sage", cond("pregnant"), "minor")] },
    rationale: "Safety in pregnancy has not been established, so use is not recommended (UK sage SmPC).",
    sources: [SAGE_SMPC],
  },
  {
    id: "sc-herb-lavender-zopiclone",
    title: "Takes zopiclone at night and lavender oil capsules for anxiety",
    profile: { medicines: ["zopiclone"] },
    stack: [LAVENDER],
    expect: { flags: [flag("lavender", med("zopiclone"), "moderate", "major")] },
    rationale:
      "UK lavender oil capsule product information says not to take them with other medicines for sleep or anxiety.",
    sources: [LAVENDER_SMPC],
  },
  {
    id: "sc-herb-lavender-lorazepam",
    title: "Prescribed lorazepam for panic attacks and buys lavender capsules",
    profile: { medicines: ["lorazepam"] },
    stack: [LAVENDER],
    expect: { flags: [flag("lavender", med("lorazepam"), "moderate", "major")] },
    rationale:
      "Lorazepam is a medicine for anxiety; the lavender product information says not to combine them.",
    sources: [LAVENDER_SMPC],
  },
  {
    id: "sc-herb-lavender-codeine",
    title: "Codeine for back pain and lavender capsules to relax",
    profile: { medicines: ["codeine"] },
    stack: [LAVENDER],
    expect: { flags: [flag("lavender", med("codeine"), "minor", "major")] },
    rationale:
      "NCCAM notes that lavender with sedative medicines may increase drowsiness; codeine causes drowsiness.",
    sources: [NCCAM_NOTES],
  },
  {
    id: "sc-herb-rhodiola-kidney",
    title: "Has kidney disease and wants rhodiola for tiredness",
    profile: { conditions: ["kidney disease"] },
    stack: [RHODIOLA],
    expect: { flags: [flag("rhodiola", cond("kidney disease"), "moderate")] },
    rationale:
      "UK rhodiola product information lists impaired kidney or liver function as a contraindication.",
    sources: [RHODIOLA_SMPC],
  },
  {
    id: "sc-herb-feverfew-ragweed",
    title: "Ragweed allergy and feverfew for migraines",
    profile: { conditions: ["ragweed allergy"] },
    stack: [FEVERFEW],
    expect: { flags: [flag("feverfew", cond("ragweed allergy"), "moderate")] },
    rationale:
      "The UK feverfew leaflet says not to take it with an allergy to daisy-family plants such as ragweed.",
    sources: [FEVERFEW_LEAFLET],
  },
  {
    id: "sc-herb-turmeric-gallstones",
    title: "Has gallstones and wants turmeric capsules for joint pain",
    profile: { conditions: ["gallstones"] },
    stack: [TURMERIC],
    expect: { flags: [flag("turmeric-curcumin", cond("gallstones"), "moderate")] },
    rationale:
      "The NHS Specialist Pharmacy Service says turmeric and curcumin should not be taken with gallstones.",
    sources: [SPS_TURMERIC],
  },
  {
    id: "sc-herb-turmeric-tacrolimus",
    title: "Kidney transplant patient on tacrolimus asks about turmeric",
    profile: { medicines: ["tacrolimus"] },
    stack: [TURMERIC],
    expect: { flags: [flag("turmeric-curcumin", med("tacrolimus"), "minor", "major")] },
    rationale: "People on immunosuppressants should use turmeric and curcumin with caution (NHS SPS).",
    sources: [SPS_TURMERIC],
  },
  {
    id: "sc-herb-ginseng-gliclazide",
    title: "Type 2 diabetes on gliclazide and starts Korean ginseng for energy",
    profile: { medicines: ["gliclazide"] },
    stack: [GINSENG],
    expect: { flags: [flag("ginseng", med("gliclazide"), "minor", "major")] },
    rationale:
      "People with diabetes should use extra caution with Asian ginseng, especially with medicines that lower blood sugar (NIH Herbs at a Glance).",
    sources: [HERBS_AT_A_GLANCE],
  },
  {
    id: "sc-herb-garlic-invirase",
    title: "HIV treatment with Invirase and garlic capsules for cholesterol",
    profile: { medicines: ["Invirase"] },
    stack: [take(PRODUCT.garlic)],
    expect: { flags: [flag("garlic", med("Invirase"), "moderate", "major")] },
    rationale: "Garlic interferes with the effectiveness of saquinavir (NIH Herbs at a Glance).",
    sources: [HERBS_AT_A_GLANCE],
  },
  {
    id: "sc-herb-hawthorn-lanoxin",
    title: "Takes Lanoxin heart pills and hawthorn for the heart",
    profile: { medicines: ["Lanoxin"] },
    stack: [HAWTHORN],
    expect: { flags: [flag("hawthorn", med("Lanoxin"), "minor", "major")] },
    rationale: "Cardiac glycosides such as digoxin are listed among hawthorn's potential interactions.",
    sources: [HERBAL_RISKS_TABLE],
  },
  {
    id: "sc-herb-ginger-stomach-ulcer",
    title: "Has a stomach ulcer and buys ginger tablets for travel sickness",
    profile: { conditions: ["stomach ulcer"] },
    stack: [GINGER],
    expect: { flags: [flag("ginger", cond("stomach ulcer"), "moderate")] },
    rationale: "UK ginger product information lists peptic or duodenal ulcer as a contraindication.",
    sources: [GINGER_SMPC],
  },
  {
    id: "sc-herb-dandelion-gallstones",
    title: "Gallstones and dandelion capsules as a water tablet",
    profile: { conditions: ["gallstones"] },
    stack: [DANDELION],
    expect: { flags: [flag("dandelion", cond("gallstones"), "moderate")] },
    rationale:
      "UK dandelion product information lists gallstones and bile duct obstruction as contraindications.",
    sources: [DANDELION_SMPC],
  },
  {
    id: "sc-herb-horse-chestnut-warfarin",
    title: "Warfarin patient wants horse chestnut for varicose veins",
    profile: { medicines: ["warfarin"] },
    stack: [HORSE_CHESTNUT],
    expect: { flags: [flag("horse-chestnut", med("warfarin"), "minor", "major")] },
    rationale:
      "A licensed horse chestnut leaflet reports single cases of an increased anticoagulant effect and asks for clotting to be checked more often.",
    sources: [VENOSIN_LEAFLET],
  },
];

const NEGATIVES: ScenarioInput[] = [
  {
    id: "sc-herb-dandelion-hay-fever",
    title: "Cetirizine for hay fever and dandelion capsules",
    profile: { medicines: ["cetirizine"] },
    stack: [DANDELION],
    expect: { noFlags: [noFlag("dandelion", med("cetirizine"))] },
    rationale: "UK dandelion product information names no interacting medicine.",
    sources: [DANDELION_SMPC],
  },
  {
    id: "sc-herb-ginseng-hay-fever",
    title: "Cetirizine for hay fever and Korean ginseng",
    profile: { medicines: ["cetirizine"] },
    stack: [GINSENG],
    expect: { noFlags: [noFlag("ginseng", med("cetirizine"))] },
    rationale: "No source names antihistamines among ginseng's interactions.",
    sources: [HERBS_AT_A_GLANCE],
  },
  {
    id: "sc-herb-lavender-amlodipine",
    title: "Amlodipine and lavender oil capsules",
    profile: { medicines: ["amlodipine"] },
    stack: [LAVENDER],
    expect: { noFlags: [noFlag("lavender", med("amlodipine"))] },
    rationale: "The lavender product information names medicines for sleep or anxiety only.",
    sources: [LAVENDER_SMPC],
  },
  {
    id: "sc-herb-rhodiola-hay-fever",
    title: "Hay fever tablets and rhodiola",
    profile: { medicines: ["cetirizine"] },
    stack: [RHODIOLA],
    expect: { noFlags: [noFlag("rhodiola", med("cetirizine"))] },
    rationale: "UK rhodiola product information names no interacting medicine.",
    sources: [RHODIOLA_SMPC],
  },
  {
    id: "sc-herb-sage-amlodipine",
    title: "Amlodipine and sage capsules for night sweats",
    profile: { medicines: ["amlodipine"] },
    stack: [SAGE],
    expect: { noFlags: [noFlag("sage", med("amlodipine"))] },
    rationale: "The sage product information names only medicines acting via GABA receptors.",
    sources: [SAGE_SMPC],
  },
  {
    id: "sc-herb-black-cohosh-cerazette",
    title: "On the progestogen-only pill Cerazette and takes black cohosh",
    profile: { medicines: ["Cerazette"] },
    stack: [BLACK_COHOSH],
    expect: { noFlags: [noFlag("black-cohosh", med("Cerazette"))] },
    rationale:
      "The leaflet's warning is about medicines containing oestrogen; Cerazette contains only a progestogen.",
    sources: [BLACK_COHOSH_LEAFLET],
  },
  {
    id: "sc-herb-agnus-castus-amlodipine",
    title: "Amlodipine for blood pressure and agnus castus",
    profile: { medicines: ["amlodipine"] },
    stack: [AGNUS_CASTUS],
    expect: { noFlags: [noFlag("chasteberry", med("amlodipine"))] },
    rationale: "The regulators name hormone and dopamine medicines, not blood pressure tablets.",
    sources: [TGA_VITEX],
  },
  {
    id: "sc-herb-peppermint-amlodipine",
    title: "Takes amlodipine and peppermint oil capsules",
    profile: { medicines: ["amlodipine"] },
    stack: [PEPPERMINT],
    expect: { noFlags: [noFlag("peppermint-oil", med("amlodipine"))] },
    rationale: "The Colpermin leaflet names only acid reducers and food; nothing should be flagged.",
    sources: [COLPERMIN_LEAFLET],
  },
  {
    id: "sc-herb-passionflower-levothyroxine",
    title: "Thyroid tablets and passion flower",
    profile: { medicines: ["levothyroxine"] },
    stack: [PASSIONFLOWER],
    expect: { noFlags: [noFlag("passionflower", med("levothyroxine"))] },
    rationale: "The passionflower monograph names sedating products only; levothyroxine is not one.",
    sources: [PASSIONFLOWER_MONOGRAPH],
  },
  {
    id: "sc-herb-ginkgo-paracetamol",
    title: "Paracetamol for headaches and ginkgo tablets",
    profile: { medicines: ["paracetamol"] },
    stack: [GINKGO],
    expect: { noFlags: [noFlag("ginkgo-biloba", med("paracetamol"))] },
    rationale:
      "Ginkgo product information names anticoagulants, antiplatelets and NSAIDs, dabigatran, nifedipine and efavirenz, not paracetamol.",
    sources: [GINKGO_PRODUCT_INFORMATION],
  },
  {
    id: "sc-herb-peppermint-hay-fever",
    title: "Cetirizine for hay fever and peppermint oil capsules",
    profile: { medicines: ["cetirizine"] },
    stack: [PEPPERMINT],
    expect: { noFlags: [noFlag("peppermint-oil", med("cetirizine"))] },
    rationale: "No acid reducer is involved, so the peppermint oil coating is not affected.",
    sources: [COLPERMIN_LEAFLET],
  },
];

export const HERB_MONOGRAPH_SCENARIOS: ScenarioInput[] = [...POSITIVES, ...NEGATIVES];
