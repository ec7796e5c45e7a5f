// Nutrients, sports and weight-loss ingredients added with the knowledge-base method (docs/knowledge-base.md).
// Upper levels come from the NHS pages that state them; claim substances from the GB register.
import type { IngredientSeed } from "@/lib/catalogue/seed-schemas";
import {
  NHS_OTHERS,
  ODS_EXERCISE,
  REG_432_2012,
  lpi,
  nhsVitaminsAndMinerals,
  odsFactSheet,
  type Reference,
} from "./references";

const ODS_WEIGHT_LOSS = odsFactSheet("WeightLoss", "Dietary Supplements for Weight Loss");
const LPI_CAROTENOIDS = lpi("dietary-factors/phytochemicals/carotenoids", "Carotenoids");

type Entry = Pick<
  IngredientSeed,
  "slug" | "name" | "synonyms" | "category" | "evidenceSummary" | "references"
> &
  Partial<Pick<IngredientSeed, "upperLevel" | "claimSubstances" | "bioavailabilityNotes">>;

function entry(fields: Entry): IngredientSeed {
  return {
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    claimSubstances: [],
    ...fields,
  };
}

function nhsOthersLevel(amount: number, nutrient: string): NonNullable<IngredientSeed["upperLevel"]> {
  return {
    amount,
    unit: "mg",
    basis: `NHS (EVM guidance): ${String(amount)} mg or less a day of ${nutrient} supplements is unlikely to cause harm`,
    referenceId: NHS_OTHERS.id,
  };
}

const references = (...list: Reference[]) => list;

