import type { IngredientSeed } from "@/lib/catalogue/seed-schemas";
import { NHS_OTHERS, NRV_ANNEX_XIII, nhsVitaminsAndMinerals, odsFactSheet } from "./references";

const NHS_VITAMIN_B = nhsVitaminsAndMinerals("vitamin-b", "Vitamin B");

export const VITAMINS: IngredientSeed[] = [
  {
    slug: "vitamin-a",
    name: "Vitamin A",
    synonyms: ["retinol", "retinyl palmitate", "retinyl acetate", "preformed vitamin A"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 1500,
      unit: "µg",
      basis:
        "NHS: total vitamin A from food and supplements combined should not exceed 1.5 mg (1,500 µg) a day",
      referenceId: "nhs-vitamin-a",
    },
    nrv: { amount: 800, unit: "µg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes:
      "Supplements usually contain preformed vitamin A as retinyl acetate or palmitate, sometimes with beta-carotene. Amounts are expressed as retinol equivalents, so beta-carotene content does not count one-for-one.",
    evidenceSummary:
      "Most people in the UK get enough vitamin A from food. The NHS says that having more than an average of 1.5 mg a day over many years may affect bones, making fractures more likely in later life. Pregnant women, or those trying to conceive, are advised not to take supplements containing vitamin A (including fish liver oil) unless a GP advises it, because large amounts can harm an unborn baby.",
    claimSubstances: ["Vitamin A"],
    references: [
      nhsVitaminsAndMinerals("vitamin-a", "Vitamin A"),
      odsFactSheet("VitaminA", "Vitamin A and Carotenoids"),
      NRV_ANNEX_XIII,
    ],
  },
  {
    slug: "beta-carotene",
    name: "Beta-carotene",
    synonyms: ["β-carotene", "provitamin A", "carotene"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 7,
      unit: "mg",
      basis:
        "NHS (EVM safe upper level): no more than 7 mg a day from supplements unless advised by a doctor; smokers and people exposed to asbestos should take none",
      referenceId: "nhs-others",
    },
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes:
      "The body converts beta-carotene into vitamin A only as it needs it, so it does not carry the same vitamin A toxicity risk as retinol; conversion efficiency varies from person to person.",
    evidenceSummary:
      "Large trials in smokers and asbestos-exposed workers found that beta-carotene supplements increased the risk of lung cancer, which is why the NHS advises these groups not to take them. Trials in other adults have not shown that beta-carotene supplements prevent heart disease or cancer. Most people get enough carotenoids from yellow, orange and green vegetables and fruit.",
    claimSubstances: ["Vitamin A"],
    references: [NHS_OTHERS, odsFactSheet("VitaminA", "Vitamin A and Carotenoids")],
  },
  {
    slug: "thiamin",
    name: "Thiamin (vitamin B1)",
    synonyms: ["vitamin B1", "thiamine", "thiamine hydrochloride", "thiamine mononitrate", "benfotiamine"],
    category: "energy",
    typicalDailyDose: null,
    upperLevel: {
      amount: 100,
      unit: "mg",
      basis:
        "NHS (EVM guidance level): 100 mg or less a day of thiamin supplements is unlikely to cause harm",
      referenceId: "nhs-vitamin-b",
    },
    nrv: { amount: 1.1, unit: "mg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Thiamin helps release energy from food and is found in many foods, so most people get enough. Deficiency is seen mainly in people who drink heavily or have conditions that affect absorption, and it needs medical treatment. There is little evidence that extra thiamin benefits people who are not deficient.",
    claimSubstances: ["Thiamine"],
    references: [NHS_VITAMIN_B, odsFactSheet("Thiamin", "Thiamin"), NRV_ANNEX_XIII],
  },
  {
    slug: "riboflavin",
    name: "Riboflavin (vitamin B2)",
    synonyms: ["vitamin B2", "riboflavin-5-phosphate"],
    category: "energy",
    typicalDailyDose: null,
    upperLevel: {
      amount: 40,
      unit: "mg",
      basis:
        "NHS (EVM guidance level): 40 mg or less a day of riboflavin supplements is unlikely to cause harm",
      referenceId: "nhs-vitamin-b",
    },
    nrv: { amount: 1.4, unit: "mg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Riboflavin is found in milk, eggs and fortified cereals, and most people get enough from food. Some small trials have tested high doses (around 400 mg a day) to prevent migraine with mixed results; this is far above the NHS level and should only be tried with a GP's advice. High intakes turn urine bright yellow, which is harmless.",
    claimSubstances: ["Riboflavin (Vitamin B2)"],
    references: [NHS_VITAMIN_B, odsFactSheet("Riboflavin", "Riboflavin"), NRV_ANNEX_XIII],
  },
  {
    slug: "niacin",
    name: "Niacin (vitamin B3)",
    synonyms: ["vitamin B3", "nicotinic acid", "nicotinamide", "niacinamide"],
    category: "energy",
    typicalDailyDose: null,
    upperLevel: {
      amount: 17,
      unit: "mg",
      basis:
        "NHS (EVM): 17 mg or less a day of nicotinic acid supplements is unlikely to cause harm (500 mg or less for the nicotinamide form)",
      referenceId: "nhs-vitamin-b",
    },
    nrv: { amount: 16, unit: "mg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes:
      "Supplements contain nicotinic acid or nicotinamide. Nicotinic acid causes skin flushing at higher doses; nicotinamide does not, which is why the UK advice sets different limits for the two forms.",
    evidenceSummary:
      "Most people get enough niacin from food. High-dose nicotinic acid can cause skin flushes and, taken for a long time, liver damage. Prescription-strength nicotinic acid was once used to improve cholesterol, but large trials found it did not reduce heart attacks or strokes in people already taking statins and caused more side effects.",
    claimSubstances: ["Niacin"],
    references: [NHS_VITAMIN_B, odsFactSheet("Niacin", "Niacin"), NRV_ANNEX_XIII],
  },
  {
    slug: "pantothenic-acid",
    name: "Pantothenic acid (vitamin B5)",
    synonyms: ["vitamin B5", "calcium pantothenate", "panthenol", "dexpanthenol"],
    category: "energy",
    typicalDailyDose: null,
    upperLevel: {
      amount: 200,
      unit: "mg",
      basis:
        "NHS (EVM guidance level): 200 mg or less a day of pantothenic acid supplements is unlikely to cause harm",
      referenceId: "nhs-vitamin-b",
    },
    nrv: { amount: 6, unit: "mg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Pantothenic acid is found in almost all foods, and deficiency is very rare. There is not good evidence that supplements benefit people who eat a normal diet; it is mainly included in B-complex and multivitamin products.",
    claimSubstances: ["Pantothenic acid"],
    references: [NHS_VITAMIN_B, odsFactSheet("PantothenicAcid", "Pantothenic Acid"), NRV_ANNEX_XIII],
  },
  {
    slug: "vitamin-b6",
    name: "Vitamin B6",
    synonyms: ["pyridoxine", "pyridoxine hydrochloride", "pyridoxal-5-phosphate", "P-5-P"],
    category: "energy",
    typicalDailyDose: null,
    upperLevel: {
      amount: 10,
      unit: "mg",
      basis:
        "NHS (EVM safe upper level): no more than 10 mg a day from supplements unless advised by a doctor",
      referenceId: "nhs-vitamin-b",
    },
    nrv: { amount: 1.4, unit: "mg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Most people get enough vitamin B6 from food such as poultry, fish, cereals and potatoes. Taking 200 mg or more a day for a long time can cause loss of feeling in the arms and legs (peripheral neuropathy), which is why UK advice keeps supplements to 10 mg a day. Evidence that extra B6 helps premenstrual symptoms or mood in people who are not deficient is limited and inconsistent.",
    claimSubstances: ["Vitamin B6"],
    references: [NHS_VITAMIN_B, odsFactSheet("VitaminB6", "Vitamin B6"), NRV_ANNEX_XIII],
  },
  {
    slug: "biotin",
    name: "Biotin (vitamin B7)",
    synonyms: ["vitamin B7", "vitamin H", "D-biotin"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 900,
      unit: "µg",
      basis:
        "NHS (EVM guidance level): 0.9 mg (900 µg) or less a day of biotin supplements is unlikely to cause harm",
      referenceId: "nhs-vitamin-b",
    },
    nrv: { amount: 50, unit: "µg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Biotin deficiency is rare, and there is little evidence that supplements improve hair, skin or nails in people who are not deficient. High-dose biotin can interfere with some blood tests, including tests for thyroid function and heart damage (troponin), giving falsely high or low results. Tell your GP or the hospital if you take biotin before a blood test.",
    claimSubstances: ["Biotin"],
    references: [NHS_VITAMIN_B, odsFactSheet("Biotin", "Biotin"), NRV_ANNEX_XIII],
  },
  {
    slug: "folic-acid",
    name: "Folic acid (vitamin B9)",
    synonyms: ["folate", "vitamin B9", "pteroylmonoglutamic acid", "methylfolate", "L-methylfolate"],
    category: "wellness",
    typicalDailyDose: { amount: 400, unit: "µg", referenceId: "nhs-vitamin-b" },
    upperLevel: {
      amount: 1000,
      unit: "µg",
      basis:
        "NHS (EVM guidance level): 1 mg (1,000 µg) or less a day of folic acid supplements is unlikely to cause harm, unless a doctor prescribes a higher dose",
      referenceId: "nhs-vitamin-b",
    },
    nrv: { amount: 200, unit: "µg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes:
      "Folic acid, the synthetic form used in supplements and fortified foods, is absorbed more completely than the folate naturally present in food.",
    evidenceSummary:
      "Strong evidence shows that taking 400 µg of folic acid daily before conception and until the 12th week of pregnancy reduces the risk of neural tube defects such as spina bifida; the NHS recommends this for anyone who could become pregnant. Some people are prescribed a higher dose by their GP. Doses above 1 mg a day can hide the signs of vitamin B12 deficiency.",
    claimSubstances: ["Folate", "Folic Acid"],
    references: [NHS_VITAMIN_B, odsFactSheet("Folate", "Folate"), NRV_ANNEX_XIII],
  },
  {
    slug: "vitamin-b12",
    name: "Vitamin B12",
    synonyms: [
      "B12",
      "cobalamin",
      "cyanocobalamin",
      "methylcobalamin",
      "hydroxocobalamin",
      "adenosylcobalamin",
    ],
    category: "energy",
    typicalDailyDose: null,
    upperLevel: {
      amount: 2000,
      unit: "µg",
      basis:
        "NHS (EVM guidance level): 2 mg (2,000 µg) or less a day of cobalamin supplements is unlikely to cause harm",
      referenceId: "nhs-vitamin-b",
    },
    nrv: { amount: 2.5, unit: "µg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes:
      "Absorption through the normal intrinsic-factor route is limited to a few micrograms at a time; higher-dose supplements rely on a small amount of passive absorption. Absorption falls with age and with some medicines, such as metformin and stomach-acid reducers.",
    evidenceSummary:
      "Vitamin B12 is found naturally only in animal foods, so people on a vegan diet need fortified foods or a supplement. Deficiency causes anaemia and nerve problems; some causes, such as pernicious anaemia, need injections rather than tablets, so suspected deficiency should be checked by a GP. There is no good evidence that extra B12 boosts energy or memory in people who are not deficient.",
    claimSubstances: ["Vitamin B12"],
    references: [NHS_VITAMIN_B, odsFactSheet("VitaminB12", "Vitamin B12"), NRV_ANNEX_XIII],
  },
  {
    slug: "vitamin-c",
    name: "Vitamin C",
    synonyms: ["ascorbic acid", "sodium ascorbate", "calcium ascorbate", "L-ascorbic acid"],
    category: "immune",
    typicalDailyDose: null,
    upperLevel: {
      amount: 1000,
      unit: "mg",
      basis:
        "NHS (EVM guidance level): less than 1,000 mg a day of vitamin C supplements is unlikely to cause harm",
      referenceId: "nhs-vitamin-c",
    },
    nrv: { amount: 80, unit: "mg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes:
      "The proportion of vitamin C absorbed falls as the dose rises, and the extra is lost in urine. Mineral ascorbates (such as sodium or calcium ascorbate) have not been shown to be better absorbed than plain ascorbic acid.",
    evidenceSummary:
      "Most people get enough vitamin C from fruit and vegetables. Reviews of trials found that taking vitamin C regularly did not reduce how often most people catch colds, although colds were slightly shorter; people under heavy physical stress, such as marathon runners, had fewer colds. More than 1,000 mg a day can cause stomach pain, diarrhoea and wind.",
    claimSubstances: ["Vitamin C"],
    references: [
      nhsVitaminsAndMinerals("vitamin-c", "Vitamin C"),
      odsFactSheet("VitaminC", "Vitamin C"),
      NRV_ANNEX_XIII,
    ],
  },
  {
    slug: "vitamin-d3",
    name: "Vitamin D3",
    synonyms: ["vitamin D", "cholecalciferol", "colecalciferol"],
    category: "wellness",
    typicalDailyDose: { amount: 10, unit: "µg", referenceId: "nhs-vitamin-d" },
    upperLevel: {
      amount: 100,
      unit: "µg",
      basis:
        "NHS: adults should not take more than 100 µg (4,000 IU) a day; some people with medical conditions should take less",
      referenceId: "nhs-vitamin-d",
    },
    nrv: { amount: 5, unit: "µg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes:
      "Vitamin D3 (cholecalciferol) raises blood vitamin D levels more, and for longer, than vitamin D2 (ergocalciferol) in most studies. 10 µg equals 400 IU.",
    evidenceSummary:
      "Vitamin D helps the body regulate calcium and phosphate for healthy bones, teeth and muscles. Because UK sunlight is too weak for much of the year, the NHS advises everyone to consider 10 µg a day in autumn and winter, and all year round for people who are rarely outdoors, cover most of their skin or have dark skin. Large trials in generally healthy adults have not found that vitamin D supplements prevent cancer or heart disease.",
    claimSubstances: ["Vitamin D"],
    references: [
      nhsVitaminsAndMinerals("vitamin-d", "Vitamin D"),
      odsFactSheet("VitaminD", "Vitamin D"),
      NRV_ANNEX_XIII,
    ],
  },
  {
    slug: "vitamin-e",
    name: "Vitamin E",
    synonyms: [
      "alpha-tocopherol",
      "d-alpha-tocopherol",
      "dl-alpha-tocopherol",
      "tocopheryl acetate",
      "mixed tocopherols",
    ],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 540,
      unit: "mg",
      basis:
        "NHS (EVM safe upper level): 540 mg (800 IU) or less a day of vitamin E supplements is unlikely to cause harm",
      referenceId: "nhs-vitamin-e",
    },
    nrv: { amount: 12, unit: "mg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes:
      "Natural vitamin E (d-alpha-tocopherol) is more active than the synthetic form (dl-alpha-tocopherol), so IU convert differently: 1 mg of the natural form is 1.49 IU and 1 mg of the synthetic form is 2.22 IU.",
    evidenceSummary:
      "Most people get enough vitamin E from plant oils, nuts and seeds. Large trials found that vitamin E supplements did not prevent heart disease or cancer, and one large trial found a higher rate of prostate cancer in men taking 400 IU a day. High doses may increase bleeding risk in people taking anticoagulants, so check with a pharmacist.",
    claimSubstances: ["Vitamin E"],
    references: [
      nhsVitaminsAndMinerals("vitamin-e", "Vitamin E"),
      odsFactSheet("VitaminE", "Vitamin E"),
      NRV_ANNEX_XIII,
    ],
  },
  {
    slug: "vitamin-k1",
    name: "Vitamin K1",
    synonyms: ["phylloquinone", "phytomenadione", "phytonadione", "vitamin K"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 1000,
      unit: "µg",
      basis:
        "NHS (EVM guidance level): 1 mg (1,000 µg) or less a day of vitamin K supplements is unlikely to cause harm",
      referenceId: "nhs-vitamin-k",
    },
    nrv: { amount: 75, unit: "µg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes:
      "Phylloquinone is the main form in the diet, found in green leafy vegetables and some vegetable oils.",
    evidenceSummary:
      "Vitamin K is needed for normal blood clotting, and most people get enough from a varied diet. Vitamin K affects how warfarin and similar anticoagulants work, so anyone taking them should keep their vitamin K intake steady and speak to their GP or anticoagulant clinic before taking a supplement. Evidence that supplements improve bone health in people who are not deficient is limited.",
    claimSubstances: ["Vitamin K"],
    references: [
      nhsVitaminsAndMinerals("vitamin-k", "Vitamin K"),
      odsFactSheet("VitaminK", "Vitamin K"),
      NRV_ANNEX_XIII,
    ],
  },
  {
    slug: "vitamin-k2",
    name: "Vitamin K2",
    synonyms: ["menaquinone", "MK-7", "menaquinone-7", "MK-4", "menatetrenone"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 1000,
      unit: "µg",
      basis:
        "NHS (EVM guidance level): 1 mg (1,000 µg) or less a day of vitamin K supplements is unlikely to cause harm; the NHS figure does not distinguish K1 from K2",
      referenceId: "nhs-vitamin-k",
    },
    nrv: { amount: 75, unit: "µg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes:
      "Menaquinones come mainly from fermented foods and some animal foods, and are also made by bacteria in the gut.",
    evidenceSummary:
      "Vitamin K2 is promoted for bone and heart health, but trials of menaquinone supplements on bone density, fractures and artery calcification have produced mixed results, and evidence is limited. Like other forms of vitamin K it can interfere with warfarin and similar anticoagulants, so speak to your GP or anticoagulant clinic first if you take them.",
    claimSubstances: ["Vitamin K"],
    references: [
      nhsVitaminsAndMinerals("vitamin-k", "Vitamin K"),
      odsFactSheet("VitaminK", "Vitamin K"),
      NRV_ANNEX_XIII,
    ],
  },
];
