// Scenarios of the p7 round's blind probes: the ingredients no catalogue product carries yet (herbs, and nutrients and
// other supplements), written by helpers who had not opened the knowledge base, from NCCIH, NIH LiverTox, EFSA, UK
// product information, MSKCC and pharmacist-edited monographs. Cases resting on blogs or content sites were left out.
import type { ScenarioInput } from "../schema";

export const WP7_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-p7a-ryr-atorvastatin",
    title: "Patient on atorvastatin buys red yeast rice for cholesterol",
    profile: {
      medicines: ["Atorvastatin 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "Atorvastatin 20mg",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      'Monacolin K is lovastatin; MSKCC lists under "Do Not Take If": "You are taking cholesterol-lowering drugs". Drugs.com notes statin-type myopathy risk. Doubling a statin is a do-not-combine.',
    sources: [
      {
        title: "Red Yeast Rice (patient and caregiver education)",
        publisher: "Memorial Sloan Kettering Cancer Center (copy on docslib.org)",
        url: "https://docslib.org/download/1839719/red-yeast-rice-memorial-sloan-kettering-cancer-center",
      },
      {
        title: "Red Yeast Rice (natural product monograph)",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/npp/red-yeast-rice.html",
      },
    ],
  },
  {
    id: "sc-p7a-ryr-clarithromycin",
    title: "Red yeast rice during a clarithromycin course",
    profile: {
      medicines: ["Clarithromycin 500mg twice a day"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "Clarithromycin 500mg twice a day",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      'Krames patient leaflet for red yeast rice: "Do not take this medicine with any of the following medications: clarithromycin ..." (strong CYP3A4 inhibitor raising lovastatin/monacolin K levels, rhabdomyolysis risk).',
    sources: [
      {
        title: "Red Yeast Rice capsules",
        publisher: "Krames patient education (yourcareeverywhere.com)",
        url: "https://www.yourcareeverywhere.com/article/krames/en/article/health-research/drugs-and-supplements/herbs-and-supplements/red-yeast-rice-oral-capsule.html",
      },
    ],
  },
  {
    id: "sc-p7a-ryr-pregnant",
    title: "Pregnant woman considering red yeast rice",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      'Mayo Clinic: "Don\'t take red yeast rice if you\'re pregnant, trying to become pregnant, or breastfeeding." Drugs.com: "Avoid use during pregnancy and lactation" (statins are potential teratogens).',
    sources: [
      {
        title: "Red yeast rice",
        publisher: "Mayo Clinic",
        url: "https://mayoclinic.org/drugs-supplements-red-yeast-rice/art-20363074?p=1",
      },
      {
        title: "Red Yeast Rice (natural product monograph)",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/npp/red-yeast-rice.html",
      },
    ],
  },
  {
    id: "sc-p7a-ryr-breastfeeding",
    title: "Breastfeeding mother asks about red yeast rice",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
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
      'Drugs.com: "Avoid use during pregnancy and lactation." Mayo Clinic also says not to take it while breastfeeding.',
    sources: [
      {
        title: "Red Yeast Rice (natural product monograph)",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/npp/red-yeast-rice.html",
      },
      {
        title: "Red yeast rice",
        publisher: "Mayo Clinic",
        url: "https://mayoclinic.org/drugs-supplements-red-yeast-rice/art-20363074?p=1",
      },
    ],
  },
  {
    id: "sc-p7a-ryr-liver",
    title: "Red yeast rice with known liver problems",
    profile: {
      medicines: [],
      conditions: ["liver problems"],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            condition: "liver problems",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Cerner Multum leaflet: "Do not take red yeast rice if you are allergic to it, or if you have a history of liver disease." LiverTox records rare lovastatin-like liver injury with red yeast rice.',
    sources: [
      {
        title: "Red yeast rice (Cerner Multum drug information)",
        publisher: "PatientsLikeMe",
        url: "https://www.patientslikeme.com/treatments/show/2569-red-yeast-rice-extract-side-effects-and-efficacy",
      },
      {
        title: "LiverTox: Red Yeast Rice",
        publisher: "National Institute of Diabetes and Digestive and Kidney Diseases (LiverTox)",
        url: "https://livertox.nlm.nih.gov/RedYeastRice.htm",
      },
    ],
  },
  {
    id: "sc-p7a-ryr-quiet-omeprazole",
    title: "Red yeast rice with omeprazole: no interaction expected",
    profile: {
      medicines: ["Omeprazole 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Red yeast rice 600 mg capsules",
          ingredients: [
            {
              ingredient: "red-yeast-rice",
              amount: 600,
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
          ingredient: "red-yeast-rice",
          with: {
            medicine: "Omeprazole 20mg",
          },
        },
      ],
    },
    rationale:
      "The sources list statins, fibrates, ciclosporin, azole antifungals, macrolides, nefazodone and HIV protease inhibitors as problem partners; omeprazole is not named and is not a strong CYP3A4 inhibitor.",
    sources: [
      {
        title: "Red Yeast Rice (patient and caregiver education)",
        publisher: "Memorial Sloan Kettering Cancer Center (copy on docslib.org)",
        url: "https://docslib.org/download/1839719/red-yeast-rice-memorial-sloan-kettering-cancer-center",
      },
      {
        title: "Red Yeast Rice (natural product monograph)",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/npp/red-yeast-rice.html",
      },
    ],
  },
  {
    id: "sc-p7a-lic-digoxin",
    title: "Digoxin patient taking liquorice root capsules",
    profile: {
      medicines: ["Digoxin 125 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Liquorice root 450 mg capsules",
          ingredients: [
            {
              ingredient: "licorice-root",
              amount: 450,
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
          ingredient: "licorice-root",
          with: {
            medicine: "Digoxin 125 micrograms",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      'MSKCC: "Do not take licorice if: You\'re taking cardiac glycosides". Glycyrrhizin lowers potassium, which increases digoxin toxicity.',
    sources: [
      {
        title: "Licorice",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/herb/licorice?glossary=on",
      },
      {
        title: "Licorice: interactions with drugs (Natural Standard monograph)",
        publisher: "Healthline / Natural Standard (AARP Medicare Plans)",
        url: "https://www.aarpmedicareplans.com/natstandardcontent/licorice/3?brand=",
      },
    ],
  },
  {
    id: "sc-p7a-lic-high-bp",
    title: "Liquorice root with high blood pressure",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Liquorice root 450 mg capsules",
          ingredients: [
            {
              ingredient: "licorice-root",
              amount: 450,
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
          ingredient: "licorice-root",
          with: {
            condition: "high blood pressure",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Merck Manual: at high doses glycyrrhizin "causes the kidneys to retain salt and water, possibly leading to high blood pressure". Natural Medicines (MedicineNet): "Do not take licorice if ... You have high blood pressure."',
    sources: [
      {
        title: "Licorice (dietary supplements)",
        publisher: "Merck Manual Consumer Version",
        url: "https://www.merckmanuals.com/home/special-subjects/dietary-supplements-and-vitamins/licorice",
      },
      {
        title: "Licorice: are there safety concerns?",
        publisher: "MedicineNet (Therapeutic Research Faculty)",
        url: "https://www.medicinenet.com/licorice-page2/supplements-vitamins.htm",
      },
    ],
  },
  {
    id: "sc-p7a-lic-pregnant",
    title: "Pregnant woman wants liquorice root for reflux",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Liquorice root 450 mg capsules",
          ingredients: [
            {
              ingredient: "licorice-root",
              amount: 450,
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
          ingredient: "licorice-root",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      'MSD Manual: "Licorice may increase the risk of premature delivery. Thus, pregnant women should not take licorice." NCCIH notes heavy consumption in pregnancy is linked to premature birth.',
    sources: [
      {
        title: "Licorice (dietary supplements)",
        publisher: "MSD Manual Consumer Version",
        url: "https://www.msdmanuals.com/home/special-subjects/dietary-supplements-and-vitamins/licorice",
      },
      {
        title: "Licorice Root",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/licorice-root?nav=govd",
      },
    ],
  },
  {
    id: "sc-p7a-lic-furosemide",
    title: "Liquorice root with a loop diuretic (furosemide)",
    profile: {
      medicines: ["Furosemide 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Liquorice root 450 mg capsules",
          ingredients: [
            {
              ingredient: "licorice-root",
              amount: 450,
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
          ingredient: "licorice-root",
          with: {
            medicine: "Furosemide 40mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Natural Standard: "Use of licorice with the diuretics hydrochlorothiazide or furosemide (Lasix) may cause potassium levels to fall very low and lead to dangerous complications."',
    sources: [
      {
        title: "Licorice: interactions with drugs (Natural Standard monograph)",
        publisher: "Healthline / Natural Standard (AARP Medicare Plans)",
        url: "https://www.aarpmedicareplans.com/natstandardcontent/licorice/3?brand=",
      },
    ],
  },
  {
    id: "sc-p7a-lic-prednisolone",
    title: "Liquorice root with prednisolone",
    profile: {
      medicines: ["Prednisolone 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Liquorice root 450 mg capsules",
          ingredients: [
            {
              ingredient: "licorice-root",
              amount: 450,
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
          ingredient: "licorice-root",
          with: {
            medicine: "Prednisolone 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Natural Standard: "Licorice may increase the adverse effects associated with corticosteroids such as prednisolone" (mineralocorticoid excess, potassium loss).',
    sources: [
      {
        title: "Licorice: interactions with drugs (Natural Standard monograph)",
        publisher: "Healthline / Natural Standard (AARP Medicare Plans)",
        url: "https://www.aarpmedicareplans.com/natstandardcontent/licorice/3?brand=",
      },
    ],
  },
  {
    id: "sc-p7a-lic-low-potassium",
    title: "Liquorice root when told potassium is low",
    profile: {
      medicines: [],
      conditions: ["low potassium"],
    },
    stack: [
      {
        custom: {
          name: "Liquorice root 450 mg capsules",
          ingredients: [
            {
              ingredient: "licorice-root",
              amount: 450,
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
          ingredient: "licorice-root",
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
      'Natural Medicines (MedicineNet): "Do not take licorice if: ... You have been told you have low potassium levels." Merck: glycyrrhizin makes the kidneys excrete potassium.',
    sources: [
      {
        title: "Licorice: are there safety concerns?",
        publisher: "MedicineNet (Therapeutic Research Faculty)",
        url: "https://www.medicinenet.com/licorice-page2/supplements-vitamins.htm",
      },
      {
        title: "Licorice (dietary supplements)",
        publisher: "Merck Manual Consumer Version",
        url: "https://www.merckmanuals.com/home/special-subjects/dietary-supplements-and-vitamins/licorice",
      },
    ],
  },
  {
    id: "sc-p7a-lic-quiet-levothyroxine",
    title: "Liquorice root with levothyroxine: nothing expected",
    profile: {
      medicines: ["Levothyroxine 100 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Liquorice root 450 mg capsules",
          ingredients: [
            {
              ingredient: "licorice-root",
              amount: 450,
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
          ingredient: "licorice-root",
          with: {
            medicine: "Levothyroxine 100 micrograms",
          },
        },
      ],
    },
    rationale:
      "The liquorice sources name cardiac glycosides, diuretics, corticosteroids, antihypertensives, oestrogens and MAOIs; levothyroxine is not named and has no potassium or blood-pressure mechanism in common.",
    sources: [
      {
        title: "Licorice: interactions with drugs (Natural Standard monograph)",
        publisher: "Healthline / Natural Standard (AARP Medicare Plans)",
        url: "https://www.aarpmedicareplans.com/natstandardcontent/licorice/3?brand=",
      },
      {
        title: "Licorice",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/herb/licorice?glossary=on",
      },
    ],
  },
  {
    id: "sc-p7a-kava-liver",
    title: "Kava with liver problems",
    profile: {
      medicines: [],
      conditions: ["liver problems"],
    },
    stack: [
      {
        custom: {
          name: "Kava kava extract 250 mg capsules",
          ingredients: [
            {
              ingredient: "kava",
              amount: 250,
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
          ingredient: "kava",
          with: {
            condition: "liver problems",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      'Natural Medicines (MedicineNet): "Kava may be unsafe; avoid using it. Serious illness, including liver damage, has occurred ... Do not take kava if ... You have a liver disease such as hepatitis." FDA advisory via ODS: hepatitis, cirrhosis and liver failure, including a transplant.',
    sources: [
      {
        title: "Kava: are there safety concerns?",
        publisher: "MedicineNet (Therapeutic Research Faculty)",
        url: "https://www.medicinenet.com/kava-page2/supplements-vitamins.htm",
      },
      {
        title: "Kava: FDA consumer advisory",
        publisher: "NIH Office of Dietary Supplements",
        url: "https://ods.od.nih.gov/HealthInformation/kava.aspx",
      },
    ],
  },
  {
    id: "sc-p7a-kava-diazepam",
    title: "Kava with diazepam for anxiety",
    profile: {
      medicines: ["Diazepam 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kava kava extract 250 mg capsules",
          ingredients: [
            {
              ingredient: "kava",
              amount: 250,
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
          ingredient: "kava",
          with: {
            medicine: "Diazepam 5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'A.D.A.M.: "Kava may increase the effects of CNS depressants such as benzodiazepines". NCI PDQ: kava "may increase central nervous system depression when used with alcohol and sedatives".',
    sources: [
      {
        title: "Possible Interactions with: Kava Kava",
        publisher: "A.D.A.M. / St. Luke's Hospital health library",
        url: "https://stlukes-stl.com/health-content/medicine/33/000914.htm",
      },
      {
        title:
          "Nutrition in Cancer Care (PDQ), Table 3: Common herbal treatments and possible food/drug interactions",
        publisher: "National Cancer Institute (archived)",
        url: "https://webarchive.library.unt.edu/eot2008/20090510023941/http://www.cancer.gov/cancertopics/pdq/supportivecare/nutrition/HealthProfessional/Table3",
      },
    ],
  },
  {
    id: "sc-p7a-kava-sinemet",
    title: "Kava with co-careldopa (Sinemet)",
    profile: {
      medicines: ["Sinemet (co-careldopa)"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kava kava extract 250 mg capsules",
          ingredients: [
            {
              ingredient: "kava",
              amount: 250,
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
          ingredient: "kava",
          with: {
            medicine: "Sinemet (co-careldopa)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'A.D.A.M.: "kava may reduce the effectiveness of levodopa ... you should not take this herb if you are taking any medications containing levodopa or if you have Parkinson\'s disease."',
    sources: [
      {
        title: "Possible Interactions with: Kava Kava",
        publisher: "A.D.A.M. / St. Luke's Hospital health library",
        url: "https://stlukes-stl.com/health-content/medicine/33/000914.htm",
      },
    ],
  },
  {
    id: "sc-p7a-kava-parkinsons",
    title: "Kava for sleep in someone with Parkinson's",
    profile: {
      medicines: [],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "Kava kava extract 250 mg capsules",
          ingredients: [
            {
              ingredient: "kava",
              amount: 250,
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
          ingredient: "kava",
          with: {
            condition: "Parkinson's disease",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Natural Medicines (MedicineNet): "Do not take kava if ... You have Parkinson\'s disease." MSD Manual notes worsening of Parkinson disease with heavy use.',
    sources: [
      {
        title: "Kava: are there safety concerns?",
        publisher: "MedicineNet (Therapeutic Research Faculty)",
        url: "https://www.medicinenet.com/kava-page2/supplements-vitamins.htm",
      },
      {
        title: "Kava (dietary supplements)",
        publisher: "MSD Manual Consumer Version",
        url: "https://www.msdmanuals.com/en-au/home/special-subjects/dietary-supplements-and-vitamins/kava",
      },
    ],
  },
  {
    id: "sc-p7a-kava-surgery",
    title: "Kava before planned hip surgery",
    profile: {
      medicines: [],
      conditions: ["waiting for a hip operation next month"],
    },
    stack: [
      {
        custom: {
          name: "Kava kava extract 250 mg capsules",
          ingredients: [
            {
              ingredient: "kava",
              amount: 250,
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
          ingredient: "kava",
          with: {
            condition: "waiting for a hip operation next month",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'MSD Manual: "Kava should be stopped at least 2 weeks before surgery ... because kava can cause excessive sedation when anesthetics or other sedatives are given."',
    sources: [
      {
        title: "Kava (dietary supplements)",
        publisher: "MSD Manual Consumer Version",
        url: "https://www.msdmanuals.com/en-au/home/special-subjects/dietary-supplements-and-vitamins/kava",
      },
    ],
  },
  {
    id: "sc-p7a-kava-pregnant",
    title: "Pregnant woman asks about kava for anxiety",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Kava kava extract 250 mg capsules",
          ingredients: [
            {
              ingredient: "kava",
              amount: 250,
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
          ingredient: "kava",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale: 'Natural Medicines (MedicineNet): "Do not take kava if: You are pregnant or breast-feeding."',
    sources: [
      {
        title: "Kava: are there safety concerns?",
        publisher: "MedicineNet (Therapeutic Research Faculty)",
        url: "https://www.medicinenet.com/kava-page2/supplements-vitamins.htm",
      },
    ],
  },
  {
    id: "sc-p7a-kava-quiet-ramipril",
    title: "Kava with ramipril: no named interaction",
    profile: {
      medicines: ["Ramipril 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Kava kava extract 250 mg capsules",
          ingredients: [
            {
              ingredient: "kava",
              amount: 250,
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
          ingredient: "kava",
          with: {
            medicine: "Ramipril 5mg",
          },
        },
      ],
    },
    rationale:
      "The kava sources name sedatives/benzodiazepines, alcohol, anticonvulsants, phenothiazines, levodopa and liver-toxic drugs; ACE inhibitors such as ramipril are not named.",
    sources: [
      {
        title: "Possible Interactions with: Kava Kava",
        publisher: "A.D.A.M. / St. Luke's Hospital health library",
        url: "https://stlukes-stl.com/health-content/medicine/33/000914.htm",
      },
      {
        title: "Kava (dietary supplements)",
        publisher: "MSD Manual Consumer Version",
        url: "https://www.msdmanuals.com/en-au/home/special-subjects/dietary-supplements-and-vitamins/kava",
      },
    ],
  },
  {
    id: "sc-p7a-cran-warfarin",
    title: "Warfarin patient starts cranberry capsules for cystitis",
    profile: {
      medicines: ["warfarin"],
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
            medicine: "warfarin",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'CSM/MHRA advice (GPnotebook): "patients taking warfarin should be advised to avoid this drink unless the health benefits are considered to outweigh any risks ... similar caution should be observed with [capsules or concentrates]". NHS: avoid drinking it regularly on warfarin.',
    sources: [
      {
        title: "Cranberry juice and warfarin",
        publisher: "GPnotebook",
        url: "https://gpnotebook.com/en-US/pages/diabetes-and-endocrinology/cranberry-juice-and-warfarin",
      },
      {
        title: "Possible interaction between warfarin and cranberry juice",
        publisher: "BMJ (MHRA pharmacovigilance authors)",
        url: "https://www.bmj.com/content/327/7429/1454.long",
        doi: "10.1136/bmj.327.7429.1454",
      },
      {
        title: "Anticoagulants, warfarin: interactions with other medicines and food",
        publisher: "NHS Choices",
        url: "https://www.nhs.uk/Conditions/Anticoagulants-warfarin-/Pages/Interactions---other-medicines.aspx",
      },
    ],
  },
  {
    id: "sc-p7a-cran-kidney-stones",
    title: "Cranberry supplements with a history of kidney stones",
    profile: {
      medicines: [],
      conditions: ["kidney stones"],
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
            condition: "kidney stones",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'NCCIH: cranberry juice "appears to be safe, although large amounts can cause stomach upset and may over time increase the risk of kidney stones." A possible effect only, so minor.',
    sources: [
      {
        title: "Cranberry (NCCIH email bulletin)",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
    ],
  },
  {
    id: "sc-p7a-cran-quiet-amlodipine",
    title: "Cranberry with amlodipine: no interaction expected",
    profile: {
      medicines: ["Amlodipine 5mg"],
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
      noFlags: [
        {
          ingredient: "cranberry",
          with: {
            medicine: "Amlodipine 5mg",
          },
        },
      ],
    },
    rationale:
      "Cranberry sources name only warfarin (INR changes) and kidney stones; amlodipine is not named.",
    sources: [
      {
        title: "Cranberry (NCCIH email bulletin)",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
      {
        title: "Cranberry juice and warfarin",
        publisher: "GPnotebook",
        url: "https://gpnotebook.com/en-US/pages/diabetes-and-endocrinology/cranberry-juice-and-warfarin",
      },
    ],
  },
  {
    id: "sc-p7a-cran-quiet-metformin",
    title: "Cranberry capsules with metformin: nothing to flag",
    profile: {
      medicines: ["metformin 500mg twice a day"],
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
      noFlags: [
        {
          ingredient: "cranberry",
          with: {
            medicine: "metformin 500mg twice a day",
          },
        },
      ],
    },
    rationale:
      "No source read names any interaction between cranberry and metformin; the only drug concern raised is warfarin.",
    sources: [
      {
        title: "Cranberry (NCCIH email bulletin)",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
      },
      {
        title: "Cranberry juice and warfarin",
        publisher: "GPnotebook",
        url: "https://gpnotebook.com/en-US/pages/diabetes-and-endocrinology/cranberry-juice-and-warfarin",
      },
    ],
  },
  {
    id: "sc-p7a-haw-lanoxin",
    title: "Hawthorn with Lanoxin (digoxin)",
    profile: {
      medicines: ["Lanoxin 125mcg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hawthorn berry 500 mg capsules",
          ingredients: [
            {
              ingredient: "hawthorn",
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
            medicine: "Lanoxin 125mcg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'NCCIH: "Hawthorn may interact in harmful ways with drugs, including some heart medications. If you\'re taking medication ... consult your health care provider." Pharmasave lists digoxin among hawthorn interactions.',
    sources: [
      {
        title: "Hawthorn",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/hawthorn?nav=insta",
      },
      {
        title: "Hawthorn (natural products information)",
        publisher: "Pharmasave",
        url: "https://pharmasave.com/natural_products/hawthorn/",
      },
    ],
  },
  {
    id: "sc-p7a-haw-bisoprolol",
    title: "Hawthorn with bisoprolol",
    profile: {
      medicines: ["Bisoprolol 2.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hawthorn berry 500 mg capsules",
          ingredients: [
            {
              ingredient: "hawthorn",
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
            medicine: "Bisoprolol 2.5mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Pharmasave: "Hawthorn may interact with ... beta-blockers (e.g., bisoprolol, metoprolol)". NCCIH warns of harmful interactions with heart medicines.',
    sources: [
      {
        title: "Hawthorn (natural products information)",
        publisher: "Pharmasave",
        url: "https://pharmasave.com/natural_products/hawthorn/",
      },
      {
        title: "Hawthorn",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/hawthorn?nav=insta",
      },
    ],
  },
  {
    id: "sc-p7a-haw-ismn",
    title: "Hawthorn with isosorbide mononitrate for angina",
    profile: {
      medicines: ["Isosorbide mononitrate 30mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hawthorn berry 500 mg capsules",
          ingredients: [
            {
              ingredient: "hawthorn",
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
            medicine: "Isosorbide mononitrate 30mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Pharmasave lists "nitrates" among the drugs hawthorn may interact with; NCCIH advises consulting a health care provider when taking heart medications.',
    sources: [
      {
        title: "Hawthorn (natural products information)",
        publisher: "Pharmasave",
        url: "https://pharmasave.com/natural_products/hawthorn/",
      },
      {
        title: "Hawthorn",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/hawthorn?nav=insta",
      },
    ],
  },
  {
    id: "sc-p7a-haw-heart-failure",
    title: "Hawthorn in someone with heart failure",
    profile: {
      medicines: [],
      conditions: ["heart failure"],
    },
    stack: [
      {
        custom: {
          name: "Hawthorn berry 500 mg capsules",
          ingredients: [
            {
              ingredient: "hawthorn",
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
            condition: "heart failure",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'NCCIH: in one study "patients taking hawthorn were more likely than those taking a placebo ... to have their heart failure get worse soon after the study started"; it "appears to increase the early risk of heart failure progression".',
    sources: [
      {
        title: "Hawthorn",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/hawthorn?nav=insta",
      },
    ],
  },
  {
    id: "sc-p7a-haw-surgery",
    title: "Hawthorn before gallbladder surgery",
    profile: {
      medicines: [],
      conditions: ["having my gallbladder out in two weeks"],
    },
    stack: [
      {
        custom: {
          name: "Hawthorn berry 500 mg capsules",
          ingredients: [
            {
              ingredient: "hawthorn",
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
            condition: "having my gallbladder out in two weeks",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Review of supplement bleeding risk: "garlic and hawthorn supplementation is strongly associated with surgical bleeding independent of anticoagulants ... best to discontinue nonessential supplement use 2 weeks prior to surgery."',
    sources: [
      {
        title:
          "Review of bleeding risks of popular herbal and dietary supplements (surgery and anticoagulants)",
        publisher: "PubMed Central (NIH National Library of Medicine)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9586694",
      },
    ],
  },
  {
    id: "sc-p7a-haw-quiet-cetirizine",
    title: "Hawthorn with cetirizine for hay fever: no interaction",
    profile: {
      medicines: ["Cetirizine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Hawthorn berry 500 mg capsules",
          ingredients: [
            {
              ingredient: "hawthorn",
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
          ingredient: "hawthorn",
          with: {
            medicine: "Cetirizine 10mg",
          },
        },
      ],
    },
    rationale:
      "Hawthorn sources name anticoagulants, beta-blockers, calcium-channel blockers, digoxin, nitrates and PDE5 inhibitors; antihistamines such as cetirizine are not named.",
    sources: [
      {
        title: "Hawthorn (natural products information)",
        publisher: "Pharmasave",
        url: "https://pharmasave.com/natural_products/hawthorn/",
      },
      {
        title: "Hawthorn",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/hawthorn?nav=insta",
      },
    ],
  },
  {
    id: "sc-p7a-fen-pregnant",
    title: "Pregnant woman asks about fenugreek capsules",
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
    },
    rationale:
      'NCCIH: "Fenugreek is not safe for use during pregnancy in amounts greater than those found in food; its use has been linked to increased risks of birth defects."',
    sources: [
      {
        title: "Fenugreek",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/fenugreek",
      },
    ],
  },
  {
    id: "sc-p7a-fen-type2",
    title: "Fenugreek in type 2 diabetes",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
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
            condition: "type 2 diabetes",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Natural Medicines (MedicineNet): "Fenugreek can affect blood sugar levels in people with diabetes. Watch for signs of low blood sugar (hypoglycemia) and monitor your blood sugar carefully".',
    sources: [
      {
        title: "Fenugreek: are there safety concerns?",
        publisher: "MedicineNet (Therapeutic Research Faculty)",
        url: "https://www.medicinenet.com/fenugreek-page2/supplements-vitamins.htm",
      },
      {
        title: "Fenugreek",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/fenugreek",
      },
    ],
  },
  {
    id: "sc-p7a-fen-gliclazide",
    title: "Fenugreek with gliclazide",
    profile: {
      medicines: ["Gliclazide 80mg twice daily"],
      conditions: [],
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
            medicine: "Gliclazide 80mg twice daily",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'Stockley\'s herbal interactions: "Fenugreek saponins may modestly enhance the antidiabetic effects of the sulfonylureas." A modest additive effect, so at least minor.',
    sources: [
      {
        title: "Herb-Drug Interactions: Fenugreek (Stockley's Herbal Medicines Interactions text)",
        publisher: "medicinalplants.us",
        url: "https://medicinalplants.us/fenugreek/herb-drug-interactions-fenugreek/",
      },
      {
        title: "Fenugreek: are there safety concerns?",
        publisher: "MedicineNet (Therapeutic Research Faculty)",
        url: "https://www.medicinenet.com/fenugreek-page2/supplements-vitamins.htm",
      },
    ],
  },
  {
    id: "sc-p7a-fen-eliquis",
    title: "Fenugreek with apixaban (Eliquis)",
    profile: {
      medicines: ["Eliquis 5mg twice a day"],
      conditions: [],
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
            medicine: "Eliquis 5mg twice a day",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'Supplement bleeding-risk review: "In patients on anticoagulants, ... fenugreek ... [is] associated with bleeding risk." Stockley\'s also cites a raised INR with a boldo-fenugreek product.',
    sources: [
      {
        title:
          "Review of bleeding risks of popular herbal and dietary supplements (surgery and anticoagulants)",
        publisher: "PubMed Central (NIH National Library of Medicine)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9586694",
      },
      {
        title: "Herb-Drug Interactions: Fenugreek (Stockley's Herbal Medicines Interactions text)",
        publisher: "medicinalplants.us",
        url: "https://medicinalplants.us/fenugreek/herb-drug-interactions-fenugreek/",
      },
    ],
  },
  {
    id: "sc-p7a-fen-breastfeeding",
    title: "Breastfeeding mother takes fenugreek for milk supply",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
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
            condition: "breastfeeding",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'Natural Medicines (MedicineNet): "not enough is known about the safety of fenugreek during breast-feeding. It\'s best not to use fenugreek is you are breast-feeding." NCCIH: milk-supply evidence is mixed.',
    sources: [
      {
        title: "Fenugreek: are there safety concerns?",
        publisher: "MedicineNet (Therapeutic Research Faculty)",
        url: "https://www.medicinenet.com/fenugreek-page2/supplements-vitamins.htm",
      },
      {
        title: "Fenugreek",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/fenugreek",
      },
    ],
  },
  {
    id: "sc-p7a-fen-quiet-lansoprazole",
    title: "Fenugreek with lansoprazole: no interaction expected",
    profile: {
      medicines: ["Lanzoprazole 30mg"],
      conditions: [],
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
      noFlags: [
        {
          ingredient: "fenugreek",
          with: {
            medicine: "Lanzoprazole 30mg",
          },
        },
      ],
    },
    rationale:
      "Fenugreek sources raise blood sugar-lowering drugs, anticoagulants, pregnancy and allergy; proton pump inhibitors such as lansoprazole are not named.",
    sources: [
      {
        title: "Fenugreek",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/fenugreek",
      },
      {
        title: "Herb-Drug Interactions: Fenugreek (Stockley's Herbal Medicines Interactions text)",
        publisher: "medicinalplants.us",
        url: "https://medicinalplants.us/fenugreek/herb-drug-interactions-fenugreek/",
      },
    ],
  },
  {
    id: "sc-p7a-cin-liver",
    title: "Cassia cinnamon capsules with liver disease",
    profile: {
      medicines: [],
      conditions: ["liver problems"],
    },
    stack: [
      {
        custom: {
          name: "Cinnamon (cassia) 1000 mg capsules",
          ingredients: [
            {
              ingredient: "cinnamon",
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
          ingredient: "cinnamon",
          with: {
            condition: "liver problems",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Natural Medicines: cassia contains coumarin, which "can cause liver damage in some people, especially those who have liver disease"; "If you have liver disease, do not take cassia cinnamon in amounts larger than the amounts normally found in food."',
    sources: [
      {
        title: "Cassia cinnamon (Natural Medicines monograph)",
        publisher: "Vital.ly / TRC Natural Medicines",
        url: "https://www.vital.ly/trc/Cassia-cinnamon/monograph=307/",
      },
      {
        title: "Cassia cinnamon: precautions (Natural Medicines text)",
        publisher: "AyushVedah",
        url: "https://ayushvedah.com/druginfo.php?drugid=694&info=precautions",
      },
    ],
  },
  {
    id: "sc-p7a-cin-type2",
    title: "Cinnamon capsules for type 2 diabetes",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Cinnamon (cassia) 1000 mg capsules",
          ingredients: [
            {
              ingredient: "cinnamon",
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
          ingredient: "cinnamon",
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
      'Natural Medicines: "Cassia cinnamon can lower blood sugar levels in people with diabetes. Watch for signs of low blood sugar (hypoglycemia) and monitor your blood sugar carefully".',
    sources: [
      {
        title: "Cassia cinnamon: precautions (Natural Medicines text)",
        publisher: "AyushVedah",
        url: "https://ayushvedah.com/druginfo.php?drugid=694&info=precautions",
      },
    ],
  },
  {
    id: "sc-p7a-cin-methotrexate",
    title: "Cassia cinnamon with methotrexate",
    profile: {
      medicines: ["Methotrexate 15mg once a week"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cinnamon (cassia) 1000 mg capsules",
          ingredients: [
            {
              ingredient: "cinnamon",
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
          ingredient: "cinnamon",
          with: {
            medicine: "Methotrexate 15mg once a week",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'Natural Medicines interaction (hepatotoxic drugs): "Theoretically, large doses of cassia cinnamon might cause additive effects when used with hepatotoxic drugs ... Lower amounts might also cause liver problems in sensitive people, such as those ... taking potentially hepatotoxic agents." Theoretical, so minor.',
    sources: [
      {
        title: "Cassia cinnamon with hepatotoxic drugs: interaction details",
        publisher: "HelloPharmacist",
        url: "https://hellopharmacist.com/drug-herbal-interactions/cassia-cinnamon-with-acetaminophen-chlorpheniramine-phenylephrine",
      },
    ],
  },
  {
    id: "sc-p7a-cin-surgery",
    title: "Cinnamon before a knee replacement",
    profile: {
      medicines: [],
      conditions: ["knee replacement in 3 weeks"],
    },
    stack: [
      {
        custom: {
          name: "Cinnamon (cassia) 1000 mg capsules",
          ingredients: [
            {
              ingredient: "cinnamon",
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
          ingredient: "cinnamon",
          with: {
            condition: "knee replacement in 3 weeks",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Natural Medicines: "Cassia cinnamon might lower blood sugar and might interfere with blood sugar control during and after surgery. Stop taking cassia cinnamon as a medicine at least 2 weeks before a scheduled surgery."',
    sources: [
      {
        title: "Cassia cinnamon: precautions (Natural Medicines text)",
        publisher: "AyushVedah",
        url: "https://ayushvedah.com/druginfo.php?drugid=694&info=precautions",
      },
    ],
  },
  {
    id: "sc-p7a-cin-quiet-amlodipine",
    title: "Cinnamon capsules with amlodipine: quiet",
    profile: {
      medicines: ["Amlodipine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cinnamon (cassia) 1000 mg capsules",
          ingredients: [
            {
              ingredient: "cinnamon",
              amount: 1000,
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
          ingredient: "cinnamon",
          with: {
            medicine: "Amlodipine 10mg",
          },
        },
      ],
    },
    rationale:
      "The cinnamon sources raise liver disease, hepatotoxic drugs, diabetes and surgery; amlodipine is not named.",
    sources: [
      {
        title: "Cassia cinnamon (Natural Medicines monograph)",
        publisher: "Vital.ly / TRC Natural Medicines",
        url: "https://www.vital.ly/trc/Cassia-cinnamon/monograph=307/",
      },
      {
        title: "Cassia cinnamon with hepatotoxic drugs: interaction details",
        publisher: "HelloPharmacist",
        url: "https://hellopharmacist.com/drug-herbal-interactions/cassia-cinnamon-with-acetaminophen-chlorpheniramine-phenylephrine",
      },
    ],
  },
  {
    id: "sc-p7a-bo-high-bp",
    title: "Bitter orange fat burner with high blood pressure",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Bitter orange extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "bitter-orange",
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
          ingredient: "bitter-orange",
          with: {
            condition: "high blood pressure",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Drugs.com: "Because of potentially additive effects, avoid synephrine use in patients with hypertension, tachyarrhythmia, hyperthyroidism, or narrow-angle glaucoma." PharmaChoice: people with high blood pressure should consult before use.',
    sources: [
      {
        title: "Bitter Orange (natural product monograph)",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/npp/bitter-orange.html",
      },
      {
        title: "Bitter Orange (natural health products)",
        publisher: "PharmaChoice",
        url: "https://www.pharmachoice.com/product/bitter-orange/",
      },
    ],
  },
  {
    id: "sc-p7a-bo-pregnant",
    title: "Pregnant woman wants a bitter orange slimming product",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Bitter orange extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "bitter-orange",
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
          ingredient: "bitter-orange",
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
      'Drugs.com, Pregnancy/Lactation: "Avoid use. Information regarding safety and efficacy in pregnancy and lactation is lacking."',
    sources: [
      {
        title: "Bitter Orange (natural product monograph)",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/npp/bitter-orange.html",
      },
    ],
  },
  {
    id: "sc-p7a-bo-hyperthyroid",
    title: "Bitter orange with an overactive thyroid",
    profile: {
      medicines: [],
      conditions: ["overactive thyroid"],
    },
    stack: [
      {
        custom: {
          name: "Bitter orange extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "bitter-orange",
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
          ingredient: "bitter-orange",
          with: {
            condition: "overactive thyroid",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Drugs.com contraindications: "avoid synephrine use in patients with hypertension, tachyarrhythmia, hyperthyroidism, or narrow-angle glaucoma."',
    sources: [
      {
        title: "Bitter Orange (natural product monograph)",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/npp/bitter-orange.html",
      },
    ],
  },
  {
    id: "sc-p7a-bo-quiet-osteoarthritis",
    title: "Bitter orange with knee osteoarthritis: no condition flag",
    profile: {
      medicines: [],
      conditions: ["osteoarthritis in my knees"],
    },
    stack: [
      {
        custom: {
          name: "Bitter orange extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "bitter-orange",
              amount: 500,
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
          ingredient: "bitter-orange",
          with: {
            condition: "osteoarthritis in my knees",
          },
        },
      ],
    },
    rationale:
      "Bitter orange cautions concern hypertension, heart rhythm, thyroid, glaucoma and pregnancy; osteoarthritis is not named.",
    sources: [
      {
        title: "Bitter Orange (natural product monograph)",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/npp/bitter-orange.html",
      },
      {
        title: "Bitter Orange (natural health products)",
        publisher: "PharmaChoice",
        url: "https://www.pharmachoice.com/product/bitter-orange/",
      },
    ],
  },
  {
    id: "sc-p7a-yoh-venlafaxine",
    title: "Yohimbe with venlafaxine",
    profile: {
      medicines: ["Venlafaxine 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Yohimbe bark extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "yohimbe",
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
          ingredient: "yohimbe",
          with: {
            medicine: "Venlafaxine 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Horn and Hansten: patients on yohimbine plus "norepinephrine reuptake inhibitors may manifest excessive increases in blood pressure" (names venlafaxine, duloxetine). Natural Standard: such combinations "may experience increased blood pressure that could be dangerous".',
    sources: [
      {
        title: "Yohimbine: Old Drug with New Interactions (Horn and Hansten)",
        publisher: "Pharmacy Times (copy on Scribd)",
        url: "https://scribd.com/document/141331922/Hh-Article-July-2012",
      },
      {
        title: "Yohimbe bark extract: drug interactions (Natural Standard)",
        publisher: "nutritionhouse.info",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=79744",
      },
    ],
  },
  {
    id: "sc-p7a-yoh-amitriptyline",
    title: "Yohimbe with low-dose amitriptyline",
    profile: {
      medicines: ["Amitriptyline 10mg at night"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Yohimbe bark extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "yohimbe",
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
          ingredient: "yohimbe",
          with: {
            medicine: "Amitriptyline 10mg at night",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Horn and Hansten: yohimbine "may also interact with other norepinephrine reuptake inhibitors, such as tricyclic antidepressants" with excessive blood-pressure rises.',
    sources: [
      {
        title: "Yohimbine: Old Drug with New Interactions (Horn and Hansten)",
        publisher: "Pharmacy Times (copy on Scribd)",
        url: "https://scribd.com/document/141331922/Hh-Article-July-2012",
      },
    ],
  },
  {
    id: "sc-p7a-yoh-clonidine",
    title: "Yohimbe with clonidine",
    profile: {
      medicines: ["Clonidine 100 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Yohimbe bark extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "yohimbe",
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
          ingredient: "yohimbe",
          with: {
            medicine: "Clonidine 100 micrograms",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Horn and Hansten describe "Anti-Clonidine Effects": yohimbine, an alpha-2 antagonist, opposes the alpha-2 agonist clonidine and its blood-pressure lowering.',
    sources: [
      {
        title: "Yohimbine: Old Drug with New Interactions (Horn and Hansten)",
        publisher: "Pharmacy Times (copy on Scribd)",
        url: "https://scribd.com/document/141331922/Hh-Article-July-2012",
      },
    ],
  },
  {
    id: "sc-p7a-yoh-high-bp",
    title: "Yohimbe with high blood pressure",
    profile: {
      medicines: [],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Yohimbe bark extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "yohimbe",
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
          ingredient: "yohimbe",
          with: {
            condition: "high blood pressure",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'NCCIH: "Yohimbe has been associated with heart attacks and seizures" and caused "tachycardia ... anxiety, and high blood pressure" in poison-centre reports. ACS: declared unsafe in Germany because of increased heart rate and blood pressure.',
    sources: [
      {
        title: "Yohimbe (NCCIH fact sheet, reproduced)",
        publisher: "PharmacyHQ (reproducing NCCIH)",
        url: "https://pharmacyhq.com/herbal-supp-info/yohimbe.php",
      },
      {
        title: "Yohimbe",
        publisher: "American Cancer Society",
        url: "https://www.cancer.org/treatment/treatmentsandsideeffects/complementaryandalternativemedicine/herbsvitaminsandminerals/yohimbe",
      },
    ],
  },
  {
    id: "sc-p7a-yoh-kidney",
    title: "Yohimbe with chronic kidney disease",
    profile: {
      medicines: [],
      conditions: ["kidney disease"],
    },
    stack: [
      {
        custom: {
          name: "Yohimbe bark extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "yohimbe",
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
          ingredient: "yohimbe",
          with: {
            condition: "kidney disease",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'American Cancer Society: "Yohimbe bark has been declared an unsafe herb in Germany because of such complications as increased heart rate and blood pressure, and even kidney failure."',
    sources: [
      {
        title: "Yohimbe",
        publisher: "American Cancer Society",
        url: "https://www.cancer.org/treatment/treatmentsandsideeffects/complementaryandalternativemedicine/herbsvitaminsandminerals/yohimbe",
      },
    ],
  },
  {
    id: "sc-p7a-yoh-quiet-levothyroxine",
    title: "Yohimbe with levothyroxine: no named interaction",
    profile: {
      medicines: ["Levothyroxine 50 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Yohimbe bark extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "yohimbe",
              amount: 500,
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
          ingredient: "yohimbe",
          with: {
            medicine: "Levothyroxine 50 micrograms",
          },
        },
      ],
    },
    rationale:
      "Yohimbine interaction sources name MAOIs, clonidine, noradrenaline reuptake inhibitors and alpha-blockers; levothyroxine is not named.",
    sources: [
      {
        title: "Yohimbine: Old Drug with New Interactions (Horn and Hansten)",
        publisher: "Pharmacy Times (copy on Scribd)",
        url: "https://scribd.com/document/141331922/Hh-Article-July-2012",
      },
      {
        title: "Yohimbe bark extract: drug interactions (Natural Standard)",
        publisher: "nutritionhouse.info",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=79744",
      },
    ],
  },
  {
    id: "sc-p7a-gs-pregnant",
    title: "Goldenseal in pregnancy",
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
    },
    rationale:
      'NCCIH: "Women who are pregnant or breastfeeding should not use goldenseal ... Berberine can cause or worsen jaundice in newborn infants and could lead to a life-threatening problem called kernicterus."',
    sources: [
      {
        title: "Goldenseal",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/goldenseal?nav=govd",
      },
      {
        title: "Goldenseal (dietary supplements)",
        publisher: "MSD Manual Consumer Version (UK)",
        url: "https://www.msdmanuals.com/en-gb/home/special-subjects/dietary-supplements-and-vitamins/goldenseal",
      },
    ],
  },
  {
    id: "sc-p7a-gs-breastfeeding",
    title: "Goldenseal while breastfeeding",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
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
            condition: "breastfeeding",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      'NCCIH: "Women who are pregnant or breastfeeding should not use goldenseal, and it should not be given to infants" (kernicterus risk). MSD Manual gives the same advice.',
    sources: [
      {
        title: "Goldenseal",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/goldenseal?nav=govd",
      },
      {
        title: "Goldenseal (dietary supplements)",
        publisher: "MSD Manual Consumer Version (UK)",
        url: "https://www.msdmanuals.com/en-gb/home/special-subjects/dietary-supplements-and-vitamins/goldenseal",
      },
    ],
  },
  {
    id: "sc-p7a-gs-epilepsy",
    title: "Goldenseal with epilepsy",
    profile: {
      medicines: [],
      conditions: ["epilepsy"],
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
            condition: "epilepsy",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      'MSD Manual: "If taken in large amounts, goldenseal can cause seizures ... Women who are pregnant or breastfeeding, newborns, and people who have a seizure disorder or problems with blood clotting should not take goldenseal."',
    sources: [
      {
        title: "Goldenseal (dietary supplements)",
        publisher: "MSD Manual Consumer Version (UK)",
        url: "https://www.msdmanuals.com/en-gb/home/special-subjects/dietary-supplements-and-vitamins/goldenseal",
      },
    ],
  },
  {
    id: "sc-p7a-gs-metformin",
    title: "Goldenseal with metformin",
    profile: {
      medicines: ["metformin 500mg twice a day"],
      conditions: [],
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
            medicine: "metformin 500mg twice a day",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'MSD Manual lists a drug interaction with metformin; in an NIH-funded study "participants had about 25 percent less metformin in their bodies, a statistically significant change that could potentially impact glucose control".',
    sources: [
      {
        title: "Goldenseal (dietary supplements)",
        publisher: "MSD Manual Consumer Version (UK)",
        url: "https://www.msdmanuals.com/en-gb/home/special-subjects/dietary-supplements-and-vitamins/goldenseal",
      },
      {
        title: "Study: Goldenseal Use May Compromise Glucose Control in Diabetics",
        publisher: "Pharmacy Times",
        url: "https://www.pharmacytimes.com/view/study-goldenseal-use-may-compromise-glucose-control-in-diabetics",
      },
    ],
  },
  {
    id: "sc-p7a-gs-insulin",
    title: "Goldenseal with NovoRapid insulin",
    profile: {
      medicines: ["NovoRapid insulin"],
      conditions: [],
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
            medicine: "NovoRapid insulin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'MSD Manual: "The berberine in goldenseal may increase the hypoglycemic effects of antihyperglycemic medications."',
    sources: [
      {
        title: "Goldenseal (dietary supplements)",
        publisher: "MSD Manual Consumer Version (UK)",
        url: "https://www.msdmanuals.com/en-gb/home/special-subjects/dietary-supplements-and-vitamins/goldenseal",
      },
    ],
  },
  {
    id: "sc-p7a-gs-quiet-salbutamol",
    title: "Goldenseal with a salbutamol inhaler: quiet",
    profile: {
      medicines: ["Salbutamol inhaler"],
      conditions: [],
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
      noFlags: [
        {
          ingredient: "goldenseal",
          with: {
            medicine: "Salbutamol inhaler",
          },
        },
      ],
    },
    rationale:
      "Goldenseal sources name metformin, antidiabetic drugs and CYP-metabolised drugs; an inhaled beta-agonist is not named.",
    sources: [
      {
        title: "Goldenseal (dietary supplements)",
        publisher: "MSD Manual Consumer Version (UK)",
        url: "https://www.msdmanuals.com/en-gb/home/special-subjects/dietary-supplements-and-vitamins/goldenseal",
      },
      {
        title: "Goldenseal",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/goldenseal?nav=govd",
      },
    ],
  },
  {
    id: "sc-p7a-cham-lorazepam",
    title: "Chamomile with lorazepam",
    profile: {
      medicines: ["Lorazepam 1mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Chamomile flower 400 mg capsules",
          ingredients: [
            {
              ingredient: "chamomile",
              amount: 400,
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
          ingredient: "chamomile",
          with: {
            medicine: "Lorazepam 1mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'NCI PDQ: chamomile "may increase sedative effect of benzodiazepines". A possible additive effect, so minor.',
    sources: [
      {
        title:
          "Nutrition in Cancer Care (PDQ), Table 3: Common herbal treatments and possible food/drug interactions",
        publisher: "National Cancer Institute (archived)",
        url: "https://webarchive.library.unt.edu/eot2008/20090510023941/http://www.cancer.gov/cancertopics/pdq/supportivecare/nutrition/HealthProfessional/Table3",
      },
    ],
  },
  {
    id: "sc-p7a-rc-pregnant",
    title: "Red clover tablets in pregnancy",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Red clover extract 430 mg tablets (40 mg isoflavones)",
          ingredients: [
            {
              ingredient: "red-clover",
              amount: 430,
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
          ingredient: "red-clover",
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
      'NCCIH: "Women should not take red clover supplements during pregnancy or while breastfeeding."',
    sources: [
      {
        title: "Red Clover",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://d11phh4h66yddz.cloudfront.net/health/red-clover",
      },
    ],
  },
  {
    id: "sc-p7a-rc-breastfeeding",
    title: "Red clover while breastfeeding",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Red clover extract 430 mg tablets (40 mg isoflavones)",
          ingredients: [
            {
              ingredient: "red-clover",
              amount: 430,
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
          ingredient: "red-clover",
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
      'NCCIH: "Women should not take red clover supplements during pregnancy or while breastfeeding."',
    sources: [
      {
        title: "Red Clover",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://d11phh4h66yddz.cloudfront.net/health/red-clover",
      },
    ],
  },
  {
    id: "sc-p7a-rc-er-breast-cancer",
    title: "Red clover for hot flushes after ER+ breast cancer",
    profile: {
      medicines: [],
      conditions: ["oestrogen-positive breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Red clover extract 430 mg tablets (40 mg isoflavones)",
          ingredients: [
            {
              ingredient: "red-clover",
              amount: 430,
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
          ingredient: "red-clover",
          with: {
            condition: "oestrogen-positive breast cancer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'NCCIH (earlier fact sheet): red clover contains oestrogen-like isoflavones and "may not be safe for women who are pregnant or breastfeeding, for children, or for women who have breast cancer or other hormone-sensitive cancers."',
    sources: [
      {
        title: "Red Clover (earlier NCCIH fact sheet, reproduced)",
        publisher: "PharmacyHQ (reproducing NCCIH)",
        url: "https://pharmacyhq.com/herbal-supp-info/red-clover.php",
      },
    ],
  },
  {
    id: "sc-p7a-rc-quiet-atenolol",
    title: "Red clover with atenolol: quiet",
    profile: {
      medicines: ["Atenolol 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Red clover extract 430 mg tablets (40 mg isoflavones)",
          ingredients: [
            {
              ingredient: "red-clover",
              amount: 430,
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
          ingredient: "red-clover",
          with: {
            medicine: "Atenolol 50mg",
          },
        },
      ],
    },
    rationale:
      "NCCIH red clover safety text names pregnancy, breastfeeding and hormone-sensitive cancers only; beta-blockers are not named.",
    sources: [
      {
        title: "Red Clover",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://d11phh4h66yddz.cloudfront.net/health/red-clover",
      },
      {
        title: "Red Clover (earlier NCCIH fact sheet, reproduced)",
        publisher: "PharmacyHQ (reproducing NCCIH)",
        url: "https://pharmacyhq.com/herbal-supp-info/red-clover.php",
      },
    ],
  },
  {
    id: "sc-p7a-bb-liver",
    title: "Butterbur for migraine with liver disease",
    profile: {
      medicines: [],
      conditions: ["liver problems"],
    },
    stack: [
      {
        custom: {
          name: "Butterbur root extract 75 mg capsules (PA-free)",
          ingredients: [
            {
              ingredient: "butterbur",
              amount: 75,
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
          ingredient: "butterbur",
          with: {
            condition: "liver problems",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      'MHRA (via Medsafe/ConsumerLab): butterbur "contains pyrrolizidine alkaloids (PAs) which studies have shown can result in serious liver damage and organ failure"; 40 liver cases incl. two transplants, some with PA-removed extracts. FoundHealth: not for people with severe liver disease.',
    sources: [
      {
        title: "Complementary Corner: Butterbur and Liver Toxicity (Prescriber Update 33(2))",
        publisher: "Medsafe (New Zealand Medicines and Medical Devices Safety Authority)",
        url: "https://medsafe.govt.nz/profs/PUArticles/ButterburAndLiverToxicityJune2012.htm",
      },
      {
        title: "Caution with Butterbur Indicated by UK Warning",
        publisher: "ConsumerLab.com (reporting MHRA advice)",
        url: "https://www.consumerlab.com/recalls/10318/caution-with-butterbur-indicated-by-uk-warning/",
      },
      {
        title: "Butterbur side effects and warnings",
        publisher: "FoundHealth (EBSCO)",
        url: "https://foundhealth.com/butterbur/side-effects-and-warnings",
      },
    ],
  },
  {
    id: "sc-p7a-bb-pregnant",
    title: "Butterbur in pregnancy",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Butterbur root extract 75 mg capsules (PA-free)",
          ingredients: [
            {
              ingredient: "butterbur",
              amount: 75,
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
          ingredient: "butterbur",
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
      'FoundHealth: "Butterbur should not be used by pregnant or nursing women, young children, or people with severe kidney or liver disease, until further safety testing has been performed."',
    sources: [
      {
        title: "Butterbur side effects and warnings",
        publisher: "FoundHealth (EBSCO)",
        url: "https://foundhealth.com/butterbur/side-effects-and-warnings",
      },
    ],
  },
  {
    id: "sc-p7a-bb-breastfeeding",
    title: "Butterbur while breastfeeding",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "Butterbur root extract 75 mg capsules (PA-free)",
          ingredients: [
            {
              ingredient: "butterbur",
              amount: 75,
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
          ingredient: "butterbur",
          with: {
            condition: "breastfeeding",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale: 'FoundHealth: "Butterbur should not be used by pregnant or nursing women".',
    sources: [
      {
        title: "Butterbur side effects and warnings",
        publisher: "FoundHealth (EBSCO)",
        url: "https://foundhealth.com/butterbur/side-effects-and-warnings",
      },
    ],
  },
  {
    id: "sc-p7a-bb-quiet-propranolol",
    title: "Butterbur with propranolol for migraine prevention: quiet",
    profile: {
      medicines: ["Propranolol 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Butterbur root extract 75 mg capsules (PA-free)",
          ingredients: [
            {
              ingredient: "butterbur",
              amount: 75,
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
          ingredient: "butterbur",
          with: {
            medicine: "Propranolol 40mg",
          },
        },
      ],
    },
    rationale:
      "Butterbur warnings (MHRA, Medsafe) concern liver toxicity; no drug interaction with propranolol is named.",
    sources: [
      {
        title: "Complementary Corner: Butterbur and Liver Toxicity (Prescriber Update 33(2))",
        publisher: "Medsafe (New Zealand Medicines and Medical Devices Safety Authority)",
        url: "https://medsafe.govt.nz/profs/PUArticles/ButterburAndLiverToxicityJune2012.htm",
      },
      {
        title: "Unlicensed herbal remedy could cause liver and organ damage (MHRA statement)",
        publisher: "OTJ Online",
        url: "https://otjonline.com/news2012/02/news01a.php",
      },
    ],
  },
  {
    id: "sc-p7a-bb-quiet-sumatriptan",
    title: "Butterbur with sumatriptan: no named interaction",
    profile: {
      medicines: ["Sumatriptan 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Butterbur root extract 75 mg capsules (PA-free)",
          ingredients: [
            {
              ingredient: "butterbur",
              amount: 75,
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
          ingredient: "butterbur",
          with: {
            medicine: "Sumatriptan 50mg",
          },
        },
      ],
    },
    rationale:
      "The butterbur safety sources name liver damage, pregnancy and breastfeeding only; triptans are not named.",
    sources: [
      {
        title: "Complementary Corner: Butterbur and Liver Toxicity (Prescriber Update 33(2))",
        publisher: "Medsafe (New Zealand Medicines and Medical Devices Safety Authority)",
        url: "https://medsafe.govt.nz/profs/PUArticles/ButterburAndLiverToxicityJune2012.htm",
      },
      {
        title: "Butterbur side effects and warnings",
        publisher: "FoundHealth (EBSCO)",
        url: "https://foundhealth.com/butterbur/side-effects-and-warnings",
      },
    ],
  },
  {
    id: "sc-p7a-bil-xarelto",
    title: "Bilberry extract with Xarelto",
    profile: {
      medicines: ["Xarelto 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Bilberry extract 160 mg capsules",
          ingredients: [
            {
              ingredient: "bilberry",
              amount: 160,
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
          ingredient: "bilberry",
          with: {
            medicine: "Xarelto 20mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'Supplement bleeding-risk review: "In patients on anticoagulants, ginkgo biloba, ..., bilberry, chamomile, fenugreek ... are associated with bleeding risk." Possible effect, so minor.',
    sources: [
      {
        title:
          "Review of bleeding risks of popular herbal and dietary supplements (surgery and anticoagulants)",
        publisher: "PubMed Central (NIH National Library of Medicine)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9586694",
      },
    ],
  },
  {
    id: "sc-p7a-bil-pregnant",
    title: "Bilberry extract in pregnancy",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Bilberry extract 160 mg capsules",
          ingredients: [
            {
              ingredient: "bilberry",
              amount: 160,
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
          ingredient: "bilberry",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'Natural Medicines summary (HelloPharmacist): "There is insufficient reliable information available about the safety of bilberry during pregnancy and lactation, so it is advised to avoid using it in medicinal amounts in these cases."',
    sources: [
      {
        title: "Bilberry interactions overview",
        publisher: "HelloPharmacist",
        url: "https://hellopharmacist.com/drug-herbal-interactions/herbals/bilberry",
      },
    ],
  },
  {
    id: "sc-p7a-bil-quiet-amlodipine",
    title: "Bilberry with amlodipine: quiet",
    profile: {
      medicines: ["amlodipine 5mg once a day"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Bilberry extract 160 mg capsules",
          ingredients: [
            {
              ingredient: "bilberry",
              amount: 160,
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
          ingredient: "bilberry",
          with: {
            medicine: "amlodipine 5mg once a day",
          },
        },
      ],
    },
    rationale:
      'NCCIH: "Bilberry fruit is considered safe when consumed in amounts typically found in foods, or as an extract in recommended doses"; it names no drug interactions, and amlodipine appears in none of the sources.',
    sources: [
      {
        title: "Bilberry",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
      },
    ],
  },
  {
    id: "sc-p7a-bil-quiet-levothyroxine",
    title: "Bilberry with levothyroxine: quiet",
    profile: {
      medicines: ["Levothyroxine 75 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Bilberry extract 160 mg capsules",
          ingredients: [
            {
              ingredient: "bilberry",
              amount: 160,
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
          ingredient: "bilberry",
          with: {
            medicine: "Levothyroxine 75 micrograms",
          },
        },
      ],
    },
    rationale:
      "NCCIH names no bilberry drug interactions; only anticoagulant bleeding risk is raised elsewhere. Levothyroxine is not named.",
    sources: [
      {
        title: "Bilberry",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
      },
      {
        title:
          "Review of bleeding risks of popular herbal and dietary supplements (surgery and anticoagulants)",
        publisher: "PubMed Central (NIH National Library of Medicine)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9586694",
      },
    ],
  },
  {
    id: "sc-p7a-aloe-crohns",
    title: "Oral aloe vera with Crohn's disease",
    profile: {
      medicines: [],
      conditions: ["Crohn's disease"],
    },
    stack: [
      {
        custom: {
          name: "Aloe vera 500 mg capsules",
          ingredients: [
            {
              ingredient: "aloe-vera",
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
          ingredient: "aloe-vera",
          with: {
            condition: "Crohn's disease",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      'PDR for Herbal Medicines: "Aloe is contraindicated in cases of intestinal obstruction, acutely inflamed intestinal diseases (e.g., Crohn\'s disease, ulcerative colitis), appendicitis and abdominal pain of unknown origin." EMA: aloes laxative for short-term use only.',
    sources: [
      {
        title: "PDR for Herbal Medicines: Aloe (contraindications, precautions)",
        publisher: "PDR for Herbal Medicines (copy on issuhub.com)",
        url: "https://issuhub.com/view/index/5336?pageIndex=270",
      },
      {
        title: "Aloes (Aloes folii succus siccatus): herbal medicine summary",
        publisher: "European Medicines Agency (HMPC)",
        url: "https://www.ema.europa.eu/en/medicines/herbal/aloes-folii-succus-siccatus",
      },
    ],
  },
  {
    id: "sc-p7a-aloe-digoxin",
    title: "Oral aloe with digoxin",
    profile: {
      medicines: ["digoxin 62.5mcg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Aloe vera 500 mg capsules",
          ingredients: [
            {
              ingredient: "aloe-vera",
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
          ingredient: "aloe-vera",
          with: {
            medicine: "digoxin 62.5mcg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Herb-drug table: oral aloe "increases risk of digitalis toxicity and arrhythmia by causing hypokalemia". PDR: potassium loss "can result in ... enhancement of the effect of cardioactive medications."',
    sources: [
      {
        title: "Appendix 1. Commonly used herbs and herb-drug interactions",
        publisher: "docslib.org",
        url: "https://docslib.org/doc/13309902/appendix-1-commonly-used-herbs-and-herb-drug-interactions",
      },
      {
        title: "PDR for Herbal Medicines: Aloe (contraindications, precautions)",
        publisher: "PDR for Herbal Medicines (copy on issuhub.com)",
        url: "https://issuhub.com/view/index/5336?pageIndex=270",
      },
    ],
  },
  {
    id: "sc-p7a-aloe-insulin",
    title: "Aloe vera drink with insulin for diabetes",
    profile: {
      medicines: ["Lantus insulin"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Aloe vera 500 mg capsules",
          ingredients: [
            {
              ingredient: "aloe-vera",
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
          ingredient: "aloe-vera",
          with: {
            medicine: "Lantus insulin",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'Herb-drug table: aloe gel "increases effects of antidiabetics ... causing hypoglycemia". A possible additive effect, so minor.',
    sources: [
      {
        title: "Appendix 1. Commonly used herbs and herb-drug interactions",
        publisher: "docslib.org",
        url: "https://docslib.org/doc/13309902/appendix-1-commonly-used-herbs-and-herb-drug-interactions",
      },
    ],
  },
  {
    id: "sc-p7a-aloe-pregnant",
    title: "Oral aloe vera in pregnancy",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Aloe vera 500 mg capsules",
          ingredients: [
            {
              ingredient: "aloe-vera",
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
          ingredient: "aloe-vera",
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
      'Haug/Thieme review: oral aloe, especially latex, "gilt während der Schwangerschaft und Stillzeit als kontraindiziert" (is considered contraindicated in pregnancy and breastfeeding).',
    sources: [
      {
        title: "Aloe vera in der Onkologie",
        publisher: "Haug Verlag / Thieme (Naturheilkunde)",
        url: "https://natuerlich.haug-verlag.de/therapieverfahren/phytotherapie/detail/aloe-vera-in-der-onkologie-1290",
      },
    ],
  },
  {
    id: "sc-p7a-aloe-quiet-sertraline",
    title: "Aloe vera capsules with sertraline: quiet",
    profile: {
      medicines: ["Sertraline 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Aloe vera 500 mg capsules",
          ingredients: [
            {
              ingredient: "aloe-vera",
              amount: 500,
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
          ingredient: "aloe-vera",
          with: {
            medicine: "Sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      "Aloe sources name cardiac glycosides, potassium-losing drugs and antidiabetics; SSRIs are not named.",
    sources: [
      {
        title: "Appendix 1. Commonly used herbs and herb-drug interactions",
        publisher: "docslib.org",
        url: "https://docslib.org/doc/13309902/appendix-1-commonly-used-herbs-and-herb-drug-interactions",
      },
      {
        title: "PDR for Herbal Medicines: Aloe (contraindications, precautions)",
        publisher: "PDR for Herbal Medicines (copy on issuhub.com)",
        url: "https://issuhub.com/view/index/5336?pageIndex=270",
      },
    ],
  },
  {
    id: "sc-p7a-ast-tacrolimus",
    title: "Kidney transplant patient on tacrolimus tries astragalus",
    profile: {
      medicines: ["Tacrolimus (Adoport)"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "Astragalus root 500 mg capsules",
          ingredients: [
            {
              ingredient: "astragalus",
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
          ingredient: "astragalus",
          with: {
            medicine: "Tacrolimus (Adoport)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'MSD Manual: "Astragalus may increase immune system activity and thereby may decrease the effectiveness of medications that suppress the immune system, such as those used after organ transplant". NCCIH: it "may interact with medications that suppress the immune system."',
    sources: [
      {
        title: "Astragalus (dietary supplements, professional)",
        publisher: "MSD Manual Professional Version (UK)",
        url: "https://www.msdmanuals.com/uk/professional/special-subjects/dietary-supplements/astragalus",
      },
      {
        title: "Astragalus (NCCIH text, reproduced)",
        publisher: "VegeUniverse (reproducing NCCIH)",
        url: "https://www.vegeuniverse.com/herbs-blog/astragalus",
      },
    ],
  },
  {
    id: "sc-p7a-ast-mycophenolate",
    title: "Astragalus with mycophenolate",
    profile: {
      medicines: ["Mycophenolate mofetil 1g twice daily"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Astragalus root 500 mg capsules",
          ingredients: [
            {
              ingredient: "astragalus",
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
          ingredient: "astragalus",
          with: {
            medicine: "Mycophenolate mofetil 1g twice daily",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'MSD Manual: astragalus "may interact with medications that suppress the immune system" and may decrease their effectiveness.',
    sources: [
      {
        title: "Astragalus (dietary supplements, professional)",
        publisher: "MSD Manual Professional Version (UK)",
        url: "https://www.msdmanuals.com/uk/professional/special-subjects/dietary-supplements/astragalus",
      },
      {
        title: "Astragalus (NCCIH text, reproduced)",
        publisher: "VegeUniverse (reproducing NCCIH)",
        url: "https://www.vegeuniverse.com/herbs-blog/astragalus",
      },
    ],
  },
  {
    id: "sc-p7a-ast-ra",
    title: "Astragalus with rheumatoid arthritis",
    profile: {
      medicines: [],
      conditions: ["rheumatoid arthritis"],
    },
    stack: [
      {
        custom: {
          name: "Astragalus root 500 mg capsules",
          ingredients: [
            {
              ingredient: "astragalus",
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
          ingredient: "astragalus",
          with: {
            condition: "rheumatoid arthritis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'MSD Manual: "Astragalus might make the immune system more active, which can worsen the symptoms of autoimmune diseases such as rheumatoid arthritis and systemic lupus erythematosus."',
    sources: [
      {
        title: "Astragalus (dietary supplements, professional)",
        publisher: "MSD Manual Professional Version (UK)",
        url: "https://www.msdmanuals.com/uk/professional/special-subjects/dietary-supplements/astragalus",
      },
    ],
  },
  {
    id: "sc-p7a-ast-pregnant",
    title: "Astragalus in pregnancy",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Astragalus root 500 mg capsules",
          ingredients: [
            {
              ingredient: "astragalus",
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
          ingredient: "astragalus",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      'MSD Manual: "Astragalus should not be used during pregnancy or while breastfeeding. Animal studies suggest that astragalus can be toxic to the mother and fetus."',
    sources: [
      {
        title: "Astragalus (dietary supplements, professional)",
        publisher: "MSD Manual Professional Version (UK)",
        url: "https://www.msdmanuals.com/uk/professional/special-subjects/dietary-supplements/astragalus",
      },
    ],
  },
  {
    id: "sc-p7a-ast-quiet-paracetamol",
    title: "Astragalus with paracetamol: quiet",
    profile: {
      medicines: ["Paracetamol 1g when needed"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Astragalus root 500 mg capsules",
          ingredients: [
            {
              ingredient: "astragalus",
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
          ingredient: "astragalus",
          with: {
            medicine: "Paracetamol 1g when needed",
          },
        },
      ],
    },
    rationale:
      "Astragalus sources name immunosuppressants (and pregnancy, autoimmune disease); paracetamol is not named.",
    sources: [
      {
        title: "Astragalus (dietary supplements, professional)",
        publisher: "MSD Manual Professional Version (UK)",
        url: "https://www.msdmanuals.com/uk/professional/special-subjects/dietary-supplements/astragalus",
      },
      {
        title: "Astragalus (NCCIH text, reproduced)",
        publisher: "VegeUniverse (reproducing NCCIH)",
        url: "https://www.vegeuniverse.com/herbs-blog/astragalus",
      },
    ],
  },
  {
    id: "sc-p7a-cc-ms",
    title: "Cat's claw with multiple sclerosis",
    profile: {
      medicines: [],
      conditions: ["multiple sclerosis"],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw bark 500 mg capsules",
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
    },
    rationale:
      'NCCIH: "Cat\'s claw might make the immune system more active, which could increase symptoms of autoimmune diseases." WebMD/Natural Medicines names MS and lupus: "best to avoid using cat\'s claw without consulting with your healthcare provider."',
    sources: [
      {
        title: "Cat's Claw",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/cats-claw",
      },
      {
        title: "Cat's claw: uses, side effects, precautions",
        publisher: "WebMD (Therapeutic Research Faculty)",
        url: "https://www.webmd.com/vitamins-supplements/ingredientmono-395-cat's%20claw.aspx?activeingredientid=395&activeingredientname=cat%27s%20claw",
      },
    ],
  },
  {
    id: "sc-p7a-cc-darunavir",
    title: "Cat's claw with darunavir/ritonavir for HIV",
    profile: {
      medicines: ["Darunavir 800mg with ritonavir"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw bark 500 mg capsules",
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
            medicine: "Darunavir 800mg with ritonavir",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "NCCIH: \"Cat's claw may interact with some medications, including some HIV drugs called protease inhibitors. If you take medication, talk with your health care provider before using cat's claw.\"",
    sources: [
      {
        title: "Cat's Claw",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/cats-claw",
      },
    ],
  },
  {
    id: "sc-p7a-cc-pregnant",
    title: "Cat's claw in pregnancy",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw bark 500 mg capsules",
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
            condition: "pregnant",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'WebMD/Natural Medicines: "Pregnancy: Taking cat\'s claw by mouth is possibly unsafe during pregnancy. Avoid using."',
    sources: [
      {
        title: "Cat's claw: uses, side effects, precautions",
        publisher: "WebMD (Therapeutic Research Faculty)",
        url: "https://www.webmd.com/vitamins-supplements/ingredientmono-395-cat's%20claw.aspx?activeingredientid=395&activeingredientname=cat%27s%20claw",
      },
      {
        title: "Cat's Claw",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/cats-claw",
      },
    ],
  },
  {
    id: "sc-p7a-cc-aspirin",
    title: "Cat's claw with daily low-dose aspirin",
    profile: {
      medicines: ["Aspirin 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw bark 500 mg capsules",
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
            medicine: "Aspirin 75mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'NCCIH: "Cat\'s claw may lower blood pressure and slow blood clotting. Talk to your health care provider if either of these effects might be a concern for you."',
    sources: [
      {
        title: "Cat's Claw",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/cats-claw",
      },
    ],
  },
  {
    id: "sc-p7a-cc-quiet-allopurinol",
    title: "Cat's claw with allopurinol: quiet",
    profile: {
      medicines: ["Allopurinol 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Cat's claw bark 500 mg capsules",
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
      noFlags: [
        {
          ingredient: "cats-claw",
          with: {
            medicine: "Allopurinol 100mg",
          },
        },
      ],
    },
    rationale:
      "NCCIH names HIV protease inhibitors and effects on blood pressure and clotting; allopurinol is not named in any cat's claw source read.",
    sources: [
      {
        title: "Cat's Claw",
        publisher: "National Center for Complementary and Integrative Health (NCCIH)",
        url: "https://nccih.nih.gov/health/cats-claw",
      },
      {
        title: "Cat's claw: uses, side effects, precautions",
        publisher: "WebMD (Therapeutic Research Faculty)",
        url: "https://www.webmd.com/vitamins-supplements/ingredientmono-395-cat's%20claw.aspx?activeingredientid=395&activeingredientname=cat%27s%20claw",
      },
    ],
  },
  {
    id: "sc-p7a-noni-ckd",
    title: "Noni with chronic kidney disease stage 3",
    profile: {
      medicines: [],
      conditions: ["kidney disease stage 3"],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            condition: "kidney disease stage 3",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'NCCIH: "Noni contains a substantial amount of potassium. People who need to restrict their intake of potassium should consult a health care provider before using noni." CAM-Cancer: its potassium content "may cause problems in people with renal" disease.',
    sources: [
      {
        title: "Noni (NCCIH fact sheet, reproduced)",
        publisher: "PharmacyHQ (reproducing NCCIH)",
        url: "https://pharmacyhq.com/herbal-supp-info/noni.php",
      },
      {
        title: "Noni (Morinda citrifolia)",
        publisher: "CAM-Cancer (NAFKAM)",
        url: "https://cam-cancer.org/noni-morinda-citrifolia",
      },
    ],
  },
  {
    id: "sc-p7a-noni-ramipril",
    title: "Noni with ramipril",
    profile: {
      medicines: ["Ramipril 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "Ramipril 10mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'Natural Standard: "Noni juice contains 56mEq/L of potassium ... Theoretically, concomitant use of noni and ACE inhibitors may increase the risk of hyperkalemia." Theoretical, so minor.',
    sources: [
      {
        title: "Noni: drug interactions (Natural Standard)",
        publisher: "nutritionhouse.info",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=79432",
      },
    ],
  },
  {
    id: "sc-p7a-noni-losartan",
    title: "Noni with losartan",
    profile: {
      medicines: ["Losartan 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "Losartan 50mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'Natural Standard: "Theoretically, concomitant use of noni and angiotensin receptor blockers may increase the risk of hyperkalemia."',
    sources: [
      {
        title: "Noni: drug interactions (Natural Standard)",
        publisher: "nutritionhouse.info",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=79432",
      },
    ],
  },
  {
    id: "sc-p7a-noni-liver",
    title: "Noni with existing liver problems",
    profile: {
      medicines: [],
      conditions: ["liver problems"],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            condition: "liver problems",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Natural Medicines: "there have been several case reports of increased liver enzymes and hepatotoxicity in people taking some noni products". NCCIH: "several cases of liver toxicity have been reported".',
    sources: [
      {
        title: "Noni (Natural Medicines safety summary)",
        publisher: "TRC Natural Medicines",
        url: "https://naturalmedicines.therapeuticresearch.com./databases/commercial-products/commercial-product.aspx?cpid=164278",
      },
      {
        title: "Noni (NCCIH fact sheet, reproduced)",
        publisher: "PharmacyHQ (reproducing NCCIH)",
        url: "https://pharmacyhq.com/herbal-supp-info/noni.php",
      },
    ],
  },
  {
    id: "sc-p7a-noni-pregnant",
    title: "Noni in pregnancy",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
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
      'Natural Medicines: "there is insufficient reliable information available about the safety of noni in humans; avoid using" during pregnancy and lactation.',
    sources: [
      {
        title: "Noni (Natural Medicines safety summary)",
        publisher: "TRC Natural Medicines",
        url: "https://naturalmedicines.therapeuticresearch.com./databases/commercial-products/commercial-product.aspx?cpid=164278",
      },
    ],
  },
  {
    id: "sc-p7a-noni-quiet-cetirizine",
    title: "Noni with cetirizine: quiet",
    profile: {
      medicines: ["Cetirizine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Noni fruit 500 mg capsules",
          ingredients: [
            {
              ingredient: "noni",
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
          ingredient: "noni",
          with: {
            medicine: "Cetirizine 10mg",
          },
        },
      ],
    },
    rationale:
      "Noni concerns are potassium (ACE inhibitors, ARBs, kidney disease) and liver injury; antihistamines are not named.",
    sources: [
      {
        title: "Noni: drug interactions (Natural Standard)",
        publisher: "nutritionhouse.info",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=79432",
      },
      {
        title: "Noni (NCCIH fact sheet, reproduced)",
        publisher: "PharmacyHQ (reproducing NCCIH)",
        url: "https://pharmacyhq.com/herbal-supp-info/noni.php",
      },
    ],
  },
  {
    id: "sc-p7a-trib-pregnant",
    title: "Tribulus in pregnancy",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Tribulus terrestris 1000 mg tablets",
          ingredients: [
            {
              ingredient: "tribulus",
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
          ingredient: "tribulus",
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
      'Natural Medicines (MedicineNet): "Taking tribulus during pregnancy is POSSIBLY UNSAFE. Animal research suggests that tribulus might harm fetal development ... It\'s best not to use tribulus if you are pregnant or nursing."',
    sources: [
      {
        title: "Puncture vine (tribulus): are there safety concerns?",
        publisher: "MedicineNet (Therapeutic Research Faculty)",
        url: "https://www.medicinenet.com/puncture_vine-page2/supplements-vitamins.htm",
      },
      {
        title: "Tribulus: uses, side effects, precautions",
        publisher: "WebMD (Therapeutic Research Faculty)",
        url: "https://www.webmd.com/vitamins-supplements/ingredientmono-39-TRIBULUS.aspx?activeIngredientId=39&activeIngredientName=TRIBULUS&source=0",
      },
    ],
  },
  {
    id: "sc-p7a-trib-bph",
    title: "Tribulus with an enlarged prostate",
    profile: {
      medicines: [],
      conditions: ["enlarged prostate (BPH)"],
    },
    stack: [
      {
        custom: {
          name: "Tribulus terrestris 1000 mg tablets",
          ingredients: [
            {
              ingredient: "tribulus",
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
          ingredient: "tribulus",
          with: {
            condition: "enlarged prostate (BPH)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Natural Medicines (MedicineNet): "There is a concern that tribulus might make prostate conditions such as benign prostate hypertrophy (BPH) or prostate cancer worse. Developing research suggests that tribulus can increase prostate weight."',
    sources: [
      {
        title: "Puncture vine (tribulus): are there safety concerns?",
        publisher: "MedicineNet (Therapeutic Research Faculty)",
        url: "https://www.medicinenet.com/puncture_vine-page2/supplements-vitamins.htm",
      },
    ],
  },
  {
    id: "sc-p7a-trib-prostate-cancer",
    title: "Tribulus testosterone booster with prostate cancer",
    profile: {
      medicines: [],
      conditions: ["prostate cancer"],
    },
    stack: [
      {
        custom: {
          name: "Tribulus terrestris 1000 mg tablets",
          ingredients: [
            {
              ingredient: "tribulus",
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
          ingredient: "tribulus",
          with: {
            condition: "prostate cancer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Natural Medicines (MedicineNet): concern that tribulus "might make prostate conditions such as benign prostate hypertrophy (BPH) or prostate cancer worse."',
    sources: [
      {
        title: "Puncture vine (tribulus): are there safety concerns?",
        publisher: "MedicineNet (Therapeutic Research Faculty)",
        url: "https://www.medicinenet.com/puncture_vine-page2/supplements-vitamins.htm",
      },
    ],
  },
  {
    id: "sc-p7a-trib-diabetes",
    title: "Tribulus with type 2 diabetes on gliclazide",
    profile: {
      medicines: ["gliclazide 40mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Tribulus terrestris 1000 mg tablets",
          ingredients: [
            {
              ingredient: "tribulus",
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
          ingredient: "tribulus",
          with: {
            condition: "type 2 diabetes",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'Natural Medicines (MedicineNet): "Diabetes. Tribulus might decrease blood sugar levels. Dose of diabetes medications might need to be adjusted by your healthcare provider."',
    sources: [
      {
        title: "Puncture vine (tribulus): are there safety concerns?",
        publisher: "MedicineNet (Therapeutic Research Faculty)",
        url: "https://www.medicinenet.com/puncture_vine-page2/supplements-vitamins.htm",
      },
    ],
  },
  {
    id: "sc-p7a-trib-quiet-montelukast",
    title: "Tribulus with montelukast: quiet",
    profile: {
      medicines: ["Montelukast 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Tribulus terrestris 1000 mg tablets",
          ingredients: [
            {
              ingredient: "tribulus",
              amount: 1000,
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
          ingredient: "tribulus",
          with: {
            medicine: "Montelukast 10mg",
          },
        },
      ],
    },
    rationale:
      "Tribulus cautions concern pregnancy, prostate conditions, diabetes and surgery; montelukast is not named.",
    sources: [
      {
        title: "Puncture vine (tribulus): are there safety concerns?",
        publisher: "MedicineNet (Therapeutic Research Faculty)",
        url: "https://www.medicinenet.com/puncture_vine-page2/supplements-vitamins.htm",
      },
      {
        title: "Tribulus: uses, side effects, precautions",
        publisher: "WebMD (Therapeutic Research Faculty)",
        url: "https://www.webmd.com/vitamins-supplements/ingredientmono-39-TRIBULUS.aspx?activeIngredientId=39&activeIngredientName=TRIBULUS&source=0",
      },
    ],
  },
  {
    id: "sc-p7a-gc-fatty-liver",
    title: "Garcinia slimming pills with fatty liver disease",
    profile: {
      medicines: [],
      conditions: ["fatty liver disease"],
    },
    stack: [
      {
        custom: {
          name: "Garcinia cambogia 700 mg capsules (60% HCA)",
          ingredients: [
            {
              ingredient: "garcinia-cambogia",
              amount: 700,
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
          ingredient: "garcinia-cambogia",
          with: {
            condition: "fatty liver disease",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'DILIN: "Garcinia Cambogia, Either Alone or in Combination with Green Tea Causes Moderate to Severe Liver Injury" (one death, one transplant, 91% hospitalised). Natural Medicines: "there is concern about liver damage."',
    sources: [
      {
        title:
          "Garcinia Cambogia, Either Alone or in Combination with Green Tea, Causes Moderate to Severe Liver Injury",
        publisher: "Clinical Gastroenterology and Hepatology (PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9004424",
        pmid: "34400337",
        doi: "10.1016/j.cgh.2021.08.015",
      },
      {
        title: "Monograph Update: Garcinia Linked to Liver Damage",
        publisher: "TRC Natural Medicines",
        url: "https://naturalmedicines.therapeuticresearch.com/news/news-items/2017/march/monograph-update-garcinia-linked-to-liver-damage.aspx",
      },
    ],
  },
  {
    id: "sc-p7a-gc-escitalopram",
    title: "Garcinia with escitalopram",
    profile: {
      medicines: ["Escitalopram 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Garcinia cambogia 700 mg capsules (60% HCA)",
          ingredients: [
            {
              ingredient: "garcinia-cambogia",
              amount: 700,
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
          ingredient: "garcinia-cambogia",
          with: {
            medicine: "Escitalopram 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'Case report: "suspected serotonin toxicity in the presence of therapeutic dosing of serotonin reuptake inhibitors (SSRIs) when combined with a nutritional supplement containing G. cambogia" (patient on escitalopram); HCA may raise serotonin.',
    sources: [
      {
        title: "Serotonin Toxicity Associated with Garcinia cambogia Over-the-counter Supplement",
        publisher: "Journal of Medical Toxicology (PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC4252288",
        pmid: "24699886",
        doi: "10.1007/s13181-014-0390-7",
      },
      {
        title:
          "Garcinia-based nutritional supplements for weight loss: effectiveness and adverse effects (review)",
        publisher: "PubMed Central (NIH National Library of Medicine)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7911601",
      },
    ],
  },
  {
    id: "sc-p7a-gc-sertraline",
    title: "Garcinia with sertraline",
    profile: {
      medicines: ["Sertraline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Garcinia cambogia 700 mg capsules (60% HCA)",
          ingredients: [
            {
              ingredient: "garcinia-cambogia",
              amount: 700,
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
          ingredient: "garcinia-cambogia",
          with: {
            medicine: "Sertraline 100mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'Review of Garcinia supplements: "some cases of hepatotoxicity, serotonin toxicity and mania have been reported"; the serotonin case occurred with an SSRI. At least a possible interaction.',
    sources: [
      {
        title:
          "Garcinia-based nutritional supplements for weight loss: effectiveness and adverse effects (review)",
        publisher: "PubMed Central (NIH National Library of Medicine)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7911601",
      },
      {
        title: "Serotonin Toxicity Associated with Garcinia cambogia Over-the-counter Supplement",
        publisher: "Journal of Medical Toxicology (PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC4252288",
        pmid: "24699886",
        doi: "10.1007/s13181-014-0390-7",
      },
    ],
  },
  {
    id: "sc-p7a-gc-quiet-bendroflumethiazide",
    title: "Garcinia with bendroflumethiazide: quiet",
    profile: {
      medicines: ["Bendroflumethiazide 2.5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Garcinia cambogia 700 mg capsules (60% HCA)",
          ingredients: [
            {
              ingredient: "garcinia-cambogia",
              amount: 700,
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
          ingredient: "garcinia-cambogia",
          with: {
            medicine: "Bendroflumethiazide 2.5mg",
          },
        },
      ],
    },
    rationale: "Garcinia concerns are liver injury and serotonergic drugs; thiazide diuretics are not named.",
    sources: [
      {
        title:
          "Garcinia-based nutritional supplements for weight loss: effectiveness and adverse effects (review)",
        publisher: "PubMed Central (NIH National Library of Medicine)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7911601",
      },
      {
        title:
          "Garcinia Cambogia, Either Alone or in Combination with Green Tea, Causes Moderate to Severe Liver Injury",
        publisher: "Clinical Gastroenterology and Hepatology (PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9004424",
        pmid: "34400337",
        doi: "10.1016/j.cgh.2021.08.015",
      },
    ],
  },
  {
    id: "sc-p7a-gce-pregnant",
    title: "Green coffee slimming capsules in pregnancy",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Green coffee bean extract 400 mg capsules",
          ingredients: [
            {
              ingredient: "green-coffee-extract",
              amount: 400,
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
          ingredient: "green-coffee-extract",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'UKMi: green coffee adverse effects "appear to be mainly due to the caffeine content". HSE: in pregnancy limit caffeine to no more than 200mg a day; high levels "can cause low birth weight" and "may increase the risk of miscarriage".',
    sources: [
      {
        title:
          "Medicines Q&A 418.1: What are the safety concerns surrounding use of green coffee extract for weight loss?",
        publisher: "UK Medicines Information (NHS), copy on studylib.net",
        url: "https://studylib.net/doc/7532997/ukmi-qanda-xx---nhs-evidence-search",
      },
      {
        title: "Caffeine in pregnancy",
        publisher: "HSE (Health Service Executive, Ireland)",
        url: "https://www2.hse.ie/pregnancy-birth/keeping-well/health-lifestyle/caffeine",
      },
    ],
  },
  {
    id: "sc-p7a-gce-quiet-mirtazapine",
    title: "Green coffee extract with mirtazapine: quiet",
    profile: {
      medicines: ["Mirtazapine 15mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Green coffee bean extract 400 mg capsules",
          ingredients: [
            {
              ingredient: "green-coffee-extract",
              amount: 400,
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
          ingredient: "green-coffee-extract",
          with: {
            medicine: "Mirtazapine 15mg",
          },
        },
      ],
    },
    rationale:
      "UKMi and Natural Medicines describe green coffee as generally well tolerated with caffeine-related effects; mirtazapine is not named as an interacting drug.",
    sources: [
      {
        title:
          "Medicines Q&A 418.1: What are the safety concerns surrounding use of green coffee extract for weight loss?",
        publisher: "UK Medicines Information (NHS), copy on studylib.net",
        url: "https://studylib.net/doc/7532997/ukmi-qanda-xx---nhs-evidence-search",
      },
      {
        title: "Green coffee (Natural Medicines text, courtesy of MedlinePlus)",
        publisher: "illness.com (reproducing Natural Medicines)",
        url: "https://illness.com/drug/green-coffee/",
      },
    ],
  },
  {
    id: "sc-p7a-gce-quiet-tamsulosin",
    title: "Green coffee extract with tamsulosin: quiet",
    profile: {
      medicines: ["Tamsulosin 400 micrograms"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Green coffee bean extract 400 mg capsules",
          ingredients: [
            {
              ingredient: "green-coffee-extract",
              amount: 400,
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
          ingredient: "green-coffee-extract",
          with: {
            medicine: "Tamsulosin 400 micrograms",
          },
        },
      ],
    },
    rationale: "No green coffee source names tamsulosin or alpha-blockers.",
    sources: [
      {
        title:
          "Medicines Q&A 418.1: What are the safety concerns surrounding use of green coffee extract for weight loss?",
        publisher: "UK Medicines Information (NHS), copy on studylib.net",
        url: "https://studylib.net/doc/7532997/ukmi-qanda-xx---nhs-evidence-search",
      },
      {
        title: "Green coffee (Natural Medicines text, courtesy of MedlinePlus)",
        publisher: "illness.com (reproducing Natural Medicines)",
        url: "https://illness.com/drug/green-coffee/",
      },
    ],
  },
  {
    id: "sc-p7a-gu-pregnant",
    title: "Guarana tablets in pregnancy",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Guarana seed extract 1000 mg tablets",
          ingredients: [
            {
              ingredient: "guarana",
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
          ingredient: "guarana",
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
      'FoundHealth: "Young children, pregnant or nursing women, or people with heart disease should not use guarana." HSE: limit caffeine in pregnancy to 200mg a day. Stockley\'s: guarana "contains significant amounts of caffeine".',
    sources: [
      {
        title: "Guarana side effects and warnings",
        publisher: "FoundHealth (EBSCO)",
        url: "https://foundhealth.com/guarana/side-effects-and-warnings",
      },
      {
        title: "Caffeine in pregnancy",
        publisher: "HSE (Health Service Executive, Ireland)",
        url: "https://www2.hse.ie/pregnancy-birth/keeping-well/health-lifestyle/caffeine",
      },
      {
        title: "Herb-Drug Interactions: Guarana (Stockley's Herbal Medicines Interactions text)",
        publisher: "medicinalplants.us",
        url: "https://medicinalplants.us/herb-drug-interactions-guarana",
      },
    ],
  },
  {
    id: "sc-p7a-gu-tranylcypromine",
    title: "Guarana with tranylcypromine (MAOI)",
    profile: {
      medicines: ["Tranylcypromine 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Guarana seed extract 1000 mg tablets",
          ingredients: [
            {
              ingredient: "guarana",
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
          ingredient: "guarana",
          with: {
            medicine: "Tranylcypromine 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'FoundHealth: "If you are taking MAO inhibitors: The caffeine in guarana could cause dangerous drug interactions."',
    sources: [
      {
        title: "Guarana side effects and warnings",
        publisher: "FoundHealth (EBSCO)",
        url: "https://foundhealth.com/guarana/side-effects-and-warnings",
      },
    ],
  },
  {
    id: "sc-p7a-gu-af",
    title: "Guarana energy tablets with atrial fibrillation",
    profile: {
      medicines: [],
      conditions: ["atrial fibrillation"],
    },
    stack: [
      {
        custom: {
          name: "Guarana seed extract 1000 mg tablets",
          ingredients: [
            {
              ingredient: "guarana",
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
          ingredient: "guarana",
          with: {
            condition: "atrial fibrillation",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      'FoundHealth: side effects include "heart arrythmias ... people with heart disease should not use guarana"; drugs to prevent arrhythmias may be interfered with.',
    sources: [
      {
        title: "Guarana side effects and warnings",
        publisher: "FoundHealth (EBSCO)",
        url: "https://foundhealth.com/guarana/side-effects-and-warnings",
      },
    ],
  },
  {
    id: "sc-p7a-gu-clozapine",
    title: "Guarana with clozapine",
    profile: {
      medicines: ["Clozapine 300mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Guarana seed extract 1000 mg tablets",
          ingredients: [
            {
              ingredient: "guarana",
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
          ingredient: "guarana",
          with: {
            medicine: "Clozapine 300mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      'Stockley\'s: "the interactions of caffeine are relevant to guarana". Caffeine study: "caffeine in daily doses of 400-1000 mg inhibits the metabolism of clozapine to an extent that might be clinically significant".',
    sources: [
      {
        title: "Effect of caffeine on clozapine pharmacokinetics in healthy volunteers",
        publisher: "British Journal of Clinical Pharmacology (PubMed)",
        url: "https://pubmed.ncbi.nlm.nih.gov/10606838/?dopt=Abstract",
        pmid: "10606838",
      },
      {
        title: "Herb-Drug Interactions: Guarana (Stockley's Herbal Medicines Interactions text)",
        publisher: "medicinalplants.us",
        url: "https://medicinalplants.us/herb-drug-interactions-guarana",
      },
    ],
  },
  {
    id: "sc-p7a-gu-quiet-simvastatin",
    title: "Guarana with simvastatin: quiet",
    profile: {
      medicines: ["Simvastatin 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Guarana seed extract 1000 mg tablets",
          ingredients: [
            {
              ingredient: "guarana",
              amount: 1000,
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
          ingredient: "guarana",
          with: {
            medicine: "Simvastatin 20mg",
          },
        },
      ],
    },
    rationale:
      "Guarana/caffeine sources name MAOIs, stimulants, antiarrhythmics, clozapine and heart disease; statins are not named.",
    sources: [
      {
        title: "Guarana side effects and warnings",
        publisher: "FoundHealth (EBSCO)",
        url: "https://foundhealth.com/guarana/side-effects-and-warnings",
      },
      {
        title: "Herb-Drug Interactions: Guarana (Stockley's Herbal Medicines Interactions text)",
        publisher: "medicinalplants.us",
        url: "https://medicinalplants.us/herb-drug-interactions-guarana",
      },
    ],
  },
  {
    id: "sc-p7a-wkb-quiet-atorvastatin",
    title: "Carb blocker (white kidney bean) with atorvastatin: quiet",
    profile: {
      medicines: ["Atorvastatin 40mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "White kidney bean extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "white-kidney-bean",
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
          ingredient: "white-kidney-bean",
          with: {
            medicine: "Atorvastatin 40mg",
          },
        },
      ],
    },
    rationale:
      'Reviews of white kidney bean extract report no serious adverse effects ("There have been no serious side effects reported following consumption of Phase 2") and name no drug interactions.',
    sources: [
      {
        title:
          "A proprietary alpha-amylase inhibitor from white bean (Phaseolus vulgaris): a review of clinical studies on weight loss and glycemic control",
        publisher: "Nutrition Journal (BMC)",
        url: "https://nutritionj.biomedcentral.com/articles/10.1186/1475-2891-10-24",
        doi: "10.1186/1475-2891-10-24",
      },
      {
        title:
          "It's No Has Bean: A Review of the Effects of White Kidney Bean Extract on Body Composition and Metabolic Health",
        publisher: "Nutrients (MDPI)",
        url: "https://www.mdpi.com/2072-6643/12/5/1398/htm",
        doi: "10.3390/nu12051398",
      },
    ],
  },
  {
    id: "sc-p7a-wkb-quiet-sertraline",
    title: "White kidney bean extract with sertraline: quiet",
    profile: {
      medicines: ["Sertraline 50mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "White kidney bean extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "white-kidney-bean",
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
          ingredient: "white-kidney-bean",
          with: {
            medicine: "Sertraline 50mg",
          },
        },
      ],
    },
    rationale:
      "White kidney bean sources describe only gastrointestinal side effects (wind, diarrhoea) that settle with use; no interaction with SSRIs is named.",
    sources: [
      {
        title: "Can white kidney bean extract really help me lose weight?",
        publisher: "ConsumerLab.com",
        url: "https://www.consumerlab.com/answers/can-white-kidney-bean-extract-really-help-me-lose-weight/white-kidney-bean-extract/?search=Diet+Powders%2FDrinks",
      },
      {
        title:
          "A proprietary alpha-amylase inhibitor from white bean (Phaseolus vulgaris): a review of clinical studies on weight loss and glycemic control",
        publisher: "Nutrition Journal (BMC)",
        url: "https://nutritionj.biomedcentral.com/articles/10.1186/1475-2891-10-24",
        doi: "10.1186/1475-2891-10-24",
      },
    ],
  },
  {
    id: "sc-p7a-wkb-quiet-ramipril",
    title: "White kidney bean extract with ramipril: quiet",
    profile: {
      medicines: ["Ramipril 5mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "White kidney bean extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "white-kidney-bean",
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
          ingredient: "white-kidney-bean",
          with: {
            medicine: "Ramipril 5mg",
          },
        },
      ],
    },
    rationale:
      "No source read names any interaction between white kidney bean extract and blood pressure medicines.",
    sources: [
      {
        title:
          "It's No Has Bean: A Review of the Effects of White Kidney Bean Extract on Body Composition and Metabolic Health",
        publisher: "Nutrients (MDPI)",
        url: "https://www.mdpi.com/2072-6643/12/5/1398/htm",
        doi: "10.3390/nu12051398",
      },
      {
        title:
          "A proprietary alpha-amylase inhibitor from white bean (Phaseolus vulgaris): a review of clinical studies on weight loss and glycemic control",
        publisher: "Nutrition Journal (BMC)",
        url: "https://nutritionj.biomedcentral.com/articles/10.1186/1475-2891-10-24",
        doi: "10.1186/1475-2891-10-24",
      },
    ],
  },
  {
    id: "sc-p7b-flaxseed-warfarin",
    title: "Warfarin patient starts flaxseed oil capsules",
    profile: {
      medicines: ["Warfarin 3mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Flaxseed oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "flaxseed",
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
          ingredient: "flaxseed",
          with: {
            medicine: "Warfarin 3mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Source: 'Omega-3 fatty acids may increase the effects of blood thinning medications, including aspirin and warfarin' and people on them 'should not use flaxseed without first talking to your health care provider'.",
    sources: [
      {
        title: "Possible Interactions with: Flaxseed",
        publisher: "St. Luke's Hospital (A.D.A.M./VeriMed)",
        url: "https://stlukes-stl.com/health-content/medicine/33/000899.htm",
      },
    ],
  },
  {
    id: "sc-p7b-flaxseed-gliclazide",
    title: "Type 2 diabetic on gliclazide adds milled flaxseed",
    profile: {
      medicines: ["gliclazide 80mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Organic milled linseed 15 g",
          ingredients: [
            {
              ingredient: "flaxseed",
              amount: 15,
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
          ingredient: "flaxseed",
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
      "Source: 'If you are taking medicines for diabetes, including insulin, you should only use flaxseed (ALA) under the supervision of a qualified health care provider.' Gliclazide is a sulfonylurea diabetes medicine.",
    sources: [
      {
        title: "Possible Interactions with: Flaxseed",
        publisher: "St. Luke's Hospital (A.D.A.M./VeriMed)",
        url: "https://stlukes-stl.com/health-content/medicine/33/000899.htm",
      },
    ],
  },
  {
    id: "sc-p7b-flaxseed-hrt",
    title: "Woman on HRT takes linseed for hot flushes",
    profile: {
      medicines: ["HRT"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Flaxseed oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "flaxseed",
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
          ingredient: "flaxseed",
          with: {
            medicine: "HRT",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Source: 'Flaxseed may alter hormonal levels and alter the effects of oral contraceptives or HRT. Only use flaxseed under the supervision of a qualified health care provider if you are taking ... HRT.'",
    sources: [
      {
        title: "Possible Interactions with: Flaxseed",
        publisher: "St. Luke's Hospital (A.D.A.M./VeriMed)",
        url: "https://stlukes-stl.com/health-content/medicine/33/000899.htm",
      },
    ],
  },
  {
    id: "sc-p7b-flaxseed-er-breast-cancer",
    title: "Oestrogen-positive breast cancer survivor wants flaxseed",
    profile: {
      medicines: [],
      conditions: ["oestrogen-positive breast cancer"],
    },
    stack: [
      {
        custom: {
          name: "Organic milled flaxseed 15 g",
          ingredients: [
            {
              ingredient: "flaxseed",
              amount: 15,
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
          ingredient: "flaxseed",
          with: {
            condition: "oestrogen-positive breast cancer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "MSKCC About Herbs summary: 'Because flaxseed contains phytoestrogenic lignans, patients with estrogen receptor-positive breast cancer should use caution before taking flaxseed supplements.'",
    sources: [
      {
        title: "Flaxseed (Linum usitatissimum)",
        publisher: "ONCOLOGY / CancerNetwork (MSKCC Integrative Medicine Service)",
        url: "https://cancernetwork.com/view/flaxseed-linum-usitatissimum",
      },
      {
        title: "Integrative Oncology: Flaxseed (Memorial Sloan-Kettering About Herbs)",
        publisher: "The ASCO Post",
        url: "https://ascopost.com/issues/april-15-2013/flaxseed/",
      },
    ],
  },
  {
    id: "sc-p7b-flaxseed-pregnant",
    title: "Pregnant woman asks about flaxseed oil capsules",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Flaxseed oil 1000 mg capsules",
          ingredients: [
            {
              ingredient: "flaxseed",
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
          ingredient: "flaxseed",
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
      "Drugs.com professional monograph: 'The use of flaxseed and flaxseed oil during pregnancy and lactation is not recommended.'",
    sources: [
      {
        title: "Flax (professional monograph)",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/npp/flax.html",
      },
    ],
  },
  {
    id: "sc-p7b-flaxseed-quiet-hayfever-inhaler",
    title: "Flaxseed with a salbutamol inhaler and hay fever: no flag expected",
    profile: {
      medicines: ["salbutamol inhaler"],
      conditions: ["hay fever"],
    },
    stack: [
      {
        custom: {
          name: "Flaxseed oil 1000 mg capsules",
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
      noFlags: [
        {
          ingredient: "flaxseed",
          with: {
            medicine: "salbutamol inhaler",
          },
        },
        {
          ingredient: "flaxseed",
          with: {
            condition: "hay fever",
          },
        },
      ],
    },
    rationale:
      "The flaxseed sources read (drug-interaction list: blood thinners, diabetes medicines, the pill/HRT, and spacing from oral medicines) name neither inhaled salbutamol nor hay fever; an inhaled bronchodilator is not affected by gut absorption or bleeding effects.",
    sources: [
      {
        title: "Possible Interactions with: Flaxseed",
        publisher: "St. Luke's Hospital (A.D.A.M./VeriMed)",
        url: "https://stlukes-stl.com/health-content/medicine/33/000899.htm",
      },
      {
        title: "Flax (professional monograph)",
        publisher: "Drugs.com",
        url: "https://www.drugs.com/npp/flax.html",
      },
    ],
  },
  {
    id: "sc-p7b-soy-tamoxifen",
    title: "Breast cancer patient on tamoxifen buys soy isoflavones for hot flushes",
    profile: {
      medicines: ["Tamoxifen 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Soy isoflavones 50 mg tablets",
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
            medicine: "Tamoxifen 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "MSKCC About Herbs (soy): 'Talk with your healthcare provider if you're taking tamoxifen (such as Nolvadex or Soltamox). Soy supplements can affect how it works.'",
    sources: [
      {
        title: "Soy: Purported Benefits, Side Effects & More (About Herbs)",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/herb/soy",
      },
    ],
  },
  {
    id: "sc-p7b-soy-anastrozole",
    title: "Woman on Arimidex (anastrozole) takes soy isoflavones",
    profile: {
      medicines: ["Arimidex"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Soy isoflavones 50 mg tablets",
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
            medicine: "Arimidex",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "MSKCC About Herbs (soy): 'Talk with your healthcare provider if you're taking aromatase inhibitors' (medications that stop aromatase changing other hormones into estrogen, e.g. letrozole). Arimidex is anastrozole, an aromatase inhibitor.",
    sources: [
      {
        title: "Soy: Purported Benefits, Side Effects & More (About Herbs)",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/herb/soy",
      },
    ],
  },
  {
    id: "sc-p7b-soy-letrozole",
    title: "Letrozole patient adds menopause soy supplement",
    profile: {
      medicines: ["letrozole"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Menopause soy isoflavones 80 mg",
          ingredients: [
            {
              ingredient: "soy-isoflavones",
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
          ingredient: "soy-isoflavones",
          with: {
            medicine: "letrozole",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "MSKCC About Herbs (soy) advises talking with a healthcare provider if taking aromatase inhibitors and names letrozole as an example.",
    sources: [
      {
        title: "Soy: Purported Benefits, Side Effects & More (About Herbs)",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/herb/soy",
      },
    ],
  },
  {
    id: "sc-p7b-soy-levothyroxine",
    title: "Underactive thyroid patient on levothyroxine takes soy isoflavones",
    profile: {
      medicines: ["Levothyroxine 100mcg"],
      conditions: ["underactive thyroid"],
    },
    stack: [
      {
        custom: {
          name: "Soy isoflavones 50 mg tablets",
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
            medicine: "Levothyroxine 100mcg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "EFSA: 'isoflavones may interact with the synthesis of thyroid hormone'; the panel found no data to assess safety for women on medication for thyroid disease. A possible effect only, so at least minor.",
    sources: [
      {
        title:
          "Risk assessment for peri- and post-menopausal women taking food supplements containing isolated isoflavones",
        publisher: "European Food Safety Authority",
        url: "https://www.efsa.europa.eu/en/efsajournal/pub/4246",
      },
    ],
  },
  {
    id: "sc-p7b-soy-quiet-allopurinol-gout",
    title: "Soy isoflavones with allopurinol for gout: no flag expected",
    profile: {
      medicines: ["allopurinol 100mg"],
      conditions: ["gout"],
    },
    stack: [
      {
        custom: {
          name: "Soy isoflavones 50 mg tablets",
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
      noFlags: [
        {
          ingredient: "soy-isoflavones",
          with: {
            medicine: "allopurinol 100mg",
          },
        },
        {
          ingredient: "soy-isoflavones",
          with: {
            condition: "gout",
          },
        },
      ],
    },
    rationale:
      "The soy sources read (MSKCC About Herbs: tamoxifen, aromatase inhibitors; EFSA: mammary gland, uterus, thyroid) do not name allopurinol or gout, and there is no plausible mechanism.",
    sources: [
      {
        title: "Soy: Purported Benefits, Side Effects & More (About Herbs)",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/herb/soy",
      },
      {
        title:
          "Risk assessment for peri- and post-menopausal women taking food supplements containing isolated isoflavones",
        publisher: "European Food Safety Authority",
        url: "https://www.efsa.europa.eu/en/efsajournal/pub/4246",
      },
    ],
  },
  {
    id: "sc-p7b-pomegranate-warfarin",
    title: "Warfarin patient starts pomegranate extract capsules",
    profile: {
      medicines: ["warfarin"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pomegranate extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "pomegranate",
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
          ingredient: "pomegranate",
          with: {
            medicine: "warfarin",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "NCCIH: 'It's unclear whether pomegranate interacts with anticoagulant medicines such as warfarin; if you take this type of drug, check with your health care provider before using pomegranate.' A UK case report describes a possible pomegranate-warfarin interaction.",
    sources: [
      {
        title: "NCCIH Clinical Digest bulletin: Pomegranate",
        publisher: "National Center for Complementary and Integrative Health",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21e5935?reqfrom=share",
      },
      {
        title: "Possible interaction between pomegranate juice and warfarin",
        publisher: "Emergency Medicine Journal (BMJ)",
        url: "https://emj.bmj.com/content/27/1/74.full",
      },
    ],
  },
  {
    id: "sc-p7b-pomegranate-rosuvastatin",
    title: "Crestor user adds pomegranate extract",
    profile: {
      medicines: ["Crestor 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Pomegranate extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "pomegranate",
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
          ingredient: "pomegranate",
          with: {
            medicine: "Crestor 10mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "AJHP review: 'Pomegranate may increase the risk for rhabdomyolysis during statin therapy' with a case of rhabdomyolysis in a man taking rosuvastatin and ezetimibe who began drinking pomegranate juice. Possible effect only, so minor or above.",
    sources: [
      {
        title: "Antioxidant and Antiatherogenic Effects of Pomegranate (Am J Health Syst Pharm 2011)",
        publisher: "Medscape / American Journal of Health-System Pharmacy",
        url: "https://www.medscape.com/viewarticle/745906_7",
      },
    ],
  },
  {
    id: "sc-p7b-pomegranate-ramipril",
    title: "Blood pressure patient on ramipril takes pomegranate extract",
    profile: {
      medicines: ["ramipril 5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Pomegranate extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "pomegranate",
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
          ingredient: "pomegranate",
          with: {
            medicine: "ramipril 5mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "AJHP review: 'Pomegranate has been shown to reduce ACE activity, so it may lower blood pressure and enhance the effects of ACE inhibitors or other antihypertensive agents.' Ramipril is an ACE inhibitor; possible additive effect only.",
    sources: [
      {
        title: "Antioxidant and Antiatherogenic Effects of Pomegranate (Am J Health Syst Pharm 2011)",
        publisher: "Medscape / American Journal of Health-System Pharmacy",
        url: "https://www.medscape.com/viewarticle/745906_7",
      },
    ],
  },
  {
    id: "sc-p7b-pomegranate-quiet-cetirizine-eczema",
    title: "Pomegranate extract with cetirizine for eczema: no flag expected",
    profile: {
      medicines: ["cetirizine"],
      conditions: ["eczema"],
    },
    stack: [
      {
        custom: {
          name: "Pomegranate extract 500 mg capsules",
          ingredients: [
            {
              ingredient: "pomegranate",
              amount: 500,
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
          ingredient: "pomegranate",
          with: {
            medicine: "cetirizine",
          },
        },
        {
          ingredient: "pomegranate",
          with: {
            condition: "eczema",
          },
        },
      ],
    },
    rationale:
      "The pomegranate sources read name warfarin, statins and ACE inhibitors/antihypertensives (and allergy to pomegranate itself) but not cetirizine or eczema; no plausible interaction.",
    sources: [
      {
        title: "NCCIH Clinical Digest bulletin: Pomegranate",
        publisher: "National Center for Complementary and Integrative Health",
        url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21e5935?reqfrom=share",
      },
      {
        title: "Antioxidant and Antiatherogenic Effects of Pomegranate (Am J Health Syst Pharm 2011)",
        publisher: "Medscape / American Journal of Health-System Pharmacy",
        url: "https://www.medscape.com/viewarticle/745906_7",
      },
    ],
  },
  {
    id: "sc-p7b-bromelain-clopidogrel",
    title: "Clopidogrel after a stent, adds bromelain",
    profile: {
      medicines: ["clopidogrel 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Bromelain 500 mg capsules",
          ingredients: [
            {
              ingredient: "bromelain",
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
          ingredient: "bromelain",
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
      "Natural Standard monograph: bromelain may increase prothrombin time and reduce platelet sensitivity; 'Theoretically, bromelain may increase the risk of bleeding when taken with anticoagulants or antiplatelets.' Clopidogrel is an antiplatelet.",
    sources: [
      {
        title: "Bromelain: drug interactions (Natural Standard monograph)",
        publisher: "Nutrition House Wellness Library",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=79167",
      },
    ],
  },
  {
    id: "sc-p7b-bromelain-quiet-atorvastatin",
    title: "Bromelain with atorvastatin: no flag expected",
    profile: {
      medicines: ["atorvastatin 20mg"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Bromelain 500 mg capsules",
          ingredients: [
            {
              ingredient: "bromelain",
              amount: 500,
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
          ingredient: "bromelain",
          with: {
            medicine: "atorvastatin 20mg",
          },
        },
        {
          ingredient: "bromelain",
          with: {
            condition: "high cholesterol",
          },
        },
      ],
    },
    rationale:
      "The bromelain sources read name blood thinners, antiplatelets/NSAIDs and some antibiotics (amoxicillin, tetracycline), not statins or high cholesterol; no plausible interaction with atorvastatin.",
    sources: [
      {
        title: "Bromelain: drug interactions (Natural Standard monograph)",
        publisher: "Nutrition House Wellness Library",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=79167",
      },
      {
        title: "Bromelain with esomeprazole/naproxen: interaction details",
        publisher: "HelloPharmacist (Natural Medicines data)",
        url: "https://hellopharmacist.com/drug-herbal-interactions/bromelain-with-esomeprazole-naproxen",
      },
    ],
  },
  {
    id: "sc-p7b-cbd-epilim",
    title: "Epilim (sodium valproate) user starts CBD oil",
    profile: {
      medicines: ["Epilim"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "CBD oil 5% 10 mg a day",
          ingredients: [
            {
              ingredient: "cbd",
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
          ingredient: "cbd",
          with: {
            medicine: "Epilim",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Epidyolex SmPC 4.4: 'In clinical trials, the majority of ALT elevations occurred in patients taking concomitant valproate ... Dose adjustment or discontinuation of valproate ... should be considered if transaminase elevations occur.' The FSA also does not recommend CBD for people taking any medication unless under medical direction.",
    sources: [
      {
        title: "Epidyolex 100 mg/ml oral solution SmPC (GB), sections 4.3-4.4",
        publisher: "RxReasoner (MHRA-approved product information)",
        url: "https://www.rxreasoner.com/monographs/epidyolex/precautions",
      },
      {
        title: "Cannabidiol (CBD): consumer advice",
        publisher: "Food Standards Agency",
        url: "https://www.food.gov.uk/safety-hygiene/cannabidiol-cbd?navref=breadcrumb",
      },
    ],
  },
  {
    id: "sc-p7b-cbd-clobazam",
    title: "Clobazam user buys CBD drops",
    profile: {
      medicines: ["clobazam 10mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "CBD oil 5% 10 mg a day",
          ingredients: [
            {
              ingredient: "cbd",
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
          ingredient: "cbd",
          with: {
            medicine: "clobazam 10mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Epidyolex SmPC 4.4: 'Concomitant use of clobazam also increased the incidence of transaminase elevations ... dose adjustment of clobazam should be considered if transaminase elevations occur.' FSA: CBD not recommended for people taking any medication unless under medical direction.",
    sources: [
      {
        title: "Epidyolex 100 mg/ml oral solution SmPC (GB), sections 4.3-4.4",
        publisher: "RxReasoner (MHRA-approved product information)",
        url: "https://www.rxreasoner.com/monographs/epidyolex/precautions",
      },
      {
        title: "Cannabidiol (CBD): consumer advice",
        publisher: "Food Standards Agency",
        url: "https://www.food.gov.uk/safety-hygiene/cannabidiol-cbd?navref=breadcrumb",
      },
    ],
  },
  {
    id: "sc-p7b-cbd-prograf",
    title: "Kidney transplant patient on Prograf (tacrolimus) tries CBD",
    profile: {
      medicines: ["Prograf"],
      conditions: ["kidney transplant"],
    },
    stack: [
      {
        custom: {
          name: "CBD oil 5% 10 mg a day",
          ingredients: [
            {
              ingredient: "cbd",
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
          ingredient: "cbd",
          with: {
            medicine: "Prograf",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Case report: 'a significant drug-drug interaction between the purified CBD product and tacrolimus' with an approximately 3-fold increase in tacrolimus concentrations; the authors say it 'suggests caution when using the combination'. FSA advises against CBD for people on medication unless under medical direction.",
    sources: [
      {
        title:
          "Evidence of a clinically significant drug-drug interaction between cannabidiol and tacrolimus",
        publisher: "American Journal of Transplantation (PubMed)",
        url: "https://www.ncbi.nlm.nih.gov/pubmed/31012522",
        pmid: "31012522",
        doi: "10.1111/ajt.15398",
      },
      {
        title: "Cannabidiol (CBD): consumer advice",
        publisher: "Food Standards Agency",
        url: "https://www.food.gov.uk/safety-hygiene/cannabidiol-cbd?navref=breadcrumb",
      },
    ],
  },
  {
    id: "sc-p7b-cbd-pregnant",
    title: "Pregnant woman asks about CBD gummies for sleep",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "CBD gummies 10 mg",
          ingredients: [
            {
              ingredient: "cbd",
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
          ingredient: "cbd",
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
      "FSA: 'As a precaution, we do not recommend CBD for people in vulnerable groups, unless under medical direction. These include: pregnant and breastfeeding women; people taking any medication.'",
    sources: [
      {
        title: "Cannabidiol (CBD): consumer advice",
        publisher: "Food Standards Agency",
        url: "https://www.food.gov.uk/safety-hygiene/cannabidiol-cbd?navref=breadcrumb",
      },
    ],
  },
  {
    id: "sc-p7b-cbd-breastfeeding",
    title: "Breastfeeding mum considers CBD oil",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "CBD oil 5% 10 mg a day",
          ingredients: [
            {
              ingredient: "cbd",
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
          ingredient: "cbd",
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
      "FSA: CBD is not recommended for vulnerable groups unless under medical direction, including 'pregnant and breastfeeding women'.",
    sources: [
      {
        title: "Cannabidiol (CBD): consumer advice",
        publisher: "Food Standards Agency",
        url: "https://www.food.gov.uk/safety-hygiene/cannabidiol-cbd?navref=breadcrumb",
      },
    ],
  },
  {
    id: "sc-p7b-cbd-over-fsa-limit",
    title: "Healthy adult takes 25 mg CBD a day, above FSA advice",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "CBD capsules 25 mg",
          ingredients: [
            {
              ingredient: "cbd",
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
          ingredient: "cbd",
          with: {
            upperLevel: true,
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Food Standards Scotland/FSA: 'healthy adults should limit their consumption to 10mg of CBD from food per day. The more CBD you consume over your lifetime, the more likely you are to develop long-term adverse effects, like liver damage or thyroid issues.' 25 mg a day is 2.5 times that level.",
    sources: [
      {
        title: "Updated consumer advice for Cannabidiol (CBD) food products",
        publisher: "Food Standards Scotland (bulletin)",
        url: "https://sgfscot.co.uk/bulletins/updated-consumer-advice-for-cannabidiol-cbd-food-products",
      },
      {
        title: "Cannabidiol (CBD): information for consumers",
        publisher: "Food Standards Scotland",
        url: "https://www.foodstandards.gov.scot/consumers/food-safety/novel-foods/cannabidiol-cbd",
      },
    ],
  },
  {
    id: "sc-p7b-cbd-quiet-tennis-elbow",
    title: "CBD 10 mg for tennis elbow, no medicines: no condition flag expected",
    profile: {
      medicines: [],
      conditions: ["tennis elbow"],
    },
    stack: [
      {
        custom: {
          name: "CBD oil 5% 10 mg a day",
          ingredients: [
            {
              ingredient: "cbd",
              amount: 10,
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
          ingredient: "cbd",
          with: {
            condition: "tennis elbow",
          },
        },
      ],
    },
    rationale:
      "The CBD sources read name pregnancy, breastfeeding, people on medication, and liver/thyroid effects at higher intakes; tennis elbow is not named and 10 mg is within FSA advice for healthy adults.",
    sources: [
      {
        title: "Cannabidiol (CBD): consumer advice",
        publisher: "Food Standards Agency",
        url: "https://www.food.gov.uk/safety-hygiene/cannabidiol-cbd?navref=breadcrumb",
      },
    ],
  },
  {
    id: "sc-p7b-chondroitin-warfarin",
    title: "Warfarin patient buys chondroitin for knee arthritis",
    profile: {
      medicines: ["warfarin 5mg"],
      conditions: ["osteoarthritis"],
    },
    stack: [
      {
        custom: {
          name: "Chondroitin sulphate 800 mg",
          ingredients: [
            {
              ingredient: "chondroitin",
              amount: 800,
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
          ingredient: "chondroitin",
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
      "SPS: 'There are two published case reports of increased INR in patients receiving warfarin who self-medicated with glucosamine-chondroitin supplements ... Caution is advised for anyone taking chondroitin with warfarin or other anticoagulants or antiplatelet agents. Monitoring ... is recommended.'",
    sources: [
      {
        title: "Chondroitin – what are its drug interactions?",
        publisher: "NHS Specialist Pharmacy Service (Welsh Medicines Information Centre)",
        url: "https://www.sps.nhs.uk/articles/chondroitin-d-drug-interactions/",
      },
    ],
  },
  {
    id: "sc-p7b-chondroitin-eliquis",
    title: "Eliquis (apixaban) user adds chondroitin",
    profile: {
      medicines: ["Eliquis"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Chondroitin sulphate 800 mg",
          ingredients: [
            {
              ingredient: "chondroitin",
              amount: 800,
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
          ingredient: "chondroitin",
          with: {
            medicine: "Eliquis",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "SPS: 'Caution should be exercised if chondroitin is used with warfarin or other anticoagulants ..., direct oral anticoagulants (DOACs) (such as apixaban, dabigatran, edoxaban and rivaroxaban) ... Monitoring for bleeding episodes ... is recommended.' Eliquis is apixaban.",
    sources: [
      {
        title: "Chondroitin – what are its drug interactions?",
        publisher: "NHS Specialist Pharmacy Service (Welsh Medicines Information Centre)",
        url: "https://www.sps.nhs.uk/articles/chondroitin-d-drug-interactions/",
      },
    ],
  },
  {
    id: "sc-p7b-chondroitin-rivaroxaban",
    title: "Xarelto patient on glucosamine-free chondroitin",
    profile: {
      medicines: ["Xarelto 20mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Chondroitin sulphate 400 mg",
          ingredients: [
            {
              ingredient: "chondroitin",
              amount: 400,
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
          ingredient: "chondroitin",
          with: {
            medicine: "Xarelto 20mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "SPS names rivaroxaban among the DOACs with which chondroitin should be used with caution and bleeding monitored.",
    sources: [
      {
        title: "Chondroitin – what are its drug interactions?",
        publisher: "NHS Specialist Pharmacy Service (Welsh Medicines Information Centre)",
        url: "https://www.sps.nhs.uk/articles/chondroitin-d-drug-interactions/",
      },
    ],
  },
  {
    id: "sc-p7b-chondroitin-prostate-cancer",
    title: "Man with prostate cancer wants chondroitin for joints",
    profile: {
      medicines: [],
      conditions: ["prostate cancer"],
    },
    stack: [
      {
        custom: {
          name: "Chondroitin sulphate 800 mg",
          ingredients: [
            {
              ingredient: "chondroitin",
              amount: 800,
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
          ingredient: "chondroitin",
          with: {
            condition: "prostate cancer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Alternative Medicine Alert (urologist letter and authors' response): chondroitin sulphate may cause prostate cancer to spread or recur; 'until more conclusive information is available, males who are at risk of developing or who already have prostate cancer should avoid chondroitin.'",
    sources: [
      {
        title: "Reader Question: chondroitin and prostate cancer (Alternative Medicine Alert, Feb 2001)",
        publisher: "Relias Media",
        url: "https://reliasmedia.com/articles/68004-reader-question",
      },
    ],
  },
  {
    id: "sc-p7b-chondroitin-quiet-amlodipine",
    title: "Chondroitin with amlodipine for blood pressure: no flag expected",
    profile: {
      medicines: ["amlodipine 5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "Chondroitin sulphate 800 mg",
          ingredients: [
            {
              ingredient: "chondroitin",
              amount: 800,
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
          ingredient: "chondroitin",
          with: {
            medicine: "amlodipine 5mg",
          },
        },
        {
          ingredient: "chondroitin",
          with: {
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      "The SPS chondroitin drug-interaction Q&A names only anticoagulants, DOACs and antiplatelets; amlodipine and high blood pressure are not mentioned and there is no plausible mechanism.",
    sources: [
      {
        title: "Chondroitin – what are its drug interactions?",
        publisher: "NHS Specialist Pharmacy Service (Welsh Medicines Information Centre)",
        url: "https://www.sps.nhs.uk/articles/chondroitin-d-drug-interactions/",
      },
    ],
  },
  {
    id: "sc-p7b-boron-estradiol",
    title: "HRT user on estradiol adds boron for bones",
    profile: {
      medicines: ["estradiol 1mg"],
      conditions: ["menopause"],
    },
    stack: [
      {
        custom: {
          name: "Boron 3 mg (as citrate)",
          ingredients: [
            {
              ingredient: "boron",
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
          ingredient: "boron",
          with: {
            medicine: "estradiol 1mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Medscape: 'boron increases levels of estradiol by altering metabolism. Minor/Significance Unknown.' Natural Standard: 'In theory, use of boron with estrogen-active drugs such as birth control pills or hormone replacement therapy may result in increased estrogen effects.'",
    sources: [
      {
        title: "Boron: dosing, interactions, adverse effects",
        publisher: "Medscape Reference",
        url: "https://reference.medscape.com/drug/boron-344435",
      },
      {
        title: "Boron: interactions with drugs (Natural Standard)",
        publisher: "AARP Medicare Plans / Natural Standard (Healthline)",
        url: "https://www.aarpmedicareplans.com/natstandardcontent/boron/3?brand=",
      },
    ],
  },
  {
    id: "sc-p7b-boron-microgynon",
    title: "Woman on Microgynon takes a boron supplement",
    profile: {
      medicines: ["Microgynon 30"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Boron 3 mg (as citrate)",
          ingredients: [
            {
              ingredient: "boron",
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
          ingredient: "boron",
          with: {
            medicine: "Microgynon 30",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Natural Standard: 'In theory, use of boron with estrogen-active drugs such as birth control pills ... may result in increased estrogen effects.' Microgynon is a combined pill containing ethinylestradiol. Theoretical effect only.",
    sources: [
      {
        title: "Boron: interactions with drugs (Natural Standard)",
        publisher: "AARP Medicare Plans / Natural Standard (Healthline)",
        url: "https://www.aarpmedicareplans.com/natstandardcontent/boron/3?brand=",
      },
    ],
  },
  {
    id: "sc-p7b-boron-testogel",
    title: "Man on Testogel buys boron to 'boost testosterone'",
    profile: {
      medicines: ["Testogel"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Boron 6 mg",
          ingredients: [
            {
              ingredient: "boron",
              amount: 6,
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
          ingredient: "boron",
          with: {
            medicine: "Testogel",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Natural Standard: 'Use of boron with testosterone-active drugs such as Testoderm may result in increased testosterone effects.' Testogel is a testosterone gel; theoretical effect only.",
    sources: [
      {
        title: "Boron: interactions with drugs (Natural Standard)",
        publisher: "AARP Medicare Plans / Natural Standard (Healthline)",
        url: "https://www.aarpmedicareplans.com/natstandardcontent/boron/3?brand=",
      },
    ],
  },
  {
    id: "sc-p7b-boron-quiet-omeprazole",
    title: "Boron with omeprazole for reflux: no flag expected",
    profile: {
      medicines: ["omeprazole 20mg"],
      conditions: ["acid reflux"],
    },
    stack: [
      {
        custom: {
          name: "Boron 3 mg (as citrate)",
          ingredients: [
            {
              ingredient: "boron",
              amount: 3,
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
          ingredient: "boron",
          with: {
            medicine: "omeprazole 20mg",
          },
        },
        {
          ingredient: "boron",
          with: {
            condition: "acid reflux",
          },
        },
      ],
    },
    rationale:
      "The boron interaction sources read (Medscape: estrogens only, all minor; Natural Standard: estrogens, testosterone, magnesium antacids and broad theoretical classes) do not name proton pump inhibitors or reflux; no plausible mechanism at 3 mg.",
    sources: [
      {
        title: "Boron: dosing, interactions, adverse effects",
        publisher: "Medscape Reference",
        url: "https://reference.medscape.com/drug/boron-344435",
      },
      {
        title: "Boron: interactions with drugs (Natural Standard)",
        publisher: "AARP Medicare Plans / Natural Standard (Healthline)",
        url: "https://www.aarpmedicareplans.com/natstandardcontent/boron/3?brand=",
      },
    ],
  },
  {
    id: "sc-p7b-silicon-quiet-levothyroxine",
    title: "Orthosilicic acid with levothyroxine: no flag expected",
    profile: {
      medicines: ["levothyroxine 75mcg"],
      conditions: ["underactive thyroid"],
    },
    stack: [
      {
        custom: {
          name: "Choline-stabilised orthosilicic acid 10 mg silicon",
          ingredients: [
            {
              ingredient: "silicon",
              amount: 10,
              unit: "mg",
              chemicalForm: "choline-stabilised orthosilicic acid",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "silicon",
          with: {
            medicine: "levothyroxine 75mcg",
          },
        },
        {
          ingredient: "silicon",
          with: {
            condition: "underactive thyroid",
          },
        },
      ],
    },
    rationale:
      "The silicon sources read (EFSA opinion on ch-OSA; MDPI review of silicon safety) describe silicon as of low toxicity and name no interaction with thyroid medicines or thyroid disease; 10 mg is far below the 700 mg NHS guidance level.",
    sources: [
      {
        title:
          "Sources, Bioavailability, and Safety of Silicon Derived from Foods and Other Sources Added for Nutritional Purposes in Food Supplements and Functional Foods",
        publisher: "Applied Sciences (MDPI)",
        url: "https://mdpi.com/2076-3417/10/18/6255",
        doi: "10.3390/app10186255",
      },
      {
        title:
          "Choline-stabilised orthosilicic acid added for nutritional purposes to food supplements (EFSA Journal 2009, 948)",
        publisher: "European Food Safety Authority (copy on Auspi)",
        url: "https://www.auspi.com/en/european-food-safety-scientific-opinion",
      },
    ],
  },
  {
    id: "sc-p7b-silicon-quiet-metformin",
    title: "Bamboo silica with metformin for type 2 diabetes: no flag expected",
    profile: {
      medicines: ["metformin 500mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Bamboo silica 50 mg silicon",
          ingredients: [
            {
              ingredient: "silicon",
              amount: 50,
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
          ingredient: "silicon",
          with: {
            medicine: "metformin 500mg",
          },
        },
        {
          ingredient: "silicon",
          with: {
            condition: "type 2 diabetes",
          },
        },
      ],
    },
    rationale:
      "No silicon source read names metformin or diabetes; dietary silicon (e.g. from bamboo/diatomaceous silica) is of low toxicity at supplement amounts.",
    sources: [
      {
        title:
          "Sources, Bioavailability, and Safety of Silicon Derived from Foods and Other Sources Added for Nutritional Purposes in Food Supplements and Functional Foods",
        publisher: "Applied Sciences (MDPI)",
        url: "https://mdpi.com/2076-3417/10/18/6255",
        doi: "10.3390/app10186255",
      },
    ],
  },
  {
    id: "sc-p7b-choline-trimethylaminuria",
    title: "Person with fish odour syndrome considers choline for 'brain health'",
    profile: {
      medicines: [],
      conditions: ["trimethylaminuria (fish odour syndrome)"],
    },
    stack: [
      {
        custom: {
          name: "Choline bitartrate 1 g (choline 410 mg)",
          ingredients: [
            {
              ingredient: "choline",
              amount: 410,
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
          ingredient: "choline",
          with: {
            condition: "trimethylaminuria (fish odour syndrome)",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "IOM (1998) as summarised: 'Individuals with renal disease, liver disease, depression, Parkinson's disease and trimethylaminuria (fishy odor syndrome) may have increased susceptibility to the adverse effects of choline'; trimethylamine from choline causes fishy body odour.",
    sources: [
      {
        title: "Health Professional - Tolerable Upper Level Intake (choline, citing IOM 1998)",
        publisher: "Choline Information Council",
        url: "https://cholinecouncil.com/health_professional/tolerable_upper_level_intake.php",
      },
    ],
  },
  {
    id: "sc-p7b-choline-quiet-simvastatin",
    title: "Choline with simvastatin for cholesterol: no flag expected",
    profile: {
      medicines: ["simvastatin 40mg"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Choline bitartrate 1 g (choline 410 mg)",
          ingredients: [
            {
              ingredient: "choline",
              amount: 410,
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
          ingredient: "choline",
          with: {
            medicine: "simvastatin 40mg",
          },
        },
        {
          ingredient: "choline",
          with: {
            condition: "high cholesterol",
          },
        },
      ],
    },
    rationale:
      "The choline safety sources read list renal and liver disease, depression, Parkinson's disease and trimethylaminuria as sensitive groups and name no interacting medicines; statins and high cholesterol are not named.",
    sources: [
      {
        title: "Health Professional - Tolerable Upper Level Intake (choline, citing IOM 1998)",
        publisher: "Choline Information Council",
        url: "https://cholinecouncil.com/health_professional/tolerable_upper_level_intake.php",
      },
    ],
  },
  {
    id: "sc-p7b-lutein-quiet-ex-smoker",
    title: "Former smoker with macular degeneration takes lutein: no flag expected",
    profile: {
      medicines: [],
      conditions: ["ex-smoker", "dry macular degeneration"],
    },
    stack: [
      {
        custom: {
          name: "Lutein 10 mg (marigold extract)",
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
    ],
    expect: {
      noFlags: [
        {
          ingredient: "lutein",
          with: {
            condition: "ex-smoker",
          },
        },
        {
          ingredient: "lutein",
          with: {
            condition: "dry macular degeneration",
          },
        },
      ],
    },
    rationale:
      "AREDS2 Report 28: 'development of lung cancer nearly doubled in participants assigned to beta carotene among former smokers but not those assigned to lutein/zeaxanthin'; the lutein formula 'was safe, with no association with developing lung cancer'. Smoking history is a beta-carotene issue, not a lutein one.",
    sources: [
      {
        title:
          "Long-term Outcomes of Adding Lutein/Zeaxanthin and omega-3 Fatty Acids to the AREDS Supplements on AMD Progression: AREDS2 Report 28",
        publisher: "JAMA Ophthalmology (PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9164119",
        pmid: "35653117",
        doi: "10.1001/jamaophthalmol.2022.1640",
      },
    ],
  },
  {
    id: "sc-p7b-lutein-quiet-latanoprost",
    title: "Lutein with latanoprost eye drops for glaucoma: no flag expected",
    profile: {
      medicines: ["latanoprost eye drops"],
      conditions: ["glaucoma"],
    },
    stack: [
      {
        custom: {
          name: "Lutein 20 mg",
          ingredients: [
            {
              ingredient: "lutein",
              amount: 20,
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
          ingredient: "lutein",
          with: {
            medicine: "latanoprost eye drops",
          },
        },
        {
          ingredient: "lutein",
          with: {
            condition: "glaucoma",
          },
        },
      ],
    },
    rationale:
      "The lutein sources read name orlistat, olestra, phytosterols and vitamins C/E only; topical latanoprost and glaucoma are not named and no mechanism links them.",
    sources: [
      {
        title: "Lutein and Zeaxanthin: Adverse Reactions. Interactions. Pregnancy Use.",
        publisher: "MedicinalPlants.us (Herbs and Natural Supplements monograph)",
        url: "https://medicinalplants.us/lutein-and-zeaxanthin/lutein-and-zeaxanthin-adverse-reactions-interactions-pregnancy-use/",
      },
    ],
  },
  {
    id: "sc-p7b-zeaxanthin-quiet-smoker",
    title: "Current smoker takes zeaxanthin: no flag expected",
    profile: {
      medicines: [],
      conditions: ["smoker"],
    },
    stack: [
      {
        custom: {
          name: "Zeaxanthin 2 mg",
          ingredients: [
            {
              ingredient: "zeaxanthin",
              amount: 2,
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
          ingredient: "zeaxanthin",
          with: {
            condition: "smoker",
          },
        },
      ],
    },
    rationale:
      "AREDS2 replaced beta-carotene with lutein/zeaxanthin because beta-carotene raised lung-cancer risk in smokers; 10-year follow-up found no such association for lutein/zeaxanthin.",
    sources: [
      {
        title:
          "Long-term Outcomes of Adding Lutein/Zeaxanthin and omega-3 Fatty Acids to the AREDS Supplements on AMD Progression: AREDS2 Report 28",
        publisher: "JAMA Ophthalmology (PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9164119",
        pmid: "35653117",
        doi: "10.1001/jamaophthalmol.2022.1640",
      },
    ],
  },
  {
    id: "sc-p7b-zeaxanthin-quiet-inhaler",
    title: "Zeaxanthin with a Clenil inhaler for asthma: no flag expected",
    profile: {
      medicines: ["Clenil Modulite inhaler"],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Zeaxanthin 2 mg",
          ingredients: [
            {
              ingredient: "zeaxanthin",
              amount: 2,
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
          ingredient: "zeaxanthin",
          with: {
            medicine: "Clenil Modulite inhaler",
          },
        },
        {
          ingredient: "zeaxanthin",
          with: {
            condition: "asthma",
          },
        },
      ],
    },
    rationale:
      "The zeaxanthin sources read name only antidiabetes drugs (and pregnancy at supplement doses); inhaled beclometasone and asthma are not named.",
    sources: [
      {
        title: "Zeaxanthin: uses, side effects, interactions",
        publisher: "iMedix (Natural Medicines-derived monograph)",
        url: "https://www.imedix.com/drugs/zeaxanthin/",
      },
    ],
  },
  {
    id: "sc-p7b-lycopene-quiet-sumatriptan",
    title: "Lycopene with sumatriptan for migraine: no flag expected",
    profile: {
      medicines: ["sumatriptan 50mg"],
      conditions: ["migraine"],
    },
    stack: [
      {
        custom: {
          name: "Lycopene 15 mg (tomato extract)",
          ingredients: [
            {
              ingredient: "lycopene",
              amount: 15,
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
          ingredient: "lycopene",
          with: {
            medicine: "sumatriptan 50mg",
          },
        },
        {
          ingredient: "lycopene",
          with: {
            condition: "migraine",
          },
        },
      ],
    },
    rationale:
      "The lycopene sources read name anticoagulants/antiplatelets, antihypertensives, androgens, lipid-lowering agents and pregnancy; triptans and migraine are not named and no mechanism links them.",
    sources: [
      {
        title: "Lycopene: drug interactions (Natural Standard monograph)",
        publisher: "Nutrition House Wellness Library",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=60015",
      },
      {
        title: "Lycopene: uses, benefits, cautions",
        publisher: "NutraWiki (Natural Medicines-derived text)",
        url: "https://nutrawiki.org/Lycopene/",
      },
    ],
  },
  {
    id: "sc-p7b-resveratrol-womb-cancer",
    title: "Woman treated for womb cancer considers resveratrol",
    profile: {
      medicines: [],
      conditions: ["womb cancer"],
    },
    stack: [
      {
        custom: {
          name: "Trans-resveratrol 250 mg",
          ingredients: [
            {
              ingredient: "resveratrol",
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
          ingredient: "resveratrol",
          with: {
            condition: "womb cancer",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "MSKCC: 'resveratrol has hormone-like properties that may stimulate some types of cancer cells.' Product information: resveratrol 'is a weak phytoestrogen and should be avoided in the presence of hormone sensitive cancer (e.g. breast, uterine, and ovarian cancer)'.",
    sources: [
      {
        title: "Resveratrol (About Herbs)",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/resveratrol",
      },
      {
        title: "Resveratrol (Hu Zhang) product information",
        publisher: "Hill Pharma",
        url: "https://www.hillpharma.com/resveratrol/",
      },
    ],
  },
  {
    id: "sc-p7b-resveratrol-quiet-levothyroxine",
    title: "Low-dose resveratrol with levothyroxine: no flag expected",
    profile: {
      medicines: ["levothyroxine 50mcg"],
      conditions: ["underactive thyroid"],
    },
    stack: [
      {
        custom: {
          name: "Trans-resveratrol 150 mg",
          ingredients: [
            {
              ingredient: "resveratrol",
              amount: 150,
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
          ingredient: "resveratrol",
          with: {
            medicine: "levothyroxine 50mcg",
          },
        },
        {
          ingredient: "resveratrol",
          with: {
            condition: "underactive thyroid",
          },
        },
      ],
    },
    rationale:
      "The resveratrol sources read name anticoagulants/antiplatelets, CYP3A/2C9/2D6 substrates and hormone-sensitive cancers; levothyroxine and hypothyroidism are not named.",
    sources: [
      {
        title: "Resveratrol (Hu Zhang) product information",
        publisher: "Hill Pharma",
        url: "https://www.hillpharma.com/resveratrol/",
      },
      {
        title: "Resveratrol (About Herbs)",
        publisher: "Memorial Sloan Kettering Cancer Center",
        url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/resveratrol",
      },
    ],
  },
  {
    id: "sc-p7b-beetroot-quiet-metformin",
    title: "Beetroot shot with metformin for type 2 diabetes: no flag expected",
    profile: {
      medicines: ["metformin 1g"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Beetroot juice shot 70 ml (400 mg nitrate)",
          ingredients: [
            {
              ingredient: "beetroot-nitrate",
              amount: 400,
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
          ingredient: "beetroot-nitrate",
          with: {
            medicine: "metformin 1g",
          },
        },
        {
          ingredient: "beetroot-nitrate",
          with: {
            condition: "type 2 diabetes",
          },
        },
      ],
    },
    rationale:
      "The beetroot/nitrate sources read concern blood pressure and oxalate kidney stones; none names metformin or diabetes.",
    sources: [
      {
        title:
          "Dietary nitrate lowers ambulatory blood pressure in treated, uncontrolled hypertension: a 7-d, double-blind, randomised, placebo-controlled, cross-over trial",
        publisher: "British Journal of Nutrition (Cambridge University Press)",
        url: "https://core-cms.prod.aop.cambridge.org/core/journals/british-journal-of-nutrition/article/dietary-nitrate-lowers-ambulatory-blood-pressure-in-treated-uncontrolled-hypertension-a-7d-doubleblind-randomised-placebocontrolled-crossover-trial/861AE199C4AC69A6970527BA2BF77591",
      },
      {
        title:
          "Systematic review and meta-analysis: nitrate supplementation and endurance sports performance",
        publisher: "Journal of the International Society of Sports Nutrition (PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC8268374",
      },
    ],
  },
  {
    id: "sc-p7b-beetroot-quiet-sertraline",
    title: "Beetroot for running with sertraline: no flag expected",
    profile: {
      medicines: ["sertraline 50mg"],
      conditions: ["anxiety"],
    },
    stack: [
      {
        custom: {
          name: "Beetroot juice shot 70 ml (400 mg nitrate)",
          ingredients: [
            {
              ingredient: "beetroot-nitrate",
              amount: 400,
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
          ingredient: "beetroot-nitrate",
          with: {
            medicine: "sertraline 50mg",
          },
        },
        {
          ingredient: "beetroot-nitrate",
          with: {
            condition: "anxiety",
          },
        },
      ],
    },
    rationale:
      "No beetroot/nitrate source read names SSRIs or anxiety; the physiological effects described are blood-pressure lowering and improved exercise efficiency.",
    sources: [
      {
        title:
          "Systematic review and meta-analysis: nitrate supplementation and endurance sports performance",
        publisher: "Journal of the International Society of Sports Nutrition (PMC)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC8268374",
      },
    ],
  },
  {
    id: "sc-p7b-hmb-pregnant",
    title: "Pregnant gym-goer asks about HMB",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "HMB 1 g capsules (calcium HMB)",
          ingredients: [
            {
              ingredient: "hmb",
              amount: 1,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "hmb",
          with: {
            condition: "pregnant",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale: "PDR Health: 'Pregnant and breastfeeding women should also avoid taking HMB supplements.'",
    sources: [
      {
        title: "Beta-Hydroxy-Beta-Methylbutyrate (HMB)",
        publisher: "PDR Health",
        url: "https://pdrhealth.com/drugs/beta-hydroxy-beta-methylbutyrate-hmb/",
      },
    ],
  },
  {
    id: "sc-p7b-hmb-breastfeeding",
    title: "Breastfeeding mum wants HMB to rebuild muscle",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "HMB 1 g capsules (calcium HMB)",
          ingredients: [
            {
              ingredient: "hmb",
              amount: 1,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "hmb",
          with: {
            condition: "breastfeeding",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale: "PDR Health: 'Pregnant and breastfeeding women should also avoid taking HMB supplements.'",
    sources: [
      {
        title: "Beta-Hydroxy-Beta-Methylbutyrate (HMB)",
        publisher: "PDR Health",
        url: "https://pdrhealth.com/drugs/beta-hydroxy-beta-methylbutyrate-hmb/",
      },
    ],
  },
  {
    id: "sc-p7b-hmb-quiet-omeprazole",
    title: "HMB 3 g with omeprazole for reflux: no flag expected",
    profile: {
      medicines: ["omeprazole 20mg"],
      conditions: ["acid reflux"],
    },
    stack: [
      {
        custom: {
          name: "HMB 1 g capsules (calcium HMB)",
          ingredients: [
            {
              ingredient: "hmb",
              amount: 1,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "hmb",
          with: {
            medicine: "omeprazole 20mg",
          },
        },
        {
          ingredient: "hmb",
          with: {
            condition: "acid reflux",
          },
        },
      ],
    },
    rationale:
      "Pooled safety data from nine human studies at 3 g HMB a day showed 'no adverse or untoward effects'; no source read names proton pump inhibitors or reflux.",
    sources: [
      {
        title:
          "HMB research: safety (summary of human and animal safety studies, incl. Nissen et al., J Nutr 2000)",
        publisher: "HMB.org",
        url: "https://www.hmb.org/research/safety/",
      },
      {
        title:
          "Effects of beta-hydroxy-beta-methylbutyrate (HMB) on exercise performance and body composition across varying levels of age, sex, and training experience: A review",
        publisher: "Nutrition & Metabolism (Springer)",
        url: "https://link.springer.com/doi/10.1186/1743-7075-5-1",
        doi: "10.1186/1743-7075-5-1",
      },
    ],
  },
  {
    id: "sc-p7b-hmb-quiet-metformin",
    title: "Older adult with type 2 diabetes on metformin takes HMB: no flag expected",
    profile: {
      medicines: ["metformin 500mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "HMB 1 g capsules (calcium HMB)",
          ingredients: [
            {
              ingredient: "hmb",
              amount: 1,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "hmb",
          with: {
            medicine: "metformin 500mg",
          },
        },
        {
          ingredient: "hmb",
          with: {
            condition: "type 2 diabetes",
          },
        },
      ],
    },
    rationale:
      "HMB safety data (3-6 g a day, young and old) show no adverse effects on blood chemistry, haematology, liver or kidney function; no source read names metformin or diabetes as a concern.",
    sources: [
      {
        title:
          "HMB research: safety (summary of human and animal safety studies, incl. Nissen et al., J Nutr 2000)",
        publisher: "HMB.org",
        url: "https://www.hmb.org/research/safety/",
      },
      {
        title:
          "Effects of beta-hydroxy-beta-methylbutyrate (HMB) on exercise performance and body composition across varying levels of age, sex, and training experience: A review",
        publisher: "Nutrition & Metabolism (Springer)",
        url: "https://link.springer.com/doi/10.1186/1743-7075-5-1",
        doi: "10.1186/1743-7075-5-1",
      },
    ],
  },
  {
    id: "sc-p7b-betaine-sabril",
    title: "Betaine (TMG) with Sabril (vigabatrin)",
    profile: {
      medicines: ["Sabril"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 1.5 g",
          ingredients: [
            {
              ingredient: "betaine",
              amount: 1.5,
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
          ingredient: "betaine",
          with: {
            medicine: "Sabril",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Cystadane SmPC: 'Based on in vitro data, betaine anhydrous might interact with amino acids mixtures and medicinal products containing vigabatrin and GABA analogues'; 'it is advisable to leave 30 minutes between the intake of betaine anhydrous and ... vigabatrin and GABA analogues.' Take-apart advice, so minor or above.",
    sources: [
      {
        title: "Cystadane (betaine anhydrous) oral powder SmPC (GB), sections 4.4-4.5",
        publisher: "RxReasoner (MHRA-approved product information)",
        url: "https://www.rxreasoner.com/monographs/6303/precautions",
      },
    ],
  },
  {
    id: "sc-p7b-betaine-pregabalin",
    title: "TMG powder with pregabalin (Lyrica)",
    profile: {
      medicines: ["Lyrica 75mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 2.5 g",
          ingredients: [
            {
              ingredient: "betaine",
              amount: 2.5,
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
          ingredient: "betaine",
          with: {
            medicine: "Lyrica 75mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Cystadane SmPC names 'vigabatrin and GABA analogues' as possible interactants (in vitro) and advises leaving 30 minutes between doses. Pregabalin is a GABA analogue; take-apart advice, so minor or above.",
    sources: [
      {
        title: "Cystadane (betaine anhydrous) oral powder SmPC (GB), sections 4.4-4.5",
        publisher: "RxReasoner (MHRA-approved product information)",
        url: "https://www.rxreasoner.com/monographs/6303/precautions",
      },
    ],
  },
  {
    id: "sc-p7b-betaine-high-cholesterol",
    title: "Person with high cholesterol takes 5 g betaine for training",
    profile: {
      medicines: ["atorvastatin 20mg"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 2.5 g",
          ingredients: [
            {
              ingredient: "betaine",
              amount: 2.5,
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
          ingredient: "betaine",
          with: {
            condition: "high cholesterol",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "EFSA: 'daily doses of betaine 4 g may significantly increase total and LDL-cholesterol concentrations'; the 2017 novel-food opinion noted 'a significant increase in total and low-density lipoprotein (LDL)-cholesterol concentrations ... at intakes of 4 g/day of betaine in overweight subjects with metabolic syndrome'. 5 g a day exceeds that.",
    sources: [
      {
        title:
          "Scientific opinion on the substantiation of health claims related to betaine and contribution to normal homocysteine metabolism",
        publisher: "EFSA NDA Panel (via AIR Università degli Studi di Milano)",
        url: "https://air.unimi.it/handle/2434/174542",
      },
      {
        title:
          "Safety of betaine as a novel food pursuant to Regulation (EC) No 258/97 (EFSA Journal 2017;15:5057)",
        publisher: "EFSA NDA Panel (via IRIS Unimore)",
        url: "https://iris.unimore.it/handle/11380/1153717",
      },
    ],
  },
  {
    id: "sc-p7b-betaine-homocystinuria",
    title: "Adult with CBS-deficient homocystinuria buys extra TMG",
    profile: {
      medicines: [],
      conditions: ["homocystinuria (CBS deficiency)"],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 2.5 g",
          ingredients: [
            {
              ingredient: "betaine",
              amount: 2.5,
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
          ingredient: "betaine",
          with: {
            condition: "homocystinuria (CBS deficiency)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Cystadane SmPC: 'Uncommon cases of severe cerebral oedema associated with hypermethioninemia were reported with betaine anhydrous therapy in patients with CBS deficiency'; 'Caution should be exercised with up-titrating doses for patients with CBS deficiency due to the risk for hypermethioninaemia. Methionine levels should be closely monitored.'",
    sources: [
      {
        title: "Cystadane (betaine anhydrous) oral powder SmPC (GB), sections 4.4-4.5",
        publisher: "RxReasoner (MHRA-approved product information)",
        url: "https://www.rxreasoner.com/monographs/6303/precautions",
      },
      {
        title: "Cystadane 1 g oral powder - Summary of Product Characteristics",
        publisher: "electronic Medicines Compendium (emc)",
        url: "https://medicines.org.uk/emc/product/6240/smpc",
      },
    ],
  },
  {
    id: "sc-p7b-betaine-quiet-ventolin",
    title: "TMG with a Ventolin inhaler for asthma: no flag expected",
    profile: {
      medicines: ["Ventolin inhaler"],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "Betaine anhydrous (TMG) 1.5 g",
          ingredients: [
            {
              ingredient: "betaine",
              amount: 1.5,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "betaine",
          with: {
            medicine: "Ventolin inhaler",
          },
        },
        {
          ingredient: "betaine",
          with: {
            condition: "asthma",
          },
        },
      ],
    },
    rationale:
      "The betaine SmPC lists only amino-acid mixtures, vigabatrin and GABA analogues as possible interactants, and EFSA's concerns are cholesterol at 4 g a day and above; salbutamol and asthma are not named.",
    sources: [
      {
        title: "Cystadane (betaine anhydrous) oral powder SmPC (GB), sections 4.4-4.5",
        publisher: "RxReasoner (MHRA-approved product information)",
        url: "https://www.rxreasoner.com/monographs/6303/precautions",
      },
      {
        title:
          "Scientific opinion on the substantiation of health claims related to betaine and contribution to normal homocysteine metabolism",
        publisher: "EFSA NDA Panel (via AIR Università degli Studi di Milano)",
        url: "https://air.unimi.it/handle/2434/174542",
      },
    ],
  },
  {
    id: "sc-p7b-arginine-post-heart-attack",
    title: "Man recovering from a heart attack buys L-arginine",
    profile: {
      medicines: ["bisoprolol 2.5mg", "atorvastatin 80mg", "aspirin 75mg"],
      conditions: ["heart attack last year"],
    },
    stack: [
      {
        custom: {
          name: "L-arginine 1000 mg",
          ingredients: [
            {
              ingredient: "arginine",
              amount: 1000,
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
          ingredient: "arginine",
          with: {
            condition: "heart attack last year",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "VINTAGE MI (JAMA 2006): L-arginine added to standard post-infarct therapy 'did not ... improve clinical outcomes' and there was 'a possible increased risk of death in older patients after infarction while taking L-arginine', leading to early termination; the authors concluded it should not be recommended after myocardial infarction.",
    sources: [
      {
        title: "L-arginine therapy in acute myocardial infarction: the VINTAGE MI randomized clinical trial",
        publisher: "JAMA (PubMed)",
        url: "https://pubmed.ncbi.nlm.nih.gov/16391217/",
        pmid: "16391217",
        doi: "10.1001/jama.295.1.58",
      },
    ],
  },
  {
    id: "sc-p7b-bcaa-mnd",
    title: "Person with motor neurone disease (ALS) takes BCAAs",
    profile: {
      medicines: [],
      conditions: ["motor neurone disease (ALS)"],
    },
    stack: [
      {
        custom: {
          name: "BCAA 2:1:1 powder 5 g",
          ingredients: [
            {
              ingredient: "bcaa",
              amount: 5,
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
          ingredient: "bcaa",
          with: {
            condition: "motor neurone disease (ALS)",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Monograph: BCAAs are 'Likely InEffective' in ALS - 'it might make lung function worse and increase the chance of death in people with this condition'. Aisle7: 'Until more research is conducted, people with ALS should avoid taking supplemental BCAAs.'",
    sources: [
      {
        title: "Branched-chain amino acids (BCAA): uses, side effects, precautions",
        publisher: "WebMD (Natural Medicines monograph)",
        url: "https://webmd.com/vitamins/ai/ingredientmono-1005/branched-chain-amino-acids-bcaa?activeIngredientId=1005&activeIngredientName=BRANCHED-CHAIN+AMINO+ACIDS",
      },
      {
        title: "Branched-Chain Amino Acids: safety",
        publisher: "Aisle7 (Healthnotes) via Publix",
        url: "https://vons.aisle7.net/Publix-DR/us/assets/nutritional-supplement/branched-chain-amino-acids/safety",
      },
    ],
  },
  {
    id: "sc-p7b-bcaa-sinemet",
    title: "Parkinson's patient on Sinemet drinks BCAAs with his dose",
    profile: {
      medicines: ["Sinemet"],
      conditions: ["Parkinson's disease"],
    },
    stack: [
      {
        custom: {
          name: "BCAA 2:1:1 powder 5 g",
          ingredients: [
            {
              ingredient: "bcaa",
              amount: 5,
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
          ingredient: "bcaa",
          with: {
            medicine: "Sinemet",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "'If too many amino acids are present along with carbidopa/levodopa, the medicine competes with the amino acids for absorption ... To maximize your ON times, avoid protein when you take your carbidopa/levodopa.' BCAAs are large neutral amino acids; take-apart advice, so minor or above.",
    sources: [
      {
        title: "Protein and Medications (carbidopa/levodopa and amino acids)",
        publisher: "Parkinson Association of Alabama (after Davis Phinney Foundation manual)",
        url: "https://www.parkinsonalabama.com/treatments-and-therapies-50/movement-scholarships",
      },
    ],
  },
  {
    id: "sc-p7b-bcaa-surgery",
    title: "Gym-goer having an operation next week still taking BCAAs",
    profile: {
      medicines: [],
      conditions: ["having an operation next week"],
    },
    stack: [
      {
        custom: {
          name: "BCAA 2:1:1 powder 5 g",
          ingredients: [
            {
              ingredient: "bcaa",
              amount: 5,
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
          ingredient: "bcaa",
          with: {
            condition: "having an operation next week",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Natural Medicines/WebMD precautions: 'Branched-chain amino acids might affect blood sugar levels, and this might interfere with blood sugar control during and after surgery. Stop using branched-chain amino acids at least 2 weeks before a scheduled surgery.'",
    sources: [
      {
        title: "Branched-chain amino acids (BCAA): uses, side effects, precautions",
        publisher: "WebMD (Natural Medicines monograph)",
        url: "https://webmd.com/vitamins/ai/ingredientmono-1005/branched-chain-amino-acids-bcaa?activeIngredientId=1005&activeIngredientName=BRANCHED-CHAIN+AMINO+ACIDS",
      },
    ],
  },
  {
    id: "sc-p7b-bcaa-quiet-ramipril",
    title: "BCAAs with ramipril for blood pressure: no flag expected",
    profile: {
      medicines: ["ramipril 5mg"],
      conditions: ["high blood pressure"],
    },
    stack: [
      {
        custom: {
          name: "BCAA 2:1:1 powder 5 g",
          ingredients: [
            {
              ingredient: "bcaa",
              amount: 5,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "bcaa",
          with: {
            medicine: "ramipril 5mg",
          },
        },
        {
          ingredient: "bcaa",
          with: {
            condition: "high blood pressure",
          },
        },
      ],
    },
    rationale:
      "The BCAA sources read name ALS, branched-chain ketoaciduria, alcoholism, surgery, depression history, kidney/liver disease and levodopa; ACE inhibitors and hypertension are not named.",
    sources: [
      {
        title: "Branched-chain amino acids (BCAA): uses, side effects, precautions",
        publisher: "WebMD (Natural Medicines monograph)",
        url: "https://webmd.com/vitamins/ai/ingredientmono-1005/branched-chain-amino-acids-bcaa?activeIngredientId=1005&activeIngredientName=BRANCHED-CHAIN+AMINO+ACIDS",
      },
      {
        title: "Branched-Chain Amino Acids: safety",
        publisher: "Aisle7 (Healthnotes) via Publix",
        url: "https://vons.aisle7.net/Publix-DR/us/assets/nutritional-supplement/branched-chain-amino-acids/safety",
      },
    ],
  },
  {
    id: "sc-p7b-tart-cherry-quiet-allopurinol",
    title: "Tart cherry concentrate with allopurinol for gout: no flag expected",
    profile: {
      medicines: ["allopurinol 300mg"],
      conditions: ["gout"],
    },
    stack: [
      {
        custom: {
          name: "Montmorency cherry concentrate 30 ml",
          ingredients: [
            {
              ingredient: "tart-cherry",
              amount: 30,
              unit: "g",
              chemicalForm: "tart cherry juice concentrate",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "tart-cherry",
          with: {
            medicine: "allopurinol 300mg",
          },
        },
        {
          ingredient: "tart-cherry",
          with: {
            condition: "gout",
          },
        },
      ],
    },
    rationale:
      "Pilot studies used cherry juice concentrate for gout-flare prophylaxis in patients starting urate-lowering therapy, with no safety concern reported; no source read warns about cherry with allopurinol.",
    sources: [
      {
        title: "Pilot Studies of Cherry Juice Concentrate for Gout Flare Prophylaxis (J Arthritis 2012)",
        publisher: "Journal of Arthritis (OMICS)",
        url: "https://iomcworld.org/open-access/pilot-studies-of-cherry-juice-concentrate-for-gout-flare-prophylaxis-45653.html",
      },
    ],
  },
  {
    id: "sc-p7b-kelp-pregnant",
    title: "Pregnant woman takes kelp tablets 'for iodine'",
    profile: {
      medicines: [],
      conditions: ["pregnant"],
    },
    stack: [
      {
        custom: {
          name: "Sea kelp 500 mg tablets",
          ingredients: [
            {
              ingredient: "kelp",
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
          ingredient: "kelp",
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
      "UK Iodine Group: 'Kelp and seaweed supplements are not recommended during pregnancy'; kelp supplements have highly variable iodine content. ANSES advises pregnant or breastfeeding women against seaweed supplements without medical advice.",
    sources: [
      {
        title: "Article in Sunday Times on iodine in seaweed",
        publisher: "UK Iodine Group",
        url: "https://ukiodine.org/news/article-in-sunday-times-on-iodine-in-seaweed/",
      },
      {
        title:
          "Vigilance urged over seaweed supplement linked to excess iodine intake (ANSES advice, August 2018)",
        publisher:
          "CAMCheck (reporting ANSES, French Agency for Food, Environmental and Occupational Health & Safety)",
        url: "https://www.camcheck.co.za/category/supplements/seaweed/",
      },
    ],
  },
  {
    id: "sc-p7b-kelp-overactive-thyroid",
    title: "Person with an overactive thyroid on carbimazole takes kelp",
    profile: {
      medicines: ["carbimazole 20mg"],
      conditions: ["overactive thyroid"],
    },
    stack: [
      {
        custom: {
          name: "Sea kelp 500 mg tablets",
          ingredients: [
            {
              ingredient: "kelp",
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
          ingredient: "kelp",
          with: {
            condition: "overactive thyroid",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "ANSES 'advises against the consumption of food and food supplements containing seaweed by people with thyroid dysfunction ... without seeking medical advice'; 'Regular excessive intake of iodine can cause thyroid dysfunctions'.",
    sources: [
      {
        title:
          "Vigilance urged over seaweed supplement linked to excess iodine intake (ANSES advice, August 2018)",
        publisher:
          "CAMCheck (reporting ANSES, French Agency for Food, Environmental and Occupational Health & Safety)",
        url: "https://www.camcheck.co.za/category/supplements/seaweed/",
      },
      {
        title: "Article in Sunday Times on iodine in seaweed",
        publisher: "UK Iodine Group",
        url: "https://ukiodine.org/news/article-in-sunday-times-on-iodine-in-seaweed/",
      },
    ],
  },
  {
    id: "sc-p7b-kelp-underactive-thyroid",
    title: "Underactive thyroid patient on levothyroxine adds sea kelp",
    profile: {
      medicines: ["Levothyroxine 100mcg"],
      conditions: ["underactive thyroid"],
    },
    stack: [
      {
        custom: {
          name: "Sea kelp 500 mg tablets",
          ingredients: [
            {
              ingredient: "kelp",
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
          ingredient: "kelp",
          with: {
            condition: "underactive thyroid",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "ANSES advises people with thyroid dysfunction against seaweed supplements without medical advice; UK Iodine Group: excess iodine from kelp 'can damage the thyroid causing under- and over-active thyroid disease'.",
    sources: [
      {
        title:
          "Vigilance urged over seaweed supplement linked to excess iodine intake (ANSES advice, August 2018)",
        publisher:
          "CAMCheck (reporting ANSES, French Agency for Food, Environmental and Occupational Health & Safety)",
        url: "https://www.camcheck.co.za/category/supplements/seaweed/",
      },
      {
        title: "Article in Sunday Times on iodine in seaweed",
        publisher: "UK Iodine Group",
        url: "https://ukiodine.org/news/article-in-sunday-times-on-iodine-in-seaweed/",
      },
    ],
  },
  {
    id: "sc-p7b-kelp-lithium",
    title: "Priadel (lithium) patient buys kelp for energy",
    profile: {
      medicines: ["Priadel"],
      conditions: ["bipolar disorder"],
    },
    stack: [
      {
        custom: {
          name: "Sea kelp 500 mg tablets",
          ingredients: [
            {
              ingredient: "kelp",
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
          ingredient: "kelp",
          with: {
            medicine: "Priadel",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "ANSES advises against seaweed food supplements for 'those taking medication containing iodine or lithium ... without seeking medical advice'. Priadel is lithium carbonate.",
    sources: [
      {
        title:
          "Vigilance urged over seaweed supplement linked to excess iodine intake (ANSES advice, August 2018)",
        publisher:
          "CAMCheck (reporting ANSES, French Agency for Food, Environmental and Occupational Health & Safety)",
        url: "https://www.camcheck.co.za/category/supplements/seaweed/",
      },
    ],
  },
  {
    id: "sc-p7b-kelp-amiodarone",
    title: "Amiodarone patient takes kelp tablets",
    profile: {
      medicines: ["amiodarone 200mg"],
      conditions: ["atrial fibrillation"],
    },
    stack: [
      {
        custom: {
          name: "Sea kelp 500 mg tablets",
          ingredients: [
            {
              ingredient: "kelp",
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
          ingredient: "kelp",
          with: {
            medicine: "amiodarone 200mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "ANSES advises against seaweed supplements for people 'taking medication containing iodine' and people with heart disease, without medical advice. Amiodarone is an iodine-rich antiarrhythmic.",
    sources: [
      {
        title:
          "Vigilance urged over seaweed supplement linked to excess iodine intake (ANSES advice, August 2018)",
        publisher:
          "CAMCheck (reporting ANSES, French Agency for Food, Environmental and Occupational Health & Safety)",
        url: "https://www.camcheck.co.za/category/supplements/seaweed/",
      },
    ],
  },
  {
    id: "sc-p7b-kelp-quiet-eczema",
    title: "Kelp tablets with hydrocortisone cream for eczema: no flag expected",
    profile: {
      medicines: ["hydrocortisone 1% cream"],
      conditions: ["eczema"],
    },
    stack: [
      {
        custom: {
          name: "Sea kelp 500 mg tablets",
          ingredients: [
            {
              ingredient: "kelp",
              amount: 500,
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
          ingredient: "kelp",
          with: {
            medicine: "hydrocortisone 1% cream",
          },
        },
        {
          ingredient: "kelp",
          with: {
            condition: "eczema",
          },
        },
      ],
    },
    rationale:
      "The kelp sources read name thyroid dysfunction, heart disease, kidney failure, iodine- or lithium-containing medicines, pregnancy and breastfeeding; topical hydrocortisone and eczema are not named.",
    sources: [
      {
        title:
          "Vigilance urged over seaweed supplement linked to excess iodine intake (ANSES advice, August 2018)",
        publisher:
          "CAMCheck (reporting ANSES, French Agency for Food, Environmental and Occupational Health & Safety)",
        url: "https://www.camcheck.co.za/category/supplements/seaweed/",
      },
      {
        title: "Article in Sunday Times on iodine in seaweed",
        publisher: "UK Iodine Group",
        url: "https://ukiodine.org/news/article-in-sunday-times-on-iodine-in-seaweed/",
      },
    ],
  },
  {
    id: "sc-p7b-nac-gtn",
    title: "Angina patient with a Nitrolingual spray takes NAC 600 mg",
    profile: {
      medicines: ["Nitrolingual spray"],
      conditions: ["angina"],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
          ingredients: [
            {
              ingredient: "nac",
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
          ingredient: "nac",
          with: {
            medicine: "Nitrolingual spray",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "NACSYS leaflet: acetylcysteine 'may increase the blood pressure-lowering effect of nitroglycerin ... Caution is advised.' SmPC wording: 'the patient should be monitored for a potential hypotension, which could be serious and may be indicated by headache.' Nitrolingual is glyceryl trinitrate.",
    sources: [
      {
        title: "NACSYS 600 mg effervescent tablets (acetylcysteine) - Patient Information Leaflet",
        publisher: "electronic Medicines Compendium (emc)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
      {
        title: "ACC (acetylcysteine) - drug interactions",
        publisher: "MIMS",
        url: "https://sit.mimsdev.com/thailand/drug/info/acc-sandoz/drug-interactions",
      },
    ],
  },
  {
    id: "sc-p7b-nac-doxycycline",
    title: "NAC with a course of doxycycline",
    profile: {
      medicines: ["doxycycline 100mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
          ingredients: [
            {
              ingredient: "nac",
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
          ingredient: "nac",
          with: {
            medicine: "doxycycline 100mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "NACSYS leaflet: 'If you need to use medicines to control or prevent infections (antibiotics), you are advised to take these two hours before or after' acetylcysteine; SmPC: in-vitro inactivation of tetracyclines, aminoglycosides and penicillins, so 'oral antibiotics should be administered separately and at an interval of at least 2 hours'. Take-apart advice, so minor or above.",
    sources: [
      {
        title: "NACSYS 600 mg effervescent tablets (acetylcysteine) - Patient Information Leaflet",
        publisher: "electronic Medicines Compendium (emc)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
      {
        title: "ACC (acetylcysteine) - drug interactions",
        publisher: "MIMS",
        url: "https://sit.mimsdev.com/thailand/drug/info/acc-sandoz/drug-interactions",
      },
    ],
  },
  {
    id: "sc-p7b-nac-pholcodine",
    title: "NAC with pholcodine cough linctus",
    profile: {
      medicines: ["pholcodine linctus"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
          ingredients: [
            {
              ingredient: "nac",
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
          ingredient: "nac",
          with: {
            medicine: "pholcodine linctus",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "NACSYS leaflet: 'Cough suppressants should not be used at the same time as NACSYS ... as you must be able to cough up the loosened phlegm.' SmPC: combined use with antitussives 'may cause a dangerous secretory congestion due to the reduced cough reflex'.",
    sources: [
      {
        title: "NACSYS 600 mg effervescent tablets (acetylcysteine) - Patient Information Leaflet",
        publisher: "electronic Medicines Compendium (emc)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
      {
        title: "ACC (acetylcysteine) - drug interactions",
        publisher: "MIMS",
        url: "https://sit.mimsdev.com/thailand/drug/info/acc-sandoz/drug-interactions",
      },
    ],
  },
  {
    id: "sc-p7b-nac-tegretol",
    title: "Tegretol (carbamazepine) user adds NAC",
    profile: {
      medicines: ["Tegretol"],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
          ingredients: [
            {
              ingredient: "nac",
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
          ingredient: "nac",
          with: {
            medicine: "Tegretol",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Acetylcysteine leaflet: 'The concomitant use of acetylcysteine and carbamazepine may reduce the effectiveness of carbamazepine due to reduced carbamazepine plasma levels.' Tegretol is carbamazepine.",
    sources: [
      {
        title:
          "Notus Mucus 600 mg effervescent tablets (acetylcysteine) - package leaflet (English translation)",
        publisher: "OlaDoctor (Spanish AEMPS leaflet)",
        url: "https://oladoctor.com/ru/medicines/spain/notus-mucus-600-mg-comprimidos-efervencentes-sabor-limon",
      },
    ],
  },
  {
    id: "sc-p7b-nac-asthma",
    title: "Asthmatic takes NAC 1200 mg a day",
    profile: {
      medicines: [],
      conditions: ["asthma"],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
          ingredients: [
            {
              ingredient: "nac",
              amount: 600,
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
          ingredient: "nac",
          with: {
            condition: "asthma",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Acetylcysteine SmPC 4.4: 'Bronchospasms may occur with the use of acetylcysteine especially in patients with asthma. If bronchospasms occur, the medicinal product should be discontinued immediately.'",
    sources: [
      {
        title: "NACSYS 600 mg effervescent tablets - Summary of Product Characteristics, section 4.4",
        publisher: "electronic Medicines Compendium (emc)",
        url: "https://medicines.org.uk/emc/product/8576/smpc%23gref",
      },
    ],
  },
  {
    id: "sc-p7b-nac-stomach-ulcer",
    title: "NAC with a history of stomach ulcer",
    profile: {
      medicines: [],
      conditions: ["stomach ulcer"],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
          ingredients: [
            {
              ingredient: "nac",
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
          ingredient: "nac",
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
      "Acetylcysteine SmPC 4.4: 'Caution is advised in patients with a history of peptic ulcer, especially when used concomitantly with other medicinal products known to irritate the mucous membrane of the gastrointestinal tract.'",
    sources: [
      {
        title: "NACSYS 600 mg effervescent tablets - Summary of Product Characteristics, section 4.4",
        publisher: "electronic Medicines Compendium (emc)",
        url: "https://medicines.org.uk/emc/product/8576/smpc%23gref",
      },
      {
        title: "NACSYS (acetylcysteine) SmPC (GB) - precautions",
        publisher: "RxReasoner (MHRA-approved product information)",
        url: "https://rxreasoner.com/monographs/nacsys/precautions",
      },
    ],
  },
  {
    id: "sc-p7b-nac-quiet-sertraline",
    title: "NAC with sertraline for depression: no flag expected",
    profile: {
      medicines: ["sertraline 100mg"],
      conditions: ["depression"],
    },
    stack: [
      {
        custom: {
          name: "NAC 600 mg capsules",
          ingredients: [
            {
              ingredient: "nac",
              amount: 600,
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
          ingredient: "nac",
          with: {
            medicine: "sertraline 100mg",
          },
        },
        {
          ingredient: "nac",
          with: {
            condition: "depression",
          },
        },
      ],
    },
    rationale:
      "The acetylcysteine SmPC/leaflet interactions are antibiotics, antitussives, activated charcoal, nitroglycerin (and carbamazepine in some leaflets); warnings concern asthma, peptic ulcer and sodium. SSRIs and depression are not named.",
    sources: [
      {
        title: "NACSYS 600 mg effervescent tablets (acetylcysteine) - Patient Information Leaflet",
        publisher: "electronic Medicines Compendium (emc)",
        url: "https://medicines.org.uk/emc/product/8576/xpil/print",
      },
      {
        title: "NACSYS 600 mg effervescent tablets - Summary of Product Characteristics, section 4.4",
        publisher: "electronic Medicines Compendium (emc)",
        url: "https://medicines.org.uk/emc/product/8576/smpc%23gref",
      },
    ],
  },
  {
    id: "sc-p7b-guar-gum-metformin",
    title: "Metformin user takes 15 g guar fibre a day",
    profile: {
      medicines: ["metformin 850mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "Partially hydrolysed guar gum 5 g",
          ingredients: [
            {
              ingredient: "guar-gum",
              amount: 5,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "guar-gum",
          with: {
            medicine: "metformin 850mg",
          },
          severity: {
            min: "moderate",
          },
        },
      ],
    },
    rationale:
      "Drugs.com monograph: 'Large amounts of guar gum (10 g or more daily) may decrease metformin serum concentrations and should be avoided.' 15 g a day is above that.",
    sources: [
      {
        title: "Guar Gum (clinical overview, reproduced from Drugs.com professional monograph)",
        publisher: "Holevn Health",
        url: "https://holevn.org/guar-gum/",
      },
    ],
  },
  {
    id: "sc-p7b-guar-gum-penicillin",
    title: "Guar fibre taken with penicillin V for a throat infection",
    profile: {
      medicines: ["phenoxymethylpenicillin 500mg"],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Partially hydrolysed guar gum 5 g",
          ingredients: [
            {
              ingredient: "guar-gum",
              amount: 5,
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
          ingredient: "guar-gum",
          with: {
            medicine: "phenoxymethylpenicillin 500mg",
          },
          severity: {
            min: "minor",
          },
        },
      ],
    },
    rationale:
      "Volunteer study: with guar gum 'both the peak penicillin concentration and the area under the serum curve were significantly reduced'. Phenoxymethylpenicillin is penicillin V; reduced absorption, so minor or above (take apart).",
    sources: [
      {
        title: "Effect of guar gum, a fibre preparation, on digoxin and penicillin absorption in man",
        publisher: "European Journal of Clinical Pharmacology (via Scilit)",
        url: "https://scilit.net/publications/19b93515aefb8fea63306a63fef14b1a",
      },
    ],
  },
  {
    id: "sc-p7b-guar-gum-bowel-stricture",
    title: "Crohn's patient with a bowel stricture takes guar fibre",
    profile: {
      medicines: [],
      conditions: ["bowel stricture"],
    },
    stack: [
      {
        custom: {
          name: "Partially hydrolysed guar gum 5 g",
          ingredients: [
            {
              ingredient: "guar-gum",
              amount: 5,
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
          ingredient: "guar-gum",
          with: {
            condition: "bowel stricture",
          },
          severity: {
            min: "major",
          },
        },
      ],
    },
    rationale:
      "Guarem (guar gum) leaflet: contraindicated in 'stenotic/obstructive lesions of the gastrointestinal tract'; in very rare cases it has caused oesophageal or small-bowel obstruction. Drugs.com: 'Guar gum may cause GI obstruction.'",
    sources: [
      {
        title: "Guarem (guar gum granules): instructions for use - contraindications, side effects",
        publisher: "ABC Health Online (Guarem leaflet, Italian)",
        url: "https://it.abchealthonline.com/6589681-guarem-instructions-for-use-indications-doses-analogues",
      },
      {
        title: "Guar Gum (clinical overview, reproduced from Drugs.com professional monograph)",
        publisher: "Holevn Health",
        url: "https://holevn.org/guar-gum/",
      },
    ],
  },
  {
    id: "sc-p7b-guar-gum-quiet-migraine",
    title: "Guar fibre with migraine, no medicines: no flag expected",
    profile: {
      medicines: [],
      conditions: ["migraine"],
    },
    stack: [
      {
        custom: {
          name: "Partially hydrolysed guar gum 5 g",
          ingredients: [
            {
              ingredient: "guar-gum",
              amount: 5,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "guar-gum",
          with: {
            condition: "migraine",
          },
        },
      ],
    },
    rationale:
      "Guar gum sources name metformin, penicillin, digoxin, antidiabetic drugs and gastrointestinal obstruction; migraine is not named.",
    sources: [
      {
        title: "Guar Gum (clinical overview, reproduced from Drugs.com professional monograph)",
        publisher: "Holevn Health",
        url: "https://holevn.org/guar-gum/",
      },
    ],
  },
  {
    id: "sc-p7b-cla-type-2-diabetes",
    title: "Type 2 diabetic takes CLA for fat loss",
    profile: {
      medicines: ["gliclazide 40mg"],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        custom: {
          name: "CLA 1000 mg softgels",
          ingredients: [
            {
              ingredient: "cla",
              amount: 1000,
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
          ingredient: "cla",
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
      "'Use of CLA by people with diabetes may worsen blood sugar control; in overweight people without diabetes, CLA might decrease insulin sensitivity ... individuals with diabetes or who are at risk for it should not use CLA except under physician supervision.' Natural Medicines: 'Diabetes: There are concerns that taking conjugated linoleic acid can worsen diabetes. Avoid use.'",
    sources: [
      {
        title: "Conjugated Linoleic Acid: side effects and warnings",
        publisher: "FoundHealth (EBSCO Natural & Alternative Treatments)",
        url: "https://www.foundhealth.com/conjugated-linoleic-acid/side-effects-and-warnings",
      },
      {
        title: "Conjugated Linoleic Acid: special precautions & warnings (Natural Medicines/WebMD text)",
        publisher: "Skyclk supplement database",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Conjugated+Linoleic+Acid",
      },
      {
        title:
          "Efficacy and safety of dietary supplements containing CLA for the treatment of obesity: evidence from animal and human studies",
        publisher: "Journal of Lipid Research",
        url: "https://www.jlr.org/article/S0022-2275(20)31940-4/fulltext",
        doi: "10.1194/jlr.R300011-JLR200",
      },
    ],
  },
  {
    id: "sc-p7b-cla-breastfeeding",
    title: "Breastfeeding mum takes CLA to lose baby weight",
    profile: {
      medicines: [],
      conditions: ["breastfeeding"],
    },
    stack: [
      {
        custom: {
          name: "CLA 1000 mg softgels",
          ingredients: [
            {
              ingredient: "cla",
              amount: 1000,
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
          ingredient: "cla",
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
      "'use of CLA reduces the fat content of human breast milk ... it is probably prudent for nursing mothers to avoid CLA supplements.' Natural Medicines: not enough is known in breastfeeding - 'Stay on the safe side and avoid use.'",
    sources: [
      {
        title: "Conjugated Linoleic Acid: side effects and warnings",
        publisher: "FoundHealth (EBSCO Natural & Alternative Treatments)",
        url: "https://www.foundhealth.com/conjugated-linoleic-acid/side-effects-and-warnings",
      },
      {
        title: "Conjugated Linoleic Acid: special precautions & warnings (Natural Medicines/WebMD text)",
        publisher: "Skyclk supplement database",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Conjugated+Linoleic+Acid",
      },
    ],
  },
  {
    id: "sc-p7b-cla-quiet-psoriasis",
    title: "CLA with calcipotriol ointment for psoriasis: no flag expected",
    profile: {
      medicines: ["calcipotriol ointment"],
      conditions: ["psoriasis"],
    },
    stack: [
      {
        custom: {
          name: "CLA 1000 mg softgels",
          ingredients: [
            {
              ingredient: "cla",
              amount: 1000,
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
          ingredient: "cla",
          with: {
            medicine: "calcipotriol ointment",
          },
        },
        {
          ingredient: "cla",
          with: {
            condition: "psoriasis",
          },
        },
      ],
    },
    rationale:
      "The CLA sources read name diabetes/metabolic syndrome, breastfeeding, pregnancy, bleeding disorders and surgery; topical calcipotriol and psoriasis are not named.",
    sources: [
      {
        title: "Conjugated Linoleic Acid: side effects and warnings",
        publisher: "FoundHealth (EBSCO Natural & Alternative Treatments)",
        url: "https://www.foundhealth.com/conjugated-linoleic-acid/side-effects-and-warnings",
      },
      {
        title: "Conjugated Linoleic Acid: special precautions & warnings (Natural Medicines/WebMD text)",
        publisher: "Skyclk supplement database",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Conjugated+Linoleic+Acid",
      },
    ],
  },
  {
    id: "sc-p7b-beta-glucan-quiet-statin",
    title: "Oat beta-glucan 3 g with a statin for cholesterol: no flag expected",
    profile: {
      medicines: ["statin"],
      conditions: ["high cholesterol"],
    },
    stack: [
      {
        custom: {
          name: "Oat beta-glucan 1 g",
          ingredients: [
            {
              ingredient: "beta-glucan",
              amount: 1,
              unit: "g",
              chemicalForm: "oat beta-glucan",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "beta-glucan",
          with: {
            medicine: "statin",
          },
        },
        {
          ingredient: "beta-glucan",
          with: {
            condition: "high cholesterol",
          },
        },
      ],
    },
    rationale:
      "EFSA: 'Oat beta-glucan has been shown to lower/reduce blood cholesterol'; the target population is adults who want to lower blood cholesterol, at 3 g a day. No source read describes a harmful interaction with statins or high cholesterol.",
    sources: [
      {
        title: "EFSA publishes positive opinion on disease risk reduction health claim for oat beta-glucan",
        publisher: "News-Medical (quoting EFSA Journal 2010;8(12):1885)",
        url: "https://news-medical.net/news/20101209/EFSA-publishes-positive-opinion-on-disease-risk-reduction-health-claim-for-oat-beta-glucan.aspx",
      },
    ],
  },
  {
    id: "sc-p7b-beta-glucan-quiet-co-codamol",
    title: "Beta-glucan with co-codamol for knee pain: no flag expected",
    profile: {
      medicines: ["co-codamol 30/500"],
      conditions: ["osteoarthritis"],
    },
    stack: [
      {
        custom: {
          name: "Oat beta-glucan 1 g",
          ingredients: [
            {
              ingredient: "beta-glucan",
              amount: 1,
              unit: "g",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "beta-glucan",
          with: {
            medicine: "co-codamol 30/500",
          },
        },
        {
          ingredient: "beta-glucan",
          with: {
            condition: "osteoarthritis",
          },
        },
      ],
    },
    rationale:
      "The beta-glucan sources read name antidiabetic agents (and antibiotics/antiemetics in passing for injected forms); co-codamol and osteoarthritis are not named.",
    sources: [
      {
        title: "Beta-glucan: drug interactions (Natural Standard monograph)",
        publisher: "Nutrition House Wellness Library",
        url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=59649",
      },
    ],
  },
];
