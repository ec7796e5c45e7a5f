// Scenarios from the product information of the registered herbal medicines the catalogue gained in the wcat
// round, written from each text's sections 4.3 to 4.6 before the checker's answer was seen.
import type { ScenarioInput } from "../schema";

export const WCAT_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-thr-devils-claw-duodenal-ulcer",
    title: "Devil's claw with an active duodenal ulcer",
    profile: {
      medicines: [],
      conditions: ["duodenal ulcer"],
    },
    stack: [
      {
        product: "healthspan-devils-claw-jointaid-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "devils-claw",
          with: {
            condition: "duodenal ulcer",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      "Section 4.3 of the registered product's SmPC lists patients with active gastric or duodenal ulcer as a contraindication.",
    sources: [
      {
        title: "Healthspan Devil's Claw JointAid summary of product characteristics",
        publisher: "UK SmPC, reproduced by patient-info.co.uk",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-thr-devils-claw-stomach-ulcer",
    title: "Devil's claw with a stomach ulcer",
    profile: {
      medicines: [],
      conditions: ["stomach ulcer"],
    },
    stack: [
      {
        product: "healthspan-devils-claw-jointaid-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "devils-claw",
          with: {
            condition: "stomach ulcer",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      "Section 4.3 lists active gastric or duodenal ulcer as a contraindication; a stomach ulcer is a gastric ulcer.",
    sources: [
      {
        title: "Healthspan Devil's Claw JointAid summary of product characteristics",
        publisher: "UK SmPC, reproduced by patient-info.co.uk",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-thr-devils-claw-heart-failure",
    title: "Devil's claw with heart failure (cardiac disorders caution)",
    profile: {
      medicines: [],
      conditions: ["heart failure"],
    },
    stack: [
      {
        product: "healthspan-devils-claw-jointaid-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "devils-claw",
          with: {
            condition: "heart failure",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Section 4.4 of UK devil's claw registrations: caution should be taken when devil's claw is given to patients with cardiac disorders.",
    sources: [
      {
        title: "JointEeze Devil's Claw summary of product characteristics",
        publisher: "UK SmPC, reproduced by medine.co.uk",
        url: "https://medine.co.uk/jointeeze-devils-claw-tablets/summary",
      },
    ],
  },
  {
    id: "sc-thr-devils-claw-hay-fever-quiet",
    title: "Devil's claw with hay fever stays quiet",
    profile: {
      medicines: [],
      conditions: ["hay fever"],
    },
    stack: [
      {
        product: "healthspan-devils-claw-jointaid-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "devils-claw",
          with: {
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      "Nothing in the product's sections 4.3 to 4.5 concerns hay fever: the checker should stay quiet.",
    sources: [
      {
        title: "Healthspan Devil's Claw JointAid summary of product characteristics",
        publisher: "UK SmPC, reproduced by patient-info.co.uk",
        url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-thr-lemon-balm-diazepam",
    title: "Lemon balm with diazepam",
    profile: {
      medicines: ["diazepam 5mg"],
      conditions: [],
    },
    stack: [
      {
        product: "holland-and-barrett-lemon-balm-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "lemon-balm",
          with: {
            medicine: "diazepam 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Section 4.5: concomitant use with synthetic sedatives (such as benzodiazepines) is not recommended unless advised by a doctor.",
    sources: [
      {
        title: "H&B Lemon Balm summary of product characteristics",
        publisher: "UK SmPC, reproduced by medine.co.uk",
        url: "https://medine.co.uk/holland-barrett-lemon-balm-capsules/summary",
      },
    ],
  },
  {
    id: "sc-thr-lemon-balm-zopiclone",
    title: "Lemon balm with zopiclone",
    profile: {
      medicines: ["zopiclone 7.5mg"],
      conditions: [],
    },
    stack: [
      {
        product: "holland-and-barrett-lemon-balm-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "lemon-balm",
          with: {
            medicine: "zopiclone 7.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Section 4.5: concomitant use with synthetic sedatives is not recommended unless advised by a doctor; zopiclone is a sedative sleeping tablet.",
    sources: [
      {
        title: "H&B Lemon Balm summary of product characteristics",
        publisher: "UK SmPC, reproduced by medine.co.uk",
        url: "https://medine.co.uk/holland-barrett-lemon-balm-capsules/summary",
      },
    ],
  },
  {
    id: "sc-thr-lemon-balm-pregnant",
    title: "Lemon balm in pregnancy",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        product: "holland-and-barrett-lemon-balm-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "lemon-balm",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Section 4.6: safety in pregnancy has not been established and, for want of data, use is not recommended.",
    sources: [
      {
        title: "H&B Lemon Balm summary of product characteristics",
        publisher: "UK SmPC, reproduced by medine.co.uk",
        url: "https://medine.co.uk/holland-barrett-lemon-balm-capsules/summary",
      },
    ],
  },
  {
    id: "sc-thr-artichoke-gallstones",
    title: "Artichoke with gallstones",
    profile: {
      medicines: [],
      conditions: ["gallstones"],
    },
    stack: [
      {
        product: "cassella-med-cypar-artichoke-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "artichoke",
          with: {
            condition: "gallstones",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale: "Section 4.3 lists gallstones and other biliary diseases as contraindications.",
    sources: [
      {
        title: "Cypar Artichoke summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/cypar-artichoke-capsules/summary",
      },
    ],
  },
  {
    id: "sc-thr-artichoke-hepatitis",
    title: "Artichoke with hepatitis",
    profile: {
      medicines: [],
      conditions: ["hepatitis"],
    },
    stack: [
      {
        product: "cassella-med-cypar-artichoke-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "artichoke",
          with: {
            condition: "hepatitis",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale: "Section 4.3 lists hepatitis as a contraindication.",
    sources: [
      {
        title: "Cypar Artichoke summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/cypar-artichoke-capsules/summary",
      },
    ],
  },
  {
    id: "sc-thr-artichoke-bile-duct",
    title: "Artichoke with a blocked bile duct",
    profile: {
      medicines: [],
      conditions: ["blocked bile duct"],
    },
    stack: [
      {
        product: "cassella-med-cypar-artichoke-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "artichoke",
          with: {
            condition: "blocked bile duct",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale: "Section 4.3 lists obstructions of the bile ducts as a contraindication.",
    sources: [
      {
        title: "Cypar Artichoke summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/cypar-artichoke-capsules/summary",
      },
    ],
  },
  {
    id: "sc-thr-artichoke-daisy-allergy",
    title: "Artichoke with an allergy to daisy family plants",
    profile: {
      medicines: [],
      conditions: ["allergic to daisies"],
    },
    stack: [
      {
        product: "cassella-med-cypar-artichoke-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "artichoke",
          with: {
            condition: "allergic to daisies",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Section 4.3 lists hypersensitivity to plants of the Asteraceae (Compositae) family, to which daisies belong.",
    sources: [
      {
        title: "Cypar Artichoke summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/cypar-artichoke-capsules/summary",
      },
    ],
  },
  {
    id: "sc-thr-lavender-zopiclone",
    title: "Lavender oil with zopiclone",
    profile: {
      medicines: ["zopiclone"],
      conditions: [],
    },
    stack: [
      {
        product: "kalms-kalms-lavender-one-a-day-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "lavender",
          with: {
            medicine: "zopiclone",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale: "Section 4.4: should not be taken with other medicines for sleep or anxiety.",
    sources: [
      {
        title: "Kalms Lavender One-a-Day summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/kalms-lavender-one-a-day-capsules/summary",
      },
    ],
  },
  {
    id: "sc-thr-lavender-diazepam",
    title: "Lavender oil with diazepam",
    profile: {
      medicines: ["diazepam"],
      conditions: [],
    },
    stack: [
      {
        product: "kalms-kalms-lavender-one-a-day-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "lavender",
          with: {
            medicine: "diazepam",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale: "Section 4.4: should not be taken with other medicines for sleep or anxiety; diazepam is one.",
    sources: [
      {
        title: "Kalms Lavender One-a-Day summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/kalms-lavender-one-a-day-capsules/summary",
      },
    ],
  },
  {
    id: "sc-thr-dandelion-gallstones",
    title: "Dandelion with gallstones",
    profile: {
      medicines: [],
      conditions: ["gallstones"],
    },
    stack: [
      {
        product: "holland-and-barrett-dandelion-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "dandelion",
          with: {
            condition: "gallstones",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale: "Section 4.3 lists gallstones among the contraindications.",
    sources: [
      {
        title: "H&B Dandelion summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/natures-garden-dandelion-capsules/summary",
      },
    ],
  },
  {
    id: "sc-thr-dandelion-peptic-ulcer",
    title: "Dandelion with an active peptic ulcer",
    profile: {
      medicines: [],
      conditions: ["peptic ulcer"],
    },
    stack: [
      {
        product: "holland-and-barrett-dandelion-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "dandelion",
          with: {
            condition: "peptic ulcer",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale: "Section 4.3 lists active peptic ulcer among the contraindications.",
    sources: [
      {
        title: "H&B Dandelion summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/natures-garden-dandelion-capsules/summary",
      },
    ],
  },
  {
    id: "sc-thr-dandelion-liver-disease",
    title: "Dandelion with liver disease",
    profile: {
      medicines: [],
      conditions: ["liver disease"],
    },
    stack: [
      {
        product: "holland-and-barrett-dandelion-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "dandelion",
          with: {
            condition: "liver disease",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale: "Section 4.3 lists liver disease among the contraindications.",
    sources: [
      {
        title: "H&B Dandelion summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/natures-garden-dandelion-capsules/summary",
      },
    ],
  },
  {
    id: "sc-thr-dandelion-furosemide",
    title: "Dandelion with furosemide (diuretic)",
    profile: {
      medicines: ["furosemide 40mg"],
      conditions: [],
    },
    stack: [
      {
        product: "holland-and-barrett-dandelion-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "dandelion",
          with: {
            medicine: "furosemide 40mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "The registration's use is to increase the amount of urine; taken with a diuretic the two effects add, so at least a note is expected.",
    sources: [
      {
        title: "H&B Dandelion summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/natures-garden-dandelion-capsules/summary",
      },
    ],
  },
  {
    id: "sc-thr-sage-diazepam",
    title: "Sage with diazepam (GABA medicine)",
    profile: {
      medicines: ["diazepam"],
      conditions: [],
    },
    stack: [
      {
        product: "bioforce-menoforce-sage-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "sage",
          with: {
            medicine: "diazepam",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Section 4.5: sage leaf preparations might influence medicines acting via the GABA receptor (e.g. benzodiazepines), so use together is not recommended.",
    sources: [
      {
        title: "Menoforce Sage summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
    ],
  },
  {
    id: "sc-thr-sage-phenobarbital",
    title: "Sage with phenobarbital",
    profile: {
      medicines: ["phenobarbital"],
      conditions: [],
    },
    stack: [
      {
        product: "bioforce-menoforce-sage-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "sage",
          with: {
            medicine: "phenobarbital",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale: "Section 4.5 names barbiturates among the GABA-receptor medicines not to take with sage.",
    sources: [
      {
        title: "Menoforce Sage summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
    ],
  },
  {
    id: "sc-thr-sage-breastfeeding",
    title: "Sage while breastfeeding",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        product: "bioforce-menoforce-sage-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "sage",
          with: {
            condition: "breastfeeding",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Section 4.6: safety during pregnancy and lactation has not been established, so use is not recommended.",
    sources: [
      {
        title: "Menoforce Sage summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
    ],
  },
  {
    id: "sc-thr-horse-chestnut-kidney",
    title: "Horse chestnut with kidney failure",
    profile: {
      medicines: [],
      conditions: ["kidney failure"],
    },
    stack: [
      {
        product: "bioforce-venaforce-horse-chestnut-gr-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "horse-chestnut",
          with: {
            condition: "kidney failure",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale: "Section 4.4: with cardiac or renal insufficiency a doctor should be consulted immediately.",
    sources: [
      {
        title: "Venaforce summary of product characteristics",
        publisher: "UK SmPC, reproduced by patient-info.co.uk",
        url: "https://patient-info.co.uk/venaforce-horse-chestnut-gr-tablets-93261/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-thr-horse-chestnut-dvt",
    title: "Horse chestnut with a blood clot in the leg",
    profile: {
      medicines: [],
      conditions: ["DVT"],
    },
    stack: [
      {
        product: "bioforce-venaforce-horse-chestnut-gr-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "horse-chestnut",
          with: {
            condition: "DVT",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Section 4.4: thrombophlebitis or sudden swelling of one or both legs needs a doctor straight away, as it may be a sign of serious disease.",
    sources: [
      {
        title: "Venaforce summary of product characteristics",
        publisher: "UK SmPC, reproduced by patient-info.co.uk",
        url: "https://patient-info.co.uk/venaforce-horse-chestnut-gr-tablets-93261/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-thr-horse-chestnut-leg-ulcer",
    title: "Horse chestnut with a venous leg ulcer",
    profile: {
      medicines: [],
      conditions: ["venous leg ulcer"],
    },
    stack: [
      {
        product: "bioforce-venaforce-horse-chestnut-gr-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "horse-chestnut",
          with: {
            condition: "venous leg ulcer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale: "Section 4.4: patients who have developed ulcers on their lower limbs should see a doctor.",
    sources: [
      {
        title: "Venaforce summary of product characteristics",
        publisher: "UK SmPC, reproduced by patient-info.co.uk",
        url: "https://patient-info.co.uk/venaforce-horse-chestnut-gr-tablets-93261/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-thr-peppermint-omeprazole",
    title: "Peppermint oil capsules with omeprazole",
    profile: {
      medicines: ["omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        product: "buscomint-buscomint-peppermint-oil-0-2ml-gastro-resistant-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "peppermint-oil",
          with: {
            medicine: "omeprazole 20mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "UK peppermint oil capsule texts: medicines that reduce stomach acid can release the oil too early in the stomach, so they are taken apart.",
    sources: [
      {
        title: "Buscomint summary of product characteristics",
        publisher: "UK SmPC, reproduced by medthority.com",
        url: "https://medthority.com/drugs/a-alimentary-tract-and-metabolism/a03/a03a/a03ax/buscomint",
      },
    ],
  },
  {
    id: "sc-thr-peppermint-gaviscon",
    title: "Peppermint oil capsules with an antacid",
    profile: {
      medicines: ["Rennie"],
      conditions: [],
    },
    stack: [
      {
        product: "buscomint-buscomint-peppermint-oil-0-2ml-gastro-resistant-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "peppermint-oil",
          with: {
            medicine: "Rennie",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "UK peppermint oil capsule texts: antacids can release the oil too early in the stomach, so they are taken apart.",
    sources: [
      {
        title: "Buscomint summary of product characteristics",
        publisher: "UK SmPC, reproduced by medthority.com",
        url: "https://medthority.com/drugs/a-alimentary-tract-and-metabolism/a03/a03a/a03ax/buscomint",
      },
    ],
  },
  {
    id: "sc-thr-peppermint-heartburn",
    title: "Peppermint oil with heartburn / hiatus hernia",
    profile: {
      medicines: [],
      conditions: ["hiatus hernia"],
    },
    stack: [
      {
        product: "buscomint-buscomint-peppermint-oil-0-2ml-gastro-resistant-capsules",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "peppermint-oil",
          with: {
            condition: "hiatus hernia",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "UK peppermint oil capsule texts: in people with heartburn or a hiatus hernia, symptoms may be made worse.",
    sources: [
      {
        title: "Buscomint summary of product characteristics",
        publisher: "UK SmPC, reproduced by medthority.com",
        url: "https://medthority.com/drugs/a-alimentary-tract-and-metabolism/a03/a03a/a03ax/buscomint",
      },
    ],
  },
  {
    id: "sc-thr-ginger-peptic-ulcer",
    title: "Ginger tablets with a peptic ulcer",
    profile: {
      medicines: [],
      conditions: ["peptic ulcer"],
    },
    stack: [
      {
        product: "hri-ginger-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "ginger",
          with: {
            condition: "peptic ulcer",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale: "Section 4.3 lists peptic or duodenal ulcer as a contraindication.",
    sources: [
      {
        title: "HRI Ginger summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/hri-travel-and-digestion-relief-tablets/summary",
      },
    ],
  },
  {
    id: "sc-thr-ginger-gallstones",
    title: "Ginger tablets with gallstones",
    profile: {
      medicines: [],
      conditions: ["gallstones"],
    },
    stack: [
      {
        product: "hri-ginger-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "ginger",
          with: {
            condition: "gallstones",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      "Section 4.3 lists obstruction of the bile duct, cholangitis or gall stones as contraindications.",
    sources: [
      {
        title: "HRI Ginger summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/hri-travel-and-digestion-relief-tablets/summary",
      },
    ],
  },
  {
    id: "sc-thr-ginger-surgery",
    title: "Ginger tablets before an operation",
    profile: {
      medicines: [],
      conditions: ["operation next week"],
    },
    stack: [
      {
        product: "hri-ginger-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "ginger",
          with: {
            condition: "operation next week",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Section 4.4: stop at least 2 weeks before elective surgery, for the bleeding risk and interactions with anaesthetic medicines.",
    sources: [
      {
        title: "HRI Ginger summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/hri-travel-and-digestion-relief-tablets/summary",
      },
    ],
  },
  {
    id: "sc-thr-ginger-warfarin",
    title: "Ginger tablets with warfarin",
    profile: {
      medicines: ["warfarin"],
      conditions: [],
    },
    stack: [
      {
        product: "hri-ginger-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "ginger",
          with: {
            medicine: "warfarin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Section 4.4: ginger may inhibit platelet aggregation and so may theoretically increase the risk of bleeding; at least a note with a blood thinner.",
    sources: [
      {
        title: "HRI Ginger summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/hri-travel-and-digestion-relief-tablets/summary",
      },
    ],
  },
  {
    id: "sc-thr-ginger-clopidogrel",
    title: "Ginger tablets with clopidogrel",
    profile: {
      medicines: ["clopidogrel 75mg"],
      conditions: [],
    },
    stack: [
      {
        product: "hri-ginger-tablets",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "ginger",
          with: {
            medicine: "clopidogrel 75mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Section 4.4: ginger may inhibit platelet aggregation and so may theoretically increase the risk of bleeding; at least a note with an antiplatelet medicine.",
    sources: [
      {
        title: "HRI Ginger summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/hri-travel-and-digestion-relief-tablets/summary",
      },
    ],
  },
];