export const NUTRIENTS_AND_OTHER_PART_2: IngredientSeed[] = [
  entry({
    slug: "boron",
    name: "Boron",
    synonyms: ["boron citrate", "boron glycinate", "sodium borate"],
    category: "wellness",
    upperLevel: nhsOthersLevel(6, "boron"),
    evidenceSummary:
      "Boron is found in fruit, vegetables and nuts, and most people get enough from their diet; it is sold for bone and joint health, but good evidence of benefit is lacking. The NHS says 6 mg or less a day from supplements is unlikely to cause harm.",
    references: references(NHS_OTHERS, odsFactSheet("Boron", "Boron")),
  }),
  entry({
    slug: "silicon",
    name: "Silicon",
    synonyms: ["silica", "orthosilicic acid", "horsetail silica", "bamboo silica"],
    category: "wellness",
    upperLevel: nhsOthersLevel(700, "silicon"),
    evidenceSummary:
      "Silicon is found in plant foods such as cereals, and most people get enough from their diet; supplements are sold for hair, skin, nails and bones, with little evidence. The NHS says 700 mg or less a day from supplements is unlikely to cause harm.",
    references: references(NHS_OTHERS),
  }),
  entry({
    slug: "choline",
    name: "Choline",
    synonyms: ["choline bitartrate", "choline chloride", "citicoline", "alpha-GPC"],
    category: "focus",
    claimSubstances: ["Choline"],
    evidenceSummary:
      "Choline is a nutrient found in eggs, meat, fish and beans, and the body makes some itself. Authorised GB claims say it contributes to normal homocysteine metabolism, lipid metabolism and liver function. Very high intakes can cause a fishy body odour, sweating and low blood pressure.",
    references: references(odsFactSheet("Choline", "Choline"), REG_432_2012),
  }),
  entry({
    slug: "lutein",
    name: "Lutein",
    synonyms: ["marigold extract", "Tagetes erecta extract", "free lutein", "lutein esters"],
    category: "wellness",
    evidenceSummary:
      "Lutein is a yellow carotenoid pigment from green leafy vegetables and egg yolk that collects in the retina. A large US trial (AREDS2) used lutein with zeaxanthin instead of beta-carotene in a supplement for people with intermediate age-related macular degeneration; it is not shown to prevent eye disease in healthy people.",
    references: references(LPI_CAROTENOIDS),
  }),
  entry({
    slug: "zeaxanthin",
    name: "Zeaxanthin",
    synonyms: ["meso-zeaxanthin", "zeaxanthin isomers"],
    category: "wellness",
    evidenceSummary:
      "Zeaxanthin is a carotenoid pigment that, with lutein, collects in the retina; it is usually sold with lutein for eye health. Evidence of benefit is limited to people who already have intermediate age-related macular degeneration.",
    references: references(LPI_CAROTENOIDS),
  }),
  entry({
    slug: "lycopene",
    name: "Lycopene",
    synonyms: ["tomato extract", "lycopene extract"],
    category: "wellness",
    evidenceSummary:
      "Lycopene is the red carotenoid pigment of tomatoes and other red fruit. Diets rich in lycopene have been linked with lower risks of some diseases in observational studies, but trials of supplements have not shown clear benefits.",
    references: references(LPI_CAROTENOIDS),
  }),
  entry({
    slug: "resveratrol",
    name: "Resveratrol",
    synonyms: ["trans-resveratrol", "Japanese knotweed extract", "Polygonum cuspidatum"],
    category: "wellness",
    bioavailabilityNotes:
      "Resveratrol is absorbed well but broken down so quickly that very little reaches the blood unchanged.",
    evidenceSummary:
      "Resveratrol is a compound found in grapes, red wine and knotweed that is sold for healthy ageing, but benefits seen in laboratory and animal studies have not been shown in people. In the laboratory it slows blood clotting and a liver enzyme that clears many medicines.",
    references: references(lpi("dietary-factors/phytochemicals/resveratrol", "Resveratrol")),
  }),
  entry({
    slug: "beetroot-nitrate",
    name: "Beetroot (nitrate)",
    synonyms: ["beetroot juice", "beetroot powder", "dietary nitrate", "beet root extract"],
    category: "performance",
    evidenceSummary:
      "Beetroot juice is a rich source of nitrate, which the body turns into nitric oxide; some studies found it slightly improved endurance performance, especially in less trained people. It can turn urine and stools pink or red, which is harmless.",
    references: references(ODS_EXERCISE),
  }),
  entry({
    slug: "hmb",
    name: "HMB",
    synonyms: ["beta-hydroxy-beta-methylbutyrate", "calcium HMB", "HMB free acid"],
    category: "performance",
    evidenceSummary:
      "HMB, made in the body from the amino acid leucine, is sold to build muscle and speed recovery; studies have mixed results and any benefit in trained athletes appears small. No safety concerns have been found in studies at usual doses.",
    references: references(ODS_EXERCISE),
  }),
  entry({
    slug: "betaine",
    name: "Betaine",
    synonyms: ["trimethylglycine", "TMG", "betaine anhydrous"],
    category: "performance",
    claimSubstances: ["Betaine"],
    evidenceSummary:
      "Betaine is found in beetroot, spinach and wholegrains. An authorised GB claim says it contributes to normal homocysteine metabolism; studies of strength and power in athletes have mixed results. The claim's conditions of use warn that intakes above 4 g a day may significantly raise blood cholesterol.",
    references: references(ODS_EXERCISE, REG_432_2012),
  }),
  entry({
    slug: "arginine",
    name: "L-arginine",
    synonyms: ["arginine", "arginine AKG", "arginine alpha-ketoglutarate", "L-arginine HCl"],
    category: "performance",
    evidenceSummary:
      "L-arginine is an amino acid the body uses to make nitric oxide; it is sold to improve blood flow and exercise performance, but most studies in healthy people found no benefit. High doses can cause stomach upset and diarrhoea.",
    references: references(ODS_EXERCISE),
  }),
  entry({
    slug: "bcaa",
    name: "Branched-chain amino acids (BCAAs)",
    synonyms: ["BCAA", "BCAAs", "leucine", "isoleucine", "valine"],
    category: "performance",
    evidenceSummary:
      "Branched-chain amino acids (leucine, isoleucine and valine) are sold to build muscle and reduce fatigue, but studies show little benefit for people who already eat enough protein. They appear safe at usual doses.",
    references: references(ODS_EXERCISE),
  }),
  entry({
    slug: "tribulus",
    name: "Tribulus terrestris",
    synonyms: ["tribulus", "puncture vine", "caltrop"],
    category: "performance",
    evidenceSummary:
      "Tribulus terrestris is promoted to raise testosterone and build muscle, but studies found that it does not increase testosterone or improve strength or body composition.",
    references: references(ODS_EXERCISE),
  }),
  entry({
    slug: "tart-cherry",
    name: "Tart cherry",
    synonyms: ["Montmorency cherry", "sour cherry", "Prunus cerasus", "tart cherry juice"],
    category: "performance",
    evidenceSummary:
      "Tart (Montmorency) cherry juice and powder are taken to reduce muscle soreness after exercise; a few small studies suggest a modest effect. It appears safe in food amounts.",
    references: references(ODS_EXERCISE),
  }),
  entry({
    slug: "kelp",
    name: "Kelp (seaweed)",
    synonyms: ["sea kelp", "bladderwrack", "Fucus vesiculosus", "Ascophyllum nodosum", "seaweed"],
    category: "wellness",
    bioavailabilityNotes:
      "The iodine content of kelp and other seaweed varies widely and can be very high, so a label that does not state the iodine amount cannot be checked against the iodine upper level.",
    evidenceSummary:
      "Kelp and other brown seaweeds are rich, but very variable, sources of iodine. Too much iodine can upset the way the thyroid works, so kelp supplements are not suitable for people with thyroid conditions unless their doctor agrees, and the iodine they provide counts towards the 0.5 mg a day the NHS says is unlikely to cause harm.",
    references: references(odsFactSheet("Iodine", "Iodine"), nhsVitaminsAndMinerals("iodine", "Iodine")),
  }),
  entry({
    slug: "nac",
    name: "N-acetylcysteine (NAC)",
    synonyms: ["NAC", "N-acetyl cysteine", "N-acetyl-L-cysteine"],
    category: "wellness",
    evidenceSummary:
      "N-acetylcysteine is a form of the amino acid cysteine. In the UK, acetylcysteine is a medicine given in hospital for paracetamol overdose and is used to thin mucus; as a supplement it is sold for many uses with little good evidence.",
    references: references({
      id: "bnf-acetylcysteine",
      title: "Acetylcysteine (BNF drug monograph)",
      publisher: "NICE (British National Formulary)",
      url: "https://bnf.nice.org.uk/drugs/acetylcysteine/",
    }),
  }),
  entry({
    slug: "garcinia-cambogia",
    name: "Garcinia cambogia",
    synonyms: ["garcinia", "Garcinia gummi-gutta", "hydroxycitric acid", "HCA", "Malabar tamarind"],
    category: "wellness",
    evidenceSummary:
      "Garcinia cambogia, a source of hydroxycitric acid, is sold for weight loss, but trials show little or no effect. Cases of liver injury have been reported in people taking products containing it.",
    references: references(ODS_WEIGHT_LOSS),
  }),
  entry({
    slug: "glucomannan",
    name: "Glucomannan",
    synonyms: ["konjac", "konjac mannan", "konjac root fibre", "Amorphophallus konjac"],
    category: "digestive",
    claimSubstances: ["Glucomannan (konjac mannan)"],
    evidenceSummary:
      "Glucomannan is a soluble fibre from konjac root that swells in water. Authorised GB claims say it contributes to weight loss as part of an energy-restricted diet and to normal blood cholesterol; their conditions of use require it to be taken with water and warn of a risk of choking for people with swallowing difficulties.",
    references: references(ODS_WEIGHT_LOSS, REG_432_2012),
  }),
  entry({
    slug: "raspberry-ketone",
    name: "Raspberry ketone",
    synonyms: ["raspberry ketones", "rheosmin"],
    category: "wellness",
    evidenceSummary:
      "Raspberry ketone is sold for weight loss, but there is no good evidence from studies in people that it works, and its safety at supplement doses has not been well studied.",
    references: references(ODS_WEIGHT_LOSS),
  }),
  entry({
    slug: "chitosan",
    name: "Chitosan",
    synonyms: ["chitosan fibre", "shellfish fibre"],
    category: "digestive",
    claimSubstances: ["Chitosan"],
    evidenceSummary:
      "Chitosan is a fibre made from the shells of crustaceans. An authorised GB claim says it contributes to normal blood cholesterol; as a weight-loss aid its effect is small at best. It can cause wind, bloating and constipation, and people allergic to shellfish should check its source.",
    references: references(ODS_WEIGHT_LOSS, REG_432_2012),
  }),
  entry({
    slug: "cla",
    name: "Conjugated linoleic acid (CLA)",
    synonyms: ["CLA", "conjugated linoleic acid", "Tonalin"],
    category: "wellness",
    evidenceSummary:
      "Conjugated linoleic acid is sold for fat loss, but any effect on body weight in studies is small and not clearly meaningful. It can cause stomach upset and diarrhoea.",
    references: references(ODS_WEIGHT_LOSS),
  }),
  entry({
    slug: "guar-gum",
    name: "Guar gum",
    synonyms: ["partially hydrolysed guar gum", "PHGG", "guar fibre"],
    category: "digestive",
    claimSubstances: ["Guar Gum"],
    evidenceSummary:
      "Guar gum is a soluble fibre from guar beans. An authorised GB claim says it contributes to normal blood cholesterol, but it does not help weight loss. It can cause wind and bloating, and it must be taken with plenty of water.",
    references: references(ODS_WEIGHT_LOSS, REG_432_2012),
  }),
  entry({
    slug: "white-kidney-bean",
    name: "White kidney bean extract",
    synonyms: ["Phaseolus vulgaris extract", "phaseolamin", "carb blocker"],
    category: "wellness",
    evidenceSummary:
      "White kidney bean extract is sold as a carbohydrate blocker for weight loss; studies show at most a small effect. It can cause wind and other digestive symptoms.",
    references: references(ODS_WEIGHT_LOSS),
  }),
  entry({
    slug: "green-coffee-extract",
    name: "Green coffee bean extract",
    synonyms: ["green coffee", "chlorogenic acid", "green coffee bean"],
    category: "wellness",
    evidenceSummary:
      "Green coffee bean extract, from unroasted coffee beans, is sold for weight loss, but the evidence is weak. It contains caffeine, which counts towards your daily caffeine intake.",
    references: references(ODS_WEIGHT_LOSS),
  }),
  entry({
    slug: "guarana",
    name: "Guarana",
    synonyms: ["Paullinia cupana", "guarana seed extract"],
    category: "energy",
    evidenceSummary:
      "Guarana seed is a natural source of caffeine and is added to energy drinks and weight-loss products. Its effects are those of the caffeine it contains, which counts towards your daily caffeine intake.",
    references: references(ODS_WEIGHT_LOSS),
  }),
  entry({
    slug: "beta-glucan",
    name: "Beta-glucan",
    synonyms: ["beta glucans", "oat beta-glucan", "barley beta-glucan", "yeast beta-glucan"],
    category: "digestive",
    claimSubstances: [
      "Beta-glucans",
      "Oat beta-glucan",
      "Barley beta-glucans",
      "Beta-glucans from oats and barley",
    ],
    evidenceSummary:
      "Beta-glucans are soluble fibres found in oats and barley. Authorised GB claims say that beta-glucans from oats and barley contribute to normal blood cholesterol. Beta-glucans from yeast or mushrooms are different substances that those claims do not cover.",
    references: references(ODS_WEIGHT_LOSS, REG_432_2012),
  }),
];
