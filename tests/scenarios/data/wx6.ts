// Scenarios of the wx6 round's blind probes: supplements in cancer care (Cancer Research UK, the product information of
// anticancer medicines) and regulators' safety advice. Written by helpers who had not opened the knowledge base; kept
// where every source is official, a UK cancer charity or a copy of product information.
import type { ScenarioInput } from "../schema";

export const WX6_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-wca-sjw-olaparib",
    title: "St John's wort with olaparib tablets",
    profile: {
      medicines: ["olaparib 300mg tablets"],
      conditions: ["ovarian cancer"],
    },
    stack: [
      {
        product: "kira-lowmood-relief-film-coated-tablets-30",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "olaparib 300mg tablets",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Lynparza interactions: 'Not recommended for concomitant use w/ ... strong CYP3A inducers' and 'Decreased mean Cmax & AUC w/ strong CYP3A inducers eg, phenytoin, rifampicin, rifapentine, carbamazepine, nevirapine, phenobarb & St. John's wort.' Not recommended → moderate at least.",
    sources: [
      {
        title: "Lynparza (olaparib) – drug interactions",
        publisher: "MIMS",
        url: "https://stg.mimsdev.com/indonesia/drug/info/lynparza",
      },
    ],
  },
  {
    id: "sc-wca-sjw-palbociclib",
    title: "St John's wort with palbociclib for secondary breast cancer",
    profile: {
      medicines: ["palbociclib 125mg", "letrozole 2.5mg"],
      conditions: ["secondary breast cancer"],
    },
    stack: [
      {
        product: "kira-lowmood-relief-film-coated-tablets-30",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            medicine: "palbociclib 125mg",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Ibrance PI 7.2: 'Coadministration of a strong CYP3A inducer (rifampin) decreased the plasma exposure of palbociclib in healthy subjects by 85%. Avoid concomitant use of strong CYP3A inducers (e.g., phenytoin, rifampin, carbamazepine, enzalutamide, and St John's Wort)'.",
    sources: [
      {
        title: "IBRANCE (palbociclib) prescribing information 7 Drug interactions / 17 Patient counselling",
        publisher: "Pfizer Medical Information",
        url: "https://www.pfizermedicalinformation.com/en-us/ibrance/drug-interactions",
      },
    ],
  },
  {
    id: "sc-wca-sjw-having-chemo-custom",
    title: "St John's wort 300mg capsules during chemotherapy",
    profile: {
      medicines: [],
      conditions: ["having chemotherapy"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300mg capsules",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "st-johns-wort",
          with: {
            condition: "having chemotherapy",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "CRUK 2004: 'Remedies such as St John's Wort can interfere with the action of hormones, antibiotics and chemotherapy.' CRUK SJW page: 'doctors have concerns ... that it can interact with some cancer treatments.'",
    sources: [
      {
        title: "Complementary medicine could hinder cancer treatment (news, 20 Jan 2004)",
        publisher: "Cancer Research UK",
        url: "https://news.cancerresearchuk.org/2004/01/20/complementary-medicine-could-hinder-cancer-treatment/",
      },
      {
        title: "St John's wort and cancer",
        publisher: "Cancer Research UK",
        url: "https://www.cancerresearchuk.org/about-cancer/treatment/complementary-alternative-therapies/individual-therapies/st-johns-wort",
      },
    ],
  },
  {
    id: "sc-wca-turmeric-chemo",
    title: "Curcumin 500mg capsules on chemo",
    profile: {
      medicines: [],
      conditions: ["on chemo"],
    },
    stack: [
      {
        product: "jarrow-formulas-curcumin-95-500mg-capsules-60",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "turmeric-curcumin",
          with: {
            condition: "on chemo",
          },
          severity: {
            min: "minor",
            max: "major",
          },
        },
      ],
    },
    rationale:
      "CRUK turmeric page: 'we don't know how safe curcumin is when used for medical reasons ... So, if you use curcumin for reasons other than cooking, talk to your doctor first.' 'Talk to your doctor' → minor lower bound.",
    sources: [
      {
        title: "Turmeric and cancer",
        publisher: "Cancer Research UK",
        url: "https://www.cancerresearchuk.org/about-cancer/treatment/complementary-alternative-therapies/individual-therapies/turmeric",
      },
    ],
  },
  {
    id: "sc-wca-garlic-warfarin-cancer",
    title: "Aged garlic capsules with warfarin (cancer patient on blood thinner)",
    profile: {
      medicines: ["warfarin 3mg"],
      conditions: ["on chemo"],
    },
    stack: [
      {
        product: "kyolic-aged-garlic-extract-formula-100-capsules-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "garlic",
          with: {
            medicine: "warfarin 3mg",
          },
          severity: {
            min: "minor",
            max: "major",
          },
        },
      ],
    },
    rationale:
      "CRUK news 2004: 'garlic and cod liver oil are anticoagulants and may exaggerate the effect of blood thinning drugs taken by some cancer patients.'",
    sources: [
      {
        title: "Complementary medicine could hinder cancer treatment (news, 20 Jan 2004)",
        publisher: "Cancer Research UK",
        url: "https://news.cancerresearchuk.org/2004/01/20/complementary-medicine-could-hinder-cancer-treatment/",
      },
    ],
  },
  {
    id: "sc-wca-q-pemetrexed-folic",
    title: "Folic acid 400mcg alongside pemetrexed (required premedication)",
    profile: {
      medicines: ["pemetrexed infusion every 3 weeks"],
      conditions: ["mesothelioma"],
    },
    stack: [
      {
        product: "boots-folic-acid-400mcg-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "pemetrexed infusion every 3 weeks",
          },
        },
      ],
    },
    rationale:
      "Quiet: folic acid is mandated with pemetrexed. Pemetrexed SmPC 4.4: 'all patients treated with pemetrexed must be instructed to take folic acid and vitamin B12 as a prophylactic measure to reduce treatment-related toxicity'. Lilly (Alimta): 'patients treated with pemetrexed must be instructed to take a folic acid preparation or a multivitamin with folic acid ... The most commonly used dose of oral folic acid in clinical trials was 400 mcg.'",
    sources: [
      {
        title: "Ciambra (pemetrexed) SmPC sections 4.3/4.4",
        publisher: "RxReasoner (EMA SmPC copy)",
        url: "https://rxreasoner.com/monographs/ciambra/precautions",
      },
      {
        title: "Alimta (pemetrexed): vitamin supplementation",
        publisher: "Lilly Medical (UK HCP)",
        url: "https://www.lillymedical.eu/en-gb/answers/alimta-pemetrexed-vitamin-supplementation-49468",
      },
    ],
  },
  {
    id: "sc-wca-q-pemetrexed-multivit",
    title: "Multivitamin with folic acid on pemetrexed",
    profile: {
      medicines: ["pemetrexed"],
      conditions: ["lung cancer"],
    },
    stack: [
      {
        product: "centrum-centrum-advance-multivitamin-tablets-30",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "pemetrexed",
          },
        },
      ],
    },
    rationale:
      "Quiet: Lilly lists 'a multivitamin with folic acid' as acceptable folate source. Pemetrexed SmPC 4.4: 'all patients treated with pemetrexed must be instructed to take folic acid and vitamin B12 as a prophylactic measure to reduce treatment-related toxicity'. Lilly (Alimta): 'patients treated with pemetrexed must be instructed to take a folic acid preparation or a multivitamin with folic acid ... The most commonly used dose of oral folic acid in clinical trials was 400 mcg.'",
    sources: [
      {
        title: "Alimta (pemetrexed): vitamin supplementation",
        publisher: "Lilly Medical (UK HCP)",
        url: "https://www.lillymedical.eu/en-gb/answers/alimta-pemetrexed-vitamin-supplementation-49468",
      },
      {
        title: "Ciambra (pemetrexed) SmPC sections 4.3/4.4",
        publisher: "RxReasoner (EMA SmPC copy)",
        url: "https://rxreasoner.com/monographs/ciambra/precautions",
      },
    ],
  },
  {
    id: "sc-wca-q-pemetrexed-b12",
    title: "Vitamin B12 lozenges with pemetrexed",
    profile: {
      medicines: ["Alimta (pemetrexed)"],
      conditions: ["lung cancer"],
    },
    stack: [
      {
        product: "jarrow-formulas-methyl-b-12-1000mcg-lozenges-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "Alimta (pemetrexed)",
          },
        },
      ],
    },
    rationale:
      "Quiet: SmPC requires vitamin B12 with pemetrexed ('must be instructed to take folic acid and vitamin B12'); the prescribed form is IM, but no text warns against oral B12.",
    sources: [
      {
        title: "Ciambra (pemetrexed) SmPC sections 4.3/4.4",
        publisher: "RxReasoner (EMA SmPC copy)",
        url: "https://rxreasoner.com/monographs/ciambra/precautions",
      },
      {
        title: "Alimta (pemetrexed): vitamin supplementation",
        publisher: "Lilly Medical (UK HCP)",
        url: "https://www.lillymedical.eu/en-gb/answers/alimta-pemetrexed-vitamin-supplementation-49468",
      },
    ],
  },
  {
    id: "sc-wca-q-pemetrexed-b12-chew",
    title: "B12 chewable nuggets with pemetrexed and carboplatin",
    profile: {
      medicines: ["pemetrexed", "carboplatin"],
      conditions: [],
    },
    stack: [
      {
        product: "solgar-vitamin-b12-1000mcg-chewable-nuggets-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "pemetrexed",
          },
        },
      ],
    },
    rationale:
      "Quiet: Pemetrexed SmPC 4.4: 'all patients treated with pemetrexed must be instructed to take folic acid and vitamin B12 as a prophylactic measure to reduce treatment-related toxicity'. Lilly (Alimta): 'patients treated with pemetrexed must be instructed to take a folic acid preparation or a multivitamin with folic acid ... The most commonly used dose of oral folic acid in clinical trials was 400 mcg.'",
    sources: [
      {
        title: "Ciambra (pemetrexed) SmPC sections 4.3/4.4",
        publisher: "RxReasoner (EMA SmPC copy)",
        url: "https://rxreasoner.com/monographs/ciambra/precautions",
      },
    ],
  },
  {
    id: "sc-wca-q-zoladex-osteocare",
    title: "Calcium and vitamin D with Zoladex for prostate cancer",
    profile: {
      medicines: ["Zoladex implant"],
      conditions: ["prostate cancer"],
    },
    stack: [
      {
        product: "vitabiotics-osteocare-original-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Zoladex implant",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Zoladex implant",
          },
        },
      ],
    },
    rationale:
      "Quiet: CRUK: 'hormone therapy (often used for breast and prostate cancer) can weaken your bones. So your doctor might give you calcium and vitamin D supplements.'",
    sources: [
      {
        title: "Vitamins and diet supplements",
        publisher: "Cancer Research UK",
        url: "https://about-cancer.cancerresearchuk.org/about-cancer/cancer-in-general/treatment/complementary-alternative-therapies/individual-therapies/vitamins-diet-supplements",
      },
    ],
  },
  {
    id: "sc-wca-q-bicalutamide-d25",
    title: "Vitamin D3 with bicalutamide",
    profile: {
      medicines: ["bicalutamide 50mg"],
      conditions: ["prostate cancer"],
    },
    stack: [
      {
        product: "solgar-vitamin-d3-25mcg-1000-iu-softgels-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "bicalutamide 50mg",
          },
        },
      ],
    },
    rationale:
      "Quiet: CRUK: 'hormone therapy (often used for breast and prostate cancer) can weaken your bones. So your doctor might give you calcium and vitamin D supplements.' No text read warns about vitamin D with anti-androgen hormone therapy.",
    sources: [
      {
        title: "Vitamins and diet supplements",
        publisher: "Cancer Research UK",
        url: "https://about-cancer.cancerresearchuk.org/about-cancer/cancer-in-general/treatment/complementary-alternative-therapies/individual-therapies/vitamins-diet-supplements",
      },
    ],
  },
  {
    id: "sc-wca-q-imatinib-d25",
    title: "Vitamin D3 with imatinib",
    profile: {
      medicines: ["imatinib 400mg"],
      conditions: ["GIST"],
    },
    stack: [
      {
        product: "solgar-vitamin-d3-25mcg-1000-iu-softgels-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "imatinib 400mg",
          },
        },
      ],
    },
    rationale:
      "Quiet: imatinib SmPC 4.5 names CYP3A4 inducers/inhibitors (dexamethasone, phenytoin, carbamazepine, rifampicin, phenobarbital, St John's wort; ketoconazole, itraconazole, erythromycin, clarithromycin) — no vitamin or mineral supplement.",
    sources: [
      {
        title: "Imachron (imatinib mesylate) – drug interactions (SmPC text)",
        publisher: "MIMS",
        url: "https://sit.mimsdev.com/philippines/drug/info/imachron/drug-interactions",
      },
    ],
  },
  {
    id: "sc-wca-q-irinotecan-d10",
    title: "Vitamin D 10mcg on irinotecan",
    profile: {
      medicines: ["irinotecan chemo every 2 weeks"],
      conditions: ["bowel cancer"],
    },
    stack: [
      {
        product: "boots-vitamin-d-10mcg-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "irinotecan chemo every 2 weeks",
          },
        },
      ],
    },
    rationale:
      "Quiet: Campto 4.3 names St John's wort and live vaccines only among co-medications; no text read warns about vitamin D.",
    sources: [
      {
        title: "CAMPTO (irinotecan) concentrate – MHRA SmPC 4.3 Contraindications",
        publisher: "RxReasoner (MHRA SmPC copy, Pfizer Ltd)",
        url: "https://www.rxreasoner.com/monographs/campto/precautions",
      },
    ],
  },
];
