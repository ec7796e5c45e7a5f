// Scenarios of the p14 round's blind probe, written by a helper who had not seen the records: doses above UK upper and
// guidance levels from Food Standards Scotland, the NHS, HSE, nidirect and NHS 111 Wales (with EFSA and Norway's VKM
// where the UK gives no figure), and supplement pairs from UK product information and MSKCC; quiet cases just under
// the levels and pairs people take together.
import type { ScenarioInput } from "../schema";

export const WP14_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p14-vita-mv-plus-two-cod-liver-oil",
    title: "Woman, 58, takes an A-Z multivitamin and two cod liver oil capsules a day",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 800,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Cod liver oil 1000 mg capsules (take 2 a day)",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "vitamin-a",
              amount: 400,
              unit: "µg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 5,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-a",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'UK level for vitamin A is 1.5 mg (1,500 µg) a day from food and supplements combined. FSS: "If you do decide to take a supplement that contains vitamin A, make sure you don\'t have more than a total of 1.5mg per day from your food and supplements"; NHS: "having more than an average of 1.5 mg (1,500 µg) a day of vitamin A over many years may affect your bones, making them more likely to fracture". Sum: 800 + 2 x 400 = 1,600 µg from supplements alone, over 1,500 µg before any food; the source warns of fracture risk, so moderate. Vitamin D 10 µg is far below 100 µg.',
    sources: [
      {
        title: "Vitamins (vitamin A, fish liver oil and pregnancy advice)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-b6",
      },
      {
        title: "Vitamins and minerals",
        publisher: "NHS 111 Wales",
        url: "https://111.wales.nhs.uk/encyclopaedia/v/article/Vitaminsandminerals",
      },
    ],
  },
  {
    id: "sc-p14-vita-osteoporosis-dry-vitamin-a",
    title: "Woman, 67, with osteoporosis adds a 5,000 IU vitamin A tablet to her multivitamin",
    profile: {
      medicines: [],
      conditions: ["osteoporosis"],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 800,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Dry vitamin A 5000 IU (1500 µg) tablets",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 1500,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-a",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level: 1.5 mg (1,500 µg) vitamin A a day from food and supplements. NHS: "This is particularly important for older people, especially women, who are already at risk of osteoporosis" and "make sure your daily intake from food and supplements doesn\'t exceed 1.5mg". Sum: 800 + 1,500 = 2,300 µg; moderate because of the bone fracture warning.',
    sources: [
      {
        title: "Vitamins and minerals",
        publisher: "NHS 111 Wales",
        url: "https://111.wales.nhs.uk/encyclopaedia/v/article/Vitaminsandminerals",
      },
    ],
  },
  {
    id: "sc-p14-vita-pregnant-cod-liver-oil",
    title: "Pregnant woman keeps taking her daily cod liver oil capsule",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Cod liver oil 1000 mg capsule",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "vitamin-a",
              amount: 400,
              unit: "µg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 5,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-a",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "major",
          },
        },
        {
          ingredient: "cod-liver-oil",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-a",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      '400 µg is under the 1,500 µg general level, but FSS: "If you\'re pregnant, or thinking of having a baby ... you should also avoid taking supplements including fish liver oil (except on the advice of your GP) that contain vitamin A" - avoid unless a doctor advises, so major.',
    sources: [
      {
        title: "Vitamins (vitamin A, fish liver oil and pregnancy advice)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-b6",
      },
    ],
  },
  {
    id: "sc-p14-vita-hair-skin-nails-mv-clo",
    title: "Man, 45, takes a hair-skin-nails formula, a multivitamin and cod liver oil",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hair, skin & nails formula",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 600,
              unit: "µg",
            },
            {
              ingredient: "biotin",
              amount: 150,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 800,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Cod liver oil 1000 mg capsule",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "vitamin-a",
              amount: 400,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-a",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 1.5 mg (1,500 µg) a day. NHS: "Many multivitamins contain vitamin A. Other supplements, such as fish liver oil, are also high in vitamin A. If you take supplements containing vitamin A, make sure your daily intake from food and supplements doesn\'t exceed 1.5mg." Sum: 600 + 800 + 400 = 1,800 µg, over the level (moderate, bone risk).',
    sources: [
      {
        title: "Vitamins (vitamin A, fish liver oil and pregnancy advice)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-b6",
      },
    ],
  },
  {
    id: "sc-p14-vita-mv-plus-eye-formula",
    title: "Woman, 62, adds an eye formula with vitamin A to her multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 800,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Eye health formula",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 750,
              unit: "µg",
            },
            {
              ingredient: "lutein",
              amount: 10,
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
          ingredient: "vitamin-a",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 1.5 mg (1,500 µg) a day from food and supplements. FSS: "If you do decide to take a supplement that contains vitamin A, make sure you don\'t have more than a total of 1.5mg per day from your food and supplements"; NHS: "having more than an average of 1.5 mg (1,500 µg) a day of vitamin A over many years may affect your bones, making them more likely to fracture". Sum: 800 + 750 = 1,550 µg from supplements alone, just over the level - moderate.',
    sources: [
      {
        title: "Vitamins (vitamin A, fish liver oil and pregnancy advice)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-b6",
      },
      {
        title: "Vitamins and minerals",
        publisher: "NHS 111 Wales",
        url: "https://111.wales.nhs.uk/encyclopaedia/v/article/Vitaminsandminerals",
      },
    ],
  },
  {
    id: "sc-p14-vita-single-multivitamin-quiet",
    title: "Man, 35, takes one standard multivitamin with 800 µg vitamin A",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 800,
              unit: "µg",
            },
            {
              ingredient: "vitamin-c",
              amount: 80,
              unit: "mg",
            },
            {
              ingredient: "zinc",
              amount: 10,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-a",
          with: {
            upperLevel: true,
          },
        },
        {
          ingredient: "vitamin-c",
          with: {
            upperLevel: true,
          },
        },
        {
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Level 1.5 mg (1,500 µg) a day from food and supplements. NHS: "Many multivitamins contain vitamin A" and the advice is only that the daily intake "doesn\'t exceed 1.5mg". 800 µg is about half the level; vitamin C 80 mg and zinc 10 mg are also well under their UK levels (1,000 mg; 25 mg).',
    sources: [
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p14-vita-one-clo-plus-d3-quiet",
    title: "Man, 50, takes one cod liver oil capsule and a 1,000 IU vitamin D3 tablet",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cod liver oil 1000 mg capsule",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "vitamin-a",
              amount: 400,
              unit: "µg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 5,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vitamin D3 1000 IU (25 µg) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-a",
          with: {
            upperLevel: true,
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Vitamin A 400 µg is well under the 1.5 mg (1,500 µg) level (NHS: intake should not "exceed 1.5mg"). Vitamin D 5 + 25 = 30 µg, well under the 100 µg (4000 IU) tolerable upper intake level in the UK SmPC.',
    sources: [
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
    ],
  },
  {
    id: "sc-p14-thiamin-100-plus-high-strength-mv",
    title: "Man, 52, takes vitamin B1 100 mg and a high-strength multivitamin with 25 mg B1",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B1 (thiamin) 100 mg tablets",
          ingredients: [
            {
              ingredient: "thiamin",
              amount: 100,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "High-strength multivitamin",
          ingredients: [
            {
              ingredient: "thiamin",
              amount: 25,
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
          ingredient: "thiamin",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 100 mg a day. NHS/HSE: "Taking 100mg or less a day of thiamin supplements is unlikely to cause any harm" (and "There\'s not enough evidence to know what the effects might be of taking high doses"). Sum: 100 + 25 = 125 mg, over the level; the source only says unlikely to harm below the figure, so minor.',
    sources: [
      {
        title: "B vitamins and folic acid - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/b-vitamins-and-folic-acid/",
      },
    ],
  },
  {
    id: "sc-p14-thiamin-100-alone-quiet",
    title: "Woman, 41, takes one vitamin B1 100 mg tablet a day",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B1 (thiamin) 100 mg tablets",
          ingredients: [
            {
              ingredient: "thiamin",
              amount: 100,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "thiamin",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Level 100 mg: NHS/HSE: "Taking 100mg or less a day of thiamin supplements is unlikely to cause any harm" (and "There\'s not enough evidence to know what the effects might be of taking high doses"). 100 mg is exactly at, not over, the figure.',
    sources: [
      {
        title: "B vitamins and folic acid - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/b-vitamins-and-folic-acid/",
      },
    ],
  },
  {
    id: "sc-p14-thiamin-50-plus-mv-quiet",
    title: "Man, 60, takes thiamin 50 mg and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Thiamin 50 mg tablets",
          ingredients: [
            {
              ingredient: "thiamin",
              amount: 50,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "thiamin",
              amount: 1.1,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "thiamin",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Level 100 mg: NHS/HSE: "Taking 100mg or less a day of thiamin supplements is unlikely to cause any harm" (and "There\'s not enough evidence to know what the effects might be of taking high doses"). Sum: 50 + 1.1 = 51.1 mg, about half the level.',
    sources: [
      {
        title: "B vitamins and folic acid - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/b-vitamins-and-folic-acid/",
      },
    ],
  },
  {
    id: "sc-p14-riboflavin-400-migraine",
    title: "Woman with migraine takes four riboflavin 100 mg tablets a day",
    profile: {
      medicines: [],
      conditions: ["migraine"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B2 (riboflavin) 100 mg (take 4 a day)",
          ingredients: [
            {
              ingredient: "riboflavin",
              amount: 100,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 4,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "riboflavin",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 40 mg a day. HSE/NHS: "Taking 40mg or less a day of riboflavin supplements is unlikely to cause any harm". Sum: 4 x 100 = 400 mg, ten times the level; the source gives no specific harm, so minor (worth telling the pharmacist/GP).',
    sources: [
      {
        title: "B vitamins and folic acid - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/b-vitamins-and-folic-acid/",
      },
    ],
  },
  {
    id: "sc-p14-riboflavin-100-plus-mv",
    title: "Man, 38, takes riboflavin 100 mg and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B2 (riboflavin) 100 mg",
          ingredients: [
            {
              ingredient: "riboflavin",
              amount: 100,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "riboflavin",
              amount: 1.4,
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
          ingredient: "riboflavin",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 40 mg. HSE/NHS: "Taking 40mg or less a day of riboflavin supplements is unlikely to cause any harm". Sum: 100 + 1.4 = 101.4 mg - over, minor.',
    sources: [
      {
        title: "B vitamins and folic acid - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/b-vitamins-and-folic-acid/",
      },
    ],
  },
  {
    id: "sc-p14-riboflavin-25-plus-mv-quiet",
    title: "Woman, 30, takes a 25 mg riboflavin tablet and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Riboflavin 25 mg",
          ingredients: [
            {
              ingredient: "riboflavin",
              amount: 25,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "riboflavin",
              amount: 1.4,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "riboflavin",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Level 40 mg. HSE/NHS: "Taking 40mg or less a day of riboflavin supplements is unlikely to cause any harm". Sum: 25 + 1.4 = 26.4 mg - under.',
    sources: [
      {
        title: "B vitamins and folic acid - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/b-vitamins-and-folic-acid/",
      },
    ],
  },
  {
    id: "sc-p14-niacin-multivitamin-16-quiet",
    title: "Man, 27, takes one multivitamin with 16 mg niacin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "niacin",
              amount: 16,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "niacin",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'VKM: side effects appear with "more than 35 mg per day" of nicotinic acid, and the nicotinamide level is 900 mg; a multivitamin\'s 16 mg (100% NRV) does not reach any level.',
    sources: [
      {
        title: "Nicotinic acid and nicotinamide - assessment of suggested maximum limits in food supplements",
        publisher: "Norwegian Scientific Committee for Food and Environment (VKM)",
        url: "https://vkm.no/english/riskassessments/allpublications/nicotinicacidandnicotinamideassessmentofsuggestedmaximumlimitsinfoodsupplements.4.2375207615dac0245aee2339.html",
      },
    ],
  },
  {
    id: "sc-p14-b6-50-pms",
    title: "Woman, 34, takes vitamin B6 50 mg for PMS",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 50 mg tablets",
          ingredients: [
            {
              ingredient: "vitamin-b6",
              amount: 50,
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
          ingredient: "vitamin-b6",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 10 mg a day of supplements. FSS: "The Agency advises against taking more than 10 mg of vitamin B6 supplements a day" and "Taking large amounts of vitamin B6 ... can lead to a loss of feeling in the arms and legs - known as peripheral neuropathy"; the EFSA table lists the UK EVM figure as "0.17 mg/kg bw per day supplemental pyridoxine equivalent to 10 mg/day for a 60-kg adult". 50 mg is five times the level; nerve damage warning - moderate.',
    sources: [
      {
        title:
          "EFSA Scientific opinion on the tolerable upper intake level for vitamin B6 (2023), Table 1: existing ULs incl. UK EVM (2003)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC10189633/table/efs28006-tbl-0001",
      },
    ],
  },
  {
    id: "sc-p14-b6-100-plus-mv",
    title: "Woman, 39, takes vitamin B6 100 mg and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B6 100 mg",
          ingredients: [
            {
              ingredient: "vitamin-b6",
              amount: 100,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-b6",
              amount: 1.4,
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
          ingredient: "vitamin-b6",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 10 mg. FSS: "The Agency advises against taking more than 10 mg of vitamin B6 supplements a day" and "Taking large amounts of vitamin B6 ... can lead to a loss of feeling in the arms and legs - known as peripheral neuropathy"; the EFSA table lists the UK EVM figure as "0.17 mg/kg bw per day supplemental pyridoxine equivalent to 10 mg/day for a 60-kg adult". Sum: 100 + 1.4 = 101.4 mg - moderate.',
    sources: [
      {
        title:
          "EFSA Scientific opinion on the tolerable upper intake level for vitamin B6 (2023), Table 1: existing ULs incl. UK EVM (2003)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC10189633/table/efs28006-tbl-0001",
      },
    ],
  },
  {
    id: "sc-p14-b6-magnesium-b6-two-a-day-plus-mv",
    title: "Man, 46, takes magnesium-with-B6 twice a day plus a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 100 mg with vitamin B6 7 mg (take 2 a day)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 100,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b6",
              amount: 7,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-b6",
              amount: 1.4,
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
          ingredient: "vitamin-b6",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Level 10 mg. FSS: "The Agency advises against taking more than 10 mg of vitamin B6 supplements a day" and "Taking large amounts of vitamin B6 ... can lead to a loss of feeling in the arms and legs - known as peripheral neuropathy"; the EFSA table lists the UK EVM figure as "0.17 mg/kg bw per day supplemental pyridoxine equivalent to 10 mg/day for a 60-kg adult". Sum: 2 x 7 + 1.4 = 15.4 mg - over, moderate. Magnesium 200 mg is under the 350 mg supplement UL (VKM).',
    sources: [
      {
        title:
          "EFSA Scientific opinion on the tolerable upper intake level for vitamin B6 (2023), Table 1: existing ULs incl. UK EVM (2003)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC10189633/table/efs28006-tbl-0001",
      },
      {
        title: "Risk assessment of magnesium in food supplements",
        publisher: "Norwegian Scientific Committee for Food Safety (VKM)",
        url: "https://www.vkm.no/english/riskassessments/allpublications/riskassessmentofmagnesiuminfoodsupplements.4.2375207615dac0245aee5130.html",
      },
    ],
  },
  {
    id: "sc-p14-b6-bcomplex-25-plus-mv",
    title: "Woman, 50, takes a B-complex with 25 mg B6 and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B complex (B6 25 mg)",
          ingredients: [
            {
              ingredient: "vitamin-b6",
              amount: 25,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-b6",
              amount: 2,
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
          ingredient: "vitamin-b6",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 10 mg. FSS: "The Agency advises against taking more than 10 mg of vitamin B6 supplements a day" and "Taking large amounts of vitamin B6 ... can lead to a loss of feeling in the arms and legs - known as peripheral neuropathy"; the EFSA table lists the UK EVM figure as "0.17 mg/kg bw per day supplemental pyridoxine equivalent to 10 mg/day for a 60-kg adult". Sum: 25 + 2 = 27 mg - moderate.',
    sources: [
      {
        title:
          "EFSA Scientific opinion on the tolerable upper intake level for vitamin B6 (2023), Table 1: existing ULs incl. UK EVM (2003)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC10189633/table/efs28006-tbl-0001",
      },
    ],
  },
  {
    id: "sc-p14-b100-complex-b6-b2-b1",
    title: "Man, 36, takes one 'B-100' complex tablet a day",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "B-100 complex",
          ingredients: [
            {
              ingredient: "vitamin-b6",
              amount: 100,
              unit: "mg",
            },
            {
              ingredient: "riboflavin",
              amount: 100,
              unit: "mg",
            },
            {
              ingredient: "thiamin",
              amount: 100,
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
          ingredient: "vitamin-b6",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "riboflavin",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "thiamin",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'B6 level 10 mg: FSS: "The Agency advises against taking more than 10 mg of vitamin B6 supplements a day" and "Taking large amounts of vitamin B6 ... can lead to a loss of feeling in the arms and legs - known as peripheral neuropathy"; the EFSA table lists the UK EVM figure as "0.17 mg/kg bw per day supplemental pyridoxine equivalent to 10 mg/day for a 60-kg adult" - 100 mg is ten times it (moderate). Riboflavin: "Taking 40mg or less a day ... is unlikely to cause any harm" - 100 mg is over (minor). Thiamin: "Taking 100mg or less a day" - 100 mg is at the figure, not over.',
    sources: [
      {
        title:
          "EFSA Scientific opinion on the tolerable upper intake level for vitamin B6 (2023), Table 1: existing ULs incl. UK EVM (2003)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC10189633/table/efs28006-tbl-0001",
      },
      {
        title: "B vitamins and folic acid - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/b-vitamins-and-folic-acid/",
      },
    ],
  },
  {
    id: "sc-p14-b6-bcomplex-8-plus-mv-quiet",
    title: "Woman, 31, takes a B-complex with 8 mg B6 and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B complex (B6 8 mg)",
          ingredients: [
            {
              ingredient: "vitamin-b6",
              amount: 8,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-b6",
              amount: 1.4,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Level 10 mg: FSS "advises against taking more than 10 mg of vitamin B6 supplements a day". Sum: 8 + 1.4 = 9.4 mg - just under.',
    sources: [
      {
        title:
          "EFSA Scientific opinion on the tolerable upper intake level for vitamin B6 (2023), Table 1: existing ULs incl. UK EVM (2003)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC10189633/table/efs28006-tbl-0001",
      },
    ],
  },
  {
    id: "sc-p14-b6-mv-plus-magb6-quiet",
    title: "Man, 63, takes a multivitamin and a magnesium tablet with 1.4 mg B6",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-b6",
              amount: 1.4,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Magnesium 150 mg with B6 1.4 mg",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 150,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b6",
              amount: 1.4,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            upperLevel: true,
          },
        },
        {
          ingredient: "magnesium",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'B6 level 10 mg (FSS: "advises against taking more than 10 mg"); sum 1.4 + 1.4 = 2.8 mg. Magnesium 150 mg is under the 350 mg supplement UL (VKM).',
    sources: [
      {
        title:
          "EFSA Scientific opinion on the tolerable upper intake level for vitamin B6 (2023), Table 1: existing ULs incl. UK EVM (2003)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC10189633/table/efs28006-tbl-0001",
      },
      {
        title: "Risk assessment of magnesium in food supplements",
        publisher: "Norwegian Scientific Committee for Food Safety (VKM)",
        url: "https://www.vkm.no/english/riskassessments/allpublications/riskassessmentofmagnesiuminfoodsupplements.4.2375207615dac0245aee5130.html",
      },
    ],
  },
  {
    id: "sc-p14-b12-1000-three-a-day",
    title: "Vegan, 40, takes three 1,000 µg B12 tablets a day",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 µg (take 3 a day)",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-b12",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 2 mg (2,000 µg) a day. FSS: "Taking 2 mg or less of vitamin B12 supplements a day is unlikely to cause any harm" ("There isn\'t enough evidence to know what the effects might be of taking high doses"). Sum: 3 x 1,000 = 3,000 µg (3 mg), over; minor as the source names no harm.',
    sources: [
      {
        title: "B vitamins and folic acid - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/b-vitamins-and-folic-acid/",
      },
    ],
  },
  {
    id: "sc-p14-b12-1000-plus-mv-quiet",
    title: "Woman, 70, takes B12 1,000 µg and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 µg",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 2.5,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Level 2 mg. FSS: "Taking 2 mg or less of vitamin B12 supplements a day is unlikely to cause any harm" ("There isn\'t enough evidence to know what the effects might be of taking high doses"). Sum: 1,000 + 2.5 = 1,002.5 µg (about 1 mg) - under.',
    sources: [
      {
        title: "B vitamins and folic acid - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/b-vitamins-and-folic-acid/",
      },
    ],
  },
  {
    id: "sc-p14-b12-500-vegan-quiet",
    title: "Vegan, 25, takes a 500 µg B12 spray daily",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 500 µg oral spray",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 500,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'FSS: "Taking 2 mg or less of vitamin B12 supplements a day is unlikely to cause any harm" ("There isn\'t enough evidence to know what the effects might be of taking high doses"); 500 µg is a quarter of the 2 mg level.',
    sources: [
      {
        title: "B vitamins and folic acid - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/b-vitamins-and-folic-acid/",
      },
    ],
  },
  {
    id: "sc-p14-vitc-1000-plus-immune-fizz",
    title: "Woman, 36, takes vitamin C 1,000 mg and an effervescent immune tablet with 500 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg",
          ingredients: [
            {
              ingredient: "vitamin-c",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Effervescent immune support (vitamin C 500 mg, zinc 10 mg)",
          ingredients: [
            {
              ingredient: "vitamin-c",
              amount: 500,
              unit: "mg",
            },
            {
              ingredient: "zinc",
              amount: 10,
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
          ingredient: "vitamin-c",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Level 1,000 mg. NHS: "Taking large amounts (more than 1,000mg per day) of vitamin C can cause" side effects, "These symptoms should disappear once you stop taking vitamin C supplements", and "Taking less than 1,000mg of vitamin C supplements a day is unlikely to cause any harm". Sum: 1,000 + 500 = 1,500 mg - over, minor. Zinc 10 mg is under the 25 mg FSA level.',
    sources: [
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p14-vitd-4000iu-plus-mv-400iu",
    title: "Woman, 49, takes vitamin D3 4,000 IU plus a multivitamin with 400 IU",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 4000 IU softgels",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 4000,
              unit: "IU",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 400,
              unit: "IU",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 100 µg (4,000 IU) a day. UK SmPC: "Tolerable Upper Intake Level for vitamin D3 (colecalciferol) is set at 4000 IU (100 µg) per day"; HSE/NHS: "Taking too many vitamin D supplements over a long time can cause too much calcium to build up in the body (hypercalcaemia). This can weaken the bones and damage the kidneys and the heart.". Sum: 4,000 + 400 = 4,400 IU (110 µg) - over; hypercalcaemia warning, moderate.',
    sources: [
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
      {
        title: "Vitamin D - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/vitamin-d/",
      },
    ],
  },
  {
    id: "sc-p14-vitd-5000iu-alone",
    title: "Man, 38, buys a 5,000 IU (125 µg) vitamin D3 online and takes it daily",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 125 µg (5000 IU)",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 125,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 100 µg. UK SmPC: "Tolerable Upper Intake Level for vitamin D3 (colecalciferol) is set at 4000 IU (100 µg) per day"; HSE/NHS: "Taking too many vitamin D supplements over a long time can cause too much calcium to build up in the body (hypercalcaemia). This can weaken the bones and damage the kidneys and the heart.". 125 µg alone is over - moderate.',
    sources: [
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
      {
        title: "Vitamin D - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/vitamin-d/",
      },
    ],
  },
  {
    id: "sc-p14-vitd-100ug-plus-calcium-d3",
    title: "Woman, 71, takes a 100 µg vitamin D and her calcium + D3 twice a day",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 100 µg (4000 IU)",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 100,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg chewable (take 2 a day)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Level 100 µg. UK SmPC: "Tolerable Upper Intake Level for vitamin D3 (colecalciferol) is set at 4000 IU (100 µg) per day"; HSE/NHS: "Taking too many vitamin D supplements over a long time can cause too much calcium to build up in the body (hypercalcaemia). This can weaken the bones and damage the kidneys and the heart.". Sum: 100 + 2 x 10 = 120 µg - over (moderate). Calcium 2 x 600 = 1,200 mg is under the 1,500 mg level (FSS: "Taking 1500mg or less of calcium supplements a day is unlikely to cause any harm").',
    sources: [
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
      {
        title: "Vitamin D - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/vitamin-d/",
      },
      {
        title: "Minerals (calcium, phosphorus, magnesium ...)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/folic-acid",
      },
    ],
  },
  {
    id: "sc-p14-vitd-50ug-twice-plus-clo",
    title: "Man, 55, takes vitamin D 50 µg twice a day and a cod liver oil capsule",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 50 µg (take 2 a day)",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 50,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "Cod liver oil 1000 mg capsule",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 5,
              unit: "µg",
            },
            {
              ingredient: "vitamin-a",
              amount: 400,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-a",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Level 100 µg. UK SmPC: "Tolerable Upper Intake Level for vitamin D3 (colecalciferol) is set at 4000 IU (100 µg) per day"; HSE/NHS: "Taking too many vitamin D supplements over a long time can cause too much calcium to build up in the body (hypercalcaemia). This can weaken the bones and damage the kidneys and the heart.". Sum: 2 x 50 + 5 = 105 µg - over (moderate). Vitamin A 400 µg is under 1,500 µg.',
    sources: [
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
      {
        title: "Vitamin D - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/vitamin-d/",
      },
    ],
  },
  {
    id: "sc-p14-vitd-4000iu-plus-d3k2-spray",
    title: "Woman, 45, takes vitamin D3 4,000 IU and a D3+K2 spray (25 µg D3)",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 4000 IU tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 4000,
              unit: "IU",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "D3 + K2 oral spray",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
            {
              ingredient: "vitamin-k2",
              amount: 75,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-k2",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Level 100 µg (4,000 IU). UK SmPC: "Tolerable Upper Intake Level for vitamin D3 (colecalciferol) is set at 4000 IU (100 µg) per day"; HSE/NHS: "Taking too many vitamin D supplements over a long time can cause too much calcium to build up in the body (hypercalcaemia). This can weaken the bones and damage the kidneys and the heart.". Sum: 4,000 IU (100 µg) + 25 µg = 125 µg - over (moderate). Vitamin K 75 µg is far below 1 mg (NHS: "Taking 1mg or less of vitamin K supplements a day is unlikely to cause any harm").',
    sources: [
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
      {
        title: "Vitamin D - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/vitamin-d/",
      },
    ],
  },
  {
    id: "sc-p14-vitd-25-plus-mv-quiet",
    title: "Man, 60, takes vitamin D 25 µg and a multivitamin with 10 µg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg (1000 IU)",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'UK SmPC: "Tolerable Upper Intake Level for vitamin D3 (colecalciferol) is set at 4000 IU (100 µg) per day". Sum: 25 + 10 = 35 µg - under 100 µg.',
    sources: [
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
      {
        title: "Vitamin D",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-d",
      },
    ],
  },
  {
    id: "sc-p14-vitd-75-plus-mv-plus-clo-quiet",
    title: "Woman, 52, takes vitamin D 3,000 IU, a multivitamin and one cod liver oil capsule",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 75 µg (3000 IU)",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 75,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
            {
              ingredient: "vitamin-a",
              amount: 800,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Cod liver oil 1000 mg capsule",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 5,
              unit: "µg",
            },
            {
              ingredient: "vitamin-a",
              amount: 400,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
        },
        {
          ingredient: "vitamin-a",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'UK SmPC: "Tolerable Upper Intake Level for vitamin D3 (colecalciferol) is set at 4000 IU (100 µg) per day". Sum: 75 + 10 + 5 = 90 µg - just under 100 µg. Vitamin A 800 + 400 = 1,200 µg, under the 1.5 mg level (NHS: "doesn\'t exceed 1.5mg").',
    sources: [
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
    ],
  },
  {
    id: "sc-p14-vitd-10ug-only-quiet",
    title: "Man, 30, takes the recommended 10 µg vitamin D each winter",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 µg (400 IU)",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'FSS: "Everyone (including children) should consider taking a daily supplement containing 10 micrograms/µg of vitamin D (400 IU)"; the upper level is 100 µg (UK SmPC: "set at 4000 IU (100 µg) per day").',
    sources: [
      {
        title: "Vitamin D",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-d",
      },
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
    ],
  },
  {
    id: "sc-p14-vitd-2000iu-plus-mv-400iu-quiet",
    title: "Woman, 37, takes vitamin D 2,000 IU plus a multivitamin with 400 IU",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 2000 IU",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 2000,
              unit: "IU",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 400,
              unit: "IU",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'UK SmPC: "Tolerable Upper Intake Level for vitamin D3 (colecalciferol) is set at 4000 IU (100 µg) per day". Sum: 2,000 + 400 = 2,400 IU (60 µg) - under.',
    sources: [
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
      {
        title: "Vitamin D",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-d",
      },
    ],
  },
  {
    id: "sc-p14-vitd-pregnancy-mv-plus-1000iu-quiet",
    title: "Pregnant woman takes a pregnancy multivitamin (10 µg D) and a 1,000 IU vitamin D",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Pregnancy multivitamin",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
            {
              ingredient: "folic-acid",
              amount: 400,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vitamin D3 1000 IU",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 1000,
              unit: "IU",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'UK SmPC: the tolerable upper intake level "is set at 4000 IU (100 µg) per day". Sum: 10 µg + 1,000 IU (25 µg) = 35 µg - under. FSS recommends a daily vitamin D supplement for "all pregnant and breastfeeding women".',
    sources: [
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
      {
        title: "Vitamin D",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-d",
      },
    ],
  },
  {
    id: "sc-p14-vitd-50-plus-two-clo-quiet",
    title: "Man, 66, takes vitamin D 50 µg and two cod liver oil capsules",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 50 µg",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 50,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Cod liver oil 1000 mg capsules (take 2)",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 5,
              unit: "µg",
            },
            {
              ingredient: "vitamin-a",
              amount: 400,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
        },
        {
          ingredient: "vitamin-a",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'UK SmPC: "Tolerable Upper Intake Level for vitamin D3 (colecalciferol) is set at 4000 IU (100 µg) per day". Sum D: 50 + 2 x 5 = 60 µg - under. Vitamin A 2 x 400 = 800 µg - under the 1.5 mg level (NHS).',
    sources: [
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
    ],
  },
  {
    id: "sc-p14-vite-1000iu-plus-mv",
    title: "Man, 61, takes a 1,000 IU (670 mg) vitamin E capsule and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Natural vitamin E 1000 IU (670 mg) softgel",
          ingredients: [
            {
              ingredient: "vitamin-e",
              amount: 670,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-e",
              amount: 12,
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
          ingredient: "vitamin-e",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 540 mg a day. nidirect: "Taking 540mg or less a day of vitamin E supplements is unlikely to cause any harm." Sum: 670 + 12 = 682 mg - over; the source only states the safe figure, so minor.',
    sources: [
      {
        title: "Vitamin E",
        publisher: "nidirect (Northern Ireland Government)",
        url: "https://www.nidirect.gov.uk/articles/vitamin-e-0",
      },
    ],
  },
  {
    id: "sc-p14-vite-400iu-plus-mv-quiet",
    title: "Woman, 55, takes vitamin E 400 IU (268 mg) and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 400 IU (268 mg)",
          ingredients: [
            {
              ingredient: "vitamin-e",
              amount: 268,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-e",
              amount: 12,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-e",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'nidirect: "Taking 540mg or less a day of vitamin E supplements is unlikely to cause any harm." Sum: 268 + 12 = 280 mg - under.',
    sources: [
      {
        title: "Vitamin E",
        publisher: "nidirect (Northern Ireland Government)",
        url: "https://www.nidirect.gov.uk/articles/vitamin-e-0",
      },
    ],
  },
  {
    id: "sc-p14-vite-100-alone-quiet",
    title: "Woman, 33, takes vitamin E 100 mg for her skin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 100 mg",
          ingredients: [
            {
              ingredient: "vitamin-e",
              amount: 100,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-e",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'nidirect: "Taking 540mg or less a day of vitamin E supplements is unlikely to cause any harm." 100 mg is well under.',
    sources: [
      {
        title: "Vitamin E",
        publisher: "nidirect (Northern Ireland Government)",
        url: "https://www.nidirect.gov.uk/articles/vitamin-e-0",
      },
    ],
  },
  {
    id: "sc-p14-vitk-d3k2-plus-mv-quiet",
    title: "Woman, 57, takes a D3+K2 capsule and a multivitamin with vitamin K",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg + K2 (MK-7) 100 µg",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
            {
              ingredient: "vitamin-k2",
              amount: 100,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-k1",
              amount: 75,
              unit: "µg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 5,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-k2",
          with: {
            upperLevel: true,
          },
        },
        {
          ingredient: "vitamin-k1",
          with: {
            upperLevel: true,
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'NHS: "Taking 1mg or less of vitamin K supplements a day is unlikely to cause any harm." K2 100 µg + K1 75 µg = 175 µg, well under 1 mg; vitamin D 25 + 5 = 30 µg, under 100 µg.',
    sources: [
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
    ],
  },
  {
    id: "sc-p14-calcium-cad3-plus-calmagzinc",
    title: "Woman, 64, takes calcium + D3 twice a day and a Cal-Mag-Zinc three times a day",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (take 2 a day)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "Calcium, magnesium & zinc (take 3 a day)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 333,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 100,
              unit: "mg",
            },
            {
              ingredient: "zinc",
              amount: 3,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "calcium",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            upperLevel: true,
          },
        },
        {
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Level 1,500 mg a day. FSS: "Taking 1500mg or less of calcium supplements a day is unlikely to cause any harm" and "Taking high doses of calcium could lead to stomach pain and diarrhoea". Sum: 2 x 600 + 3 x 333 = 2,199 mg - over, minor. Magnesium 300 mg (< 350 mg VKM), zinc 9 mg (< 25 mg), vitamin D 20 µg (< 100 µg) are under.',
    sources: [
      {
        title: "Minerals (calcium, phosphorus, magnesium ...)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/folic-acid",
      },
      {
        title: "Risk assessment of magnesium in food supplements",
        publisher: "Norwegian Scientific Committee for Food Safety (VKM)",
        url: "https://www.vkm.no/english/riskassessments/allpublications/riskassessmentofmagnesiuminfoodsupplements.4.2375207615dac0245aee5130.html",
      },
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p14-calcium-1000-plus-bone-formula-800",
    title: "Woman, 59, takes a 1,000 mg calcium chew and a bone formula with 800 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 1000 mg chewable",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Bone health formula",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 800,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "calcium",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 1,500 mg. FSS: "Taking 1500mg or less of calcium supplements a day is unlikely to cause any harm" and "Taking high doses of calcium could lead to stomach pain and diarrhoea". Sum: 1,000 + 800 = 1,800 mg - over, minor.',
    sources: [
      {
        title: "Minerals (calcium, phosphorus, magnesium ...)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/folic-acid",
      },
    ],
  },
  {
    id: "sc-p14-calcium-cad3-twice-plus-mv-quiet",
    title: "Woman, 73, takes calcium + D3 twice a day and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg (take 2 a day)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 160,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'FSS: "Taking 1500mg or less of calcium supplements a day is unlikely to cause any harm" and "Taking high doses of calcium could lead to stomach pain and diarrhoea". Sum: 2 x 600 + 160 = 1,360 mg - just under.',
    sources: [
      {
        title: "Minerals (calcium, phosphorus, magnesium ...)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/folic-acid",
      },
    ],
  },
  {
    id: "sc-p14-calcium-500-plus-mv-quiet",
    title: "Man, 50, takes calcium 500 mg and a multivitamin with 200 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 200,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'FSS: "Taking 1500mg or less of calcium supplements a day is unlikely to cause any harm" and "Taking high doses of calcium could lead to stomach pain and diarrhoea". Sum: 500 + 200 = 700 mg - under.',
    sources: [
      {
        title: "Minerals (calcium, phosphorus, magnesium ...)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/folic-acid",
      },
    ],
  },
  {
    id: "sc-p14-calcium-exactly-1500-quiet",
    title: "Woman, 66, takes calcium 1,000 mg and two 250 mg calcium chews",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 1000 mg",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Calcium 250 mg chews (take 2)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 250,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'FSS: "Taking 1500mg or less of calcium supplements a day is unlikely to cause any harm" and "Taking high doses of calcium could lead to stomach pain and diarrhoea". Sum: 1,000 + 2 x 250 = 1,500 mg - at, not over, the figure.',
    sources: [
      {
        title: "Minerals (calcium, phosphorus, magnesium ...)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/folic-acid",
      },
    ],
  },
  {
    id: "sc-p14-magnesium-375-plus-calmag",
    title: "Man, 47, takes magnesium citrate 375 mg plus a Cal-Mag tablet twice a day",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 375 mg",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 375,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Calcium 300 mg + magnesium 150 mg (take 2 a day)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 150,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Level 350 mg magnesium from supplements (VKM). VKM: "Magnesium salts in food supplements may cause osmotic diarrhoea which is the most frequently reported adverse effect" and "VKM suggests a UL of 350 mg magnesium in food supplements per day in adults". Sum: 375 + 2 x 150 = 675 mg - over, minor (diarrhoea). Calcium 600 mg is under 1,500 mg.',
    sources: [
      {
        title: "Risk assessment of magnesium in food supplements",
        publisher: "Norwegian Scientific Committee for Food Safety (VKM)",
        url: "https://www.vkm.no/english/riskassessments/allpublications/riskassessmentofmagnesiuminfoodsupplements.4.2375207615dac0245aee5130.html",
      },
      {
        title: "Minerals (calcium, phosphorus, magnesium ...)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/folic-acid",
      },
    ],
  },
  {
    id: "sc-p14-magnesium-zma-plus-glycinate",
    title: "Gym-goer, 28, takes ZMA (3 capsules) and magnesium glycinate 250 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "ZMA (per 3 capsules)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 450,
              unit: "mg",
            },
            {
              ingredient: "zinc",
              amount: 30,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b6",
              amount: 10.5,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Magnesium glycinate 250 mg",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 250,
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
          ingredient: "magnesium",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "vitamin-b6",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Magnesium: VKM: "Magnesium salts in food supplements may cause osmotic diarrhoea which is the most frequently reported adverse effect" and "VKM suggests a UL of 350 mg magnesium in food supplements per day in adults"; 450 + 250 = 700 mg - over (minor). Zinc: FSS "advises against taking more than 25 mg of zinc supplements a day" - 30 mg is over, and "high doses of zinc reduces the amount of copper the body can absorb" (moderate). B6: FSS "advises against taking more than 10 mg" - 10.5 mg is over (moderate, nerve damage).',
    sources: [
      {
        title: "Risk assessment of magnesium in food supplements",
        publisher: "Norwegian Scientific Committee for Food Safety (VKM)",
        url: "https://www.vkm.no/english/riskassessments/allpublications/riskassessmentofmagnesiuminfoodsupplements.4.2375207615dac0245aee5130.html",
      },
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
      {
        title:
          "EFSA Scientific opinion on the tolerable upper intake level for vitamin B6 (2023), Table 1: existing ULs incl. UK EVM (2003)",
        publisher: "EFSA Journal via PubMed Central",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC10189633/table/efs28006-tbl-0001",
      },
    ],
  },
  {
    id: "sc-p14-magnesium-250-plus-mv-quiet",
    title: "Woman, 44, takes magnesium 250 mg and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 250 mg",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 250,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 57,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'VKM: "Magnesium salts in food supplements may cause osmotic diarrhoea which is the most frequently reported adverse effect" and "VKM suggests a UL of 350 mg magnesium in food supplements per day in adults". Sum: 250 + 57 = 307 mg - under 350 mg.',
    sources: [
      {
        title: "Risk assessment of magnesium in food supplements",
        publisher: "Norwegian Scientific Committee for Food Safety (VKM)",
        url: "https://www.vkm.no/english/riskassessments/allpublications/riskassessmentofmagnesiuminfoodsupplements.4.2375207615dac0245aee5130.html",
      },
    ],
  },
  {
    id: "sc-p14-magnesium-300-alone-quiet",
    title: "Man, 52, takes magnesium 300 mg for cramp",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 300 mg",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'VKM: "Magnesium salts in food supplements may cause osmotic diarrhoea which is the most frequently reported adverse effect" and "VKM suggests a UL of 350 mg magnesium in food supplements per day in adults". 300 mg is under.',
    sources: [
      {
        title: "Risk assessment of magnesium in food supplements",
        publisher: "Norwegian Scientific Committee for Food Safety (VKM)",
        url: "https://www.vkm.no/english/riskassessments/allpublications/riskassessmentofmagnesiuminfoodsupplements.4.2375207615dac0245aee5130.html",
      },
    ],
  },
  {
    id: "sc-p14-iron-ferrous-sulfate-otc-plus-mv",
    title: "Woman, 35, buys ferrous sulfate 200 mg over the counter and also takes a women's multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ferrous sulfate 200 mg tablets (65 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 65,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Women's multivitamin",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
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
          ingredient: "iron",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level: NHS says side effects start above 20 mg a day. NHS (via Daily Mail panel): "Iron intakes of more than 20mg a day can lead to constipation, nausea, vomiting and abdominal pain"; FSS: "Very high doses of iron can be fatal, particularly if taken by children, so always keep any iron supplements out of the reach of children"; UK SmPC text: "Large doses may produce gastro-intestinal irritation, nausea, vomiting, epigastric pain, diarrhoea". Sum: 65 + 14 = 79 mg - well over; without a diagnosed anaemia the pharmacist would ask why (minor at least).',
    sources: [
      {
        title: "Ferrous sulfate - interactions, adverse reactions (UK SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferrous/precautions",
      },
    ],
  },
  {
    id: "sc-p14-iron-20-plus-energy-mv",
    title: "Woman, 28, takes a gentle iron 20 mg and an 'energy' multivitamin with 14 mg iron",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Gentle iron 20 mg",
          ingredients: [
            {
              ingredient: "iron",
              amount: 20,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Energy multivitamin",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
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
          ingredient: "iron",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NHS: over 20 mg a day can cause side effects. NHS (via Daily Mail panel): "Iron intakes of more than 20mg a day can lead to constipation, nausea, vomiting and abdominal pain"; FSS: "Very high doses of iron can be fatal, particularly if taken by children, so always keep any iron supplements out of the reach of children"; UK SmPC text: "Large doses may produce gastro-intestinal irritation, nausea, vomiting, epigastric pain, diarrhoea". Sum: 20 + 14 = 34 mg - over, minor.',
    sources: [
      {
        title: "Ferrous sulfate - interactions, adverse reactions (UK SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferrous/precautions",
      },
    ],
  },
  {
    id: "sc-p14-iron-mv-14-quiet",
    title: "Woman, 32, takes one multivitamin with 14 mg iron",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Women's multivitamin",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'NHS (via Daily Mail panel): "Iron intakes of more than 20mg a day can lead to constipation, nausea, vomiting and abdominal pain"; 14 mg is under 20 mg.',
    sources: [
      {
        title: "Ferrous sulfate - interactions, adverse reactions (UK SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferrous/precautions",
      },
    ],
  },
  {
    id: "sc-p14-zinc-50-alone",
    title: "Man, 40, takes zinc 50 mg for 'immunity'",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 50 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 50,
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
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 25 mg a day. FSS: "The Agency advises against taking more than 25 mg of zinc supplements a day" and "Taking high doses of zinc reduces the amount of copper the body can absorb. This can lead to anaemia and to weakening of the bones." 50 mg is double - moderate.',
    sources: [
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p14-zinc-25-plus-mv-10",
    title: "Woman, 43, takes zinc 25 mg and a multivitamin with 10 mg zinc",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 25,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 10,
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
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 25 mg. FSS: "The Agency advises against taking more than 25 mg of zinc supplements a day" and "Taking high doses of zinc reduces the amount of copper the body can absorb. This can lead to anaemia and to weakening of the bones." Sum: 25 + 10 = 35 mg - over, moderate.',
    sources: [
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p14-zinc-lozenges-six-plus-mv",
    title: "Man, 37, with a cold sucks six 10 mg zinc lozenges a day on top of his multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 10 mg lozenges (up to 6 a day)",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 10,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 6,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 10,
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
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 25 mg. FSS: "The Agency advises against taking more than 25 mg of zinc supplements a day" and "Taking high doses of zinc reduces the amount of copper the body can absorb. This can lead to anaemia and to weakening of the bones." Sum: 6 x 10 + 10 = 70 mg - nearly three times the level; fine for a few days but not to continue - moderate.',
    sources: [
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p14-zinc-two-15-plus-mv",
    title: "Woman, 24, takes zinc 15 mg, a 'clear skin' formula with 15 mg zinc and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 15 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 15,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Clear skin formula",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 15,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 10,
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
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 25 mg. FSS: "The Agency advises against taking more than 25 mg of zinc supplements a day" and "Taking high doses of zinc reduces the amount of copper the body can absorb. This can lead to anaemia and to weakening of the bones." Sum: 15 + 15 + 10 = 40 mg - moderate.',
    sources: [
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p14-zinc-15-plus-mv-10-quiet",
    title: "Man, 50, takes zinc 15 mg and a multivitamin with 10 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 15 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 15,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 10,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'FSS: "The Agency advises against taking more than 25 mg of zinc supplements a day". Sum: 15 + 10 = 25 mg - at, not over, the level.',
    sources: [
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p14-zinc-10-plus-mv-5-quiet",
    title: "Woman, 29, takes zinc 10 mg and a multivitamin with 5 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 10 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 10,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 5,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'FSS: "The Agency advises against taking more than 25 mg of zinc supplements a day". Sum: 10 + 5 = 15 mg - under.',
    sources: [
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p14-copper-2-plus-mv-quiet",
    title: "Woman, 55, takes copper 2 mg and a multivitamin with 1 mg copper",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Copper 2 mg",
          ingredients: [
            {
              ingredient: "copper",
              amount: 2,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "copper",
              amount: 1,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "copper",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'EFSA: "no retention of copper is expected to occur with an intake of up to 5 mg per day" and an "acceptable daily intake (safe level) of 0.07 milligrams per kilogram of body weight". Sum: 2 + 1 = 3 mg from supplements - under 5 mg (and under the UK 10 mg guidance).',
    sources: [
      {
        title: "Total copper intakes below new safe level",
        publisher: "European Food Safety Authority (EFSA)",
        url: "https://efsa.europa.eu/en/news/total-copper-intakes-below-new-safe-level",
      },
    ],
  },
  {
    id: "sc-p14-copper-zinc-copper-formula-plus-mv-quiet",
    title: "Man, 62, takes a zinc-and-copper tablet and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 15 mg + copper 1 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 15,
              unit: "mg",
            },
            {
              ingredient: "copper",
              amount: 1,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "copper",
              amount: 1,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "copper",
          with: {
            upperLevel: true,
          },
        },
        {
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'EFSA: "no retention of copper is expected to occur with an intake of up to 5 mg per day" and an "acceptable daily intake (safe level) of 0.07 milligrams per kilogram of body weight". Copper 1 + 1 = 2 mg - under. Zinc 15 mg is under the 25 mg FSA level.',
    sources: [
      {
        title: "Total copper intakes below new safe level",
        publisher: "European Food Safety Authority (EFSA)",
        url: "https://efsa.europa.eu/en/news/total-copper-intakes-below-new-safe-level",
      },
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p14-potassium-200-plus-mv-quiet",
    title: "Man, 45, takes a potassium 200 mg tablet and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium citrate (200 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 200,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 40,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "potassium",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'FSS: "Taking 3700 mg or less of potassium supplements a day is unlikely to cause any harm. However, older people may be more at risk of harm from potassium ... Therefore, older people shouldn\'t have potassium supplements unless on medical advice." Sum: 240 mg - far under 3,700 mg, and he is not an older adult.',
    sources: [
      {
        title: "Potassium",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/potassium",
      },
    ],
  },
  {
    id: "sc-p14-potassium-older-person-two-a-day",
    title: "Man aged 81 takes potassium 200 mg tablets twice a day for cramp",
    profile: {
      medicines: [],
      conditions: ["aged 81"],
    },
    stack: [
      {
        custom: {
          name: "Potassium 200 mg (take 2 a day)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 200,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            condition: "aged 81",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "potassium",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'FSS: "Taking 3700 mg or less of potassium supplements a day is unlikely to cause any harm. However, older people may be more at risk of harm from potassium ... Therefore, older people shouldn\'t have potassium supplements unless on medical advice." 400 mg is under 3,700 mg, but at 81 he should not take potassium without medical advice - moderate.',
    sources: [
      {
        title: "Potassium",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/potassium",
      },
    ],
  },
  {
    id: "sc-p14-manganese-10-plus-mv",
    title: "Woman, 47, takes manganese 10 mg and a multivitamin with 2 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Manganese 10 mg",
          ingredients: [
            {
              ingredient: "manganese",
              amount: 10,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "manganese",
              amount: 2,
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
          ingredient: "manganese",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 4 mg (adults). FSS: "Taking high doses of manganese for long periods of time might cause nerve damage and neurological symptoms such as fatigue and depression", "For most people, taking 4 mg or less of manganese supplements a day is unlikely to cause any harm" and "For older people, taking 0.5 mg or less ... This is a lower amount because older people may be more sensitive to manganese". Sum: 10 + 2 = 12 mg - three times the level, moderate.',
    sources: [
      {
        title: "Manganese",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/manganese",
      },
    ],
  },
  {
    id: "sc-p14-manganese-joint-formula-plus-mv",
    title: "Man, 56, takes a glucosamine joint formula with 5 mg manganese and a multivitamin",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine 1500 mg joint formula with manganese",
          ingredients: [
            {
              ingredient: "glucosamine",
              amount: 1500,
              unit: "mg",
            },
            {
              ingredient: "manganese",
              amount: 5,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "manganese",
              amount: 2,
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
          ingredient: "manganese",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 4 mg. FSS: "Taking high doses of manganese for long periods of time might cause nerve damage and neurological symptoms such as fatigue and depression", "For most people, taking 4 mg or less of manganese supplements a day is unlikely to cause any harm" and "For older people, taking 0.5 mg or less ... This is a lower amount because older people may be more sensitive to manganese". Sum: 5 + 2 = 7 mg - over, moderate.',
    sources: [
      {
        title: "Manganese",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/manganese",
      },
    ],
  },
  {
    id: "sc-p14-manganese-3-adult-quiet",
    title: "Man, 35, takes a multivitamin (2 mg manganese) and a 1 mg manganese sports formula",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "manganese",
              amount: 2,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Sports electrolyte formula",
          ingredients: [
            {
              ingredient: "manganese",
              amount: 1,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "manganese",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'FSS: "Taking high doses of manganese for long periods of time might cause nerve damage and neurological symptoms such as fatigue and depression", "For most people, taking 4 mg or less of manganese supplements a day is unlikely to cause any harm" and "For older people, taking 0.5 mg or less ... This is a lower amount because older people may be more sensitive to manganese". Sum: 2 + 1 = 3 mg - under 4 mg for a 35-year-old.',
    sources: [
      {
        title: "Manganese",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/manganese",
      },
    ],
  },
  {
    id: "sc-p14-molybdenum-mv-plus-formula-quiet",
    title: "Man, 60, takes a multivitamin (50 µg molybdenum) and a trace-mineral formula (25 µg)",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "molybdenum",
              amount: 50,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Trace mineral complex",
          ingredients: [
            {
              ingredient: "molybdenum",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "molybdenum",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'VKM: "VKM support the tolerable upper intake level suggested by the Scientific Committee on Food in 2000 at 600 µg/day". Sum: 75 µg - far under.',
    sources: [
      {
        title: "Molybdenum - assessment of suggested maximum limits in food supplements",
        publisher: "Norwegian Scientific Committee for Food and Environment (VKM)",
        url: "https://vkm.no/english/riskassessments/allpublications/evaluatingtheconsequensesofamendingmaximumlimitformolybdenuminfoodsupplements.4.6c587b9215ef97b46ab4fe8b.html",
      },
    ],
  },
  {
    id: "sc-p14-caffeine-tablets-plus-preworkout-700",
    title: "Student, 22, takes two 200 mg caffeine tablets and a 300 mg pre-workout",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 200 mg tablets (take 2)",
          ingredients: [
            {
              ingredient: "caffeine",
              amount: 200,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "Pre-workout powder (per scoop)",
          ingredients: [
            {
              ingredient: "caffeine",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "beta-alanine",
              amount: 3200,
              unit: "mg",
            },
            {
              ingredient: "citrulline",
              amount: 6000,
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
          ingredient: "caffeine",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 400 mg a day (200 mg single dose). FSS: the EFSA opinion "advises that single doses of caffeine up to 200mg and a total daily caffeine consumption of up to 400mg are considered safe for the general healthy adult population, except for pregnant women"; EFSA: "Habitual caffeine consumption up to 400 mg per day does not give rise to safety concerns for non-pregnant adults". Sum: 2 x 200 + 300 = 700 mg - over; minor at least (sleep, jitteriness), and supplements alone already exceed the level before any coffee.',
    sources: [
      {
        title: "Business guidance for food supplements containing caffeine - section 2",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/business-guidance/running-a-food-business/publications/business-guidance-for-food-supplements-containing-caffeine/section-2",
      },
      {
        title: "Scientific Opinion on the safety of caffeine",
        publisher: "EFSA Journal",
        url: "https://www.efsa.europa.eu/fr/efsajournal/pub/4102",
      },
    ],
  },
  {
    id: "sc-p14-caffeine-pregnant-250",
    title: "Pregnant woman takes an energy supplement (100 mg caffeine) and a focus capsule (150 mg)",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Energy tablets",
          ingredients: [
            {
              ingredient: "caffeine",
              amount: 100,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Focus capsule",
          ingredients: [
            {
              ingredient: "caffeine",
              amount: 150,
              unit: "mg",
            },
            {
              ingredient: "l-theanine",
              amount: 100,
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
          ingredient: "caffeine",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'FSS: NHS Scotland "advises to not consume over 200mg of caffeine a day during pregnancy" and EFSA: "Habitual caffeine consumption up to 200 mg per day by pregnant women does not give rise to safety concerns for the foetus." Sum: 100 + 150 = 250 mg from supplements - over 200 mg, moderate.',
    sources: [
      {
        title: "Business guidance for food supplements containing caffeine - section 2",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/business-guidance/running-a-food-business/publications/business-guidance-for-food-supplements-containing-caffeine/section-2",
      },
      {
        title: "Scientific Opinion on the safety of caffeine",
        publisher: "EFSA Journal",
        url: "https://www.efsa.europa.eu/fr/efsajournal/pub/4102",
      },
    ],
  },
  {
    id: "sc-p14-caffeine-preworkout-double-scoop",
    title: "Man, 30, takes two scoops of a 300 mg caffeine pre-workout",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pre-workout powder (300 mg caffeine per scoop)",
          ingredients: [
            {
              ingredient: "caffeine",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "caffeine",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Level 400 mg a day, 200 mg single dose. FSS: the EFSA opinion "advises that single doses of caffeine up to 200mg and a total daily caffeine consumption of up to 400mg are considered safe for the general healthy adult population, except for pregnant women"; EFSA: "Habitual caffeine consumption up to 400 mg per day does not give rise to safety concerns for non-pregnant adults". Sum: 2 x 300 = 600 mg - over, minor.',
    sources: [
      {
        title: "Business guidance for food supplements containing caffeine - section 2",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/business-guidance/running-a-food-business/publications/business-guidance-for-food-supplements-containing-caffeine/section-2",
      },
      {
        title: "Scientific Opinion on the safety of caffeine",
        publisher: "EFSA Journal",
        url: "https://www.efsa.europa.eu/fr/efsajournal/pub/4102",
      },
    ],
  },
  {
    id: "sc-p14-caffeine-100-twice-quiet",
    title: "Woman, 34, takes a 100 mg caffeine tablet twice a day",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 100 mg (take 2)",
          ingredients: [
            {
              ingredient: "caffeine",
              amount: 100,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "caffeine",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'FSS: the EFSA opinion "advises that single doses of caffeine up to 200mg and a total daily caffeine consumption of up to 400mg are considered safe for the general healthy adult population, except for pregnant women"; EFSA: "Habitual caffeine consumption up to 400 mg per day does not give rise to safety concerns for non-pregnant adults". Sum: 200 mg - under 400 mg.',
    sources: [
      {
        title: "Business guidance for food supplements containing caffeine - section 2",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/business-guidance/running-a-food-business/publications/business-guidance-for-food-supplements-containing-caffeine/section-2",
      },
      {
        title: "Scientific Opinion on the safety of caffeine",
        publisher: "EFSA Journal",
        url: "https://www.efsa.europa.eu/fr/efsajournal/pub/4102",
      },
    ],
  },
  {
    id: "sc-p14-caffeine-200-plus-100-quiet",
    title: "Man, 40, takes a 200 mg caffeine tablet and a 100 mg energy gel",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Caffeine 200 mg",
          ingredients: [
            {
              ingredient: "caffeine",
              amount: 200,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Energy gel with caffeine",
          ingredients: [
            {
              ingredient: "caffeine",
              amount: 100,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "caffeine",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'FSS: the EFSA opinion "advises that single doses of caffeine up to 200mg and a total daily caffeine consumption of up to 400mg are considered safe for the general healthy adult population, except for pregnant women"; EFSA: "Habitual caffeine consumption up to 400 mg per day does not give rise to safety concerns for non-pregnant adults". Sum: 300 mg - under 400 mg; each single dose is 200 mg or less.',
    sources: [
      {
        title: "Business guidance for food supplements containing caffeine - section 2",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/business-guidance/running-a-food-business/publications/business-guidance-for-food-supplements-containing-caffeine/section-2",
      },
      {
        title: "Scientific Opinion on the safety of caffeine",
        publisher: "EFSA Journal",
        url: "https://www.efsa.europa.eu/fr/efsajournal/pub/4102",
      },
    ],
  },
  {
    id: "sc-p14-pair-iron-calcium-heavy-periods",
    title: "Woman with heavy periods takes an iron supplement and a calcium + D3 chew together at breakfast",
    profile: {
      medicines: [],
      conditions: ["heavy periods"],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg (ferrous bisglycinate)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg chewable",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            ingredient: "calcium",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK ferrous sulfate SmPC: "Compounds containing calcium, magnesium (including antacids and mineral supplements) ... may impair the absorption of iron. Administration of iron preparations with such compounds should be separated by at least 2 hours." Calcium carbonate SmPC: "If calcium carbonate and iron supplements are both required to be administered to the patient, they should be taken at different times." A timing note: take them at least 2 hours apart - minor.',
    sources: [
      {
        title: "Ferrous sulfate tablets - SmPC section 4.5 interactions",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Calcium carbonate - interactions (UK SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p14-pair-iron-calcium-vegan",
    title: "Vegan woman, 27, takes iron 14 mg and calcium 500 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg (ferrous bisglycinate)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Calcium 500 mg (algae calcium)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
          ingredient: "iron",
          with: {
            ingredient: "calcium",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK ferrous sulfate SmPC: "Compounds containing calcium, magnesium (including antacids and mineral supplements) ... may impair the absorption of iron. Administration of iron preparations with such compounds should be separated by at least 2 hours." Minor: separate the doses.',
    sources: [
      {
        title: "Ferrous sulfate tablets - SmPC section 4.5 interactions",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Calcium carbonate - interactions (UK SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p14-pair-iron-calcium-pregnant",
    title: "Pregnant woman takes iron 14 mg and calcium 500 mg",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg (ferrous bisglycinate)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Calcium 500 mg",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Pregnancy multivitamin",
          ingredients: [
            {
              ingredient: "folic-acid",
              amount: 400,
              unit: "µg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            ingredient: "calcium",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium carbonate SmPC: "If calcium carbonate and iron supplements are both required to be administered to the patient, they should be taken at different times." UK ferrous sulfate SmPC: "Compounds containing calcium, magnesium (including antacids and mineral supplements) ... may impair the absorption of iron. Administration of iron preparations with such compounds should be separated by at least 2 hours." Minor: take at different times.',
    sources: [
      {
        title: "Calcium carbonate - interactions (UK SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
      {
        title: "Ferrous sulfate tablets - SmPC section 4.5 interactions",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p14-pair-iron-calcium-osteoporosis",
    title: "Woman, 70, with osteoporosis takes calcium + D3 twice a day and an iron tablet",
    profile: {
      medicines: [],
      conditions: ["osteoporosis"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg chewable (take 2 a day)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "Iron 14 mg (ferrous bisglycinate)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
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
          ingredient: "iron",
          with: {
            ingredient: "calcium",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'UK ferrous sulfate SmPC: "Compounds containing calcium, magnesium (including antacids and mineral supplements) ... may impair the absorption of iron. Administration of iron preparations with such compounds should be separated by at least 2 hours." Calcium 1,200 mg is under the 1,500 mg level (FSS). Minor: separate by 2 hours.',
    sources: [
      {
        title: "Ferrous sulfate tablets - SmPC section 4.5 interactions",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Minerals (calcium, phosphorus, magnesium ...)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/folic-acid",
      },
    ],
  },
  {
    id: "sc-p14-pair-iron-calmagzinc",
    title: "Woman, 45, takes iron 14 mg with a Cal-Mag-Zinc tablet",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg (ferrous bisglycinate)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Calcium, magnesium & zinc",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 333,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 100,
              unit: "mg",
            },
            {
              ingredient: "zinc",
              amount: 3,
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
          ingredient: "iron",
          with: {
            ingredient: "calcium",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "iron",
          with: {
            ingredient: "magnesium",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "iron",
          with: {
            ingredient: "zinc",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK ferrous sulfate SmPC: "Compounds containing calcium, magnesium (including antacids and mineral supplements) ... may impair the absorption of iron. Administration of iron preparations with such compounds should be separated by at least 2 hours." Ferrous sulfate SmPC: "Zinc: iron preparations and zinc preparations can reduce the absorption of each other."; Solvazinc SmPC: "The absorption of zinc may be reduced by oral iron, also the absorption of oral iron may be reduced by zinc." All timing notes - minor.',
    sources: [
      {
        title: "Ferrous sulfate tablets - SmPC section 4.5 interactions",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
    ],
  },
  {
    id: "sc-p14-pair-iron-liquid-calcium-1000",
    title: "Man, 66, takes a liquid iron sachet and calcium 1,000 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Liquid iron sachet (5 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 5,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Calcium 1000 mg",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 1000,
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
          ingredient: "iron",
          with: {
            ingredient: "calcium",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK ferrous sulfate SmPC: "Compounds containing calcium, magnesium (including antacids and mineral supplements) ... may impair the absorption of iron. Administration of iron preparations with such compounds should be separated by at least 2 hours." Calcium carbonate SmPC: "If calcium carbonate and iron supplements are both required to be administered to the patient, they should be taken at different times." Minor.',
    sources: [
      {
        title: "Ferrous sulfate tablets - SmPC section 4.5 interactions",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Calcium carbonate - interactions (UK SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
  {
    id: "sc-p14-pair-iron-calcium-teen-athlete",
    title: "Female runner, 19, takes iron 14 mg and a calcium + D3 chew after training",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg (ferrous bisglycinate)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg chewable",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            ingredient: "calcium",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Calcium carbonate SmPC: "If calcium carbonate and iron supplements are both required to be administered to the patient, they should be taken at different times." UK ferrous sulfate SmPC: "Compounds containing calcium, magnesium (including antacids and mineral supplements) ... may impair the absorption of iron. Administration of iron preparations with such compounds should be separated by at least 2 hours." Minor.',
    sources: [
      {
        title: "Calcium carbonate - interactions (UK SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
      {
        title: "Ferrous sulfate tablets - SmPC section 4.5 interactions",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p14-pair-iron-magnesium-375",
    title: "Woman, 38, takes magnesium 375 mg and iron 14 mg at bedtime",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 375 mg",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 375,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Iron 14 mg (ferrous bisglycinate)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
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
          ingredient: "iron",
          with: {
            ingredient: "magnesium",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK ferrous sulfate SmPC: "Compounds containing calcium, magnesium (including antacids and mineral supplements) ... may impair the absorption of iron. Administration of iron preparations with such compounds should be separated by at least 2 hours." Minor: take the iron at a different time.',
    sources: [
      {
        title: "Ferrous sulfate tablets - SmPC section 4.5 interactions",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p14-pair-iron-magnesium-glycinate",
    title: "Woman, 33, takes magnesium glycinate 250 mg and iron 20 mg together",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium glycinate 250 mg",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 250,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Iron 20 mg",
          ingredients: [
            {
              ingredient: "iron",
              amount: 20,
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
          ingredient: "iron",
          with: {
            ingredient: "magnesium",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'UK ferrous sulfate SmPC: "Compounds containing calcium, magnesium (including antacids and mineral supplements) ... may impair the absorption of iron. Administration of iron preparations with such compounds should be separated by at least 2 hours." Minor.',
    sources: [
      {
        title: "Ferrous sulfate tablets - SmPC section 4.5 interactions",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-p14-pair-iron-zinc-15",
    title: "Woman, 29, takes zinc 15 mg and iron 14 mg together",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 15 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 15,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Iron 14 mg (ferrous bisglycinate)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
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
          ingredient: "iron",
          with: {
            ingredient: "zinc",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Zinc: iron preparations and zinc preparations can reduce the absorption of each other."; Solvazinc SmPC: "The absorption of zinc may be reduced by oral iron, also the absorption of oral iron may be reduced by zinc." Minor: take apart.',
    sources: [
      {
        title: "Ferrous sulfate tablets - SmPC section 4.5 interactions",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
    ],
  },
  {
    id: "sc-p14-pair-iron-zinc-25",
    title: "Man, 41, takes zinc 25 mg and iron 14 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 25 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 25,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Iron 14 mg (ferrous bisglycinate)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
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
          ingredient: "iron",
          with: {
            ingredient: "zinc",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Ferrous sulfate SmPC: "Zinc: iron preparations and zinc preparations can reduce the absorption of each other."; Solvazinc SmPC: "The absorption of zinc may be reduced by oral iron, also the absorption of oral iron may be reduced by zinc." Zinc 25 mg is at, not over, the FSA level. Minor.',
    sources: [
      {
        title: "Ferrous sulfate tablets - SmPC section 4.5 interactions",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p14-pair-iron-zinc-with-vitc",
    title: "Woman, 36, takes zinc 10 mg, iron 14 mg and vitamin C 80 mg in the morning",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 10 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 10,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Iron 14 mg (ferrous bisglycinate)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vitamin C 80 mg",
          ingredients: [
            {
              ingredient: "vitamin-c",
              amount: 80,
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
          ingredient: "iron",
          with: {
            ingredient: "zinc",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            ingredient: "vitamin-c",
          },
        },
      ],
    },
    rationale:
      'Ferrous sulfate SmPC: "Zinc: iron preparations and zinc preparations can reduce the absorption of each other."; Solvazinc SmPC: "The absorption of zinc may be reduced by oral iron, also the absorption of oral iron may be reduced by zinc." Minor. Vitamin C helps rather than hinders: "Concomitant administration of iron with vitamin C by mouth increases its absorption."',
    sources: [
      {
        title: "Ferrous sulfate tablets - SmPC section 4.5 interactions",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Ferrous sulfate - interactions, adverse reactions (UK SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferrous/precautions",
      },
    ],
  },
  {
    id: "sc-p14-pair-iron-zinc-20-20",
    title: "Vegetarian, 30, takes zinc 20 mg and iron 20 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 20 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 20,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Iron 20 mg",
          ingredients: [
            {
              ingredient: "iron",
              amount: 20,
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
          ingredient: "iron",
          with: {
            ingredient: "zinc",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferrous sulfate SmPC: "Zinc: iron preparations and zinc preparations can reduce the absorption of each other."; Solvazinc SmPC: "The absorption of zinc may be reduced by oral iron, also the absorption of oral iron may be reduced by zinc." Minor.',
    sources: [
      {
        title: "Ferrous sulfate tablets - SmPC section 4.5 interactions",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Solvazinc - precautions and interactions (MHRA SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p14-pair-zinc-calcium-1000",
    title: "Woman, 60, takes calcium 1,000 mg with zinc 15 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 1000 mg",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Zinc 15 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 15,
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
          ingredient: "zinc",
          with: {
            ingredient: "calcium",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc SmPC: "The absorption of zinc may be reduced by calcium salts." Minor: separate the doses.',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
      {
        title: "Solvazinc - precautions and interactions (MHRA SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p14-pair-zinc-calcium-d3-twice",
    title: "Man, 68, takes calcium + D3 twice a day and zinc 25 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg chewable (take 2 a day)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "Zinc 25 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 25,
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
          ingredient: "zinc",
          with: {
            ingredient: "calcium",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Solvazinc SmPC: "The absorption of zinc may be reduced by calcium salts." Minor.',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
      {
        title: "Solvazinc - precautions and interactions (MHRA SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-p14-pair-zinc-calcium-500",
    title: "Woman, 42, takes calcium 500 mg and zinc 10 mg together at night",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Zinc 10 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 10,
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
          ingredient: "zinc",
          with: {
            ingredient: "calcium",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale: 'Solvazinc SmPC: "The absorption of zinc may be reduced by calcium salts." Minor.',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
    ],
  },
  {
    id: "sc-p14-pair-copper-zinc-50-high",
    title: "Man, 44, takes zinc 50 mg and copper 2 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 50 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 50,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Copper 2 mg",
          ingredients: [
            {
              ingredient: "copper",
              amount: 2,
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
          ingredient: "copper",
          with: {
            ingredient: "zinc",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "zinc",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Solvazinc SmPC: "Zinc may inhibit the absorption of copper"; Zinc Sulfate 220 mg SmPC: "should not be taken within two hours of iron, copper or phosphorous supplements" (minor for the pair). Zinc 50 mg is over the FSA level: "The Agency advises against taking more than 25 mg of zinc supplements a day" - moderate.',
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
      {
        title: "Zinc Sulfate Capsules 220 mg - Summary of medicine characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/zinc-sulfate-capsules-220-mg-91025/summary-of-medicine-characteristics",
      },
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p14-pair-vita-clo-mv",
    title: "Man, 60, takes a multivitamin with vitamin A and a cod liver oil capsule",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 800,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Cod liver oil 1000 mg capsule",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "vitamin-a",
              amount: 400,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-a",
          with: {
            ingredient: "cod-liver-oil",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-a",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'NHS: "Many multivitamins contain vitamin A. Other supplements, such as fish liver oil, are also high in vitamin A. If you take supplements containing vitamin A, make sure your daily intake from food and supplements doesn\'t exceed 1.5mg." 800 + 400 = 1,200 µg is under 1,500 µg, but the two add up and leave little room for liver in the diet - a minor note.',
    sources: [
      {
        title: "Vitamins (vitamin A, fish liver oil and pregnancy advice)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-b6",
      },
    ],
  },
  {
    id: "sc-p14-pair-vita-clo-pregnant",
    title: "Pregnant woman takes her old multivitamin (with vitamin A) and cod liver oil",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin & minerals (one a day)",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 800,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Cod liver oil 1000 mg capsule",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "vitamin-a",
              amount: 400,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-a",
          with: {
            ingredient: "cod-liver-oil",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "vitamin-a",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'FSS: "If you\'re pregnant, or thinking of having a baby ... you should also avoid taking supplements including fish liver oil (except on the advice of your GP) that contain vitamin A." NHS: "Many multivitamins contain vitamin A. Other supplements, such as fish liver oil, are also high in vitamin A. If you take supplements containing vitamin A, make sure your daily intake from food and supplements doesn\'t exceed 1.5mg." Major for pregnancy.',
    sources: [
      {
        title: "Vitamins (vitamin A, fish liver oil and pregnancy advice)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-b6",
      },
    ],
  },
  {
    id: "sc-p14-pair-vita-clo-dry-a",
    title: "Man, 70, takes a 1,500 µg vitamin A tablet and a cod liver oil capsule",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Dry vitamin A 5000 IU (1500 µg)",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 1500,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Cod liver oil 1000 mg capsule",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "vitamin-a",
              amount: 400,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-a",
          with: {
            ingredient: "cod-liver-oil",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "vitamin-a",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'NHS: "Many multivitamins contain vitamin A. Other supplements, such as fish liver oil, are also high in vitamin A. If you take supplements containing vitamin A, make sure your daily intake from food and supplements doesn\'t exceed 1.5mg." Sum 1,500 + 400 = 1,900 µg - over the level (moderate; NHS: may affect bones, "particularly important for older people").',
    sources: [
      {
        title: "Vitamins and minerals",
        publisher: "NHS 111 Wales",
        url: "https://111.wales.nhs.uk/encyclopaedia/v/article/Vitaminsandminerals",
      },
    ],
  },
  {
    id: "sc-p14-pair-vita-clo-eye-formula",
    title: "Woman, 65, takes cod liver oil and an eye formula with vitamin A",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cod liver oil 1000 mg capsule",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "vitamin-a",
              amount: 400,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Eye formula",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 500,
              unit: "µg",
            },
            {
              ingredient: "lutein",
              amount: 10,
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
          ingredient: "vitamin-a",
          with: {
            ingredient: "cod-liver-oil",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-a",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'NHS: "Many multivitamins contain vitamin A. Other supplements, such as fish liver oil, are also high in vitamin A. If you take supplements containing vitamin A, make sure your daily intake from food and supplements doesn\'t exceed 1.5mg." 400 + 500 = 900 µg, under 1,500 µg; minor note on the double source.',
    sources: [
      {
        title: "Vitamins (vitamin A, fish liver oil and pregnancy advice)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-b6",
      },
    ],
  },
  {
    id: "sc-p14-pair-garlic-ginkgo-older-man",
    title: "Man, 74, takes ginkgo 120 mg and odourless garlic 1,000 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
              amount: 120,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Odourless garlic 1000 mg",
          ingredients: [
            {
              ingredient: "garlic",
              amount: 1000,
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
          ingredient: "garlic",
          with: {
            ingredient: "ginkgo-biloba",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'MSKCC lists garlic ("Can increase your risk of bleeding") and ginkgo ("Can increase your risk of bleeding"), and asks people to stop herbal supplements one week before surgery; two supplements that each may increase bleeding add up - minor note (more if he starts a blood thinner).',
    sources: [
      {
        title: "Herbal Remedies and Cancer Treatment",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/patient-education/herbal-remedies-and-treatment",
      },
    ],
  },
  {
    id: "sc-p14-pair-garlic-ginkgo-surgery",
    title: "Woman, 62, having a hip replacement next week takes ginkgo and garlic",
    profile: {
      medicines: [],
      conditions: ["surgery next week"],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 60 mg (take 2)",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
              amount: 60,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "Garlic 1000 mg",
          ingredients: [
            {
              ingredient: "garlic",
              amount: 1000,
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
          ingredient: "garlic",
          with: {
            ingredient: "ginkgo-biloba",
          },
          severity: {
            min: "minor",
          },
        },
        {
          ingredient: "ginkgo-biloba",
          with: {
            condition: "surgery next week",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "garlic",
          with: {
            condition: "surgery next week",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'MSKCC lists garlic ("Can increase your risk of bleeding") and ginkgo ("Can increase your risk of bleeding"), and asks people to stop herbal supplements one week before surgery: "One week before you have surgery ... you must stop taking any herbal or botanical (plant-based) home remedies or other dietary supplements." Moderate for the surgery, minor for the pair.',
    sources: [
      {
        title: "Herbal Remedies and Cancer Treatment",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/patient-education/herbal-remedies-and-treatment",
      },
    ],
  },
  {
    id: "sc-p14-q-calcium-d3-combined-chew",
    title: "Woman, 72, takes a calcium + vitamin D3 chewable tablet",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg + vitamin D3 5 µg chewable",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 5,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            ingredient: "vitamin-d3",
          },
        },
      ],
    },
    rationale:
      'Licensed UK combination: "Calcichew-D3 Chewable Tablets are orange flavoured chewable tablets containing calcium and vitamin D3 which are both important substances in bone formation." Taken together by design.',
    sources: [
      {
        title: "Calcichew-D3 Chewable Tablets - patient information leaflet",
        publisher: "imedi.co.uk (copy of UK leaflet)",
        url: "https://imedi.co.uk/calcichew-d3-chewable-tablets?doc=2",
      },
    ],
  },
  {
    id: "sc-p14-q-calcium-plus-separate-vitd",
    title: "Man, 69, takes calcium 500 mg and a separate vitamin D 25 µg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vitamin D3 25 µg",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            ingredient: "vitamin-d3",
          },
        },
      ],
    },
    rationale:
      'Calcium and vitamin D are combined in UK bone products: "containing calcium and vitamin D3 which are both important substances in bone formation." No interaction to flag.',
    sources: [
      {
        title: "Calcichew-D3 Chewable Tablets - patient information leaflet",
        publisher: "imedi.co.uk (copy of UK leaflet)",
        url: "https://imedi.co.uk/calcichew-d3-chewable-tablets?doc=2",
      },
      {
        title: "Vitamin D",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-d",
      },
    ],
  },
  {
    id: "sc-p14-q-calcium-d3-twice-plus-vitd",
    title: "Woman, 80, in a care home takes calcium + D3 twice daily plus vitamin D 10 µg",
    profile: {
      medicines: [],
      conditions: ["lives in a care home"],
    },
    stack: [
      {
        custom: {
          name: "Calcium 600 mg + vitamin D3 10 µg chewable (take 2 a day)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 600,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "Vitamin D3 10 µg",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            ingredient: "vitamin-d3",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            upperLevel: true,
          },
        },
        {
          ingredient: "calcium",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'Calcium with vitamin D is a standard UK combination ("both important substances in bone formation"); vitamin D total 30 µg is under 100 µg and calcium 1,200 mg under 1,500 mg.',
    sources: [
      {
        title: "Calcichew-D3 Chewable Tablets - patient information leaflet",
        publisher: "imedi.co.uk (copy of UK leaflet)",
        url: "https://imedi.co.uk/calcichew-d3-chewable-tablets?doc=2",
      },
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
      {
        title: "Minerals (calcium, phosphorus, magnesium ...)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/folic-acid",
      },
    ],
  },
  {
    id: "sc-p14-q-iron-vitc",
    title: "Woman, 31, takes iron 14 mg with vitamin C 500 mg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg (ferrous bisglycinate)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vitamin C 500 mg",
          ingredients: [
            {
              ingredient: "vitamin-c",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            ingredient: "vitamin-c",
          },
        },
      ],
    },
    rationale:
      'UK SmPC text: "Concomitant administration of iron with vitamin C by mouth increases its absorption." Helpful, not a problem.',
    sources: [
      {
        title: "Ferrous sulfate - interactions, adverse reactions (UK SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferrous/precautions",
      },
    ],
  },
  {
    id: "sc-p14-q-iron-vitc-combined",
    title: "Woman, 24, takes an 'iron + vitamin C' tablet",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg + vitamin C 40 mg",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
            {
              ingredient: "vitamin-c",
              amount: 40,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            ingredient: "vitamin-c",
          },
        },
      ],
    },
    rationale:
      '"Concomitant administration of iron with vitamin C by mouth increases its absorption." Designed to be taken together.',
    sources: [
      {
        title: "Ferrous sulfate - interactions, adverse reactions (UK SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/substances/ferrous/precautions",
      },
    ],
  },
  {
    id: "sc-p14-q-iron-folic-pregnant",
    title: "Pregnant woman, 20 weeks, takes iron 14 mg and folic acid 400 µg",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg (ferrous bisglycinate)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Folic acid 400 µg",
          ingredients: [
            {
              ingredient: "folic-acid",
              amount: 400,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            ingredient: "folic-acid",
          },
        },
      ],
    },
    rationale:
      'Licensed UK product Pregaday combines ferrous fumarate and folic acid: "Pregaday Tablets are indicated during the second and third trimester of pregnancy for prophylaxis against iron deficiency and megaloblastic anaemia of pregnancy." No interaction.',
    sources: [
      {
        title: "Pregaday 322mg/0.35mg film-coated Tablets - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/9355/smpc/print",
      },
    ],
  },
  {
    id: "sc-p14-q-iron-folic-planning",
    title: "Woman, 30, planning a pregnancy takes folic acid and an iron supplement",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg",
          ingredients: [
            {
              ingredient: "folic-acid",
              amount: 400,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Iron 14 mg",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "folic-acid",
          with: {
            ingredient: "iron",
          },
        },
      ],
    },
    rationale:
      'Iron and folic acid are combined in licensed UK haematinics (Pregaday: "Ferrous Fumarate EP 322.00mg and Folic Acid EP 0.35mg"). No interaction.',
    sources: [
      {
        title: "Pregaday 322mg/0.35mg film-coated Tablets - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/9355/smpc/print",
      },
    ],
  },
  {
    id: "sc-p14-q-folic-b12-vegan",
    title: "Vegan, 35, takes folic acid 400 µg and B12 1,000 µg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 µg",
          ingredients: [
            {
              ingredient: "folic-acid",
              amount: 400,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vitamin B12 1000 µg",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            ingredient: "folic-acid",
          },
        },
        {
          ingredient: "vitamin-b12",
          with: {
            upperLevel: true,
          },
        },
      ],
    },
    rationale:
      'FSS: vitamin B12 "is needed to process folic acid" and "Taking 2 mg or less of vitamin B12 supplements a day is unlikely to cause any harm" - they work together; no interaction.',
    sources: [
      {
        title: "B vitamins and folic acid - Vitamins and minerals",
        publisher: "HSE (Ireland), text adapted from NHS",
        url: "https://www2.hse.ie/conditions/vitamins-and-minerals/b-vitamins-and-folic-acid/",
      },
    ],
  },
  {
    id: "sc-p14-q-vitc-vite",
    title: "Woman, 70, takes vitamin C 500 mg and vitamin E 268 mg (400 IU)",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 500 mg",
          ingredients: [
            {
              ingredient: "vitamin-c",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vitamin E 400 IU (268 mg)",
          ingredients: [
            {
              ingredient: "vitamin-e",
              amount: 268,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            ingredient: "vitamin-e",
          },
        },
      ],
    },
    rationale:
      'AREDS2 (Kellogg): "Vitamin C 500 mg" and "Vitamin E 400 IU" in the same recommended formulation; vitamin E 268 mg is under 540 mg (nidirect).',
    sources: [
      {
        title: "Vitamin E",
        publisher: "nidirect (Northern Ireland Government)",
        url: "https://www.nidirect.gov.uk/articles/vitamin-e-0",
      },
    ],
  },
  {
    id: "sc-p14-q-omega3-vitd",
    title: "Man, 45, takes omega-3 fish oil and vitamin D 25 µg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vitamin D3 25 µg",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            ingredient: "vitamin-d3",
          },
        },
      ],
    },
    rationale:
      "MSKCC's omega-3 cautions concern blood thinners and glucocorticoids (\"Don't take omega-3 if you're taking blood thinners ...\"), not vitamin D; FSS advises a daily 10 µg vitamin D. Unrelated, commonly combined.",
    sources: [
      {
        title: "Omega-3 (About Herbs)",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/omega-3",
      },
      {
        title: "Vitamin D",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-d",
      },
    ],
  },
  {
    id: "sc-p14-q-magnesium-vitd",
    title: "Woman, 52, takes magnesium 250 mg and vitamin D 25 µg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 250 mg",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 250,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vitamin D3 25 µg",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            ingredient: "vitamin-d3",
          },
        },
      ],
    },
    rationale:
      'Unrelated nutrients commonly taken together; VKM\'s magnesium concern is only "osmotic diarrhoea" above 350 mg, and vitamin D 25 µg is under 100 µg. Nothing to flag.',
    sources: [
      {
        title: "Risk assessment of magnesium in food supplements",
        publisher: "Norwegian Scientific Committee for Food Safety (VKM)",
        url: "https://www.vkm.no/english/riskassessments/allpublications/riskassessmentofmagnesiuminfoodsupplements.4.2375207615dac0245aee5130.html",
      },
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
    ],
  },
  {
    id: "sc-p14-q-vitd-k2",
    title: "Man, 58, takes vitamin D3 25 µg and vitamin K2 100 µg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 µg",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vitamin K2 100 µg",
          ingredients: [
            {
              ingredient: "vitamin-k2",
              amount: 100,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            ingredient: "vitamin-k2",
          },
        },
      ],
    },
    rationale:
      'NHS: "Taking 1mg or less of vitamin K supplements a day is unlikely to cause any harm"; vitamin D 25 µg is within the 100 µg level. No interaction (only relevant if on warfarin).',
    sources: [
      {
        title: "Vitamin D3 (colecalciferol) - Summary of Product Characteristics, section 4.9",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/7263/smpc",
      },
    ],
  },
  {
    id: "sc-p14-q-zinc-vitc-cold",
    title: "Woman, 34, takes zinc 10 mg and vitamin C 500 mg during a cold",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 10 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 10,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vitamin C 500 mg",
          ingredients: [
            {
              ingredient: "vitamin-c",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            ingredient: "vitamin-c",
          },
        },
      ],
    },
    rationale:
      'Zinc 10 mg is under the FSA 25 mg level ("advises against taking more than 25 mg") and vitamin C 500 mg under 1,000 mg (NHS); the Solvazinc SmPC lists interactions with copper, iron, calcium, antibiotics - not vitamin C.',
    sources: [
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
    ],
  },
  {
    id: "sc-p14-q-calcium-magnesium",
    title: "Woman, 63, takes a calcium-magnesium tablet",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 400 mg + magnesium 200 mg",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 400,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 200,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            ingredient: "magnesium",
          },
        },
      ],
    },
    rationale:
      'FSS minerals page covers both in the same daily-needs advice ("Taking 1500mg or less of calcium supplements a day is unlikely to cause any harm"); magnesium 200 mg is under VKM\'s 350 mg. Common combination, nothing to flag.',
    sources: [
      {
        title: "Minerals (calcium, phosphorus, magnesium ...)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/folic-acid",
      },
      {
        title: "Risk assessment of magnesium in food supplements",
        publisher: "Norwegian Scientific Committee for Food Safety (VKM)",
        url: "https://www.vkm.no/english/riskassessments/allpublications/riskassessmentofmagnesiuminfoodsupplements.4.2375207615dac0245aee5130.html",
      },
    ],
  },
  {
    id: "sc-p14-q-vitd-iron",
    title: "Woman, 28, takes iron 14 mg and vitamin D 10 µg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Iron 14 mg (ferrous bisglycinate)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vitamin D3 10 µg",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            ingredient: "vitamin-d3",
          },
        },
      ],
    },
    rationale:
      'The ferrous sulfate SmPC interaction list names calcium, magnesium, zinc, tea, antibiotics and others ("Compounds containing calcium, magnesium ... may impair the absorption of iron") - not vitamin D. Nothing to flag.',
    sources: [
      {
        title: "Ferrous sulfate tablets - SmPC section 4.5 interactions",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Vitamin D",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-d",
      },
    ],
  },
  {
    id: "sc-p14-q-b12-vitd-vegan",
    title: "Vegan, 29, takes B12 and vitamin D",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 µg",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vegan vitamin D3 10 µg",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            ingredient: "vitamin-d3",
          },
        },
      ],
    },
    rationale:
      'FSS: vegans "might not get enough" B12 and everyone should consider "10 micrograms/µg of vitamin D"; unrelated, commonly taken together.',
    sources: [
      {
        title: "Vitamin D",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-d",
      },
    ],
  },
  {
    id: "sc-p14-q-magnesium-b6-combined",
    title: "Woman, 40, takes a magnesium + B6 tablet",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium 150 mg + vitamin B6 1.4 mg",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 150,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b6",
              amount: 1.4,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            ingredient: "vitamin-b6",
          },
        },
      ],
    },
    rationale:
      'A common combination; B6 1.4 mg is under the 10 mg FSA figure ("advises against taking more than 10 mg") and magnesium 150 mg under 350 mg. No interaction.',
    sources: [
      {
        title: "Risk assessment of magnesium in food supplements",
        publisher: "Norwegian Scientific Committee for Food Safety (VKM)",
        url: "https://www.vkm.no/english/riskassessments/allpublications/riskassessmentofmagnesiuminfoodsupplements.4.2375207615dac0245aee5130.html",
      },
    ],
  },
  {
    id: "sc-p14-q-lutein-omega3",
    title: "Man, 68, takes lutein and omega-3",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lutein 10 mg",
          ingredients: [
            {
              ingredient: "lutein",
              amount: 10,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg",
          ingredients: [
            {
              ingredient: "omega-3-fish-oil",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "lutein",
          with: {
            ingredient: "omega-3-fish-oil",
          },
        },
      ],
    },
    rationale:
      'AREDS2 tested omega-3 alongside lutein; Kellogg notes omega-3 "provided no added benefit" - no safety concern between them.',
    sources: [
      {
        title: "Omega-3 (About Herbs)",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/omega-3",
      },
    ],
  },
  {
    id: "sc-p14-q-zinc-vitd",
    title: "Man, 39, takes zinc 15 mg and vitamin D 25 µg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 15 mg",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 15,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vitamin D3 25 µg",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 25,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            ingredient: "vitamin-d3",
          },
        },
      ],
    },
    rationale:
      "The zinc SmPC interaction list (copper, tetracyclines, quinolones, calcium, iron, penicillamine, trientine) does not include vitamin D; zinc 15 mg under 25 mg. Nothing to flag.",
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets - SmPC",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
      {
        title: "Zinc",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
      },
    ],
  },
  {
    id: "sc-p14-q-calcium-vitk2",
    title: "Woman, 61, takes calcium 500 mg and vitamin K2 100 µg",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium 500 mg",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Vitamin K2 100 µg",
          ingredients: [
            {
              ingredient: "vitamin-k2",
              amount: 100,
              unit: "µg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            ingredient: "vitamin-k2",
          },
        },
      ],
    },
    rationale:
      "Calcium 500 mg is under the 1,500 mg FSS figure and vitamin K 100 µg under 1 mg (NHS). The calcium SmPC interactions (thiazides, tetracyclines, bisphosphonates, levothyroxine, iron ...) do not include vitamin K.",
    sources: [
      {
        title: "Minerals (calcium, phosphorus, magnesium ...)",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/folic-acid",
      },
      {
        title: "Calcium carbonate - interactions (UK SmPC text)",
        publisher: "RxReasoner (MHRA SmPC mirror)",
        url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
      },
    ],
  },
];
