// Supplement–supplement interactions, keyed by ingredient slug (ingredientA sorts before ingredientB).
// Only pairs with a real, citable basis are listed; theoretical pairs say so and carry evidence level 5.
import type { SupplementInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";
import { REF } from "./references";
import { REFN } from "./references-nutrients";
import { REF_VERIFY } from "./references-verify";

/** Sources used only by supplement–supplement records (abstracts read with the search tool where a record is verified). */
export const SS_REF = {
  eloseguiCaffeineCreatine2022: {
    title:
      "Interaction Between Caffeine and Creatine When Used as Concurrent Ergogenic Supplements: A Systematic Review",
    publisher: "International Journal of Sport Nutrition and Exercise Metabolism",
    url: "https://doi.org/10.1123/ijsnem.2021-0262",
    doi: "10.1123/ijsnem.2021-0262",
  },
  trexlerCreatineCaffeine2015: {
    title: "Creatine and Caffeine: Considerations for Concurrent Supplementation",
    publisher: "International Journal of Sport Nutrition and Exercise Metabolism",
    url: "https://doi.org/10.1123/ijsnem.2014-0193",
    doi: "10.1123/ijsnem.2014-0193",
  },
  guoBerberineCyp2012: {
    title: "Repeated administration of berberine inhibits cytochromes P450 in humans",
    publisher: "European Journal of Clinical Pharmacology",
    url: "https://pubmed.ncbi.nlm.nih.gov/21870106/",
    pmid: "21870106",
    doi: "10.1007/s00228-011-1108-2",
  },
  dongBerberineDiabetes2012: {
    title: "Berberine in the treatment of type 2 diabetes mellitus: a systemic review and meta-analysis",
    publisher: "Evidence-Based Complementary and Alternative Medicine",
    url: "https://www.hindawi.com/journals/ecam/2012/591654/",
    doi: "10.1155/2012/591654",
  },
  capeceLipoicAcidGlucose2022: {
    title:
      "Alpha-Lipoic Acid and Glucose Metabolism: A Comprehensive Update on Biochemical and Therapeutic Features",
    publisher: "Nutrients (via PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9824456/",
    pmid: "36615676",
    doi: "10.3390/nu15010018",
  },
  saidBiotinAbsorption2009: {
    title: "Cell and Molecular Aspects of Human Intestinal Biotin Absorption",
    publisher: "The Journal of Nutrition (via PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC2646215/",
    pmid: "19056639",
    doi: "10.3945/jn.108.092023",
  },
  steengeCreatineProteinCarbohydrate2000: {
    title: "Protein- and carbohydrate-induced augmentation of whole body creatine retention in humans",
    publisher: "Journal of Applied Physiology",
    url: "https://pubmed.ncbi.nlm.nih.gov/10956365/",
    pmid: "10956365",
    doi: "10.1152/jappl.2000.89.3.1165",
  },
  issnBetaAlanine2015: {
    title: "International society of sports nutrition position stand: Beta-Alanine",
    publisher: "Journal of the International Society of Sports Nutrition",
    url: "https://jissn.biomedcentral.com/articles/10.1186/s12970-015-0090-y",
    doi: "10.1186/s12970-015-0090-y",
  },
  krestaBetaAlanineCreatine2014: {
    title:
      "Effects of 28 days of beta-alanine and creatine supplementation on muscle carnosine, body composition and exercise performance in recreationally active females",
    publisher: "Journal of the International Society of Sports Nutrition",
    url: "https://jissn.biomedcentral.com/articles/10.1186/s12970-014-0055-6",
    doi: "10.1186/s12970-014-0055-6",
  },
} as const satisfies Record<string, Reference>;

export const SUPPLEMENT_INTERACTIONS: SupplementInteractionInput[] = [
  // ---------------------------------------------------------------------------------------------------
  // Minerals competing for absorption
  // ---------------------------------------------------------------------------------------------------
  {
    id: "ss-calcium-iron",
    ingredientA: "calcium",
    ingredientB: "iron",
    severity: "moderate",
    interactionType: "competitive_absorption",
    mechanism: "Calcium taken at the same time reduces the absorption of iron from the gut.",
    clinicalEffect:
      "Less iron is absorbed from an iron supplement taken with a calcium supplement, which matters most if you are treating iron deficiency.",
    recommendation:
      "Take iron and calcium supplements at least 2 hours apart, for example iron in the morning and calcium with your evening meal.",
    evidenceLevel: 1,
    // UK product information for both: ferrous sulfate (calcium products impair iron absorption, at least 2 hours apart)
    // and Kalcipos-D (calcium may decrease iron absorption, iron at least 2 hours before or after).
    references: [REF.odsIron, REF.odsCalcium, REF.ironSmpc, REFN.kalciposD],
    isVerified: true,
  },
  {
    id: "ss-copper-zinc",
    ingredientA: "copper",
    ingredientB: "zinc",
    severity: "moderate",
    interactionType: "competitive_absorption",
    mechanism:
      "High zinc intakes make gut cells produce metallothionein, a protein that binds copper and stops it being absorbed.",
    clinicalEffect:
      "Taking high-dose zinc for a long time reduces the copper you absorb and can cause copper deficiency, which can lead to anaemia and weaker bones.",
    recommendation:
      "Do not take more than 25 mg of zinc a day from supplements unless a doctor advises a higher dose; if you take high-dose zinc long term, ask your doctor about your copper level.",
    evidenceLevel: 1,
    // Food Standards Scotland: high-dose zinc reduces copper absorption (anaemia, weaker bones); no more than 25 mg a
    // day from supplements unless medically advised. Solvazinc SmPC: zinc may inhibit copper absorption.
    references: [
      REF.odsZinc,
      REF.odsCopper,
      REF.nhsOtherVitaminsMinerals,
      REFN.solvazincSmpc,
      REF_VERIFY.fssZinc,
    ],
    isVerified: true,
    appliesWhen: {
      ingredient: "zinc",
      minDailyAmount: { amount: 26, unit: "mg" },
      rationale:
        "The NHS says 25 mg or less of zinc a day from supplements is unlikely to cause harm; copper deficiency is a problem of long-term intakes above that, so the record applies to daily totals of more than 25 mg.",
    },
  },
  {
    id: "ss-iron-zinc",
    ingredientA: "iron",
    ingredientB: "zinc",
    severity: "minor",
    interactionType: "competitive_absorption",
    mechanism: "Iron and zinc taken at the same time can reduce the absorption of each other.",
    clinicalEffect: "Less iron or zinc may be absorbed from separate supplements taken together.",
    recommendation: "If you take separate iron and zinc supplements, take them at different times of day.",
    evidenceLevel: 1,
    // Ferrous sulfate SmPC 4.5 (emc): iron and zinc preparations can reduce the absorption of each other.
    references: [REF.odsZinc, REF.ironSmpc],
    isVerified: true,
  },
  {
    id: "ss-magnesium-zinc",
    ingredientA: "magnesium",
    ingredientB: "zinc",
    severity: "minor",
    interactionType: "competitive_absorption",
    mechanism:
      "Very high doses of zinc (well above normal supplement amounts) interfere with magnesium absorption.",
    clinicalEffect:
      "No meaningful effect at usual supplement doses; relevant only with very high zinc intakes.",
    recommendation:
      "Keep zinc within the recommended amount (no more than 25 mg a day from supplements unless advised).",
    evidenceLevel: 3,
    references: [REF.odsMagnesium, REF.nhsOtherVitaminsMinerals],
    isVerified: false,
  },
  {
    id: "ss-iron-manganese",
    ingredientA: "iron",
    ingredientB: "manganese",
    severity: "minor",
    interactionType: "competitive_absorption",
    mechanism:
      "Iron and manganese share absorption and transport pathways, so high iron intake reduces manganese absorption (and low iron status increases it).",
    clinicalEffect: "Usually not noticeable; manganese deficiency is rare.",
    recommendation:
      "No action needed at usual doses. If you take both as separate supplements, you can take them at different times.",
    evidenceLevel: 3,
    references: [REF.odsManganese],
    isVerified: false,
  },
  {
    id: "ss-green-tea-extract-iron",
    ingredientA: "green-tea-extract",
    ingredientB: "iron",
    severity: "minor",
    interactionType: "reduced_absorption",
    mechanism:
      "Polyphenols in tea, such as catechins, bind non-haem iron in the gut and reduce its absorption.",
    clinicalEffect: "Less iron is absorbed if green tea extract and an iron supplement are taken together.",
    recommendation:
      "Take your iron supplement a few hours apart from green tea extract (and from tea or coffee).",
    evidenceLevel: 3,
    references: [REF.odsIron],
    isVerified: false,
  },
  {
    id: "ss-caffeine-calcium",
    ingredientA: "caffeine",
    ingredientB: "calcium",
    severity: "minor",
    interactionType: "increased_excretion",
    mechanism:
      "Caffeine modestly increases the amount of calcium lost in urine for a few hours after it is taken.",
    clinicalEffect:
      "The effect is small and is balanced by a normal calcium intake; it is not a reason to stop either.",
    recommendation:
      "Keep caffeine to moderate amounts and make sure you get enough calcium from food or supplements.",
    evidenceLevel: 3,
    references: [REF.odsCalcium],
    isVerified: false,
  },
  {
    id: "ss-calcium-psyllium",
    ingredientA: "calcium",
    ingredientB: "psyllium",
    severity: "minor",
    interactionType: "delayed_absorption",
    mechanism:
      "Psyllium (ispaghula husk) forms a gel in the gut that can delay the absorption of minerals such as calcium taken at the same time.",
    clinicalEffect: "Calcium may be absorbed more slowly or less completely.",
    recommendation: "Take psyllium at least 1 hour before or after your calcium supplement.",
    evidenceLevel: 1,
    references: [REF.hmpcIspaghula, REF.nhsIspaghula],
    isVerified: false,
  },
  {
    id: "ss-iron-psyllium",
    ingredientA: "iron",
    ingredientB: "psyllium",
    severity: "minor",
    interactionType: "delayed_absorption",
    mechanism:
      "Psyllium (ispaghula husk) can delay the absorption of minerals such as iron taken at the same time.",
    clinicalEffect: "Iron may be absorbed more slowly or less completely.",
    recommendation: "Take psyllium at least 1 hour before or after your iron supplement.",
    evidenceLevel: 1,
    references: [REF.hmpcIspaghula, REF.nhsIspaghula],
    isVerified: false,
  },
  {
    id: "ss-psyllium-zinc",
    ingredientA: "psyllium",
    ingredientB: "zinc",
    severity: "minor",
    interactionType: "delayed_absorption",
    mechanism:
      "Psyllium (ispaghula husk) can delay the absorption of minerals such as zinc taken at the same time.",
    clinicalEffect: "Zinc may be absorbed more slowly or less completely.",
    recommendation: "Take psyllium at least 1 hour before or after your zinc supplement.",
    evidenceLevel: 1,
    references: [REF.hmpcIspaghula, REF.nhsIspaghula],
    isVerified: false,
  },
  {
    id: "ss-magnesium-psyllium",
    ingredientA: "magnesium",
    ingredientB: "psyllium",
    severity: "minor",
    interactionType: "delayed_absorption",
    mechanism:
      "Psyllium (ispaghula husk) can delay the absorption of minerals, including magnesium, taken at the same time.",
    clinicalEffect: "Magnesium may be absorbed more slowly or less completely.",
    recommendation: "Take psyllium at least 1 hour before or after your magnesium supplement.",
    evidenceLevel: 1,
    references: [REF.hmpcIspaghula, REF.nhsIspaghula],
    isVerified: false,
  },
  {
    id: "ss-copper-psyllium",
    ingredientA: "copper",
    ingredientB: "psyllium",
    severity: "minor",
    interactionType: "delayed_absorption",
    mechanism:
      "Psyllium (ispaghula husk) can delay the absorption of minerals, including copper, taken at the same time.",
    clinicalEffect: "Copper may be absorbed more slowly or less completely.",
    recommendation: "Take psyllium at least 1 hour before or after supplements containing copper.",
    evidenceLevel: 1,
    references: [REF.hmpcIspaghula, REF.nhsIspaghula],
    isVerified: false,
  },
  {
    id: "ss-psyllium-vitamin-b12",
    ingredientA: "psyllium",
    ingredientB: "vitamin-b12",
    severity: "minor",
    interactionType: "delayed_absorption",
    mechanism: "Psyllium (ispaghula husk) can delay the absorption of vitamin B12 taken at the same time.",
    clinicalEffect: "Vitamin B12 may be absorbed more slowly or less completely.",
    recommendation: "Take psyllium at least 1 hour before or after your vitamin B12 supplement.",
    evidenceLevel: 1,
    references: [REF.hmpcIspaghula, REF.nhsIspaghula],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Helpful combinations and co-factors
  // ---------------------------------------------------------------------------------------------------
  {
    id: "ss-iron-vitamin-c",
    ingredientA: "iron",
    ingredientB: "vitamin-c",
    severity: "beneficial",
    interactionType: "enhanced_absorption",
    mechanism:
      "Vitamin C keeps non-haem iron in its more soluble ferrous form and so increases how much is absorbed.",
    clinicalEffect: "More iron is absorbed from an iron supplement or plant foods taken with vitamin C.",
    recommendation:
      "Taking iron with vitamin C (or a glass of orange juice) can help absorption. Do not do this if you have haemochromatosis.",
    evidenceLevel: 1,
    references: [REF.odsIron, REF.odsVitaminC],
    isVerified: false,
  },
  {
    id: "ss-calcium-vitamin-d3",
    ingredientA: "calcium",
    ingredientB: "vitamin-d3",
    severity: "beneficial",
    interactionType: "synergistic",
    mechanism: "Vitamin D is needed for the gut to absorb calcium efficiently.",
    clinicalEffect: "Together they support bone health; calcium is absorbed poorly when vitamin D is low.",
    recommendation:
      "These work well together. Stay within the usual limits: no more than 100 micrograms (4,000 IU) of vitamin D a day and no more than 1,500 mg of calcium from supplements unless advised.",
    evidenceLevel: 1,
    references: [REF.odsCalcium, REF.odsVitaminD, REF.nhsVitaminD, REF.nhsCalcium],
    isVerified: false,
  },
  {
    id: "ss-magnesium-vitamin-d3",
    ingredientA: "magnesium",
    ingredientB: "vitamin-d3",
    severity: "beneficial",
    interactionType: "cofactor",
    mechanism:
      "The liver and kidney enzymes that convert vitamin D into its active form need magnesium as a co-factor.",
    clinicalEffect:
      "Adequate magnesium helps the body make use of vitamin D. Extra benefit from taking both is mainly expected if magnesium intake is low.",
    recommendation:
      "Fine to take together. Aim for enough magnesium from food (nuts, seeds, wholegrains, leafy greens).",
    evidenceLevel: 5,
    references: [REF.uwitonzeMagnesiumVitaminD2018, REF.odsMagnesium],
    isVerified: true,
  },
  {
    id: "ss-folic-acid-vitamin-b12",
    ingredientA: "folic-acid",
    ingredientB: "vitamin-b12",
    severity: "beneficial",
    interactionType: "complementary",
    mechanism:
      "Folate and vitamin B12 work together in making DNA and red blood cells. High-dose folic acid can correct the anaemia of B12 deficiency while the nerve damage continues, hiding the deficiency.",
    clinicalEffect:
      "Taking them together avoids folic acid masking a B12 deficiency. Taking high-dose folic acid alone can delay diagnosis of B12 deficiency.",
    recommendation:
      "If you take high-dose folic acid for a long time, make sure your vitamin B12 level has been checked or take B12 as well.",
    evidenceLevel: 1,
    references: [REF.odsFolate, REF.odsVitaminB12],
    isVerified: false,
  },
  {
    id: "ss-collagen-vitamin-c",
    ingredientA: "collagen",
    ingredientB: "vitamin-c",
    severity: "beneficial",
    interactionType: "cofactor",
    mechanism: "Vitamin C is an essential co-factor for the enzymes the body uses to make its own collagen.",
    clinicalEffect:
      "Vitamin C supports normal collagen formation. There is no good evidence that adding it changes the effect of a collagen supplement.",
    recommendation:
      "Fine to take together; a varied diet with fruit and vegetables usually provides enough vitamin C.",
    evidenceLevel: 5,
    references: [REF.odsVitaminC],
    isVerified: false,
  },
  {
    id: "ss-vitamin-c-vitamin-e",
    ingredientA: "vitamin-c",
    ingredientB: "vitamin-e",
    severity: "beneficial",
    interactionType: "antioxidant_recycling",
    mechanism: "Vitamin C can regenerate vitamin E (alpha-tocopherol) after it has acted as an antioxidant.",
    clinicalEffect:
      "A biochemical partnership; there is no proven extra health benefit from taking them together.",
    recommendation:
      "Fine to take together at normal doses; avoid high-dose vitamin E if you take blood thinners.",
    evidenceLevel: 5,
    references: [REF.odsVitaminC, REF.odsVitaminE],
    isVerified: false,
  },
  {
    id: "ss-riboflavin-vitamin-b6",
    ingredientA: "riboflavin",
    ingredientB: "vitamin-b6",
    severity: "beneficial",
    interactionType: "cofactor",
    mechanism: "Riboflavin (vitamin B2) is needed to convert vitamin B6 into its active coenzyme form.",
    clinicalEffect: "Relevant mainly when riboflavin intake is low; B-complex products usually contain both.",
    recommendation: "No action needed; fine to take together.",
    evidenceLevel: 5,
    references: [REF.odsRiboflavin, REF.odsVitaminB6],
    isVerified: false,
  },
  {
    id: "ss-niacin-riboflavin",
    ingredientA: "niacin",
    ingredientB: "riboflavin",
    severity: "beneficial",
    interactionType: "cofactor",
    mechanism: "Riboflavin is needed for the body to make niacin from the amino acid tryptophan.",
    clinicalEffect: "Relevant mainly when intakes are low; B-complex products usually contain both.",
    recommendation: "No action needed; fine to take together.",
    evidenceLevel: 5,
    references: [REF.odsRiboflavin, REF.odsNiacin],
    isVerified: false,
  },
  {
    id: "ss-niacin-vitamin-b6",
    ingredientA: "niacin",
    ingredientB: "vitamin-b6",
    severity: "beneficial",
    interactionType: "cofactor",
    mechanism: "Vitamin B6 is needed for the body to make niacin from the amino acid tryptophan.",
    clinicalEffect: "Relevant mainly when intakes are low; B-complex products usually contain both.",
    recommendation: "No action needed; fine to take together. Avoid long-term high doses of either.",
    evidenceLevel: 5,
    references: [REF.odsNiacin, REF.odsVitaminB6],
    isVerified: false,
  },
  {
    id: "ss-copper-iron",
    ingredientA: "copper",
    ingredientB: "iron",
    severity: "beneficial",
    interactionType: "cofactor",
    mechanism:
      "Copper-containing enzymes are needed to move iron out of cells and load it onto its transport protein.",
    clinicalEffect:
      "Copper deficiency (for example from long-term high-dose zinc) can cause anaemia that does not improve with iron alone.",
    recommendation:
      "No action needed at normal doses. If anaemia does not respond to iron, your doctor may check copper.",
    evidenceLevel: 5,
    references: [REF.odsCopper],
    isVerified: false,
  },
  {
    id: "ss-iodine-selenium",
    ingredientA: "iodine",
    ingredientB: "selenium",
    severity: "beneficial",
    interactionType: "cofactor",
    mechanism:
      "Iodine is part of thyroid hormone, and selenium-containing enzymes activate and break down thyroid hormone.",
    clinicalEffect:
      "Both are needed for normal thyroid function. Too much of either can also upset the thyroid, so more is not better.",
    recommendation:
      "No need to take both unless your diet is short of them. If you have a thyroid condition, ask your GP before taking either.",
    evidenceLevel: 5,
    references: [REF.odsSelenium, REF.odsIodine],
    isVerified: false,
  },
  {
    id: "ss-caffeine-l-theanine",
    ingredientA: "caffeine",
    ingredientB: "l-theanine",
    severity: "beneficial",
    interactionType: "synergistic",
    mechanism:
      "L-theanine and caffeine, both found in tea, act on different brain pathways involved in attention.",
    clinicalEffect:
      "In a randomised trial, 97 mg L-theanine with 40 mg caffeine improved task-switching accuracy and alertness for a short time compared with placebo.",
    recommendation:
      "Fine to combine. Count the caffeine towards your daily total (no more than 400 mg a day for adults, 200 mg if pregnant).",
    evidenceLevel: 2,
    references: [REF.giesbrechtTheanineCaffeine2010, REF.efsaCaffeine2015],
    isVerified: true,
  },

  // ---------------------------------------------------------------------------------------------------
  // Same nutrient from two products
  // ---------------------------------------------------------------------------------------------------
  {
    id: "ss-cod-liver-oil-vitamin-a",
    ingredientA: "cod-liver-oil",
    ingredientB: "vitamin-a",
    severity: "moderate",
    interactionType: "additive_toxicity",
    mechanism:
      "Cod liver oil already contains preformed vitamin A (retinol), so a separate vitamin A supplement adds to it.",
    clinicalEffect:
      "Total vitamin A can go over the 1.5 mg a day from food and supplements that UK advice says not to exceed, and too much vitamin A can be harmful in pregnancy.",
    recommendation:
      "Take cod liver oil with a vitamin A supplement only if the vitamin A from both together stays at 1.5 mg a day or less; check both labels. Do not take either if you are pregnant.",
    evidenceLevel: 1,
    // Food Standards Scotland: no more than 1.5 mg of vitamin A a day from food and supplements; fish liver oil is high
    // in vitamin A; avoid vitamin A supplements, fish liver oil included, in pregnancy or when planning one.
    references: [REF.nhsVitaminA, REF.odsVitaminA, REF_VERIFY.fssVitamins],
    isVerified: true,
  },
  {
    id: "ss-cod-liver-oil-vitamin-d3",
    ingredientA: "cod-liver-oil",
    ingredientB: "vitamin-d3",
    severity: "minor",
    interactionType: "additive_effect",
    mechanism: "Cod liver oil contains vitamin D, which adds to a separate vitamin D3 supplement.",
    clinicalEffect: "Total vitamin D intake is higher than it looks from the vitamin D3 label alone.",
    recommendation:
      "Add up the vitamin D in both products and keep the total below 100 micrograms (4,000 IU) a day unless a doctor advises more.",
    evidenceLevel: 1,
    references: [REF.nhsVitaminD, REF.odsVitaminD],
    isVerified: false,
  },
  {
    id: "ss-cod-liver-oil-omega-3-fish-oil",
    ingredientA: "cod-liver-oil",
    ingredientB: "omega-3-fish-oil",
    severity: "minor",
    interactionType: "duplication",
    mechanism:
      "Both products supply the omega-3 fats EPA and DHA; cod liver oil also supplies vitamins A and D.",
    clinicalEffect: "You are doubling up on omega-3 and adding vitamin A, which has an upper limit.",
    recommendation:
      "You usually only need one of these. If you take both, check the vitamin A in the cod liver oil, and avoid cod liver oil if pregnant.",
    evidenceLevel: 5,
    references: [REF.odsOmega3, REF.nhsVitaminA],
    isVerified: false,
  },
  {
    id: "ss-beta-carotene-vitamin-a",
    ingredientA: "beta-carotene",
    ingredientB: "vitamin-a",
    severity: "minor",
    interactionType: "additive_effect",
    mechanism:
      "The body converts beta-carotene into vitamin A only as needed, so beta-carotene does not cause vitamin A toxicity; preformed vitamin A (retinol) does.",
    clinicalEffect:
      "The combination does not usually add to vitamin A toxicity, but high-dose beta-carotene carries its own risks for smokers.",
    recommendation:
      "Keep preformed vitamin A within the limit (1.5 mg a day in total). If you smoke or used to smoke, do not take beta-carotene supplements.",
    evidenceLevel: 1,
    references: [REF.odsVitaminA, REF.nhsOtherVitaminsMinerals],
    isVerified: false,
  },
  {
    id: "ss-vitamin-k1-vitamin-k2",
    ingredientA: "vitamin-k1",
    ingredientB: "vitamin-k2",
    severity: "minor",
    interactionType: "additive_effect",
    mechanism: "Both forms of vitamin K support the production of clotting factors, so their effects add up.",
    clinicalEffect: "Not a concern for most people, but total vitamin K intake matters if you take warfarin.",
    recommendation:
      "If you take warfarin, do not start either form of vitamin K without talking to your anticoagulant clinic.",
    evidenceLevel: 5,
    references: [REF.odsVitaminK],
    isVerified: false,
  },
  {
    id: "ss-caffeine-green-tea-extract",
    ingredientA: "caffeine",
    ingredientB: "green-tea-extract",
    severity: "minor",
    interactionType: "additive_effect",
    mechanism:
      "Many green tea extracts contain caffeine, which adds to caffeine from other supplements and drinks.",
    clinicalEffect:
      "Total caffeine can climb above safe amounts, causing jitteriness, a fast heartbeat or poor sleep.",
    recommendation:
      "Check the labels and keep total caffeine below 400 mg a day (200 mg if pregnant), and no more than 200 mg at one time.",
    evidenceLevel: 1,
    references: [REF.efsaCaffeine2015],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Vitamin E and vitamin K
  // ---------------------------------------------------------------------------------------------------
  {
    id: "ss-vitamin-e-vitamin-k1",
    ingredientA: "vitamin-e",
    ingredientB: "vitamin-k1",
    severity: "minor",
    interactionType: "antagonism",
    mechanism:
      "High doses of vitamin E can interfere with vitamin K-dependent clotting factors and reduce platelet clumping.",
    clinicalEffect:
      "High-dose vitamin E may blunt vitamin K's effect on clotting; not a concern at normal doses.",
    recommendation:
      "Avoid high-dose vitamin E, especially if you have a bleeding problem or take blood thinners.",
    evidenceLevel: 5,
    references: [REF.odsVitaminE, REF.odsVitaminK],
    isVerified: false,
  },
  {
    id: "ss-vitamin-e-vitamin-k2",
    ingredientA: "vitamin-e",
    ingredientB: "vitamin-k2",
    severity: "minor",
    interactionType: "antagonism",
    mechanism:
      "High doses of vitamin E can interfere with vitamin K-dependent clotting factors and reduce platelet clumping.",
    clinicalEffect:
      "High-dose vitamin E may blunt vitamin K's effect on clotting; not a concern at normal doses.",
    recommendation:
      "Avoid high-dose vitamin E, especially if you have a bleeding problem or take blood thinners.",
    evidenceLevel: 5,
    references: [REF.odsVitaminE, REF.odsVitaminK],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Possible added bleeding tendency (no studies of the combinations themselves)
  // ---------------------------------------------------------------------------------------------------
  {
    id: "ss-garlic-ginkgo-biloba",
    ingredientA: "garlic",
    ingredientB: "ginkgo-biloba",
    severity: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Garlic and ginkgo have each been linked with bleeding (antiplatelet effects); taking both could add to this. The combination itself has not been studied.",
    clinicalEffect:
      "Possible increase in bruising or bleeding, mainly relevant before surgery or with blood thinners.",
    recommendation:
      "If you take blood thinners, have a bleeding disorder or have surgery planned, tell your doctor or pharmacist; stop both about 2 weeks before planned surgery.",
    evidenceLevel: 5,
    references: [REF.supplementBleedingReview2022, REF.nccihGinkgo, REF.nccihGarlic],
    isVerified: false,
  },
  {
    id: "ss-garlic-glucosamine",
    ingredientA: "garlic",
    ingredientB: "glucosamine",
    severity: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Garlic and glucosamine (usually with chondroitin) have each been associated with bleeding; taking both could add to this. The combination itself has not been studied.",
    clinicalEffect:
      "Possible increase in bruising or bleeding, mainly relevant before surgery or with blood thinners.",
    recommendation:
      "If you take blood thinners, have a bleeding disorder or have surgery planned, tell your doctor or pharmacist before combining these.",
    evidenceLevel: 5,
    references: [REF.supplementBleedingReview2022],
    isVerified: false,
  },
  {
    id: "ss-garlic-turmeric-curcumin",
    ingredientA: "garlic",
    ingredientB: "turmeric-curcumin",
    severity: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Garlic and turmeric have each been linked with bleeding in some reports; taking both could add to this. The combination itself has not been studied.",
    clinicalEffect:
      "Possible increase in bruising or bleeding, mainly relevant before surgery or with blood thinners.",
    recommendation:
      "If you take blood thinners, have a bleeding disorder or have surgery planned, tell your doctor or pharmacist before combining these.",
    evidenceLevel: 5,
    references: [REF.supplementBleedingReview2022],
    isVerified: false,
  },
  {
    id: "ss-garlic-vitamin-e",
    ingredientA: "garlic",
    ingredientB: "vitamin-e",
    severity: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Garlic and high-dose vitamin E can each reduce platelet clumping; taking both could add to this. The combination itself has not been studied.",
    clinicalEffect:
      "Possible increase in bruising or bleeding, mainly relevant before surgery or with blood thinners.",
    recommendation:
      "If you take blood thinners, have a bleeding disorder or have surgery planned, tell your doctor or pharmacist before combining these.",
    evidenceLevel: 5,
    references: [REF.anticoagulantSupplementsNutrRev2012, REF.odsVitaminE],
    isVerified: false,
  },
  {
    id: "ss-ginkgo-biloba-glucosamine",
    ingredientA: "ginkgo-biloba",
    ingredientB: "glucosamine",
    severity: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Ginkgo and glucosamine (usually with chondroitin) have each been associated with bleeding; taking both could add to this. The combination itself has not been studied.",
    clinicalEffect:
      "Possible increase in bruising or bleeding, mainly relevant before surgery or with blood thinners.",
    recommendation:
      "If you take blood thinners, have a bleeding disorder or have surgery planned, tell your doctor or pharmacist before combining these.",
    evidenceLevel: 5,
    references: [REF.supplementBleedingReview2022],
    isVerified: false,
  },
  {
    id: "ss-ginkgo-biloba-turmeric-curcumin",
    ingredientA: "ginkgo-biloba",
    ingredientB: "turmeric-curcumin",
    severity: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Ginkgo and turmeric have each been linked with bleeding in some reports; taking both could add to this. The combination itself has not been studied.",
    clinicalEffect:
      "Possible increase in bruising or bleeding, mainly relevant before surgery or with blood thinners.",
    recommendation:
      "If you take blood thinners, have a bleeding disorder or have surgery planned, tell your doctor or pharmacist before combining these.",
    evidenceLevel: 5,
    references: [REF.supplementBleedingReview2022, REF.nccihGinkgo],
    isVerified: false,
  },
  {
    id: "ss-ginkgo-biloba-vitamin-e",
    ingredientA: "ginkgo-biloba",
    ingredientB: "vitamin-e",
    severity: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Ginkgo and high-dose vitamin E can each reduce platelet clumping; taking both could add to this. The combination itself has not been studied.",
    clinicalEffect:
      "Possible increase in bruising or bleeding, mainly relevant before surgery or with blood thinners.",
    recommendation:
      "If you take blood thinners, have a bleeding disorder or have surgery planned, tell your doctor or pharmacist before combining these.",
    evidenceLevel: 5,
    references: [REF.anticoagulantSupplementsNutrRev2012, REF.odsVitaminE, REF.nccihGinkgo],
    isVerified: false,
  },
  {
    id: "ss-glucosamine-turmeric-curcumin",
    ingredientA: "glucosamine",
    ingredientB: "turmeric-curcumin",
    severity: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Glucosamine (usually with chondroitin) and turmeric have each been associated with bleeding in people on anticoagulants; taking both could add to this.",
    clinicalEffect:
      "Possible increase in bruising or bleeding, mainly relevant before surgery or with blood thinners.",
    recommendation:
      "If you take blood thinners, have a bleeding disorder or have surgery planned, tell your doctor or pharmacist before combining these.",
    evidenceLevel: 5,
    references: [REF.supplementBleedingReview2022],
    isVerified: false,
  },
  {
    id: "ss-glucosamine-vitamin-e",
    ingredientA: "glucosamine",
    ingredientB: "vitamin-e",
    severity: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Glucosamine (usually with chondroitin) and high-dose vitamin E have each been associated with bleeding; taking both could add to this.",
    clinicalEffect:
      "Possible increase in bruising or bleeding, mainly relevant before surgery or with blood thinners.",
    recommendation:
      "If you take blood thinners, have a bleeding disorder or have surgery planned, tell your doctor or pharmacist before combining these.",
    evidenceLevel: 5,
    references: [REF.supplementBleedingReview2022, REF.odsVitaminE],
    isVerified: false,
  },
  {
    id: "ss-turmeric-curcumin-vitamin-e",
    ingredientA: "turmeric-curcumin",
    ingredientB: "vitamin-e",
    severity: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Turmeric and high-dose vitamin E have each been associated with bleeding; taking both could add to this. The combination itself has not been studied.",
    clinicalEffect:
      "Possible increase in bruising or bleeding, mainly relevant before surgery or with blood thinners.",
    recommendation:
      "If you take blood thinners, have a bleeding disorder or have surgery planned, tell your doctor or pharmacist before combining these.",
    evidenceLevel: 5,
    references: [REF.supplementBleedingReview2022, REF.odsVitaminE],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Serotonin, sleep and stimulants
  // ---------------------------------------------------------------------------------------------------
  {
    id: "ss-5-htp-st-johns-wort",
    ingredientA: "5-htp",
    ingredientB: "st-johns-wort",
    severity: "major",
    interactionType: "serotonergic",
    mechanism:
      "5-HTP is the direct building block of serotonin, and St John's wort increases serotonin activity; together they could push serotonin levels too high.",
    clinicalEffect:
      "Risk of serotonin syndrome: agitation, confusion, sweating, shaking, fast heartbeat and high temperature, which can be serious. No trials have tested this combination.",
    recommendation:
      "Ask your GP or pharmacist before taking 5-HTP with St John's wort, and get urgent help for agitation, confusion, sweating, shaking or a fast heartbeat. If you take an antidepressant, do not take either without speaking to your doctor or pharmacist.",
    evidenceLevel: 5,
    references: [REF.medsafeSjwSerotonin2012, REF.boyerSerotoninSyndrome2005, REF.nccihSjw],
    isVerified: false,
  },
  {
    id: "ss-melatonin-valerian",
    ingredientA: "melatonin",
    ingredientB: "valerian",
    severity: "minor",
    interactionType: "additive_sedation",
    mechanism:
      "Melatonin can add to the effect of other sleep-promoting substances, and valerian is used as a sedative; the combination has not been studied.",
    clinicalEffect: "Possible extra drowsiness the next morning.",
    recommendation:
      "Start with one product. If you combine them, do not drive or use machinery if you feel drowsy the next day.",
    evidenceLevel: 5,
    references: [REF.circadinSmpc, REF.hmpcValerian],
    isVerified: false,
  },
  {
    id: "ss-ashwagandha-melatonin",
    ingredientA: "ashwagandha",
    ingredientB: "melatonin",
    severity: "minor",
    interactionType: "additive_sedation",
    mechanism:
      "Ashwagandha may interact with sedatives, and melatonin can add to the effect of sleep-promoting substances; the combination has not been studied.",
    clinicalEffect: "Possible extra drowsiness.",
    recommendation: "If you combine them, do not drive or use machinery if you feel drowsy.",
    evidenceLevel: 5,
    references: [REF.nccihAshwagandha, REF.circadinSmpc],
    isVerified: false,
  },
  {
    id: "ss-ashwagandha-valerian",
    ingredientA: "ashwagandha",
    ingredientB: "valerian",
    severity: "minor",
    interactionType: "additive_sedation",
    mechanism:
      "Ashwagandha may interact with sedatives and valerian is used as a sedative; the combination has not been studied.",
    clinicalEffect: "Possible extra drowsiness.",
    recommendation: "If you combine them, do not drive or use machinery if you feel drowsy.",
    evidenceLevel: 5,
    references: [REF.nccihAshwagandha, REF.hmpcValerian],
    isVerified: false,
  },
  {
    id: "ss-caffeine-melatonin",
    ingredientA: "caffeine",
    ingredientB: "melatonin",
    severity: "minor",
    interactionType: "opposing_effects",
    mechanism:
      "Caffeine blocks adenosine and keeps you alert; caffeine close to bedtime makes it harder to fall asleep.",
    clinicalEffect: "Caffeine taken later in the day can undo the sleep benefit you want from melatonin.",
    recommendation: "If you take melatonin for sleep, avoid caffeine in the afternoon and evening.",
    evidenceLevel: 3,
    references: [REF.efsaCaffeine2015],
    isVerified: false,
  },
  {
    id: "ss-caffeine-valerian",
    ingredientA: "caffeine",
    ingredientB: "valerian",
    severity: "minor",
    interactionType: "opposing_effects",
    mechanism:
      "Caffeine keeps you alert and caffeine close to bedtime delays sleep, working against valerian's intended effect.",
    clinicalEffect:
      "Caffeine taken later in the day can cancel out the sleep benefit you want from valerian.",
    recommendation: "If you take valerian for sleep, avoid caffeine in the afternoon and evening.",
    evidenceLevel: 3,
    references: [REF.efsaCaffeine2015, REF.hmpcValerian],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Liver and muscle
  // ---------------------------------------------------------------------------------------------------
  {
    id: "ss-niacin-red-yeast-rice",
    ingredientA: "niacin",
    ingredientB: "red-yeast-rice",
    severity: "moderate",
    interactionType: "additive_myopathy_risk",
    mechanism:
      "Red yeast rice contains monacolin K, which is identical to the statin lovastatin; high-dose niacin with statins raises the risk of muscle and liver side effects.",
    clinicalEffect: "Possible muscle pain or damage and liver strain, especially with high-dose niacin.",
    recommendation:
      "Do not combine high-dose niacin with red yeast rice without medical advice. Stop and see your GP if you get unexplained muscle pain or weakness.",
    evidenceLevel: 5,
    references: [REF.efsaMonacolins2018, REF.odsNiacin, REF.hps2ThriveMuscle2013],
    isVerified: true,
    appliesWhen: {
      ingredient: "niacin",
      minDailyAmount: { amount: 1, unit: "g" },
      chemicalForms: ["nicotinic acid"],
      rationale:
        "The added muscle risk with statins was shown for lipid-lowering nicotinic acid (2 g a day in HPS2-THRIVE; the withdrawn UK product contained 1 g per tablet); nicotinamide and multivitamin amounts do not carry it.",
    },
  },
  {
    id: "ss-ashwagandha-green-tea-extract",
    ingredientA: "ashwagandha",
    ingredientB: "green-tea-extract",
    severity: "minor",
    interactionType: "additive_liver_risk",
    mechanism:
      "Both have rarely been linked with liver injury (green tea extract mainly at 800 mg EGCG a day or more); taking both could add to this. The combination has not been studied.",
    clinicalEffect: "Rare risk of liver injury.",
    recommendation:
      "Avoid if you have liver disease. Stop and see your GP if you notice yellow skin or eyes, dark urine, itching or pain under the right ribs.",
    evidenceLevel: 5,
    references: [REF.nccihAshwagandha, REF.efsaGreenTea2018],
    isVerified: false,
  },
  {
    id: "ss-ashwagandha-red-yeast-rice",
    ingredientA: "ashwagandha",
    ingredientB: "red-yeast-rice",
    severity: "minor",
    interactionType: "additive_liver_risk",
    mechanism:
      "Both have been linked with liver side effects in some people; taking both could add to this. The combination has not been studied.",
    clinicalEffect: "Rare risk of liver injury.",
    recommendation:
      "Avoid if you have liver disease. Stop and see your GP if you notice yellow skin or eyes, dark urine, itching or pain under the right ribs.",
    evidenceLevel: 5,
    references: [REF.nccihAshwagandha, REF.efsaMonacolins2018],
    isVerified: false,
  },
  {
    id: "ss-ashwagandha-turmeric-curcumin",
    ingredientA: "ashwagandha",
    ingredientB: "turmeric-curcumin",
    severity: "minor",
    interactionType: "additive_liver_risk",
    mechanism:
      "Both have rarely been linked with liver injury in people taking supplements; taking both could add to this. The combination has not been studied.",
    clinicalEffect: "Rare risk of liver injury.",
    recommendation:
      "Avoid if you have liver disease. Stop and see your GP if you notice yellow skin or eyes, dark urine, itching or pain under the right ribs.",
    evidenceLevel: 5,
    references: [REF.nccihAshwagandha, REF.nccihTurmeric],
    isVerified: false,
  },
  {
    id: "ss-green-tea-extract-red-yeast-rice",
    ingredientA: "green-tea-extract",
    ingredientB: "red-yeast-rice",
    severity: "minor",
    interactionType: "additive_liver_risk",
    mechanism:
      "High-dose green tea extract and red yeast rice have each been linked with liver side effects; taking both could add to this. The combination has not been studied.",
    clinicalEffect: "Rare risk of liver injury.",
    recommendation:
      "Avoid if you have liver disease. Stop and see your GP if you notice yellow skin or eyes, dark urine, itching or pain under the right ribs.",
    evidenceLevel: 5,
    references: [REF.efsaGreenTea2018, REF.efsaMonacolins2018],
    isVerified: false,
  },
  {
    id: "ss-green-tea-extract-turmeric-curcumin",
    ingredientA: "green-tea-extract",
    ingredientB: "turmeric-curcumin",
    severity: "minor",
    interactionType: "additive_liver_risk",
    mechanism:
      "High-dose green tea extract and turmeric supplements have each rarely been linked with liver injury; taking both could add to this.",
    clinicalEffect: "Rare risk of liver injury.",
    recommendation:
      "Avoid if you have liver disease. Stop and see your GP if you notice yellow skin or eyes, dark urine, itching or pain under the right ribs.",
    evidenceLevel: 5,
    references: [REF.efsaGreenTea2018, REF.nccihTurmeric],
    isVerified: false,
  },
  {
    id: "ss-red-yeast-rice-turmeric-curcumin",
    ingredientA: "red-yeast-rice",
    ingredientB: "turmeric-curcumin",
    severity: "minor",
    interactionType: "additive_liver_risk",
    mechanism:
      "Red yeast rice and turmeric supplements have each been linked with liver side effects; taking both could add to this. The combination has not been studied.",
    clinicalEffect: "Rare risk of liver injury.",
    recommendation:
      "Avoid if you have liver disease. Stop and see your GP if you notice yellow skin or eyes, dark urine, itching or pain under the right ribs.",
    evidenceLevel: 5,
    references: [REF.efsaMonacolins2018, REF.nccihTurmeric],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Additional pairs (second batch). Each is limited to what its cited sources support; pairs whose only
  // basis would be guesswork (for example fish oil or ginseng with other "blood-thinning" supplements,
  // which the 2022 bleeding-risk review found not to be associated with bleeding) are deliberately absent.
  // ---------------------------------------------------------------------------------------------------
  {
    id: "ss-caffeine-creatine",
    ingredientA: "caffeine",
    ingredientB: "creatine",
    severity: "minor",
    interactionType: "reduced_effect",
    mechanism:
      "Caffeine and creatine are thought to have opposite effects on how quickly muscle relaxes, and taking both together can upset the stomach. The two do not appear to affect each other's absorption or breakdown.",
    clinicalEffect:
      "Study results are mixed. Taking caffeine every day while loading creatine may reduce creatine's benefit for short, intense exercise in some studies. The benefit of a single caffeine dose taken before exercise after creatine loading does not seem to be reduced.",
    recommendation:
      "Safe to take both. If you want the most from creatine, consider taking it at a different time of day from caffeine (especially during a loading phase), and stop if the combination upsets your stomach.",
    evidenceLevel: 1,
    references: [SS_REF.eloseguiCaffeineCreatine2022, SS_REF.trexlerCreatineCaffeine2015],
    isVerified: true,
  },
  {
    id: "ss-berberine-red-yeast-rice",
    ingredientA: "berberine",
    ingredientB: "red-yeast-rice",
    severity: "moderate",
    interactionType: "enzyme_inhibition",
    mechanism:
      "Red yeast rice contains monacolin K, which is the same substance as the cholesterol medicine lovastatin and is broken down in the body by the enzyme CYP3A4. In a clinical study, two weeks of berberine (300 mg three times a day) slowed CYP3A4 activity, raising blood levels of a test medicine by about 40%.",
    clinicalEffect:
      "Berberine could raise the amount of monacolin K in the blood, adding to the risk of the statin-type side effects of red yeast rice: muscle pain and damage (rarely severe rhabdomyolysis) and liver problems. The combination itself has not been studied.",
    recommendation:
      "Ask your GP before taking berberine with red yeast rice. If you take them together and get unexplained muscle pain, weakness or dark urine, stop both and see your GP promptly.",
    evidenceLevel: 5,
    references: [SS_REF.guoBerberineCyp2012, REF.efsaMonacolins2018],
    isVerified: false,
  },
  {
    id: "ss-red-yeast-rice-st-johns-wort",
    ingredientA: "red-yeast-rice",
    ingredientB: "st-johns-wort",
    severity: "minor",
    interactionType: "enzyme_induction",
    mechanism:
      "St John's wort speeds up the liver enzymes (including CYP3A4) that clear many medicines from the body. Monacolin K in red yeast rice is the same substance as lovastatin, which is cleared by CYP3A4.",
    clinicalEffect:
      "St John's wort may lower the amount of monacolin K in the blood, so red yeast rice may lower cholesterol less than expected. This has not been studied directly.",
    recommendation:
      "If you use red yeast rice to help lower your cholesterol, do not rely on it while taking St John's wort. Speak to your GP or pharmacist about your cholesterol and about St John's wort's many medicine interactions.",
    evidenceLevel: 5,
    references: [REF.cmsSjwLetter2000, REF.hendersonSjw2002, REF.efsaMonacolins2018],
    isVerified: false,
  },
  {
    id: "ss-alpha-lipoic-acid-berberine",
    ingredientA: "alpha-lipoic-acid",
    ingredientB: "berberine",
    severity: "minor",
    interactionType: "additive_blood_glucose_lowering",
    mechanism:
      "Berberine lowered blood glucose in trials in type 2 diabetes, and alpha-lipoic acid affects insulin sensitivity and insulin release. Their effects on blood glucose may add together. The combination has not been studied.",
    clinicalEffect:
      "Possible extra lowering of blood glucose. This matters mainly for people taking diabetes medicines, especially insulin or sulfonylureas such as gliclazide, who could have a hypo (low blood sugar).",
    recommendation:
      "If you have diabetes or take medicines to lower blood sugar, speak to your GP or diabetes team before taking these together and check your blood sugar more often. Do not use them in place of prescribed treatment.",
    evidenceLevel: 5,
    references: [SS_REF.dongBerberineDiabetes2012, SS_REF.capeceLipoicAcidGlucose2022],
    isVerified: true,
  },
  {
    id: "ss-berberine-chromium",
    ingredientA: "berberine",
    ingredientB: "chromium",
    severity: "minor",
    interactionType: "additive_blood_glucose_lowering",
    mechanism:
      "Berberine lowered blood glucose in trials in type 2 diabetes, and chromium is promoted for blood sugar control and may add to the effect of diabetes medicines. Their effects may add together; the combination has not been studied.",
    clinicalEffect:
      "Possible extra lowering of blood glucose, mainly relevant to people taking diabetes medicines, who could have a hypo (low blood sugar). Chromium's own effect in trials is small or absent.",
    recommendation:
      "If you have diabetes or take medicines to lower blood sugar, speak to your GP or diabetes team before combining these and check your blood sugar more often. Do not use them in place of prescribed treatment.",
    evidenceLevel: 5,
    references: [SS_REF.dongBerberineDiabetes2012, REF.odsChromium],
    isVerified: false,
  },
  {
    id: "ss-berberine-ginseng",
    ingredientA: "berberine",
    ingredientB: "ginseng",
    severity: "minor",
    interactionType: "additive_blood_glucose_lowering",
    mechanism:
      "Berberine lowered blood glucose in trials in type 2 diabetes, and a review of trials suggests Asian ginseng may also lower blood sugar. Their effects may add together; the combination has not been studied.",
    clinicalEffect:
      "Possible extra lowering of blood glucose, mainly relevant to people taking diabetes medicines, who could have a hypo (low blood sugar).",
    recommendation:
      "If you have diabetes or take medicines to lower blood sugar, speak to your GP or diabetes team before combining these and check your blood sugar more often.",
    evidenceLevel: 5,
    references: [SS_REF.dongBerberineDiabetes2012, REF.nccihAsianGinseng],
    isVerified: false,
  },
  {
    id: "ss-alpha-lipoic-acid-biotin",
    ingredientA: "alpha-lipoic-acid",
    ingredientB: "biotin",
    severity: "minor",
    interactionType: "competitive_absorption",
    mechanism:
      "Biotin and lipoic acid are absorbed from the gut by the same carrier (the sodium-dependent multivitamin transporter), so large doses of one could compete with the other.",
    clinicalEffect:
      "In theory, high-dose alpha-lipoic acid could slightly reduce biotin absorption. No effect on biotin status has been shown in people, and biotin deficiency is rare.",
    recommendation:
      "No action needed for most people. If you take high-dose alpha-lipoic acid long term, a balanced diet or a standard multivitamin will cover your biotin needs.",
    evidenceLevel: 5,
    references: [SS_REF.saidBiotinAbsorption2009],
    isVerified: true,
  },
  {
    id: "ss-biotin-pantothenic-acid",
    ingredientA: "biotin",
    ingredientB: "pantothenic-acid",
    severity: "minor",
    interactionType: "competitive_absorption",
    mechanism:
      "Biotin and pantothenic acid (vitamin B5) are absorbed from the gut by the same carrier (the sodium-dependent multivitamin transporter), so very large doses of one could compete with the other.",
    clinicalEffect:
      "Only a theoretical concern at very high doses; the amounts in multivitamins are not expected to cause a problem.",
    recommendation:
      "No action needed at usual doses. Avoid taking very high doses of either vitamin unless advised.",
    evidenceLevel: 5,
    references: [SS_REF.saidBiotinAbsorption2009],
    isVerified: true,
  },
  {
    id: "ss-calcium-zinc",
    ingredientA: "calcium",
    ingredientB: "zinc",
    severity: "minor",
    interactionType: "competitive_absorption",
    mechanism: "Calcium taken at the same time may reduce the absorption of zinc.",
    clinicalEffect: "Possibly less zinc absorbed from a zinc supplement taken with calcium.",
    recommendation:
      "If you take a zinc supplement for a specific reason, take it at least 2 hours before or after a calcium supplement.",
    evidenceLevel: 1,
    // Kalcipos-D 4.5 (emc): calcium salts may decrease zinc absorption; zinc at least 2 hours before or after calcium.
    references: [REF.odsCalcium, REF.odsZinc, REFN.kalciposD],
    isVerified: true,
  },
  {
    id: "ss-licorice-root-potassium",
    ingredientA: "licorice-root",
    ingredientB: "potassium",
    severity: "minor",
    interactionType: "opposing_effects",
    mechanism:
      "Glycyrrhizin in liquorice makes the kidneys hold on to salt and lose potassium. Regular liquorice intake is linked with high blood pressure and low potassium (hypokalaemia).",
    clinicalEffect:
      "A potassium supplement does not protect against liquorice's effects on blood pressure, and taking potassium to correct low levels without medical advice can hide the cause or push potassium too high in people with kidney problems or on some blood pressure medicines.",
    recommendation:
      "Do not use a potassium supplement to 'balance out' liquorice. Avoid regular liquorice root if you have high blood pressure, heart or kidney problems, and see your GP if you have muscle weakness, cramps or palpitations.",
    evidenceLevel: 5,
    references: [
      REF.hmpcLiquorice,
      REF.licoriceMetaAnalysis2017,
      REF.licoriceCardiovascularReview2019,
      REF.bmjSaltSubstitutes2003,
    ],
    isVerified: false,
  },
  {
    id: "ss-creatine-whey-protein",
    ingredientA: "creatine",
    ingredientB: "whey-protein",
    severity: "beneficial",
    interactionType: "enhanced_retention",
    mechanism:
      "Taking creatine with about 50 g of protein plus about 50 g of carbohydrate raises insulin, which helps muscles take up creatine. In a small study in 12 men this increased the amount of creatine the body kept by about a quarter.",
    clinicalEffect:
      "More of a creatine dose may be retained when it is taken with a protein and carbohydrate drink or meal. Whey on its own (without carbohydrate) was not tested, and no extra gain in performance from combining them has been shown.",
    recommendation:
      "Fine to take together. Taking creatine with a meal or a protein shake that also contains carbohydrate may help your body keep more of it.",
    evidenceLevel: 3,
    references: [SS_REF.steengeCreatineProteinCarbohydrate2000],
    isVerified: true,
  },
  {
    id: "ss-beta-alanine-creatine",
    ingredientA: "beta-alanine",
    ingredientB: "creatine",
    severity: "beneficial",
    interactionType: "complementary",
    mechanism:
      "Beta-alanine raises muscle carnosine, which buffers acid during hard exercise, while creatine raises muscle phosphocreatine for short bursts of effort. They work in different ways, so their effects could complement each other.",
    clinicalEffect:
      "The International Society of Sports Nutrition says combining beta-alanine with other supplements may be advantageous when beta-alanine is taken at 4 to 6 g a day for at least 4 weeks, but trials of the combination have had mixed results. Beta-alanine commonly causes harmless tingling.",
    recommendation:
      "Safe to take together for healthy adults. Any extra benefit is modest and not certain; splitting beta-alanine into smaller doses through the day can reduce tingling.",
    evidenceLevel: 2,
    references: [SS_REF.issnBetaAlanine2015, SS_REF.krestaBetaAlanineCreatine2014],
    isVerified: true,
  },
];
