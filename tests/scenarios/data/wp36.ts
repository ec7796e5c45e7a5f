// Scenarios of the p36 round's sweep of Memorial Sloan Kettering's About Herbs pages, written by two helpers who had
// not seen the records: each medicine or condition a page names (its examples, then clear UK members of a group it
// names), for pages read at https addresses.
import type { ScenarioInput } from "../schema";

export const WP36_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p36-l-theanine-lorazepam",
    title: "Taking lorazepam considers l theanine",
    profile: {
      medicines: ["lorazepam"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "L theanine 200 mg",
          ingredients: [
            {
              ingredient: "l-theanine",
              amount: 200,
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
          ingredient: "l-theanine",
          with: {
            medicine: "lorazepam",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on l theanine (ask): "Talk with your healthcare provider if you’re taking medications that help you sleep such as lorazepam (Ativan®), diazepam (Valium®), or zolpidem (Ambien®). Taking these medications and L-theanine may increase drowsiness." Member typed: lorazepam.',
    sources: [
      {
        title: "L theanine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/patient-education/herbs/l-theanine",
      },
    ],
  },
  {
    id: "sc-p36-l-theanine-diazepam",
    title: "Taking diazepam considers l theanine",
    profile: {
      medicines: ["diazepam"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "L theanine 200 mg",
          ingredients: [
            {
              ingredient: "l-theanine",
              amount: 200,
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
          ingredient: "l-theanine",
          with: {
            medicine: "diazepam",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on l theanine (ask): "Talk with your healthcare provider if you’re taking medications that help you sleep such as lorazepam (Ativan®), diazepam (Valium®), or zolpidem (Ambien®). Taking these medications and L-theanine may increase drowsiness." Member typed: diazepam.',
    sources: [
      {
        title: "L theanine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/patient-education/herbs/l-theanine",
      },
    ],
  },
  {
    id: "sc-p36-l-theanine-zolpidem",
    title: "Taking zolpidem considers l theanine",
    profile: {
      medicines: ["zolpidem"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "L theanine 200 mg",
          ingredients: [
            {
              ingredient: "l-theanine",
              amount: 200,
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
          ingredient: "l-theanine",
          with: {
            medicine: "zolpidem",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on l theanine (ask): "Talk with your healthcare provider if you’re taking medications that help you sleep such as lorazepam (Ativan®), diazepam (Valium®), or zolpidem (Ambien®). Taking these medications and L-theanine may increase drowsiness." Member typed: zolpidem.',
    sources: [
      {
        title: "L theanine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/patient-education/herbs/l-theanine",
      },
    ],
  },
  {
    id: "sc-p36-l-theanine-zopiclone",
    title: "Taking zopiclone considers l theanine",
    profile: {
      medicines: ["zopiclone"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "L theanine 200 mg",
          ingredients: [
            {
              ingredient: "l-theanine",
              amount: 200,
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
          ingredient: "l-theanine",
          with: {
            medicine: "zopiclone",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on l theanine (ask): "Talk with your healthcare provider if you’re taking medications that help you sleep such as lorazepam (Ativan®), diazepam (Valium®), or zolpidem (Ambien®). Taking these medications and L-theanine may increase drowsiness." Member typed: zopiclone.',
    sources: [
      {
        title: "L theanine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/patient-education/herbs/l-theanine",
      },
    ],
  },
  {
    id: "sc-p36-l-theanine-temazepam",
    title: "Taking temazepam considers l theanine",
    profile: {
      medicines: ["temazepam"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "L theanine 200 mg",
          ingredients: [
            {
              ingredient: "l-theanine",
              amount: 200,
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
          ingredient: "l-theanine",
          with: {
            medicine: "temazepam",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on l theanine (ask): "Talk with your healthcare provider if you’re taking medications that help you sleep such as lorazepam (Ativan®), diazepam (Valium®), or zolpidem (Ambien®). Taking these medications and L-theanine may increase drowsiness." Member typed: temazepam.',
    sources: [
      {
        title: "L theanine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/patient-education/herbs/l-theanine",
      },
    ],
  },
  {
    id: "sc-p36-l-theanine-pregnant",
    title: "Someone with pregnant considers l theanine",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "L theanine 200 mg",
          ingredients: [
            {
              ingredient: "l-theanine",
              amount: 200,
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
          ingredient: "l-theanine",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on l theanine (ask): "Talk with your healthcare provider if you’re pregnant or breastfeeding. L-theanine may not be safe for you." Member typed: pregnant.',
    sources: [
      {
        title: "L theanine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/patient-education/herbs/l-theanine",
      },
    ],
  },
  {
    id: "sc-p36-l-theanine-breastfeeding",
    title: "Someone with breastfeeding considers l theanine",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "L theanine 200 mg",
          ingredients: [
            {
              ingredient: "l-theanine",
              amount: 200,
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
          ingredient: "l-theanine",
          with: {
            condition: "breastfeeding",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on l theanine (ask): "Talk with your healthcare provider if you’re pregnant or breastfeeding. L-theanine may not be safe for you." Member typed: breastfeeding.',
    sources: [
      {
        title: "L theanine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/patient-education/herbs/l-theanine",
      },
    ],
  },
  {
    id: "sc-p36-cranberry-warfarin",
    title: "Taking warfarin considers cranberry",
    profile: {
      medicines: ["warfarin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cranberry 500 mg",
          ingredients: [
            {
              ingredient: "cranberry",
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
          ingredient: "cranberry",
          with: {
            medicine: "warfarin",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on cranberry (avoid): "Do Not Take If • You are taking warfarin: Because data is mixed on whether cranberry juice may increa[se ...]" Member typed: warfarin.',
    sources: [
      {
        title: "Cranberry: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/integrative-medicine/herbs/cranberry",
      },
    ],
  },
  {
    id: "sc-p36-cranberry-kidney-stones",
    title: "Someone with kidney stones considers cranberry",
    profile: {
      medicines: [],
      conditions: ["kidney stones"],
    },
    stack: [
      {
        custom: {
          name: "Cranberry 500 mg",
          ingredients: [
            {
              ingredient: "cranberry",
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
          ingredient: "cranberry",
          with: {
            condition: "kidney stones",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on cranberry (avoid): "In patients who are prone to kidney stones, regular use of cranberry should be limited as it contains oxalates, a compound found in the most common form of kidney stones." Member typed: kidney stones.',
    sources: [
      {
        title: "Cranberry: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/integrative-medicine/herbs/cranberry",
      },
    ],
  },
  {
    id: "sc-p36-cranberry-history-of-kidney-stones",
    title: "Someone with history of kidney stones considers cranberry",
    profile: {
      medicines: [],
      conditions: ["history of kidney stones"],
    },
    stack: [
      {
        custom: {
          name: "Cranberry 500 mg",
          ingredients: [
            {
              ingredient: "cranberry",
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
          ingredient: "cranberry",
          with: {
            condition: "history of kidney stones",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on cranberry (avoid): "In patients who are prone to kidney stones, regular use of cranberry should be limited as it contains oxalates, a compound found in the most common form of kidney stones." Member typed: history of kidney stones.',
    sources: [
      {
        title: "Cranberry: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/integrative-medicine/herbs/cranberry",
      },
    ],
  },
  {
    id: "sc-p36-cinnamon-atorvastatin",
    title: "Taking atorvastatin considers cinnamon",
    profile: {
      medicines: ["atorvastatin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cinnamon 500 mg",
          ingredients: [
            {
              ingredient: "cinnamon",
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
          ingredient: "cinnamon",
          with: {
            medicine: "atorvastatin",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on cinnamon (avoid): "Statins: When taken along with statins, cinnamon has been reported to cause hepatitis." Member typed: atorvastatin.',
    sources: [
      {
        title: "Cinnamon: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/cinnamon",
      },
    ],
  },
  {
    id: "sc-p36-cinnamon-simvastatin",
    title: "Taking simvastatin considers cinnamon",
    profile: {
      medicines: ["simvastatin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cinnamon 500 mg",
          ingredients: [
            {
              ingredient: "cinnamon",
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
          ingredient: "cinnamon",
          with: {
            medicine: "simvastatin",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on cinnamon (avoid): "Statins: When taken along with statins, cinnamon has been reported to cause hepatitis." Member typed: simvastatin.',
    sources: [
      {
        title: "Cinnamon: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/cinnamon",
      },
    ],
  },
  {
    id: "sc-p36-cinnamon-rosuvastatin",
    title: "Taking rosuvastatin considers cinnamon",
    profile: {
      medicines: ["rosuvastatin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cinnamon 500 mg",
          ingredients: [
            {
              ingredient: "cinnamon",
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
          ingredient: "cinnamon",
          with: {
            medicine: "rosuvastatin",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on cinnamon (avoid): "Statins: When taken along with statins, cinnamon has been reported to cause hepatitis." Member typed: rosuvastatin.',
    sources: [
      {
        title: "Cinnamon: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/cinnamon",
      },
    ],
  },
  {
    id: "sc-p36-cinnamon-pravastatin",
    title: "Taking pravastatin considers cinnamon",
    profile: {
      medicines: ["pravastatin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cinnamon 500 mg",
          ingredients: [
            {
              ingredient: "cinnamon",
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
          ingredient: "cinnamon",
          with: {
            medicine: "pravastatin",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on cinnamon (avoid): "Statins: When taken along with statins, cinnamon has been reported to cause hepatitis." Member typed: pravastatin.',
    sources: [
      {
        title: "Cinnamon: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/cinnamon",
      },
    ],
  },
  {
    id: "sc-p36-cinnamon-pioglitazone",
    title: "Taking pioglitazone considers cinnamon",
    profile: {
      medicines: ["pioglitazone"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cinnamon 500 mg",
          ingredients: [
            {
              ingredient: "cinnamon",
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
          ingredient: "cinnamon",
          with: {
            medicine: "pioglitazone",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on cinnamon (avoid): "Pioglitazone: When used together, cinnamon increased the bioavailability of Pioglitzone (antidiab[etic ...]" Member typed: pioglitazone.',
    sources: [
      {
        title: "Cinnamon: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/cinnamon",
      },
    ],
  },
  {
    id: "sc-p36-chamomile-ragweed-allergy",
    title: "Someone with ragweed allergy considers chamomile",
    profile: {
      medicines: [],
      conditions: ["ragweed allergy"],
    },
    stack: [
      {
        custom: {
          name: "Chamomile 500 mg",
          ingredients: [
            {
              ingredient: "chamomile",
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
          ingredient: "chamomile",
          with: {
            condition: "ragweed allergy",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on chamomile (avoid): "Don’t take chamomile if you’re allergic to ragweed or flowers in the sunflower family." Member typed: ragweed allergy.',
    sources: [
      {
        title: "Chamomile: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/herb/chamomile-german",
      },
    ],
  },
  {
    id: "sc-p36-chamomile-allergic-to-daisies",
    title: "Someone with allergic to daisies considers chamomile",
    profile: {
      medicines: [],
      conditions: ["allergic to daisies"],
    },
    stack: [
      {
        custom: {
          name: "Chamomile 500 mg",
          ingredients: [
            {
              ingredient: "chamomile",
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
          ingredient: "chamomile",
          with: {
            condition: "allergic to daisies",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on chamomile (avoid): "Don’t take chamomile if you’re allergic to ragweed or flowers in the sunflower family." Member typed: allergic to daisies.',
    sources: [
      {
        title: "Chamomile: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/herb/chamomile-german",
      },
    ],
  },
  {
    id: "sc-p36-chamomile-warfarin",
    title: "Taking warfarin considers chamomile",
    profile: {
      medicines: ["warfarin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Chamomile 500 mg",
          ingredients: [
            {
              ingredient: "chamomile",
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
          ingredient: "chamomile",
          with: {
            medicine: "warfarin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on chamomile (ask): "Talk to your healthcare provider if you’re taking blood thinners such as warfarin (Coumadin®, Jantove[n® ...]" Member typed: warfarin.',
    sources: [
      {
        title: "Chamomile: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/herb/chamomile-german",
      },
    ],
  },
  {
    id: "sc-p36-chamomile-apixaban",
    title: "Taking apixaban considers chamomile",
    profile: {
      medicines: ["apixaban"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Chamomile 500 mg",
          ingredients: [
            {
              ingredient: "chamomile",
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
          ingredient: "chamomile",
          with: {
            medicine: "apixaban",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on chamomile (ask): "Talk to your healthcare provider if you’re taking blood thinners such as warfarin (Coumadin®, Jantove[n® ...]" Member typed: apixaban.',
    sources: [
      {
        title: "Chamomile: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/herb/chamomile-german",
      },
    ],
  },
  {
    id: "sc-p36-chamomile-rivaroxaban",
    title: "Taking rivaroxaban considers chamomile",
    profile: {
      medicines: ["rivaroxaban"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Chamomile 500 mg",
          ingredients: [
            {
              ingredient: "chamomile",
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
          ingredient: "chamomile",
          with: {
            medicine: "rivaroxaban",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on chamomile (ask): "Talk to your healthcare provider if you’re taking blood thinners such as warfarin (Coumadin®, Jantove[n® ...]" Member typed: rivaroxaban.',
    sources: [
      {
        title: "Chamomile: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/herb/chamomile-german",
      },
    ],
  },
  {
    id: "sc-p36-chamomile-edoxaban",
    title: "Taking edoxaban considers chamomile",
    profile: {
      medicines: ["edoxaban"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Chamomile 500 mg",
          ingredients: [
            {
              ingredient: "chamomile",
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
          ingredient: "chamomile",
          with: {
            medicine: "edoxaban",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on chamomile (ask): "Talk to your healthcare provider if you’re taking blood thinners such as warfarin (Coumadin®, Jantove[n® ...]" Member typed: edoxaban.',
    sources: [
      {
        title: "Chamomile: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/herb/chamomile-german",
      },
    ],
  },
  {
    id: "sc-p36-chamomile-dabigatran",
    title: "Taking dabigatran considers chamomile",
    profile: {
      medicines: ["dabigatran"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Chamomile 500 mg",
          ingredients: [
            {
              ingredient: "chamomile",
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
          ingredient: "chamomile",
          with: {
            medicine: "dabigatran",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on chamomile (ask): "Talk to your healthcare provider if you’re taking blood thinners such as warfarin (Coumadin®, Jantove[n® ...]" Member typed: dabigatran.',
    sources: [
      {
        title: "Chamomile: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/herb/chamomile-german",
      },
    ],
  },
  {
    id: "sc-p36-flaxseed-breast-cancer-er-positive",
    title: "Someone with breast cancer (ER positive) considers flaxseed",
    profile: {
      medicines: [],
      conditions: ["breast cancer (ER positive)"],
    },
    stack: [
      {
        custom: {
          name: "Flaxseed 1000 mg",
          ingredients: [
            {
              ingredient: "flaxseed",
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
          ingredient: "flaxseed",
          with: {
            condition: "breast cancer (ER positive)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on flaxseed (ask): "Because flaxseed has phytoestrogenic effects, patients with estrogen receptor positive (ER+) breast cancer should consult their physicians before using flaxseed." Member typed: breast cancer (ER positive).',
    sources: [
      {
        title: "Flaxseed: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/integrative-medicine/herbs/flaxseed",
      },
    ],
  },
  {
    id: "sc-p36-flaxseed-oestrogen-receptor-positive-breast-cancer",
    title: "Someone with oestrogen-receptor positive breast cancer considers flaxseed",
    profile: {
      medicines: [],
      conditions: ["oestrogen-receptor positive breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Flaxseed 1000 mg",
          ingredients: [
            {
              ingredient: "flaxseed",
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
          ingredient: "flaxseed",
          with: {
            condition: "oestrogen-receptor positive breast cancer",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on flaxseed (ask): "Because flaxseed has phytoestrogenic effects, patients with estrogen receptor positive (ER+) breast cancer should consult their physicians before using flaxseed." Member typed: oestrogen-receptor positive breast cancer.',
    sources: [
      {
        title: "Flaxseed: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/integrative-medicine/herbs/flaxseed",
      },
    ],
  },
  {
    id: "sc-p36-soy-isoflavones-tamoxifen",
    title: "Taking tamoxifen considers soy isoflavones",
    profile: {
      medicines: ["tamoxifen"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Soy isoflavones 50 mg",
          ingredients: [
            {
              ingredient: "soy-isoflavones",
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
          ingredient: "soy-isoflavones",
          with: {
            medicine: "tamoxifen",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on soy isoflavones (ask): "Talk with your healthcare provider if you’re taking tamoxifen (such as Nolvadex® or Soltamox). Soy supplements can affect how it works." Member typed: tamoxifen.',
    sources: [
      {
        title: "Soy isoflavones: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/integrative-medicine/herbs/soy?glossary=on",
      },
    ],
  },
  {
    id: "sc-p36-soy-isoflavones-letrozole",
    title: "Taking letrozole considers soy isoflavones",
    profile: {
      medicines: ["letrozole"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Soy isoflavones 50 mg",
          ingredients: [
            {
              ingredient: "soy-isoflavones",
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
          ingredient: "soy-isoflavones",
          with: {
            medicine: "letrozole",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on soy isoflavones (ask): "Talk with your healthcare provider if you’re taking aromatase inhibitors. ... Some examples of aromatase inhibitors include letrozole (Femara®) and anastrozole (Arimidex®)." Member typed: letrozole.',
    sources: [
      {
        title: "Soy isoflavones: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/integrative-medicine/herbs/soy?glossary=on",
      },
    ],
  },
  {
    id: "sc-p36-soy-isoflavones-anastrozole",
    title: "Taking anastrozole considers soy isoflavones",
    profile: {
      medicines: ["anastrozole"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Soy isoflavones 50 mg",
          ingredients: [
            {
              ingredient: "soy-isoflavones",
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
          ingredient: "soy-isoflavones",
          with: {
            medicine: "anastrozole",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on soy isoflavones (ask): "Talk with your healthcare provider if you’re taking aromatase inhibitors. ... Some examples of aromatase inhibitors include letrozole (Femara®) and anastrozole (Arimidex®)." Member typed: anastrozole.',
    sources: [
      {
        title: "Soy isoflavones: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/integrative-medicine/herbs/soy?glossary=on",
      },
    ],
  },
  {
    id: "sc-p36-soy-isoflavones-exemestane",
    title: "Taking exemestane considers soy isoflavones",
    profile: {
      medicines: ["exemestane"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Soy isoflavones 50 mg",
          ingredients: [
            {
              ingredient: "soy-isoflavones",
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
          ingredient: "soy-isoflavones",
          with: {
            medicine: "exemestane",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on soy isoflavones (ask): "Talk with your healthcare provider if you’re taking aromatase inhibitors. ... Some examples of aromatase inhibitors include letrozole (Femara®) and anastrozole (Arimidex®)." Member typed: exemestane.',
    sources: [
      {
        title: "Soy isoflavones: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/print/cancer-care/integrative-medicine/herbs/soy?glossary=on",
      },
    ],
  },
  {
    id: "sc-p36-calcium-high-calcium-levels",
    title: "Someone with high calcium levels considers calcium",
    profile: {
      medicines: [],
      conditions: ["high calcium levels"],
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
    ],
    expect: {
      flags: [
        {
          ingredient: "calcium",
          with: {
            condition: "high calcium levels",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on calcium (ask): "Talk to your healthcare provider before taking calcium supplements if you have hypothyroidism (less thyroid hormone in the blood), high blood calcium levels, or low blood phosphate levels. Calcium can worsen these conditions." Member typed: high calcium levels.',
    sources: [
      {
        title: "Calcium: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/calcium",
      },
    ],
  },
  {
    id: "sc-p36-calcium-digoxin",
    title: "Taking digoxin considers calcium",
    profile: {
      medicines: ["digoxin"],
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
    ],
    expect: {
      flags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "digoxin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on calcium (ask): "Talk to your doctor before taking calcium supplements if you’re taking medications such as digoxin (Lanoxin®) to treat a heart condition." Member typed: digoxin.',
    sources: [
      {
        title: "Calcium: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/calcium",
      },
    ],
  },
  {
    id: "sc-p36-arginine-amlodipine",
    title: "Taking amlodipine considers arginine",
    profile: {
      medicines: ["amlodipine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Arginine 3000 mg",
          ingredients: [
            {
              ingredient: "arginine",
              amount: 3000,
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
          ingredient: "arginine",
          with: {
            medicine: "amlodipine",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on arginine (avoid): "Do Not Take If: If you are taking medicine for high blood pressure, heart conditions, or erectile dysfunction: Arginine may have additive blood pressure lowering effects." Member typed: amlodipine.',
    sources: [
      {
        title: "Arginine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/arginine",
      },
    ],
  },
  {
    id: "sc-p36-arginine-ramipril",
    title: "Taking ramipril considers arginine",
    profile: {
      medicines: ["ramipril"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Arginine 3000 mg",
          ingredients: [
            {
              ingredient: "arginine",
              amount: 3000,
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
          ingredient: "arginine",
          with: {
            medicine: "ramipril",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on arginine (avoid): "Do Not Take If: If you are taking medicine for high blood pressure, heart conditions, or erectile dysfunction: Arginine may have additive blood pressure lowering effects." Member typed: ramipril.',
    sources: [
      {
        title: "Arginine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/arginine",
      },
    ],
  },
  {
    id: "sc-p36-arginine-isosorbide-mononitrate",
    title: "Taking isosorbide mononitrate considers arginine",
    profile: {
      medicines: ["isosorbide mononitrate"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Arginine 3000 mg",
          ingredients: [
            {
              ingredient: "arginine",
              amount: 3000,
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
          ingredient: "arginine",
          with: {
            medicine: "isosorbide mononitrate",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on arginine (avoid): "Do Not Take If: If you are taking medicine for high blood pressure, heart conditions, or erectile dysfunction: Arginine may have additive blood pressure lowering effects." Member typed: isosorbide mononitrate.',
    sources: [
      {
        title: "Arginine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/arginine",
      },
    ],
  },
  {
    id: "sc-p36-arginine-sildenafil",
    title: "Taking sildenafil considers arginine",
    profile: {
      medicines: ["sildenafil"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Arginine 3000 mg",
          ingredients: [
            {
              ingredient: "arginine",
              amount: 3000,
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
          ingredient: "arginine",
          with: {
            medicine: "sildenafil",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on arginine (avoid): "Do Not Take If: If you are taking medicine for high blood pressure, heart conditions, or erectile dysfunction: Arginine may have additive blood pressure lowering effects." Member typed: sildenafil.',
    sources: [
      {
        title: "Arginine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/arginine",
      },
    ],
  },
  {
    id: "sc-p36-arginine-tadalafil",
    title: "Taking tadalafil considers arginine",
    profile: {
      medicines: ["tadalafil"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Arginine 3000 mg",
          ingredients: [
            {
              ingredient: "arginine",
              amount: 3000,
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
          ingredient: "arginine",
          with: {
            medicine: "tadalafil",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on arginine (avoid): "Do Not Take If: If you are taking medicine for high blood pressure, heart conditions, or erectile dysfunction: Arginine may have additive blood pressure lowering effects." Member typed: tadalafil.',
    sources: [
      {
        title: "Arginine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/arginine",
      },
    ],
  },
  {
    id: "sc-p36-garcinia-cambogia-sertraline",
    title: "Taking sertraline considers garcinia cambogia",
    profile: {
      medicines: ["sertraline"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Garcinia cambogia 500 mg",
          ingredients: [
            {
              ingredient: "garcinia-cambogia",
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
          ingredient: "garcinia-cambogia",
          with: {
            medicine: "sertraline",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on garcinia cambogia (avoid): "You are taking antidepressants: A number of case reports have described manias and potential interactions with antidepressants." Member typed: sertraline.',
    sources: [
      {
        title: "Garcinia cambogia: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/garcinia-gummi-gutta",
      },
    ],
  },
  {
    id: "sc-p36-garcinia-cambogia-fluoxetine",
    title: "Taking fluoxetine considers garcinia cambogia",
    profile: {
      medicines: ["fluoxetine"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Garcinia cambogia 500 mg",
          ingredients: [
            {
              ingredient: "garcinia-cambogia",
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
          ingredient: "garcinia-cambogia",
          with: {
            medicine: "fluoxetine",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on garcinia cambogia (avoid): "You are taking antidepressants: A number of case reports have described manias and potential interactions with antidepressants." Member typed: fluoxetine.',
    sources: [
      {
        title: "Garcinia cambogia: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/garcinia-gummi-gutta",
      },
    ],
  },
  {
    id: "sc-p36-garcinia-cambogia-citalopram",
    title: "Taking citalopram considers garcinia cambogia",
    profile: {
      medicines: ["citalopram"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Garcinia cambogia 500 mg",
          ingredients: [
            {
              ingredient: "garcinia-cambogia",
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
          ingredient: "garcinia-cambogia",
          with: {
            medicine: "citalopram",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on garcinia cambogia (avoid): "You are taking antidepressants: A number of case reports have described manias and potential interactions with antidepressants." Member typed: citalopram.',
    sources: [
      {
        title: "Garcinia cambogia: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/garcinia-gummi-gutta",
      },
    ],
  },
  {
    id: "sc-p36-garcinia-cambogia-escitalopram",
    title: "Taking escitalopram considers garcinia cambogia",
    profile: {
      medicines: ["escitalopram"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Garcinia cambogia 500 mg",
          ingredients: [
            {
              ingredient: "garcinia-cambogia",
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
          ingredient: "garcinia-cambogia",
          with: {
            medicine: "escitalopram",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on garcinia cambogia (avoid): "You are taking antidepressants: A number of case reports have described manias and potential interactions with antidepressants." Member typed: escitalopram.',
    sources: [
      {
        title: "Garcinia cambogia: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/garcinia-gummi-gutta",
      },
    ],
  },
  {
    id: "sc-p36-garcinia-cambogia-diabetes",
    title: "Someone with diabetes considers garcinia cambogia",
    profile: {
      medicines: [],
      conditions: ["diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Garcinia cambogia 500 mg",
          ingredients: [
            {
              ingredient: "garcinia-cambogia",
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
          ingredient: "garcinia-cambogia",
          with: {
            condition: "diabetes",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on garcinia cambogia (avoid): "You have diabetes: G. cambogia can decrease insulin levels and affect blood sugar levels." Member typed: diabetes.',
    sources: [
      {
        title: "Garcinia cambogia: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/garcinia-gummi-gutta",
      },
    ],
  },
  {
    id: "sc-p36-garcinia-cambogia-type-2-diabetes",
    title: "Someone with type 2 diabetes considers garcinia cambogia",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Garcinia cambogia 500 mg",
          ingredients: [
            {
              ingredient: "garcinia-cambogia",
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
          ingredient: "garcinia-cambogia",
          with: {
            condition: "type 2 diabetes",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on garcinia cambogia (avoid): "You have diabetes: G. cambogia can decrease insulin levels and affect blood sugar levels." Member typed: type 2 diabetes.',
    sources: [
      {
        title: "Garcinia cambogia: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/garcinia-gummi-gutta",
      },
    ],
  },
  {
    id: "sc-p36-melatonin-breast-cancer-er-positive",
    title: "Someone with breast cancer (ER positive) considers melatonin",
    profile: {
      medicines: [],
      conditions: ["breast cancer (ER positive)"],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 3 mg",
          ingredients: [
            {
              ingredient: "melatonin",
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
          ingredient: "melatonin",
          with: {
            condition: "breast cancer (ER positive)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on melatonin (ask): "Talk with your healthcare provider if you have hormone-sensitive cancer like breast or prostate cancer." Member typed: breast cancer (ER positive).',
    sources: [
      {
        title: "Melatonin: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/herb/melatonin",
      },
    ],
  },
  {
    id: "sc-p36-melatonin-prostate-cancer",
    title: "Someone with prostate cancer considers melatonin",
    profile: {
      medicines: [],
      conditions: ["prostate cancer"],
    },
    stack: [
      {
        custom: {
          name: "Melatonin 3 mg",
          ingredients: [
            {
              ingredient: "melatonin",
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
          ingredient: "melatonin",
          with: {
            condition: "prostate cancer",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on melatonin (ask): "Talk with your healthcare provider if you have hormone-sensitive cancer like breast or prostate cancer." Member typed: prostate cancer.',
    sources: [
      {
        title: "Melatonin: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/herb/melatonin",
      },
    ],
  },
  {
    id: "sc-p36-glucosamine-liver-disease",
    title: "Someone with liver disease considers glucosamine",
    profile: {
      medicines: [],
      conditions: ["liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine 1500 mg",
          ingredients: [
            {
              ingredient: "glucosamine",
              amount: 1500,
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
          ingredient: "glucosamine",
          with: {
            condition: "liver disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on glucosamine (ask): "Talk with your healthcare provider before taking glucosamine supplements if you have liver disease. Glucosamine may worsen your condition." Member typed: liver disease.',
    sources: [
      {
        title: "Glucosamine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/glucosamine",
      },
    ],
  },
  {
    id: "sc-p36-glucosamine-diabetes",
    title: "Someone with diabetes considers glucosamine",
    profile: {
      medicines: [],
      conditions: ["diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine 1500 mg",
          ingredients: [
            {
              ingredient: "glucosamine",
              amount: 1500,
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
          ingredient: "glucosamine",
          with: {
            condition: "diabetes",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on glucosamine (ask): "People with diabetes should consult with their doctor before beginning to use glucosamine, because it has been reported to affect blood insulin levels and glucose metabolism in the body when used intravenously." Member typed: diabetes.',
    sources: [
      {
        title: "Glucosamine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/glucosamine",
      },
    ],
  },
  {
    id: "sc-p36-glucosamine-type-2-diabetes",
    title: "Someone with type 2 diabetes considers glucosamine",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine 1500 mg",
          ingredients: [
            {
              ingredient: "glucosamine",
              amount: 1500,
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
          ingredient: "glucosamine",
          with: {
            condition: "type 2 diabetes",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on glucosamine (ask): "People with diabetes should consult with their doctor before beginning to use glucosamine, because it has been reported to affect blood insulin levels and glucose metabolism in the body when used intravenously." Member typed: type 2 diabetes.',
    sources: [
      {
        title: "Glucosamine: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/glucosamine",
      },
    ],
  },
  {
    id: "sc-p36-probiotics-weakened-immune-system",
    title: "Someone with weakened immune system considers probiotics",
    profile: {
      medicines: [],
      conditions: ["weakened immune system"],
    },
    stack: [
      {
        custom: {
          name: "Probiotics 100 mg",
          ingredients: [
            {
              ingredient: "probiotics",
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
          ingredient: "probiotics",
          with: {
            condition: "weakened immune system",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on probiotics (ask): "Talk to your healthcare provider before taking probiotics as a dietary supplement if you have a weakened immune system because of your cancer treatment. Some probiotics may cause harm." Member typed: weakened immune system.',
    sources: [
      {
        title: "Probiotics: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/probiotics-01",
      },
    ],
  },
  {
    id: "sc-p36-probiotics-having-chemotherapy",
    title: "Someone with having chemotherapy considers probiotics",
    profile: {
      medicines: [],
      conditions: ["having chemotherapy"],
    },
    stack: [
      {
        custom: {
          name: "Probiotics 100 mg",
          ingredients: [
            {
              ingredient: "probiotics",
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
          ingredient: "probiotics",
          with: {
            condition: "having chemotherapy",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on probiotics (ask): "Talk to your healthcare provider before taking probiotics as a dietary supplement if you have a weakened immune system because of your cancer treatment. Some probiotics may cause harm." Member typed: having chemotherapy.',
    sources: [
      {
        title: "Probiotics: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/probiotics-01",
      },
    ],
  },
  {
    id: "sc-p36-probiotics-central-line",
    title: "Someone with central line considers probiotics",
    profile: {
      medicines: [],
      conditions: ["central line"],
    },
    stack: [
      {
        custom: {
          name: "Probiotics 100 mg",
          ingredients: [
            {
              ingredient: "probiotics",
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
          ingredient: "probiotics",
          with: {
            condition: "central line",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on probiotics (ask): "Talk to your healthcare provider before taking probiotics as a dietary supplement if you have a central venous catheter (CVC)" Member typed: central line.',
    sources: [
      {
        title: "Probiotics: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/probiotics-01",
      },
    ],
  },
  {
    id: "sc-p36-probiotics-picc-line",
    title: "Someone with PICC line considers probiotics",
    profile: {
      medicines: [],
      conditions: ["PICC line"],
    },
    stack: [
      {
        custom: {
          name: "Probiotics 100 mg",
          ingredients: [
            {
              ingredient: "probiotics",
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
          ingredient: "probiotics",
          with: {
            condition: "PICC line",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on probiotics (ask): "Talk to your healthcare provider before taking probiotics as a dietary supplement if you have a central venous catheter (CVC)" Member typed: PICC line.',
    sources: [
      {
        title: "Probiotics: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/probiotics-01",
      },
    ],
  },
  {
    id: "sc-p36-probiotics-implanted-port",
    title: "Someone with implanted port considers probiotics",
    profile: {
      medicines: [],
      conditions: ["implanted port"],
    },
    stack: [
      {
        custom: {
          name: "Probiotics 100 mg",
          ingredients: [
            {
              ingredient: "probiotics",
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
          ingredient: "probiotics",
          with: {
            condition: "implanted port",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on probiotics (ask): "Talk to your healthcare provider before taking probiotics as a dietary supplement if you have a central venous catheter (CVC)" Member typed: implanted port.',
    sources: [
      {
        title: "Probiotics: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/probiotics-01",
      },
    ],
  },
  {
    id: "sc-p36-alpha-lipoic-acid-metformin",
    title: "Taking metformin considers alpha lipoic acid",
    profile: {
      medicines: ["metformin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Alpha lipoic acid 600 mg",
          ingredients: [
            {
              ingredient: "alpha-lipoic-acid",
              amount: 600,
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
          ingredient: "alpha-lipoic-acid",
          with: {
            medicine: "metformin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on alpha lipoic acid (ask): "Talk with your healthcare provider if you take drugs that lower your blood sugar level. If you do, alpha-lipoic acid may be harmful because it also lowers your blood sugar level." Member typed: metformin.',
    sources: [
      {
        title: "Alpha lipoic acid: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://mskcc.org/cancer-care/integrative-medicine/herbs/alpha-lipoic-acid",
      },
    ],
  },
  {
    id: "sc-p36-alpha-lipoic-acid-gliclazide",
    title: "Taking gliclazide considers alpha lipoic acid",
    profile: {
      medicines: ["gliclazide"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Alpha lipoic acid 600 mg",
          ingredients: [
            {
              ingredient: "alpha-lipoic-acid",
              amount: 600,
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
          ingredient: "alpha-lipoic-acid",
          with: {
            medicine: "gliclazide",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on alpha lipoic acid (ask): "Talk with your healthcare provider if you take drugs that lower your blood sugar level. If you do, alpha-lipoic acid may be harmful because it also lowers your blood sugar level." Member typed: gliclazide.',
    sources: [
      {
        title: "Alpha lipoic acid: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://mskcc.org/cancer-care/integrative-medicine/herbs/alpha-lipoic-acid",
      },
    ],
  },
  {
    id: "sc-p36-alpha-lipoic-acid-insulin",
    title: "Taking insulin considers alpha lipoic acid",
    profile: {
      medicines: ["insulin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Alpha lipoic acid 600 mg",
          ingredients: [
            {
              ingredient: "alpha-lipoic-acid",
              amount: 600,
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
          ingredient: "alpha-lipoic-acid",
          with: {
            medicine: "insulin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on alpha lipoic acid (ask): "Talk with your healthcare provider if you take drugs that lower your blood sugar level. If you do, alpha-lipoic acid may be harmful because it also lowers your blood sugar level." Member typed: insulin.',
    sources: [
      {
        title: "Alpha lipoic acid: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://mskcc.org/cancer-care/integrative-medicine/herbs/alpha-lipoic-acid",
      },
    ],
  },
  {
    id: "sc-p36-alpha-lipoic-acid-sitagliptin",
    title: "Taking sitagliptin considers alpha lipoic acid",
    profile: {
      medicines: ["sitagliptin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Alpha lipoic acid 600 mg",
          ingredients: [
            {
              ingredient: "alpha-lipoic-acid",
              amount: 600,
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
          ingredient: "alpha-lipoic-acid",
          with: {
            medicine: "sitagliptin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on alpha lipoic acid (ask): "Talk with your healthcare provider if you take drugs that lower your blood sugar level. If you do, alpha-lipoic acid may be harmful because it also lowers your blood sugar level." Member typed: sitagliptin.',
    sources: [
      {
        title: "Alpha lipoic acid: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://mskcc.org/cancer-care/integrative-medicine/herbs/alpha-lipoic-acid",
      },
    ],
  },
  {
    id: "sc-p36-alpha-lipoic-acid-diabetes",
    title: "Someone with diabetes considers alpha lipoic acid",
    profile: {
      medicines: [],
      conditions: ["diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Alpha lipoic acid 600 mg",
          ingredients: [
            {
              ingredient: "alpha-lipoic-acid",
              amount: 600,
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
          ingredient: "alpha-lipoic-acid",
          with: {
            condition: "diabetes",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on alpha lipoic acid (ask): "Diabetic patients should consult their physicians before using ALA." Member typed: diabetes.',
    sources: [
      {
        title: "Alpha lipoic acid: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://mskcc.org/cancer-care/integrative-medicine/herbs/alpha-lipoic-acid",
      },
    ],
  },
  {
    id: "sc-p36-alpha-lipoic-acid-type-2-diabetes",
    title: "Someone with type 2 diabetes considers alpha lipoic acid",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Alpha lipoic acid 600 mg",
          ingredients: [
            {
              ingredient: "alpha-lipoic-acid",
              amount: 600,
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
          ingredient: "alpha-lipoic-acid",
          with: {
            condition: "type 2 diabetes",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on alpha lipoic acid (ask): "Diabetic patients should consult their physicians before using ALA." Member typed: type 2 diabetes.',
    sources: [
      {
        title: "Alpha lipoic acid: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://mskcc.org/cancer-care/integrative-medicine/herbs/alpha-lipoic-acid",
      },
    ],
  },
  {
    id: "sc-p36-vitamin-c-kidney-stones",
    title: "Someone with kidney stones considers vitamin c",
    profile: {
      medicines: [],
      conditions: ["kidney stones"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin c 1000 mg",
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
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-c",
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
      'Memorial Sloan Kettering\'s About Herbs page on vitamin c (ask): "Talk to your healthcare provider if you have kidney stones or kidney disease. Vitamin C can make these conditions worse." Member typed: kidney stones.',
    sources: [
      {
        title: "Vitamin c: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/vitamin-c",
      },
    ],
  },
  {
    id: "sc-p36-vitamin-c-kidney-disease",
    title: "Someone with kidney disease considers vitamin c",
    profile: {
      medicines: [],
      conditions: ["kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin c 1000 mg",
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
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-c",
          with: {
            condition: "kidney disease",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on vitamin c (ask): "Talk to your healthcare provider if you have kidney stones or kidney disease. Vitamin C can make these conditions worse." Member typed: kidney disease.',
    sources: [
      {
        title: "Vitamin c: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/vitamin-c",
      },
    ],
  },
  {
    id: "sc-p36-vitamin-c-on-dialysis",
    title: "Someone with on dialysis considers vitamin c",
    profile: {
      medicines: [],
      conditions: ["on dialysis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin c 1000 mg",
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
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-c",
          with: {
            condition: "on dialysis",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on vitamin c (ask): "Talk to your healthcare provider if you’re on dialysis for kidney disease. Vitamin C can worsen your condition." Member typed: on dialysis.',
    sources: [
      {
        title: "Vitamin c: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/vitamin-c",
      },
    ],
  },
  {
    id: "sc-p36-vitamin-c-bortezomib",
    title: "Taking bortezomib considers vitamin c",
    profile: {
      medicines: ["bortezomib"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin c 1000 mg",
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
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "bortezomib",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on vitamin c (avoid): "Avoid vitamin C if you’re on bortezomib (Velcade®) as part of your cancer treatment. Vitamin C can affect the way this medication acts in your body." Member typed: bortezomib.',
    sources: [
      {
        title: "Vitamin c: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/vitamin-c",
      },
    ],
  },
  {
    id: "sc-p36-vitamin-c-having-chemotherapy",
    title: "Someone with having chemotherapy considers vitamin c",
    profile: {
      medicines: [],
      conditions: ["having chemotherapy"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin c 1000 mg",
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
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-c",
          with: {
            condition: "having chemotherapy",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on vitamin c (avoid): "Avoid vitamin C if you’re on radiation therapy or chemotherapy." Member typed: having chemotherapy.',
    sources: [
      {
        title: "Vitamin c: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/vitamin-c",
      },
    ],
  },
  {
    id: "sc-p36-vitamin-c-having-radiotherapy",
    title: "Someone with having radiotherapy considers vitamin c",
    profile: {
      medicines: [],
      conditions: ["having radiotherapy"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin c 1000 mg",
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
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-c",
          with: {
            condition: "having radiotherapy",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Memorial Sloan Kettering\'s About Herbs page on vitamin c (avoid): "Avoid vitamin C if you’re on radiation therapy or chemotherapy." Member typed: having radiotherapy.',
    sources: [
      {
        title: "Vitamin c: About Herbs",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/vitamin-c",
      },
    ],
  },
];
