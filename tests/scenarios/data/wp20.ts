// Scenarios of the p20 round's blind probe, written by a helper who had not seen the records: NCCIH herb pages and
// bulletins and a Memorial Sloan Kettering page, for herbs the earlier probes read least (bilberry, cat's claw,
// hawthorn, goldenseal, fenugreek, cranberry, soy isoflavones).
import type { ScenarioInput } from "../schema";

export const WP20_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p20-cats-claw-rheumatoid-arthritis",
    title: "Person with rheumatoid arthritis starts cat's claw capsules for joint pain",
    profile: {
      medicines: [],
      conditions: ["rheumatoid arthritis"],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw (Uncaria tomentosa) 500 mg capsules",
          ingredients: [
            {
              ingredient: "cats-claw",
              amount: 500,
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
          ingredient: "cats-claw",
          with: {
            condition: "rheumatoid arthritis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Cat's claw might make the immune system more active, which could increase symptoms of autoimmune diseases. If you have an autoimmune disease, consult your health care provider before using cat's claw.' Consult first = moderate.",
    sources: [
      {
        title: "Cat's Claw - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/catclaw",
      },
    ],
  },
  {
    id: "sc-p20-cats-claw-lupus",
    title: "Person with lupus starts cat's claw capsules for joint pain",
    profile: {
      medicines: [],
      conditions: ["lupus"],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw (Uncaria tomentosa) 500 mg capsules",
          ingredients: [
            {
              ingredient: "cats-claw",
              amount: 500,
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
          ingredient: "cats-claw",
          with: {
            condition: "lupus",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Cat's claw might make the immune system more active, which could increase symptoms of autoimmune diseases. If you have an autoimmune disease, consult your health care provider before using cat's claw.' Consult first = moderate.",
    sources: [
      {
        title: "Cat's Claw - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/catclaw",
      },
    ],
  },
  {
    id: "sc-p20-cats-claw-multiple-sclerosis",
    title: "Person with multiple sclerosis starts cat's claw capsules for joint pain",
    profile: {
      medicines: [],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw (Uncaria tomentosa) 500 mg capsules",
          ingredients: [
            {
              ingredient: "cats-claw",
              amount: 500,
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
          ingredient: "cats-claw",
          with: {
            condition: "multiple sclerosis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Cat's claw might make the immune system more active, which could increase symptoms of autoimmune diseases. If you have an autoimmune disease, consult your health care provider before using cat's claw.' Consult first = moderate.",
    sources: [
      {
        title: "Cat's Claw - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/catclaw",
      },
    ],
  },
  {
    id: "sc-p20-cats-claw-autoimmune",
    title: "Person with autoimmune disease starts cat's claw capsules for joint pain",
    profile: {
      medicines: [],
      conditions: ["autoimmune disease"],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw (Uncaria tomentosa) 500 mg capsules",
          ingredients: [
            {
              ingredient: "cats-claw",
              amount: 500,
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
          ingredient: "cats-claw",
          with: {
            condition: "autoimmune disease",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Cat's claw might make the immune system more active, which could increase symptoms of autoimmune diseases. If you have an autoimmune disease, consult your health care provider before using cat's claw.' Consult first = moderate.",
    sources: [
      {
        title: "Cat's Claw - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/catclaw",
      },
    ],
  },
  {
    id: "sc-p20-cats-claw-surgery",
    title: "Woman booked for a hip operation keeps taking cat's claw",
    profile: {
      medicines: [],
      conditions: ["surgery in 2 weeks"],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw (Uncaria tomentosa) 500 mg capsules",
          ingredients: [
            {
              ingredient: "cats-claw",
              amount: 500,
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
          ingredient: "cats-claw",
          with: {
            condition: "surgery in 2 weeks",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Cat's claw may slow blood clotting, and this might increase the risk of bleeding during surgery. Talk to your health care provider if you take cat's claw and you are scheduled to have surgery.'",
    sources: [
      {
        title: "Cat's Claw - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/catclaw",
      },
    ],
  },
  {
    id: "sc-p20-cats-claw-warfarin",
    title: "Man on warfarin 3mg adds cat's claw for arthritis",
    profile: {
      medicines: ["warfarin 3mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw (Uncaria tomentosa) 500 mg capsules",
          ingredients: [
            {
              ingredient: "cats-claw",
              amount: 500,
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
          ingredient: "cats-claw",
          with: {
            medicine: "warfarin 3mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Cat's claw may slow blood clotting' and 'There are theoretical reasons to suspect that cat's claw might interact with anticoagulant, antiplatelet, and blood pressure drugs'. Bleeding risk with a blood thinner: check with a pharmacist or doctor first (moderate).",
    sources: [
      {
        title: "Cat's Claw - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/catclaw",
      },
    ],
  },
  {
    id: "sc-p20-cats-claw-apixaban",
    title: "Woman on apixaban for AF buys cat's claw capsules",
    profile: {
      medicines: ["apixaban 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw (Uncaria tomentosa) 500 mg capsules",
          ingredients: [
            {
              ingredient: "cats-claw",
              amount: 500,
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
          ingredient: "cats-claw",
          with: {
            medicine: "apixaban 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Cat's claw may slow blood clotting' and 'There are theoretical reasons to suspect that cat's claw might interact with anticoagulant, antiplatelet, and blood pressure drugs'. Bleeding risk with a blood thinner: check with a pharmacist or doctor first (moderate).",
    sources: [
      {
        title: "Cat's Claw - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/catclaw",
      },
    ],
  },
  {
    id: "sc-p20-cats-claw-clopidogrel",
    title: "Man on clopidogrel after a stent starts cat's claw",
    profile: {
      medicines: ["clopidogrel 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw (Uncaria tomentosa) 500 mg capsules",
          ingredients: [
            {
              ingredient: "cats-claw",
              amount: 500,
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
          ingredient: "cats-claw",
          with: {
            medicine: "clopidogrel 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Cat's claw may slow blood clotting' and 'There are theoretical reasons to suspect that cat's claw might interact with anticoagulant, antiplatelet, and blood pressure drugs'. Bleeding risk with a blood thinner: check with a pharmacist or doctor first (moderate).",
    sources: [
      {
        title: "Cat's Claw - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/catclaw",
      },
    ],
  },
  {
    id: "sc-p20-cats-claw-aspirin",
    title: "Older man on daily aspirin 75mg tries cat's claw",
    profile: {
      medicines: ["aspirin 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw (Uncaria tomentosa) 500 mg capsules",
          ingredients: [
            {
              ingredient: "cats-claw",
              amount: 500,
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
          ingredient: "cats-claw",
          with: {
            medicine: "aspirin 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Cat's claw may slow blood clotting' and 'There are theoretical reasons to suspect that cat's claw might interact with anticoagulant, antiplatelet, and blood pressure drugs'. Bleeding risk with a blood thinner: check with a pharmacist or doctor first (moderate).",
    sources: [
      {
        title: "Cat's Claw - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/catclaw",
      },
    ],
  },
  {
    id: "sc-p20-cats-claw-amlodipine",
    title: "Person on amlodipine 5mg for blood pressure takes cat's claw",
    profile: {
      medicines: ["amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw (Uncaria tomentosa) 500 mg capsules",
          ingredients: [
            {
              ingredient: "cats-claw",
              amount: 500,
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
          ingredient: "cats-claw",
          with: {
            medicine: "amlodipine 5mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Cat's claw may slow blood clotting' and 'There are theoretical reasons to suspect that cat's claw might interact with anticoagulant, antiplatelet, and blood pressure drugs'. Only a theoretical additive blood-pressure effect, so at least a note (minor).",
    sources: [
      {
        title: "Cat's Claw - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/catclaw",
      },
    ],
  },
  {
    id: "sc-p20-cats-claw-ramipril",
    title: "Person on ramipril 5mg for blood pressure takes cat's claw",
    profile: {
      medicines: ["ramipril 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw (Uncaria tomentosa) 500 mg capsules",
          ingredients: [
            {
              ingredient: "cats-claw",
              amount: 500,
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
          ingredient: "cats-claw",
          with: {
            medicine: "ramipril 5mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Cat's claw may slow blood clotting' and 'There are theoretical reasons to suspect that cat's claw might interact with anticoagulant, antiplatelet, and blood pressure drugs'. Only a theoretical additive blood-pressure effect, so at least a note (minor).",
    sources: [
      {
        title: "Cat's Claw - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/catclaw",
      },
    ],
  },
  {
    id: "sc-p20-hawthorn-digoxin",
    title: "Woman on digoxin for AF adds hawthorn 'for the heart'",
    profile: {
      medicines: ["digoxin 125 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hawthorn berry/leaf extract 300 mg capsules",
          ingredients: [
            {
              ingredient: "hawthorn",
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
          ingredient: "hawthorn",
          with: {
            medicine: "digoxin 125 micrograms",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Hawthorn may interact in harmful ways with drugs, including some heart medications. If you're taking medication and you're considering using hawthorn, consult your health care provider.' Heart medicine: consult first (moderate).",
    sources: [
      {
        title: "Hawthorn - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/hawthorn?nav=insta",
      },
    ],
  },
  {
    id: "sc-p20-hawthorn-bisoprolol",
    title: "Man on bisoprolol after a heart attack buys hawthorn",
    profile: {
      medicines: ["bisoprolol 2.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hawthorn berry/leaf extract 300 mg capsules",
          ingredients: [
            {
              ingredient: "hawthorn",
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
          ingredient: "hawthorn",
          with: {
            medicine: "bisoprolol 2.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Hawthorn may interact in harmful ways with drugs, including some heart medications. If you're taking medication and you're considering using hawthorn, consult your health care provider.' Heart medicine: consult first (moderate).",
    sources: [
      {
        title: "Hawthorn - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/hawthorn?nav=insta",
      },
    ],
  },
  {
    id: "sc-p20-hawthorn-isosorbide",
    title: "Man with angina on isosorbide mononitrate takes hawthorn",
    profile: {
      medicines: ["isosorbide mononitrate 60mg MR"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hawthorn berry/leaf extract 300 mg capsules",
          ingredients: [
            {
              ingredient: "hawthorn",
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
          ingredient: "hawthorn",
          with: {
            medicine: "isosorbide mononitrate 60mg MR",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Hawthorn may interact in harmful ways with drugs, including some heart medications. If you're taking medication and you're considering using hawthorn, consult your health care provider.' Heart medicine: consult first (moderate).",
    sources: [
      {
        title: "Hawthorn - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/hawthorn?nav=insta",
      },
    ],
  },
  {
    id: "sc-p20-hawthorn-heart-failure",
    title: "Person with heart failure takes hawthorn alongside usual treatment",
    profile: {
      medicines: ["ramipril 5mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Hawthorn berry/leaf extract 300 mg capsules",
          ingredients: [
            {
              ingredient: "hawthorn",
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
          ingredient: "hawthorn",
          with: {
            condition: "heart failure",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'in one study, patients taking hawthorn were more likely than those taking a placebo ... to have their heart failure get worse soon after the study started' and 'One of the studies suggested possible harm in people taking hawthorn as it appears to increase the early risk of heart failure progression.' Consult first (moderate).",
    sources: [
      {
        title: "Hawthorn - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/hawthorn?nav=insta",
      },
    ],
  },
  {
    id: "sc-p20-goldenseal-pregnant",
    title: "Pregnant woman takes goldenseal for a cold",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Goldenseal root 500 mg capsules",
          ingredients: [
            {
              ingredient: "goldenseal",
              amount: 500,
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
          ingredient: "goldenseal",
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
      "NCCIH: 'Women who are pregnant or breastfeeding should not use goldenseal ... Berberine can cause or worsen jaundice in newborn infants and could lead to a life-threatening problem called kernicterus.' Should not use = avoid (major).",
    sources: [
      {
        title: "Goldenseal - fact sheet (earlier version)",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/goldenseal?nav=govd",
      },
    ],
  },
  {
    id: "sc-p20-goldenseal-breastfeeding",
    title: "Breastfeeding mother takes goldenseal and echinacea capsules",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Echinacea and goldenseal capsules",
          ingredients: [
            {
              ingredient: "goldenseal",
              amount: 250,
              unit: "mg",
            },
            {
              ingredient: "echinacea",
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
          ingredient: "goldenseal",
          with: {
            condition: "breastfeeding",
          },
          severity: {
            min: "major",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Women who are pregnant or breastfeeding should not use goldenseal, and it should not be given to infants.' (major).",
    sources: [
      {
        title: "Goldenseal - fact sheet (earlier version)",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/goldenseal?nav=govd",
      },
    ],
  },
  {
    id: "sc-p20-fenugreek-pregnant",
    title: "Pregnant woman takes fenugreek capsules",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Fenugreek seed 610 mg capsules",
          ingredients: [
            {
              ingredient: "fenugreek",
              amount: 610,
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
          ingredient: "fenugreek",
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
      "NCCIH: 'Fenugreek is not safe for use during pregnancy in amounts greater than those found in food; its use has been linked to increased risks of birth defects.' Supplement doses = avoid (major).",
    sources: [
      {
        title: "Fenugreek - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/fenugreek",
      },
    ],
  },
  {
    id: "sc-p20-fenugreek-pregnant-lactation-blend",
    title: "Woman late in pregnancy starts a 'milk-boosting' fenugreek blend early",
    profile: {
      medicines: ["pregnancy multivitamin"],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Lactation support capsules (fenugreek)",
          ingredients: [
            {
              ingredient: "fenugreek",
              amount: 500,
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
          ingredient: "fenugreek",
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
      "NCCIH: 'Fenugreek is not safe for use during pregnancy in amounts greater than those found in food; its use has been linked to increased risks of birth defects.' (major).",
    sources: [
      {
        title: "Fenugreek - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/fenugreek",
      },
    ],
  },
  {
    id: "sc-p20-cranberry-warfarin",
    title: "Woman on warfarin takes high-strength cranberry capsules for cystitis",
    profile: {
      medicines: ["warfarin 3mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "High-strength cranberry 36 mg PAC / 1000 mg extract",
          ingredients: [
            {
              ingredient: "cranberry",
              amount: 1000,
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
          ingredient: "cranberry",
          with: {
            medicine: "warfarin 3mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH bulletin: 'Large doses of cranberry may alter levels of warfarin, an anticoagulant (blood thinner).' INR check/ask first (moderate).",
    sources: [
      {
        title: "Cranberry - NCCIH e-mail bulletin (herbs and spices series)",
        publisher: "NCCIH via GovDelivery (official NCCIH bulletin)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
    ],
  },
  {
    id: "sc-p20-cranberry-warfarin-5mg",
    title: "Man on warfarin 5mg starts daily cranberry capsules",
    profile: {
      medicines: ["warfarin 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cranberry extract 400 mg capsules",
          ingredients: [
            {
              ingredient: "cranberry",
              amount: 400,
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
          ingredient: "cranberry",
          with: {
            medicine: "warfarin 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH bulletin: 'Large doses of cranberry may alter levels of warfarin'. Supplement extracts are concentrated; check INR (moderate).",
    sources: [
      {
        title: "Cranberry - NCCIH e-mail bulletin (herbs and spices series)",
        publisher: "NCCIH via GovDelivery (official NCCIH bulletin)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
    ],
  },
  {
    id: "sc-p20-cranberry-kidney-stones",
    title: "Person with a history of kidney stones takes cranberry every day",
    profile: {
      medicines: [],
      conditions: ["kidney stones"],
    },
    stack: [
      {
        custom: {
          name: "High-strength cranberry 36 mg PAC / 1000 mg extract",
          ingredients: [
            {
              ingredient: "cranberry",
              amount: 1000,
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
          ingredient: "cranberry",
          with: {
            condition: "kidney stones",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH bulletin: large amounts 'may over time increase the risk of kidney stones'. At least a note for someone with stones (minor).",
    sources: [
      {
        title: "Cranberry - NCCIH e-mail bulletin (herbs and spices series)",
        publisher: "NCCIH via GovDelivery (official NCCIH bulletin)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
    ],
  },
  {
    id: "sc-p20-cranberry-quiet-levothyroxine",
    title: "Person with a prescription for levothyroxine 100 micrograms takes cranberry capsules for UTIs",
    profile: {
      medicines: ["levothyroxine 100 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cranberry extract 400 mg capsules",
          ingredients: [
            {
              ingredient: "cranberry",
              amount: 400,
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
          ingredient: "cranberry",
          with: {
            medicine: "levothyroxine 100 micrograms",
          },
        },
      ],
    },
    rationale:
      "The NCCIH cranberry bulletin (read in full) names only stomach upset, kidney stones and warfarin as safety points; levothyroxine 100 micrograms is not named and there is no plausible mechanism at a normal capsule dose.",
    sources: [
      {
        title: "Cranberry - NCCIH e-mail bulletin (herbs and spices series)",
        publisher: "NCCIH via GovDelivery (official NCCIH bulletin)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
    ],
  },
  {
    id: "sc-p20-cranberry-quiet-amlodipine",
    title: "Person with a prescription for amlodipine 5mg takes cranberry capsules for UTIs",
    profile: {
      medicines: ["amlodipine 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cranberry extract 400 mg capsules",
          ingredients: [
            {
              ingredient: "cranberry",
              amount: 400,
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
          ingredient: "cranberry",
          with: {
            medicine: "amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      "The NCCIH cranberry bulletin (read in full) names only stomach upset, kidney stones and warfarin as safety points; amlodipine 5mg is not named and there is no plausible mechanism at a normal capsule dose.",
    sources: [
      {
        title: "Cranberry - NCCIH e-mail bulletin (herbs and spices series)",
        publisher: "NCCIH via GovDelivery (official NCCIH bulletin)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
    ],
  },
  {
    id: "sc-p20-cranberry-quiet-sertraline",
    title: "Person with a prescription for sertraline 50mg takes cranberry capsules for UTIs",
    profile: {
      medicines: ["sertraline 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cranberry extract 400 mg capsules",
          ingredients: [
            {
              ingredient: "cranberry",
              amount: 400,
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
          ingredient: "cranberry",
          with: {
            medicine: "sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      "The NCCIH cranberry bulletin (read in full) names only stomach upset, kidney stones and warfarin as safety points; sertraline 50mg is not named and there is no plausible mechanism at a normal capsule dose.",
    sources: [
      {
        title: "Cranberry - NCCIH e-mail bulletin (herbs and spices series)",
        publisher: "NCCIH via GovDelivery (official NCCIH bulletin)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
    ],
  },
  {
    id: "sc-p20-cranberry-quiet-pill",
    title: "Person with a prescription for the pill takes cranberry capsules for UTIs",
    profile: {
      medicines: ["the pill"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cranberry extract 400 mg capsules",
          ingredients: [
            {
              ingredient: "cranberry",
              amount: 400,
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
          ingredient: "cranberry",
          with: {
            medicine: "the pill",
          },
        },
      ],
    },
    rationale:
      "The NCCIH cranberry bulletin (read in full) names only stomach upset, kidney stones and warfarin as safety points; the pill is not named and there is no plausible mechanism at a normal capsule dose.",
    sources: [
      {
        title: "Cranberry - NCCIH e-mail bulletin (herbs and spices series)",
        publisher: "NCCIH via GovDelivery (official NCCIH bulletin)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
    ],
  },
  {
    id: "sc-p20-cranberry-quiet-atorvastatin",
    title: "Person with a prescription for atorvastatin 20mg takes cranberry capsules for UTIs",
    profile: {
      medicines: ["atorvastatin 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cranberry extract 400 mg capsules",
          ingredients: [
            {
              ingredient: "cranberry",
              amount: 400,
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
          ingredient: "cranberry",
          with: {
            medicine: "atorvastatin 20mg",
          },
        },
      ],
    },
    rationale:
      "The NCCIH cranberry bulletin (read in full) names only stomach upset, kidney stones and warfarin as safety points; atorvastatin 20mg is not named and there is no plausible mechanism at a normal capsule dose.",
    sources: [
      {
        title: "Cranberry - NCCIH e-mail bulletin (herbs and spices series)",
        publisher: "NCCIH via GovDelivery (official NCCIH bulletin)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
    ],
  },
  {
    id: "sc-p20-cranberry-quiet-asthma",
    title: "Person with asthma takes cranberry capsules for UTIs",
    profile: {
      medicines: ["salbutamol inhaler"],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Cranberry extract 400 mg capsules",
          ingredients: [
            {
              ingredient: "cranberry",
              amount: 400,
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
          ingredient: "cranberry",
          with: {
            condition: "asthma",
          },
        },
      ],
    },
    rationale:
      "The NCCIH cranberry bulletin (read in full) names only stomach upset, kidney stones and warfarin as safety points; asthma is not named and there is no plausible mechanism at a normal capsule dose.",
    sources: [
      {
        title: "Cranberry - NCCIH e-mail bulletin (herbs and spices series)",
        publisher: "NCCIH via GovDelivery (official NCCIH bulletin)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
    ],
  },
  {
    id: "sc-p20-cranberry-quiet-hypothyroidism",
    title: "Person with underactive thyroid takes cranberry capsules for UTIs",
    profile: {
      medicines: [],
      conditions: ["underactive thyroid"],
    },
    stack: [
      {
        custom: {
          name: "Cranberry extract 400 mg capsules",
          ingredients: [
            {
              ingredient: "cranberry",
              amount: 400,
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
          ingredient: "cranberry",
          with: {
            condition: "underactive thyroid",
          },
        },
      ],
    },
    rationale:
      "The NCCIH cranberry bulletin (read in full) names only stomach upset, kidney stones and warfarin as safety points; underactive thyroid is not named and there is no plausible mechanism at a normal capsule dose.",
    sources: [
      {
        title: "Cranberry - NCCIH e-mail bulletin (herbs and spices series)",
        publisher: "NCCIH via GovDelivery (official NCCIH bulletin)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
    ],
  },
  {
    id: "sc-p20-cranberry-quiet-osteoarthritis",
    title: "Person with osteoarthritis takes cranberry capsules for UTIs",
    profile: {
      medicines: ["paracetamol 1g"],
      conditions: ["osteoarthritis"],
    },
    stack: [
      {
        custom: {
          name: "Cranberry extract 400 mg capsules",
          ingredients: [
            {
              ingredient: "cranberry",
              amount: 400,
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
          ingredient: "cranberry",
          with: {
            condition: "osteoarthritis",
          },
        },
      ],
    },
    rationale:
      "The NCCIH cranberry bulletin (read in full) names only stomach upset, kidney stones and warfarin as safety points; osteoarthritis is not named and there is no plausible mechanism at a normal capsule dose.",
    sources: [
      {
        title: "Cranberry - NCCIH e-mail bulletin (herbs and spices series)",
        publisher: "NCCIH via GovDelivery (official NCCIH bulletin)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
    ],
  },
  {
    id: "sc-p20-cranberry-quiet-omeprazole",
    title: "Person with a prescription for omeprazole 20mg takes cranberry capsules for UTIs",
    profile: {
      medicines: ["omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cranberry extract 400 mg capsules",
          ingredients: [
            {
              ingredient: "cranberry",
              amount: 400,
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
          ingredient: "cranberry",
          with: {
            medicine: "omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      "The NCCIH cranberry bulletin (read in full) names only stomach upset, kidney stones and warfarin as safety points; omeprazole 20mg is not named and there is no plausible mechanism at a normal capsule dose.",
    sources: [
      {
        title: "Cranberry - NCCIH e-mail bulletin (herbs and spices series)",
        publisher: "NCCIH via GovDelivery (official NCCIH bulletin)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
    ],
  },
  {
    id: "sc-p20-soy-tamoxifen",
    title: "Woman on tamoxifen after breast cancer takes soy isoflavones for hot flushes",
    profile: {
      medicines: ["tamoxifen 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Soy isoflavones 40 mg tablets (menopause)",
          ingredients: [
            {
              ingredient: "soy-isoflavones",
              amount: 40,
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
          ingredient: "soy-isoflavones",
          with: {
            medicine: "tamoxifen 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MSKCC About Herbs (soy): 'Animal studies showed that genistein, one of the isoflavones, may interfere with tamoxifen that is used for breast cancer' and 'Patients should consult their physicians about use of soy supplements.' (moderate).",
    sources: [
      {
        title: "Soy - About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/soy?glossary=on",
      },
    ],
  },
  {
    id: "sc-p20-soy-tamoxifen-high",
    title: "Breast-cancer survivor on tamoxifen doubles up soy isoflavone tablets",
    profile: {
      medicines: ["tamoxifen 20mg"],
      conditions: ["breast cancer (in remission)"],
    },
    stack: [
      {
        custom: {
          name: "Soy isoflavones 50 mg capsules",
          ingredients: [
            {
              ingredient: "soy-isoflavones",
              amount: 50,
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
          ingredient: "soy-isoflavones",
          with: {
            medicine: "tamoxifen 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MSKCC: genistein 'may interfere with tamoxifen that is used for breast cancer'; 'Patients should consult their physicians about use of soy supplements.' (moderate).",
    sources: [
      {
        title: "Soy - About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/soy?glossary=on",
      },
    ],
  },
  {
    id: "sc-p20-bilberry-quiet-levothyroxine",
    title: "Person with a prescription for levothyroxine 50 micrograms takes bilberry for eye health",
    profile: {
      medicines: ["levothyroxine 50 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Bilberry fruit extract 80 mg (36% anthocyanins) capsules",
          ingredients: [
            {
              ingredient: "bilberry",
              amount: 80,
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
          ingredient: "bilberry",
          with: {
            medicine: "levothyroxine 50 micrograms",
          },
        },
      ],
    },
    rationale:
      "The NCCIH bilberry fact sheet (safety section read in full) says only that 'Bilberry fruit is considered safe when consumed in amounts typically found in foods, or as an extract in recommended doses for brief periods of time' and that leaves may be unsafe in high doses; it names no medicine or condition, and levothyroxine 50 micrograms has no plausible mechanism with a standard fruit extract.",
    sources: [
      {
        title: "Bilberry - fact sheet (usefulness and safety)",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
      },
    ],
  },
  {
    id: "sc-p20-bilberry-quiet-amlodipine",
    title: "Person with a prescription for amlodipine 10mg takes bilberry for eye health",
    profile: {
      medicines: ["amlodipine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Bilberry fruit extract 80 mg (36% anthocyanins) capsules",
          ingredients: [
            {
              ingredient: "bilberry",
              amount: 80,
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
          ingredient: "bilberry",
          with: {
            medicine: "amlodipine 10mg",
          },
        },
      ],
    },
    rationale:
      "The NCCIH bilberry fact sheet (safety section read in full) says only that 'Bilberry fruit is considered safe when consumed in amounts typically found in foods, or as an extract in recommended doses for brief periods of time' and that leaves may be unsafe in high doses; it names no medicine or condition, and amlodipine 10mg has no plausible mechanism with a standard fruit extract.",
    sources: [
      {
        title: "Bilberry - fact sheet (usefulness and safety)",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
      },
    ],
  },
  {
    id: "sc-p20-bilberry-quiet-sertraline",
    title: "Person with a prescription for sertraline 100mg takes bilberry for eye health",
    profile: {
      medicines: ["sertraline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Bilberry fruit extract 80 mg (36% anthocyanins) capsules",
          ingredients: [
            {
              ingredient: "bilberry",
              amount: 80,
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
          ingredient: "bilberry",
          with: {
            medicine: "sertraline 100mg",
          },
        },
      ],
    },
    rationale:
      "The NCCIH bilberry fact sheet (safety section read in full) says only that 'Bilberry fruit is considered safe when consumed in amounts typically found in foods, or as an extract in recommended doses for brief periods of time' and that leaves may be unsafe in high doses; it names no medicine or condition, and sertraline 100mg has no plausible mechanism with a standard fruit extract.",
    sources: [
      {
        title: "Bilberry - fact sheet (usefulness and safety)",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
      },
    ],
  },
  {
    id: "sc-p20-bilberry-quiet-pill",
    title: "Person with a prescription for Microgynon 30 takes bilberry for eye health",
    profile: {
      medicines: ["Microgynon 30"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Bilberry fruit extract 80 mg (36% anthocyanins) capsules",
          ingredients: [
            {
              ingredient: "bilberry",
              amount: 80,
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
          ingredient: "bilberry",
          with: {
            medicine: "Microgynon 30",
          },
        },
      ],
    },
    rationale:
      "The NCCIH bilberry fact sheet (safety section read in full) says only that 'Bilberry fruit is considered safe when consumed in amounts typically found in foods, or as an extract in recommended doses for brief periods of time' and that leaves may be unsafe in high doses; it names no medicine or condition, and Microgynon 30 has no plausible mechanism with a standard fruit extract.",
    sources: [
      {
        title: "Bilberry - fact sheet (usefulness and safety)",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
      },
    ],
  },
  {
    id: "sc-p20-bilberry-quiet-atorvastatin",
    title: "Person with a prescription for atorvastatin 40mg takes bilberry for eye health",
    profile: {
      medicines: ["atorvastatin 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Bilberry fruit extract 80 mg (36% anthocyanins) capsules",
          ingredients: [
            {
              ingredient: "bilberry",
              amount: 80,
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
          ingredient: "bilberry",
          with: {
            medicine: "atorvastatin 40mg",
          },
        },
      ],
    },
    rationale:
      "The NCCIH bilberry fact sheet (safety section read in full) says only that 'Bilberry fruit is considered safe when consumed in amounts typically found in foods, or as an extract in recommended doses for brief periods of time' and that leaves may be unsafe in high doses; it names no medicine or condition, and atorvastatin 40mg has no plausible mechanism with a standard fruit extract.",
    sources: [
      {
        title: "Bilberry - fact sheet (usefulness and safety)",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
      },
    ],
  },
  {
    id: "sc-p20-bilberry-quiet-latanoprost",
    title: "Person with glaucoma takes bilberry for eye health",
    profile: {
      medicines: ["latanoprost eye drops"],
      conditions: ["glaucoma"],
    },
    stack: [
      {
        custom: {
          name: "Bilberry fruit extract 80 mg (36% anthocyanins) capsules",
          ingredients: [
            {
              ingredient: "bilberry",
              amount: 80,
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
          ingredient: "bilberry",
          with: {
            medicine: "latanoprost eye drops",
          },
        },
      ],
    },
    rationale:
      "The NCCIH bilberry fact sheet (safety section read in full) says only that 'Bilberry fruit is considered safe when consumed in amounts typically found in foods, or as an extract in recommended doses for brief periods of time' and that leaves may be unsafe in high doses; it names no medicine or condition, and latanoprost eye drops has no plausible mechanism with a standard fruit extract.",
    sources: [
      {
        title: "Bilberry - fact sheet (usefulness and safety)",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
      },
    ],
  },
  {
    id: "sc-p20-bilberry-quiet-asthma",
    title: "Person with asthma takes bilberry for eye health",
    profile: {
      medicines: ["Clenil inhaler"],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Bilberry fruit extract 80 mg (36% anthocyanins) capsules",
          ingredients: [
            {
              ingredient: "bilberry",
              amount: 80,
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
          ingredient: "bilberry",
          with: {
            condition: "asthma",
          },
        },
      ],
    },
    rationale:
      "The NCCIH bilberry fact sheet (safety section read in full) says only that 'Bilberry fruit is considered safe when consumed in amounts typically found in foods, or as an extract in recommended doses for brief periods of time' and that leaves may be unsafe in high doses; it names no medicine or condition, and asthma has no plausible mechanism with a standard fruit extract.",
    sources: [
      {
        title: "Bilberry - fact sheet (usefulness and safety)",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
      },
    ],
  },
  {
    id: "sc-p20-bilberry-quiet-osteoarthritis",
    title: "Person with osteoarthritis takes bilberry for eye health",
    profile: {
      medicines: [],
      conditions: ["osteoarthritis"],
    },
    stack: [
      {
        custom: {
          name: "Bilberry fruit extract 80 mg (36% anthocyanins) capsules",
          ingredients: [
            {
              ingredient: "bilberry",
              amount: 80,
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
          ingredient: "bilberry",
          with: {
            condition: "osteoarthritis",
          },
        },
      ],
    },
    rationale:
      "The NCCIH bilberry fact sheet (safety section read in full) says only that 'Bilberry fruit is considered safe when consumed in amounts typically found in foods, or as an extract in recommended doses for brief periods of time' and that leaves may be unsafe in high doses; it names no medicine or condition, and osteoarthritis has no plausible mechanism with a standard fruit extract.",
    sources: [
      {
        title: "Bilberry - fact sheet (usefulness and safety)",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
      },
    ],
  },
  {
    id: "sc-p20-bilberry-quiet-omeprazole",
    title: "Person with a prescription for omeprazole 20mg takes bilberry for eye health",
    profile: {
      medicines: ["omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Bilberry fruit extract 80 mg (36% anthocyanins) capsules",
          ingredients: [
            {
              ingredient: "bilberry",
              amount: 80,
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
          ingredient: "bilberry",
          with: {
            medicine: "omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      "The NCCIH bilberry fact sheet (safety section read in full) says only that 'Bilberry fruit is considered safe when consumed in amounts typically found in foods, or as an extract in recommended doses for brief periods of time' and that leaves may be unsafe in high doses; it names no medicine or condition, and omeprazole 20mg has no plausible mechanism with a standard fruit extract.",
    sources: [
      {
        title: "Bilberry - fact sheet (usefulness and safety)",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
      },
    ],
  },
  {
    id: "sc-p20-bilberry-quiet-macular",
    title: "Person with macular degeneration takes bilberry for eye health",
    profile: {
      medicines: [],
      conditions: ["macular degeneration"],
    },
    stack: [
      {
        custom: {
          name: "Bilberry fruit extract 80 mg (36% anthocyanins) capsules",
          ingredients: [
            {
              ingredient: "bilberry",
              amount: 80,
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
          ingredient: "bilberry",
          with: {
            condition: "macular degeneration",
          },
        },
      ],
    },
    rationale:
      "The NCCIH bilberry fact sheet (safety section read in full) says only that 'Bilberry fruit is considered safe when consumed in amounts typically found in foods, or as an extract in recommended doses for brief periods of time' and that leaves may be unsafe in high doses; it names no medicine or condition, and macular degeneration has no plausible mechanism with a standard fruit extract.",
    sources: [
      {
        title: "Bilberry - fact sheet (usefulness and safety)",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
      },
    ],
  },
  {
    id: "sc-p20-mixed-cranberry-bilberry-warfarin",
    title: "Woman on warfarin takes cranberry plus bilberry for eyes",
    profile: {
      medicines: ["warfarin 3mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "High-strength cranberry 36 mg PAC / 1000 mg extract",
          ingredients: [
            {
              ingredient: "cranberry",
              amount: 1000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "Bilberry fruit extract 80 mg (36% anthocyanins) capsules",
          ingredients: [
            {
              ingredient: "bilberry",
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
          ingredient: "cranberry",
          with: {
            medicine: "warfarin 3mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH bulletin: 'Large doses of cranberry may alter levels of warfarin' (moderate). Bilberry fruit is 'considered safe ... as an extract in recommended doses'; no bilberry link is asserted either way.",
    sources: [
      {
        title: "Cranberry - NCCIH e-mail bulletin (herbs and spices series)",
        publisher: "NCCIH via GovDelivery (official NCCIH bulletin)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
      {
        title: "Bilberry - fact sheet (usefulness and safety)",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
      },
    ],
  },
  {
    id: "sc-p20-mixed-hawthorn-catsclaw-bp",
    title: "Man on amlodipine and bisoprolol adds hawthorn and cat's claw",
    profile: {
      medicines: ["amlodipine 5mg", "bisoprolol 2.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hawthorn berry/leaf extract 300 mg capsules",
          ingredients: [
            {
              ingredient: "hawthorn",
              amount: 300,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
      {
        custom: {
          name: "Cat's claw (Uncaria tomentosa) 500 mg capsules",
          ingredients: [
            {
              ingredient: "cats-claw",
              amount: 500,
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
          ingredient: "hawthorn",
          with: {
            medicine: "bisoprolol 2.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "cats-claw",
          with: {
            medicine: "amlodipine 5mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "NCCIH: 'Hawthorn may interact in harmful ways with drugs, including some heart medications. If you're taking medication and you're considering using hawthorn, consult your health care provider.' NCCIH: 'Cat's claw may slow blood clotting' and 'There are theoretical reasons to suspect that cat's claw might interact with anticoagulant, antiplatelet, and blood pressure drugs'.",
    sources: [
      {
        title: "Hawthorn - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/hawthorn?nav=insta",
      },
      {
        title: "Cat's Claw - fact sheet",
        publisher: "NCCIH, National Institutes of Health",
        url: "https://nccih.nih.gov/health/catclaw",
      },
    ],
  },
];
