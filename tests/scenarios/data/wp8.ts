// Scenarios of the p8 round's blind probe: the eight ingredients added on 5 December 2026 without a product (activated
// charcoal, chlorella, reishi, schisandra, saffron, black seed, horsetail, maca), written by a helper who had not seen
// their records, from UK product information, the MHRA, LiverTox and copies of reference databases' texts.
import type { ScenarioInput } from "../schema";

export const WP8_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p8-charcoal-microgynon",
    title: "Woman on Microgynon 30 starts charcoal capsules for bloating",
    profile: {
      medicines: ["Microgynon 30"],
      conditions: [],
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
            medicine: "Microgynon 30",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Austrian Biocarbon leaflet: medicinal charcoal 'kann die Zuverlässigkeit von oralen Kontrazeptiva (\"Pille\") reduzieren' so an additional contraceptive method is advised; the UK Braggs SmPC says activated charcoal 'may reduce the effect of other medicines' and to consult a pharmacist or doctor.",
    sources: [
      {
        title: "BIOCARBON Tabletten - Gebrauchsinformation",
        publisher: "medversand.at (copy of Austrian package leaflet)",
        url: "https://medversand.at/biocarbon-tbl-1347869.html",
      },
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p8-charcoal-mhra-heart-failure",
    title: "Heart failure patient on antibiotics also taking charcoal (MHRA Yellow Card case)",
    profile: {
      medicines: [
        "bisoprolol 2.5mg",
        "furosemide 40mg",
        "candesartan 8mg",
        "amoxicillin 500mg",
        "clarithromycin 500mg",
      ],
      conditions: [],
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
            medicine: "bisoprolol 2.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "activated-charcoal",
          with: {
            medicine: "furosemide 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "activated-charcoal",
          with: {
            medicine: "candesartan 8mg",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "activated-charcoal",
          with: {
            medicine: "amoxicillin 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
        {
          ingredient: "activated-charcoal",
          with: {
            medicine: "clarithromycin 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "MHRA Yellow Card case: a woman on amoxicillin, clarithromycin, candesartan, bisoprolol and furosemide worsened while taking charcoal; MHRA concluded 'charcoal did have the potential to reduce the absorption of other medicines' and patients 'should seek advice from a pharmacist or doctor'.",
    sources: [
      {
        title: "Case study: Charcoal and drug interaction",
        publisher: "MHRA Yellow Card",
        url: "https://yellowcard.mhra.gov.uk/casestudies-charcoal",
      },
    ],
  },
  {
    id: "sc-p8-charcoal-digoxin",
    title: "Digoxin patient buys charcoal tablets for wind",
    profile: {
      medicines: ["digoxin 125 micrograms"],
      conditions: ["atrial fibrillation"],
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
            medicine: "digoxin 125 micrograms",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Biocarbon leaflet: absorption of cardiac glycosides (heart-failure medicines) is inhibited by medicinal charcoal 'um bis zu 90%' so they should be taken 2 hours before / several hours apart; UK SmPC: charcoal 'may reduce the effect of other medicines'.",
    sources: [
      {
        title: "BIOCARBON Tabletten - Gebrauchsinformation",
        publisher: "medversand.at (copy of Austrian package leaflet)",
        url: "https://medversand.at/biocarbon-tbl-1347869.html",
      },
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p8-charcoal-levothyroxine",
    title: "Levothyroxine 75mcg user takes charcoal capsules three times a day",
    profile: {
      medicines: ["levothyroxine 75mcg"],
      conditions: ["underactive thyroid"],
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
            medicine: "levothyroxine 75mcg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Class statement applied to a common UK oral medicine: Medscape UK (from the Braggs SmPC) says 'Activated charcoal will adsorb many oral drugs administered concurrently'; the SmPC says if taking other medication consult a pharmacist or doctor first.",
    sources: [
      {
        title: "Charcoal tablets & capsules",
        publisher: "Medscape UK",
        url: "https://www.medscape.co.uk/drug/charcoal-tablets-capsules-68655-68655",
      },
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-p8-charcoal-keppra",
    title: "Epilepsy patient on Keppra takes daily charcoal detox capsules",
    profile: {
      medicines: ["Keppra 500mg"],
      conditions: ["epilepsy"],
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
            medicine: "Keppra 500mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Keppra (levetiracetam) is an oral medicine; the UK SmPC states activated charcoal 'is a powerful adsorbent and may reduce the effect of other medicines' and to consult a pharmacist or doctor; MHRA says patients on any other medication should seek advice.",
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
      {
        title: "Case study: Charcoal and drug interaction",
        publisher: "MHRA Yellow Card",
        url: "https://yellowcard.mhra.gov.uk/casestudies-charcoal",
      },
    ],
  },
  {
    id: "sc-p8-charcoal-bowel-obstruction",
    title: "Person with suspected bowel obstruction wants charcoal tablets",
    profile: {
      medicines: [],
      conditions: ["bowel obstruction"],
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
            condition: "bowel obstruction",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      "Biocarbon leaflet, 'Do not take BIOCARBON ... In case of heavy constipation and suspected intestinal obstruction' - a contraindication.",
    sources: [
      {
        title: "BIOCARBON tablets - package leaflet",
        publisher: "vdocuments.mx (copy of manufacturer leaflet)",
        url: "https://vdocuments.mx/gi-biocarbon-engl-arab-1965000113indd.html",
      },
    ],
  },
  {
    id: "sc-p8-charcoal-stomach-ulcer",
    title: "Stomach ulcer patient considering charcoal tablets",
    profile: {
      medicines: [],
      conditions: ["stomach ulcer"],
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
            condition: "stomach ulcer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Biocarbon leaflet: 'Take special care ... In case of disposition to gastrointestinal bleedings (in case of stomach ulcers, duodenum ulcers, inflammatory intestinal diseases)' because black stools can mask bleeding.",
    sources: [
      {
        title: "BIOCARBON tablets - package leaflet",
        publisher: "vdocuments.mx (copy of manufacturer leaflet)",
        url: "https://vdocuments.mx/gi-biocarbon-engl-arab-1965000113indd.html",
      },
    ],
  },
  {
    id: "sc-p8-charcoal-pregnant-quiet",
    title: "Pregnant woman with wind takes charcoal tablets - no pregnancy warning expected",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
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
      noFlags: [
        {
          ingredient: "activated-charcoal",
          with: {
            condition: "pregnant",
          },
        },
      ],
    },
    rationale:
      "UK SmPC section 4.6: 'JL Braggs Medicinal Charcoal Tablets may be taken during pregnancy or breast-feeding'; Medscape UK: 'considered safe for use during pregnancy'. Charcoal is not absorbed.",
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
      {
        title: "Charcoal tablets & capsules",
        publisher: "Medscape UK",
        url: "https://www.medscape.co.uk/drug/charcoal-tablets-capsules-68655-68655",
      },
    ],
  },
  {
    id: "sc-p8-charcoal-breastfeeding-quiet",
    title: "Breastfeeding mother takes charcoal for indigestion - no warning expected",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
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
      noFlags: [
        {
          ingredient: "activated-charcoal",
          with: {
            condition: "breastfeeding",
          },
        },
      ],
    },
    rationale:
      "UK SmPC 4.6 says the tablets 'may be taken during pregnancy or breast-feeding'; Medscape UK: 'Charcoal activated is considered safe for use during breastfeeding.'",
    sources: [
      {
        title: "J.L. Braggs Medicinal Charcoal Tablets 300 mg - Summary of Product Characteristics",
        publisher: "patient-info.co.uk (copy of UK SmPC)",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
      {
        title: "Charcoal tablets & capsules",
        publisher: "Medscape UK",
        url: "https://www.medscape.co.uk/drug/charcoal-tablets-capsules-68655-68655",
      },
    ],
  },
  {
    id: "sc-p8-chlorella-warfarin",
    title: "Warfarin patient starts chlorella tablets",
    profile: {
      medicines: ["warfarin 3mg"],
      conditions: ["atrial fibrillation"],
    },
    stack: [
      {
        custom: {
          name: "Chlorella 500 mg tablets (6 a day)",
          ingredients: [
            {
              ingredient: "chlorella",
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
          ingredient: "chlorella",
          with: {
            medicine: "warfarin 3mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Case report: thrombotest rose above the therapeutic limit after a warfarin patient took chlorella; 'Chlorella is one of vitamin K-rich foods. Thus, it may inhibit the anticoagulant effect of warfarin.' Alere: 'A potential significant reduction in INR may be expected' - discuss before use.",
    sources: [
      {
        title: "Warfarin therapy and chlorella (Rinsho Shinkeigaku 1995)",
        publisher: "PubMed / NCBI",
        url: "https://www.ncbi.nlm.nih.gov/pubmed/8777808",
        pmid: "8777808",
      },
      {
        title: "Chlorella and Warfarin",
        publisher: "Alere / ptinr.com",
        url: "https://www.ptinr.com/en/home/warfarin-you/drugs-and-other-medications/natural-medicines-vitamins/chlorella-and-warfarin.html",
      },
    ],
  },
  {
    id: "sc-p8-chlorella-lupus",
    title: "Person with lupus starts chlorella for energy",
    profile: {
      medicines: [],
      conditions: ["lupus"],
    },
    stack: [
      {
        custom: {
          name: "Chlorella 500 mg tablets (6 a day)",
          ingredients: [
            {
              ingredient: "chlorella",
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
          ingredient: "chlorella",
          with: {
            condition: "lupus",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Consumer monograph: for autoimmune diseases such as lupus 'Chlorella might cause the immune system to become more active ... If you have one of these conditions, it's best to avoid using chlorella.'",
    sources: [
      {
        title: "Chlorella - precautions and interactions",
        publisher: "Watsons Health (consumer monograph text)",
        url: "https://watsonshealth.com.ph/chlorella-for-growth-potential/",
      },
    ],
  },
  {
    id: "sc-p8-chlorella-breastfeeding",
    title: "Breastfeeding mother wants chlorella tablets",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Chlorella 500 mg tablets (6 a day)",
          ingredients: [
            {
              ingredient: "chlorella",
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
          ingredient: "chlorella",
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
      "Natural Medicines: 'LACTATION: Insufficient reliable information available; avoid using.' Consumer monograph: pregnancy and breast-feeding, 'Stay on the safe side and avoid use.'",
    sources: [
      {
        title: "Super Chlorella 1000 mg - safety of ingredients",
        publisher: "Natural Medicines (TRC)",
        url: "https://naturalmedicines.therapeuticresearch.com./databases/commercial-products/commercial-product.aspx?cpid=315254",
      },
      {
        title: "Chlorella - precautions and interactions",
        publisher: "Watsons Health (consumer monograph text)",
        url: "https://watsonshealth.com.ph/chlorella-for-growth-potential/",
      },
    ],
  },
  {
    id: "sc-p8-chlorella-omeprazole-quiet",
    title: "Omeprazole user takes chlorella - no interaction expected",
    profile: {
      medicines: ["omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Chlorella 500 mg tablets (6 a day)",
          ingredients: [
            {
              ingredient: "chlorella",
              amount: 3000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "chlorella",
          with: {
            medicine: "omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      "None of the chlorella sources read (case report, Natural Standard interaction list, consumer monograph) name acid-suppressing drugs; the listed concerns are warfarin/vitamin K, immunosuppressants and photosensitisers.",
    sources: [
      {
        title: "Chlorella - drug interactions",
        publisher: "nutritionhouse.info (Natural Standard monograph text)",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=59773",
      },
      {
        title: "Chlorella - precautions and interactions",
        publisher: "Watsons Health (consumer monograph text)",
        url: "https://watsonshealth.com.ph/chlorella-for-growth-potential/",
      },
    ],
  },
  {
    id: "sc-p8-chlorella-osteoarthritis-quiet",
    title: "Osteoarthritis patient on paracetamol takes chlorella - no flag expected",
    profile: {
      medicines: ["paracetamol 1g"],
      conditions: ["osteoarthritis"],
    },
    stack: [
      {
        custom: {
          name: "Chlorella 500 mg tablets (6 a day)",
          ingredients: [
            {
              ingredient: "chlorella",
              amount: 3000,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "chlorella",
          with: {
            medicine: "paracetamol 1g",
          },
        },
        {
          ingredient: "chlorella",
          with: {
            condition: "osteoarthritis",
          },
        },
      ],
    },
    rationale:
      "Chlorella sources read list warfarin, immunosuppressants, autoimmune disease, pregnancy/breast-feeding, iodine and mould allergy; neither paracetamol nor osteoarthritis is named and no mechanism links them.",
    sources: [
      {
        title: "Chlorella - drug interactions",
        publisher: "nutritionhouse.info (Natural Standard monograph text)",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=59773",
      },
      {
        title: "Chlorella - precautions and interactions",
        publisher: "Watsons Health (consumer monograph text)",
        url: "https://watsonshealth.com.ph/chlorella-for-growth-potential/",
      },
    ],
  },
  {
    id: "sc-p8-reishi-warfarin",
    title: "Warfarin patient takes reishi mushroom capsules",
    profile: {
      medicines: ["warfarin 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Reishi mushroom extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "reishi",
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
          ingredient: "reishi",
          with: {
            medicine: "warfarin 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Drugs.com: 'Reishi mushroom may enhance the adverse/toxic effects of agents with antiplatelet properties, anticoagulants ...'; consumer monograph rates anticoagulants a Moderate interaction, 'Be cautious with this combination'.",
    sources: [
      {
        title: "Reishi Mushroom - clinical overview",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/ingredient/reishi-mushroom.html",
      },
      {
        title: "Reishi mushroom - interactions",
        publisher: "imedix (consumer monograph text)",
        url: "https://www.imedix.com/drugs/reishi-mushroom/",
      },
    ],
  },
  {
    id: "sc-p8-reishi-clopidogrel",
    title: "Post-stent patient on clopidogrel adds reishi",
    profile: {
      medicines: ["clopidogrel 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Reishi mushroom extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "reishi",
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
          ingredient: "reishi",
          with: {
            medicine: "clopidogrel 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "FoundHealth: people taking blood-thinning drugs such as clopidogrel (Plavix) 'should only use reishi under a doctor's supervision'; Drugs.com: may enhance effects of antiplatelet agents.",
    sources: [
      {
        title: "Reishi - side effects and warnings",
        publisher: "FoundHealth",
        url: "https://www.foundhealth.com/reishi/side-effects-and-warnings",
      },
      {
        title: "Reishi Mushroom - clinical overview",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/ingredient/reishi-mushroom.html",
      },
    ],
  },
  {
    id: "sc-p8-reishi-ibuprofen",
    title: "Regular ibuprofen user starts reishi",
    profile: {
      medicines: ["ibuprofen 400mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Reishi mushroom extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "reishi",
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
          ingredient: "reishi",
          with: {
            medicine: "ibuprofen 400mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Drugs.com lists NSAIDs among agents whose adverse/toxic effects reishi 'may enhance' (bleeding) - a possible effect.",
    sources: [
      {
        title: "Reishi Mushroom - clinical overview",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/ingredient/reishi-mushroom.html",
      },
    ],
  },
  {
    id: "sc-p8-reishi-gliclazide",
    title: "Type 2 diabetic on gliclazide takes reishi",
    profile: {
      medicines: ["gliclazide 80mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Reishi mushroom extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "reishi",
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
          ingredient: "reishi",
          with: {
            medicine: "gliclazide 80mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Consumer monograph: 'Reishi mushroom might lower blood sugar levels. Taking reishi mushroom along with diabetes medications might cause blood sugar to drop too low. Monitor your blood sugar closely.'",
    sources: [
      {
        title: "Reishi mushroom - interactions",
        publisher: "imedix (consumer monograph text)",
        url: "https://www.imedix.com/drugs/reishi-mushroom/",
      },
    ],
  },
  {
    id: "sc-p8-reishi-amlodipine",
    title: "Hypertensive patient on amlodipine takes reishi",
    profile: {
      medicines: ["amlodipine 5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Reishi mushroom extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "reishi",
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
          ingredient: "reishi",
          with: {
            medicine: "amlodipine 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Consumer monograph: 'Taking reishi mushroom along with medications that lower blood pressure might cause blood pressure to go too low. Monitor your blood pressure closely.'",
    sources: [
      {
        title: "Reishi mushroom - interactions",
        publisher: "imedix (consumer monograph text)",
        url: "https://www.imedix.com/drugs/reishi-mushroom/",
      },
    ],
  },
  {
    id: "sc-p8-reishi-surgery",
    title: "Reishi user having an operation next month",
    profile: {
      medicines: [],
      conditions: ["having an operation next month"],
    },
    stack: [
      {
        custom: {
          name: "Reishi mushroom extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "reishi",
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
          ingredient: "reishi",
          with: {
            condition: "having an operation next month",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "FoundHealth: reishi may impair blood clotting, so 'the herb should also be avoided in the period just before and after surgery'.",
    sources: [
      {
        title: "Reishi - side effects and warnings",
        publisher: "FoundHealth",
        url: "https://www.foundhealth.com/reishi/side-effects-and-warnings",
      },
    ],
  },
  {
    id: "sc-p8-reishi-levothyroxine-quiet",
    title: "Levothyroxine user takes reishi - no interaction expected",
    profile: {
      medicines: ["levothyroxine 75mcg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Reishi mushroom extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "reishi",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "reishi",
          with: {
            medicine: "levothyroxine 75mcg",
          },
        },
      ],
    },
    rationale:
      "Reishi sources read name anticoagulants/antiplatelets, NSAIDs, antihypertensives and antidiabetics; Drugs.com says contraindications have not been identified. Thyroid hormone is not mentioned and no mechanism applies.",
    sources: [
      {
        title: "Reishi Mushroom - clinical overview",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/ingredient/reishi-mushroom.html",
      },
      {
        title: "Reishi mushroom - interactions",
        publisher: "imedix (consumer monograph text)",
        url: "https://www.imedix.com/drugs/reishi-mushroom/",
      },
    ],
  },
  {
    id: "sc-p8-reishi-keppra-quiet",
    title: "Epilepsy patient on Keppra takes reishi - no flag expected",
    profile: {
      medicines: ["Keppra 500mg"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "Reishi mushroom extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "reishi",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "reishi",
          with: {
            medicine: "Keppra 500mg",
          },
        },
        {
          ingredient: "reishi",
          with: {
            condition: "epilepsy",
          },
        },
      ],
    },
    rationale:
      "None of the reishi sources (Drugs.com, consumer monograph, LiverTox, FoundHealth) mention antiepileptics or epilepsy; LiverTox describes lingzhi as well tolerated.",
    sources: [
      {
        title: "Reishi Mushroom - clinical overview",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/ingredient/reishi-mushroom.html",
      },
      {
        title: "Lingzhi, Reishi - LiverTox",
        publisher: "NIH NIDDK LiverTox",
        url: "https://www.ncbi.nlm.nih.gov/books/NBK609014/",
      },
    ],
  },
  {
    id: "sc-p8-schisandra-adoport",
    title: "Kidney transplant patient on Adoport takes schisandra",
    profile: {
      medicines: ["Adoport"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Schisandra berry extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "schisandra",
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
          ingredient: "schisandra",
          with: {
            medicine: "Adoport",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Adoport is tacrolimus (CYP3A4 substrate, narrow therapeutic range). Wuzhi capsule (Schisandra extract) 'can increase tacrolimus concentration' in kidney transplant recipients; healthy-volunteer data show tacrolimus AUC roughly doubled (ratio 2.12).",
    sources: [
      {
        title:
          "Effects and safety of Wuzhi capsules combined with tacrolimus in kidney transplant recipients",
        publisher: "Physician's Weekly (abstract)",
        url: "https://www.physiciansweekly.com/effects-and-safety-evaluation-of-wuzhi-capsules-combined-with-tacrolimus-for-the-treatment-of-kidney-transplantation-recipients/",
      },
      {
        title:
          "PBPK model predictions and clinically reported pharmacokinetics of midazolam and tacrolimus with S. sphenanthera extract (Table 3)",
        publisher: "British Journal of Clinical Pharmacology (PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7495297/table/bcp14303-tbl-0003",
      },
      {
        title: "Schisandra - Prograf (tacrolimus) interaction",
        publisher: "HelloPharmacist",
        url: "https://hellopharmacist.com/drug-supplement-interactions/drug-herbal/schisandra-with-tacrolimus?interactions_rating=1",
      },
    ],
  },
  {
    id: "sc-p8-schisandra-amlodipine",
    title: "Amlodipine patient starts schisandra",
    profile: {
      medicines: ["amlodipine 5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Schisandra berry extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "schisandra",
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
          ingredient: "schisandra",
          with: {
            medicine: "amlodipine 5mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "HelloPharmacist (amlodipine, CYP3A4 substrate): 'Schisandra can increase the levels and clinical effects of drugs metabolized by CYP3A4' (rated moderate); Medscape's checker lists schisandra as raising CYP3A4 substrates.",
    sources: [
      {
        title: "Schisandra with amlodipine interaction",
        publisher: "HelloPharmacist",
        url: "https://hellopharmacist.com/drug-herbal-interactions/schisandra-with-amlodipine-benzoate",
      },
      {
        title: "Schisandra (Herb/Suppl) - interactions",
        publisher: "Medscape Reference",
        url: "https://reference.medscape.com/drug/schisandra-chinensis-wu-wei-zi-344480",
      },
    ],
  },
  {
    id: "sc-p8-schisandra-simvastatin",
    title: "Simvastatin user takes schisandra for stress",
    profile: {
      medicines: ["simvastatin 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Schisandra berry extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "schisandra",
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
          ingredient: "schisandra",
          with: {
            medicine: "simvastatin 40mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Class statement to a specific UK member: schisandra extract raised midazolam AUC by ~119% and 'is likely to alter the disposition of drugs that are metabolized by CYP3A'; simvastatin is a CYP3A4 substrate.",
    sources: [
      {
        title:
          "Effects of Schisandra sphenanthera extract on the pharmacokinetics of midazolam in healthy volunteers",
        publisher: "British Journal of Clinical Pharmacology (via Scilit)",
        url: "https://www.scilit.net/publications/11325ec8f2e211a8e10d2c8b1aabe420",
      },
      {
        title: "Schisandra with amlodipine interaction",
        publisher: "HelloPharmacist",
        url: "https://hellopharmacist.com/drug-herbal-interactions/schisandra-with-amlodipine-benzoate",
      },
    ],
  },
  {
    id: "sc-p8-schisandra-metformin-quiet",
    title: "Metformin user takes schisandra - no interaction expected",
    profile: {
      medicines: ["metformin 500mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Schisandra berry extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "schisandra",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "schisandra",
          with: {
            medicine: "metformin 500mg",
          },
        },
      ],
    },
    rationale:
      "Schisandra's documented interactions are CYP3A4 (and P-gp) inhibition; metformin is not CYP-metabolised and is not named by Drugs.com or the interaction sources; Drugs.com says no contraindications identified.",
    sources: [
      {
        title: "Schisandra - clinical overview",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/npp/schisandra.html",
      },
      {
        title: "Schisandra with amlodipine interaction",
        publisher: "HelloPharmacist",
        url: "https://hellopharmacist.com/drug-herbal-interactions/schisandra-with-amlodipine-benzoate",
      },
    ],
  },
  {
    id: "sc-p8-schisandra-asthma-quiet",
    title: "Asthmatic using a Ventolin inhaler takes schisandra - no flag expected",
    profile: {
      medicines: ["Ventolin inhaler"],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Schisandra berry extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "schisandra",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "schisandra",
          with: {
            medicine: "Ventolin inhaler",
          },
        },
        {
          ingredient: "schisandra",
          with: {
            condition: "asthma",
          },
        },
      ],
    },
    rationale:
      "No source read links schisandra to inhaled salbutamol or asthma; Drugs.com notes schisandra is traditionally used for respiratory disorders and lists no contraindications.",
    sources: [
      {
        title: "Schisandra - clinical overview",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/npp/schisandra.html",
      },
    ],
  },
  {
    id: "sc-p8-blackseed-pregnant",
    title: "Pregnant woman takes black seed oil capsules",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Black seed oil 500 mg capsules",
          ingredients: [
            {
              ingredient: "black-seed",
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
          ingredient: "black-seed",
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
      "Monograph text: 'Black seed seems to be safe in food amounts during pregnancy. But taking the larger amounts found in medicine is LIKELY UNSAFE. Black seed can slow down or stop the uterus from contracting.'",
    sources: [
      {
        title: "Black seed (Nigella sativa) - special precautions and warnings",
        publisher: "skyclk.com (copy of WebMD / Natural Medicines text)",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Nigella+Sativa",
      },
    ],
  },
  {
    id: "sc-p8-blackseed-breastfeeding",
    title: "Breastfeeding mother wants black seed oil",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Black seed oil 500 mg capsules",
          ingredients: [
            {
              ingredient: "black-seed",
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
          ingredient: "black-seed",
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
      "Monograph text: 'There isn't enough reliable information to know if black seed is safe to use when breast-feeding. Stay on the safe side and avoid use.'",
    sources: [
      {
        title: "Black seed (Nigella sativa) - special precautions and warnings",
        publisher: "skyclk.com (copy of WebMD / Natural Medicines text)",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Nigella+Sativa",
      },
    ],
  },
  {
    id: "sc-p8-blackseed-diabetes",
    title: "Type 2 diabetic on metformin takes black seed oil",
    profile: {
      medicines: ["metformin 500mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Black seed oil 500 mg capsules",
          ingredients: [
            {
              ingredient: "black-seed",
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
          ingredient: "black-seed",
          with: {
            condition: "type 2 diabetes",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Monograph text: 'Black seed might lower blood sugar levels ... monitor your blood sugar carefully if you have diabetes and use black seed.'",
    sources: [
      {
        title: "Black seed (Nigella sativa) - special precautions and warnings",
        publisher: "skyclk.com (copy of WebMD / Natural Medicines text)",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Nigella+Sativa",
      },
      {
        title: "Black seed - uses and effectiveness",
        publisher: "WebMD",
        url: "https://www.webmd.com/vitamins/ai/ingredientmono-901/black-seed",
      },
    ],
  },
  {
    id: "sc-p8-blackseed-low-bp",
    title: "Person with low blood pressure takes black seed oil",
    profile: {
      medicines: [],
      conditions: ["low blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Black seed oil 500 mg capsules",
          ingredients: [
            {
              ingredient: "black-seed",
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
          ingredient: "black-seed",
          with: {
            condition: "low blood pressure",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Monograph text: 'Black seed might lower blood pressure. In theory, taking black seed might make blood pressure become too low in people with low blood pressure.'",
    sources: [
      {
        title: "Black seed (Nigella sativa) - special precautions and warnings",
        publisher: "skyclk.com (copy of WebMD / Natural Medicines text)",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Nigella+Sativa",
      },
    ],
  },
  {
    id: "sc-p8-blackseed-surgery",
    title: "Black seed oil user having an operation next month",
    profile: {
      medicines: [],
      conditions: ["having an operation next month"],
    },
    stack: [
      {
        custom: {
          name: "Black seed oil 500 mg capsules",
          ingredients: [
            {
              ingredient: "black-seed",
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
          ingredient: "black-seed",
          with: {
            condition: "having an operation next month",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Monograph text: black seed 'might increase the risk for bleeding and interfere with blood sugar control and anesthesia during and after surgical procedures' - stop using it before scheduled surgery.",
    sources: [
      {
        title: "Black seed (Nigella sativa) - special precautions and warnings",
        publisher: "skyclk.com (copy of WebMD / Natural Medicines text)",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Nigella+Sativa",
      },
    ],
  },
  {
    id: "sc-p8-blackseed-haemophilia",
    title: "Person with haemophilia takes black seed oil",
    profile: {
      medicines: [],
      conditions: ["haemophilia"],
    },
    stack: [
      {
        custom: {
          name: "Black seed oil 500 mg capsules",
          ingredients: [
            {
              ingredient: "black-seed",
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
          ingredient: "black-seed",
          with: {
            condition: "haemophilia",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Monograph text: 'Black seed might slow blood clotting and increase the risk of bleeding. In theory, black seed might make bleeding disorders worse.'",
    sources: [
      {
        title: "Black seed (Nigella sativa) - special precautions and warnings",
        publisher: "skyclk.com (copy of WebMD / Natural Medicines text)",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Nigella+Sativa",
      },
    ],
  },
  {
    id: "sc-p8-blackseed-hayfever-quiet",
    title: "Hay fever and asthma sufferer on Ventolin takes black seed oil - no flag expected",
    profile: {
      medicines: ["Ventolin inhaler"],
      conditions: ["hay fever", "asthma"],
    },
    stack: [
      {
        custom: {
          name: "Black seed oil 500 mg capsules",
          ingredients: [
            {
              ingredient: "black-seed",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "black-seed",
          with: {
            medicine: "Ventolin inhaler",
          },
        },
        {
          ingredient: "black-seed",
          with: {
            condition: "hay fever",
          },
        },
        {
          ingredient: "black-seed",
          with: {
            condition: "asthma",
          },
        },
      ],
    },
    rationale:
      "WebMD lists hay fever and asthma (taken 'along with asthma medicines') as possibly effective uses of black seed, with no warning; the precautions list does not name asthma, hay fever or inhalers.",
    sources: [
      {
        title: "Black seed - uses and effectiveness",
        publisher: "WebMD",
        url: "https://www.webmd.com/vitamins/ai/ingredientmono-901/black-seed",
      },
      {
        title: "Black seed (Nigella sativa) - special precautions and warnings",
        publisher: "skyclk.com (copy of WebMD / Natural Medicines text)",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Nigella+Sativa",
      },
    ],
  },
  {
    id: "sc-p8-blackseed-levothyroxine-quiet",
    title: "Levothyroxine user takes black seed oil - no interaction expected",
    profile: {
      medicines: ["levothyroxine 50mcg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Black seed oil 500 mg capsules",
          ingredients: [
            {
              ingredient: "black-seed",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "black-seed",
          with: {
            medicine: "levothyroxine 50mcg",
          },
        },
      ],
    },
    rationale:
      "Black seed sources read (monograph precautions, WebMD, LiverTox - 'well tolerated') do not mention thyroid medicines; no mechanism links them.",
    sources: [
      {
        title: "Black seed (Nigella sativa) - special precautions and warnings",
        publisher: "skyclk.com (copy of WebMD / Natural Medicines text)",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Nigella+Sativa",
      },
      {
        title: "Black Cumin Seed - LiverTox",
        publisher: "NIH NIDDK LiverTox",
        url: "https://www.ncbi.nlm.nih.gov./books/n/livertox/BlackCumin/",
      },
    ],
  },
  {
    id: "sc-p8-horsetail-lithium",
    title: "Bipolar patient on Priadel buys horsetail 'water' capsules",
    profile: {
      medicines: ["Priadel 400mg"],
      conditions: ["bipolar disorder"],
    },
    stack: [
      {
        custom: {
          name: "Horsetail 350 mg capsules",
          ingredients: [
            {
              ingredient: "horsetail",
              amount: 350,
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
          ingredient: "horsetail",
          with: {
            medicine: "Priadel 400mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Priadel is lithium. FoundHealth: 'Lithium: Do not use horsetail except under the supervision of a physician' (dehydration raises lithium); EBSCO and Stockley cite lithium toxicity with a herbal diuretic containing horsetail.",
    sources: [
      {
        title: "Horsetail - side effects and warnings",
        publisher: "FoundHealth",
        url: "https://www.foundhealth.com/horsetail/side-effects-and-warnings",
      },
      {
        title: "Lithium as medicine (drug interactions)",
        publisher: "EBSCO Research Starters",
        url: "https://ebsco.com/research-starters/complementary-and-alternative-medicine/lithium-medicine-drug-interactions",
      },
      {
        title: "Herb-Drug Interactions: Horsetail",
        publisher: "medicinalplants.us (Stockley's Herbal Medicines Interactions text)",
        url: "https://medicinalplants.us/horsetail/herb-drug-interactions-horsetail/",
      },
    ],
  },
  {
    id: "sc-p8-horsetail-digoxin",
    title: "Digoxin patient takes horsetail",
    profile: {
      medicines: ["digoxin 125 micrograms"],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Horsetail 350 mg capsules",
          ingredients: [
            {
              ingredient: "horsetail",
              amount: 350,
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
          ingredient: "horsetail",
          with: {
            medicine: "digoxin 125 micrograms",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "FoundHealth: horsetail 'may also cause loss of potassium, which may be dangerous for people taking drugs in the digitalis family ... Use horsetail only under medical supervision'; Natural Standard: those who take digoxin should be cautious.",
    sources: [
      {
        title: "Horsetail - side effects and warnings",
        publisher: "FoundHealth",
        url: "https://www.foundhealth.com/horsetail/side-effects-and-warnings",
      },
      {
        title: "Horsetail (Equisetum arvense L.) dosing and safety",
        publisher: "Wellness.com (Natural Standard text)",
        url: "https://www.wellness.com/reference/herb/horsetail-equisetumarvense-l/dosing-and-safety",
      },
    ],
  },
  {
    id: "sc-p8-horsetail-pregnant",
    title: "Pregnant woman wants horsetail for hair and nails",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Horsetail 350 mg capsules",
          ingredients: [
            {
              ingredient: "horsetail",
              amount: 350,
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
          ingredient: "horsetail",
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
      "FoundHealth: 'horsetail is not recommended for young children, pregnant or nursing women'; Natural Medicines text: 'Stay on the safe side and avoid use.'",
    sources: [
      {
        title: "Horsetail - side effects and warnings",
        publisher: "FoundHealth",
        url: "https://www.foundhealth.com/horsetail/side-effects-and-warnings",
      },
      {
        title: "Horsetail - special precautions and warnings",
        publisher: "vital.ly (Natural Medicines consumer text)",
        url: "https://vital.ly/trc/Horsetail/monograph=694",
      },
    ],
  },
  {
    id: "sc-p8-horsetail-ckd",
    title: "Person with chronic kidney disease takes horsetail",
    profile: {
      medicines: [],
      conditions: ["chronic kidney disease stage 4"],
    },
    stack: [
      {
        custom: {
          name: "Horsetail 350 mg capsules",
          ingredients: [
            {
              ingredient: "horsetail",
              amount: 350,
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
          ingredient: "horsetail",
          with: {
            condition: "chronic kidney disease stage 4",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "FoundHealth: not recommended for 'those with severe kidney or liver disease'; Natural Standard: 'People with kidney disorders should avoid horsetail.'",
    sources: [
      {
        title: "Horsetail - side effects and warnings",
        publisher: "FoundHealth",
        url: "https://www.foundhealth.com/horsetail/side-effects-and-warnings",
      },
      {
        title: "Horsetail (Equisetum arvense L.) dosing and safety",
        publisher: "Wellness.com (Natural Standard text)",
        url: "https://www.wellness.com/reference/herb/horsetail-equisetumarvense-l/dosing-and-safety",
      },
    ],
  },
  {
    id: "sc-p8-horsetail-low-potassium",
    title: "Person prone to low potassium takes horsetail",
    profile: {
      medicines: [],
      conditions: ["low potassium"],
    },
    stack: [
      {
        custom: {
          name: "Horsetail 350 mg capsules",
          ingredients: [
            {
              ingredient: "horsetail",
              amount: 350,
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
          ingredient: "horsetail",
          with: {
            condition: "low potassium",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Natural Medicines text: 'Horsetail might lower potassium levels in the blood. Until more is known, use horsetail with caution if you are at risk for potassium deficiency.'",
    sources: [
      {
        title: "Horsetail - special precautions and warnings",
        publisher: "vital.ly (Natural Medicines consumer text)",
        url: "https://vital.ly/trc/Horsetail/monograph=694",
      },
    ],
  },
  {
    id: "sc-p8-horsetail-alcohol",
    title: "Person with alcohol dependence takes horsetail",
    profile: {
      medicines: [],
      conditions: ["alcohol dependence"],
    },
    stack: [
      {
        custom: {
          name: "Horsetail 350 mg capsules",
          ingredients: [
            {
              ingredient: "horsetail",
              amount: 350,
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
          ingredient: "horsetail",
          with: {
            condition: "alcohol dependence",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Natural Medicines text: 'Alcohol use disorder: People with this condition are generally also thiamine deficient. Taking horsetail might make thiamine deficiency worse.'",
    sources: [
      {
        title: "Horsetail - special precautions and warnings",
        publisher: "vital.ly (Natural Medicines consumer text)",
        url: "https://vital.ly/trc/Horsetail/monograph=694",
      },
    ],
  },
  {
    id: "sc-p8-horsetail-nicotine-patch",
    title: "Smoker quitting with NiQuitin patches takes horsetail",
    profile: {
      medicines: ["NiQuitin 21mg patches"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Horsetail 350 mg capsules",
          ingredients: [
            {
              ingredient: "horsetail",
              amount: 350,
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
          ingredient: "horsetail",
          with: {
            medicine: "NiQuitin 21mg patches",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Natural Standard: horsetail contains nicotine and large doses 'may cause symptoms of nicotine overdose ... People who smoke or who use nicotine patches or nicotine gum should avoid horsetail.'",
    sources: [
      {
        title: "Horsetail (Equisetum arvense L.) dosing and safety",
        publisher: "Wellness.com (Natural Standard text)",
        url: "https://www.wellness.com/reference/herb/horsetail-equisetumarvense-l/dosing-and-safety",
      },
    ],
  },
  {
    id: "sc-p8-horsetail-microgynon-quiet",
    title: "Woman on Microgynon takes horsetail - no interaction expected",
    profile: {
      medicines: ["Microgynon 30"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Horsetail 350 mg capsules",
          ingredients: [
            {
              ingredient: "horsetail",
              amount: 350,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "horsetail",
          with: {
            medicine: "Microgynon 30",
          },
        },
      ],
    },
    rationale:
      "Stockley's text finds only a lithium case and weak in-vitro CYP3A4 inhibition; no source read names hormonal contraceptives for horsetail.",
    sources: [
      {
        title: "Herb-Drug Interactions: Horsetail",
        publisher: "medicinalplants.us (Stockley's Herbal Medicines Interactions text)",
        url: "https://medicinalplants.us/horsetail/herb-drug-interactions-horsetail/",
      },
      {
        title: "Horsetail - side effects and warnings",
        publisher: "FoundHealth",
        url: "https://www.foundhealth.com/horsetail/side-effects-and-warnings",
      },
    ],
  },
  {
    id: "sc-p8-horsetail-atorvastatin-quiet",
    title: "Atorvastatin user takes horsetail - no interaction expected",
    profile: {
      medicines: ["atorvastatin 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Horsetail 350 mg capsules",
          ingredients: [
            {
              ingredient: "horsetail",
              amount: 350,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 2,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "horsetail",
          with: {
            medicine: "atorvastatin 20mg",
          },
        },
      ],
    },
    rationale:
      "Stockley's text: horsetail 'had only weak inhibitory effects on the cytochrome P450 isoenzyme CYP3A4' in vitro and the only reported interaction is lithium; statins are not named by any source read.",
    sources: [
      {
        title: "Herb-Drug Interactions: Horsetail",
        publisher: "medicinalplants.us (Stockley's Herbal Medicines Interactions text)",
        url: "https://medicinalplants.us/horsetail/herb-drug-interactions-horsetail/",
      },
    ],
  },
  {
    id: "sc-p8-maca-breast-cancer",
    title: "Woman with breast cancer considers maca powder",
    profile: {
      medicines: [],
      conditions: ["breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Maca root 500 mg capsules",
          ingredients: [
            {
              ingredient: "maca",
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
          ingredient: "maca",
          with: {
            condition: "breast cancer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Monograph text: 'Hormone-sensitive conditions such as breast cancer ... Extracts from maca might act like estrogen. If you have any condition that might be made worse by exposure to estrogen, do not use these extracts'; another text: do not take maca 'without consulting your doctor'.",
    sources: [
      {
        title: "Maca root - special precautions and warnings",
        publisher: "skyclk.com (copy of WebMD / Natural Medicines text)",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Maca+Root",
      },
    ],
  },
  {
    id: "sc-p8-maca-endometriosis",
    title: "Woman with endometriosis takes maca for energy",
    profile: {
      medicines: [],
      conditions: ["endometriosis"],
    },
    stack: [
      {
        custom: {
          name: "Maca root 500 mg capsules",
          ingredients: [
            {
              ingredient: "maca",
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
          ingredient: "maca",
          with: {
            condition: "endometriosis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Monograph text lists endometriosis among hormone-sensitive conditions: maca extracts 'might act like estrogen ... do not use these extracts'.",
    sources: [
      {
        title: "Maca root - special precautions and warnings",
        publisher: "skyclk.com (copy of WebMD / Natural Medicines text)",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Maca+Root",
      },
    ],
  },
  {
    id: "sc-p8-maca-pregnant",
    title: "Pregnant woman takes maca capsules",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Maca root 500 mg capsules",
          ingredients: [
            {
              ingredient: "maca",
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
          ingredient: "maca",
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
      "Monograph text: 'There is not enough reliable information about the safety of taking maca if you are pregnant or breast feeding. Stay on the safe side and avoid use.'",
    sources: [
      {
        title: "Maca root - special precautions and warnings",
        publisher: "skyclk.com (copy of WebMD / Natural Medicines text)",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Maca+Root",
      },
    ],
  },
  {
    id: "sc-p8-maca-hrt",
    title: "Menopausal woman on HRT adds maca",
    profile: {
      medicines: ["HRT"],
      conditions: ["menopause"],
    },
    stack: [
      {
        custom: {
          name: "Maca root 500 mg capsules",
          ingredients: [
            {
              ingredient: "maca",
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
          ingredient: "maca",
          with: {
            medicine: "HRT",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Natural Standard: 'Maca may alter the levels of sex hormones, and may interfere with the effects of hormone replacement therapy.'",
    sources: [
      {
        title: "Maca - drug interactions",
        publisher: "nutritionhouse.info (Natural Standard monograph text)",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=79375",
      },
    ],
  },
  {
    id: "sc-p8-maca-the-pill",
    title: "Woman on the pill takes maca for libido",
    profile: {
      medicines: ["the pill"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Maca root 500 mg capsules",
          ingredients: [
            {
              ingredient: "maca",
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
          ingredient: "maca",
          with: {
            medicine: "the pill",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Natural Standard: 'Maca may alter the levels of sex hormones, and may interfere with the effects of oral contraception.'",
    sources: [
      {
        title: "Maca - drug interactions",
        publisher: "nutritionhouse.info (Natural Standard monograph text)",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=79375",
      },
    ],
  },
  {
    id: "sc-p8-maca-amoxicillin-quiet",
    title: "Person on a course of amoxicillin takes maca - no interaction expected",
    profile: {
      medicines: ["amoxicillin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Maca root 500 mg capsules",
          ingredients: [
            {
              ingredient: "maca",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "maca",
          with: {
            medicine: "amoxicillin 500mg",
          },
        },
      ],
    },
    rationale:
      "Maca interaction list (Natural Standard) names anticoagulants, antihypertensives, HRT, oral contraceptives and stimulants; antibiotics are not mentioned and no mechanism applies.",
    sources: [
      {
        title: "Maca - drug interactions",
        publisher: "nutritionhouse.info (Natural Standard monograph text)",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=79375",
      },
      {
        title: "Maca root - special precautions and warnings",
        publisher: "skyclk.com (copy of WebMD / Natural Medicines text)",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Maca+Root",
      },
    ],
  },
  {
    id: "sc-p8-maca-hayfever-quiet",
    title: "Hay fever sufferer on cetirizine takes maca - no flag expected",
    profile: {
      medicines: ["cetirizine 10mg"],
      conditions: ["hay fever"],
    },
    stack: [
      {
        custom: {
          name: "Maca root 500 mg capsules",
          ingredients: [
            {
              ingredient: "maca",
              amount: 500,
              unit: "mg",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "maca",
          with: {
            medicine: "cetirizine 10mg",
          },
        },
        {
          ingredient: "maca",
          with: {
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      "Neither hay fever nor antihistamines appear in the maca precautions (pregnancy, hormone-sensitive conditions, thyroid) or the Natural Standard interaction list.",
    sources: [
      {
        title: "Maca - drug interactions",
        publisher: "nutritionhouse.info (Natural Standard monograph text)",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=79375",
      },
      {
        title: "Maca root - special precautions and warnings",
        publisher: "skyclk.com (copy of WebMD / Natural Medicines text)",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Maca+Root",
      },
    ],
  },
];
