// Scenarios of the p23 round's blind probe, written by two helpers who had not seen the records: the EU package
// leaflets of 42 medicines (HIV, antifungals, kidney anaemia, iron chelators, cancer, heart and blood pressure), read in
// full in the Gravitate Health ePI copy.
import type { ScenarioInput } from "../schema";

export const WP23_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p23-aptivus-sjw",
    title: "Man on Aptivus with ritonavir wants St John's wort for low mood",
    profile: {
      medicines: ["Aptivus 250mg", "ritonavir 100mg"],
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
            medicine: "Aptivus 250mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Aptivus leaflet: "Do not take products containing St John\'s wort (a herbal remedy for depression). This may stop Aptivus from working properly."',
    sources: [
      {
        title: "Aptivus 250 mg soft capsules (tipranavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a8020a852a9fed523fd88e0aa8dbc86d.html",
      },
    ],
  },
  {
    id: "sc-p23-aptivus-vitamin-e",
    title: "Man on tipranavir starts vitamin E 400 IU capsules",
    profile: {
      medicines: ["tipranavir 250mg capsules", "ritonavir 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 400 IU capsules",
          ingredients: [
            {
              ingredient: "vitamin-e",
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
          ingredient: "vitamin-e",
          with: {
            medicine: "tipranavir 250mg capsules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Aptivus leaflet: "Tell your doctor if you receive medicines such as blood-thinning agents, or if you are taking vitamin E. Your doctor may wish to consider certain precautionary measures in such circumstances."',
    sources: [
      {
        title: "Aptivus 250 mg soft capsules (tipranavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a8020a852a9fed523fd88e0aa8dbc86d.html",
      },
    ],
  },
  {
    id: "sc-p23-aptivus-magnesium-oxide",
    title: "Man on Aptivus takes magnesium oxide tablets for cramps",
    profile: {
      medicines: ["Aptivus 250mg", "ritonavir 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium oxide 400 mg tablets (240 mg magnesium)",
          ingredients: [
            {
              ingredient: "magnesium",
              amount: 240,
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
            medicine: "Aptivus 250mg",
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
      'Aptivus leaflet: "If you take aluminium- and magnesium-based antacid ... the time interval between Aptivus and antacid should be at least two hours." The leaflet names magnesium-based antacids; a magnesium oxide supplement is the same salt family, so space it by two hours.',
    sources: [
      {
        title: "Aptivus 250 mg soft capsules (tipranavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a8020a852a9fed523fd88e0aa8dbc86d.html",
      },
    ],
  },
  {
    id: "sc-p23-aptivus-vitd-quiet",
    title: "Man on Aptivus asks about winter vitamin D",
    profile: {
      medicines: ["Aptivus 250mg", "ritonavir 100mg"],
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
            medicine: "Aptivus 250mg",
          },
        },
      ],
    },
    rationale:
      'The Aptivus leaflet\'s full "Other medicines and Aptivus" section names St John\'s wort ("Do not take"), vitamin E ("Tell your doctor") and aluminium/magnesium antacids ("at least two hours"); vitamin D is not named and has no plausible mechanism here.',
    sources: [
      {
        title: "Aptivus 250 mg soft capsules (tipranavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a8020a852a9fed523fd88e0aa8dbc86d.html",
      },
    ],
  },
  {
    id: "sc-p23-aptivus-b12-quiet",
    title: "Vegetarian man on tipranavir takes vitamin B12",
    profile: {
      medicines: ["tipranavir 250mg capsules", "ritonavir 100mg"],
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
            medicine: "tipranavir 250mg capsules",
          },
        },
      ],
    },
    rationale:
      'Aptivus leaflet (interaction section read in full) names only St John\'s wort ("Do not take"), vitamin E and "aluminium- and magnesium-based antacid" among non-prescription products; vitamin B12 is not mentioned and has no mechanism with tipranavir.',
    sources: [
      {
        title: "Aptivus 250 mg soft capsules (tipranavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a8020a852a9fed523fd88e0aa8dbc86d.html",
      },
    ],
  },
  {
    id: "sc-p23-aptivus-glucosamine-quiet",
    title: "Older man on Aptivus takes glucosamine for his knees",
    profile: {
      medicines: ["Aptivus 250mg", "ritonavir 100mg"],
      conditions: [],
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
            medicine: "Aptivus 250mg",
          },
        },
      ],
    },
    rationale:
      "The Aptivus leaflet's supplement warnings are limited to St John's wort (\"Do not take products containing St John's wort\"), vitamin E and Al/Mg antacids; glucosamine is not named and is not an enzyme inducer, antacid or bleeding-risk vitamin.",
    sources: [
      {
        title: "Aptivus 250 mg soft capsules (tipranavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a8020a852a9fed523fd88e0aa8dbc86d.html",
      },
    ],
  },
  {
    id: "sc-p23-atazanavir-sjw",
    title: "Woman on atazanavir and ritonavir buys St John's wort for anxiety",
    profile: {
      medicines: ["atazanavir 300mg", "ritonavir 100mg"],
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
            medicine: "atazanavir 300mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Atazanavir Krka leaflet: "Do not take Atazanavir Krka ... if you are taking any of these medicines: ... medicines containing St. John\'s wort (Hypericum perforatum, a herbal preparation)".',
    sources: [
      {
        title: "Atazanavir Krka hard capsules (atazanavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-975c71538de6c7ace8f1a35ed29b064a.json.html",
      },
    ],
  },
  {
    id: "sc-p23-atazanavir-sjw-hypericum-brand",
    title: "Man on atazanavir capsules buys a Hypericum tincture for low mood",
    profile: {
      medicines: ["atazanavir 300mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hypericum perforatum 425 mg capsules",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 425,
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
            medicine: "atazanavir 300mg capsules",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Atazanavir Krka leaflet: the "Do not take" list includes "medicines containing St. John\'s wort (Hypericum perforatum, a herbal preparation)"; Hypericum perforatum is St John\'s wort.',
    sources: [
      {
        title: "Atazanavir Krka hard capsules (atazanavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-975c71538de6c7ace8f1a35ed29b064a.json.html",
      },
    ],
  },
  {
    id: "sc-p23-atazanavir-vitd-quiet",
    title: "Man on atazanavir takes vitamin D3 in winter",
    profile: {
      medicines: ["atazanavir 300mg", "ritonavir 100mg"],
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
            medicine: "atazanavir 300mg",
          },
        },
      ],
    },
    rationale:
      'The Atazanavir Krka leaflet\'s "Other medicines" section (read in full) names St John\'s wort in the "Do not take" list and antacids ("to be taken 1 hour before ... or 2 hours after"); plain vitamin D3 is neither and is not mentioned.',
    sources: [
      {
        title: "Atazanavir Krka hard capsules (atazanavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-975c71538de6c7ace8f1a35ed29b064a.json.html",
      },
    ],
  },
  {
    id: "sc-p23-atazanavir-b12-quiet",
    title: "Woman on atazanavir takes vitamin B12 tablets",
    profile: {
      medicines: ["atazanavir 300mg", "ritonavir 100mg"],
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
            medicine: "atazanavir 300mg",
          },
        },
      ],
    },
    rationale:
      'Atazanavir Krka leaflet lists "medicines containing St. John\'s wort" as not to be taken and asks about antacids; vitamin B12 is not named anywhere in the interaction section and has no mechanism with atazanavir.',
    sources: [
      {
        title: "Atazanavir Krka hard capsules (atazanavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-975c71538de6c7ace8f1a35ed29b064a.json.html",
      },
    ],
  },
  {
    id: "sc-p23-atazanavir-fish-oil-quiet",
    title: "Man on atazanavir takes omega-3 fish oil for his heart",
    profile: {
      medicines: ["atazanavir 300mg", "ritonavir 100mg"],
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
            medicine: "atazanavir 300mg",
          },
        },
      ],
    },
    rationale:
      'The Atazanavir Krka leaflet names St John\'s wort ("Do not take") and antacids but not fish oil; omega-3 is not an enzyme inducer or acid reducer, so no interaction is expected.',
    sources: [
      {
        title: "Atazanavir Krka hard capsules (atazanavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-975c71538de6c7ace8f1a35ed29b064a.json.html",
      },
    ],
  },
  {
    id: "sc-p23-eftdf-sjw",
    title: "Man on efavirenz/emtricitabine/tenofovir wants St John's wort",
    profile: {
      medicines: ["efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg"],
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
            medicine: "efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Efavirenz/Emtricitabine/Tenofovir disoproxil Zentiva leaflet: "Do not take ... if you are currently taking any of the following medicines: ... St. John\'s wort (Hypericum perforatum) (a herbal preparation used for depression and anxiety)" and "You must not take [it] with certain medicines ... They include ... some herbal preparations (including St. John\'s wort)".',
    sources: [
      {
        title:
          "Efavirenz/Emtricitabine/Tenofovir disoproxil Zentiva film-coated tablets - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-65f18cefcd0fd99147e2e0a1f92724f0.json.html",
      },
    ],
  },
  {
    id: "sc-p23-eftdf-ginkgo",
    title: "Man on Atripla-type single tablet takes ginkgo for memory",
    profile: {
      medicines: ["efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo biloba 120 mg tablets",
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
    ],
    expect: {
      flags: [
        {
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Efavirenz/Emtricitabine/Tenofovir disoproxil Zentiva leaflet: "may interact with other medicines, including herbal preparations such as Ginkgo biloba extracts. As a result, the amounts of [the medicine] ... in your blood may be affected. This may stop your medicines from working properly" and "It is important to tell your doctor or pharmacist if you are taking ... Ginkgo biloba extracts (herbal preparation)".',
    sources: [
      {
        title:
          "Efavirenz/Emtricitabine/Tenofovir disoproxil Zentiva film-coated tablets - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-65f18cefcd0fd99147e2e0a1f92724f0.json.html",
      },
    ],
  },
  {
    id: "sc-p23-eftdf-vitd-quiet",
    title: "Woman on efavirenz/emtricitabine/tenofovir takes vitamin D3",
    profile: {
      medicines: ["efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg"],
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
            medicine: "efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg",
          },
        },
      ],
    },
    rationale:
      'The leaflet\'s full interaction section names St John\'s wort ("Do not take") and "Ginkgo biloba extracts" among herbal products, plus kidney-toxic medicines; vitamin D3 is not named and has no plausible mechanism with efavirenz or tenofovir.',
    sources: [
      {
        title:
          "Efavirenz/Emtricitabine/Tenofovir disoproxil Zentiva film-coated tablets - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-65f18cefcd0fd99147e2e0a1f92724f0.json.html",
      },
    ],
  },
  {
    id: "sc-p23-eftdf-calcium-quiet",
    title: "Man on efavirenz/emtricitabine/tenofovir with low bone density takes calcium",
    profile: {
      medicines: ["efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg calcium) tablets",
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
            medicine: "efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg",
          },
        },
      ],
    },
    rationale:
      'Unlike integrase-inhibitor leaflets, this leaflet (interaction section read in full) contains no antacid or mineral spacing advice; it names only St John\'s wort ("Do not take") and "Ginkgo biloba extracts" among non-prescription products, so calcium is not expected to interact.',
    sources: [
      {
        title:
          "Efavirenz/Emtricitabine/Tenofovir disoproxil Zentiva film-coated tablets - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-65f18cefcd0fd99147e2e0a1f92724f0.json.html",
      },
    ],
  },
  {
    id: "sc-p23-eftdf-b12-quiet",
    title: "Vegan man on efavirenz/emtricitabine/tenofovir takes vitamin B12",
    profile: {
      medicines: ["efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg"],
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
            medicine: "efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg",
          },
        },
      ],
    },
    rationale:
      'Leaflet names St John\'s wort ("Do not take") and "Ginkgo biloba extracts" as the herbal interactions; vitamin B12 is not mentioned and has no mechanism with these medicines.',
    sources: [
      {
        title:
          "Efavirenz/Emtricitabine/Tenofovir disoproxil Zentiva film-coated tablets - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-65f18cefcd0fd99147e2e0a1f92724f0.json.html",
      },
    ],
  },
  {
    id: "sc-p23-kaletra-sjw",
    title: "Man on Kaletra wants St John's wort for winter blues",
    profile: {
      medicines: ["Kaletra oral solution"],
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
            medicine: "Kaletra oral solution",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kaletra leaflet: the list of medicines not to be taken with Kaletra ends with "products that contain St John\'s wort (Hypericum perforatum)"; the leaflet refers to it as the list of "medicines that you must not take with Kaletra".',
    sources: [
      {
        title: "Kaletra oral solution (lopinavir/ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-315c315768d5cbbf6fd09d8201064f37.json.html",
      },
    ],
  },
  {
    id: "sc-p23-kaletra-sjw-generic",
    title: "Woman on lopinavir/ritonavir buys St John's wort tea bags",
    profile: {
      medicines: ["lopinavir/ritonavir"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort herbal tea (about 900 mg herb per bag)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 900,
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
            medicine: "lopinavir/ritonavir",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Kaletra leaflet: "products that contain St John\'s wort (Hypericum perforatum)" are in the "Do not take Kaletra with any of the following medicines" list; a tea made from the herb is such a product.',
    sources: [
      {
        title: "Kaletra oral solution (lopinavir/ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-315c315768d5cbbf6fd09d8201064f37.json.html",
      },
    ],
  },
  {
    id: "sc-p23-kaletra-vitd-quiet",
    title: "Man on Kaletra takes vitamin D3",
    profile: {
      medicines: ["Kaletra oral solution"],
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
            medicine: "Kaletra oral solution",
          },
        },
      ],
    },
    rationale:
      'The Kaletra leaflet\'s "Other medicines and Kaletra" section (read in full) names only St John\'s wort ("products that contain St John\'s wort") among herbal products and no vitamins or minerals; vitamin D3 has no mechanism with lopinavir/ritonavir.',
    sources: [
      {
        title: "Kaletra oral solution (lopinavir/ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-315c315768d5cbbf6fd09d8201064f37.json.html",
      },
    ],
  },
  {
    id: "sc-p23-kaletra-iron-quiet",
    title: "Woman on lopinavir/ritonavir is prescribed ferrous sulfate for anaemia",
    profile: {
      medicines: ["lopinavir/ritonavir"],
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
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            medicine: "lopinavir/ritonavir",
          },
        },
      ],
    },
    rationale:
      'Kaletra leaflet lists many medicines and "products that contain St John\'s wort" but gives no antacid, iron or mineral spacing advice; lopinavir/ritonavir is not chelated by iron, so no interaction is expected.',
    sources: [
      {
        title: "Kaletra oral solution (lopinavir/ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-315c315768d5cbbf6fd09d8201064f37.json.html",
      },
    ],
  },
  {
    id: "sc-p23-kaletra-fish-oil-quiet",
    title: "Man on Kaletra with high triglycerides takes omega-3 fish oil",
    profile: {
      medicines: ["Kaletra oral solution"],
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
            medicine: "Kaletra oral solution",
          },
        },
      ],
    },
    rationale:
      'The Kaletra leaflet names "products that contain St John\'s wort (Hypericum perforatum)" as the herbal product that must not be taken, but no fish oil; omega-3 does not induce or inhibit the enzymes that handle lopinavir/ritonavir.',
    sources: [
      {
        title: "Kaletra oral solution (lopinavir/ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-315c315768d5cbbf6fd09d8201064f37.json.html",
      },
    ],
  },
  {
    id: "sc-p23-intelence-sjw",
    title: "Man on Intelence asks about St John's wort",
    profile: {
      medicines: ["Intelence 200mg"],
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
            medicine: "Intelence 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'INTELENCE leaflet: "It is not recommended to combine INTELENCE with any of the following medicines: ... products that contain St John\'s wort (Hypericum perforatum) (a herbal product used for depression) ... If you are taking any of these, ask your doctor for advice." ("Not recommended": graded at least moderate.)',
    sources: [
      {
        title: "INTELENCE 25 mg tablets (etravirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5e413a0f6e2a52f2ac02e5e2b260ebdf.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-intelence-sjw-generic",
    title: "Woman on etravirine twice daily starts Hypericum capsules",
    profile: {
      medicines: ["etravirine 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hypericum perforatum 425 mg capsules",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 425,
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
            medicine: "etravirine 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'INTELENCE leaflet: "products that contain St John\'s wort (Hypericum perforatum)" are in the list it is "not recommended to combine INTELENCE with".',
    sources: [
      {
        title: "INTELENCE 25 mg tablets (etravirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5e413a0f6e2a52f2ac02e5e2b260ebdf.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-intelence-vitd-quiet",
    title: "Man on Intelence takes vitamin D3",
    profile: {
      medicines: ["Intelence 200mg"],
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
            medicine: "Intelence 200mg",
          },
        },
      ],
    },
    rationale:
      "The INTELENCE leaflet's interaction section (read in full) names only St John's wort among herbal products (\"not recommended to combine\") and no vitamins, minerals or antacids; vitamin D3 has no mechanism with etravirine.",
    sources: [
      {
        title: "INTELENCE 25 mg tablets (etravirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5e413a0f6e2a52f2ac02e5e2b260ebdf.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-intelence-magnesium-quiet",
    title: "Woman on etravirine takes magnesium citrate for sleep",
    profile: {
      medicines: ["etravirine 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate tablets (375 mg magnesium)",
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
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "etravirine 200mg",
          },
        },
      ],
    },
    rationale:
      'Unlike integrase inhibitors, the INTELENCE leaflet gives no antacid or mineral spacing advice; it names St John\'s wort as "not recommended" but not magnesium, so no interaction is expected.',
    sources: [
      {
        title: "INTELENCE 25 mg tablets (etravirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5e413a0f6e2a52f2ac02e5e2b260ebdf.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-intelence-b12-quiet",
    title: "Man on Intelence takes vitamin B12",
    profile: {
      medicines: ["Intelence 200mg"],
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
            medicine: "Intelence 200mg",
          },
        },
      ],
    },
    rationale:
      'INTELENCE leaflet: the only non-prescription product named is "products that contain St John\'s wort"; vitamin B12 is not mentioned and has no mechanism with etravirine.',
    sources: [
      {
        title: "INTELENCE 25 mg tablets (etravirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5e413a0f6e2a52f2ac02e5e2b260ebdf.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-delstrigo-sjw",
    title: "Man on Delstrigo wants St John's wort for mild depression",
    profile: {
      medicines: ["Delstrigo"],
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
            medicine: "Delstrigo",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Delstrigo leaflet: "Do not take Delstrigo ... if you are taking any of the following medicines: ... St. John\'s wort (Hypericum perforatum, a herbal remedy used for depression and anxiety) or products that contain it".',
    sources: [
      {
        title:
          "Delstrigo 100 mg/300 mg/245 mg film-coated tablets (doravirine/lamivudine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cba1fe141abc835da1e9a47ec8c07d56.html",
      },
    ],
  },
  {
    id: "sc-p23-delstrigo-sjw-generic",
    title: "Woman on doravirine/lamivudine/tenofovir buys a mood herbal blend with Hypericum",
    profile: {
      medicines: ["doravirine/lamivudine/tenofovir disoproxil 100/300/245 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Herbal mood blend with Hypericum perforatum 300 mg",
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
            medicine: "doravirine/lamivudine/tenofovir disoproxil 100/300/245 mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Delstrigo leaflet: "Do not take Delstrigo if the above applies to you", where the list includes "St. John\'s wort ... or products that contain it".',
    sources: [
      {
        title:
          "Delstrigo 100 mg/300 mg/245 mg film-coated tablets (doravirine/lamivudine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cba1fe141abc835da1e9a47ec8c07d56.html",
      },
    ],
  },
  {
    id: "sc-p23-delstrigo-calcium-quiet",
    title: "Woman on Delstrigo takes calcium carbonate for her bones",
    profile: {
      medicines: ["Delstrigo"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg calcium) tablets",
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
            medicine: "Delstrigo",
          },
        },
      ],
    },
    rationale:
      'The Delstrigo leaflet (interaction section read in full) names St John\'s wort ("Do not take") and sorbitol-containing medicines but gives no antacid or mineral spacing advice, and "can be taken with food or between meals"; calcium is not expected to interact.',
    sources: [
      {
        title:
          "Delstrigo 100 mg/300 mg/245 mg film-coated tablets (doravirine/lamivudine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cba1fe141abc835da1e9a47ec8c07d56.html",
      },
    ],
  },
  {
    id: "sc-p23-delstrigo-vitd-quiet",
    title: "Man on Delstrigo takes vitamin D3",
    profile: {
      medicines: ["Delstrigo"],
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
            medicine: "Delstrigo",
          },
        },
      ],
    },
    rationale:
      'Delstrigo leaflet names "St. John\'s wort (Hypericum perforatum ...) or products that contain it" as the only herbal product not to take; vitamin D3 is not named and has no mechanism with doravirine, lamivudine or tenofovir.',
    sources: [
      {
        title:
          "Delstrigo 100 mg/300 mg/245 mg film-coated tablets (doravirine/lamivudine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cba1fe141abc835da1e9a47ec8c07d56.html",
      },
    ],
  },
  {
    id: "sc-p23-delstrigo-iron-quiet",
    title: "Woman on Delstrigo is on ferrous sulfate for heavy periods",
    profile: {
      medicines: ["Delstrigo"],
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
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Delstrigo",
          },
        },
      ],
    },
    rationale:
      'The Delstrigo leaflet has no mineral or antacid warnings (read in full: St John\'s wort, enzyme inducers, "medicines (usually liquids) containing sorbitol") and "can be taken with food or between meals"; iron is not expected to interact.',
    sources: [
      {
        title:
          "Delstrigo 100 mg/300 mg/245 mg film-coated tablets (doravirine/lamivudine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cba1fe141abc835da1e9a47ec8c07d56.html",
      },
    ],
  },
  {
    id: "sc-p23-abilify-sjw",
    title: "Woman on Abilify wants St John's wort for low mood",
    profile: {
      medicines: ["Abilify 10mg"],
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
            medicine: "Abilify 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'ABILIFY leaflet: "It is especially important to mention the following to your doctor: ... antidepressants or herbal remedy used to treat depression and anxiety (such as ... St. John\'s Wort)" - "These medicines may increase the risk of side effects or reduce the effect of ABILIFY"; it is also listed among serotonin-raising products.',
    sources: [
      {
        title: "ABILIFY tablets (aripiprazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-083329ed80f9e5f1c8e6dd49ed81d7aa.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-abilify-sjw-generic",
    title: "Man on aripiprazole buys St John's wort tablets",
    profile: {
      medicines: ["aripiprazole 15mg"],
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
            medicine: "aripiprazole 15mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'ABILIFY leaflet: "St John\'s Wort (Hypericum perforatum) used as a herbal remedy for mild depression" is in the list of medicines that "may increase the risk of side effects; if you get any unusual symptom taking any of these medicines together with ABILIFY, you should see your doctor."',
    sources: [
      {
        title: "ABILIFY tablets (aripiprazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-083329ed80f9e5f1c8e6dd49ed81d7aa.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-abilify-vitd-quiet",
    title: "Man on Abilify takes vitamin D3",
    profile: {
      medicines: ["Abilify 10mg"],
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
            medicine: "Abilify 10mg",
          },
        },
      ],
    },
    rationale:
      "The ABILIFY leaflet's \"Other medicines\" section (read in full) names St John's wort and tryptophan among non-prescription products; vitamin D3 is not named and has no mechanism with aripiprazole.",
    sources: [
      {
        title: "ABILIFY tablets (aripiprazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-083329ed80f9e5f1c8e6dd49ed81d7aa.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-abilify-fish-oil-quiet",
    title: "Woman on aripiprazole takes omega-3 fish oil",
    profile: {
      medicines: ["aripiprazole 15mg"],
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
            medicine: "aripiprazole 15mg",
          },
        },
      ],
    },
    rationale:
      'ABILIFY leaflet lists enzyme-affecting and serotonin-raising products (e.g. "St. John\'s Wort", "tryptophan") but not fish oil; omega-3 has no plausible interaction with aripiprazole.',
    sources: [
      {
        title: "ABILIFY tablets (aripiprazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-083329ed80f9e5f1c8e6dd49ed81d7aa.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-abilify-iron-quiet",
    title: "Woman on Abilify takes iron for low ferritin",
    profile: {
      medicines: ["Abilify 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Gentle iron bisglycinate 20 mg capsules",
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
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Abilify 10mg",
          },
        },
      ],
    },
    rationale:
      'ABILIFY "can be taken regardless of meals" and its interaction section names no antacids or minerals (only medicines, "St. John\'s Wort" and "tryptophan"); iron is not expected to interact.',
    sources: [
      {
        title: "ABILIFY tablets (aripiprazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-083329ed80f9e5f1c8e6dd49ed81d7aa.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-iclusig-sjw",
    title: "Man on Iclusig for CML asks about St John's wort",
    profile: {
      medicines: ["Iclusig 45mg"],
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
            medicine: "Iclusig 45mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Iclusig leaflet: "The following medicines can affect or be affected by Iclusig: ... St. John\'s wort: a herbal product used to treat depression." Tell the doctor before taking it.',
    sources: [
      {
        title: "Iclusig film-coated tablets (ponatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5e5a65e1c335023d46902a7373e1d95f.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-iclusig-vitd-quiet",
    title: "Woman on ponatinib takes vitamin D3",
    profile: {
      medicines: ["ponatinib 15mg"],
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
            medicine: "ponatinib 15mg",
          },
        },
      ],
    },
    rationale:
      'Iclusig leaflet\'s interaction section (read in full) names "St. John\'s wort: a herbal product used to treat depression" as the only herbal product and "Avoid grapefruit products" as the only food advice; vitamin D3 is not named and has no mechanism with ponatinib.',
    sources: [
      {
        title: "Iclusig film-coated tablets (ponatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5e5a65e1c335023d46902a7373e1d95f.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-iclusig-b12-quiet",
    title: "Man on Iclusig takes vitamin B12",
    profile: {
      medicines: ["Iclusig 45mg"],
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
            medicine: "Iclusig 45mg",
          },
        },
      ],
    },
    rationale:
      'Iclusig leaflet names "St. John\'s wort" and grapefruit products; vitamin B12 is not mentioned and does not affect ponatinib.',
    sources: [
      {
        title: "Iclusig film-coated tablets (ponatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5e5a65e1c335023d46902a7373e1d95f.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-iclusig-magnesium-quiet",
    title: "Woman on Iclusig takes magnesium for cramps",
    profile: {
      medicines: ["Iclusig 45mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate tablets (375 mg magnesium)",
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
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Iclusig 45mg",
          },
        },
      ],
    },
    rationale:
      'The Iclusig leaflet gives no antacid or mineral advice ("The tablets can be taken with or without food"; interactions: enzyme inhibitors/inducers incl. "St. John\'s wort", transporters); magnesium is not expected to interact.',
    sources: [
      {
        title: "Iclusig film-coated tablets (ponatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5e5a65e1c335023d46902a7373e1d95f.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-darunavir-sjw",
    title: "Man on darunavir with ritonavir wants St John's wort",
    profile: {
      medicines: ["darunavir 600mg", "ritonavir 100mg"],
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
            medicine: "darunavir 600mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Darunavir Mylan leaflet: "Do not combine darunavir with products that contain St John\'s wort (Hypericum perforatum)."',
    sources: [
      {
        title: "Darunavir Mylan film-coated tablets (darunavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ca782dfd4f770a8ed2648776cb943032.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-darunavir-sjw-800",
    title: "Woman on darunavir 800 mg once daily buys a St John's wort tincture",
    profile: {
      medicines: ["darunavir 800mg", "ritonavir 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort tincture (1:5), 2 ml dose (about 400 mg herb)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "darunavir 800mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Darunavir Mylan leaflet: under the "Do not combine" heading: "Do not combine darunavir with products that contain St John\'s wort (Hypericum perforatum)."',
    sources: [
      {
        title: "Darunavir Mylan film-coated tablets (darunavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ca782dfd4f770a8ed2648776cb943032.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-darunavir-vitd-quiet",
    title: "Man on darunavir takes vitamin D3",
    profile: {
      medicines: ["darunavir 600mg", "ritonavir 100mg"],
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
            medicine: "darunavir 600mg",
          },
        },
      ],
    },
    rationale:
      'Darunavir Mylan leaflet (interaction section read in full) names St John\'s wort ("Do not combine") as the only herbal product and no vitamins or minerals; vitamin D3 has no mechanism with darunavir.',
    sources: [
      {
        title: "Darunavir Mylan film-coated tablets (darunavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ca782dfd4f770a8ed2648776cb943032.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-darunavir-calcium-quiet",
    title: "Woman on darunavir takes calcium for osteopenia",
    profile: {
      medicines: ["darunavir 800mg", "ritonavir 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg calcium) tablets",
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
            medicine: "darunavir 800mg",
          },
        },
      ],
    },
    rationale:
      'The Darunavir Mylan leaflet contains no antacid or mineral spacing advice; it names St John\'s wort ("Do not combine") only. Calcium is not expected to interact with darunavir.',
    sources: [
      {
        title: "Darunavir Mylan film-coated tablets (darunavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ca782dfd4f770a8ed2648776cb943032.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-darunavir-b12-quiet",
    title: "Man on darunavir takes vitamin B12",
    profile: {
      medicines: ["darunavir 600mg", "ritonavir 100mg"],
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
            medicine: "darunavir 600mg",
          },
        },
      ],
    },
    rationale:
      "Darunavir Mylan leaflet: St John's wort is the only non-prescription product named (\"Do not combine darunavir with products that contain St John's wort\"); vitamin B12 is not mentioned.",
    sources: [
      {
        title: "Darunavir Mylan film-coated tablets (darunavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ca782dfd4f770a8ed2648776cb943032.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-cholestagel-vitamin-k",
    title: "Man on Cholestagel takes a vitamin K1 supplement",
    profile: {
      medicines: ["Cholestagel 625mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin K1 (phytomenadione) 100 micrograms tablets",
          ingredients: [
            {
              ingredient: "vitamin-k1",
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
          ingredient: "vitamin-k1",
          with: {
            medicine: "Cholestagel 625mg",
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
      'Cholestagel leaflet: "Cholestagel may affect the absorption of vitamin K" and "you may be advised to take Cholestagel at least 4 hours before or at least 4 hours after taking the other medication". Take the vitamin K apart from colesevelam.',
    sources: [
      {
        title:
          "Cholestagel 625 mg film-coated tablets (colesevelam) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-774fedb6c66b32bb4aacfa98a373a48f.html",
      },
    ],
  },
  {
    id: "sc-p23-cholestagel-vitamin-d",
    title: "Woman on colesevelam takes vitamin D3 every day",
    profile: {
      medicines: ["colesevelam 625mg"],
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "colesevelam 625mg",
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
      'Cholestagel leaflet: "if you have any condition that could cause you to have a deficiency of vitamins A, D, E or K, your doctor may want to check your vitamin levels periodically ... If necessary, your doctor may advise you to take vitamin supplements"; colesevelam can reduce absorption, so take vitamin D at least 4 hours apart. A note, not a warning: vitamin supplements may be advised.',
    sources: [
      {
        title:
          "Cholestagel 625 mg film-coated tablets (colesevelam) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-774fedb6c66b32bb4aacfa98a373a48f.html",
      },
    ],
  },
  {
    id: "sc-p23-cholestagel-vitamin-e",
    title: "Man on Cholestagel takes vitamin E capsules",
    profile: {
      medicines: ["Cholestagel 625mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 400 IU capsules",
          ingredients: [
            {
              ingredient: "vitamin-e",
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
          ingredient: "vitamin-e",
          with: {
            medicine: "Cholestagel 625mg",
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
      'Cholestagel leaflet: names a possible "deficiency of vitamins A, D, E or K" with colesevelam and says doses may need to be separated by "at least 4 hours"; a fat-soluble vitamin E capsule should be taken apart from Cholestagel.',
    sources: [
      {
        title:
          "Cholestagel 625 mg film-coated tablets (colesevelam) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-774fedb6c66b32bb4aacfa98a373a48f.html",
      },
    ],
  },
  {
    id: "sc-p23-evrenzo-calcium",
    title: "Man on Evrenzo for kidney anaemia takes calcium carbonate",
    profile: {
      medicines: ["Evrenzo 70mg"],
      conditions: ["chronic kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg calcium) tablets",
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
            medicine: "Evrenzo 70mg",
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
      'Evrenzo leaflet: "medicines or supplements that contain calcium, iron, magnesium or aluminium (called multivalent cations) ... You must take Evrenzo at least 1 hour after these medicines or supplements. Otherwise roxadustat will not be properly absorbed by your body."',
    sources: [
      {
        title: "Evrenzo film-coated tablets (roxadustat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-83e919009d254ffa32b4c1748bcfba15.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-evrenzo-iron",
    title: "Woman on roxadustat also takes ferrous sulfate",
    profile: {
      medicines: ["roxadustat 100mg"],
      conditions: ["chronic kidney disease"],
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
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "roxadustat 100mg",
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
      'Evrenzo leaflet: "Take Evrenzo at least 1 hour after you have taken ... other medicines or supplements that contain calcium, iron, magnesium or aluminium (called multivalent cations)."',
    sources: [
      {
        title: "Evrenzo film-coated tablets (roxadustat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-83e919009d254ffa32b4c1748bcfba15.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-evrenzo-magnesium",
    title: "Man on Evrenzo takes magnesium citrate for cramps",
    profile: {
      medicines: ["Evrenzo 70mg"],
      conditions: ["chronic kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate tablets (375 mg magnesium)",
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
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Evrenzo 70mg",
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
      'Evrenzo leaflet: names "supplements that contain calcium, iron, magnesium or aluminium" and says "You must take Evrenzo at least 1 hour after these medicines or supplements."',
    sources: [
      {
        title: "Evrenzo film-coated tablets (roxadustat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-83e919009d254ffa32b4c1748bcfba15.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-evrenzo-multivitamin",
    title: "Woman on roxadustat takes an A-Z multivitamin with minerals",
    profile: {
      medicines: ["roxadustat 100mg"],
      conditions: ["chronic kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and mineral tablet (calcium 200 mg, iron 14 mg, magnesium 100 mg)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 200,
              unit: "mg",
            },
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
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
          ingredient: "calcium",
          with: {
            medicine: "roxadustat 100mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "iron",
          with: {
            medicine: "roxadustat 100mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "roxadustat 100mg",
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
      'Evrenzo leaflet: "other medicines or supplements that contain calcium, iron, magnesium or aluminium (called multivalent cations)" - take Evrenzo "at least 1 hour after" them; a multivitamin with these minerals counts.',
    sources: [
      {
        title: "Evrenzo film-coated tablets (roxadustat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-83e919009d254ffa32b4c1748bcfba15.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-evrenzo-vitd-quiet",
    title: "Man on Evrenzo takes plain vitamin D3 drops",
    profile: {
      medicines: ["Evrenzo 70mg"],
      conditions: ["chronic kidney disease"],
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
            medicine: "Evrenzo 70mg",
          },
        },
      ],
    },
    rationale:
      'The Evrenzo leaflet (read in full) names phosphate binders and "supplements that contain calcium, iron, magnesium or aluminium", statins, probenecid and ESAs; plain colecalciferol contains none of these cations and is not named.',
    sources: [
      {
        title: "Evrenzo film-coated tablets (roxadustat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-83e919009d254ffa32b4c1748bcfba15.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-evrenzo-b12-quiet",
    title: "Woman on roxadustat takes vitamin B12",
    profile: {
      medicines: ["roxadustat 100mg"],
      conditions: ["chronic kidney disease"],
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
            medicine: "roxadustat 100mg",
          },
        },
      ],
    },
    rationale:
      'Evrenzo leaflet: the spacing rule covers "supplements that contain calcium, iron, magnesium or aluminium"; vitamin B12 is not a multivalent cation and is not named.',
    sources: [
      {
        title: "Evrenzo film-coated tablets (roxadustat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-83e919009d254ffa32b4c1748bcfba15.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-koselugo-vitamin-e",
    title: "Teenager on Koselugo: parent asks about vitamin E capsules",
    profile: {
      medicines: ["Koselugo 25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 400 IU capsules",
          ingredients: [
            {
              ingredient: "vitamin-e",
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
          ingredient: "vitamin-e",
          with: {
            medicine: "Koselugo 25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Koselugo leaflet: "Talk to your doctor, pharmacist or nurse before and during your treatment with Koselugo ... if you take supplements containing vitamin E" and "Koselugo capsules contain vitamin E that may increase your risk of bleeding ... tell your doctor if you take ... supplements that may increase your risk of bleeding, such as vitamin E".',
    sources: [
      {
        title: "Koselugo hard capsules (selumetinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4a0e2349adfb2620b1fba9cd50d81a0a.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-koselugo-sjw",
    title: "Young adult on selumetinib buys St John's wort",
    profile: {
      medicines: ["selumetinib 25mg"],
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
            medicine: "selumetinib 25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Koselugo leaflet: "Tell your doctor if you are taking any of the following medicines: ... St. John\'s wort (Hypericum perforatum), a herbal medicine (used to treat mild depression and other conditions)".',
    sources: [
      {
        title: "Koselugo hard capsules (selumetinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4a0e2349adfb2620b1fba9cd50d81a0a.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-aclasta-adcal-quiet",
    title: "Woman given yearly Aclasta takes calcium + vitamin D3 tablets",
    profile: {
      medicines: ["Aclasta 5mg infusion"],
      conditions: ["osteoporosis"],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (500 mg calcium, 10 micrograms D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
            medicine: "Aclasta 5mg infusion",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Aclasta 5mg infusion",
          },
        },
      ],
    },
    rationale:
      'Aclasta leaflet: "It is important to take calcium and vitamin D supplements (for example tablets) as directed by your doctor." The leaflet asks for these supplements, so the pair must not be flagged (no spacing issue with a yearly infusion).',
    sources: [
      {
        title:
          "Aclasta 5 mg solution for infusion (zoledronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9dc703bc672ed093a819de38cd335ddf.json.html",
      },
    ],
  },
  {
    id: "sc-p23-aclasta-vitd-quiet",
    title: "Man after hip fracture on zoledronic acid takes vitamin D3",
    profile: {
      medicines: ["zoledronic acid 5mg yearly infusion"],
      conditions: ["osteoporosis"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin D3 20 micrograms (800 IU) tablets",
          ingredients: [
            {
              ingredient: "vitamin-d3",
              amount: 20,
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
            medicine: "zoledronic acid 5mg yearly infusion",
          },
        },
      ],
    },
    rationale:
      'Aclasta leaflet: "It is important to take calcium and vitamin D supplements (for example tablets) as directed by your doctor."',
    sources: [
      {
        title:
          "Aclasta 5 mg solution for infusion (zoledronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9dc703bc672ed093a819de38cd335ddf.json.html",
      },
    ],
  },
  {
    id: "sc-p23-aclasta-calcium-quiet",
    title: "Woman on Aclasta takes calcium carbonate daily",
    profile: {
      medicines: ["Aclasta 5mg infusion"],
      conditions: ["osteoporosis"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg calcium) tablets",
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
            medicine: "Aclasta 5mg infusion",
          },
        },
      ],
    },
    rationale:
      'Aclasta leaflet: warns the doctor should know "if you are unable to take daily calcium supplements" and says "It is important to take calcium and vitamin D supplements". Unlike oral bisphosphonates there is no spacing rule for a yearly infusion.',
    sources: [
      {
        title:
          "Aclasta 5 mg solution for infusion (zoledronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9dc703bc672ed093a819de38cd335ddf.json.html",
      },
    ],
  },
  {
    id: "sc-p23-aclasta-magnesium-quiet",
    title: "Woman on yearly zoledronic acid takes magnesium at night",
    profile: {
      medicines: ["zoledronic acid 5mg yearly infusion"],
      conditions: ["osteoporosis"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate tablets (375 mg magnesium)",
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
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "zoledronic acid 5mg yearly infusion",
          },
        },
      ],
    },
    rationale:
      'The Aclasta leaflet\'s "Other medicines" section (read in full) names only kidney-harming medicines and diuretics; it is a yearly intravenous infusion, so the oral-bisphosphonate rule about minerals does not apply ("You may eat normally on the day you are treated").',
    sources: [
      {
        title:
          "Aclasta 5 mg solution for infusion (zoledronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9dc703bc672ed093a819de38cd335ddf.json.html",
      },
    ],
  },
  {
    id: "sc-p23-aclasta-iron-quiet",
    title: "Older woman on Aclasta takes iron tablets",
    profile: {
      medicines: ["Aclasta 5mg infusion"],
      conditions: ["osteoporosis"],
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
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Aclasta 5mg infusion",
          },
        },
      ],
    },
    rationale:
      'Aclasta is given "as one infusion per year into a vein"; the leaflet\'s interaction section names only kidney-harming medicines and diuretics, and asks for "calcium and vitamin D supplements". Oral iron does not interact with the infusion.',
    sources: [
      {
        title:
          "Aclasta 5 mg solution for infusion (zoledronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9dc703bc672ed093a819de38cd335ddf.json.html",
      },
    ],
  },
  {
    id: "sc-p23-adempas-sjw",
    title: "Woman on Adempas for pulmonary hypertension wants St John's wort",
    profile: {
      medicines: ["Adempas 2.5mg"],
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
            medicine: "Adempas 2.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Adempas leaflet: "Tell your doctor or pharmacist if you are taking ... medicines used for: ... depression (St. John\'s Wort)."',
    sources: [
      {
        title: "Adempas film-coated tablets (riociguat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a0ac9d79e71815d66e8cc1b00ebabcb0.html",
      },
    ],
  },
  {
    id: "sc-p23-adempas-magnesium",
    title: "Man on riociguat takes magnesium hydroxide tablets",
    profile: {
      medicines: ["riociguat 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium hydroxide 500 mg tablets (about 200 mg magnesium)",
          ingredients: [
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
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "riociguat 2mg",
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
      'Adempas leaflet: "antacids such as aluminium hydroxide/magnesium hydroxide ... These medicines should be taken at least 2 hours before or 1 hour after taking Adempas." The leaflet names magnesium hydroxide, so a magnesium hydroxide supplement should be spaced.',
    sources: [
      {
        title: "Adempas film-coated tablets (riociguat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a0ac9d79e71815d66e8cc1b00ebabcb0.html",
      },
    ],
  },
  {
    id: "sc-p23-adempas-vitd-quiet",
    title: "Woman on Adempas takes vitamin D3",
    profile: {
      medicines: ["Adempas 2.5mg"],
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
            medicine: "Adempas 2.5mg",
          },
        },
      ],
    },
    rationale:
      "The Adempas leaflet's \"Other medicines\" list (read in full) names St John's Wort and Al/Mg antacids among non-prescription products; vitamin D3 is neither and has no mechanism with riociguat.",
    sources: [
      {
        title: "Adempas film-coated tablets (riociguat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a0ac9d79e71815d66e8cc1b00ebabcb0.html",
      },
    ],
  },
  {
    id: "sc-p23-adempas-iron-quiet",
    title: "Woman on riociguat takes ferrous fumarate",
    profile: {
      medicines: ["riociguat 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ferrous fumarate 210 mg tablets (68 mg iron)",
          ingredients: [
            {
              ingredient: "iron",
              amount: 68,
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
            medicine: "riociguat 2mg",
          },
        },
      ],
    },
    rationale:
      'Adempas leaflet: the only mineral spacing rule is for "antacids such as aluminium hydroxide/magnesium hydroxide", which raise stomach pH; iron is not an antacid and is not named.',
    sources: [
      {
        title: "Adempas film-coated tablets (riociguat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a0ac9d79e71815d66e8cc1b00ebabcb0.html",
      },
    ],
  },
  {
    id: "sc-p23-adempas-b12-quiet",
    title: "Man on Adempas takes vitamin B12",
    profile: {
      medicines: ["Adempas 2.5mg"],
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
            medicine: "Adempas 2.5mg",
          },
        },
      ],
    },
    rationale:
      'Adempas leaflet names "depression (St. John\'s Wort)" and "antacids such as aluminium hydroxide/magnesium hydroxide"; vitamin B12 is not mentioned and has no mechanism with riociguat.',
    sources: [
      {
        title: "Adempas film-coated tablets (riociguat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a0ac9d79e71815d66e8cc1b00ebabcb0.html",
      },
    ],
  },
  {
    id: "sc-p23-feraccru-calcium",
    title: "Woman on Feraccru takes calcium carbonate",
    profile: {
      medicines: ["Feraccru 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg calcium) tablets",
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
            medicine: "Feraccru 30mg",
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
      'Feraccru leaflet: "You should leave at least 2 hours between taking Feraccru and taking: Supplements or medicines that contain magnesium or calcium."',
    sources: [
      {
        title: "Feraccru 30 mg hard capsules (ferric maltol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-02a1ba5129f4c436758a0bf386350823.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-feraccru-magnesium",
    title: "Man on ferric maltol takes magnesium glycinate at night",
    profile: {
      medicines: ["ferric maltol 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium glycinate capsules (200 mg magnesium)",
          ingredients: [
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
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "ferric maltol 30mg",
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
      'Feraccru leaflet: "You should leave at least 2 hours between taking Feraccru and taking: Supplements or medicines that contain magnesium or calcium."',
    sources: [
      {
        title: "Feraccru 30 mg hard capsules (ferric maltol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-02a1ba5129f4c436758a0bf386350823.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-feraccru-adcal",
    title: "Woman with IBD on Feraccru takes calcium + vitamin D3",
    profile: {
      medicines: ["Feraccru 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (500 mg calcium, 10 micrograms D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
          ingredient: "calcium",
          with: {
            medicine: "Feraccru 30mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Feraccru 30mg",
          },
        },
      ],
    },
    rationale:
      'Feraccru leaflet: "leave at least 2 hours between taking Feraccru and taking: Supplements or medicines that contain magnesium or calcium." The calcium part needs spacing; vitamin D itself is not named.',
    sources: [
      {
        title: "Feraccru 30 mg hard capsules (ferric maltol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-02a1ba5129f4c436758a0bf386350823.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-feraccru-b12-quiet",
    title: "Woman on Feraccru also takes vitamin B12",
    profile: {
      medicines: ["Feraccru 30mg"],
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
            medicine: "Feraccru 30mg",
          },
        },
      ],
    },
    rationale:
      'The Feraccru leaflet (read in full) asks for spacing only from "Supplements or medicines that contain magnesium or calcium" and some medicines; vitamin B12 is not named.',
    sources: [
      {
        title: "Feraccru 30 mg hard capsules (ferric maltol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-02a1ba5129f4c436758a0bf386350823.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-feraccru-folic-quiet",
    title: "Woman on ferric maltol is prescribed folic acid",
    profile: {
      medicines: ["ferric maltol 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 5 mg tablets",
          ingredients: [
            {
              ingredient: "folic-acid",
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
          ingredient: "folic-acid",
          with: {
            medicine: "ferric maltol 30mg",
          },
        },
      ],
    },
    rationale:
      'Feraccru leaflet: spacing applies to "Supplements or medicines that contain magnesium or calcium", certain antibiotics, bisphosphonates, penicillamine, levodopa/entacapone, levothyroxine and mycophenolate; folic acid is not named.',
    sources: [
      {
        title: "Feraccru 30 mg hard capsules (ferric maltol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-02a1ba5129f4c436758a0bf386350823.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-feraccru-vitc-quiet",
    title: "Man on Feraccru takes vitamin C",
    profile: {
      medicines: ["Feraccru 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg effervescent tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "Feraccru 30mg",
          },
        },
      ],
    },
    rationale:
      'The Feraccru leaflet names only magnesium and calcium supplements for spacing ("leave at least 2 hours"); vitamin C is not named and does not reduce iron uptake.',
    sources: [
      {
        title: "Feraccru 30 mg hard capsules (ferric maltol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-02a1ba5129f4c436758a0bf386350823.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-ferriprox-vitamin-c",
    title: "Man with thalassaemia on Ferriprox buys vitamin C 1000 mg",
    profile: {
      medicines: ["Ferriprox 500mg"],
      conditions: ["thalassaemia major"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg effervescent tablets",
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
            medicine: "Ferriprox 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferriprox leaflet: "Please consult with your doctor or pharmacist before taking vitamin C with Ferriprox."',
    sources: [
      {
        title:
          "Ferriprox 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-174da4bc3583312132255c6ab13da6ac.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-ferriprox-vitamin-c-immune",
    title: "Woman on deferiprone takes an immune vitamin C + zinc drink",
    profile: {
      medicines: ["deferiprone 500mg"],
      conditions: ["thalassaemia major"],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg + zinc 10 mg effervescent tablet",
          ingredients: [
            {
              ingredient: "vitamin-c",
              amount: 1000,
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
            medicine: "deferiprone 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Ferriprox leaflet: "Please consult with your doctor or pharmacist before taking vitamin C with Ferriprox." (Only the vitamin C link is asserted.)',
    sources: [
      {
        title:
          "Ferriprox 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-174da4bc3583312132255c6ab13da6ac.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-ferriprox-folic-quiet",
    title: "Man with thalassaemia on Ferriprox takes folic acid",
    profile: {
      medicines: ["Ferriprox 500mg"],
      conditions: ["thalassaemia major"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 5 mg tablets",
          ingredients: [
            {
              ingredient: "folic-acid",
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
          ingredient: "folic-acid",
          with: {
            medicine: "Ferriprox 500mg",
          },
        },
      ],
    },
    rationale:
      'The Ferriprox leaflet (read in full) names neutropenia-causing medicines, "aluminium-based antacids" and "vitamin C"; folic acid is not named and has no mechanism with deferiprone.',
    sources: [
      {
        title:
          "Ferriprox 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-174da4bc3583312132255c6ab13da6ac.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-ferriprox-vitd-quiet",
    title: "Woman on Ferriprox takes vitamin D3",
    profile: {
      medicines: ["Ferriprox 500mg"],
      conditions: ["thalassaemia major"],
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
            medicine: "Ferriprox 500mg",
          },
        },
      ],
    },
    rationale:
      'Ferriprox leaflet: only "aluminium-based antacids" ("Do not take ... at the same time") and "vitamin C" ("consult with your doctor or pharmacist") are named among non-prescription products; vitamin D3 is neither.',
    sources: [
      {
        title:
          "Ferriprox 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-174da4bc3583312132255c6ab13da6ac.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-actelsar-potassium",
    title: "Man on telmisartan/HCT takes potassium supplement tablets",
    profile: {
      medicines: ["Actelsar HCT 80mg/12.5mg"],
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
            medicine: "Actelsar HCT 80mg/12.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Actelsar HCT leaflet: "Your doctor may need to change the dose of these other medicines or take other precautions ... This applies especially to ... Medicines that may increase blood potassium levels such as potassium-sparing diuretics, potassium supplements, salt substitutes containing potassium".',
    sources: [
      {
        title:
          "Actelsar HCT tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d4e93c060506fdcc083b5b1a04e82522.json.html",
      },
    ],
  },
  {
    id: "sc-p23-actelsar-lo-salt",
    title: "Woman on telmisartan/hydrochlorothiazide switches to a low-sodium potassium salt",
    profile: {
      medicines: ["telmisartan/hydrochlorothiazide 40mg/12.5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Low-sodium salt substitute (about 1 g potassium per day as used)",
          ingredients: [
            {
              ingredient: "potassium",
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
          ingredient: "potassium",
          with: {
            medicine: "telmisartan/hydrochlorothiazide 40mg/12.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Actelsar HCT leaflet: lists "salt substitutes containing potassium" among "Medicines that may increase blood potassium levels" for which the doctor may need to "take other precautions".',
    sources: [
      {
        title:
          "Actelsar HCT tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d4e93c060506fdcc083b5b1a04e82522.json.html",
      },
    ],
  },
  {
    id: "sc-p23-actelsar-calcium",
    title: "Older woman on Actelsar HCT starts calcium carbonate",
    profile: {
      medicines: ["Actelsar HCT 80mg/12.5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg calcium) tablets",
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
            medicine: "Actelsar HCT 80mg/12.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Actelsar HCT leaflet: "Calcium supplements and/or vitamin D supplements" are listed among medicines for which "Your doctor may need to change the dose ... or take other precautions"; the leaflet also says do not take it "if your doctor determines that you have ... high calcium levels in your blood".',
    sources: [
      {
        title:
          "Actelsar HCT tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d4e93c060506fdcc083b5b1a04e82522.json.html",
      },
    ],
  },
  {
    id: "sc-p23-actelsar-adcal-d3",
    title: "Woman on telmisartan/HCT takes calcium + vitamin D3 chewables",
    profile: {
      medicines: ["telmisartan/hydrochlorothiazide 40mg/12.5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (500 mg calcium, 10 micrograms D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
          ingredient: "calcium",
          with: {
            medicine: "telmisartan/hydrochlorothiazide 40mg/12.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "telmisartan/hydrochlorothiazide 40mg/12.5mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Actelsar HCT leaflet: names "Calcium supplements and/or vitamin D supplements" in the list where the doctor "may need to ... take other precautions" (thiazide: risk of high calcium). Calcium graded moderate; the vitamin D part at least a note.',
    sources: [
      {
        title:
          "Actelsar HCT tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d4e93c060506fdcc083b5b1a04e82522.json.html",
      },
    ],
  },
  {
    id: "sc-p23-actelsar-b12-quiet",
    title: "Man on Actelsar HCT takes vitamin B12",
    profile: {
      medicines: ["Actelsar HCT 80mg/12.5mg"],
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
            medicine: "Actelsar HCT 80mg/12.5mg",
          },
        },
      ],
    },
    rationale:
      'The Actelsar HCT leaflet\'s interaction list (read in full) names "potassium supplements", "salt substitutes containing potassium" and "Calcium supplements and/or vitamin D supplements"; vitamin B12 is not named and does not affect potassium, calcium or blood pressure.',
    sources: [
      {
        title:
          "Actelsar HCT tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d4e93c060506fdcc083b5b1a04e82522.json.html",
      },
    ],
  },
  {
    id: "sc-p23-actelsar-iron-quiet",
    title: "Woman on telmisartan/HCT takes ferrous sulfate",
    profile: {
      medicines: ["telmisartan/hydrochlorothiazide 40mg/12.5mg"],
      conditions: ["high blood pressure"],
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
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            medicine: "telmisartan/hydrochlorothiazide 40mg/12.5mg",
          },
        },
      ],
    },
    rationale:
      'Actelsar HCT leaflet: the supplements named are "potassium supplements", "salt substitutes containing potassium" and "Calcium supplements and/or vitamin D supplements"; iron is not named and has no mechanism with telmisartan or hydrochlorothiazide.',
    sources: [
      {
        title:
          "Actelsar HCT tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d4e93c060506fdcc083b5b1a04e82522.json.html",
      },
    ],
  },
  {
    id: "sc-p23-invokana-sjw",
    title: "Man on Invokana for type 2 diabetes wants St John's wort",
    profile: {
      medicines: ["Invokana 100mg"],
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
            medicine: "Invokana 100mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Invokana leaflet: "In particular, tell your doctor if you are taking any of the following medicines: ... St. John\'s wort (an herbal medicine to treat depression)" - "some other medicines can affect the way this medicine works".',
    sources: [
      {
        title: "Invokana film-coated tablets (canagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0ec338c010ecf0f95bd7dc099830384.html",
      },
    ],
  },
  {
    id: "sc-p23-invokana-sjw-generic",
    title: "Woman on canagliflozin 300 mg buys Hypericum capsules",
    profile: {
      medicines: ["canagliflozin 300mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Hypericum perforatum 425 mg capsules",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 425,
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
            medicine: "canagliflozin 300mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Invokana leaflet: "St. John\'s wort (an herbal medicine to treat depression)" is in the list of medicines to tell the doctor about because they "can affect the way this medicine works".',
    sources: [
      {
        title: "Invokana film-coated tablets (canagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0ec338c010ecf0f95bd7dc099830384.html",
      },
    ],
  },
  {
    id: "sc-p23-invokana-vitd-quiet",
    title: "Man on Invokana takes vitamin D3",
    profile: {
      medicines: ["Invokana 100mg"],
      conditions: ["type 2 diabetes"],
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
            medicine: "Invokana 100mg",
          },
        },
      ],
    },
    rationale:
      "The Invokana leaflet's interaction list (read in full) names \"St. John's wort\" as the only herbal product and cholestyramine for timing; vitamin D3 is not named and has no mechanism with canagliflozin.",
    sources: [
      {
        title: "Invokana film-coated tablets (canagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0ec338c010ecf0f95bd7dc099830384.html",
      },
    ],
  },
  {
    id: "sc-p23-invokana-b12-quiet",
    title: "Woman on canagliflozin and metformin takes vitamin B12",
    profile: {
      medicines: ["canagliflozin 300mg", "metformin 500mg"],
      conditions: ["type 2 diabetes"],
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
            medicine: "canagliflozin 300mg",
          },
        },
      ],
    },
    rationale:
      'Invokana leaflet names "St. John\'s wort", enzyme inducers, lithium, cholestyramine, digoxin and dabigatran; vitamin B12 is not named and does not affect canagliflozin.',
    sources: [
      {
        title: "Invokana film-coated tablets (canagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0ec338c010ecf0f95bd7dc099830384.html",
      },
    ],
  },
  {
    id: "sc-p23-invokana-magnesium-quiet",
    title: "Man on Invokana takes magnesium citrate",
    profile: {
      medicines: ["Invokana 100mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate tablets (375 mg magnesium)",
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
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Invokana 100mg",
          },
        },
      ],
    },
    rationale:
      'The Invokana leaflet gives no antacid or mineral spacing advice ("You can take your tablet with or without food"; only bile acid sequestrants need spacing); magnesium is not named, so no interaction is expected.',
    sources: [
      {
        title: "Invokana film-coated tablets (canagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0ec338c010ecf0f95bd7dc099830384.html",
      },
    ],
  },
  {
    id: "sc-p23-corbilta-iron",
    title: "Man with Parkinson's on Corbilta is started on ferrous sulfate",
    profile: {
      medicines: ["Corbilta 100mg/25mg/200mg"],
      conditions: ["Parkinson's disease"],
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
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Corbilta 100mg/25mg/200mg",
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
      'Corbilta leaflet: "Corbilta may make it harder for you to digest iron. Therefore, do not take Corbilta and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other."',
    sources: [
      {
        title:
          "Corbilta film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-16d693c68a441b92f0316a8bd5fd9c6e.json.html",
      },
    ],
  },
  {
    id: "sc-p23-corbilta-multivitamin-iron",
    title: "Woman on levodopa/carbidopa/entacapone takes a multivitamin with iron",
    profile: {
      medicines: ["levodopa/carbidopa/entacapone 150mg/37.5mg/200mg"],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and mineral tablet (calcium 200 mg, iron 14 mg, magnesium 100 mg)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 200,
              unit: "mg",
            },
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
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
          ingredient: "iron",
          with: {
            medicine: "levodopa/carbidopa/entacapone 150mg/37.5mg/200mg",
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
      'Corbilta leaflet: "do not take Corbilta and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other." (Only the iron link is asserted.)',
    sources: [
      {
        title:
          "Corbilta film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-16d693c68a441b92f0316a8bd5fd9c6e.json.html",
      },
    ],
  },
  {
    id: "sc-p23-corbilta-whey",
    title: "Man on Corbilta drinks a whey protein shake with his morning dose",
    profile: {
      medicines: ["Corbilta 100mg/25mg/200mg"],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "Whey protein shake (25 g protein per scoop)",
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
            medicine: "Corbilta 100mg/25mg/200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Corbilta leaflet: "For some patients, Corbilta may not be well absorbed if it is taken with, or shortly after eating protein-rich food (such as meats, fish, dairy products, seeds and nuts). Consult your doctor if you think this applies to you." A whey shake is a concentrated dairy protein.',
    sources: [
      {
        title:
          "Corbilta film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-16d693c68a441b92f0316a8bd5fd9c6e.json.html",
      },
    ],
  },
  {
    id: "sc-p23-corbilta-vitd-quiet",
    title: "Woman with Parkinson's on Corbilta takes vitamin D3",
    profile: {
      medicines: ["Corbilta 100mg/25mg/200mg"],
      conditions: ["Parkinson's disease"],
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
            medicine: "Corbilta 100mg/25mg/200mg",
          },
        },
      ],
    },
    rationale:
      'The Corbilta leaflet\'s interaction section (read in full) names MAO inhibitors, several medicines, "iron supplements" (2-3 hours apart) and "protein-rich food"; vitamin D3 is not named and has no mechanism with levodopa/carbidopa/entacapone.',
    sources: [
      {
        title:
          "Corbilta film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-16d693c68a441b92f0316a8bd5fd9c6e.json.html",
      },
    ],
  },
  {
    id: "sc-p23-corbilta-coq10-quiet",
    title: "Man on levodopa/carbidopa/entacapone takes coenzyme Q10",
    profile: {
      medicines: ["levodopa/carbidopa/entacapone 150mg/37.5mg/200mg"],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "Coenzyme Q10 100 mg capsules",
          ingredients: [
            {
              ingredient: "coq10",
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
          ingredient: "coq10",
          with: {
            medicine: "levodopa/carbidopa/entacapone 150mg/37.5mg/200mg",
          },
        },
      ],
    },
    rationale:
      'Corbilta leaflet: the only supplement named is "iron supplements" ("wait at least 2 to 3 hours"), plus "protein-rich food"; coenzyme Q10 is neither and is not expected to interact.',
    sources: [
      {
        title:
          "Corbilta film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-16d693c68a441b92f0316a8bd5fd9c6e.json.html",
      },
    ],
  },
  {
    id: "sc-p23-ellaone-sjw",
    title: "Woman who takes St John's wort asks the pharmacist for ellaOne",
    profile: {
      medicines: ["ellaOne 30mg"],
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
            medicine: "ellaOne 30mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'ellaOne leaflet: "Some medicines may prevent ellaOne from working effectively. If you have used any of the medicines listed below during the last 4 weeks, ellaOne may be less suitable for you. Your doctor may prescribe another type of (non-hormonal) emergency contraceptive, i.e. a copper intrauterine device (Cu-IUD): ... herbal remedies containing St John\'s wort (Hypericum perforatum)."',
    sources: [
      {
        title: "ellaOne 30 mg tablet (ulipristal acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a8d190f59e73033fd1157419aef18ccc.json.html",
      },
    ],
  },
  {
    id: "sc-p23-ellaone-sjw-stopped",
    title: "Woman stopped Hypericum capsules two weeks ago and needs emergency contraception",
    profile: {
      medicines: ["ulipristal acetate 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hypericum perforatum 425 mg capsules (stopped 2 weeks ago)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
              amount: 425,
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
            medicine: "ulipristal acetate 30mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'ellaOne leaflet: the warning covers use "during the last 4 weeks": "Speak to your doctor or pharmacist before using ellaOne when you use (or have recently used) any of the medicines stated above", which include "herbal remedies containing St John\'s wort".',
    sources: [
      {
        title: "ellaOne 30 mg tablet (ulipristal acetate) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a8d190f59e73033fd1157419aef18ccc.json.html",
      },
    ],
  },
  {
    id: "sc-p23-lorviqua-sjw",
    title: "Man on Lorviqua for lung cancer wants St John's wort",
    profile: {
      medicines: ["Lorviqua 100mg"],
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
            medicine: "Lorviqua 100mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lorviqua leaflet: "Do not take Lorviqua ... if you are taking any of these medicines: ... medicines containing St. John\'s wort (Hypericum perforatum, a herbal preparation)".',
    sources: [
      {
        title: "Lorviqua film-coated tablets (lorlatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-421c345b23392c1be16e7fe1f7c5111b.json.html",
      },
    ],
  },
  {
    id: "sc-p23-lorviqua-sjw-generic",
    title: "Woman on lorlatinib buys a Hypericum mood tincture",
    profile: {
      medicines: ["lorlatinib 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hypericum tincture, 2 ml (about 400 mg herb)",
          ingredients: [
            {
              ingredient: "st-johns-wort",
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
          ingredient: "st-johns-wort",
          with: {
            medicine: "lorlatinib 100mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Lorviqua leaflet: "You must not take Lorviqua with certain medicines. These are listed under Do not take Lorviqua", which include "medicines containing St. John\'s wort (Hypericum perforatum, a herbal preparation)".',
    sources: [
      {
        title: "Lorviqua film-coated tablets (lorlatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-421c345b23392c1be16e7fe1f7c5111b.json.html",
      },
    ],
  },
  {
    id: "sc-p23-aptivus-multivitamin-vitamin-e",
    title: "Man on Aptivus takes a high-strength vitamin E + D3 capsule",
    profile: {
      medicines: ["Aptivus 250mg", "ritonavir 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin E 268 mg (400 IU) + vitamin D3 25 micrograms capsule",
          ingredients: [
            {
              ingredient: "vitamin-e",
              amount: 400,
              unit: "IU",
            },
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
          ingredient: "vitamin-e",
          with: {
            medicine: "Aptivus 250mg",
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
            medicine: "Aptivus 250mg",
          },
        },
      ],
    },
    rationale:
      'Aptivus leaflet: "Tell your doctor if you receive medicines such as blood-thinning agents, or if you are taking vitamin E. Your doctor may wish to consider certain precautionary measures". Vitamin D is not named.',
    sources: [
      {
        title: "Aptivus 250 mg soft capsules (tipranavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a8020a852a9fed523fd88e0aa8dbc86d.html",
      },
    ],
  },
  {
    id: "sc-p23-aptivus-vitc-quiet",
    title: "Woman on tipranavir takes vitamin C",
    profile: {
      medicines: ["tipranavir 250mg capsules", "ritonavir 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg effervescent tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "tipranavir 250mg capsules",
          },
        },
      ],
    },
    rationale:
      'The Aptivus leaflet names St John\'s wort ("Do not take"), vitamin E ("Tell your doctor") and Al/Mg antacids; vitamin C is not named and has no mechanism with tipranavir.',
    sources: [
      {
        title: "Aptivus 250 mg soft capsules (tipranavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a8020a852a9fed523fd88e0aa8dbc86d.html",
      },
    ],
  },
  {
    id: "sc-p23-eftdf-ginkgo-combo",
    title: "Woman on efavirenz/emtricitabine/tenofovir takes a 'brain health' ginkgo + B12 blend",
    profile: {
      medicines: ["efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Ginkgo 60 mg + vitamin B12 500 micrograms tablet",
          ingredients: [
            {
              ingredient: "ginkgo-biloba",
              amount: 60,
              unit: "mg",
            },
            {
              ingredient: "vitamin-b12",
              amount: 500,
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
          ingredient: "ginkgo-biloba",
          with: {
            medicine: "efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            medicine: "efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg",
          },
        },
      ],
    },
    rationale:
      'Efavirenz/Emtricitabine/Tenofovir disoproxil Zentiva leaflet: "may interact with other medicines, including herbal preparations such as Ginkgo biloba extracts ... This may stop your medicines from working properly". Vitamin B12 is not named.',
    sources: [
      {
        title:
          "Efavirenz/Emtricitabine/Tenofovir disoproxil Zentiva film-coated tablets - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-65f18cefcd0fd99147e2e0a1f92724f0.json.html",
      },
    ],
  },
  {
    id: "sc-p23-eftdf-vitc-quiet",
    title: "Man on efavirenz/emtricitabine/tenofovir takes vitamin C for colds",
    profile: {
      medicines: ["efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg effervescent tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "efavirenz/emtricitabine/tenofovir disoproxil 600/200/245 mg",
          },
        },
      ],
    },
    rationale:
      'The leaflet names St John\'s wort ("Do not take") and "Ginkgo biloba extracts" as the herbal interactions; vitamin C is not named and has no plausible mechanism.',
    sources: [
      {
        title:
          "Efavirenz/Emtricitabine/Tenofovir disoproxil Zentiva film-coated tablets - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-65f18cefcd0fd99147e2e0a1f92724f0.json.html",
      },
    ],
  },
  {
    id: "sc-p23-kaletra-adcal-quiet",
    title: "Older man on lopinavir/ritonavir takes calcium + vitamin D3",
    profile: {
      medicines: ["lopinavir/ritonavir"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium and vitamin D3 chewable tablets (500 mg calcium, 10 micrograms D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
            medicine: "lopinavir/ritonavir",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "lopinavir/ritonavir",
          },
        },
      ],
    },
    rationale:
      'Kaletra leaflet: the only non-prescription product in the interaction section is "products that contain St John\'s wort (Hypericum perforatum)"; no antacid, calcium or vitamin D advice is given, and lopinavir/ritonavir is not chelated.',
    sources: [
      {
        title: "Kaletra oral solution (lopinavir/ritonavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-315c315768d5cbbf6fd09d8201064f37.json.html",
      },
    ],
  },
  {
    id: "sc-p23-intelence-calcium-quiet",
    title: "Woman on Intelence takes calcium carbonate",
    profile: {
      medicines: ["Intelence 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1.25 g (500 mg calcium) tablets",
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
            medicine: "Intelence 200mg",
          },
        },
      ],
    },
    rationale:
      'INTELENCE leaflet (read in full): "products that contain St John\'s wort" are "not recommended"; no antacid or mineral advice is given ("take INTELENCE following a meal"), so calcium is not expected to interact.',
    sources: [
      {
        title: "INTELENCE 25 mg tablets (etravirine) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5e413a0f6e2a52f2ac02e5e2b260ebdf.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-delstrigo-magnesium-quiet",
    title: "Man on Delstrigo takes magnesium for cramps",
    profile: {
      medicines: ["Delstrigo"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate tablets (375 mg magnesium)",
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
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Delstrigo",
          },
        },
      ],
    },
    rationale:
      'Delstrigo leaflet lists "St. John\'s wort ... or products that contain it" under "Do not take" but gives no antacid or mineral spacing advice; magnesium is not expected to interact with doravirine.',
    sources: [
      {
        title:
          "Delstrigo 100 mg/300 mg/245 mg film-coated tablets (doravirine/lamivudine/tenofovir disoproxil) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-cba1fe141abc835da1e9a47ec8c07d56.html",
      },
    ],
  },
  {
    id: "sc-p23-abilify-magnesium-quiet",
    title: "Woman on aripiprazole takes magnesium glycinate for sleep",
    profile: {
      medicines: ["aripiprazole 15mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium glycinate capsules (200 mg magnesium)",
          ingredients: [
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
          ingredient: "magnesium",
          with: {
            medicine: "aripiprazole 15mg",
          },
        },
      ],
    },
    rationale:
      'ABILIFY leaflet: "This medicine can be taken regardless of meals"; the interaction section names medicines, "St. John\'s Wort" and "tryptophan" but no minerals or antacids.',
    sources: [
      {
        title: "ABILIFY tablets (aripiprazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-083329ed80f9e5f1c8e6dd49ed81d7aa.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-abilify-b12-quiet",
    title: "Man on Abilify takes vitamin B12",
    profile: {
      medicines: ["Abilify 10mg"],
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
            medicine: "Abilify 10mg",
          },
        },
      ],
    },
    rationale:
      'ABILIFY leaflet names "St. John\'s Wort" and "tryptophan" as the non-prescription products that matter; vitamin B12 is neither and has no mechanism with aripiprazole.',
    sources: [
      {
        title: "ABILIFY tablets (aripiprazole) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-083329ed80f9e5f1c8e6dd49ed81d7aa.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-iclusig-vitc-quiet",
    title: "Woman on Iclusig takes vitamin C",
    profile: {
      medicines: ["Iclusig 45mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg effervescent tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "Iclusig 45mg",
          },
        },
      ],
    },
    rationale:
      'Iclusig leaflet: "St. John\'s wort: a herbal product used to treat depression" and "Avoid grapefruit products" are the only non-prescription items named; vitamin C is not named.',
    sources: [
      {
        title: "Iclusig film-coated tablets (ponatinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5e5a65e1c335023d46902a7373e1d95f.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-darunavir-vitc-quiet",
    title: "Woman on darunavir takes vitamin C",
    profile: {
      medicines: ["darunavir 800mg", "ritonavir 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg effervescent tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "darunavir 800mg",
          },
        },
      ],
    },
    rationale:
      'Darunavir Mylan leaflet: only "products that contain St John\'s wort (Hypericum perforatum)" are named among non-prescription products; vitamin C has no mechanism with darunavir.',
    sources: [
      {
        title: "Darunavir Mylan film-coated tablets (darunavir) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-ca782dfd4f770a8ed2648776cb943032.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-cholestagel-cod-liver-oil",
    title: "Woman on Cholestagel takes cod liver oil capsules",
    profile: {
      medicines: ["Cholestagel 625mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cod liver oil 1000 mg capsules (vitamin A 240 micrograms, vitamin D 2.5 micrograms)",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
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
          ingredient: "cod-liver-oil",
          with: {
            medicine: "Cholestagel 625mg",
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
      'Cholestagel leaflet: the doctor may check "vitamins A, D, E or K" because colesevelam can cause a deficiency, and "you may be advised to take Cholestagel at least 4 hours before or at least 4 hours after taking the other medication". Take the fat-soluble vitamin oil apart.',
    sources: [
      {
        title:
          "Cholestagel 625 mg film-coated tablets (colesevelam) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-774fedb6c66b32bb4aacfa98a373a48f.html",
      },
    ],
  },
  {
    id: "sc-p23-evrenzo-folic-quiet",
    title: "Man on Evrenzo is prescribed folic acid 5 mg",
    profile: {
      medicines: ["Evrenzo 70mg"],
      conditions: ["chronic kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Folic acid 5 mg tablets",
          ingredients: [
            {
              ingredient: "folic-acid",
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
          ingredient: "folic-acid",
          with: {
            medicine: "Evrenzo 70mg",
          },
        },
      ],
    },
    rationale:
      'Evrenzo leaflet: the spacing rule covers "supplements that contain calcium, iron, magnesium or aluminium (called multivalent cations)"; folic acid is not a multivalent cation and is not named.',
    sources: [
      {
        title: "Evrenzo film-coated tablets (roxadustat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-83e919009d254ffa32b4c1748bcfba15.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-evrenzo-fish-oil-quiet",
    title: "Woman on roxadustat takes omega-3 fish oil",
    profile: {
      medicines: ["roxadustat 100mg"],
      conditions: ["chronic kidney disease"],
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
            medicine: "roxadustat 100mg",
          },
        },
      ],
    },
    rationale:
      'Evrenzo leaflet names phosphate binders, "supplements that contain calcium, iron, magnesium or aluminium", probenecid, statins/gemfibrozil and ESAs; fish oil is none of these.',
    sources: [
      {
        title: "Evrenzo film-coated tablets (roxadustat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-83e919009d254ffa32b4c1748bcfba15.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-koselugo-multivitamin-e",
    title: "Young adult on Koselugo takes a multivitamin containing vitamin E",
    profile: {
      medicines: ["Koselugo 25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Multivitamin tablet with vitamin E 12 mg and vitamin C 80 mg",
          ingredients: [
            {
              ingredient: "vitamin-e",
              amount: 12,
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
          ingredient: "vitamin-e",
          with: {
            medicine: "Koselugo 25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Koselugo leaflet: "Talk to your doctor, pharmacist or nurse before and during your treatment with Koselugo ... if you take supplements containing vitamin E" (the capsules already "contain vitamin E that may increase your risk of bleeding"). Only the vitamin E link is asserted.',
    sources: [
      {
        title: "Koselugo hard capsules (selumetinib) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4a0e2349adfb2620b1fba9cd50d81a0a.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-aclasta-cod-liver-oil-quiet",
    title: "Man on yearly Aclasta takes cod liver oil",
    profile: {
      medicines: ["Aclasta 5mg infusion"],
      conditions: ["osteoporosis"],
    },
    stack: [
      {
        custom: {
          name: "Cod liver oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
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
          ingredient: "cod-liver-oil",
          with: {
            medicine: "Aclasta 5mg infusion",
          },
        },
      ],
    },
    rationale:
      'Aclasta leaflet: "It is important to take calcium and vitamin D supplements"; the interaction section names only kidney-harming medicines and diuretics, so a cod liver oil capsule is not expected to interact with the yearly infusion.',
    sources: [
      {
        title:
          "Aclasta 5 mg solution for infusion (zoledronic acid) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-9dc703bc672ed093a819de38cd335ddf.json.html",
      },
    ],
  },
  {
    id: "sc-p23-adempas-folic-quiet",
    title: "Woman on Adempas takes folic acid",
    profile: {
      medicines: ["Adempas 2.5mg"],
      conditions: [],
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
            medicine: "Adempas 2.5mg",
          },
        },
      ],
    },
    rationale:
      'Adempas leaflet names "depression (St. John\'s Wort)" and "antacids such as aluminium hydroxide/magnesium hydroxide" among non-prescription products; folic acid is neither.',
    sources: [
      {
        title: "Adempas film-coated tablets (riociguat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a0ac9d79e71815d66e8cc1b00ebabcb0.html",
      },
    ],
  },
  {
    id: "sc-p23-adempas-multivitamin-magnesium",
    title: "Man on riociguat takes a multivitamin with magnesium",
    profile: {
      medicines: ["riociguat 2mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and mineral tablet (calcium 200 mg, iron 14 mg, magnesium 100 mg)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 200,
              unit: "mg",
            },
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
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
          ingredient: "magnesium",
          with: {
            medicine: "riociguat 2mg",
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
      'Adempas leaflet: "antacids such as aluminium hydroxide/magnesium hydroxide ... should be taken at least 2 hours before or 1 hour after taking Adempas". The leaflet names magnesium salts, so the magnesium part is spaced (only that link is asserted; calcium is not named).',
    sources: [
      {
        title: "Adempas film-coated tablets (riociguat) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a0ac9d79e71815d66e8cc1b00ebabcb0.html",
      },
    ],
  },
  {
    id: "sc-p23-feraccru-multivitamin",
    title: "Woman on Feraccru takes an A-Z multivitamin with calcium and magnesium",
    profile: {
      medicines: ["Feraccru 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "A-Z multivitamin and mineral tablet (calcium 200 mg, iron 14 mg, magnesium 100 mg)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 200,
              unit: "mg",
            },
            {
              ingredient: "iron",
              amount: 14,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
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
          ingredient: "calcium",
          with: {
            medicine: "Feraccru 30mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "Feraccru 30mg",
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
      'Feraccru leaflet: "You should leave at least 2 hours between taking Feraccru and taking: Supplements or medicines that contain magnesium or calcium." (Only the calcium and magnesium links are asserted.)',
    sources: [
      {
        title: "Feraccru 30 mg hard capsules (ferric maltol) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-02a1ba5129f4c436758a0bf386350823.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-ferriprox-b12-quiet",
    title: "Man on deferiprone takes vitamin B12",
    profile: {
      medicines: ["deferiprone 500mg"],
      conditions: ["thalassaemia major"],
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
            medicine: "deferiprone 500mg",
          },
        },
      ],
    },
    rationale:
      'Ferriprox leaflet names "aluminium-based antacids" and "vitamin C" ("consult with your doctor or pharmacist") among non-prescription products; vitamin B12 is neither.',
    sources: [
      {
        title:
          "Ferriprox 500 mg film-coated tablets (deferiprone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-174da4bc3583312132255c6ab13da6ac.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-actelsar-vitamin-d",
    title: "Man on Actelsar HCT starts vitamin D3 25 micrograms",
    profile: {
      medicines: ["Actelsar HCT 80mg/12.5mg"],
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
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Actelsar HCT 80mg/12.5mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Actelsar HCT leaflet lists "Calcium supplements and/or vitamin D supplements" among medicines where "Your doctor may need to change the dose ... or take other precautions" (hydrochlorothiazide; do not take if "high calcium levels in your blood"). Graded at least a note for vitamin D alone.',
    sources: [
      {
        title:
          "Actelsar HCT tablets (telmisartan/hydrochlorothiazide) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d4e93c060506fdcc083b5b1a04e82522.json.html",
      },
    ],
  },
  {
    id: "sc-p23-invokana-fish-oil-quiet",
    title: "Woman on Invokana takes omega-3 fish oil",
    profile: {
      medicines: ["Invokana 100mg"],
      conditions: ["type 2 diabetes"],
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
            medicine: "Invokana 100mg",
          },
        },
      ],
    },
    rationale:
      'Invokana leaflet names "St. John\'s wort (an herbal medicine to treat depression)" as the only herbal product; fish oil is not named and does not affect canagliflozin.',
    sources: [
      {
        title: "Invokana film-coated tablets (canagliflozin) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b0ec338c010ecf0f95bd7dc099830384.html",
      },
    ],
  },
  {
    id: "sc-p23-corbilta-iron-bisglycinate",
    title: "Woman on Corbilta takes a gentle iron supplement at breakfast",
    profile: {
      medicines: ["Corbilta 100mg/25mg/200mg"],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "Gentle iron bisglycinate 20 mg capsules",
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
            medicine: "Corbilta 100mg/25mg/200mg",
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
      'Corbilta leaflet: "do not take Corbilta and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other."',
    sources: [
      {
        title:
          "Corbilta film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-16d693c68a441b92f0316a8bd5fd9c6e.json.html",
      },
    ],
  },
  {
    id: "sc-p23-corbilta-b12-quiet",
    title: "Man on Corbilta takes vitamin B12",
    profile: {
      medicines: ["Corbilta 100mg/25mg/200mg"],
      conditions: ["Parkinson's disease"],
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
            medicine: "Corbilta 100mg/25mg/200mg",
          },
        },
      ],
    },
    rationale:
      'Corbilta leaflet: "iron supplements" and "protein-rich food" are the only supplement/food items named; vitamin B12 is neither.',
    sources: [
      {
        title:
          "Corbilta film-coated tablets (levodopa/carbidopa/entacapone) - Package leaflet: information for the user",
        publisher:
          "EMA package leaflet (EU ePI test bundle, English) - Gravitate Health FHIR IG CI build, build.fhir.org",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-16d693c68a441b92f0316a8bd5fd9c6e.json.html",
      },
    ],
  },
  {
    id: "sc-p23-revolade-calcium-carbonate-breakfast",
    title: "Man, 58, with ITP on Revolade 50mg takes his Calcichew-D3 at the same breakfast",
    profile: {
      medicines: ["Revolade 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcichew-D3 chewable tablets (calcium carbonate 1250 mg = 500 mg calcium, 10 µg vitamin D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
            medicine: "Revolade 50mg",
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
      'Revolade leaflet, section 3 \'When to take it\': "in the 4 hours before you take Revolade and the 2 hours after you take Revolade ... you don\'t consume any of the following: ... antacids ... some mineral and vitamin supplements including iron, calcium, magnesium, aluminium, selenium and zinc" - "If you do, the medicine will not be properly absorbed into your body." Calcium is named by the leaflet (and \'Other medicines\' lists "minerals such as iron, calcium, magnesium, aluminium, selenium and zinc"); the advice is timing (spacing), so minor to moderate.',
    sources: [
      {
        title: "Revolade (eltrombopag) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f34ab6116c3c4c0c8f28f2de9888b61e.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-revolade-ferrous-sulfate",
    title: "Woman, 44, on Revolade 25mg for ITP starts ferrous sulfate for heavy periods",
    profile: {
      medicines: ["Revolade 25mg"],
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
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Revolade 25mg",
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
      'Revolade leaflet, section 3 \'When to take it\': "in the 4 hours before you take Revolade and the 2 hours after you take Revolade ... you don\'t consume any of the following: ... antacids ... some mineral and vitamin supplements including iron, calcium, magnesium, aluminium, selenium and zinc" - "If you do, the medicine will not be properly absorbed into your body." Iron is named; keep the iron tablet outside the 4 h before / 2 h after window. Spacing advice only, so minor to moderate.',
    sources: [
      {
        title: "Revolade (eltrombopag) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f34ab6116c3c4c0c8f28f2de9888b61e.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-revolade-zinc-selenium-immune",
    title: "Man, 61, on Revolade 50mg adds a zinc + selenium 'immune' tablet",
    profile: {
      medicines: ["Revolade 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 15 mg + selenium 100 µg immune support tablets",
          ingredients: [
            {
              ingredient: "zinc",
              amount: 15,
              unit: "mg",
            },
            {
              ingredient: "selenium",
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
          ingredient: "zinc",
          with: {
            medicine: "Revolade 50mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "selenium",
          with: {
            medicine: "Revolade 50mg",
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
      'Revolade leaflet, section 3 \'When to take it\': "in the 4 hours before you take Revolade and the 2 hours after you take Revolade ... you don\'t consume any of the following: ... antacids ... some mineral and vitamin supplements including iron, calcium, magnesium, aluminium, selenium and zinc" - "If you do, the medicine will not be properly absorbed into your body." Both zinc and selenium are named (unusually, selenium is listed). Spacing advice, so minor to moderate.',
    sources: [
      {
        title: "Revolade (eltrombopag) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f34ab6116c3c4c0c8f28f2de9888b61e.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-revolade-magnesium-night",
    title: "Woman, 39, on Revolade 50mg takes magnesium citrate at night for cramps",
    profile: {
      medicines: ["Revolade 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 150 mg tablets",
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
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Revolade 50mg",
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
      'Revolade leaflet, section 3 \'When to take it\': "in the 4 hours before you take Revolade and the 2 hours after you take Revolade ... you don\'t consume any of the following: ... antacids ... some mineral and vitamin supplements including iron, calcium, magnesium, aluminium, selenium and zinc" - "If you do, the medicine will not be properly absorbed into your body." Magnesium is named; taking it within the window stops Revolade being absorbed. Spacing advice, minor to moderate.',
    sources: [
      {
        title: "Revolade (eltrombopag) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f34ab6116c3c4c0c8f28f2de9888b61e.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-xofluza-vitamin-c-quiet",
    title: "Man, 33, with flu on Xofluza 40mg takes effervescent vitamin C 1000 mg",
    profile: {
      medicines: ["Xofluza 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin C 1000 mg effervescent tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "vitamin-c",
          with: {
            medicine: "Xofluza 40mg",
          },
        },
      ],
    },
    rationale:
      'Xofluza leaflet (whole leaflet read; no general herbal/vitamin sentence) names only "laxatives, antacids or oral supplements containing iron, zinc, selenium, calcium, or magnesium". Plain vitamin C (no minerals) is not named and does not bind baloxavir: quiet.',
    sources: [
      {
        title: "Xofluza (baloxavir marboxil) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-49f2652f369e152b2094223d335e67b9.html",
      },
    ],
  },
  {
    id: "sc-p23-xofluza-elderberry-quiet",
    title: "Woman, 41, on Xofluza 40mg also takes elderberry syrup for the flu",
    profile: {
      medicines: ["Xofluza 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Black elderberry syrup 10 ml (elderberry extract 800 mg)",
          ingredients: [
            {
              ingredient: "elderberry",
              amount: 800,
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
          ingredient: "elderberry",
          with: {
            medicine: "Xofluza 40mg",
          },
        },
      ],
    },
    rationale:
      'The Xofluza leaflet\'s only interacting products are "laxatives, antacids or oral supplements containing iron, zinc, selenium, calcium, or magnesium"; it has no herbal warning. Elderberry is not named and has no known mechanism with baloxavir: quiet.',
    sources: [
      {
        title: "Xofluza (baloxavir marboxil) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-49f2652f369e152b2094223d335e67b9.html",
      },
    ],
  },
  {
    id: "sc-p23-vfend-st-johns-wort",
    title: "Woman, 55, on VFEND 200mg after a transplant buys St John's wort for low mood",
    profile: {
      medicines: ["VFEND 200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type, 0.3% hypericin)",
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
            medicine: "VFEND 200mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'VFEND leaflet: "The medicines in the following list must not be taken during your course of VFEND treatment: ... St. John\'s Wort (herbal supplement)". Must not be taken - contraindicated.',
    sources: [
      {
        title: "VFEND (voriconazole) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-74e50e4505c090a88581d2832252680c.html",
      },
    ],
  },
  {
    id: "sc-p23-vfend-vitamin-d-quiet",
    title: "Man, 62, on VFEND 200mg told to avoid sun takes vitamin D3 1000 IU",
    profile: {
      medicines: ["VFEND 200mg"],
      conditions: [],
    },
    stack: [
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "VFEND 200mg",
          },
        },
      ],
    },
    rationale:
      'The VFEND interaction section (read in full) lists medicines and "St. John\'s Wort (herbal supplement)"; vitamins are not mentioned and the leaflet tells patients to "avoid any sunlight". Vitamin D3 has no mechanism with voriconazole: quiet.',
    sources: [
      {
        title: "VFEND (voriconazole) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-74e50e4505c090a88581d2832252680c.html",
      },
    ],
  },
  {
    id: "sc-p23-noxafil-protein-shake-quiet",
    title: "Man, 48, on Noxafil suspension takes it with a whey protein shake",
    profile: {
      medicines: ["Noxafil 40mg/ml oral suspension"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Whey protein shake (25 g protein per scoop)",
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
      flags: [],
      noFlags: [
        {
          ingredient: "whey-protein",
          with: {
            medicine: "Noxafil 40mg/ml oral suspension",
          },
        },
      ],
    },
    rationale:
      'Noxafil leaflet: "To improve absorption of posaconazole, whenever possible it should be taken during or immediately after food or a nutritional drink". A protein shake is such a drink; no supplement is named in the interaction section: quiet.',
    sources: [
      {
        title: "Noxafil oral suspension (posaconazole) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-23bb5acd65ff17ef75a4158a12199fd2.json.html",
      },
    ],
  },
  {
    id: "sc-p23-noxafil-vitamin-d-quiet",
    title: "Woman, 66, on Noxafil suspension after chemotherapy takes vitamin D3",
    profile: {
      medicines: ["Noxafil 40mg/ml oral suspension"],
      conditions: [],
    },
    stack: [
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Noxafil 40mg/ml oral suspension",
          },
        },
      ],
    },
    rationale:
      'The Noxafil \'Other medicines\' section (read in full; it ends "If any of the above apply to you (or you are not sure), talk to your doctor or pharmacist") names only medicines such as "rifabutin", "efavirenz" and acid reducers; no vitamin or herbal product. Vitamin D3 has no mechanism with posaconazole: quiet.',
    sources: [
      {
        title: "Noxafil oral suspension (posaconazole) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-23bb5acd65ff17ef75a4158a12199fd2.json.html",
      },
    ],
  },
  {
    id: "sc-p23-pifeltro-st-johns-wort",
    title: "Man, 40, on Pifeltro 100mg wants St John's wort for anxiety",
    profile: {
      medicines: ["Pifeltro 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type, 0.3% hypericin)",
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
            medicine: "Pifeltro 100mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Pifeltro leaflet: "Do not take Pifeltro ... if you are taking the following medicines: ... St. John\'s wort (Hypericum perforatum, a herbal remedy used for depression and anxiety) or products that contain it" - contraindicated.',
    sources: [
      {
        title: "Pifeltro (doravirine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d9e1f5caf32113b1e6722af1d88782c1.html",
      },
    ],
  },
  {
    id: "sc-p23-pifeltro-calcichew-quiet",
    title: "Woman, 57, on Pifeltro 100mg takes Calcichew-D3 for her bones",
    profile: {
      medicines: ["Pifeltro 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcichew-D3 chewable tablets (calcium carbonate 1250 mg = 500 mg calcium, 10 µg vitamin D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Pifeltro 100mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Pifeltro 100mg",
          },
        },
      ],
    },
    rationale:
      'Pifeltro\'s interaction section (read in full) names only medicines plus "St. John\'s wort"; unlike integrase inhibitors it gives no antacid/mineral spacing and says "This medicine can be taken with food or between meals". Calcium and vitamin D are not named: quiet.',
    sources: [
      {
        title: "Pifeltro (doravirine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d9e1f5caf32113b1e6722af1d88782c1.html",
      },
    ],
  },
  {
    id: "sc-p23-pifeltro-iron-quiet",
    title: "Man, 45, on Pifeltro 100mg starts ferrous sulfate for anaemia",
    profile: {
      medicines: ["Pifeltro 100mg"],
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
    ],
    expect: {
      flags: [],
      noFlags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Pifeltro 100mg",
          },
        },
      ],
    },
    rationale:
      'The Pifeltro leaflet names no minerals: the only non-medicine it lists is "St. John\'s wort (Hypericum perforatum ...) or products that contain it". Iron does not chelate doravirine: quiet.',
    sources: [
      {
        title: "Pifeltro (doravirine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d9e1f5caf32113b1e6722af1d88782c1.html",
      },
    ],
  },
  {
    id: "sc-p23-prezista-st-johns-wort",
    title: "Woman, 36, on Prezista 800mg with ritonavir tries St John's wort",
    profile: {
      medicines: ["Prezista 800mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type, 0.3% hypericin)",
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
            medicine: "Prezista 800mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'PREZISTA leaflet: "Do not combine PREZISTA with products that contain St John\'s Wort (Hypericum perforatum)." - contraindicated.',
    sources: [
      {
        title: "PREZISTA (darunavir) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c73255ba16f112f8e9f93b50083ae06f.html",
      },
    ],
  },
  {
    id: "sc-p23-prezista-vitamin-d-quiet",
    title: "Man, 50, on Prezista 800mg takes vitamin D3 1000 IU in winter",
    profile: {
      medicines: ["Prezista 800mg"],
      conditions: [],
    },
    stack: [
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Prezista 800mg",
          },
        },
      ],
    },
    rationale:
      'The PREZISTA interaction section (read in full) lists many medicines and only one non-medicine, "products that contain St John\'s Wort"; no vitamin is named. Vitamin D3 has no mechanism with darunavir: quiet.',
    sources: [
      {
        title: "PREZISTA (darunavir) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c73255ba16f112f8e9f93b50083ae06f.html",
      },
    ],
  },
  {
    id: "sc-p23-prezista-zinc-quiet",
    title: "Woman, 42, on Prezista 800mg takes zinc 15 mg for her skin",
    profile: {
      medicines: ["Prezista 800mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Zinc 15 mg tablets",
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
      flags: [],
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            medicine: "Prezista 800mg",
          },
        },
      ],
    },
    rationale:
      'The PREZISTA leaflet gives no antacid or mineral warning; its only supplement is "St John\'s Wort". Zinc does not affect darunavir: quiet.',
    sources: [
      {
        title: "PREZISTA (darunavir) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-c73255ba16f112f8e9f93b50083ae06f.html",
      },
    ],
  },
  {
    id: "sc-p23-rukobia-st-johns-wort",
    title: "Man, 54, on Rukobia 600mg looks at St John's wort tablets",
    profile: {
      medicines: ["Rukobia 600mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type, 0.3% hypericin)",
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
            medicine: "Rukobia 600mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Rukobia leaflet: "Do not take Rukobia if you are taking any of these medicines: ... products that contain St John\'s wort (Hypericum perforatum) (an herbal product for depression)" - contraindicated.',
    sources: [
      {
        title: "Rukobia (fostemsavir) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4ebd45ede513ed024b967ea8c9e55dab.html",
      },
    ],
  },
  {
    id: "sc-p23-rukobia-magnesium-quiet",
    title: "Woman, 60, on Rukobia 600mg takes magnesium citrate for cramps",
    profile: {
      medicines: ["Rukobia 600mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 150 mg tablets",
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
            medicine: "Rukobia 600mg",
          },
        },
      ],
    },
    rationale:
      'Rukobia\'s interaction section (read in full) names only medicines and "St John\'s wort"; "You can take Rukobia with or without food" and no antacid/mineral spacing is given. Magnesium is not named: quiet.',
    sources: [
      {
        title: "Rukobia (fostemsavir) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4ebd45ede513ed024b967ea8c9e55dab.html",
      },
    ],
  },
  {
    id: "sc-p23-rapamune-st-johns-wort",
    title: "Kidney transplant patient on Rapamune oral solution buys St John's wort",
    profile: {
      medicines: ["Rapamune 1mg/ml oral solution"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type, 0.3% hypericin)",
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
            medicine: "Rapamune 1mg/ml oral solution",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Rapamune leaflet: "Some medicines can interfere with the action of Rapamune and, therefore, dose adjustment of Rapamune may be required. In particular, you should inform your doctor or pharmacist if you are taking any of the following: ... St. John\'s Wort (Hypericum perforatum)." Dose adjustment / tell your doctor - moderate (at least).',
    sources: [
      {
        title: "Rapamune oral solution (sirolimus) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-254ed8c6858caff8d17a5336a579da36.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-rapamune-cbd-oil",
    title: "Woman, 38, with LAM on Rapamune oral solution starts CBD oil",
    profile: {
      medicines: ["Rapamune 1mg/ml oral solution"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "CBD oil 10% (10 mg CBD per drop serving, 3 servings)",
          ingredients: [
            {
              ingredient: "cbd",
              amount: 10,
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
          ingredient: "cbd",
          with: {
            medicine: "Rapamune 1mg/ml oral solution",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Rapamune leaflet: "Some medicines can interfere with the action of Rapamune and, therefore, dose adjustment of Rapamune may be required. In particular, you should inform your doctor or pharmacist if you are taking any of the following: ... cannabidiol (uses amongst others include treatment of seizures)." CBD is named - moderate.',
    sources: [
      {
        title: "Rapamune oral solution (sirolimus) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-254ed8c6858caff8d17a5336a579da36.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-rapamune-vitamin-d-quiet",
    title: "Man, 49, on Rapamune oral solution takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Rapamune 1mg/ml oral solution"],
      conditions: [],
    },
    stack: [
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Rapamune 1mg/ml oral solution",
          },
        },
      ],
    },
    rationale:
      'The Rapamune interaction section (read in full) names medicines, "St. John\'s Wort", "cannabidiol" and grapefruit juice; no vitamin is named and there is no general supplements sentence. Vitamin D3 has no mechanism with sirolimus: quiet.',
    sources: [
      {
        title: "Rapamune oral solution (sirolimus) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-254ed8c6858caff8d17a5336a579da36.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-targretin-high-dose-vitamin-a",
    title: "Man, 67, on Targretin capsules takes two 10,000 IU vitamin A softgels a day",
    profile: {
      medicines: ["Targretin 75mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Vitamin A 10,000 IU softgels (take 2 a day)",
          ingredients: [
            {
              ingredient: "vitamin-a",
              amount: 10000,
              unit: "IU",
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
            medicine: "Targretin 75mg capsules",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Targretin leaflet: "Do not take more than 15,000 International Units of vitamin A supplements per day during treatment." 2 x 10,000 = 20,000 IU a day is above the limit the leaflet says "Do not" exceed; "vitamin A supplements" are also listed under \'Other medicines\'. Contraindicated wording.',
    sources: [
      {
        title: "Targretin (bexarotene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eb08c3555eb0d4fb795135600da399fc.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-targretin-cod-liver-oil",
    title: "Woman, 59, on Targretin takes a daily cod liver oil capsule with vitamin A",
    profile: {
      medicines: ["Targretin 75mg capsules"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cod liver oil 1000 mg capsule (800 µg vitamin A, 5 µg vitamin D)",
          ingredients: [
            {
              ingredient: "cod-liver-oil",
              amount: 1000,
              unit: "mg",
            },
            {
              ingredient: "vitamin-a",
              amount: 800,
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
            medicine: "Targretin 75mg capsules",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Targretin leaflet, \'Other medicines and Targretin\': "Tell your doctor if you are taking ... vitamin A supplements" - "using more than one medicine at the same time can strengthen or weaken the effect". Bexarotene is a retinoid "related to vitamin A"; 800 µg (about 2,700 IU) is under the 15,000 IU cap, so tell-your-doctor level: moderate.',
    sources: [
      {
        title: "Targretin (bexarotene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eb08c3555eb0d4fb795135600da399fc.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-targretin-vitamin-d-quiet",
    title: "Man, 71, on Targretin takes plain vitamin D3 1000 IU",
    profile: {
      medicines: ["Targretin 75mg capsules"],
      conditions: [],
    },
    stack: [
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Targretin 75mg capsules",
          },
        },
      ],
    },
    rationale:
      'The Targretin interaction section (read in full) names "vitamin A supplements" specifically, not vitamins in general. Vitamin D3 without vitamin A is not named and has no mechanism with bexarotene: quiet.',
    sources: [
      {
        title: "Targretin (bexarotene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eb08c3555eb0d4fb795135600da399fc.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-stalevo-iron-same-time",
    title: "Man, 72, with Parkinson's on Stalevo takes ferrous sulfate with his morning dose",
    profile: {
      medicines: ["Stalevo 100mg/25mg/200mg"],
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
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Stalevo 100mg/25mg/200mg",
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
      'Stalevo leaflet: "Stalevo may make it harder for you to digest iron. Therefore, do not take Stalevo and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other." Spacing advice - minor to moderate.',
    sources: [
      {
        title: "Stalevo (levodopa/carbidopa/entacapone) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bdb3583748a144c4aaf24f2e42bc1ae4.html",
      },
    ],
  },
  {
    id: "sc-p23-stalevo-whey-protein",
    title: "Woman, 68, on Stalevo starts a whey protein shake with her tablets to keep weight on",
    profile: {
      medicines: ["Stalevo 100mg/25mg/200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Whey protein shake (25 g protein per scoop)",
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
            medicine: "Stalevo 100mg/25mg/200mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Stalevo leaflet: "For some patients, Stalevo may not be well absorbed if it is taken with, or shortly after eating protein-rich food (such as meats, fish, dairy products, seeds and nuts). Consult your doctor if you think this applies to you." A whey shake is protein-rich - at least a note.',
    sources: [
      {
        title: "Stalevo (levodopa/carbidopa/entacapone) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bdb3583748a144c4aaf24f2e42bc1ae4.html",
      },
    ],
  },
  {
    id: "sc-p23-stalevo-vitamin-d-quiet",
    title: "Man, 75, on Stalevo takes vitamin D3 1000 IU for falls prevention",
    profile: {
      medicines: ["Stalevo 100mg/25mg/200mg"],
      conditions: [],
    },
    stack: [
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Stalevo 100mg/25mg/200mg",
          },
        },
      ],
    },
    rationale:
      'The Stalevo interaction section (read in full) names medicines and "iron supplements" only (plus protein-rich food); vitamin D is not named and has no mechanism with levodopa/carbidopa/entacapone: quiet.',
    sources: [
      {
        title: "Stalevo (levodopa/carbidopa/entacapone) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bdb3583748a144c4aaf24f2e42bc1ae4.html",
      },
    ],
  },
  {
    id: "sc-p23-stalevo-coq10-quiet",
    title: "Woman, 70, on Stalevo takes coenzyme Q10 100 mg",
    profile: {
      medicines: ["Stalevo 100mg/25mg/200mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Coenzyme Q10 100 mg capsules",
          ingredients: [
            {
              ingredient: "coq10",
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
          ingredient: "coq10",
          with: {
            medicine: "Stalevo 100mg/25mg/200mg",
          },
        },
      ],
    },
    rationale:
      "Stalevo's 'Other medicines' section names only medicines and \"iron supplements\"; it has no general herbal/supplement sentence. CoQ10 is not named and has no known mechanism with Stalevo: quiet.",
    sources: [
      {
        title: "Stalevo (levodopa/carbidopa/entacapone) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bdb3583748a144c4aaf24f2e42bc1ae4.html",
      },
    ],
  },
  {
    id: "sc-p23-vafseo-ferrous-sulfate",
    title: "Man, 64, on dialysis and Vafseo 300mg is started on ferrous sulfate tablets",
    profile: {
      medicines: ["Vafseo 300mg"],
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
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Vafseo 300mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Vafseo leaflet: "tell your doctor or pharmacist if you have taken, or are taking ... medicines or supplements that contain iron such as ... ferrous sulphate" and section 3: "If you take medicines containing iron ... you should take Vafseo at least 1 hour before those products. Vadadustat will not be properly absorbed". Named supplement + tell your doctor - moderate.',
    sources: [
      {
        title: "Vafseo (vadadustat) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5be5abfec999fc8a1ea184754c57f783.json.html",
      },
    ],
  },
  {
    id: "sc-p23-vafseo-calcium-carbonate",
    title: "Woman, 59, on Vafseo 300mg chews calcium carbonate tablets with meals",
    profile: {
      medicines: ["Vafseo 300mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1250 mg chewable tablets (500 mg calcium)",
          ingredients: [
            {
              ingredient: "calcium",
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
          ingredient: "calcium",
          with: {
            medicine: "Vafseo 300mg",
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
      'Vafseo leaflet, section 3: "If you are treated with phosphate binders which do not include iron (such as sevelamer carbonate or calcium acetate) or medicines containing calcium, magnesium or aluminium you should take Vafseo at least 1 hour before or 2 hours after taking those medicines, because otherwise vadadustat will not be properly absorbed". The leaflet names calcium-containing products; spacing - minor to moderate.',
    sources: [
      {
        title: "Vafseo (vadadustat) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5be5abfec999fc8a1ea184754c57f783.json.html",
      },
    ],
  },
  {
    id: "sc-p23-vafseo-magnesium",
    title: "Man, 70, on Vafseo 450mg takes a magnesium supplement at breakfast",
    profile: {
      medicines: ["Vafseo 450mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 150 mg tablets",
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
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Vafseo 450mg",
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
      'Vafseo leaflet: "medicines containing calcium, magnesium or aluminium you should take Vafseo at least 1 hour before or 2 hours after taking those medicines". Magnesium is named; spacing - minor to moderate.',
    sources: [
      {
        title: "Vafseo (vadadustat) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5be5abfec999fc8a1ea184754c57f783.json.html",
      },
    ],
  },
  {
    id: "sc-p23-vafseo-vitamin-d-quiet",
    title: "Woman, 62, on Vafseo 300mg takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Vafseo 300mg"],
      conditions: [],
    },
    stack: [
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Vafseo 300mg",
          },
        },
      ],
    },
    rationale:
      'The Vafseo interaction section (read in full) names phosphate binders, iron, and "medicines containing calcium, magnesium or aluminium"; no vitamin is named and there is no general vitamin sentence. Plain vitamin D3 does not bind vadadustat: quiet.',
    sources: [
      {
        title: "Vafseo (vadadustat) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5be5abfec999fc8a1ea184754c57f783.json.html",
      },
    ],
  },
  {
    id: "sc-p23-xgeva-calcium-vitd-quiet",
    title: "Man, 69, with bone metastases on Xgeva injections takes Calcichew-D3",
    profile: {
      medicines: ["Xgeva 120mg injection"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcichew-D3 chewable tablets (calcium carbonate 1250 mg = 500 mg calcium, 10 µg vitamin D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Xgeva 120mg injection",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Xgeva 120mg injection",
          },
        },
      ],
    },
    rationale:
      'XGEVA leaflet: "You should take calcium and vitamin D supplements while being treated with XGEVA unless your blood calcium is high. Your doctor will discuss this with you." The leaflet recommends these supplements: quiet.',
    sources: [
      {
        title: "XGEVA (denosumab 120 mg) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3592e2026cf41a77adf37691a552586.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-xgeva-vitamin-d-quiet",
    title: "Woman, 63, on Xgeva takes vitamin D3 1000 IU as her oncologist advised",
    profile: {
      medicines: ["Xgeva 120mg injection"],
      conditions: [],
    },
    stack: [
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Xgeva 120mg injection",
          },
        },
      ],
    },
    rationale:
      'XGEVA leaflet, section 3: "You should also take calcium and vitamin D supplements while being treated with XGEVA unless you have an excess of calcium in the blood." Recommended, not an interaction: quiet.',
    sources: [
      {
        title: "XGEVA (denosumab 120 mg) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-a3592e2026cf41a77adf37691a552586.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-procoralan-st-johns-wort",
    title: "Man, 66, with angina on Procoralan 5mg buys St John's wort",
    profile: {
      medicines: ["Procoralan 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type, 0.3% hypericin)",
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
            medicine: "Procoralan 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Procoralan leaflet: "Make sure to tell your doctor if you are taking any of the following medicines, as a dose adjustment of Procoralan or monitoring should be required: ... Hypericum perforatum or St John\'s Wort (herbal treatment for depression)" - moderate.',
    sources: [
      {
        title: "Procoralan (ivabradine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-79284ae9650b8005359d0f56c68b8ad4.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-procoralan-vitamin-d-quiet",
    title: "Woman, 71, with heart failure on Procoralan 7.5mg takes vitamin D3",
    profile: {
      medicines: ["Procoralan 7.5mg"],
      conditions: [],
    },
    stack: [
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Procoralan 7.5mg",
          },
        },
      ],
    },
    rationale:
      'The Procoralan interaction section (read in full) names medicines, "St John\'s Wort" and grapefruit juice; vitamin D is not named and has no mechanism with ivabradine: quiet.',
    sources: [
      {
        title: "Procoralan (ivabradine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-79284ae9650b8005359d0f56c68b8ad4.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-procoralan-glucosamine-quiet",
    title: "Man, 74, on Procoralan 5mg takes glucosamine for his knees",
    profile: {
      medicines: ["Procoralan 5mg"],
      conditions: [],
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
            medicine: "Procoralan 5mg",
          },
        },
      ],
    },
    rationale:
      "Procoralan's leaflet has no general herbal/supplement sentence; its only supplement is \"St John's Wort\". Glucosamine is not named and has no heart-rate or CYP3A4 mechanism: quiet.",
    sources: [
      {
        title: "Procoralan (ivabradine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-79284ae9650b8005359d0f56c68b8ad4.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-rasilez-potassium-supplement",
    title: "Man, 60, on Rasilez 150mg buys potassium tablets for cramps",
    profile: {
      medicines: ["Rasilez 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium 99 mg tablets (take 2)",
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
            medicine: "Rasilez 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Rasilez leaflet: "Your doctor may need to change your dose and/or to take other precautions if you are taking one of the following medicines: medicines that increase the amount of potassium in your blood. These include potassium-sparing diuretics, potassium supplements." - moderate.',
    sources: [
      {
        title: "Rasilez (aliskiren) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5723af3498c13864107ed05f36f04f5d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-rasilez-chamomile-tea",
    title: "Woman, 55, on Rasilez 150mg swallows her tablet with chamomile tea every morning",
    profile: {
      medicines: ["Rasilez 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Chamomile tea (1 bag, ~1.5 g flower)",
          ingredients: [
            {
              ingredient: "chamomile",
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
          ingredient: "chamomile",
          with: {
            medicine: "Rasilez 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Rasilez leaflet: "You should avoid taking this medicine together with fruit juice and/or drinks containing plant extracts (including herbal teas), as it could cause a decrease in the effectiveness of this medicine." Herbal tea taken with the dose - at least moderate (take the tablet with water instead).',
    sources: [
      {
        title: "Rasilez (aliskiren) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5723af3498c13864107ed05f36f04f5d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-rasilez-lemon-balm-tea",
    title: "Man, 63, on Rasilez 300mg drinks lemon balm tea with his tablet at night",
    profile: {
      medicines: ["Rasilez 300mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Lemon balm herbal tea (1 bag, ~1.5 g leaf)",
          ingredients: [
            {
              ingredient: "lemon-balm",
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
          ingredient: "lemon-balm",
          with: {
            medicine: "Rasilez 300mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Rasilez leaflet, sections 2 and 3: "You should avoid taking this medicine together with fruit juice and/or drinks containing plant extracts (including herbal teas)" because "it could cause a decrease in the effectiveness of this medicine" - moderate.',
    sources: [
      {
        title: "Rasilez (aliskiren) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5723af3498c13864107ed05f36f04f5d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-rasilez-vitamin-d-quiet",
    title: "Woman, 68, on Rasilez 150mg takes vitamin D3 1000 IU tablets with water",
    profile: {
      medicines: ["Rasilez 150mg"],
      conditions: [],
    },
    stack: [
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Rasilez 150mg",
          },
        },
      ],
    },
    rationale:
      'The Rasilez interaction section (read in full) names potassium supplements, fruit juice and "drinks containing plant extracts (including herbal teas)"; a vitamin D tablet is none of these and has no mechanism with aliskiren: quiet.',
    sources: [
      {
        title: "Rasilez (aliskiren) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5723af3498c13864107ed05f36f04f5d.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-orkambi-st-johns-wort",
    title: "Woman, 24, with CF on Orkambi wants St John's wort for low mood",
    profile: {
      medicines: ["Orkambi 200mg/125mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type, 0.3% hypericin)",
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
            medicine: "Orkambi 200mg/125mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Orkambi leaflet: "Especially tell your doctor if you take any of the following medicines: ... Herbal medicines, for example: St. John\'s wort (Hypericum perforatum)" - moderate (at least).',
    sources: [
      {
        title: "Orkambi (lumacaftor/ivacaftor) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8eabca438b9c6aec8be0a0c5c738dadd.html",
      },
    ],
  },
  {
    id: "sc-p23-orkambi-cf-vitamins-quiet",
    title: "Man, 22, with CF on Orkambi takes vitamin D3 and vitamin E as prescribed CF vitamins",
    profile: {
      medicines: ["Orkambi 200mg/125mg"],
      conditions: [],
    },
    stack: [
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
      {
        custom: {
          name: "Vitamin E 200 mg (about 300 IU) capsules",
          ingredients: [
            {
              ingredient: "vitamin-e",
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Orkambi 200mg/125mg",
          },
        },
        {
          ingredient: "vitamin-e",
          with: {
            medicine: "Orkambi 200mg/125mg",
          },
        },
      ],
    },
    rationale:
      'The Orkambi interaction section (read in full) names medicines and "Herbal medicines, for example: St. John\'s wort"; vitamins are not mentioned, and the leaflet advises taking Orkambi with "fat-containing food" such as "Nutritional bars or drinks". Fat-soluble vitamins have no mechanism with lumacaftor/ivacaftor: quiet.',
    sources: [
      {
        title: "Orkambi (lumacaftor/ivacaftor) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-8eabca438b9c6aec8be0a0c5c738dadd.html",
      },
    ],
  },
  {
    id: "sc-p23-revolade-a-z-multivitamin",
    title: "Woman, 50, on Revolade 50mg takes an A-Z multivitamin with breakfast",
    profile: {
      medicines: ["Revolade 50mg"],
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
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
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
              ingredient: "calcium",
              amount: 200,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 100,
              unit: "mg",
            },
            {
              ingredient: "selenium",
              amount: 55,
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
            medicine: "Revolade 50mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "zinc",
          with: {
            medicine: "Revolade 50mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "calcium",
          with: {
            medicine: "Revolade 50mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "Revolade 50mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "selenium",
          with: {
            medicine: "Revolade 50mg",
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
      'Revolade leaflet, section 3 \'When to take it\': "in the 4 hours before you take Revolade and the 2 hours after you take Revolade ... you don\'t consume any of the following: ... antacids ... some mineral and vitamin supplements including iron, calcium, magnesium, aluminium, selenium and zinc" - "If you do, the medicine will not be properly absorbed into your body." A standard A-Z tablet contains five of the six named minerals; take it outside the window. Spacing advice, minor to moderate.',
    sources: [
      {
        title: "Revolade (eltrombopag) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-f34ab6116c3c4c0c8f28f2de9888b61e.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-vafseo-multivitamin-iron",
    title: "Man, 66, on dialysis and Vafseo 300mg takes an A-Z multivitamin with iron",
    profile: {
      medicines: ["Vafseo 300mg"],
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
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
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
              ingredient: "calcium",
              amount: 200,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 100,
              unit: "mg",
            },
            {
              ingredient: "selenium",
              amount: 55,
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
            medicine: "Vafseo 300mg",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "calcium",
          with: {
            medicine: "Vafseo 300mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "Vafseo 300mg",
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
      'Vafseo leaflet: tell your doctor about "medicines or supplements that contain iron"; "If you take medicines containing iron ... you should take Vafseo at least 1 hour before those products" and "medicines containing calcium, magnesium or aluminium you should take Vafseo at least 1 hour before or 2 hours after". Iron named as supplement (moderate); calcium/magnesium spacing (minor to moderate).',
    sources: [
      {
        title: "Vafseo (vadadustat) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5be5abfec999fc8a1ea184754c57f783.json.html",
      },
    ],
  },
  {
    id: "sc-p23-targretin-a-z-multivitamin",
    title: "Man, 64, on Targretin takes a one-a-day A-Z multivitamin",
    profile: {
      medicines: ["Targretin 75mg capsules"],
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
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
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
              ingredient: "calcium",
              amount: 200,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 100,
              unit: "mg",
            },
            {
              ingredient: "selenium",
              amount: 55,
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
            medicine: "Targretin 75mg capsules",
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
            medicine: "Targretin 75mg capsules",
          },
        },
      ],
    },
    rationale:
      'Targretin leaflet: "Tell your doctor if you are taking ... vitamin A supplements" and "Do not take more than 15,000 International Units of vitamin A supplements per day". The multivitamin\'s 800 µg vitamin A (about 2,700 IU) is under the cap but is a named vitamin A supplement: moderate. Vitamin D is not named.',
    sources: [
      {
        title: "Targretin (bexarotene) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-eb08c3555eb0d4fb795135600da399fc.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-stalevo-a-z-multivitamin",
    title: "Woman, 74, on Stalevo takes an A-Z multivitamin containing iron",
    profile: {
      medicines: ["Stalevo 100mg/25mg/200mg"],
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
              ingredient: "vitamin-d3",
              amount: 10,
              unit: "µg",
            },
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
              ingredient: "calcium",
              amount: 200,
              unit: "mg",
            },
            {
              ingredient: "magnesium",
              amount: 100,
              unit: "mg",
            },
            {
              ingredient: "selenium",
              amount: 55,
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
            medicine: "Stalevo 100mg/25mg/200mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Stalevo 100mg/25mg/200mg",
          },
        },
      ],
    },
    rationale:
      'Stalevo leaflet: "do not take Stalevo and iron supplements at the same time. After taking one of them, wait at least 2 to 3 hours before taking the other." The multivitamin\'s iron should be spaced (minor to moderate); vitamin D is not named.',
    sources: [
      {
        title: "Stalevo (levodopa/carbidopa/entacapone) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-bdb3583748a144c4aaf24f2e42bc1ae4.html",
      },
    ],
  },
  {
    id: "sc-p23-pifeltro-magnesium-quiet",
    title: "Man, 38, on Pifeltro 100mg takes magnesium citrate after the gym",
    profile: {
      medicines: ["Pifeltro 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 150 mg tablets",
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
            medicine: "Pifeltro 100mg",
          },
        },
      ],
    },
    rationale:
      'The Pifeltro leaflet names no antacids or minerals; its only supplement is "St. John\'s wort ... or products that contain it", and it says "This medicine can be taken with food or between meals". Magnesium: quiet.',
    sources: [
      {
        title: "Pifeltro (doravirine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-d9e1f5caf32113b1e6722af1d88782c1.html",
      },
    ],
  },
  {
    id: "sc-p23-rukobia-calcichew-quiet",
    title: "Woman, 65, on Rukobia 600mg takes Calcichew-D3",
    profile: {
      medicines: ["Rukobia 600mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcichew-D3 chewable tablets (calcium carbonate 1250 mg = 500 mg calcium, 10 µg vitamin D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Rukobia 600mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Rukobia 600mg",
          },
        },
      ],
    },
    rationale:
      'Rukobia\'s interaction section names only medicines and "products that contain St John\'s wort"; no antacid or mineral spacing is given ("You can take Rukobia with or without food"). Calcium and vitamin D: quiet.',
    sources: [
      {
        title: "Rukobia (fostemsavir) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-4ebd45ede513ed024b967ea8c9e55dab.html",
      },
    ],
  },
  {
    id: "sc-p23-procoralan-omega3-quiet",
    title: "Man, 70, with heart failure on Procoralan 5mg takes omega-3 fish oil",
    profile: {
      medicines: ["Procoralan 5mg"],
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
            medicine: "Procoralan 5mg",
          },
        },
      ],
    },
    rationale:
      "Procoralan's interaction section (read in full) names medicines, \"St John's Wort\" and grapefruit juice only. Fish oil is not named and has no heart-rate or CYP3A4 mechanism with ivabradine: quiet.",
    sources: [
      {
        title: "Procoralan (ivabradine) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-79284ae9650b8005359d0f56c68b8ad4.xml.html",
      },
    ],
  },
  {
    id: "sc-p23-micardisplus-losalt",
    title: "Man, 67, on MicardisPlus 80/12.5 switches to LoSalt to cut sodium",
    profile: {
      medicines: ["MicardisPlus 80mg/12.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "LoSalt potassium salt substitute (1 g serving, ~350 mg potassium)",
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
            medicine: "MicardisPlus 80mg/12.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MicardisPlus leaflet, 'Other medicines': \"Your doctor may need to change the dose of these other medications or take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to the medicines listed below: ... Medicines that may increase blood potassium levels such as potassium-sparing diuretics, potassium supplements, salt substitutes containing potassium\". Moderate.",
    sources: [
      {
        title: "MicardisPlus (telmisartan/hydrochlorothiazide) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-18d3cb5ee6c8628dd45333381c7f88b9.json.html",
      },
    ],
  },
  {
    id: "sc-p23-micardisplus-potassium-tablets",
    title: "Man, 58, on MicardisPlus 80/25 buys potassium tablets for leg cramps",
    profile: {
      medicines: ["MicardisPlus 80mg/25mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Potassium 99 mg tablets (take 2)",
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
            medicine: "MicardisPlus 80mg/25mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      "MicardisPlus leaflet, 'Other medicines': \"Your doctor may need to change the dose of these other medications or take other precautions. In some cases you may have to stop taking one of the medicines. This applies especially to the medicines listed below: ... potassium supplements, salt substitutes containing potassium\". Moderate.",
    sources: [
      {
        title: "MicardisPlus (telmisartan/hydrochlorothiazide) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-18d3cb5ee6c8628dd45333381c7f88b9.json.html",
      },
    ],
  },
  {
    id: "sc-p23-micardisplus-magnesium-quiet",
    title: "Woman, 61, on MicardisPlus 40/12.5 takes magnesium for cramps",
    profile: {
      medicines: ["MicardisPlus 40mg/12.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Magnesium citrate 150 mg tablets",
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
            medicine: "MicardisPlus 40mg/12.5mg",
          },
        },
      ],
    },
    rationale:
      'The MicardisPlus interaction list (read in full) names "potassium supplements, salt substitutes containing potassium" and "Calcium supplements and/or vitamin D supplements" but not magnesium; thiazides lower rather than raise magnesium, so a supplement is not a named or plausible hazard: quiet.',
    sources: [
      {
        title: "MicardisPlus (telmisartan/hydrochlorothiazide) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-18d3cb5ee6c8628dd45333381c7f88b9.json.html",
      },
    ],
  },
  {
    id: "sc-p23-micardisplus-omega3-quiet",
    title: "Man, 64, on MicardisPlus 80/12.5 takes omega-3 fish oil",
    profile: {
      medicines: ["MicardisPlus 80mg/12.5mg"],
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
            medicine: "MicardisPlus 80mg/12.5mg",
          },
        },
      ],
    },
    rationale:
      'MicardisPlus names only "potassium supplements, salt substitutes containing potassium" and "Calcium supplements and/or vitamin D supplements"; fish oil is not named and has no potassium, calcium or lithium-type mechanism: quiet.',
    sources: [
      {
        title: "MicardisPlus (telmisartan/hydrochlorothiazide) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-18d3cb5ee6c8628dd45333381c7f88b9.json.html",
      },
    ],
  },
  {
    id: "sc-p23-votrient-vitamin-d-quiet",
    title: "Man, 63, with kidney cancer on Votrient 400mg takes vitamin D3",
    profile: {
      medicines: ["Votrient 400mg"],
      conditions: [],
    },
    stack: [
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Votrient 400mg",
          },
        },
      ],
    },
    rationale:
      'Votrient\'s \'Other medicines\' (read in full) asks about "herbal medicines" and acid reducers ("proton pump inhibitor, H2 antagonists or antacids") but not vitamins. Plain vitamin D3 is neither a herb nor an antacid and has no mechanism with pazopanib: quiet.',
    sources: [
      {
        title: "Votrient (pazopanib) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-b565284a99d14ce765da70a99bc090d0.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-stivarga-st-johns-wort",
    title: "Woman, 58, with bowel cancer on Stivarga 40mg buys St John's wort",
    profile: {
      medicines: ["Stivarga 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type, 0.3% hypericin)",
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
            medicine: "Stivarga 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Stivarga leaflet: "In particular, tell your doctor if you are taking anything in this list ... St. John\'s wort (medicine obtained also without a prescription), a herbal treatment for depression." and "Some medicines may affect the way Stivarga works" - moderate (at least).',
    sources: [
      {
        title: "Stivarga (regorafenib) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-1725e26bb7cb4ad5c29cb26127be8f47.json.html",
      },
    ],
  },
  {
    id: "sc-p23-zoledronic-calcichew-quiet",
    title: "Man, 71, having zoledronic acid infusions for bone metastases takes Calcichew-D3",
    profile: {
      medicines: ["zoledronic acid 4mg infusion"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcichew-D3 chewable tablets (calcium carbonate 1250 mg = 500 mg calcium, 10 µg vitamin D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "zoledronic acid 4mg infusion",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "zoledronic acid 4mg infusion",
          },
        },
      ],
    },
    rationale:
      'Zoledronic acid Actavis leaflet: "Patients whose blood calcium levels are not too high will also be prescribed calcium and vitamin D supplements to be taken each day." Recommended with the medicine: quiet.',
    sources: [
      {
        title: "Zoledronic acid Actavis 4 mg (oncology) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5070cf955a155484c6e1db8e94877cf4.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-zoledronic-vitamin-d-quiet",
    title: "Woman, 66, on 4-weekly zoledronic acid takes vitamin D3 1000 IU",
    profile: {
      medicines: ["zoledronic acid 4mg infusion"],
      conditions: [],
    },
    stack: [
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "zoledronic acid 4mg infusion",
          },
        },
      ],
    },
    rationale:
      'Zoledronic acid Actavis leaflet: "You will be given adequate calcium and vitamin D supplements" and "will also be prescribed calcium and vitamin D supplements to be taken each day". Quiet.',
    sources: [
      {
        title: "Zoledronic acid Actavis 4 mg (oncology) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-5070cf955a155484c6e1db8e94877cf4.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-zydelig-st-johns-wort",
    title: "Man, 69, with CLL on Zydelig 150mg takes St John's wort",
    profile: {
      medicines: ["Zydelig 150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type, 0.3% hypericin)",
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
            medicine: "Zydelig 150mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'Zydelig leaflet: "Zydelig should not be used with any other medicines unless your doctor has told you it is safe to do so" ... "In particular, tell your doctor if you are taking any of the following: ... St. John\'s wort (Hypericum perforatum), a herbal remedy used for depression and anxiety". At least moderate.',
    sources: [
      {
        title: "Zydelig (idelalisib) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-702c9d84bc860bda988d99979df3de81.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-zydelig-vitamin-d-quiet",
    title: "Woman, 72, on Zydelig 150mg takes vitamin D3 1000 IU",
    profile: {
      medicines: ["Zydelig 150mg"],
      conditions: [],
    },
    stack: [
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
          ingredient: "vitamin-d3",
          with: {
            medicine: "Zydelig 150mg",
          },
        },
      ],
    },
    rationale:
      'The Zydelig interaction list (read in full) names many medicines and one herbal product, "St. John\'s wort"; vitamins are not mentioned. Vitamin D3 has no mechanism with idelalisib: quiet.',
    sources: [
      {
        title: "Zydelig (idelalisib) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-702c9d84bc860bda988d99979df3de81.ttl.html",
      },
    ],
  },
  {
    id: "sc-p23-rezolsta-st-johns-wort",
    title: "Man, 44, on Rezolsta wants St John's wort for low mood",
    profile: {
      medicines: ["Rezolsta 800mg/150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "St John's wort extract 300 mg tablets (Kira-type, 0.3% hypericin)",
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
            medicine: "Rezolsta 800mg/150mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
      noFlags: [],
    },
    rationale:
      'REZOLSTA leaflet: "Do not combine REZOLSTA with any of the following medicines ... St John\'s Wort (Hypericum perforatum) - a herbal product used for depression" - contraindicated.',
    sources: [
      {
        title: "REZOLSTA (darunavir/cobicistat) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-241d4bc94412cf7041721319e0eaea4c.json.html",
      },
    ],
  },
  {
    id: "sc-p23-rezolsta-calcichew-quiet",
    title: "Woman, 56, on Rezolsta takes Calcichew-D3 with her evening meal",
    profile: {
      medicines: ["Rezolsta 800mg/150mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcichew-D3 chewable tablets (calcium carbonate 1250 mg = 500 mg calcium, 10 µg vitamin D3)",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
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
      flags: [],
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            medicine: "Rezolsta 800mg/150mg",
          },
        },
        {
          ingredient: "vitamin-d3",
          with: {
            medicine: "Rezolsta 800mg/150mg",
          },
        },
      ],
    },
    rationale:
      'The REZOLSTA interaction section (read in full) has no antacid or mineral warning and says "Swallow the tablet whole with a drink such as water or milk"; its only supplement is "St John\'s Wort". Calcium and vitamin D: quiet.',
    sources: [
      {
        title: "REZOLSTA (darunavir/cobicistat) - Package Leaflet (EN ePI bundle)",
        publisher:
          "Gravitate Health FHIR IG (build.fhir.org CI build of EMA English package leaflet, joofio/test-epi-composition)",
        url: "https://build.fhir.org/ig/joofio/test-epi-composition/Bundle-bundlepackageleaflet-en-241d4bc94412cf7041721319e0eaea4c.json.html",
      },
    ],
  },
];
