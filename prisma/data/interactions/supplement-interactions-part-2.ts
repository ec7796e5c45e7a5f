// Supplement–supplement interactions, second file (ingredientA sorts before ingredientB). Same rules as
// supplement-interactions.ts: every record cites sources that exist, theoretical pairs say so and carry
// evidence level 5, and `isVerified` is true only where the claims were checked against the text (or the
// abstract) of the cited sources with the search tool. Bleeding pairs follow the 2022 bleeding-risk review
// (REF.supplementBleedingReview2022): fish oil, ginseng and saw palmetto, which it found not to be
// associated with bleeding, are not paired here either.
import type { Reference, SupplementInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF, nccih } from "./references";
import { SS_REF } from "./supplement-interactions";

/** Sources used only by this file. Those marked "read" had their text or abstract checked with the search tool. */
const SS2_REF = {
  // read: 19 RCTs; psyllium lowered fasting blood sugar, HbA1c and HOMA-IR compared with placebo.
  psylliumGlycaemicMeta2024: {
    title:
      "The effect of psyllium on fasting blood sugar, HbA1c, HOMA IR, and insulin control: a GRADE-assessed systematic review and meta-analysis of randomized controlled trials",
    publisher: "BMC Endocrine Disorders",
    url: "https://doi.org/10.1186/s12902-024-01608-2",
    doi: "10.1186/s12902-024-01608-2",
  },
  // read: no good evidence of benefit in liver disorders; may lower fasting glucose and HbA1c in type 2 diabetes.
  msdMilkThistle: {
    title: "Milk Thistle (MSD Manual Consumer Version: dietary supplements and vitamins)",
    publisher: "MSD Manuals",
    url: "https://www.msdmanuals.com/home/special-subjects/dietary-supplements-and-vitamins/milk-thistle",
  },
  nccihMilkThistle: nccih("milk-thistle", "Milk Thistle"),
  // read: very high doses of nicotinic acid (3,000 mg a day or more, long term) may lead to liver failure; not shown for nicotinamide.
  vkmNiacin2017: {
    title:
      "Nicotinic acid and nicotinamide: assessment of suggested maximum limits in food supplements (VKM Report 2017:27)",
    publisher: "Norwegian Scientific Committee for Food and Environment (VKM)",
    url: "https://vkm.no/english/riskassessments/allpublications/nicotinicacidandnicotinamideassessmentofsuggestedmaximumlimitsinfoodsupplements.4.2375207615dac0245aee2339.html",
  },
  // read: ashwagandha has recently been implicated in cases of clinically apparent liver injury.
  liverToxAshwagandha: {
    title: "Ashwagandha (LiverTox: clinical and research information on drug-induced liver injury)",
    publisher: "National Institute of Diabetes and Digestive and Kidney Diseases (NIH), NCBI Bookshelf",
    url: "https://www.ncbi.nlm.nih.gov/books/NBK548536/",
  },
  // read (abstract): case of thyrotoxicosis (painless thyroiditis) after ashwagandha, resolving when it was stopped.
  ashwagandhaThyroiditis2024: {
    title: "Painless Thyroiditis by Withania somnifera (Ashwagandha)",
    publisher: "Cureus (via PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC10981964/",
    pmid: "38559552",
    doi: "10.7759/cureus.55352",
  },
  // read (abstract).
  vanBallegooijenVitaminsDK2017: {
    title:
      "The Synergistic Interplay between Vitamins D and K for Bone and Cardiovascular Health: A Narrative Review",
    publisher: "International Journal of Endocrinology (via PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC5613455/",
    pmid: "29138634",
    doi: "10.1155/2017/7454376",
  },
  // read (abstract): hazard ratios for prostate cancer 1.17 vitamin E, 1.09 selenium, 1.05 both, vs placebo.
  kleinSelect2011: {
    title:
      "Vitamin E and the risk of prostate cancer: the Selenium and Vitamin E Cancer Prevention Trial (SELECT)",
    publisher: "JAMA",
    url: "https://pubmed.ncbi.nlm.nih.gov/21990298/",
    pmid: "21990298",
    doi: "10.1001/jama.2011.1437",
  },
  // read (abstract): calcium-to-magnesium intake ratios matter; the interactions are less well studied.
  rosanoffMagnesiumCalcium2016: {
    title:
      "Essential Nutrient Interactions: Does Low or Suboptimal Magnesium Status Interact with Vitamin D and/or Calcium Status?",
    publisher: "Advances in Nutrition",
    url: "https://doi.org/10.3945/an.115.008631",
    doi: "10.3945/an.115.008631",
  },
  // read: up to 1,500 µg molybdenum a day did not affect copper status in 8 healthy young men.
  lpiMolybdenum: {
    title: "Molybdenum (Micronutrient Information Center)",
    publisher: "Linus Pauling Institute, Oregon State University",
    url: "https://lpi.oregonstate.edu/mic/minerals/molybdenum",
  },
  // read (abstract): calcium supplements (calcium carbonate) reduce manganese absorption more than milk does.
  mcDermottKiesManganese1987: {
    title: "Manganese Usage in Humans as Affected by Use of Calcium Supplements",
    publisher:
      "American Chemical Society (ACS Symposium Series 354: Nutritional Bioavailability of Manganese)",
    url: "https://doi.org/10.1021/bk-1987-0354.ch014",
    doi: "10.1021/bk-1987-0354.ch014",
  },
  // read (abstract): 800 mg calcium as calcium carbonate or milk essentially blocked plasma uptake of a 40 mg manganese load.
  manganeseOralLoads: {
    title:
      "Plasma uptake of manganese as affected by oral loads of manganese, calcium, milk, phosphorus, copper, and zinc",
    publisher: "Journal of the American College of Nutrition (abstract via Scilit)",
    url: "https://scilit.com/publications/14d76a3a16ae800427aec40fce560cce",
  },
  // read (abstract): EGCG, ECG and tea extracts inhibit folic acid uptake by gut cells in the laboratory.
  alemdarogluTeaFolicAcid2007: {
    title: "Inhibition of folic acid uptake by catechins and tea extracts in Caco-2 cells",
    publisher: "Planta Medica",
    url: "https://pubmed.ncbi.nlm.nih.gov/17117344/",
    pmid: "17117344",
    doi: "10.1055/s-2006-951745",
  },
  // read (abstract): about 670 mg green tea catechins a day for 3 weeks did not change plasma folate in healthy men.
  greenTeaFolatePilot2009: {
    title:
      "Green tea extracts lower serum folates in rats at very high dietary concentrations only and do not affect plasma folates in a human pilot study",
    publisher: "Journal of Physiology and Pharmacology",
    url: "https://pubmed.ncbi.nlm.nih.gov/19826188/",
    pmid: "19826188",
  },
  // read (abstract): flavonoids are known to greatly affect iron absorption.
  lesjakFlavonoidsIron2019: {
    title: "Role of Dietary Flavonoids in Iron Homeostasis",
    publisher: "Pharmaceuticals (MDPI)",
    url: "https://www.mdpi.com/1424-8247/12/3/119",
    doi: "10.3390/ph12030119",
  },
  // read (abstract): oral quercetin significantly inhibited iron absorption in rats.
  quercetinIronRats2018: {
    title: "Quercetin and duodenal non-haem iron absorption in rats (European Journal of Nutrition, 2018)",
    publisher: "European Journal of Nutrition (Springer)",
    url: "https://link.springer.com/article/10.1007/s00394-018-1680-7",
    doi: "10.1007/s00394-018-1680-7",
  },
  // read (abstract): riboflavin raised haemoglobin in riboflavin-deficient UK women aged 19–25; iron absorption unchanged.
  powersRibofem2011: {
    title:
      "Correcting a marginal riboflavin deficiency improves hematologic status in young women in the United Kingdom (RIBOFEM)",
    publisher:
      "The American Journal of Clinical Nutrition (record in the University of East Anglia repository)",
    url: "https://ueaeprints.uea.ac.uk/id/eprint/66380",
  },
  // read (abstract): 600 mg/day CoQ10 did not reduce confirmed statin muscle pain; simvastatin lowered serum CoQ10.
  taylorCoq10StatinMyopathy2015: {
    title: "A randomized trial of coenzyme Q10 in patients with confirmed statin myopathy",
    publisher: "Atherosclerosis",
    url: "https://pubmed.ncbi.nlm.nih.gov/25545331/",
    pmid: "25545331",
    doi: "10.1016/j.atherosclerosis.2014.12.016",
  },
  // read (abstract): magnesium is a cofactor in thiamine-dependent enzyme reactions and thiamine transport.
  ottThiamineReview2020: {
    title:
      "Wernicke's encephalopathy — from basic science to clinical practice. Part 1: Understanding the role of thiamine",
    publisher: "Therapeutic Advances in Psychopharmacology (via PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7780320/",
    pmid: "33447357",
    doi: "10.1177/2045125320978106",
  },
  // read (abstract): algae (nori, spirulina) did not correct B12-deficiency anaemia in children; B12 from algae appears not bioavailable.
  algaeVitaminB12Children1991: {
    title: "Vitamin B-12 from algae appears not to be bioavailable",
    publisher: "The American Journal of Clinical Nutrition",
    url: "https://pubmed.ncbi.nlm.nih.gov/2000824/",
    pmid: "2000824",
    doi: "10.1093/ajcn/53.3.695",
  },
  // read (abstract): 15 mg retinyl palmitate blunted the rise in blood calcium from active vitamin D in 9 healthy people.
  johanssonVitaminAVitaminD2001: {
    title: "Vitamin A antagonizes calcium response to vitamin D in man",
    publisher: "Journal of Bone and Mineral Research",
    url: "https://pubmed.ncbi.nlm.nih.gov/11585356/",
    pmid: "11585356",
    doi: "10.1359/jbmr.2001.16.10.1899",
  },
  // read (abstract): in anaemic pregnant women in West Java, vitamin A plus iron raised haemoglobin more than either alone.
  suharnoVitaminAIron1993: {
    title:
      "Supplementation with vitamin A and iron for nutritional anaemia in pregnant women in West Java, Indonesia",
    publisher: "The Lancet",
    url: "https://pubmed.ncbi.nlm.nih.gov/7901636/",
    pmid: "7901636",
    doi: "10.1016/0140-6736(93)92246-P",
  },
} as const satisfies Record<string, Reference>;

