import type { IngredientSeed } from "@/lib/catalogue/seed-schemas";
import { ODS_EXERCISE, REG_432_2012, odsFactSheet } from "./references";

const EFSA_CAFFEINE = {
  id: "efsa-caffeine-2015",
  title: "Scientific Opinion on the safety of caffeine (EFSA Journal 2015;13(5):4102)",
  publisher: "European Food Safety Authority",
  url: "https://www.efsa.europa.eu/en/efsajournal/pub/4102",
};

export const AMINO_ACIDS_AND_SPORTS: IngredientSeed[] = [
  {
    slug: "creatine",
    name: "Creatine",
    synonyms: ["creatine monohydrate", "creatine HCl", "creatine hydrochloride"],
    category: "performance",
    typicalDailyDose: { amount: 3, unit: "g", referenceId: "reg-432-2012" },
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes:
      "Creatine monohydrate is the form used in most research; other forms have not been shown to work better.",
    evidenceSummary:
      "Creatine is one of the best-studied sports supplements: trials show it improves performance in repeated short bursts of high-intensity exercise and, combined with resistance training, can increase strength and lean mass. It has little effect on endurance exercise. It commonly causes a small weight gain from water held in muscle; people with kidney disease should speak to their GP before using it.",
    claimSubstances: ["Creatine"],
    references: [REG_432_2012, ODS_EXERCISE],
  },
  {
    slug: "whey-protein",
    name: "Whey protein",
    synonyms: ["whey protein concentrate", "whey protein isolate", "hydrolysed whey", "milk protein"],
    category: "performance",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: "Whey is a fast-digested milk protein that is rich in the amino acid leucine.",
    evidenceSummary:
      "Getting enough protein, together with resistance training, supports gains in muscle mass and strength, and whey is a convenient source. Many people who exercise already get enough protein from food, in which case extra protein adds little. Whey is unsuitable for people with a cows' milk allergy.",
    claimSubstances: ["Protein"],
    references: [ODS_EXERCISE],
  },
  {
    slug: "beta-alanine",
    name: "Beta-alanine",
    synonyms: ["β-alanine", "CarnoSyn"],
    category: "performance",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Beta-alanine raises levels of carnosine in muscle. Some studies found small improvements in high-intensity exercise lasting a few minutes, while others found no benefit, and effects on strength are unclear. It commonly causes a harmless tingling or prickling of the skin (paraesthesia), especially at higher single doses.",
    claimSubstances: [],
    references: [ODS_EXERCISE],
  },
  {
    slug: "l-carnitine",
    name: "L-carnitine",
    synonyms: ["carnitine", "acetyl-L-carnitine", "ALCAR", "L-carnitine L-tartrate"],
    category: "performance",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes:
      "The body makes its own carnitine and absorbs it well from meat and dairy foods; supplemental carnitine is absorbed much less efficiently than dietary carnitine.",
    evidenceSummary:
      "Healthy people make enough carnitine, and most studies have not found that supplements improve exercise performance. Doses of around 3 g a day can cause nausea, diarrhoea and a fishy body odour. Gut bacteria convert carnitine into TMAO, a compound being studied for a possible link with heart disease.",
    claimSubstances: [],
    references: [odsFactSheet("Carnitine", "Carnitine"), ODS_EXERCISE],
  },
  {
    slug: "glutamine",
    name: "Glutamine",
    synonyms: ["L-glutamine"],
    category: "performance",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Glutamine is the most abundant amino acid in the body and is made in sufficient amounts by healthy people. Studies in athletes have found little or no evidence that glutamine supplements improve performance, body composition or recovery.",
    claimSubstances: [],
    references: [ODS_EXERCISE],
  },
  {
    slug: "citrulline",
    name: "Citrulline",
    synonyms: ["L-citrulline", "citrulline malate"],
    category: "performance",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Citrulline is an amino acid that the body converts to arginine and uses to make nitric oxide. It is popular in pre-workout products, but studies of its effect on exercise performance are few and their results are mixed.",
    claimSubstances: [],
    references: [ODS_EXERCISE],
  },
  {
    slug: "caffeine",
    name: "Caffeine",
    synonyms: ["caffeine anhydrous", "1,3,7-trimethylxanthine"],
    category: "energy",
    typicalDailyDose: null,
    upperLevel: {
      amount: 400,
      unit: "mg",
      basis:
        "EFSA 2015: habitual intakes up to 400 mg a day from all sources raise no safety concerns for healthy non-pregnant adults (single doses up to 200 mg); supplements count towards the same total as coffee, tea and energy drinks",
      referenceId: "efsa-caffeine-2015",
    },
    pregnancyUpperLevel: {
      amount: 200,
      unit: "mg",
      basis:
        "EFSA 2015: up to 200 mg a day from all sources in pregnancy does not raise safety concerns for the unborn child",
      referenceId: "efsa-caffeine-2015",
    },
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes:
      "Caffeine is absorbed quickly and almost completely, and its effects last several hours; EFSA notes that even 100 mg close to bedtime can delay sleep in some adults.",
    evidenceSummary:
      "Caffeine can improve alertness and endurance performance. EFSA concluded that single doses up to 200 mg and habitual intakes up to 400 mg a day from all sources raise no safety concerns for healthy non-pregnant adults, and up to 200 mg a day in pregnancy. Remember to count coffee, tea, cola and energy drinks; higher intakes can cause anxiety, a racing heart and poor sleep.",
    claimSubstances: [],
    references: [EFSA_CAFFEINE, ODS_EXERCISE],
  },
  {
    slug: "l-theanine",
    name: "L-theanine",
    synonyms: ["theanine", "Suntheanine", "gamma-glutamylethylamide"],
    category: "focus",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "L-theanine is an amino acid found in tea and is often combined with caffeine. Small studies have reported effects on relaxation and attention, but when EFSA assessed proposed claims in 2011 it concluded that a cause-and-effect relationship had not been established for cognitive function, psychological stress, sleep or menstrual discomfort. Evidence remains limited.",
    claimSubstances: [],
    references: [
      {
        id: "efsa-l-theanine-2011",
        title:
          "Scientific Opinion on health claims related to L-theanine from Camellia sinensis (EFSA Journal 2011;9(6):2238)",
        publisher: "European Food Safety Authority",
        url: "https://www.efsa.europa.eu/en/efsajournal/pub/2238",
      },
    ],
  },
  {
    slug: "5-htp",
    name: "5-HTP",
    synonyms: ["5-hydroxytryptophan", "oxitriptan", "Griffonia simplicifolia extract"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "5-HTP is a building block the body uses to make serotonin and is sold for mood, sleep and appetite. Evidence that it works is inconclusive, and taking it with antidepressants or other medicines that raise serotonin can cause serotonin syndrome, which can be dangerous. Speak to a GP or pharmacist before using it, especially if you take any medicine for mood or migraine.",
    claimSubstances: [],
    references: [
      {
        id: "poison-control-5-htp",
        title: "5-HTP Safety Concerns",
        publisher: "National Capital Poison Center (webPOISONCONTROL)",
        url: "https://www.webpoisoncontrol.org/articles/5htp-safety-concerns-173",
      },
    ],
  },
];
