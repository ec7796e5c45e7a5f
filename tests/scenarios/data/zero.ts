// The zero round: garcinia cambogia with SSRI antidepressants, liver disease and bipolar disorder, chitosan with
// warfarin and a shellfish allergy, bitter orange with heart rhythm problems, an overactive thyroid and pregnancy,
// L-arginine after a heart attack, chamomile with blood thinners, sedatives and iron, bilberry with diabetes and
// blood-thinning medicines, and evening primrose oil with phenothiazine antipsychotics — and medicines and conditions
// those sources do not name, which must not alarm. Only evening primrose oil and iron have catalogue products here;
// the other stacks are made-up labels (engine only).
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const SOURCE = {
  garciniaCase: {
    title: "Serotonin toxicity associated with Garcinia cambogia over-the-counter supplement",
    publisher: "Journal of Medical Toxicology (PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC4252288",
  },
  garcinia: {
    title: "Garcinia: special precautions and warnings",
    publisher: "WebMD",
    url: "https://webmd.com/vitamins-supplements/ingredientmono-818-garcinia.aspx",
  },
  bitterOrange: {
    title: "Bitter Orange: clinical overview",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/npp/bitter-orange.html",
  },
  chitosanWarfarin: {
    title: "Chitosan potentiation of warfarin effect",
    publisher: "Annals of Pharmacotherapy",
    url: "https://doi.org/10.1345/aph.1K173",
  },
  chitosan: {
    title: "Chitosan: warnings",
    publisher: "MedicineNet",
    url: "https://www.medicinenet.com/chitosan/article.htm",
  },
  arginine: {
    title: "L-arginine does not help after heart attack, may harm",
    publisher: "HealthDay",
    url: "https://consumer.healthday.com/cardiology-2/misc-stroke-related-heart-news-360/l-arginine-does-not-help-after-heart-attack-may-harm-501170.html",
  },
  merck: {
    title: "Some possible herb–drug interactions (Merck Manual Consumer Version)",
    publisher: "Merck Manuals",
    url: "https://www.merckmanuals.com/en-ca/home/multimedia/table/v833414",
  },
  familyDoctor: {
    title: "Examples of dietary supplement interactions",
    publisher: "familydoctor.org (American Academy of Family Physicians)",
    url: "https://familydoctor.org/drug-nutrient-interactions-and-drug-supplement-interactions-examples-of-dietary-supplement-interactions",
  },
  bromelain: {
    title: "Bromelain (About Herbs)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/bromelain",
  },
  grapeSeed: {
    title: "Grape Seed (About Herbs)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/grape-seed",
  },
  glutamine: {
    title: "L-glutamine (Integrative Oncology Cancer Toolkit)",
    publisher: "University of Arizona",
    url: "https://toolkit.awcim.arizona.edu/cancertoolkit/l_glutamine.html",
  },
  quercetin: {
    title: "Quercetin (About Herbs)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/quercetin",
  },
  fenugreek: {
    title: "Fenugreek (About Herbs)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/fenugreek",
  },
  gla: {
    title: "Possible interactions with gamma-linolenic acid (GLA)",
    publisher: "St. Luke's Hospital health library",
    url: "https://stlukes-stl.com/health-content/medicine/33/000960.htm",
  },
} satisfies Record<string, Source>;

function capsules(name: string, ingredient: string, amount: number): StackItem {
  return { custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] }, servingsPerDay: 1 };
}

const GARCINIA = capsules("Garcinia cambogia 500 mg capsules", "garcinia-cambogia", 500);
const BITTER_ORANGE = capsules("Bitter orange extract 300 mg capsules", "bitter-orange", 300);
const CHITOSAN = capsules("Chitosan 500 mg capsules", "chitosan", 500);
const ARGININE = capsules("L-arginine 1,000 mg tablets", "arginine", 1000);
const CHAMOMILE = capsules("Chamomile flower extract 400 mg capsules", "chamomile", 400);
const BILBERRY = capsules("Bilberry extract 80 mg capsules", "bilberry", 80);
const BROMELAIN = capsules("Bromelain 500 mg tablets", "bromelain", 500);
const QUERCETIN = capsules("Quercetin 500 mg capsules", "quercetin", 500);
const FENUGREEK = capsules("Fenugreek seed 600 mg capsules", "fenugreek", 600);
const GRAPE_SEED = capsules("Grape seed extract 100 mg capsules", "grape-seed-extract", 100);

