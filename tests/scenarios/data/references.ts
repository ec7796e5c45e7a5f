// The sources the scenarios rest on, each read by the author (directly, or through a faithful copy of the
// page, in which case the official address is given). Where no UK page could be read, an official page
// from another regulator (Medsafe, HSA), the NIH, or a peer-reviewed study is cited instead.
import type { ScenarioInput } from "../schema";

type Reference = ScenarioInput["sources"][number];

export const REF = {
  // --- St John's wort -----------------------------------------------------------------------------
  mhraSjwContraceptives: {
    title: "St John's wort: interaction with hormonal contraceptives, including implants",
    publisher: "MHRA Drug Safety Update",
    url: "https://www.gov.uk/drug-safety-update/st-john-s-wort-interaction-with-hormonal-contraceptives-including-implants",
  },
  spsSjwContraception: {
    title: "Does St John's wort interact with combined and progestogen-only hormonal contraception?",
    publisher: "NHS Specialist Pharmacy Service",
    url: "https://www.sps.nhs.uk/articles/does-st-johns-wort-interact-with-combined-and-progestogen-only-hormonal-contraception/",
  },
  mhraLevonorgestrelEc: {
    title:
      "Levonorgestrel-containing emergency hormonal contraception: advice on interactions with hepatic enzyme inducers and contraceptive efficacy",
    publisher: "MHRA Drug Safety Update",
    url: "https://www.gov.uk/drug-safety-update/levonorgestrel-containing-emergency-hormonal-contraception-advice-on-interactions-with-hepatic-enzyme-inducers-and-contraceptive-efficacy",
  },
  nhsSjwGuide: {
    title: "St. Johns wort: medicine guide (medicines that may interact)",
    publisher: "NHS",
    url: "https://www.nhs.uk/medicine-guides/pages/MedicineOverview.aspx?medicine=St.%20Johns%20wort",
  },
  medsafeSjwLeaflet: {
    title: "St John's Wort and prescribed medicines: information for consumers",
    publisher: "Medsafe (New Zealand Medicines and Medical Devices Safety Authority)",
    url: "https://medsafe.govt.nz/consumers/leaflets/sjw.asp",
  },
  medsafeSjwSerotonin: {
    title: "Complementary corner: St John's wort and serotonin syndrome (Prescriber Update 33(1))",
    publisher: "Medsafe (New Zealand Medicines and Medical Devices Safety Authority)",
    url: "https://www.medsafe.govt.nz/profs/PUArticles/StJohnsWortMarch2012.htm",
  },
  npsSjw: {
    title: "St John's wort: interactions with other medicines",
    publisher: "NPS MedicineWise (Australia)",
    url: "https://www.nps.org.au/conditions/mental-health-conditions/mood-disorders/depression/for-individuals/medicines-for-depression-antidepressants/complementary-medicines-alternative-therapies-for-depression/st-johns-wort",
  },
  nccihSjw: {
    title: "Know the Science: How medications and supplements can interact — more about St. John's wort",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
  },
  mindSjw: {
    title: "St John's wort: interactions with other medication",
    publisher: "Mind",
    url: "https://www.mind.org.uk/information-support/drugs-and-treatments/st-johns-wort/interactions/",
  },
  csmSjw2000: {
    title:
      "Committee on Safety of Medicines: important interactions between St John's wort preparations and prescribed medicines (February 2000 letter, reproduced)",
    publisher: "HIV i-Base (reproducing the CSM letter)",
    url: "https://i-base.info/htb/9559",
  },
  doacInteractionsTable: {
    title:
      "Guidance for the practical management of the direct oral anticoagulants in VTE treatment: P-gp and CYP3A4 interactions with rivaroxaban and apixaban (table 14)",
    publisher: "Journal of Thrombosis and Thrombolysis (PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC4715848/",
    doi: "10.1007/s11239-015-1310-7",
  },
  clozapineInteractions: {
    title: "Drug interactions affecting clozapine levels",
    publisher: "Journal of Psychiatric Intensive Care (Cambridge University Press)",
    url: "https://www.cambridge.org/core/journals/journal-of-psychiatric-intensive-care/article/drug-interactions-affecting-clozapine-levels/CC69E55D0268DF8AE38D5CA3B4669255",
  },

  // --- Serotonergic and sedative supplements ---------------------------------------------------------
  npsSerotoninSyndrome: {
    title: "What is serotonin syndrome? Medicines that increase the risk of serotonin toxicity",
    publisher: "NPS MedicineWise (Australia)",
    url: "https://www.nps.org.au/conditions/mental-health-conditions/mood-disorders/depression/for-individuals/medicines-for-depression-antidepressants/managing-side-effects-of-antidepressants/what-is-serotonin-syndrome",
  },
  healthifySerotonin: {
    title: "Serotonin syndrome",
    publisher: "Healthify He Puna Waiora (New Zealand)",
    url: "https://healthify.nz/serotonin-syndrome",
  },
  fiveHtpInteractions: {
    title: "Possible interactions with: 5-hydroxytryptophan (5-HTP)",
    publisher: "St Luke's Hospital health library (EBSCO/VeriMed complementary medicine review)",
    url: "https://stlukes-stl.com/health-content/medicine/33/000938.htm",
  },
  valerianInteractions: {
    title: "Possible interactions with: valerian",
    publisher: "St Luke's Hospital health library (EBSCO/VeriMed complementary medicine review)",
    url: "https://stlukes-stl.com/health-content/medicine/33/000934.htm",
  },

  // --- Bleeding risk -----------------------------------------------------------------------------------
  hsaWarfarinGlucosamine: {
    title: "Reports of warfarin-glucosamine interaction (citing seven UK MHRA reports of raised INR)",
    publisher: "Health Sciences Authority, Singapore",
    url: "https://www.hsa.gov.sg/announcements/safety-alert/reports-of-warfarin-glucosamine-interaction",
  },
  afpHerbDrugTable: {
    title:
      "Herbal and dietary supplement–drug interactions in patients with chronic illnesses (interaction table)",
    publisher: "American Family Physician 2008;77(1):73",
    url: "https://www.aafp.org/pubs/afp/issues/2008/0101/p73.html",
  },

  // --- Chelation and absorption ------------------------------------------------------------------------
  emcAntacidInteractions: {
    title:
      "Antacid summary of product characteristics, section 4.5 (interactions with bisphosphonates, fluoroquinolones, iron, levothyroxine, tetracyclines)",
    publisher: "emc (medicines.org.uk)",
    url: "https://www.medicines.org.uk/emc/product/4880/smpc",
  },
  emcMagnesiumSaltsInteractions: {
    title:
      "Magnesium-containing medicine: magnesium salts reduce the absorption of tetracyclines, quinolones, bisphosphonates, levothyroxine and iron",
    publisher: "emc (medicines.org.uk)",
    url: "https://www.medicines.org.uk/emc/medicine/25343",
  },
  emcMagnesiumSupplementSmpc: {
    title:
      "Magnesium supplement summary of product characteristics, section 4.5 (tetracyclines, bisphosphonates, iron: separate doses)",
    publisher: "emc (medicines.org.uk)",
    url: "https://www.medicines.org.uk/emc/product/12118/smpc",
  },
  emcAluminiumAntacidSmpc: {
    title:
      "Aluminium/magnesium antacid summary of product characteristics, section 4.5 (integrase inhibitors, fluoroquinolones)",
    publisher: "emc (medicines.org.uk)",
    url: "https://www.medicines.org.uk/emc/product/2716/smpc",
  },
  ironTetracyclineAbsorption: {
    title: "Interference of iron with the absorption of tetracyclines in man",
    publisher: "British Medical Journal (abstract via Scilit)",
    url: "https://scilit.net/publications/a8733b694b484705759019b45752802c",
  },
  ironCiprofloxacin: {
    title: "Clinical and chemical interactions between iron preparations and ciprofloxacin",
    publisher: "British Journal of Clinical Pharmacology (abstract via Scilit)",
    url: "https://scilit.com/publications/8a4f96abbde59d5a5cbab5287a97c47f",
  },
  antacidCiprofloxacin: {
    title: "Effects of aluminum and magnesium antacids and ranitidine on the absorption of ciprofloxacin",
    publisher: "Clinical Pharmacology & Therapeutics (PubMed)",
    url: "https://pubmed.ncbi.nlm.nih.gov/2598571/",
    pmid: "2598571",
  },
  calciumLevothyroxineJama: {
    title: "Effect of calcium carbonate on the absorption of levothyroxine",
    publisher: "JAMA",
    url: "https://jamanetwork.com/journals/jama/fullarticle/192748",
  },
  calciumFormulationsLevothyroxine: {
    title: "Absorption of levothyroxine when coadministered with various calcium formulations",
    publisher: "Thyroid (PubMed)",
    url: "https://pubmed.ncbi.nlm.nih.gov/21595516/",
    pmid: "21595516",
    doi: "10.1089/thy.2010.0296",
  },
  hivInsiteIntegraseCations: {
    title: "Drug interactions: integrase inhibitors and cations",
    publisher: "HIV InSite, University of California San Francisco",
    url: "https://hivinsite.ucsf.edu/insite?page=hmq-1408-03",
  },
  singhealthDolutegravir: {
    title: "Dolutegravir: dosage and how to use",
    publisher: "KK Women's and Children's Hospital (SingHealth)",
    url: "https://www.skh.com.sg/patient-care/medicine/dolutegravir/dosage",
  },

  // --- Potassium and the kidneys -----------------------------------------------------------------------
  leicsFormularyPotassium: {
    title:
      "Formulary 2.2.3: potassium-sparing diuretics and aldosterone antagonists (monitoring with potassium supplements, ACE inhibitors and angiotensin-II antagonists)",
    publisher: "Leicestershire Health Community NHS medicines formulary",
    url: "https://leicestershire.formulary.co.uk/chaptersSubDetails.asp?FormularySectionID=2&SubSectionRef=02.02.03&SubSectionID=B100",
  },
  potassiumChlorideCkd: {
    title: "Effects of short-term potassium chloride supplementation in patients with CKD",
    publisher: "Journal of the American Society of Nephrology (PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9529195/",
    pmid: "35609996",
    doi: "10.1681/ASN.2022020147",
  },

  // --- Retinoids, vitamin A and pregnancy ----------------------------------------------------------------
  sacnVitaminA: {
    title:
      "SACN review of dietary advice on vitamin A (pregnant women: no supplements containing retinol, including fish liver oil)",
    publisher: "Scientific Advisory Committee on Nutrition (GOV.UK)",
    url: "https://www.gov.uk/government/publications/sacn-review-of-dietary-advice-on-vitamin-a",
  },
  medsafeAcitretin: {
    title: "Acitretin (Neotigason): points to remember (Prescriber Update 31(2))",
    publisher: "Medsafe (New Zealand Medicines and Medical Devices Safety Authority)",
    url: "https://www.medsafe.govt.nz/profs/PUArticles/AcitretinJune2010.htm",
  },
  isotretinoinPrescribingInfo: {
    title:
      "Oratane (isotretinoin) full prescribing information: adverse effects are those of hypervitaminosis A",
    publisher: "MIMS Singapore",
    url: "https://www.mims.com/singapore/drug/info/oratane?type=full",
  },

  // --- Conditions --------------------------------------------------------------------------------------
  haemochromatosisAvoid: {
    title: "Haemochromatosis: what can I do? (avoid iron and vitamin C supplements)",
    publisher: "Health Resource Directory (Australia)",
    url: "https://healthresourcedirectory.org.au/en/health-resource-directory/haemochromatosis/",
  },
  echinaforceSmpc: {
    title: "Echinaforce Chewable Cold & Flu Tablets (UK traditional herbal registration) SmPC, section 4.3",
    publisher: "A.Vogel SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/echinaforce-chewable-cold-flu-tablets-94409/summary-of-medicine-characteristics",
  },
  sarcoidosisUkCalciumVitaminD: {
    title: "Calcium and vitamin D in sarcoidosis",
    publisher: "SarcoidosisUK",
    url: "https://www.sarcoidosisuk.org/information-hub/calcium-vitamin-d/",
  },
  vitaminDSarcoidosisTrial: {
    title: "Randomised controlled trial of vitamin D supplementation in sarcoidosis",
    publisher: "BMJ Open (PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3808783/",
    pmid: "24157819",
    doi: "10.1136/bmjopen-2013-003562",
  },
  biotinAssayInterference: {
    title:
      "Association of biotin ingestion with performance of hormone and nonhormone assays in healthy adults",
    publisher: "JAMA",
    url: "https://jamanetwork.com/journals/jama/article-abstract/2654822",
  },

  // --- UK upper levels -------------------------------------------------------------------------------
  nhsVitaminD: {
    title: "Vitamins and minerals: vitamin D (do not take more than 100 micrograms a day)",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-d/",
  },
  nhsIron: {
    title: "Vitamins and minerals: iron (17 mg or less a day of iron supplements is unlikely to cause harm)",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/vitamins-and-minerals/iron/",
  },
  nhsOthersMagnesium: {
    title: "Vitamins and minerals: others — magnesium (400 mg or less a day from supplements)",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/vitamins-and-minerals/others/",
  },
  fssVitaminB6: {
    title: "Vitamin B6 (the Agency advises against more than 10 mg of vitamin B6 supplements a day)",
    publisher: "Food Standards Scotland",
    url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-b6",
  },
  fssZinc: {
    title: "Zinc (the Agency advises against more than 25 mg of zinc supplements a day)",
    publisher: "Food Standards Scotland",
    url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
  },
  fssIron: {
    title: "Iron (vitamin C with non-meat iron may help absorption)",
    publisher: "Food Standards Scotland",
    url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/iron",
  },
  fssVitaminA: {
    title: "Vitamin A (more than an average of 1.5 mg a day over many years may affect bones)",
    publisher: "Food Standards Scotland",
    url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-a",
  },
  fssBetaCarotene: {
    title: "Beta-carotene (no more than 7 mg of supplements a day; smokers should take none)",
    publisher: "Food Standards Scotland",
    url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/beta-carotene",
  },
  efsaBetaCaroteneSmokers: {
    title: "Statement on the safety of β-carotene use in heavy smokers",
    publisher: "European Food Safety Authority",
    url: "https://www.efsa.europa.eu/en/efsajournal/pub/2953",
  },
  omega3EthylEstersSmpc: {
    title:
      "Omega 3-acid-ethyl esters 1000 mg soft capsules: summary of product characteristics, section 4.4 (anticoagulants at the high dose of 4 capsules)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/14387/smpc/print",
  },
  efsaOmega3: {
    title:
      "Scientific Opinion on the Tolerable Upper Intake Level of EPA, DHA and DPA (EFSA Journal 2012;10(7):2815)",
    publisher: "EFSA Panel on Dietetic Products, Nutrition and Allergies",
    url: "https://www.efsa.europa.eu/en/efsajournal/pub/2815",
  },
  efsaCaffeine: {
    title: "Scientific opinion on the safety of caffeine",
    publisher: "European Food Safety Authority",
    url: "https://www.efsa.europa.eu/en/efsajournal/pub/4102",
  },
  fssCaffeineSupplements: {
    title: "Business guidance for food supplements containing caffeine: recommended caffeine levels",
    publisher: "Food Standards Scotland",
    url: "https://www.foodstandards.gov.scot/business-guidance/running-a-food-business/publications/business-guidance-for-food-supplements-containing-caffeine/section-2",
  },
  vkmNiacin: {
    title: "Nicotinic acid and nicotinamide: assessment of suggested maximum limits in food supplements",
    publisher: "Norwegian Scientific Committee for Food and Environment (VKM)",
    url: "https://vkm.no/english/riskassessments/allpublications/nicotinicacidandnicotinamideassessmentofsuggestedmaximumlimitsinfoodsupplements.4.2375207615dac0245aee2339.html",
  },

  // --- Pharmacist review ------------------------------------------------------------------------------
  ukmiGlucosamine: {
    title:
      "Medicines Q&A 144.4: Glucosamine – drug interactions (MHRA: patients on warfarin should not take glucosamine)",
    publisher: "UK Medicines Information (NHS), reproduced by studylib.net",
    url: "https://studylib.net/doc/7428447/glucosamine---drug-interactions",
  },
  vitaminCWarfarin: {
    title:
      "Vitamin C and warfarin (summary of Wynne et al., Thrombosis Research 2006: food amounts of vitamin C had no effect; INR falls reported at 2 g a day)",
    publisher: "AFIBBERS.org",
    url: "https://database.afibbers.org/database/stroke-prevention/vitamin-c-and-warfarin",
  },
  hps2ThriveMyopathy: {
    title:
      "HPS2-THRIVE randomized placebo-controlled trial of ER niacin/laropiprant: pre-specified muscle and liver outcomes (Eur Heart J 2013)",
    publisher: "European Heart Journal (via PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3640201/",
  },
  fybogelSmpc: {
    title: "Fybogel (ispaghula husk 3.5 g granules): summary of product characteristics",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/5652/smpc",
  },
  pepCaffeineSmpc: {
    title: "PEP (caffeine 30 mg and glucose tablets): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/pep/summary",
  },
  crukSjw: {
    title: "St John's wort and cancer",
    publisher: "Cancer Research UK",
    url: "https://www.cancerresearchuk.org/about-cancer/treatment/complementary-alternative-therapies/individual-therapies/st-johns-wort",
  },
  careSjwSmpc: {
    title: "Care St John's Wort Low Mood Relief Tablets: summary of product characteristics, section 4.3",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/9038/smpc",
  },
  valerinaNightTimePil: {
    title:
      "Valerina Night-Time (valerian, hops and lemon balm; UK traditional herbal registration): package leaflet",
    publisher: "UK package leaflet, reproduced by medine.co.uk",
    url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
  },
  nhsHaemochromatosisTreatment: {
    title: "Haemochromatosis: treatment (usually advised to avoid iron or vitamin C supplements)",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/haemochromatosis/treatment/",
  },
  nhsCalcium: {
    title:
      "Calcium - Vitamins and minerals (taking 1,500 mg or less a day of calcium supplements is unlikely to cause harm)",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/vitamins-and-minerals/calcium/",
  },
  nhsVitaminB: {
    title:
      "Vitamin B - Vitamins and minerals (riboflavin 40 mg and biotin 0.9 mg a day or less unlikely to cause harm)",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-b/",
  },
  nhsFerrousSulfate: {
    title: "How and when to take ferrous sulfate (the usual dose)",
    publisher: "NHS",
    url: "https://www.nhs.uk/medicines/ferrous-sulfate/how-and-when-to-take-ferrous-sulfate/",
  },
  macmillanSupplements: {
    title: "Diet and food supplements (tell your cancer team about any supplements)",
    publisher: "Macmillan Cancer Support",
    url: "https://www.macmillan.org.uk/information-and-support/lymphoma/lymphoma-non-hodgkin/coping/complementary-therapies/complementary-therapies-explained/diet-food-supplements.html",
  },
  devonHormonalIus: {
    title: "Hormonal IUS (the coil: Mirena, Kyleena, Jaydess)",
    publisher: "Devon Sexual Health (NHS)",
    url: "https://www.devonsexualhealth.nhs.uk/contraception/hormonal-ius/",
  },
  nhsAmlodipine: {
    title: "Amlodipine (NHS medicines A to Z)",
    publisher: "NHS",
    url: "https://www.nhs.uk/medicines/amlodipine/",
  },
} as const satisfies Record<string, Reference>;