// ---------------------------------------------------------------------------------------------------
// Shared wording for families of theoretical pairs (each record still names its own two ingredients).
// ---------------------------------------------------------------------------------------------------

/** What each blood-glucose-lowering ingredient's own evidence is, and where it comes from. */
const GLUCOSE: Record<string, { says: string; refs: Reference[]; verified: boolean }> = {
  "alpha-lipoic-acid": {
    says: "alpha-lipoic acid affects insulin sensitivity and insulin release",
    refs: [SS_REF.capeceLipoicAcidGlucose2022],
    verified: true,
  },
  berberine: {
    says: "berberine lowered blood glucose in trials in type 2 diabetes",
    refs: [SS_REF.dongBerberineDiabetes2012],
    verified: true,
  },
  chromium: {
    says: "chromium is promoted for blood sugar control and may add to the effect of diabetes medicines, although its own effect in trials is small or absent",
    refs: [REF.odsChromium],
    verified: false,
  },
  ginseng: {
    says: "a review of trials suggests Asian ginseng may lower blood sugar",
    refs: [REF.nccihAsianGinseng],
    verified: false,
  },
  "milk-thistle": {
    says: "some studies found milk thistle lowered fasting glucose and HbA1c in type 2 diabetes",
    refs: [SS2_REF.msdMilkThistle, SS2_REF.nccihMilkThistle],
    verified: true,
  },
  psyllium: {
    says: "psyllium (ispaghula husk) lowered fasting blood sugar and HbA1c in a meta-analysis of trials",
    refs: [SS2_REF.psylliumGlycaemicMeta2024],
    verified: true,
  },
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function glucosePair(a: string, b: string): SupplementInteractionInput {
  const first = GLUCOSE[a];
  const second = GLUCOSE[b];
  if (!first || !second) throw new Error(`no glucose evidence for ${a} or ${b}`);
  const withPsyllium = a === "psyllium" || b === "psyllium";
  return {
    id: `ss-${a}-${b}`,
    ingredientA: a,
    ingredientB: b,
    severity: "minor",
    interactionType: "additive_blood_glucose_lowering",
    mechanism: `${capitalise(first.says)}; ${second.says}. Their effects on blood glucose may add together; the combination itself has not been studied.${
      withPsyllium ? " Psyllium can also delay the absorption of other things taken at the same time." : ""
    }`,
    clinicalEffect:
      "Possible extra lowering of blood glucose. This matters mainly for people taking diabetes medicines, especially insulin or sulfonylureas such as gliclazide, who could have a hypo (low blood sugar).",
    recommendation: `If you have diabetes or take medicines to lower blood sugar, speak to your GP or diabetes team before combining these and check your blood sugar more often. Do not use them in place of prescribed treatment.${
      withPsyllium ? " Take psyllium at least 1 hour before or after other supplements and medicines." : ""
    }`,
    evidenceLevel: 5,
    references: [...first.refs, ...second.refs, ...(withPsyllium ? [REF.fybogelSmpc] : [])],
    isVerified: first.verified && second.verified,
  };
}

/** What each bleeding-associated ingredient's own evidence is: REF.supplementBleedingReview2022 (cited by every pair), plus `refs`. */
const BLEEDING: Record<string, { says: string; refs: Reference[]; verified: boolean }> = {
  garlic: {
    says: "garlic is strongly associated with bleeding during surgery",
    refs: [REF.nccihGarlic],
    verified: true,
  },
  "ginkgo-biloba": {
    says: "ginkgo has been associated with bleeding in people taking anticoagulants",
    refs: [REF.nccihGinkgo],
    verified: true,
  },
  glucosamine: {
    says: "glucosamine (usually with chondroitin) has been associated with bleeding in people taking anticoagulants",
    refs: [REF.nccihGlucosamine],
    verified: true,
  },
  melatonin: {
    says: "melatonin has been associated with bleeding in people taking anticoagulants",
    refs: [],
    verified: true,
  },
  "milk-thistle": {
    says: "milk thistle has been associated with bleeding in people taking anticoagulants",
    refs: [],
    verified: true,
  },
  "turmeric-curcumin": {
    says: "turmeric has been associated with bleeding in people taking anticoagulants",
    refs: [],
    verified: true,
  },
  echinacea: {
    says: "echinacea is loosely associated with bleeding during surgery",
    refs: [],
    verified: true,
  },
  "vitamin-e": {
    says: "high-dose vitamin E can reduce platelet clumping and interfere with vitamin K-dependent clotting",
    refs: [REF.odsVitaminE, REF.anticoagulantSupplementsNutrRev2012],
    verified: false,
  },
};

function bleedingPair(a: string, b: string): SupplementInteractionInput {
  const first = BLEEDING[a];
  const second = BLEEDING[b];
  if (!first || !second) throw new Error(`no bleeding evidence for ${a} or ${b}`);
  return {
    id: `ss-${a}-${b}`,
    ingredientA: a,
    ingredientB: b,
    severity: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism: `${capitalise(first.says)}; ${second.says}. Taking both could add to this; the combination itself has not been studied.`,
    clinicalEffect:
      "Possible increase in bruising or bleeding, mainly relevant before surgery or dental treatment, or with blood thinners.",
    recommendation:
      "If you take blood thinners, have a bleeding disorder or have surgery or dental treatment planned, tell your doctor, dentist or pharmacist before combining these, and stop both about 2 weeks before planned surgery unless told otherwise.",
    evidenceLevel: 5,
    references: [REF.supplementBleedingReview2022, ...first.refs, ...second.refs],
    isVerified: first.verified && second.verified,
  };
}

/** Psyllium delays the absorption of minerals taken at the same time (HMPC monograph; emc SmPC timing advice). */
function psylliumMineralPair(a: string, b: string, mineral: string): SupplementInteractionInput {
  return {
    id: `ss-${a}-${b}`,
    ingredientA: a,
    ingredientB: b,
    severity: "minor",
    interactionType: "delayed_absorption",
    mechanism: `Psyllium (ispaghula husk) forms a gel in the gut that can delay the absorption of minerals, such as ${mineral}, taken at the same time.`,
    clinicalEffect: `${capitalise(mineral)} may be absorbed more slowly or less completely.`,
    recommendation: `Take psyllium at least 1 hour before or after supplements containing ${mineral}.`,
    evidenceLevel: 1,
    references: [REF.hmpcIspaghula, REF.nhsIspaghula, REF.fybogelSmpc],
    isVerified: false,
  };
}

/** Milk thistle taken "for the liver" alongside a supplement linked with liver injury. */
function milkThistleLiverPair(
  a: string,
  b: string,
  other: string,
  risk: string,
  refs: Reference[],
  verified: boolean,
  extra = "",
): SupplementInteractionInput {
  return {
    id: `ss-${a}-${b}`,
    ingredientA: a,
    ingredientB: b,
    severity: "minor",
    interactionType: "no_protective_effect",
    mechanism: `${capitalise(risk)} Milk thistle is often taken to 'protect the liver', but well-designed studies have not shown that it helps people with liver disorders or reduces deaths from liver toxicity, and it has not been tested as protection against ${other}.${extra}`,
    clinicalEffect: `Milk thistle should not be relied on to make ${other} safer for the liver.`,
    recommendation: `Do not rely on milk thistle to protect your liver. Avoid ${other} if you have liver disease, and stop it and see your GP if you notice yellow skin or eyes, dark urine, itching or pain under the right ribs.`,
    evidenceLevel: 5,
    references: [SS2_REF.msdMilkThistle, SS2_REF.nccihMilkThistle, ...refs],
    isVerified: verified,
  };
}

const NICOTINIC_ACID_LIVER =
  "Very high doses of nicotinic acid (the form of niacin once prescribed for cholesterol, at grams a day, especially slow-release products) can damage the liver; this has not been shown for nicotinamide or for the small amounts in multivitamins.";

export const SUPPLEMENT_INTERACTIONS_PART_2: SupplementInteractionInput[] = [
  // ---------------------------------------------------------------------------------------------------
  // Possible added lowering of blood glucose (theoretical; relevant mainly with diabetes medicines)
  // ---------------------------------------------------------------------------------------------------
  glucosePair("alpha-lipoic-acid", "chromium"),
  glucosePair("alpha-lipoic-acid", "ginseng"),
  glucosePair("chromium", "ginseng"),
  glucosePair("alpha-lipoic-acid", "psyllium"),
  glucosePair("berberine", "psyllium"),
  glucosePair("chromium", "psyllium"),
  glucosePair("ginseng", "psyllium"),
  glucosePair("berberine", "milk-thistle"),
  glucosePair("alpha-lipoic-acid", "milk-thistle"),
  glucosePair("chromium", "milk-thistle"),
  glucosePair("ginseng", "milk-thistle"),
  glucosePair("milk-thistle", "psyllium"),

  // ---------------------------------------------------------------------------------------------------
  // Liver: high-dose nicotinic acid with other supplements linked with liver injury, and milk thistle
  // (which has not been shown to protect the liver)
  // ---------------------------------------------------------------------------------------------------
  {
    id: "ss-green-tea-extract-niacin",
    ingredientA: "green-tea-extract",
    ingredientB: "niacin",
    severity: "minor",
    interactionType: "additive_liver_risk",
    mechanism: `${NICOTINIC_ACID_LIVER} High-dose green tea extract (mainly 800 mg EGCG a day or more) has also been linked with liver injury. Taking both could add to this; the combination has not been studied.`,
    clinicalEffect:
      "Rare risk of liver injury, relevant only to high-dose nicotinic acid with high-dose green tea extract.",
    recommendation:
      "Do not take high-dose nicotinic acid (more than the 17 mg a day UK guidance level) unless a doctor advises it, and avoid combining it with high-dose green tea extract. Stop and see your GP if you notice yellow skin or eyes, dark urine, itching or pain under the right ribs.",
    evidenceLevel: 5,
    references: [SS2_REF.vkmNiacin2017, REF.odsNiacin, REF.efsaGreenTea2018],
    isVerified: false,
  },
  {
    id: "ss-ashwagandha-niacin",
    ingredientA: "ashwagandha",
    ingredientB: "niacin",
    severity: "minor",
    interactionType: "additive_liver_risk",
    mechanism: `${NICOTINIC_ACID_LIVER} Ashwagandha has also been implicated in cases of liver injury. Taking both could add to this; the combination has not been studied.`,
    clinicalEffect: "Rare risk of liver injury, relevant mainly to high-dose nicotinic acid.",
    recommendation:
      "Do not take high-dose nicotinic acid (more than the 17 mg a day UK guidance level) unless a doctor advises it. Avoid ashwagandha if you have liver disease, and stop both and see your GP if you notice yellow skin or eyes, dark urine, itching or pain under the right ribs.",
    evidenceLevel: 5,
    references: [SS2_REF.vkmNiacin2017, REF.odsNiacin, SS2_REF.liverToxAshwagandha, REF.nccihAshwagandha],
    isVerified: true,
  },
  {
    id: "ss-niacin-turmeric-curcumin",
    ingredientA: "niacin",
    ingredientB: "turmeric-curcumin",
    severity: "minor",
    interactionType: "additive_liver_risk",
    mechanism: `${NICOTINIC_ACID_LIVER} Turmeric supplements have also rarely been linked with liver injury. Taking both could add to this; the combination has not been studied.`,
    clinicalEffect: "Rare risk of liver injury, relevant mainly to high-dose nicotinic acid.",
    recommendation:
      "Do not take high-dose nicotinic acid (more than the 17 mg a day UK guidance level) unless a doctor advises it. Stop both and see your GP if you notice yellow skin or eyes, dark urine, itching or pain under the right ribs.",
    evidenceLevel: 5,
    references: [SS2_REF.vkmNiacin2017, REF.odsNiacin, REF.nccihTurmeric],
    isVerified: false,
  },
  milkThistleLiverPair(
    "green-tea-extract",
    "milk-thistle",
    "green tea extract",
    "High-dose green tea extract (mainly 800 mg EGCG a day or more) has been linked with liver injury.",
    [REF.efsaGreenTea2018, REF.cotGreenTea],
    false,
  ),
  milkThistleLiverPair(
    "ashwagandha",
    "milk-thistle",
    "ashwagandha",
    "Ashwagandha has been implicated in cases of liver injury.",
    [SS2_REF.liverToxAshwagandha],
    true,
  ),
  milkThistleLiverPair(
    "milk-thistle",
    "turmeric-curcumin",
    "turmeric",
    "Turmeric supplements have rarely been linked with liver injury.",
    [REF.nccihTurmeric, REF.supplementBleedingReview2022],
    false,
    " Both milk thistle and turmeric have also been associated with bleeding in people taking anticoagulants, so tell your doctor or pharmacist if you take blood thinners.",
  ),
  milkThistleLiverPair(
    "milk-thistle",
    "red-yeast-rice",
    "red yeast rice",
    "Red yeast rice contains monacolin K, the same substance as the statin lovastatin, and has been linked with liver and muscle side effects.",
    [REF.efsaMonacolins2018, REF.nccihRedYeastRice],
    false,
  ),
  milkThistleLiverPair(
    "milk-thistle",
    "niacin",
    "high-dose nicotinic acid",
    NICOTINIC_ACID_LIVER,
    [SS2_REF.vkmNiacin2017, REF.odsNiacin],
    true,
  ),

  // ---------------------------------------------------------------------------------------------------
  // Psyllium and the remaining minerals (calcium, iron, zinc, magnesium and copper are in the first file)
  // ---------------------------------------------------------------------------------------------------
  psylliumMineralPair("manganese", "psyllium", "manganese"),
  psylliumMineralPair("psyllium", "selenium", "selenium"),
  psylliumMineralPair("iodine", "psyllium", "iodine"),
  psylliumMineralPair("molybdenum", "psyllium", "molybdenum"),
  psylliumMineralPair("potassium", "psyllium", "potassium"),

  // ---------------------------------------------------------------------------------------------------
  // Vitamins and minerals
  // ---------------------------------------------------------------------------------------------------
  {
    id: "ss-vitamin-d3-vitamin-k2",
    ingredientA: "vitamin-d3",
    ingredientB: "vitamin-k2",
    severity: "beneficial",
    interactionType: "complementary",
    mechanism:
      "Vitamin D increases the production of vitamin K-dependent proteins (such as osteocalcin in bone and matrix Gla protein in blood vessels), and these proteins need vitamin K to be activated.",
    clinicalEffect:
      "A review of laboratory and human studies suggests that having enough of both supports bone health and might be better than either alone. Most trials were in women after the menopause, and the benefit for heart and blood vessels is not established.",
    recommendation:
      "Fine to take together; keep vitamin D within 100 micrograms (4,000 IU) a day. If you take warfarin, do not start or stop vitamin K without talking to your anticoagulant clinic.",
    evidenceLevel: 3,
    references: [SS2_REF.vanBallegooijenVitaminsDK2017, REF.odsVitaminK, REF.nhsVitaminD],
    isVerified: true,
  },
  {
    id: "ss-vitamin-d3-vitamin-k1",
    ingredientA: "vitamin-d3",
    ingredientB: "vitamin-k1",
    severity: "beneficial",
    interactionType: "complementary",
    mechanism:
      "Vitamin D increases the production of vitamin K-dependent proteins (such as osteocalcin in bone), and these proteins need vitamin K to be activated.",
    clinicalEffect:
      "Having enough of both supports normal bone health. Evidence that taking them together adds benefit comes mainly from small trials in women after the menopause.",
    recommendation:
      "Fine to take together; leafy green vegetables are a good source of vitamin K1. If you take warfarin, do not start or stop vitamin K without talking to your anticoagulant clinic.",
    evidenceLevel: 3,
    references: [SS2_REF.vanBallegooijenVitaminsDK2017, REF.odsVitaminK],
    isVerified: true,
  },
  {
    id: "ss-selenium-vitamin-e",
    ingredientA: "selenium",
    ingredientB: "vitamin-e",
    severity: "minor",
    interactionType: "no_added_benefit",
    mechanism:
      "Selenium and vitamin E both act as antioxidants and were tested together to prevent prostate cancer in a large trial (SELECT) of about 35,000 men, using 200 micrograms of selenium and 400 IU of vitamin E a day.",
    clinicalEffect:
      "Neither supplement, alone or together, prevented prostate cancer. Vitamin E alone increased the risk of prostate cancer by about 17% compared with placebo; the combination did not reduce risk.",
    recommendation:
      "Do not take selenium and vitamin E to prevent cancer. Men in particular should avoid long-term high-dose vitamin E (400 IU a day or more) unless a doctor advises it.",
    evidenceLevel: 2,
    references: [SS2_REF.kleinSelect2011, REF.odsSelenium, REF.odsVitaminE],
    isVerified: true,
  },
  {
    id: "ss-beta-carotene-cod-liver-oil",
    ingredientA: "beta-carotene",
    ingredientB: "cod-liver-oil",
    severity: "minor",
    interactionType: "additive_risk",
    mechanism:
      "Cod liver oil supplies preformed vitamin A (retinol). In a large trial in smokers and people exposed to asbestos, high-dose beta-carotene taken with preformed vitamin A (retinyl palmitate) increased lung cancer.",
    clinicalEffect:
      "For smokers and former smokers, combining high-dose beta-carotene with a source of preformed vitamin A repeats the combination that raised lung cancer risk. Cod liver oil also adds to total vitamin A, which has an upper limit.",
    recommendation:
      "If you smoke or used to smoke, do not take beta-carotene supplements. Keep preformed vitamin A from all supplements to 1.5 mg a day or less, and avoid cod liver oil if you are pregnant.",
    evidenceLevel: 2,
    references: [REF.odsVitaminA, REF.nhsVitaminA, REF.nhsOtherVitaminsMinerals],
    isVerified: false,
  },
  {
    id: "ss-calcium-magnesium",
    ingredientA: "calcium",
    ingredientB: "magnesium",
    severity: "minor",
    interactionType: "nutrient_balance",
    mechanism:
      "Calcium and magnesium are handled together in the body, and a review concluded that the balance between calcium and magnesium intake matters: very high calcium intakes relative to magnesium may be unfavourable. These interactions are not well studied.",
    clinicalEffect:
      "No problem is expected at usual doses. Large calcium doses with a low magnesium intake may upset the balance between them.",
    recommendation:
      "If you take a high-dose calcium supplement, make sure you also get enough magnesium from food (nuts, seeds, wholegrains, leafy greens). Separate high-dose calcium and magnesium supplements can be taken at different times of day.",
    evidenceLevel: 5,
    references: [SS2_REF.rosanoffMagnesiumCalcium2016, REF.odsCalcium, REF.odsMagnesium],
    isVerified: false,
  },
  {
    id: "ss-calcium-manganese",
    ingredientA: "calcium",
    ingredientB: "manganese",
    severity: "minor",
    interactionType: "competitive_absorption",
    mechanism:
      "Calcium taken at the same time reduces manganese absorption. In a small study, 800 mg of calcium (as calcium carbonate or as milk) almost completely blocked the rise in blood manganese after a manganese dose; calcium carbonate supplements reduced manganese absorption more than milk in another study.",
    clinicalEffect:
      "Less manganese may be absorbed from a supplement taken with calcium. Manganese deficiency is rare, so this matters little for most people.",
    recommendation:
      "If you take manganese for a specific reason, take it at a different time of day from a calcium supplement.",
    evidenceLevel: 3,
    references: [SS2_REF.manganeseOralLoads, SS2_REF.mcDermottKiesManganese1987, REF.odsManganese],
    isVerified: true,
  },
  {
    id: "ss-copper-molybdenum",
    ingredientA: "copper",
    ingredientB: "molybdenum",
    severity: "minor",
    interactionType: "antagonism",
    mechanism:
      "In grazing animals, excess molybdenum combines with sulphur to form thiomolybdates, which bind copper and cause copper deficiency; a related compound (tetrathiomolybdate) is used medically to lower copper.",
    clinicalEffect:
      "In people, a well-controlled study found that molybdenum intakes up to 1,500 micrograms a day did not affect copper status, so no effect is expected at supplement doses.",
    recommendation:
      "No action needed at usual doses. Avoid high-dose molybdenum supplements unless a doctor advises them.",
    evidenceLevel: 3,
    references: [SS2_REF.lpiMolybdenum, REF.odsCopper],
    isVerified: true,
  },
  {
    id: "ss-folic-acid-green-tea-extract",
    ingredientA: "folic-acid",
    ingredientB: "green-tea-extract",
    severity: "minor",
    interactionType: "reduced_absorption",
    mechanism:
      "Green tea catechins (EGCG and ECG) block the uptake of folic acid by gut cells in laboratory studies, so taking them together could reduce folic acid absorption.",
    clinicalEffect:
      "In a small study in healthy men, about 670 mg of green tea catechins a day for 3 weeks did not change blood folate, so an effect on folate status is unlikely. A reduced absorption of a single dose cannot be ruled out.",
    recommendation:
      "If you take folic acid before or during early pregnancy, take it at a different time of day from green tea extract. Green tea extract contains caffeine, which counts towards the 200 mg a day limit in pregnancy.",
    evidenceLevel: 3,
    references: [
      SS2_REF.alemdarogluTeaFolicAcid2007,
      SS2_REF.greenTeaFolatePilot2009,
      REF.odsFolate,
      REF.nhsPregnancyFoodsToAvoid,
    ],
    isVerified: true,
  },
  {
    id: "ss-iron-quercetin",
    ingredientA: "iron",
    ingredientB: "quercetin",
    severity: "minor",
    interactionType: "reduced_absorption",
    mechanism:
      "Flavonoids such as quercetin can strongly affect iron absorption; in rats, quercetin taken by mouth significantly reduced the absorption of non-haem iron. It has not been tested with iron supplements in people.",
    clinicalEffect:
      "Quercetin supplements may reduce the iron absorbed from an iron supplement taken at the same time.",
    recommendation: "If you need iron, take your iron supplement a few hours apart from quercetin.",
    evidenceLevel: 5,
    references: [SS2_REF.lesjakFlavonoidsIron2019, SS2_REF.quercetinIronRats2018, REF.odsIron],
    isVerified: true,
  },
  {
    id: "ss-iron-riboflavin",
    ingredientA: "iron",
    ingredientB: "riboflavin",
    severity: "beneficial",
    interactionType: "cofactor",
    mechanism:
      "Riboflavin (vitamin B2) is involved in how the body handles iron. In a UK trial in young women with low riboflavin status, riboflavin supplements for 8 weeks raised haemoglobin, most in those with the lowest status, although iron absorption did not change.",
    clinicalEffect:
      "Correcting low riboflavin status can help the blood's response when iron status is also low.",
    recommendation:
      "No need for extra riboflavin unless your intake is low (for example if you have little milk or dairy); a B-complex or multivitamin provides it. See your GP if you think you are anaemic rather than treating yourself.",
    evidenceLevel: 2,
    references: [SS2_REF.powersRibofem2011, REF.odsRiboflavin, REF.odsIron],
    isVerified: true,
  },
  {
    id: "ss-iron-vitamin-a",
    ingredientA: "iron",
    ingredientB: "vitamin-a",
    severity: "minor",
    interactionType: "complementary",
    mechanism:
      "Vitamin A is needed to make red blood cells and use iron. In a trial in anaemic pregnant women in Indonesia, where low vitamin A status was common, vitamin A plus iron raised haemoglobin more than iron alone.",
    clinicalEffect:
      "Relevant where vitamin A intake is low, which is uncommon in the UK. In the UK, vitamin A supplements are not advised in pregnancy because too much can harm the baby.",
    recommendation:
      "Do not add vitamin A to help an iron supplement work. Do not take vitamin A supplements if you are pregnant or might become pregnant, and keep vitamin A from supplements to 1.5 mg a day or less.",
    evidenceLevel: 2,
    references: [SS2_REF.suharnoVitaminAIron1993, REF.nhsVitaminA, REF.nhsPregnancyVitamins],
    isVerified: true,
  },
  {
    id: "ss-vitamin-a-vitamin-d3",
    ingredientA: "vitamin-a",
    ingredientB: "vitamin-d3",
    severity: "minor",
    interactionType: "antagonism",
    mechanism:
      "High doses of preformed vitamin A (retinol) can oppose the action of vitamin D. In a small trial in healthy people, 15 mg of retinyl palmitate (about the vitamin A in one serving of liver) reduced the rise in blood calcium caused by active vitamin D.",
    clinicalEffect:
      "Large amounts of vitamin A may blunt vitamin D's effect on calcium absorption; over years, too much vitamin A may also weaken bones.",
    recommendation:
      "Keep preformed vitamin A from supplements to 1.5 mg a day or less (including any from cod liver oil or a multivitamin). Vitamin D supplements are fine to take.",
    evidenceLevel: 2,
    references: [SS2_REF.johanssonVitaminAVitaminD2001, REF.nhsVitaminA, REF.nhsVitaminD],
    isVerified: true,
  },
  {
    id: "ss-alpha-lipoic-acid-pantothenic-acid",
    ingredientA: "alpha-lipoic-acid",
    ingredientB: "pantothenic-acid",
    severity: "minor",
    interactionType: "competitive_absorption",
    mechanism:
      "Lipoic acid and pantothenic acid (vitamin B5) are absorbed from the gut by the same carrier (the sodium-dependent multivitamin transporter, which also carries biotin), so large doses of one could compete with the other.",
    clinicalEffect:
      "Only a theoretical concern at high doses; no effect on pantothenic acid status has been shown in people, and deficiency is very rare.",
    recommendation: "No action needed at usual doses.",
    evidenceLevel: 5,
    references: [SS_REF.saidBiotinAbsorption2009],
    isVerified: true,
  },
  {
    id: "ss-coq10-red-yeast-rice",
    ingredientA: "coq10",
    ingredientB: "red-yeast-rice",
    severity: "minor",
    interactionType: "no_proven_benefit",
    mechanism:
      "Red yeast rice contains monacolin K, the same substance as the statin lovastatin. Statins block a pathway the body uses to make both cholesterol and coenzyme Q10, and they lower CoQ10 in the blood; CoQ10 is often sold with red yeast rice to prevent muscle side effects.",
    clinicalEffect:
      "In a randomised trial in people with confirmed statin muscle pain, 600 mg of CoQ10 a day raised blood CoQ10 but did not reduce muscle pain or weakness. CoQ10 is unlikely to make red yeast rice's muscle side effects less likely.",
    recommendation:
      "Do not rely on CoQ10 to prevent muscle problems. If you get unexplained muscle pain, weakness or dark urine while taking red yeast rice, stop it and see your GP promptly.",
    evidenceLevel: 2,
    references: [SS2_REF.taylorCoq10StatinMyopathy2015, REF.efsaMonacolins2018, REF.nccihCoq10],
    isVerified: true,
  },
  {
    id: "ss-magnesium-thiamin",
    ingredientA: "magnesium",
    ingredientB: "thiamin",
    severity: "beneficial",
    interactionType: "cofactor",
    mechanism:
      "Magnesium is a co-factor for the enzymes that use thiamin (vitamin B1) and for thiamin's transport into cells.",
    clinicalEffect:
      "Low magnesium may stop thiamin working properly. This matters mainly for people who drink heavily, who are often low in both; most people get enough of both from food.",
    recommendation:
      "Fine to take together. If you drink heavily, speak to your GP: thiamin and magnesium may need checking and treating together.",
    evidenceLevel: 5,
    references: [SS2_REF.ottThiamineReview2020, REF.odsThiamin, REF.odsMagnesium],
    isVerified: true,
  },
  {
    id: "ss-spirulina-vitamin-b12",
    ingredientA: "spirulina",
    ingredientB: "vitamin-b12",
    severity: "minor",
    interactionType: "not_a_substitute",
    mechanism:
      "Spirulina contains substances that look like vitamin B12 on some laboratory tests but do not appear to work as vitamin B12 in people.",
    clinicalEffect:
      "In children with vitamin B12 deficiency, diets including spirulina and other algae did not correct the anaemia, while fish or a B12 supplement did. Spirulina cannot replace a vitamin B12 supplement.",
    recommendation:
      "Do not rely on spirulina for vitamin B12. If you are vegan or eat few animal foods, take a vitamin B12 supplement or eat foods fortified with B12.",
    evidenceLevel: 3,
    references: [SS2_REF.algaeVitaminB12Children1991, REF.odsVitaminB12],
    isVerified: true,
  },

  // ---------------------------------------------------------------------------------------------------
  // Possible added bleeding tendency (no studies of the combinations themselves)
  // ---------------------------------------------------------------------------------------------------
  bleedingPair("garlic", "melatonin"),
  bleedingPair("ginkgo-biloba", "melatonin"),
  bleedingPair("glucosamine", "melatonin"),
  bleedingPair("garlic", "milk-thistle"),
  bleedingPair("ginkgo-biloba", "milk-thistle"),
  bleedingPair("glucosamine", "milk-thistle"),
  bleedingPair("echinacea", "garlic"),
  bleedingPair("melatonin", "vitamin-e"),
  bleedingPair("milk-thistle", "vitamin-e"),
  bleedingPair("melatonin", "turmeric-curcumin"),
  bleedingPair("melatonin", "milk-thistle"),

  // ---------------------------------------------------------------------------------------------------
  // Possible added lowering of blood pressure (theoretical; relevant mainly with blood pressure medicines)
  // ---------------------------------------------------------------------------------------------------
  {
    id: "ss-garlic-magnesium",
    ingredientA: "garlic",
    ingredientB: "magnesium",
    severity: "minor",
    interactionType: "additive_blood_pressure_lowering",
    mechanism:
      "Garlic supplements may slightly lower blood pressure, particularly in people with high blood pressure, and magnesium supplements have small blood-pressure-lowering effects in trials. Their effects could add together; the combination has not been studied.",
    clinicalEffect:
      "Possible small extra fall in blood pressure, mainly relevant if you take blood pressure medicines.",
    recommendation:
      "If you take blood pressure medicines, tell your GP or pharmacist before combining these, and sit or lie down if you feel dizzy or light-headed.",
    evidenceLevel: 5,
    references: [REF.nccihGarlic, REF.odsMagnesium],
    isVerified: false,
  },
  {
    id: "ss-garlic-potassium",
    ingredientA: "garlic",
    ingredientB: "potassium",
    severity: "minor",
    interactionType: "additive_blood_pressure_lowering",
    mechanism:
      "Garlic supplements may slightly lower blood pressure, particularly in people with high blood pressure, and higher potassium intakes lower blood pressure. Their effects could add together; the combination has not been studied.",
    clinicalEffect:
      "Possible small extra fall in blood pressure, mainly relevant if you take blood pressure medicines.",
    recommendation:
      "If you take blood pressure medicines (especially ACE inhibitors, ARBs or potassium-sparing diuretics) or have kidney disease, speak to your GP or pharmacist before taking a potassium supplement at all.",
    evidenceLevel: 5,
    references: [REF.nccihGarlic, REF.odsPotassium],
    isVerified: false,
  },
  {
    id: "ss-magnesium-potassium",
    ingredientA: "magnesium",
    ingredientB: "potassium",
    severity: "minor",
    interactionType: "additive_blood_pressure_lowering",
    mechanism:
      "Magnesium and potassium supplements can each lower blood pressure a little, and both are cleared by the kidneys, so both can build up when the kidneys do not work well.",
    clinicalEffect:
      "Possible small extra fall in blood pressure; in kidney disease, a risk of high blood levels of either mineral.",
    recommendation:
      "If you have kidney disease or take blood pressure medicines, speak to your GP or pharmacist before taking magnesium or potassium supplements.",
    evidenceLevel: 5,
    references: [REF.odsMagnesium, REF.odsPotassium],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Thyroid
  // ---------------------------------------------------------------------------------------------------
  {
    id: "ss-ashwagandha-iodine",
    ingredientA: "ashwagandha",
    ingredientB: "iodine",
    severity: "minor",
    interactionType: "additive_thyroid_effect",
    mechanism:
      "Ashwagandha has been linked in case reports with an overactive thyroid (thyrotoxicosis) that settled when it was stopped, and too much iodine can also upset thyroid function. Their effects could add together; the combination has not been studied.",
    clinicalEffect:
      "Possible effect on thyroid function, mainly relevant if you have a thyroid condition or take thyroid medicines.",
    recommendation:
      "If you have a thyroid condition or take levothyroxine, ask your GP before taking either. See your GP if you get a fast heartbeat, shakiness, weight loss or feel unusually hot.",
    evidenceLevel: 5,
    references: [SS2_REF.ashwagandhaThyroiditis2024, REF.nccihAshwagandha, REF.odsIodine],
    isVerified: false,
  },
];