interface Case {
  id: string;
  title: string;
  medicines?: string[];
  conditions?: string[];
  stack: StackItem | StackItem[];
  flags?: ScenarioInput["expect"]["flags"];
  noFlags?: ScenarioInput["expect"]["noFlags"];
  rationale: string;
  sources: Source[];
}

function scenario(entry: Case): ScenarioInput {
  return {
    id: `sc-zero-${entry.id}`,
    title: entry.title,
    profile: { medicines: entry.medicines ?? [], conditions: entry.conditions ?? [] },
    stack: Array.isArray(entry.stack) ? entry.stack : [entry.stack],
    expect: { flags: entry.flags ?? [], noFlags: entry.noFlags ?? [] },
    rationale: entry.rationale,
    sources: entry.sources,
  };
}

const SEROTONIN =
  "A published case report describes serotonin toxicity when a garcinia cambogia supplement was added to an SSRI antidepressant taken safely for a year.";
const SYNEPHRINE =
  "The bitter orange monograph says to avoid synephrine in hypertension, tachyarrhythmia, hyperthyroidism and narrow-angle glaucoma, and to avoid it in pregnancy and breastfeeding.";

const POSITIVES: ScenarioInput[] = [
  scenario({
    id: "garcinia-cipralex",
    title: "On Cipralex (escitalopram) and buys garcinia cambogia to lose weight",
    medicines: ["Cipralex"],
    stack: GARCINIA,
    flags: [flag("garcinia-cambogia", med("Cipralex"), "moderate")],
    rationale: SEROTONIN,
    sources: [SOURCE.garciniaCase],
  }),
  scenario({
    id: "garcinia-sertraline",
    title: "Takes sertraline 50mg and starts a garcinia slimming capsule",
    medicines: ["sertraline 50mg"],
    stack: GARCINIA,
    flags: [flag("garcinia-cambogia", med("sertraline 50mg"), "moderate")],
    rationale: `${SEROTONIN} Sertraline is an SSRI like escitalopram.`,
    sources: [SOURCE.garciniaCase],
  }),
  scenario({
    id: "garcinia-cirrhosis",
    title: "Has cirrhosis and asks about garcinia cambogia",
    conditions: ["cirrhosis"],
    stack: GARCINIA,
    flags: [flag("garcinia-cambogia", cond("cirrhosis"), "moderate")],
    rationale: "WebMD says garcinia might harm the liver and not to use it with liver disease.",
    sources: [SOURCE.garcinia],
  }),
  scenario({
    id: "garcinia-bipolar",
    title: "Has bipolar disorder and wants garcinia for weight gain from medication",
    conditions: ["bipolar"],
    stack: GARCINIA,
    flags: [flag("garcinia-cambogia", cond("bipolar"), "moderate")],
    rationale: "WebMD says garcinia can worsen mania in bipolar disorder and not to use it.",
    sources: [SOURCE.garcinia],
  }),
  scenario({
    id: "chitosan-warfarin",
    title: "On warfarin for AF and takes a chitosan fat binder",
    medicines: ["warfarin"],
    stack: CHITOSAN,
    flags: [flag("chitosan", med("warfarin"), "moderate")],
    rationale:
      "A published case report describes a marked rise in INR each time a man on warfarin took chitosan, probably because it reduced vitamin K absorption.",
    sources: [SOURCE.chitosanWarfarin],
  }),
  scenario({
    id: "chitosan-shellfish",
    title: "Allergic to prawns and looking at chitosan capsules",
    conditions: ["allergic to prawns"],
    stack: CHITOSAN,
    flags: [flag("chitosan", cond("allergic to prawns"), "minor")],
    rationale: "MedicineNet says to use chitosan with caution with a shellfish allergy.",
    sources: [SOURCE.chitosan],
  }),
  scenario({
    id: "bitter-orange-af",
    title: "Has atrial fibrillation and finds bitter orange in a fat burner",
    conditions: ["atrial fibrillation"],
    stack: BITTER_ORANGE,
    flags: [flag("bitter-orange", cond("atrial fibrillation"), "moderate")],
    rationale: `${SYNEPHRINE} Atrial fibrillation is a fast, irregular heart rhythm.`,
    sources: [SOURCE.bitterOrange],
  }),
  scenario({
    id: "bitter-orange-overactive-thyroid",
    title: "Has an overactive thyroid and takes bitter orange for weight loss",
    conditions: ["overactive thyroid"],
    stack: BITTER_ORANGE,
    flags: [flag("bitter-orange", cond("overactive thyroid"), "moderate")],
    rationale: SYNEPHRINE,
    sources: [SOURCE.bitterOrange],
  }),
  scenario({
    id: "bitter-orange-pregnant",
    title: "Pregnant and still has bitter orange capsules",
    conditions: ["pregnant"],
    stack: BITTER_ORANGE,
    flags: [flag("bitter-orange", cond("pregnant"), "moderate")],
    rationale: SYNEPHRINE,
    sources: [SOURCE.bitterOrange],
  }),
  scenario({
    id: "arginine-after-mi",
    title: "Had a heart attack last year and buys L-arginine for his circulation",
    conditions: ["previous heart attack"],
    stack: ARGININE,
    flags: [flag("arginine", cond("previous heart attack"), "moderate")],
    rationale:
      "The VINTAGE MI trial was stopped early for more deaths with L-arginine after a heart attack, and its authors concluded it should not be recommended then.",
    sources: [SOURCE.arginine],
  }),
  scenario({
    id: "chamomile-apixaban",
    title: "On apixaban and takes chamomile capsules to sleep",
    medicines: ["apixaban"],
    stack: CHAMOMILE,
    flags: [flag("chamomile", med("apixaban"), "minor")],
    rationale: "The Merck Manual says chamomile taken with anticoagulants may increase the risk of bleeding.",
    sources: [SOURCE.merck],
  }),
  scenario({
    id: "chamomile-diazepam",
    title: "Takes diazepam and adds chamomile capsules at night",
    medicines: ["diazepam 5mg"],
    stack: CHAMOMILE,
    flags: [flag("chamomile", med("diazepam 5mg"), "minor")],
    rationale:
      "The Merck Manual says chamomile may intensify or prolong the effects of sedatives such as benzodiazepines.",
    sources: [SOURCE.merck],
  }),
  scenario({
    id: "chamomile-iron",
    title: "Takes Spatone iron sachets and chamomile capsules",
    stack: [CHAMOMILE, take(PRODUCT.spatone)],
    flags: [flag("chamomile", { ingredient: "iron" }, "minor")],
    rationale: "The Merck Manual says chamomile may reduce iron absorption.",
    sources: [SOURCE.merck],
  }),
  scenario({
    id: "bilberry-gliclazide",
    title: "Has type 2 diabetes on gliclazide and buys bilberry for his eyes",
    medicines: ["gliclazide"],
    stack: BILBERRY,
    flags: [flag("bilberry", med("gliclazide"), "minor")],
    rationale:
      "The American Academy of Family Physicians says bilberry can lower blood sugar to dangerously low levels with diabetes medicines.",
    sources: [SOURCE.familyDoctor],
  }),
  scenario({
    id: "bilberry-clopidogrel",
    title: "On clopidogrel after a stent and takes bilberry",
    medicines: ["clopidogrel"],
    stack: BILBERRY,
    flags: [flag("bilberry", med("clopidogrel"), "minor")],
    rationale:
      "The American Academy of Family Physicians says bilberry can slow blood clotting and increase bruising and bleeding with anticoagulant and antiplatelet medicines.",
    sources: [SOURCE.familyDoctor],
  }),
  scenario({
    id: "epo-chlorpromazine",
    title: "On chlorpromazine for schizophrenia and buys Efamol evening primrose oil",
    medicines: ["chlorpromazine"],
    stack: take(PRODUCT.eveningPrimrose),
    flags: [flag("evening-primrose-oil", med("chlorpromazine"), "moderate")],
    rationale:
      "A hospital health library says people taking phenothiazines such as chlorpromazine should not take evening primrose oil, as it may increase the risk of seizures.",
    sources: [SOURCE.gla],
  }),
  scenario({
    id: "bromelain-rivaroxaban",
    title: "On rivaroxaban (Xarelto) and buys bromelain for a sprained ankle",
    medicines: ["Xarelto"],
    stack: BROMELAIN,
    flags: [flag("bromelain", med("Xarelto"), "moderate")],
    rationale:
      'Memorial Sloan Kettering lists taking warfarin or other blood thinners under "Do Not Take If" for bromelain, because of bruising and bleeding.',
    sources: [SOURCE.bromelain],
  }),
  scenario({
    id: "bromelain-doxycycline",
    title: "Taking doxycycline for acne and bromelain tablets",
    medicines: ["doxycycline 100mg"],
    stack: BROMELAIN,
    flags: [flag("bromelain", med("doxycycline 100mg"), "minor")],
    rationale:
      'Memorial Sloan Kettering lists tetracycline antibiotics under "Do Not Take If" for bromelain, which may raise their blood and urine levels.',
    sources: [SOURCE.bromelain],
  }),
  scenario({
    id: "grape-seed-warfarin",
    title: "On warfarin and starts grape seed extract",
    medicines: ["warfarin 3mg"],
    stack: GRAPE_SEED,
    flags: [flag("grape-seed-extract", med("warfarin 3mg"), "moderate")],
    rationale:
      'Memorial Sloan Kettering lists taking warfarin or other blood thinners under "Do Not Take If" for grape seed.',
    sources: [SOURCE.grapeSeed],
  }),
  scenario({
    id: "glutamine-paclitaxel",
    title: "Having paclitaxel for breast cancer and adds glutamine powder",
    medicines: ["paclitaxel"],
    stack: take(PRODUCT.glutamine),
    flags: [flag("glutamine", med("paclitaxel"), "moderate")],
    rationale:
      "The University of Arizona's integrative oncology toolkit says glutamine should not be taken during paclitaxel or docetaxel chemotherapy, as it may increase the risk of peripheral neuropathy.",
    sources: [SOURCE.glutamine],
  }),
  scenario({
    id: "quercetin-capecitabine",
    title: "Having capecitabine (Xeloda) and asks about quercetin",
    medicines: ["Xeloda"],
    stack: QUERCETIN,
    flags: [flag("quercetin", med("Xeloda"), "minor")],
    rationale:
      "Memorial Sloan Kettering says quercetin's antioxidant effects may interfere with the actions of certain chemotherapy drugs.",
    sources: [SOURCE.quercetin],
  }),
  scenario({
    id: "fenugreek-breast-cancer",
    title: "Had oestrogen receptor positive breast cancer and is offered fenugreek",
    conditions: ["oestrogen receptor positive breast cancer"],
    stack: FENUGREEK,
    flags: [flag("fenugreek", cond("oestrogen receptor positive breast cancer"), "minor")],
    rationale:
      "Memorial Sloan Kettering says patients with hormone-sensitive cancers should consult their physician before using fenugreek, which stimulated breast cancer cells in laboratory studies.",
    sources: [SOURCE.fenugreek],
  }),
];

