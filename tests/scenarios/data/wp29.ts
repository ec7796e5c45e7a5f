// Scenarios of the p29 round's blind probe, written by two helpers who had not seen the records: the EU package
// leaflets of about 40 more medicines taken at home (blood pressure and cholesterol combinations, the pill, diabetes,
// anaemia, bone and rare-disease medicines), read in full in the Gravitate Health ePI copy.
import type { ScenarioInput } from "../schema";

export const WP29_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p29a-enyglid-sjw-tablets",
    title: "Man with type 2 diabetes on Enyglid starts St John's wort tablets for low mood",
    profile: {
      medicines: ["Enyglid 1mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
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
            medicine: "Enyglid 1mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Enyglid leaflet, "Other medicines and Enyglid": "Your body\'s response to Enyglid may change if you take other medicines, especially these: ... St.John\'s wort (herbal medicine)." "May change" the response to a blood-sugar-lowering medicine - tell the doctor/pharmacist, moderate.',
    sources: [
      {
        title: "Enyglid tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8a64404ab8208188b8002b2af6aa836e.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-enyglid-kira",
    title: "Woman on Enyglid before meals buys Kira Low Mood Relief",
    profile: {
      medicines: ["Enyglid 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira Low Mood Relief (St John's wort extract 300 mg) tablets",
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
            medicine: "Enyglid 2mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Enyglid leaflet, "Other medicines and Enyglid": "Your body\'s response to Enyglid may change if you take other medicines, especially these: ... St.John\'s wort (herbal medicine)." Kira is a St John\'s wort product; the leaflet names it in the list that "may change" the response to Enyglid - moderate.',
    sources: [
      {
        title: "Enyglid tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8a64404ab8208188b8002b2af6aa836e.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-repaglinide-sjw-tea",
    title: "Retired man on repaglinide drinks St John's wort tea twice a day",
    profile: {
      medicines: ["repaglinide 0.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea bags (1.5 g herb)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 1500,
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "repaglinide 0.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Enyglid leaflet, "Other medicines and Enyglid": "Your body\'s response to Enyglid may change if you take other medicines, especially these: ... St.John\'s wort (herbal medicine)." Enyglid is repaglinide; the herb as tea is still St John\'s wort - moderate.',
    sources: [
      {
        title: "Enyglid tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8a64404ab8208188b8002b2af6aa836e.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-enyglid-metformin-sjw",
    title: "Woman on Enyglid plus metformin adds St John's wort for menopausal low mood",
    profile: {
      medicines: ["Enyglid 1mg", "metformin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
          ingredients: [
            {
              ingredient: "st-johns-wort",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Enyglid 1mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Enyglid leaflet, "Other medicines and Enyglid": "Your body\'s response to Enyglid may change if you take other medicines, especially these: ... St.John\'s wort (herbal medicine)." The leaflet allows metformin ("You can take Enyglid with metformin") but lists St John\'s wort - moderate for the Enyglid pair.',
    sources: [
      {
        title: "Enyglid tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8a64404ab8208188b8002b2af6aa836e.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-enyglid-vitamin-d-quiet",
    title: "Enyglid user asks if a winter vitamin D3 tablet is fine",
    profile: {
      medicines: ["Enyglid 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Enyglid 1mg",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; Enyglid names St John's wort as its only herbal product and has no general vitamin/herbal line (\"Tell your doctor or pharmacist if you are taking or have recently taken any other medicines\"). Vitamin D is not named and has no known effect on repaglinide levels or blood sugar at 25 micrograms a day.",
    sources: [
      {
        title: "Enyglid tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8a64404ab8208188b8002b2af6aa836e.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-enyglid-fish-oil-quiet",
    title: "Man on Enyglid takes omega-3 fish oil capsules",
    profile: {
      medicines: ["Enyglid 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Enyglid 2mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Enyglid names St John\'s wort as its only herbal product and has no general vitamin/herbal line ("Tell your doctor or pharmacist if you are taking or have recently taken any other medicines"). Fish oil is not among the listed medicines ("especially these: Monoamine oxidase inhibitors ... St.John\'s wort") and has no plausible effect on repaglinide.',
    sources: [
      {
        title: "Enyglid tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8a64404ab8208188b8002b2af6aa836e.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-enyglid-calcium-quiet",
    title: "Woman on Enyglid takes a calcium carbonate supplement for her bones",
    profile: {
      medicines: ["Enyglid 0.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g tablets (500 mg calcium)",
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
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Enyglid 0.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Enyglid names St John\'s wort as its only herbal product and has no general vitamin/herbal line ("Tell your doctor or pharmacist if you are taking or have recently taken any other medicines"). No antacid or mineral spacing is given (tablets are taken "immediately before or up to 30 minutes before each main meal") and calcium is not listed.',
    sources: [
      {
        title: "Enyglid tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8a64404ab8208188b8002b2af6aa836e.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-enyglid-b12-quiet",
    title: "Enyglid and metformin user is advised to take vitamin B12",
    profile: {
      medicines: ["Enyglid 1mg", "metformin 1g"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Enyglid 1mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Enyglid names St John\'s wort as its only herbal product and has no general vitamin/herbal line ("Tell your doctor or pharmacist if you are taking or have recently taken any other medicines"). Vitamin B12 is not named and does not affect repaglinide; the leaflet lists only medicines and "St.John\'s wort (herbal medicine)".',
    sources: [
      {
        title: "Enyglid tablets (repaglinide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8a64404ab8208188b8002b2af6aa836e.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-aqumeldi-potassium-tablets",
    title: "Teenager with heart failure on Aqumeldi is given potassium tablets from a health shop",
    profile: {
      medicines: ["Aqumeldi 1mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Potassium supplement tablets (potassium 200 mg)",
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
            medicine: "Aqumeldi 1mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Aqumeldi leaflet, "Other medicines and Aqumeldi": "potassium preserving medicines, medicines to increase potassium in the blood can cause the potassium to be too high) ... potassium supplements and salt substitutes"; warnings: "substitutes that contain potassium ... may lead to high blood potassium levels (hyperkalaemia) ... Your or your child\'s doctor may need to adjust the dose of Aqumeldi or regularly check the amount of potassium in the blood." Named potassium supplements - talk to the doctor first and check potassium, moderate.',
    sources: [
      {
        title:
          "Aqumeldi orodispersible tablets (enalapril maleate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5df3251458790d2240f34b809fdcc93e.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-aqumeldi-losalt",
    title: "Family of a 16-year-old on Aqumeldi switch to LoSalt at home",
    profile: {
      medicines: ["Aqumeldi 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt substitute (potassium chloride; about 330 mg potassium per 1 g)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 330,
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
          ingredient: "potassium",
          with: {
            medicine: "Aqumeldi 2mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Aqumeldi leaflet, "Other medicines and Aqumeldi": "potassium preserving medicines, medicines to increase potassium in the blood can cause the potassium to be too high) ... potassium supplements and salt substitutes"; warnings: "substitutes that contain potassium ... may lead to high blood potassium levels (hyperkalaemia) ... Your or your child\'s doctor may need to adjust the dose of Aqumeldi or regularly check the amount of potassium in the blood." LoSalt is a potassium salt substitute, which the leaflet names ("salt substitutes") - moderate.',
    sources: [
      {
        title:
          "Aqumeldi orodispersible tablets (enalapril maleate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5df3251458790d2240f34b809fdcc93e.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-aqumeldi-effervescent-k",
    title: "Young adult on enalapril orodispersible tablets is sold effervescent potassium for cramps",
    profile: {
      medicines: ["Aqumeldi 0.25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Effervescent potassium chloride tablets (12 mmol, about 470 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "Aqumeldi 0.25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Aqumeldi leaflet, "Other medicines and Aqumeldi": "potassium preserving medicines, medicines to increase potassium in the blood can cause the potassium to be too high) ... potassium supplements and salt substitutes"; warnings: "substitutes that contain potassium ... may lead to high blood potassium levels (hyperkalaemia) ... Your or your child\'s doctor may need to adjust the dose of Aqumeldi or regularly check the amount of potassium in the blood." Potassium supplements can push potassium "too high" with enalapril - moderate.',
    sources: [
      {
        title:
          "Aqumeldi orodispersible tablets (enalapril maleate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5df3251458790d2240f34b809fdcc93e.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-cholib-niacin-500-twice",
    title: "Man on Cholib buys nicotinic acid 500 mg tablets, two a day, to raise HDL",
    profile: {
      medicines: ["Cholib 145mg/20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Niacin (nicotinic acid) 500 mg tablets",
          ingredients: [
            {
              ingredient: "niacin",
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
          ingredient: "niacin",
          with: {
            medicine: "Cholib 145mg/20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Cholib leaflet: "In particular tell your doctor or pharmacist if you are taking any of the following medicines (taking Cholib with any of these medicines can increase the risk of muscle problems): high doses of at least 1 gram per day of niacin (nicotinic acid) or a treatment containing niacin". 2 x 500 mg is 1 g a day of niacin, the dose the leaflet names - moderate (tell the doctor; muscle risk).',
    sources: [
      {
        title:
          "Cholib film-coated tablets (fenofibrate/simvastatin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-63e581259f99b3ad3581a50239777ba2.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-cholib-flush-free-niacin",
    title: "Woman on Cholib takes 1000 mg flush-free niacin capsules",
    profile: {
      medicines: ["Cholib 145mg/40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Flush-free niacin 1000 mg capsules",
          ingredients: [
            {
              ingredient: "niacin",
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
          ingredient: "niacin",
          with: {
            medicine: "Cholib 145mg/40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Cholib leaflet: "In particular tell your doctor or pharmacist if you are taking any of the following medicines (taking Cholib with any of these medicines can increase the risk of muscle problems): high doses of at least 1 gram per day of niacin (nicotinic acid) or a treatment containing niacin". A 1000 mg niacin product meets "at least 1 gram per day" - moderate.',
    sources: [
      {
        title:
          "Cholib film-coated tablets (fenofibrate/simvastatin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-63e581259f99b3ad3581a50239777ba2.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-elmiron-vitamin-d-quiet",
    title: "Woman with bladder pain syndrome on elmiron takes vitamin D3",
    profile: {
      medicines: ["elmiron 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "elmiron 100mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; elmiron names only "medicines that prevent blood clotting, or painkillers that reduce blood clotting" and has no herbal or vitamin line; section 3 says only "at least 1 hour before or 2 hours after meals". Vitamin D has no effect on clotting or on pentosan polysulfate.',
    sources: [
      {
        title:
          "elmiron 100 mg hard capsules (pentosan polysulfate sodium) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5245a6b0f8b8592e9406a25ffe7ba2b2.html",
      },
    ],
  },
  {
    id: "sc-p29a-elmiron-b12-quiet",
    title: "elmiron user asks about a vitamin B12 tablet",
    profile: {
      medicines: ["elmiron 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "elmiron 100mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; elmiron names only "medicines that prevent blood clotting, or painkillers that reduce blood clotting" and has no herbal or vitamin line; section 3 says only "at least 1 hour before or 2 hours after meals". Vitamin B12 is not named and has no bleeding or absorption mechanism with elmiron.',
    sources: [
      {
        title:
          "elmiron 100 mg hard capsules (pentosan polysulfate sodium) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5245a6b0f8b8592e9406a25ffe7ba2b2.html",
      },
    ],
  },
  {
    id: "sc-p29a-lyfnua-vitamin-d-quiet",
    title: "Woman with chronic cough on Lyfnua takes vitamin D3 in winter",
    profile: {
      medicines: ["Lyfnua 45mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 micrograms (400 IU) tablets",
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
            medicine: "Lyfnua 45mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Lyfnua has only the general line "Tell your doctor or pharmacist if you are taking ... any other medicines", names no medicine, herb or nutrient, and "You can take the tablet with or without food". No plausible mechanism between vitamin D and gefapixant.',
    sources: [
      {
        title: "Lyfnua 45 mg film-coated tablets (gefapixant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d5d0f8dae3251797998b53d83d0b35fa.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-lyfnua-vitamin-c-quiet",
    title: "Man on Lyfnua takes vitamin C tablets",
    profile: {
      medicines: ["Lyfnua 45mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 500 mg tablets",
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
          ingredient: "vitamin-c",
          with: {
            medicine: "Lyfnua 45mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Lyfnua has only the general line "Tell your doctor or pharmacist if you are taking ... any other medicines", names no medicine, herb or nutrient, and "You can take the tablet with or without food". Vitamin C 500 mg is not named and has no known interaction with gefapixant.',
    sources: [
      {
        title: "Lyfnua 45 mg film-coated tablets (gefapixant) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d5d0f8dae3251797998b53d83d0b35fa.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-crysvita-vitamin-d3-otc",
    title: "Adult with XLH on Crysvita injections buys a high-strength vitamin D3 supplement",
    profile: {
      medicines: ["Crysvita 30mg injection"],
      conditions: ["X-linked hypophosphataemia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Crysvita 30mg injection",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'CRYSVITA leaflet: "Do not use CRYSVITA if ... you are taking any phosphate supplements or certain vitamin D supplements (that contain so called active vitamin D, e.g. calcitriol)" and "Do not take CRYSVITA and tell your doctor if you are taking: ... certain vitamin D supplements (that contain so called active vitamin D, e.g. calcitriol). There are some vitamin D supplements you can continue or start to use and your doctor will advise which ones these are." Plain vitamin D3 is not the "active vitamin D" that is contraindicated, but the leaflet says the doctor "will advise which ones" may be used - moderate (ask first).',
    sources: [
      {
        title: "CRYSVITA solution for injection (burosumab) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8727047706feba67762f580057591e03.html",
      },
    ],
  },
  {
    id: "sc-p29a-crysvita-vitamin-d3-4000",
    title: "Woman with XLH on Crysvita wants 100 microgram (4000 IU) vitamin D3 drops",
    profile: {
      medicines: ["Crysvita 20mg injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 4000 IU (100 micrograms) oral spray",
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
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Crysvita 20mg injection",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'CRYSVITA leaflet: "Do not use CRYSVITA if ... you are taking any phosphate supplements or certain vitamin D supplements (that contain so called active vitamin D, e.g. calcitriol)" and "Do not take CRYSVITA and tell your doctor if you are taking: ... certain vitamin D supplements (that contain so called active vitamin D, e.g. calcitriol). There are some vitamin D supplements you can continue or start to use and your doctor will advise which ones these are." Any vitamin D product should be cleared by the doctor ("your doctor will advise which ones") - moderate.',
    sources: [
      {
        title: "CRYSVITA solution for injection (burosumab) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8727047706feba67762f580057591e03.html",
      },
    ],
  },
  {
    id: "sc-p29a-crysvita-cod-liver-oil",
    title: "Man on burosumab takes cod liver oil capsules containing vitamin D",
    profile: {
      medicines: ["Crysvita 30mg injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cod liver oil 1000 mg capsules (vitamin A 400 micrograms, vitamin D 5 micrograms)",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Crysvita 30mg injection",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'CRYSVITA leaflet: "Do not use CRYSVITA if ... you are taking any phosphate supplements or certain vitamin D supplements (that contain so called active vitamin D, e.g. calcitriol)" and "Do not take CRYSVITA and tell your doctor if you are taking: ... certain vitamin D supplements (that contain so called active vitamin D, e.g. calcitriol). There are some vitamin D supplements you can continue or start to use and your doctor will advise which ones these are." The vitamin D in cod liver oil falls under "vitamin D supplements" that the doctor should approve - moderate.',
    sources: [
      {
        title: "CRYSVITA solution for injection (burosumab) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8727047706feba67762f580057591e03.html",
      },
    ],
  },
  {
    id: "sc-p29a-crysvita-b12-quiet",
    title: "Crysvita user asks about a vitamin B12 tablet",
    profile: {
      medicines: ["Crysvita 30mg injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Crysvita 30mg injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; CRYSVITA names only phosphate supplements, active vitamin D and calcimimetics, and has no general herbal/vitamin line ("Tell your doctor if you are taking ... any other medicines"). Vitamin B12 does not affect phosphate, calcium or burosumab.',
    sources: [
      {
        title: "CRYSVITA solution for injection (burosumab) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8727047706feba67762f580057591e03.html",
      },
    ],
  },
  {
    id: "sc-p29a-crysvita-vitamin-c-quiet",
    title: "Woman on Crysvita takes vitamin C during winter",
    profile: {
      medicines: ["Crysvita 20mg injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 500 mg tablets",
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
          ingredient: "vitamin-c",
          with: {
            medicine: "Crysvita 20mg injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; CRYSVITA names only phosphate supplements, active vitamin D and calcimimetics, and has no general herbal/vitamin line ("Tell your doctor if you are taking ... any other medicines"). Vitamin C is not named and has no phosphate or vitamin D mechanism.',
    sources: [
      {
        title: "CRYSVITA solution for injection (burosumab) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8727047706feba67762f580057591e03.html",
      },
    ],
  },
  {
    id: "sc-p29a-granupas-vitamin-d-quiet",
    title: "TB patient on GRANUPAS is given vitamin D3",
    profile: {
      medicines: ["Granupas 4g granules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Granupas 4g granules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; GRANUPAS names only antituberculosis medicines, ethionamide, "Vitamin B", digoxin, diphenhydramine and tenofovir, and has no general herbal line; section 3 says to take it in "tomato or orange juice" or on "apple sauce or yogurt". Vitamin D is not named and has no known interaction with para-aminosalicylic acid.',
    sources: [
      {
        title:
          "GRANUPAS 4 g gastro-resistant granules (para-aminosalicylic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eb144117bf1832a81a0b81022c43f19d.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-granupas-fish-oil-quiet",
    title: "Man on GRANUPAS asks about omega-3 fish oil",
    profile: {
      medicines: ["Granupas 4g granules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Granupas 4g granules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; GRANUPAS names only antituberculosis medicines, ethionamide, "Vitamin B", digoxin, diphenhydramine and tenofovir, and has no general herbal line; section 3 says to take it in "tomato or orange juice" or on "apple sauce or yogurt". Fish oil is not named and has no plausible mechanism with para-aminosalicylic acid.',
    sources: [
      {
        title:
          "GRANUPAS 4 g gastro-resistant granules (para-aminosalicylic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eb144117bf1832a81a0b81022c43f19d.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-evrysdi-vitamin-d-quiet",
    title: "Adult with SMA on Evrysdi takes vitamin D3",
    profile: {
      medicines: ["Evrysdi 5mg daily"],
      conditions: ["spinal muscular atrophy"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Evrysdi 5mg daily",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Evrysdi names only metformin and "medicines for the treatment of SMA", has no herbal/vitamin line, and section 3 says only "Do not mix the medicine with milk or formula milk". Vitamin D is not named and has no known interaction with risdiplam.',
    sources: [
      {
        title:
          "Evrysdi 0.75 mg/mL powder for oral solution (risdiplam) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d74c016d307ba635374b9ac3d63d2f85.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-evrysdi-b12-quiet",
    title: "Evrysdi user asks if vitamin B12 is fine",
    profile: {
      medicines: ["Evrysdi 5mg daily"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Evrysdi 5mg daily",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Evrysdi names only metformin and "medicines for the treatment of SMA", has no herbal/vitamin line, and section 3 says only "Do not mix the medicine with milk or formula milk". Vitamin B12 is not named and has no plausible mechanism with risdiplam.',
    sources: [
      {
        title:
          "Evrysdi 0.75 mg/mL powder for oral solution (risdiplam) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d74c016d307ba635374b9ac3d63d2f85.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-eladynos-b12-quiet",
    title: "Woman on Eladynos asks about vitamin B12",
    profile: {
      medicines: ["Eladynos 80 micrograms injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Eladynos 80 micrograms injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Eladynos names only "digoxin or digitalis" and "medicines to control high blood pressure", plus doctor-directed calcium and vitamin D; it has no herbal or general vitamin line. Vitamin B12 has no effect on calcium or abaloparatide.',
    sources: [
      {
        title:
          "Eladynos 80 micrograms/dose solution for injection in pre-filled pen (abaloparatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3aa969282c152694c6f4b966217ad337.html",
      },
    ],
  },
  {
    id: "sc-p29a-eladynos-vitamin-c-quiet",
    title: "Eladynos user takes vitamin C tablets",
    profile: {
      medicines: ["Eladynos 80 micrograms injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 500 mg tablets",
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
          ingredient: "vitamin-c",
          with: {
            medicine: "Eladynos 80 micrograms injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Eladynos names only "digoxin or digitalis" and "medicines to control high blood pressure", plus doctor-directed calcium and vitamin D; it has no herbal or general vitamin line. Vitamin C is not named and has no calcium or blood-pressure mechanism.',
    sources: [
      {
        title:
          "Eladynos 80 micrograms/dose solution for injection in pre-filled pen (abaloparatide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-3aa969282c152694c6f4b966217ad337.html",
      },
    ],
  },
  {
    id: "sc-p29a-effentora-vitamin-d-quiet",
    title: "Man with cancer pain on Effentora takes vitamin D3",
    profile: {
      medicines: ["Effentora 200 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Effentora 200 micrograms",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Effentora names sedatives, CYP3A4 inhibitors, MAO inhibitors, opioid partial agonists, gabapentinoids and serotonergic antidepressants ("Tell your doctor or pharmacist if you are taking or have recently taken or might take any other medicines"), with no herbal or vitamin line; sedative or serotonergic herbs were deliberately not used as quiet cases. Vitamin D has no sedative, serotonergic or CYP3A4 effect.',
    sources: [
      {
        title: "Effentora buccal tablets (fentanyl citrate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e3e38f96bdd05d0b2e420ed431026ab9.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-effentora-vitamin-c-quiet",
    title: "Woman using Effentora for breakthrough pain takes vitamin C",
    profile: {
      medicines: ["Effentora 100 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 500 mg tablets",
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
          ingredient: "vitamin-c",
          with: {
            medicine: "Effentora 100 micrograms",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Effentora names sedatives, CYP3A4 inhibitors, MAO inhibitors, opioid partial agonists, gabapentinoids and serotonergic antidepressants ("Tell your doctor or pharmacist if you are taking or have recently taken or might take any other medicines"), with no herbal or vitamin line; sedative or serotonergic herbs were deliberately not used as quiet cases. Vitamin C 500 mg has no plausible mechanism with buccal fentanyl.',
    sources: [
      {
        title: "Effentora buccal tablets (fentanyl citrate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-e3e38f96bdd05d0b2e420ed431026ab9.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-lydisilka-sjw-tablets",
    title: "Woman on the Lydisilka pill starts St John's wort tablets for low mood",
    profile: {
      medicines: ["Lydisilka"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
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
            medicine: "Lydisilka",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lydisilka leaflet, "Other medicines and Lydisilka": "The herbal product St. John\'s wort (Hypericum perforatum) may also stop Lydisilka from working properly. If you want to use herbal products containing St. John\'s wort while you are already using Lydisilka you should consult your doctor first." and "If you are taking these medicines or herbal products that might make Lydisilka less effective, a barrier contraceptive method should also be used ... for 28 days after its discontinuation". Contraceptive failure risk - consult the doctor first and use condoms: at least moderate.',
    sources: [
      {
        title:
          "Lydisilka 3 mg/14.2 mg film-coated tablets (drospirenone/estetrol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c4f905f197a0b095e7beed90273743e5.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-lydisilka-kira",
    title: "Student on Lydisilka buys Kira Low Mood Relief before exams",
    profile: {
      medicines: ["Lydisilka 3mg/14.2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira Low Mood Relief (St John's wort extract 300 mg) tablets",
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
            medicine: "Lydisilka 3mg/14.2mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lydisilka leaflet, "Other medicines and Lydisilka": "The herbal product St. John\'s wort (Hypericum perforatum) may also stop Lydisilka from working properly. If you want to use herbal products containing St. John\'s wort while you are already using Lydisilka you should consult your doctor first." and "If you are taking these medicines or herbal products that might make Lydisilka less effective, a barrier contraceptive method should also be used ... for 28 days after its discontinuation". Kira is a St John\'s wort product - moderate (consult doctor; barrier method).',
    sources: [
      {
        title:
          "Lydisilka 3 mg/14.2 mg film-coated tablets (drospirenone/estetrol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c4f905f197a0b095e7beed90273743e5.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-lydisilka-sjw-tea",
    title: "Woman on Lydisilka drinks St John's wort tea every evening",
    profile: {
      medicines: ["Lydisilka"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea bags (1.5 g herb)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 1500,
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Lydisilka",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lydisilka leaflet, "Other medicines and Lydisilka": "The herbal product St. John\'s wort (Hypericum perforatum) may also stop Lydisilka from working properly. If you want to use herbal products containing St. John\'s wort while you are already using Lydisilka you should consult your doctor first." and "If you are taking these medicines or herbal products that might make Lydisilka less effective, a barrier contraceptive method should also be used ... for 28 days after its discontinuation". Herbal tea is still a "herbal product containing St. John\'s wort" - moderate.',
    sources: [
      {
        title:
          "Lydisilka 3 mg/14.2 mg film-coated tablets (drospirenone/estetrol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c4f905f197a0b095e7beed90273743e5.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-lydisilka-sjw-multi-herbal",
    title: "Pill user on Lydisilka takes a 'mood and sleep' blend with St John's wort and valerian",
    profile: {
      medicines: ["Lydisilka"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Mood & sleep herbal blend (St John's wort 300 mg, valerian 250 mg)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "valerian",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Lydisilka",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lydisilka leaflet, "Other medicines and Lydisilka": "The herbal product St. John\'s wort (Hypericum perforatum) may also stop Lydisilka from working properly. If you want to use herbal products containing St. John\'s wort while you are already using Lydisilka you should consult your doctor first." and "If you are taking these medicines or herbal products that might make Lydisilka less effective, a barrier contraceptive method should also be used ... for 28 days after its discontinuation". Any blend containing St John\'s wort falls under the leaflet warning - moderate for the St John\'s wort link.',
    sources: [
      {
        title:
          "Lydisilka 3 mg/14.2 mg film-coated tablets (drospirenone/estetrol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c4f905f197a0b095e7beed90273743e5.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-lydisilka-folic-acid-quiet",
    title: "Woman on Lydisilka who may plan a pregnancy next year takes folic acid",
    profile: {
      medicines: ["Lydisilka"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 microgram tablets",
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
          ingredient: "folic-acid",
          with: {
            medicine: "Lydisilka",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Lydisilka names enzyme-inducing medicines and "The herbal product St. John\'s wort" only; it has no vitamin or general herbal line ("Lydisilka may be taken with or without food"). Folic acid is not named and does not reduce contraceptive hormone levels.',
    sources: [
      {
        title:
          "Lydisilka 3 mg/14.2 mg film-coated tablets (drospirenone/estetrol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c4f905f197a0b095e7beed90273743e5.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-lydisilka-vitamin-d-quiet",
    title: "Lydisilka user takes vitamin D3 over winter",
    profile: {
      medicines: ["Lydisilka"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 micrograms (400 IU) tablets",
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
            medicine: "Lydisilka",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Lydisilka names enzyme-inducing medicines and "The herbal product St. John\'s wort" only; it has no vitamin or general herbal line ("Lydisilka may be taken with or without food"). Vitamin D is not an enzyme inducer and is not named.',
    sources: [
      {
        title:
          "Lydisilka 3 mg/14.2 mg film-coated tablets (drospirenone/estetrol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c4f905f197a0b095e7beed90273743e5.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-lydisilka-b12-quiet",
    title: "Vegan woman on Lydisilka takes vitamin B12",
    profile: {
      medicines: ["Lydisilka"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Lydisilka",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Lydisilka names enzyme-inducing medicines and "The herbal product St. John\'s wort" only; it has no vitamin or general herbal line ("Lydisilka may be taken with or without food"). Vitamin B12 has no effect on estetrol or drospirenone levels.',
    sources: [
      {
        title:
          "Lydisilka 3 mg/14.2 mg film-coated tablets (drospirenone/estetrol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c4f905f197a0b095e7beed90273743e5.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-lydisilka-fish-oil-quiet",
    title: "Woman on Lydisilka takes omega-3 fish oil",
    profile: {
      medicines: ["Lydisilka"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Lydisilka",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Lydisilka names enzyme-inducing medicines and "The herbal product St. John\'s wort" only; it has no vitamin or general herbal line ("Lydisilka may be taken with or without food"). Fish oil is not named and has no enzyme-inducing effect.',
    sources: [
      {
        title:
          "Lydisilka 3 mg/14.2 mg film-coated tablets (drospirenone/estetrol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c4f905f197a0b095e7beed90273743e5.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-aerius-vitamin-c-quiet",
    title: "Hay fever sufferer on Aerius takes vitamin C tablets",
    profile: {
      medicines: ["Aerius 5mg"],
      conditions: ["hay fever"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 500 mg tablets",
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
          ingredient: "vitamin-c",
          with: {
            medicine: "Aerius 5mg",
          },
        },
      ],
    },
    rationale:
      'Aerius leaflet, "Other medicines and Aerius": "There are no known interactions of Aerius with other medicines."; "Aerius may be taken with or without a meal." Quiet case: sections 2 and 3 read in full; no herbal or vitamin line. Vitamin C has no known interaction with desloratadine.',
    sources: [
      {
        title: "Aerius 5 mg film-coated tablets (desloratadine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-aeb0a2871b29083ccbf74783bc496505.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-aerius-vitamin-d-quiet",
    title: "Woman taking desloratadine (Aerius) for hives also takes vitamin D3",
    profile: {
      medicines: ["Aerius 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Aerius 5mg",
          },
        },
      ],
    },
    rationale:
      'Aerius leaflet, "Other medicines and Aerius": "There are no known interactions of Aerius with other medicines."; "Aerius may be taken with or without a meal." Quiet case: sections 2 and 3 read in full; no herbal or vitamin line. Vitamin D is not named and has no plausible mechanism.',
    sources: [
      {
        title: "Aerius 5 mg film-coated tablets (desloratadine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-aeb0a2871b29083ccbf74783bc496505.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-firdapse-vitamin-d-quiet",
    title: "Man with LEMS on Firdapse takes vitamin D3",
    profile: {
      medicines: ["Firdapse 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Firdapse 10mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; FIRDAPSE names QT-prolonging medicines, antimalarials, tramadol, antidepressants, antipsychotics, Parkinson\'s medicines, antihistamines, muscle relaxants and "Sedatives (e.g. barbiturates)", with no herbal or vitamin line ("The tablets ... are to be taken with food"); stimulant or sedative supplements were deliberately not used. Vitamin D has no effect on QT, seizure threshold or amifampridine.',
    sources: [
      {
        title: "FIRDAPSE 10 mg tablets (amifampridine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8e3f73294a020fb836dccebb0eb47004.html",
      },
    ],
  },
  {
    id: "sc-p29a-firdapse-b12-quiet",
    title: "Woman on amifampridine (Firdapse) asks about vitamin B12",
    profile: {
      medicines: ["Firdapse 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Firdapse 10mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; FIRDAPSE names QT-prolonging medicines, antimalarials, tramadol, antidepressants, antipsychotics, Parkinson\'s medicines, antihistamines, muscle relaxants and "Sedatives (e.g. barbiturates)", with no herbal or vitamin line ("The tablets ... are to be taken with food"); stimulant or sedative supplements were deliberately not used. Vitamin B12 is not named and has no plausible mechanism.',
    sources: [
      {
        title: "FIRDAPSE 10 mg tablets (amifampridine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8e3f73294a020fb836dccebb0eb47004.html",
      },
    ],
  },
  {
    id: "sc-p29a-bortezomib-sjw",
    title: "Man with myeloma on bortezomib injections takes St John's wort for low mood",
    profile: {
      medicines: ["bortezomib injection"],
      conditions: ["multiple myeloma"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
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
            medicine: "bortezomib injection",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Bortezomib Fresenius Kabi leaflet, "Other medicines and bortezomib": "In particular, tell your doctor if you are using medicines containing any of the following active substances: ... St. John\'s Wort (Hypericum perforatum), used for depression or other conditions". "Tell your doctor" - moderate.',
    sources: [
      {
        title:
          "Bortezomib Fresenius Kabi powder for solution for injection (bortezomib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-078ce846d23a61e02d1edb518ce5e784.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-bortezomib-kira",
    title: "Woman with mantle cell lymphoma on bortezomib buys Kira tablets",
    profile: {
      medicines: ["bortezomib 3.5mg injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kira Low Mood Relief (St John's wort extract 300 mg) tablets",
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
            medicine: "bortezomib 3.5mg injection",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Bortezomib Fresenius Kabi leaflet, "Other medicines and bortezomib": "In particular, tell your doctor if you are using medicines containing any of the following active substances: ... St. John\'s Wort (Hypericum perforatum), used for depression or other conditions". Kira contains St John\'s wort extract - moderate.',
    sources: [
      {
        title:
          "Bortezomib Fresenius Kabi powder for solution for injection (bortezomib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-078ce846d23a61e02d1edb518ce5e784.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-bortezomib-vitamin-d-quiet",
    title: "Myeloma patient on bortezomib takes vitamin D3",
    profile: {
      medicines: ["bortezomib injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "bortezomib injection",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; the bortezomib leaflet names \"St. John's Wort\" as its only herbal product and has no general vitamin/herbal line; green tea extract and high-dose vitamin C were deliberately not used as quiet cases. Vitamin D is not named and does not affect bortezomib.",
    sources: [
      {
        title:
          "Bortezomib Fresenius Kabi powder for solution for injection (bortezomib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-078ce846d23a61e02d1edb518ce5e784.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-bortezomib-b12-quiet",
    title: "Man on bortezomib asks if vitamin B12 tablets are fine",
    profile: {
      medicines: ["bortezomib injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "bortezomib injection",
          },
        },
      ],
    },
    rationale:
      " Quiet case: the leaflet's interaction sections (2 and 3) were read in full; the bortezomib leaflet names \"St. John's Wort\" as its only herbal product and has no general vitamin/herbal line; green tea extract and high-dose vitamin C were deliberately not used as quiet cases. Vitamin B12 has no plausible mechanism with bortezomib.",
    sources: [
      {
        title:
          "Bortezomib Fresenius Kabi powder for solution for injection (bortezomib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-078ce846d23a61e02d1edb518ce5e784.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-binocrit-ferrous-sulphate-self",
    title: "Dialysis patient on Binocrit buys her own ferrous sulphate tablets",
    profile: {
      medicines: ["Binocrit injection"],
      conditions: ["chronic kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Ferrous sulphate 200 mg tablets (65 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 65,
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
          ingredient: "iron",
          with: {
            medicine: "Binocrit injection",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Binocrit leaflet, "Other medicines and Binocrit": "Iron supplements and other blood stimulants may increase the effectiveness of Binocrit. Your doctor will decide if it is right for you to take them."; section 3: "You may be given iron supplements before and during Binocrit treatment to make it more effective." The interaction is wanted (better response) but the leaflet leaves iron to the doctor ("Your doctor will decide") - at least a minor note to check with the renal team.',
    sources: [
      {
        title:
          "Binocrit solution for injection in pre-filled syringe (epoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6f8fb6a1c6179a9554b85e75fc6f0388.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-binocrit-iron-multivitamin",
    title: "Man on epoetin alfa (Binocrit) before hip surgery takes an iron-containing multivitamin",
    profile: {
      medicines: ["Binocrit injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and minerals tablet (iron 14 mg, zinc 10 mg, vitamin C 80 mg)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
            {
              ingredient: "zinc",
              amount: 10,
              unit: "mg",
            },
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
            medicine: "Binocrit injection",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Binocrit leaflet, "Other medicines and Binocrit": "Iron supplements and other blood stimulants may increase the effectiveness of Binocrit. Your doctor will decide if it is right for you to take them."; section 3: "You may be given iron supplements before and during Binocrit treatment to make it more effective." Even low-dose iron is an "iron supplement" the leaflet asks the doctor to decide on - minor.',
    sources: [
      {
        title:
          "Binocrit solution for injection in pre-filled syringe (epoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6f8fb6a1c6179a9554b85e75fc6f0388.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-binocrit-vitamin-d-quiet",
    title: "Binocrit user with kidney disease takes a standard vitamin D3 tablet",
    profile: {
      medicines: ["Binocrit injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 micrograms (400 IU) tablets",
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
            medicine: "Binocrit injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Binocrit names only ciclosporin and "Iron supplements and other blood stimulants"; vitamin D is not named and does not affect epoetin.',
    sources: [
      {
        title:
          "Binocrit solution for injection in pre-filled syringe (epoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-6f8fb6a1c6179a9554b85e75fc6f0388.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-aranesp-vitamin-d-quiet",
    title: "Woman with kidney failure on Aranesp injections takes vitamin D3",
    profile: {
      medicines: ["Aranesp 40 micrograms injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 micrograms (400 IU) tablets",
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
            medicine: "Aranesp 40 micrograms injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Aranesp names only ciclosporin and tacrolimus, says "Food and drink do not affect Aranesp", and mentions iron only as "your doctor may recommend that you take iron supplements" (so iron was not used as a quiet case). Vitamin D has no effect on darbepoetin.',
    sources: [
      {
        title:
          "Aranesp solution for injection in pre-filled syringe (darbepoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-53644ac8be35bb2e5f6359de25449b5d.json.html",
      },
    ],
  },
  {
    id: "sc-p29a-aranesp-fish-oil-quiet",
    title: "Man on Aranesp during chemotherapy takes omega-3 fish oil",
    profile: {
      medicines: ["Aranesp 500 micrograms injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Aranesp 500 micrograms injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Aranesp names only ciclosporin and tacrolimus, says "Food and drink do not affect Aranesp", and mentions iron only as "your doctor may recommend that you take iron supplements" (so iron was not used as a quiet case). Fish oil is not named and has no plausible mechanism with darbepoetin.',
    sources: [
      {
        title:
          "Aranesp solution for injection in pre-filled syringe (darbepoetin alfa) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-53644ac8be35bb2e5f6359de25449b5d.json.html",
      },
    ],
  },
  {
    id: "sc-p29a-bortezomib-sjw-tea",
    title: "Myeloma patient on bortezomib drinks St John's wort tea",
    profile: {
      medicines: ["bortezomib injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea bags (1.5 g herb)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 1500,
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "bortezomib injection",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Bortezomib Fresenius Kabi leaflet, "Other medicines and bortezomib": "In particular, tell your doctor if you are using medicines containing any of the following active substances: ... St. John\'s Wort (Hypericum perforatum), used for depression or other conditions". Tea is still St John\'s wort - moderate.',
    sources: [
      {
        title:
          "Bortezomib Fresenius Kabi powder for solution for injection (bortezomib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-078ce846d23a61e02d1edb518ce5e784.xml.html",
      },
    ],
  },
  {
    id: "sc-p29a-cholib-niacin-250-four",
    title: "Man on Cholib takes four 250 mg niacin capsules a day",
    profile: {
      medicines: ["Cholib 145mg/20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Niacin (nicotinic acid) 250 mg capsules",
          ingredients: [
            {
              ingredient: "niacin",
              amount: 250,
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
          ingredient: "niacin",
          with: {
            medicine: "Cholib 145mg/20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Cholib leaflet: "In particular tell your doctor or pharmacist if you are taking any of the following medicines (taking Cholib with any of these medicines can increase the risk of muscle problems): high doses of at least 1 gram per day of niacin (nicotinic acid) or a treatment containing niacin". 4 x 250 mg = 1 g a day - moderate.',
    sources: [
      {
        title:
          "Cholib film-coated tablets (fenofibrate/simvastatin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-63e581259f99b3ad3581a50239777ba2.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-crysvita-adcal-d3",
    title: "Adult with XLH on Crysvita takes Adcal-D3 (calcium with vitamin D3)",
    profile: {
      medicines: ["Crysvita 30mg injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Adcal-D3 chewable tablets (calcium 600 mg, vitamin D3 10 micrograms)",
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
            medicine: "Crysvita 30mg injection",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'CRYSVITA leaflet: "Do not use CRYSVITA if ... you are taking any phosphate supplements or certain vitamin D supplements (that contain so called active vitamin D, e.g. calcitriol)" and "Do not take CRYSVITA and tell your doctor if you are taking: ... certain vitamin D supplements (that contain so called active vitamin D, e.g. calcitriol). There are some vitamin D supplements you can continue or start to use and your doctor will advise which ones these are." The vitamin D in Adcal-D3 is one the doctor should approve ("your doctor will advise which ones") - moderate; the leaflet also says "Your doctor will check the phosphate and calcium levels".',
    sources: [
      {
        title: "CRYSVITA solution for injection (burosumab) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8727047706feba67762f580057591e03.html",
      },
    ],
  },
  {
    id: "sc-p29a-eporatio-vitamin-d-quiet",
    title: "Man with chronic kidney disease on Eporatio takes vitamin D3",
    profile: {
      medicines: ["Eporatio 5000 IU injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 micrograms (400 IU) tablets",
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
            medicine: "Eporatio 5000 IU injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Eporatio has only "Please tell your doctor or pharmacist if you are taking ... any other medicines" and mentions iron only as "If your iron level is too low, your doctor may also prescribe you an iron preparation" (iron therefore not used as a quiet case). Vitamin D does not affect epoetin theta.',
    sources: [
      {
        title:
          "Eporatio solution for injection in pre-filled syringe (epoetin theta) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f46407e1e0462c87d0387a21507bffa2.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29a-eporatio-b12-quiet",
    title: "Woman on Eporatio during chemotherapy takes vitamin B12",
    profile: {
      medicines: ["Eporatio 20000 IU injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Eporatio 20000 IU injection",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Eporatio has only "Please tell your doctor or pharmacist if you are taking ... any other medicines" and mentions iron only as "If your iron level is too low, your doctor may also prescribe you an iron preparation" (iron therefore not used as a quiet case). Vitamin B12 is not named and has no interaction with epoetin theta.',
    sources: [
      {
        title:
          "Eporatio solution for injection in pre-filled syringe (epoetin theta) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f46407e1e0462c87d0387a21507bffa2.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29b-sibnayal-potassium-gluconate",
    title: "Woman with distal renal tubular acidosis on Sibnayal buys potassium tablets for cramps",
    profile: {
      medicines: ["Sibnayal 24 mEq granules"],
      conditions: ["distal renal tubular acidosis"],
    },
    stack: [
      {
        custom: {
          name: "Potassium gluconate tablets (99 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 99,
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
            medicine: "Sibnayal 24 mEq granules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Sibnayal leaflet: "Some medicines may affect how Sibnayal works or make side effects more likely. These include: any medicine that increases the level of potassium in your blood such as: ... potassium supplements (used to prevent or treat low potassium levels in the blood)"; and "Sibnayal 24 mEq contains 924 mg of potassium per sachet. This is to be taken into consideration if you have a reduced kidney function or if you are on a controlled potassium diet." Potassium supplements are named as making side effects more likely - tell the doctor (moderate).',
    sources: [
      {
        title:
          "Sibnayal 8 mEq / 24 mEq prolonged-release granules (potassium citrate, potassium hydrogen carbonate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1d09f2cdb23b1c4baeb1be5a4de77a38.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-sibnayal-losalt",
    title: "Man on Sibnayal switches to LoSalt to cut sodium",
    profile: {
      medicines: ["Sibnayal 24 mEq granules"],
      conditions: ["distal renal tubular acidosis"],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt, used in cooking and at the table (about 350 mg potassium per 1 g serving)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 350,
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
          ingredient: "potassium",
          with: {
            medicine: "Sibnayal 24 mEq granules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Sibnayal leaflet: "Some medicines may affect how Sibnayal works or make side effects more likely. These include: any medicine that increases the level of potassium in your blood such as: ... potassium supplements (used to prevent or treat low potassium levels in the blood)"; and "Sibnayal 24 mEq contains 924 mg of potassium per sachet. This is to be taken into consideration if you have a reduced kidney function or if you are on a controlled potassium diet." A potassium-chloride salt substitute is an extra potassium source of the kind the leaflet warns about ("potassium supplements"; "controlled potassium diet") - moderate.',
    sources: [
      {
        title:
          "Sibnayal 8 mEq / 24 mEq prolonged-release granules (potassium citrate, potassium hydrogen carbonate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1d09f2cdb23b1c4baeb1be5a4de77a38.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-sibnayal-sando-k",
    title: "Patient on Sibnayal is also handed Sando-K by a relative",
    profile: {
      medicines: ["Sibnayal 8 mEq granules"],
      conditions: ["distal renal tubular acidosis"],
    },
    stack: [
      {
        custom: {
          name: "Sando-K effervescent tablets (potassium 470 mg, 12 mmol)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "Sibnayal 8 mEq granules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Sibnayal leaflet: "Some medicines may affect how Sibnayal works or make side effects more likely. These include: any medicine that increases the level of potassium in your blood such as: ... potassium supplements (used to prevent or treat low potassium levels in the blood)"; and "Sibnayal 24 mEq contains 924 mg of potassium per sachet. This is to be taken into consideration if you have a reduced kidney function or if you are on a controlled potassium diet." Sando-K is a potassium supplement - the named group; ask the doctor before combining (moderate).',
    sources: [
      {
        title:
          "Sibnayal 8 mEq / 24 mEq prolonged-release granules (potassium citrate, potassium hydrogen carbonate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1d09f2cdb23b1c4baeb1be5a4de77a38.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-sibnayal-vitamin-d-quiet",
    title: "Woman on Sibnayal takes winter vitamin D",
    profile: {
      medicines: ["Sibnayal 24 mEq granules"],
      conditions: ["distal renal tubular acidosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 micrograms (400 IU) tablets",
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
            medicine: "Sibnayal 24 mEq granules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Sibnayal names only potassium-raising medicines and potassium supplements (no vitamin, herbal or general supplement line). vitamin D is not named and has no potassium or alkalinising effect ("any medicine that increases the level of potassium" is the named mechanism).',
    sources: [
      {
        title:
          "Sibnayal 8 mEq / 24 mEq prolonged-release granules (potassium citrate, potassium hydrogen carbonate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1d09f2cdb23b1c4baeb1be5a4de77a38.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-sibnayal-fish-oil-quiet",
    title: "Man on Sibnayal takes omega-3 fish oil",
    profile: {
      medicines: ["Sibnayal 24 mEq granules"],
      conditions: ["distal renal tubular acidosis"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Sibnayal 24 mEq granules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Sibnayal names only potassium-raising medicines and potassium supplements (no vitamin, herbal or general supplement line). fish oil contains no potassium and is not named (the listed groups are "potassium supplements", ACE inhibitors, potassium-sparing diuretics and others).',
    sources: [
      {
        title:
          "Sibnayal 8 mEq / 24 mEq prolonged-release granules (potassium citrate, potassium hydrogen carbonate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1d09f2cdb23b1c4baeb1be5a4de77a38.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-sibnayal-b12-quiet",
    title: "Adult with dRTA on Sibnayal takes vitamin B12",
    profile: {
      medicines: ["Sibnayal 24 mEq granules"],
      conditions: ["distal renal tubular acidosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Sibnayal 24 mEq granules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Sibnayal names only potassium-raising medicines and potassium supplements (no vitamin, herbal or general supplement line). vitamin B12 is not named and has no link to the potassium warnings ("potassium supplements (used to prevent or treat low potassium levels in the blood)").',
    sources: [
      {
        title:
          "Sibnayal 8 mEq / 24 mEq prolonged-release granules (potassium citrate, potassium hydrogen carbonate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1d09f2cdb23b1c4baeb1be5a4de77a38.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-xaluprine-whey-shake",
    title: "Man on Xaluprine for ALL maintenance drinks a whey protein shake with his evening dose",
    profile: {
      medicines: ["Xaluprine 20mg/ml oral suspension"],
      conditions: ["acute lymphoblastic leukaemia"],
    },
    stack: [
      {
        custom: {
          name: "Whey protein powder (25 g protein per scoop)",
          ingredients: [
            {
              ingredient: "whey-protein",
              amount: 25,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "whey-protein",
          with: {
            medicine: "Xaluprine 20mg/ml oral suspension",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Xaluprine leaflet: "Do not take Xaluprine at the same time as milk or dairy products, as they can make the medicine less effective. Xaluprine should be taken at least 1 hour before or 2 hours after milk or dairy products." Whey protein is a milk (dairy) product, so the shake should be spaced (1 hour after or 2 hours before the dose) - spacing note, minor to moderate.',
    sources: [
      {
        title:
          "Xaluprine 20 mg/ml oral suspension (mercaptopurine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f55146b06bad26b63272dae234a560c6.html",
      },
    ],
  },
  {
    id: "sc-p29b-xaluprine-ready-whey",
    title: "Young woman on mercaptopurine uses ready-to-drink whey protein to keep weight up",
    profile: {
      medicines: ["Xaluprine 20mg/ml oral suspension"],
      conditions: ["acute lymphoblastic leukaemia"],
    },
    stack: [
      {
        custom: {
          name: "Whey protein shake, ready to drink (20 g protein)",
          ingredients: [
            {
              ingredient: "whey-protein",
              amount: 20,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "whey-protein",
          with: {
            medicine: "Xaluprine 20mg/ml oral suspension",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Xaluprine leaflet: "Do not take Xaluprine at the same time as milk or dairy products, as they can make the medicine less effective. Xaluprine should be taken at least 1 hour before or 2 hours after milk or dairy products." Milk-protein drinks count as dairy products - keep them apart from the dose; minor to moderate.',
    sources: [
      {
        title:
          "Xaluprine 20 mg/ml oral suspension (mercaptopurine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f55146b06bad26b63272dae234a560c6.html",
      },
    ],
  },
  {
    id: "sc-p29b-xaluprine-vitamin-d-quiet",
    title: "Patient on Xaluprine takes vitamin D",
    profile: {
      medicines: ["Xaluprine 20mg/ml oral suspension"],
      conditions: ["acute lymphoblastic leukaemia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Xaluprine 20mg/ml oral suspension",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Xaluprine names other cytotoxics, allopurinol/febuxostat, anticoagulants, mesalazine-type drugs and antiepileptics, plus milk/dairy timing; no herbal or vitamin line. vitamin D is not named and is not a dairy product ("Do not take Xaluprine at the same time as milk or dairy products").',
    sources: [
      {
        title:
          "Xaluprine 20 mg/ml oral suspension (mercaptopurine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f55146b06bad26b63272dae234a560c6.html",
      },
    ],
  },
  {
    id: "sc-p29b-xaluprine-vitamin-c-quiet",
    title: "Man on Xaluprine takes vitamin C tablets",
    profile: {
      medicines: ["Xaluprine 20mg/ml oral suspension"],
      conditions: ["acute lymphoblastic leukaemia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 500 mg tablets",
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
          ingredient: "vitamin-c",
          with: {
            medicine: "Xaluprine 20mg/ml oral suspension",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Xaluprine names other cytotoxics, allopurinol/febuxostat, anticoagulants, mesalazine-type drugs and antiepileptics, plus milk/dairy timing; no herbal or vitamin line. vitamin C is not named; the only food advice is "at least 1 hour before or 2 hours after milk or dairy products".',
    sources: [
      {
        title:
          "Xaluprine 20 mg/ml oral suspension (mercaptopurine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f55146b06bad26b63272dae234a560c6.html",
      },
    ],
  },
  {
    id: "sc-p29b-neofordex-vitamin-d-quiet",
    title: "Myeloma patient on Neofordex takes vitamin D",
    profile: {
      medicines: ["Neofordex 40mg"],
      conditions: ["multiple myeloma"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Neofordex 40mg",
          },
        },
      ],
    },
    rationale:
      'Neofordex leaflet, long-term treatment: "Your doctor will advise on an appropriate diet, and may prescribe potassium, calcium or vitamin D supplements."  Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Neofordex names antacids (2-hour gap), aspirin, potassium-lowering drugs, NSAIDs, CYP3A inducers/inhibitors and others, but no herbal or vitamin line, and it says the doctor may prescribe calcium, vitamin D or potassium. vitamin D is something the leaflet expects may be prescribed alongside it.',
    sources: [
      {
        title: "Neofordex 40 mg tablets (dexamethasone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f5d1cf53e3b7ba5026efaf532ce60eaa.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-neofordex-adcal-quiet",
    title: "Woman on Neofordex is given Adcal-D3 to protect her bones",
    profile: {
      medicines: ["Neofordex 40mg"],
      conditions: ["multiple myeloma"],
    },
    stack: [
      {
        custom: {
          name: "Adcal-D3 chewable tablets (calcium 600 mg, vitamin D3 10 micrograms)",
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
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Neofordex 40mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Neofordex 40mg",
          },
        },
      ],
    },
    rationale:
      'Neofordex leaflet, long-term treatment: "Your doctor will advise on an appropriate diet, and may prescribe potassium, calcium or vitamin D supplements."  Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Neofordex names antacids (2-hour gap), aspirin, potassium-lowering drugs, NSAIDs, CYP3A inducers/inhibitors and others, but no herbal or vitamin line, and it says the doctor may prescribe calcium, vitamin D or potassium. a calcium + vitamin D bone supplement is what the leaflet says the doctor "may prescribe"; the 2-hour rule is worded for "Medicines for an upset stomach (for example antacids)", and no calcium or magnesium salt is named.',
    sources: [
      {
        title: "Neofordex 40 mg tablets (dexamethasone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f5d1cf53e3b7ba5026efaf532ce60eaa.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-neofordex-potassium-quiet",
    title: "Patient on Neofordex takes a potassium supplement recommended by the clinic",
    profile: {
      medicines: ["Neofordex 40mg"],
      conditions: ["multiple myeloma"],
    },
    stack: [
      {
        custom: {
          name: "Potassium gluconate tablets (99 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 99,
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
          ingredient: "potassium",
          with: {
            medicine: "Neofordex 40mg",
          },
        },
      ],
    },
    rationale:
      'Neofordex leaflet, long-term treatment: "Your doctor will advise on an appropriate diet, and may prescribe potassium, calcium or vitamin D supplements."  Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Neofordex names antacids (2-hour gap), aspirin, potassium-lowering drugs, NSAIDs, CYP3A inducers/inhibitors and others, but no herbal or vitamin line, and it says the doctor may prescribe calcium, vitamin D or potassium. dexamethasone can lower potassium ("due to the risk of decreased potassium levels"), and potassium is listed among the supplements the doctor may prescribe.',
    sources: [
      {
        title: "Neofordex 40 mg tablets (dexamethasone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f5d1cf53e3b7ba5026efaf532ce60eaa.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-teysuno-vitamin-d-quiet",
    title: "Man on Teysuno for stomach cancer takes vitamin D",
    profile: {
      medicines: ["Teysuno capsules"],
      conditions: ["stomach cancer"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Teysuno capsules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Teysuno names other fluoropyrimidines, CYP2A6 inhibitors, folinic acid, warfarin, phenytoin and allopurinol; no herbal or vitamin line ("Teysuno should be taken at least one hour before or one hour after a meal"). vitamin D is not named and has no plausible link to the named mechanisms.',
    sources: [
      {
        title:
          "Teysuno 15 mg/4.35 mg/11.8 mg hard capsules (tegafur/gimeracil/oteracil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fb96b1dc5afe6a6be061ee19866b2fbc.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-teysuno-b12-quiet",
    title: "Woman on Teysuno takes vitamin B12 tablets",
    profile: {
      medicines: ["Teysuno capsules"],
      conditions: ["stomach cancer"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Teysuno capsules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Teysuno names other fluoropyrimidines, CYP2A6 inhibitors, folinic acid, warfarin, phenytoin and allopurinol; no herbal or vitamin line ("Teysuno should be taken at least one hour before or one hour after a meal"). vitamin B12 is not named (only "folinic acid (often used in chemotherapy with methotrexate)" is a vitamin-type medicine listed).',
    sources: [
      {
        title:
          "Teysuno 15 mg/4.35 mg/11.8 mg hard capsules (tegafur/gimeracil/oteracil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-fb96b1dc5afe6a6be061ee19866b2fbc.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-pritorplus-potassium-tablets",
    title: "Man on PritorPlus buys potassium tablets after reading about cramps",
    profile: {
      medicines: ["PritorPlus 80mg/12.5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Potassium gluconate tablets (99 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 99,
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
            medicine: "PritorPlus 80mg/12.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'PritorPlus leaflet, Other medicines: "Your doctor may need to change the dose of these other medications or take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to ... Medicines that may increase blood potassium levels such as potassium-sparing diuretics, potassium supplements, salt substitutes containing potassium, ACE inhibitors ..." "Potassium supplements" are named - ask the doctor; moderate.',
    sources: [
      {
        title:
          "PritorPlus tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-78e33c6ca57a9089f2dae156018ba8d2.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-pritorplus-losalt",
    title: "Woman on PritorPlus swaps table salt for LoSalt",
    profile: {
      medicines: ["PritorPlus 80mg/12.5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt, used in cooking and at the table (about 350 mg potassium per 1 g serving)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 350,
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
          ingredient: "potassium",
          with: {
            medicine: "PritorPlus 80mg/12.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'PritorPlus leaflet, Other medicines: "Your doctor may need to change the dose of these other medications or take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to ... Medicines that may increase blood potassium levels such as potassium-sparing diuretics, potassium supplements, salt substitutes containing potassium, ACE inhibitors ..." "Salt substitutes containing potassium" are named - moderate.',
    sources: [
      {
        title:
          "PritorPlus tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-78e33c6ca57a9089f2dae156018ba8d2.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-pritorplus-calcium",
    title: "Woman on PritorPlus starts calcium carbonate tablets for her bones",
    profile: {
      medicines: ["PritorPlus 40mg/12.5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g tablets (500 mg calcium)",
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
            medicine: "PritorPlus 40mg/12.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'PritorPlus leaflet, same list: "Calcium supplements and/or vitamin D supplements." (the hydrochlorothiazide part can raise calcium; "Do not take PritorPlus ... if your doctor determines that you have low potassium levels or high calcium levels in your blood"). "Calcium supplements" are listed where "your doctor may need to change the dose ... or take other precautions" - moderate.',
    sources: [
      {
        title:
          "PritorPlus tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-78e33c6ca57a9089f2dae156018ba8d2.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-pritorplus-fish-oil-quiet",
    title: "Man on PritorPlus takes omega-3 fish oil",
    profile: {
      medicines: ["PritorPlus 80mg/12.5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "PritorPlus 80mg/12.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; PritorPlus names "potassium supplements, salt substitutes containing potassium" and "Calcium supplements and/or vitamin D supplements" among many medicines; no herbal line. fish oil is not named and contains no potassium, calcium or vitamin D (the named supplements are "potassium supplements", "salt substitutes containing potassium" and "Calcium supplements and/or vitamin D supplements").',
    sources: [
      {
        title:
          "PritorPlus tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-78e33c6ca57a9089f2dae156018ba8d2.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-pritorplus-glucosamine-quiet",
    title: "Woman on PritorPlus takes glucosamine for knee pain",
    profile: {
      medicines: ["PritorPlus 40mg/12.5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Glucosamine sulfate 1500 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "glucosamine",
          with: {
            medicine: "PritorPlus 40mg/12.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; PritorPlus names "potassium supplements, salt substitutes containing potassium" and "Calcium supplements and/or vitamin D supplements" among many medicines; no herbal line. glucosamine is not named and has no potassium, calcium or blood-pressure mechanism relevant to the listed groups.',
    sources: [
      {
        title:
          "PritorPlus tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-78e33c6ca57a9089f2dae156018ba8d2.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-tolucombi-sando-k",
    title: "Man on Tolucombi is given Sando-K after a low potassium result elsewhere",
    profile: {
      medicines: ["Tolucombi 80mg/12.5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Sando-K effervescent tablets (potassium 470 mg, 12 mmol)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "Tolucombi 80mg/12.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tolucombi leaflet, Other medicines: "Your doctor may need to change the dose of these other medications or take other precautions ... Medicines that may increase blood potassium levels such as potassium-sparing diuretics, potassium supplements, salt substitutes containing potassium ..." Sando-K is a potassium supplement - moderate (the prescriber should know about Tolucombi).',
    sources: [
      {
        title:
          "Tolucombi tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-524ff85a84e081511904d5b0500b5714.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-tolucombi-losalt",
    title: "Woman on Tolucombi cooks with LoSalt",
    profile: {
      medicines: ["Tolucombi 40mg/12.5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt, used in cooking and at the table (about 350 mg potassium per 1 g serving)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 350,
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
          ingredient: "potassium",
          with: {
            medicine: "Tolucombi 40mg/12.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tolucombi leaflet, Other medicines: "Your doctor may need to change the dose of these other medications or take other precautions ... Medicines that may increase blood potassium levels such as potassium-sparing diuretics, potassium supplements, salt substitutes containing potassium ..." "Salt substitutes containing potassium" are named - moderate.',
    sources: [
      {
        title:
          "Tolucombi tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-524ff85a84e081511904d5b0500b5714.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-tolucombi-b12-quiet",
    title: "Woman on Tolucombi takes vitamin B12",
    profile: {
      medicines: ["Tolucombi 40mg/12.5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Tolucombi 40mg/12.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Tolucombi names "potassium supplements, salt substitutes containing potassium" and "Calcium supplements and/or vitamin D supplements"; no herbal line. vitamin B12 is not named and is unrelated to the potassium and calcium warnings ("Calcium supplements and/or vitamin D supplements").',
    sources: [
      {
        title:
          "Tolucombi tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-524ff85a84e081511904d5b0500b5714.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-tolucombi-probiotic-quiet",
    title: "Man on Tolucombi takes a daily probiotic",
    profile: {
      medicines: ["Tolucombi 80mg/12.5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Probiotic capsules (10 billion CFU)",
          ingredients: [
            {
              ingredient: "probiotics",
              amount: 10000000000,
              unit: "CFU",
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
          ingredient: "probiotics",
          with: {
            medicine: "Tolucombi 80mg/12.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Tolucombi names "potassium supplements, salt substitutes containing potassium" and "Calcium supplements and/or vitamin D supplements"; no herbal line. probiotics are not named and have no potassium, calcium or blood-pressure effect of the kinds listed.',
    sources: [
      {
        title:
          "Tolucombi tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-524ff85a84e081511904d5b0500b5714.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-tolura-losalt",
    title: "Man on Tolura 40mg uses LoSalt on his chips",
    profile: {
      medicines: ["Tolura 40mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt, used in cooking and at the table (about 350 mg potassium per 1 g serving)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 350,
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
          ingredient: "potassium",
          with: {
            medicine: "Tolura 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tolura leaflet, Other medicines: "Your doctor may need to change the dose of these other medicines or take other precautions ... Medicines that may increase blood potassium levels such as salt substitutes containing potassium, potassium-sparing diuretics ..., ACE inhibitors, angiotensin II receptor antagonists, NSAIDs ..., heparin, immunosuppressives ..., and the antibiotic trimethoprim." "Salt substitutes containing potassium" are named - moderate.',
    sources: [
      {
        title: "Tolura tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bf55777f1fad69c8fa791ca2ceb30315.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-tolura-potassium-tablets",
    title: "Woman on Tolura 80mg buys potassium gluconate tablets",
    profile: {
      medicines: ["Tolura 80mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Potassium gluconate tablets (99 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 99,
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
            medicine: "Tolura 80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tolura leaflet, Other medicines: "Your doctor may need to change the dose of these other medicines or take other precautions ... Medicines that may increase blood potassium levels such as salt substitutes containing potassium, potassium-sparing diuretics ..., ACE inhibitors, angiotensin II receptor antagonists, NSAIDs ..., heparin, immunosuppressives ..., and the antibiotic trimethoprim." A potassium supplement is a product that "may increase blood potassium levels" like the named salt substitute - moderate.',
    sources: [
      {
        title: "Tolura tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bf55777f1fad69c8fa791ca2ceb30315.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-tolura-calcium-quiet",
    title: "Woman on Tolura takes calcium carbonate tablets",
    profile: {
      medicines: ["Tolura 40mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g tablets (500 mg calcium)",
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
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Tolura 40mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; unlike the telmisartan/hydrochlorothiazide leaflets, Tolura (telmisartan alone) does not list calcium or vitamin D supplements; its only supplement-type entry is potassium ("salt substitutes containing potassium"); no herbal line. calcium is not named for telmisartan alone (the calcium/vitamin D line belongs to the hydrochlorothiazide combinations).',
    sources: [
      {
        title: "Tolura tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bf55777f1fad69c8fa791ca2ceb30315.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-tolura-vitamin-d-quiet",
    title: "Man on Tolura 80mg takes vitamin D",
    profile: {
      medicines: ["Tolura 80mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Tolura 80mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; unlike the telmisartan/hydrochlorothiazide leaflets, Tolura (telmisartan alone) does not list calcium or vitamin D supplements; its only supplement-type entry is potassium ("salt substitutes containing potassium"); no herbal line. vitamin D is not named and has no potassium or blood-pressure mechanism.',
    sources: [
      {
        title: "Tolura tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bf55777f1fad69c8fa791ca2ceb30315.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-tolura-magnesium-quiet",
    title: "Woman on Tolura takes magnesium for leg cramps",
    profile: {
      medicines: ["Tolura 40mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate tablets (150 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 150,
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
            medicine: "Tolura 40mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; unlike the telmisartan/hydrochlorothiazide leaflets, Tolura (telmisartan alone) does not list calcium or vitamin D supplements; its only supplement-type entry is potassium ("salt substitutes containing potassium"); no herbal line. magnesium is not named; the only electrolyte warning is about medicines that "may increase blood potassium levels".',
    sources: [
      {
        title: "Tolura tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bf55777f1fad69c8fa791ca2ceb30315.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-neparvis-potassium",
    title: "Man with heart failure on Neparvis buys potassium tablets",
    profile: {
      medicines: ["Neparvis 49mg/51mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Potassium gluconate tablets (99 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 99,
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
            medicine: "Neparvis 49mg/51mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Neparvis leaflet, Other medicines: "It may be necessary to change the dose, to take other precautions, or even to stop taking one of the medicines. This is particularly important for the following medicines: ... medicines that increase the amount of potassium in the blood. These include potassium supplements, salt substitutes containing potassium, potassium-sparing medicines and heparin." "Potassium supplements" are named (hyperkalaemia is a very common side effect) - moderate.',
    sources: [
      {
        title:
          "Neparvis film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3c1ea9abcddf2c56e0dc62a56cac1fd.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-neparvis-losalt",
    title: "Woman on Neparvis told to cut salt switches to LoSalt",
    profile: {
      medicines: ["Neparvis 97mg/103mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt, used in cooking and at the table (about 350 mg potassium per 1 g serving)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 350,
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
          ingredient: "potassium",
          with: {
            medicine: "Neparvis 97mg/103mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Neparvis leaflet, Other medicines: "It may be necessary to change the dose, to take other precautions, or even to stop taking one of the medicines. This is particularly important for the following medicines: ... medicines that increase the amount of potassium in the blood. These include potassium supplements, salt substitutes containing potassium, potassium-sparing medicines and heparin." "Salt substitutes containing potassium" are named - moderate.',
    sources: [
      {
        title:
          "Neparvis film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3c1ea9abcddf2c56e0dc62a56cac1fd.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-neparvis-vitamin-d-quiet",
    title: "Man on Neparvis takes vitamin D",
    profile: {
      medicines: ["Neparvis 49mg/51mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Neparvis 49mg/51mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Neparvis names "potassium supplements, salt substitutes containing potassium" among medicines; no vitamin or herbal line. vitamin D is not named and does not raise potassium (the named group is "medicines that increase the amount of potassium in the blood").',
    sources: [
      {
        title:
          "Neparvis film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3c1ea9abcddf2c56e0dc62a56cac1fd.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-neparvis-fish-oil-quiet",
    title: "Woman on Neparvis takes omega-3 fish oil for her heart",
    profile: {
      medicines: ["Neparvis 24mg/26mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Neparvis 24mg/26mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Neparvis names "potassium supplements, salt substitutes containing potassium" among medicines; no vitamin or herbal line. fish oil is not named and contains no potassium.',
    sources: [
      {
        title:
          "Neparvis film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3c1ea9abcddf2c56e0dc62a56cac1fd.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-neparvis-b12-quiet",
    title: "Man on Neparvis and metformin takes vitamin B12",
    profile: {
      medicines: ["Neparvis 49mg/51mg", "metformin 500mg"],
      conditions: ["heart failure", "type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Neparvis 49mg/51mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Neparvis names "potassium supplements, salt substitutes containing potassium" among medicines; no vitamin or herbal line. vitamin B12 is not named; metformin is named only as a medicine ("metformin, a medicine used to treat diabetes"), not in connection with any vitamin.',
    sources: [
      {
        title:
          "Neparvis film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3c1ea9abcddf2c56e0dc62a56cac1fd.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-voriconazole-sjw",
    title: "Patient starting IV voriconazole has been taking St John's wort",
    profile: {
      medicines: ["Voriconazole Hikma 200mg infusion"],
      conditions: ["invasive aspergillosis"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Voriconazole Hikma 200mg infusion",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Voriconazole Hikma leaflet: "The medicines in the following list must not be taken during your Voriconazole Hikma treatment: ... St John\'s Wort (herbal supplement)". "Must not be taken" - contraindicated.',
    sources: [
      {
        title:
          "Voriconazole Hikma 200 mg powder for solution for infusion (voriconazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a2d91e093ece9c0d3351fd31285a05ea.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-voriconazole-sjw-tea",
    title: "Woman on IV voriconazole asks for her St John's wort tea",
    profile: {
      medicines: ["voriconazole infusion"],
      conditions: ["invasive aspergillosis"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea bags (1.5 g herb)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 1500,
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "voriconazole infusion",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Voriconazole Hikma leaflet: \"The medicines in the following list must not be taken during your Voriconazole Hikma treatment: ... St John's Wort (herbal supplement)\". Tea is still St John's wort - contraindicated.",
    sources: [
      {
        title:
          "Voriconazole Hikma 200 mg powder for solution for infusion (voriconazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a2d91e093ece9c0d3351fd31285a05ea.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-voriconazole-kira",
    title: "Transplant patient on voriconazole brings Kira tablets into hospital",
    profile: {
      medicines: ["Voriconazole Hikma 200mg infusion"],
      conditions: ["bone marrow transplant"],
    },
    stack: [
      {
        custom: {
          name: "Kira Low Mood Relief (St John's wort extract 300 mg) tablets",
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
            medicine: "Voriconazole Hikma 200mg infusion",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Voriconazole Hikma leaflet: \"The medicines in the following list must not be taken during your Voriconazole Hikma treatment: ... St John's Wort (herbal supplement)\". Kira is a St John's wort product - contraindicated.",
    sources: [
      {
        title:
          "Voriconazole Hikma 200 mg powder for solution for infusion (voriconazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a2d91e093ece9c0d3351fd31285a05ea.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-posaconazole-whey-quiet",
    title: "Man on posaconazole suspension takes it with a whey protein shake",
    profile: {
      medicines: ["Posaconazole AHCL 40mg/ml oral suspension"],
      conditions: ["acute myeloid leukaemia"],
    },
    stack: [
      {
        custom: {
          name: "Whey protein shake, ready to drink (20 g protein)",
          ingredients: [
            {
              ingredient: "whey-protein",
              amount: 20,
              unit: "g",
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
          ingredient: "whey-protein",
          with: {
            medicine: "Posaconazole AHCL 40mg/ml oral suspension",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Posaconazole AHCL names statins, ergots, rifamycins, antiepileptics, acid-reducing medicines and others, with no herbal or vitamin line, and advises: "whenever possible it should be taken during or immediately after food or a nutritional drink". a protein drink is the kind of "nutritional drink" the leaflet recommends taking the dose with.',
    sources: [
      {
        title:
          "Posaconazole AHCL 40 mg/mL oral suspension (posaconazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2e5fc8a9ad9427a49a8dfdfc9d19d676.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29b-posaconazole-vitamin-d-quiet",
    title: "Woman on posaconazole suspension takes vitamin D",
    profile: {
      medicines: ["Posaconazole AHCL 40mg/ml oral suspension"],
      conditions: ["acute myeloid leukaemia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Posaconazole AHCL 40mg/ml oral suspension",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Posaconazole AHCL names statins, ergots, rifamycins, antiepileptics, acid-reducing medicines and others, with no herbal or vitamin line, and advises: "whenever possible it should be taken during or immediately after food or a nutritional drink". vitamin D is not named.',
    sources: [
      {
        title:
          "Posaconazole AHCL 40 mg/mL oral suspension (posaconazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-2e5fc8a9ad9427a49a8dfdfc9d19d676.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29b-mycapssa-b12-quiet",
    title: "Woman with acromegaly on Mycapssa takes vitamin B12",
    profile: {
      medicines: ["Mycapssa 20mg capsules"],
      conditions: ["acromegaly"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Mycapssa 20mg capsules",
          },
        },
      ],
    },
    rationale:
      'Mycapssa leaflet: "ever had lack of vitamin B12. If you have a history of lacking vitamin B12, your doctor may wish to check your vitamin B12 level periodically during treatment with Mycapssa since this medicine can decrease vitamin B12 levels in the blood."  Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Mycapssa names acid-reducing medicines, metoclopramide, loperamide and several heart/diabetes medicines; no herbal or vitamin-supplement line. a B12 supplement addresses the low-B12 risk and is not listed as an interacting product.',
    sources: [
      {
        title:
          "Mycapssa 20 mg gastro-resistant hard capsules (octreotide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8734938a1d7cc06ba1013b88ab4857e8.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-mycapssa-vitamin-d-quiet",
    title: "Woman on Mycapssa takes vitamin D",
    profile: {
      medicines: ["Mycapssa 20mg capsules"],
      conditions: ["acromegaly"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Mycapssa 20mg capsules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Mycapssa names acid-reducing medicines, metoclopramide, loperamide and several heart/diabetes medicines; no herbal or vitamin-supplement line. vitamin D is not named ("Tell your doctor if you are taking the following medicines as they may change how Mycapssa works: medicines which control or reduce stomach acid").',
    sources: [
      {
        title:
          "Mycapssa 20 mg gastro-resistant hard capsules (octreotide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8734938a1d7cc06ba1013b88ab4857e8.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-sialanar-vitamin-d-quiet",
    title: "Teenager on Sialanar takes a vitamin D supplement",
    profile: {
      medicines: ["Sialanar 320 micrograms/ml oral solution"],
      conditions: ["cerebral palsy", "drooling"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 micrograms (400 IU) tablets",
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
            medicine: "Sialanar 320 micrograms/ml oral solution",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Sialanar names potassium chloride solid oral doses, anticholinergics and other drug classes; no vitamin or herbal line ("potassium chloride solid oral dose" is the only supplement-type entry). Vitamin D is not named.',
    sources: [
      {
        title:
          "Sialanar 320 micrograms/ml oral solution (glycopyrronium) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-08f8f83bc6310f91660a8946f32126f9.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-xagrid-vitamin-d-quiet",
    title: "Woman with essential thrombocythaemia on Xagrid takes vitamin D",
    profile: {
      medicines: ["Xagrid 0.5mg capsules"],
      conditions: ["essential thrombocythaemia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Xagrid 0.5mg capsules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Xagrid names heart-rhythm drugs, fluvoxamine, enoxacin, theophylline, PDE3 inhibitors, aspirin, clopidogrel, omeprazole and oral contraceptives; no herbal, vitamin or supplement line (it mentions "low levels of electrolytes e.g., potassium, magnesium or calcium" only as a heart-rhythm risk). vitamin D is not named and has no platelet or heart-rhythm effect.',
    sources: [
      {
        title: "Xagrid 0.5 mg hard capsules (anagrelide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-872cd13279fdc0dc1dd808e9546511e4.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-xagrid-b12-quiet",
    title: "Man on anagrelide takes vitamin B12",
    profile: {
      medicines: ["Xagrid 0.5mg capsules"],
      conditions: ["essential thrombocythaemia"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Xagrid 0.5mg capsules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Xagrid names heart-rhythm drugs, fluvoxamine, enoxacin, theophylline, PDE3 inhibitors, aspirin, clopidogrel, omeprazole and oral contraceptives; no herbal, vitamin or supplement line (it mentions "low levels of electrolytes e.g., potassium, magnesium or calcium" only as a heart-rhythm risk). vitamin B12 is not named.',
    sources: [
      {
        title: "Xagrid 0.5 mg hard capsules (anagrelide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-872cd13279fdc0dc1dd808e9546511e4.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-pyrukynd-folic-acid-quiet",
    title: "Adult with pyruvate kinase deficiency on Pyrukynd keeps taking folic acid",
    profile: {
      medicines: ["Pyrukynd 20mg"],
      conditions: ["pyruvate kinase deficiency"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 5 mg tablets",
          ingredients: [
            {
              ingredient: "folic-acid",
              amount: 5000,
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
          ingredient: "folic-acid",
          with: {
            medicine: "Pyrukynd 20mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Pyrukynd names itraconazole, rifampicin, famotidine and a list of CYP/transporter substrates (midazolam, hormonal contraceptives, omeprazole, warfarin, digoxin ...) under "Tell your doctor or pharmacist if you take any of the following medicines"; no herbal, vitamin or supplement line. folic acid (usual in haemolytic anaemia) is not named and has no link to the listed enzyme mechanisms.',
    sources: [
      {
        title: "Pyrukynd film-coated tablets (mitapivat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c4042d3fb4af6b1a99be10ddedae7598.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29b-pyrukynd-vitamin-d-quiet",
    title: "Man on Pyrukynd takes vitamin D",
    profile: {
      medicines: ["Pyrukynd 50mg"],
      conditions: ["pyruvate kinase deficiency"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Pyrukynd 50mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Pyrukynd names itraconazole, rifampicin, famotidine and a list of CYP/transporter substrates (midazolam, hormonal contraceptives, omeprazole, warfarin, digoxin ...) under "Tell your doctor or pharmacist if you take any of the following medicines"; no herbal, vitamin or supplement line. vitamin D is not named.',
    sources: [
      {
        title: "Pyrukynd film-coated tablets (mitapivat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c4042d3fb4af6b1a99be10ddedae7598.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29b-stayveer-vitamin-d-quiet",
    title: "Woman with pulmonary arterial hypertension on Stayveer takes vitamin D",
    profile: {
      medicines: ["Stayveer 125mg"],
      conditions: ["pulmonary arterial hypertension"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Stayveer 125mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; STAYVEER names ciclosporin, sirolimus/tacrolimus, glibenclamide, rifampicin, fluconazole, ketoconazole, nevirapine, HIV medicines, hormonal contraceptives, sildenafil/tadalafil, warfarin and simvastatin; no herbal, vitamin or supplement line ("STAYVEER can be taken with or without food"). vitamin D is not named.',
    sources: [
      {
        title: "STAYVEER film-coated tablets (bosentan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-166a454c6539dfdbdc3afea683fe6474.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-stayveer-b12-quiet",
    title: "Man on bosentan (Stayveer) takes vitamin B12",
    profile: {
      medicines: ["Stayveer 62.5mg"],
      conditions: ["pulmonary arterial hypertension"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Stayveer 62.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; STAYVEER names ciclosporin, sirolimus/tacrolimus, glibenclamide, rifampicin, fluconazole, ketoconazole, nevirapine, HIV medicines, hormonal contraceptives, sildenafil/tadalafil, warfarin and simvastatin; no herbal, vitamin or supplement line ("STAYVEER can be taken with or without food"). vitamin B12 is not named.',
    sources: [
      {
        title: "STAYVEER film-coated tablets (bosentan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-166a454c6539dfdbdc3afea683fe6474.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-teriflunomide-sjw",
    title: "Woman with MS on teriflunomide starts St John's wort for low mood",
    profile: {
      medicines: ["teriflunomide 14mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "teriflunomide 14mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Teriflunomide Accord leaflet: "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines. This includes medicines obtained without a prescription. In particular, tell your doctor or pharmacist if you are taking any of the following: ... St John\'s wort (a herbal medicine for depression) ... cholestyramine ... activated charcoal to reduce absorption of medicines or other substances". "St John\'s wort" is named - tell the doctor (moderate).',
    sources: [
      {
        title:
          "Teriflunomide Accord 14 mg film-coated tablets (teriflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c60b262e52a5c74cf3187377ecaedde.html",
      },
    ],
  },
  {
    id: "sc-p29b-teriflunomide-kira",
    title: "Man on Teriflunomide Accord buys Kira Low Mood Relief",
    profile: {
      medicines: ["Teriflunomide Accord 14mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Kira Low Mood Relief (St John's wort extract 300 mg) tablets",
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
            medicine: "Teriflunomide Accord 14mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Teriflunomide Accord leaflet: \"Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines. This includes medicines obtained without a prescription. In particular, tell your doctor or pharmacist if you are taking any of the following: ... St John's wort (a herbal medicine for depression) ... cholestyramine ... activated charcoal to reduce absorption of medicines or other substances\". Kira is St John's wort - moderate.",
    sources: [
      {
        title:
          "Teriflunomide Accord 14 mg film-coated tablets (teriflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c60b262e52a5c74cf3187377ecaedde.html",
      },
    ],
  },
  {
    id: "sc-p29b-teriflunomide-charcoal",
    title: "Woman on teriflunomide takes charcoal capsules for wind",
    profile: {
      medicines: ["teriflunomide 14mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Activated charcoal 260 mg capsules",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 520,
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
          ingredient: "activated-charcoal",
          with: {
            medicine: "teriflunomide 14mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Teriflunomide Accord leaflet: "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines. This includes medicines obtained without a prescription. In particular, tell your doctor or pharmacist if you are taking any of the following: ... St John\'s wort (a herbal medicine for depression) ... cholestyramine ... activated charcoal to reduce absorption of medicines or other substances". Activated charcoal is named; it is one of the agents the leaflet says can speed removal of teriflunomide ("The time can be reduced to a few weeks by taking certain medicines which speed up removal of teriflunomide from your body") - moderate.',
    sources: [
      {
        title:
          "Teriflunomide Accord 14 mg film-coated tablets (teriflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c60b262e52a5c74cf3187377ecaedde.html",
      },
    ],
  },
  {
    id: "sc-p29b-teriflunomide-vitamin-d-quiet",
    title: "Man with MS on teriflunomide takes high-dose vitamin D",
    profile: {
      medicines: ["teriflunomide 14mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 100 micrograms (4000 IU) tablets",
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
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "teriflunomide 14mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Teriflunomide Accord names "St John\'s wort (a herbal medicine for depression)" and "activated charcoal" but no vitamins or other supplements. vitamin D is not named (the list covers named medicines plus "St John\'s wort" and "activated charcoal").',
    sources: [
      {
        title:
          "Teriflunomide Accord 14 mg film-coated tablets (teriflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c60b262e52a5c74cf3187377ecaedde.html",
      },
    ],
  },
  {
    id: "sc-p29b-teriflunomide-fish-oil-quiet",
    title: "Woman on Teriflunomide Accord takes omega-3 fish oil",
    profile: {
      medicines: ["Teriflunomide Accord 14mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Teriflunomide Accord 14mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Teriflunomide Accord names "St John\'s wort (a herbal medicine for depression)" and "activated charcoal" but no vitamins or other supplements. fish oil is not named.',
    sources: [
      {
        title:
          "Teriflunomide Accord 14 mg film-coated tablets (teriflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c60b262e52a5c74cf3187377ecaedde.html",
      },
    ],
  },
  {
    id: "sc-p29b-teriflunomide-b12-quiet",
    title: "Man on teriflunomide takes vitamin B12",
    profile: {
      medicines: ["teriflunomide 14mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "teriflunomide 14mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Teriflunomide Accord names "St John\'s wort (a herbal medicine for depression)" and "activated charcoal" but no vitamins or other supplements. vitamin B12 is not named.',
    sources: [
      {
        title:
          "Teriflunomide Accord 14 mg film-coated tablets (teriflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c60b262e52a5c74cf3187377ecaedde.html",
      },
    ],
  },
  {
    id: "sc-p29b-pritorplus-magnesium-quiet",
    title: "Woman on PritorPlus takes magnesium citrate for cramps",
    profile: {
      medicines: ["PritorPlus 40mg/12.5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate tablets (150 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 150,
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
            medicine: "PritorPlus 40mg/12.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; PritorPlus names "potassium supplements, salt substitutes containing potassium" and "Calcium supplements and/or vitamin D supplements" among many medicines; no herbal line. magnesium is not among the named supplements.',
    sources: [
      {
        title:
          "PritorPlus tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-78e33c6ca57a9089f2dae156018ba8d2.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-tolucombi-iron-quiet",
    title: "Woman on Tolucombi is prescribed ferrous sulphate",
    profile: {
      medicines: ["Tolucombi 40mg/12.5mg"],
      conditions: ["high blood pressure", "iron deficiency anaemia"],
    },
    stack: [
      {
        custom: {
          name: "Ferrous sulphate 200 mg tablets (65 mg iron)",
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
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Tolucombi 40mg/12.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Tolucombi names "potassium supplements, salt substitutes containing potassium" and "Calcium supplements and/or vitamin D supplements"; no herbal line. iron is not named and has no potassium or calcium effect.',
    sources: [
      {
        title:
          "Tolucombi tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-524ff85a84e081511904d5b0500b5714.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-tolura-sando-k",
    title: "Man on Tolura is given Sando-K after a diarrhoea illness",
    profile: {
      medicines: ["Tolura 80mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Sando-K effervescent tablets (potassium 470 mg, 12 mmol)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "Tolura 80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tolura leaflet, Other medicines: "Your doctor may need to change the dose of these other medicines or take other precautions ... Medicines that may increase blood potassium levels such as salt substitutes containing potassium, potassium-sparing diuretics ..., ACE inhibitors, angiotensin II receptor antagonists, NSAIDs ..., heparin, immunosuppressives ..., and the antibiotic trimethoprim." A potassium supplement "may increase blood potassium levels" like the named salt substitutes - moderate.',
    sources: [
      {
        title: "Tolura tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bf55777f1fad69c8fa791ca2ceb30315.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-neparvis-sando-k",
    title: "Woman on Neparvis and furosemide is handed Sando-K",
    profile: {
      medicines: ["Neparvis 49mg/51mg", "furosemide 40mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Sando-K effervescent tablets (potassium 470 mg, 12 mmol)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "Neparvis 49mg/51mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Neparvis leaflet, Other medicines: "It may be necessary to change the dose, to take other precautions, or even to stop taking one of the medicines. This is particularly important for the following medicines: ... medicines that increase the amount of potassium in the blood. These include potassium supplements, salt substitutes containing potassium, potassium-sparing medicines and heparin." "Potassium supplements" are named - moderate.',
    sources: [
      {
        title:
          "Neparvis film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3c1ea9abcddf2c56e0dc62a56cac1fd.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-neparvis-magnesium-quiet",
    title: "Man on Neparvis takes magnesium for cramps",
    profile: {
      medicines: ["Neparvis 97mg/103mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate tablets (150 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 150,
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
            medicine: "Neparvis 97mg/103mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Neparvis names "potassium supplements, salt substitutes containing potassium" among medicines; no vitamin or herbal line. magnesium is not named.',
    sources: [
      {
        title:
          "Neparvis film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3c1ea9abcddf2c56e0dc62a56cac1fd.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-teriflunomide-sjw-tea",
    title: "Woman on teriflunomide drinks St John's wort tea",
    profile: {
      medicines: ["Teriflunomide Accord 14mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea bags (1.5 g herb)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 1500,
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Teriflunomide Accord 14mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Teriflunomide Accord leaflet: \"Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines. This includes medicines obtained without a prescription. In particular, tell your doctor or pharmacist if you are taking any of the following: ... St John's wort (a herbal medicine for depression) ... cholestyramine ... activated charcoal to reduce absorption of medicines or other substances\". St John's wort in tea form is still the named herb - moderate.",
    sources: [
      {
        title:
          "Teriflunomide Accord 14 mg film-coated tablets (teriflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c60b262e52a5c74cf3187377ecaedde.html",
      },
    ],
  },
  {
    id: "sc-p29b-sibnayal-multivitamin-quiet",
    title: "Woman on Sibnayal takes an iron-containing multivitamin",
    profile: {
      medicines: ["Sibnayal 24 mEq granules"],
      conditions: ["distal renal tubular acidosis"],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and minerals tablet (iron 14 mg, zinc 10 mg, vitamin D 5 micrograms, vitamin C 80 mg)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
            {
              ingredient: "zinc",
              amount: 10,
              unit: "mg",
            },
            {
              ingredient: "vitamin-d3",
              amount: 5,
              unit: "µg",
            },
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
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Sibnayal 24 mEq granules",
          },
        },
        {
          ingredient: "zinc",
          with: {
            medicine: "Sibnayal 24 mEq granules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Sibnayal names only potassium-raising medicines and potassium supplements (no vitamin, herbal or general supplement line). iron and zinc are not named ("potassium supplements" are the only supplement group listed).',
    sources: [
      {
        title:
          "Sibnayal 8 mEq / 24 mEq prolonged-release granules (potassium citrate, potassium hydrogen carbonate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1d09f2cdb23b1c4baeb1be5a4de77a38.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-skilarence-vitamin-d-quiet",
    title: "Man with psoriasis on Skilarence takes vitamin D",
    profile: {
      medicines: ["Skilarence 120mg"],
      conditions: ["psoriasis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Skilarence 120mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Skilarence names other fumarates, methotrexate, retinoids, psoralens, ciclosporin, immunosuppressants, nephrotoxic drugs and lithium; no herbal, vitamin or supplement line ("You must avoid using other products that contain fumarates"). oral vitamin D is not named.',
    sources: [
      {
        title:
          "Skilarence gastro-resistant tablets (dimethyl fumarate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-040bd687344f34655b854f4b67248074.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29b-skilarence-fish-oil-quiet",
    title: "Woman on Skilarence takes omega-3 fish oil",
    profile: {
      medicines: ["Skilarence 120mg"],
      conditions: ["psoriasis"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Skilarence 120mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Skilarence names other fumarates, methotrexate, retinoids, psoralens, ciclosporin, immunosuppressants, nephrotoxic drugs and lithium; no herbal, vitamin or supplement line ("You must avoid using other products that contain fumarates"). fish oil is not named and contains no fumarate.',
    sources: [
      {
        title:
          "Skilarence gastro-resistant tablets (dimethyl fumarate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-040bd687344f34655b854f4b67248074.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29b-quinsair-vitamin-d-quiet",
    title: "Adult with cystic fibrosis on Quinsair takes vitamin D",
    profile: {
      medicines: ["Quinsair 240mg nebuliser solution"],
      conditions: ["cystic fibrosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Quinsair 240mg nebuliser solution",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Quinsair (inhaled) names vitamin K antagonists, theophylline/NSAIDs, probenecid/cimetidine, ciclosporin and QT-prolonging medicines; unlike oral quinolone leaflets it has no antacid, iron, zinc or supplement line ("Quinsair is used to treat lung infections ... It is an antibiotic medicine that is breathed (inhaled) directly into the lungs"). vitamin D is not named.',
    sources: [
      {
        title:
          "Quinsair 240 mg nebuliser solution (levofloxacin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8077ecb6bda7580081b9f65b63060e8a.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-quinsair-vitamin-a-e-quiet",
    title: "Woman with CF on Quinsair takes her fat-soluble vitamin capsules",
    profile: {
      medicines: ["Quinsair 240mg nebuliser solution"],
      conditions: ["cystic fibrosis"],
    },
    stack: [
      {
        custom: {
          name: "Fat-soluble vitamin capsules (vitamin A 1500 micrograms, vitamin E 100 mg)",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 1500,
              unit: "µg",
            },
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
          ingredient: "vitamin-a",
          with: {
            medicine: "Quinsair 240mg nebuliser solution",
          },
        },
        {
          ingredient: "vitamin-e",
          with: {
            medicine: "Quinsair 240mg nebuliser solution",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Quinsair (inhaled) names vitamin K antagonists, theophylline/NSAIDs, probenecid/cimetidine, ciclosporin and QT-prolonging medicines; unlike oral quinolone leaflets it has no antacid, iron, zinc or supplement line ("Quinsair is used to treat lung infections ... It is an antibiotic medicine that is breathed (inhaled) directly into the lungs"). vitamins A and E are not named.',
    sources: [
      {
        title:
          "Quinsair 240 mg nebuliser solution (levofloxacin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8077ecb6bda7580081b9f65b63060e8a.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-tenofovir-vitamin-d-quiet",
    title: "Man on tenofovir disoproxil for hepatitis B takes vitamin D",
    profile: {
      medicines: ["tenofovir disoproxil 245mg"],
      conditions: ["chronic hepatitis B"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "tenofovir disoproxil 245mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the tenofovir disoproxil leaflet names other tenofovir/adefovir products, kidney-toxic medicines, didanosine and hepatitis C medicines; no herbal, vitamin or supplement line ("Take Tenofovir disoproxil Mylan with food (for example, a meal or a snack)"). vitamin D is not named.',
    sources: [
      {
        title:
          "Tenofovir disoproxil 245 mg film-coated tablets (generic; fsh text read names Tenofovir disoproxil Mylan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ce72f1be560e316230a31ee766305b8e.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29b-tenofovir-calcium-quiet",
    title: "Woman on tenofovir disoproxil takes calcium for her bones",
    profile: {
      medicines: ["tenofovir disoproxil 245mg"],
      conditions: ["chronic hepatitis B"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g tablets (500 mg calcium)",
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
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "tenofovir disoproxil 245mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the tenofovir disoproxil leaflet names other tenofovir/adefovir products, kidney-toxic medicines, didanosine and hepatitis C medicines; no herbal, vitamin or supplement line ("Take Tenofovir disoproxil Mylan with food (for example, a meal or a snack)"). calcium is not named (the leaflet warns about bone loss but lists no supplement interaction).',
    sources: [
      {
        title:
          "Tenofovir disoproxil 245 mg film-coated tablets (generic; fsh text read names Tenofovir disoproxil Mylan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ce72f1be560e316230a31ee766305b8e.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29b-teriflunomide-charcoal-tablets",
    title: "Man on teriflunomide takes charcoal tablets after a curry",
    profile: {
      medicines: ["teriflunomide 14mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Charcoal tablets (activated charcoal 300 mg)",
          ingredients: [
            {
              ingredient: "activated-charcoal",
              amount: 600,
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
          ingredient: "activated-charcoal",
          with: {
            medicine: "teriflunomide 14mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Teriflunomide Accord leaflet: "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other medicines. This includes medicines obtained without a prescription. In particular, tell your doctor or pharmacist if you are taking any of the following: ... St John\'s wort (a herbal medicine for depression) ... cholestyramine ... activated charcoal to reduce absorption of medicines or other substances". "activated charcoal to reduce absorption of medicines or other substances" is named - moderate.',
    sources: [
      {
        title:
          "Teriflunomide Accord 14 mg film-coated tablets (teriflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c60b262e52a5c74cf3187377ecaedde.html",
      },
    ],
  },
  {
    id: "sc-p29b-xaluprine-protein-bar",
    title: "Man on Xaluprine eats a whey protein bar with his evening dose",
    profile: {
      medicines: ["Xaluprine 20mg/ml oral suspension"],
      conditions: ["acute lymphoblastic leukaemia"],
    },
    stack: [
      {
        custom: {
          name: "High-protein bar (20 g milk/whey protein)",
          ingredients: [
            {
              ingredient: "whey-protein",
              amount: 20,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "whey-protein",
          with: {
            medicine: "Xaluprine 20mg/ml oral suspension",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Xaluprine leaflet: "Do not take Xaluprine at the same time as milk or dairy products, as they can make the medicine less effective. Xaluprine should be taken at least 1 hour before or 2 hours after milk or dairy products." A whey-protein bar is a dairy product; eat it 2 hours before or 1 hour after the dose - minor to moderate.',
    sources: [
      {
        title:
          "Xaluprine 20 mg/ml oral suspension (mercaptopurine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f55146b06bad26b63272dae234a560c6.html",
      },
    ],
  },
  {
    id: "sc-p29b-neofordex-fish-oil-quiet",
    title: "Man on Neofordex takes omega-3 fish oil",
    profile: {
      medicines: ["Neofordex 40mg"],
      conditions: ["multiple myeloma"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Neofordex 40mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Neofordex names antacids (2-hour gap), aspirin, potassium-lowering drugs, NSAIDs, CYP3A inducers/inhibitors and others, but no herbal or vitamin line, and it says the doctor may prescribe calcium, vitamin D or potassium. fish oil is not named and is not an antacid ("Medicines for an upset stomach (for example antacids)").',
    sources: [
      {
        title: "Neofordex 40 mg tablets (dexamethasone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f5d1cf53e3b7ba5026efaf532ce60eaa.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-pritorplus-iron-quiet",
    title: "Woman on PritorPlus takes ferrous fumarate",
    profile: {
      medicines: ["PritorPlus 40mg/12.5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Ferrous fumarate 210 mg tablets (69 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 69,
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
            medicine: "PritorPlus 40mg/12.5mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; PritorPlus names "potassium supplements, salt substitutes containing potassium" and "Calcium supplements and/or vitamin D supplements" among many medicines; no herbal line. iron is not named.',
    sources: [
      {
        title:
          "PritorPlus tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-78e33c6ca57a9089f2dae156018ba8d2.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-tolura-fish-oil-quiet",
    title: "Man on Tolura takes omega-3 fish oil",
    profile: {
      medicines: ["Tolura 80mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Tolura 80mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; unlike the telmisartan/hydrochlorothiazide leaflets, Tolura (telmisartan alone) does not list calcium or vitamin D supplements; its only supplement-type entry is potassium ("salt substitutes containing potassium"); no herbal line. fish oil is not named and contains no potassium.',
    sources: [
      {
        title: "Tolura tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bf55777f1fad69c8fa791ca2ceb30315.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-sibnayal-potassium-plus-vitd",
    title: "Man on Sibnayal buys an electrolyte supplement with potassium and vitamin D",
    profile: {
      medicines: ["Sibnayal 24 mEq granules"],
      conditions: ["distal renal tubular acidosis"],
    },
    stack: [
      {
        custom: {
          name: "Electrolyte and vitamin D capsules (potassium 200 mg, vitamin D 10 micrograms)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 200,
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
          ingredient: "potassium",
          with: {
            medicine: "Sibnayal 24 mEq granules",
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
            medicine: "Sibnayal 24 mEq granules",
          },
        },
      ],
    },
    rationale:
      'Sibnayal leaflet: "Some medicines may affect how Sibnayal works or make side effects more likely. These include: any medicine that increases the level of potassium in your blood such as: ... potassium supplements (used to prevent or treat low potassium levels in the blood)"; and "Sibnayal 24 mEq contains 924 mg of potassium per sachet. This is to be taken into consideration if you have a reduced kidney function or if you are on a controlled potassium diet." The potassium is the named concern (moderate); the vitamin D in the same capsule is not named.',
    sources: [
      {
        title:
          "Sibnayal 8 mEq / 24 mEq prolonged-release granules (potassium citrate, potassium hydrogen carbonate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1d09f2cdb23b1c4baeb1be5a4de77a38.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-voriconazole-sjw-combo",
    title: "Woman on IV voriconazole has a St John's wort and valerian night-time tablet",
    profile: {
      medicines: ["Voriconazole Hikma 200mg infusion"],
      conditions: ["invasive aspergillosis"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort 300 mg + valerian 250 mg tablets",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 300,
              unit: "mg",
            },
            {
              ingredient: "valerian",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "Voriconazole Hikma 200mg infusion",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Voriconazole Hikma leaflet: "The medicines in the following list must not be taken during your Voriconazole Hikma treatment: ... St John\'s Wort (herbal supplement)". The St John\'s wort component is contraindicated; valerian is not named in this leaflet (no expectation set for it, since the leaflet also asks about "herbal medicines" in general).',
    sources: [
      {
        title:
          "Voriconazole Hikma 200 mg powder for solution for infusion (voriconazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a2d91e093ece9c0d3351fd31285a05ea.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-neparvis-losalt-plus-k",
    title: "Man on Neparvis uses LoSalt and potassium tablets",
    profile: {
      medicines: ["Neparvis 24mg/26mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "LoSalt reduced-sodium salt, used in cooking and at the table (about 350 mg potassium per 1 g serving)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 350,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 3,
      },
      {
        custom: {
          name: "Potassium gluconate tablets (99 mg potassium)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 99,
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
            medicine: "Neparvis 24mg/26mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Neparvis leaflet, Other medicines: "It may be necessary to change the dose, to take other precautions, or even to stop taking one of the medicines. This is particularly important for the following medicines: ... medicines that increase the amount of potassium in the blood. These include potassium supplements, salt substitutes containing potassium, potassium-sparing medicines and heparin." Both products add potassium ("potassium supplements, salt substitutes containing potassium") - moderate.',
    sources: [
      {
        title:
          "Neparvis film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3c1ea9abcddf2c56e0dc62a56cac1fd.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-mycophenolate-milk-of-magnesia",
    title: "Liver transplant patient on mycophenolate uses Milk of Magnesia for heartburn",
    profile: {
      medicines: ["mycophenolate mofetil 500mg"],
      conditions: ["liver transplant"],
    },
    stack: [
      {
        custom: {
          name: "Milk of Magnesia liquid (magnesium hydroxide 415 mg per 5 ml dose) for indigestion",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 173,
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
            medicine: "mycophenolate mofetil 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Mycophenolate mofetil Teva leaflet: "If you answer yes to any of the following questions talk to your doctor before you start to take Mycophenolate mofetil Teva: Are you taking any medicines containing: ... antacids or proton pump inhibitors (used for acid problem in your stomach such as indigestion), phosphate binders ...". Magnesium hydroxide taken for indigestion is an antacid - moderate.',
    sources: [
      {
        title:
          "Mycophenolate mofetil Teva 250 mg hard capsules (mycophenolate mofetil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-abfb98258fb6ebad664e6e102308dcc0.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-mycophenolate-vitamin-d-quiet",
    title: "Kidney transplant patient on mycophenolate takes vitamin D",
    profile: {
      medicines: ["mycophenolate mofetil 500mg"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "mycophenolate mofetil 500mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the mycophenolate leaflet names azathioprine/immunosuppressants, cholestyramine, rifampicin, antacids/PPIs, phosphate binders, antibiotics, isavuconazole and telmisartan; no vitamin or herbal line (only "any other medicines (including those you can buy without a prescription)"). vitamin D is not named and is not an antacid.',
    sources: [
      {
        title:
          "Mycophenolate mofetil Teva 250 mg hard capsules (mycophenolate mofetil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-abfb98258fb6ebad664e6e102308dcc0.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-mycophenolate-fish-oil-quiet",
    title: "Woman on mycophenolate for a kidney transplant takes omega-3 fish oil",
    profile: {
      medicines: ["Mycophenolate mofetil Teva 250mg capsules"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Omega-3 fish oil 1000 mg capsules",
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
          ingredient: "omega-3-fish-oil",
          with: {
            medicine: "Mycophenolate mofetil Teva 250mg capsules",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; the mycophenolate leaflet names azathioprine/immunosuppressants, cholestyramine, rifampicin, antacids/PPIs, phosphate binders, antibiotics, isavuconazole and telmisartan; no vitamin or herbal line (only "any other medicines (including those you can buy without a prescription)"). fish oil is not named.',
    sources: [
      {
        title:
          "Mycophenolate mofetil Teva 250 mg hard capsules (mycophenolate mofetil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-abfb98258fb6ebad664e6e102308dcc0.json.html",
      },
    ],
  },
  {
    id: "sc-p29b-raxone-vitamin-d-quiet",
    title: "Man with LHON on Raxone takes vitamin D",
    profile: {
      medicines: ["Raxone 150mg"],
      conditions: ["Leber's hereditary optic neuropathy"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 25 micrograms (1000 IU) tablets",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Raxone 150mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Raxone names astemizole/terfenadine, cisapride, pimozide, quinidine, ergots, alfentanil, ciclosporin, sirolimus/tacrolimus and fentanyl; no herbal, vitamin or supplement line ("Take the tablets with food"). vitamin D is not named.',
    sources: [
      {
        title: "Raxone 150 mg film-coated tablets (idebenone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9a5ac6d518a24ab2e0257a8b57ce793b.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29b-raxone-b12-quiet",
    title: "Young man on Raxone takes vitamin B12",
    profile: {
      medicines: ["Raxone 150mg"],
      conditions: ["Leber's hereditary optic neuropathy"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin B12 1000 micrograms tablets",
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
            medicine: "Raxone 150mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Raxone names astemizole/terfenadine, cisapride, pimozide, quinidine, ergots, alfentanil, ciclosporin, sirolimus/tacrolimus and fentanyl; no herbal, vitamin or supplement line ("Take the tablets with food"). vitamin B12 is not named.',
    sources: [
      {
        title: "Raxone 150 mg film-coated tablets (idebenone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9a5ac6d518a24ab2e0257a8b57ce793b.ttl.html",
      },
    ],
  },
  {
    id: "sc-p29b-tolucombi-calcium",
    title: "Man on Tolucombi takes calcium carbonate tablets for his bones",
    profile: {
      medicines: ["Tolucombi 80mg/25mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g tablets (500 mg calcium)",
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
            medicine: "Tolucombi 80mg/25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tolucombi leaflet, same list: "Calcium supplements and/or vitamin D supplements." "Calcium supplements" are named - moderate.',
    sources: [
      {
        title:
          "Tolucombi tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-524ff85a84e081511904d5b0500b5714.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-pritorplus-sando-k",
    title: "Man on PritorPlus is given Sando-K by the out-of-hours service",
    profile: {
      medicines: ["PritorPlus 80mg/25mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Sando-K effervescent tablets (potassium 470 mg, 12 mmol)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 470,
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
            medicine: "PritorPlus 80mg/25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'PritorPlus leaflet, Other medicines: "Your doctor may need to change the dose of these other medications or take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to ... Medicines that may increase blood potassium levels such as potassium-sparing diuretics, potassium supplements, salt substitutes containing potassium, ACE inhibitors ..." "Potassium supplements" are named - moderate.',
    sources: [
      {
        title:
          "PritorPlus tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-78e33c6ca57a9089f2dae156018ba8d2.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-tolura-solo-salt",
    title: "Woman on Tolura uses a low-sodium sea salt containing potassium chloride",
    profile: {
      medicines: ["Tolura 40mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Low-sodium sea salt with potassium chloride (about 250 mg potassium per 1 g serving)",
          ingredients: [
            {
              ingredient: "potassium",
              amount: 250,
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
          ingredient: "potassium",
          with: {
            medicine: "Tolura 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Tolura leaflet, Other medicines: "Your doctor may need to change the dose of these other medicines or take other precautions ... Medicines that may increase blood potassium levels such as salt substitutes containing potassium, potassium-sparing diuretics ..., ACE inhibitors, angiotensin II receptor antagonists, NSAIDs ..., heparin, immunosuppressives ..., and the antibiotic trimethoprim." A potassium-chloride salt is one of the named "salt substitutes containing potassium" - moderate.',
    sources: [
      {
        title: "Tolura tablets (telmisartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bf55777f1fad69c8fa791ca2ceb30315.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-voriconazole-sjw-tincture",
    title: "Patient on voriconazole infusion uses a St John's wort tincture",
    profile: {
      medicines: ["voriconazole infusion"],
      conditions: ["bone marrow transplant"],
    },
    stack: [
      {
        custom: {
          name: "St John's wort liquid extract 1:2 (equivalent to 1.8 g herb per 5 ml dose)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 1800,
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "voriconazole infusion",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "Voriconazole Hikma leaflet: \"The medicines in the following list must not be taken during your Voriconazole Hikma treatment: ... St John's Wort (herbal supplement)\". Any St John's wort product - contraindicated.",
    sources: [
      {
        title:
          "Voriconazole Hikma 200 mg powder for solution for infusion (voriconazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a2d91e093ece9c0d3351fd31285a05ea.xml.html",
      },
    ],
  },
  {
    id: "sc-p29b-teriflunomide-magnesium-quiet",
    title: "Woman with MS on teriflunomide takes magnesium citrate",
    profile: {
      medicines: ["teriflunomide 14mg"],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate tablets (150 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 150,
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
            medicine: "teriflunomide 14mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Teriflunomide Accord names "St John\'s wort (a herbal medicine for depression)" and "activated charcoal" but no vitamins or other supplements. magnesium is not named.',
    sources: [
      {
        title:
          "Teriflunomide Accord 14 mg film-coated tablets (teriflunomide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5c60b262e52a5c74cf3187377ecaedde.html",
      },
    ],
  },
  {
    id: "sc-p29b-neparvis-b-vitamin-quiet",
    title: "Woman on Neparvis takes folic acid",
    profile: {
      medicines: ["Neparvis 24mg/26mg"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 400 micrograms tablets",
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
          ingredient: "folic-acid",
          with: {
            medicine: "Neparvis 24mg/26mg",
          },
        },
      ],
    },
    rationale:
      ' Quiet case: the leaflet\'s interaction sections (2 and 3) were read in full; Neparvis names "potassium supplements, salt substitutes containing potassium" among medicines; no vitamin or herbal line. folic acid is not named and contains no potassium.',
    sources: [
      {
        title:
          "Neparvis film-coated tablets (sacubitril/valsartan) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3c1ea9abcddf2c56e0dc62a56cac1fd.xml.html",
      },
    ],
  },
];