// Medicines and conditions the sources read do not name for these ingredients.
const NEGATIVES: ScenarioInput[] = [
  scenario({
    id: "garcinia-amlodipine",
    title: "Takes amlodipine and garcinia cambogia",
    medicines: ["amlodipine"],
    stack: GARCINIA,
    noFlags: [noFlag("garcinia-cambogia", med("amlodipine"))],
    rationale:
      "Neither the case report nor the garcinia monograph read names amlodipine or blood pressure medicines.",
    sources: [SOURCE.garciniaCase, SOURCE.garcinia],
  }),
  scenario({
    id: "chitosan-ventolin",
    title: "Uses a Ventolin inhaler and takes a chitosan fat binder",
    medicines: ["Ventolin"],
    stack: CHITOSAN,
    noFlags: [noFlag("chitosan", med("Ventolin"))],
    rationale:
      "The chitosan sources read name warfarin and a shellfish allergy, not an inhaled asthma reliever.",
    sources: [SOURCE.chitosanWarfarin, SOURCE.chitosan],
  }),
  scenario({
    id: "bitter-orange-underactive-thyroid",
    title: "Has an underactive thyroid and looks at bitter orange",
    conditions: ["underactive thyroid"],
    stack: BITTER_ORANGE,
    noFlags: [noFlag("bitter-orange", cond("underactive thyroid"))],
    rationale:
      "The bitter orange monograph names hyperthyroidism, an overactive thyroid, not an underactive one.",
    sources: [SOURCE.bitterOrange],
  }),
  scenario({
    id: "arginine-paracetamol",
    title: "Takes paracetamol for a headache and L-arginine before the gym",
    medicines: ["paracetamol"],
    stack: ARGININE,
    noFlags: [noFlag("arginine", med("paracetamol"))],
    rationale:
      "The L-arginine trial read concerns people after a heart attack; it names no medicine such as paracetamol.",
    sources: [SOURCE.arginine],
  }),
  scenario({
    id: "chamomile-amlodipine",
    title: "Takes amlodipine and drinks chamomile as capsules",
    medicines: ["amlodipine"],
    stack: CHAMOMILE,
    noFlags: [noFlag("chamomile", med("amlodipine"))],
    rationale:
      "The Merck Manual's chamomile entries name anticoagulants, sedatives and iron, not blood pressure medicines.",
    sources: [SOURCE.merck],
  }),
  scenario({
    id: "bilberry-levothyroxine",
    title: "Takes levothyroxine and bilberry capsules",
    medicines: ["levothyroxine"],
    stack: BILBERRY,
    noFlags: [noFlag("bilberry", med("levothyroxine"))],
    rationale: "The bilberry entry read names diabetes and blood-thinning medicines, not thyroid hormone.",
    sources: [SOURCE.familyDoctor],
  }),
  scenario({
    id: "epo-sertraline",
    title: "Takes sertraline and Efamol evening primrose oil",
    medicines: ["sertraline"],
    stack: take(PRODUCT.eveningPrimrose),
    noFlags: [noFlag("evening-primrose-oil", med("sertraline"))],
    rationale:
      "The GLA page read names phenothiazine antipsychotics, not SSRI antidepressants such as sertraline.",
    sources: [SOURCE.gla],
  }),
  scenario({
    id: "bromelain-omeprazole",
    title: "Takes omeprazole and bromelain tablets",
    medicines: ["omeprazole"],
    stack: BROMELAIN,
    noFlags: [noFlag("bromelain", med("omeprazole"))],
    rationale:
      "The bromelain monograph read names blood thinners and tetracycline antibiotics, not stomach acid medicines.",
    sources: [SOURCE.bromelain],
  }),
  scenario({
    id: "glutamine-atorvastatin",
    title: "Takes atorvastatin and glutamine powder after the gym",
    medicines: ["atorvastatin"],
    stack: take(PRODUCT.glutamine),
    noFlags: [noFlag("glutamine", med("atorvastatin"))],
    rationale: "The glutamine page read names taxane chemotherapy, not cholesterol medicines.",
    sources: [SOURCE.glutamine],
  }),
  scenario({
    id: "fenugreek-osteoarthritis",
    title: "Has osteoarthritis and takes fenugreek capsules",
    conditions: ["osteoarthritis"],
    stack: FENUGREEK,
    noFlags: [noFlag("fenugreek", cond("osteoarthritis"))],
    rationale: "The fenugreek monograph read names hormone-sensitive cancers, not arthritis.",
    sources: [SOURCE.fenugreek],
  }),
];

export const ZERO_SCENARIOS: ScenarioInput[] = [...POSITIVES, ...NEGATIVES];
