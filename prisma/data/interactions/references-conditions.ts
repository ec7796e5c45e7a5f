// References added for the medical-contraindication records. Each was read with the search
// tool (the official page, or a copy of it whose official address is given here); the comment says
// what the record relies on.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_CONDITIONS = {
  // --- Echinacea -------------------------------------------------------------------------------------------
  /**
   * Section 4.3: "Because of their immunostimulating activity, Echinacea extracts must not be used in
   * cases of progressive systemic disorders (tuberculosis, sarcoidosis), autoimmune diseases …,
   * immunodeficiencies (e.g. HIV infection, AIDS), immunosuppression (e.g. oncological cytostatic
   * therapy; history of organ or bone marrow transplant) diseases of the white blood cell system (e.g.
   * agranulocytosis, leukaemias) and allergic diathesis (e.g. urticaria, atopic dermatitis, asthma)."
   */
  echinaforceSmpc: {
    title:
      "Echinaforce (Echinacea Drops), UK traditional herbal registration: summary of product characteristics, section 4.3",
    publisher: "A.Vogel (UK SmPC, reproduced by imedi.co.uk)",
    url: "https://imedi.co.uk/echinaforce-echinacea-drops/summary",
  },

  // --- Biotin and thyroid function tests ---------------------------------------------------------------
  /** Recommendation added October 2023: ask about biotin intake (falsely high or low thyroid test results). */
  niceNg145Recommendations: {
    title:
      "Thyroid disease: assessment and management (NICE guideline NG145), recommendations: ask people with suspected thyroid dysfunction about biotin intake",
    publisher: "NICE",
    url: "https://www.nice.org.uk/guidance/ng145/chapter/Recommendations",
  },
  /** Reports the MHRA Drug Safety Update of June 2023 on biotin interfering with thyroid immunoassays. */
  niceNg145BiotinSurveillance: {
    title:
      "2023 exceptional surveillance of thyroid disease (NICE NG145): biotin interference with thyroid function tests, following the MHRA Drug Safety Update of June 2023",
    publisher: "NICE",
    url: "https://www.nice.org.uk/guidance/ng145/resources/2023-exceptional-surveillance-of-thyroid-disease-assessment-and-management-nice-guideline-ng145-13190452093/chapter/Surveillance-decision",
  },

  // --- Beta-carotene, smoking and asbestos ----------------------------------------------------------------
  /** "People who smoke or have been exposed to asbestos are advised not to take any beta-carotene supplements." */
  fssBetaCarotene: {
    title: "Vitamins and minerals: beta-carotene",
    publisher: "Food Standards Scotland",
    url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/beta-carotene",
  },
  /** Trials in heavy smokers at 20–30 mg a day; no concern found below 15 mg a day. */
  efsaBetaCaroteneSmokers2012: {
    title: "Statement on the safety of β-carotene use in heavy smokers",
    publisher: "EFSA Journal (EFSA Panel on Food Additives and Nutrient Sources added to Food)",
    url: "https://doi.org/10.2903/j.efsa.2012.2953",
    doi: "10.2903/j.efsa.2012.2953",
  },
  /** More than 1.5 mg of vitamin A a day over many years may make bones more likely to fracture. */
  fssVitaminA: {
    title: "Vitamins and minerals: vitamin A",
    publisher: "Food Standards Scotland",
    url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-a",
  },

  // --- Vitamin D and calcium: sarcoidosis, hyperparathyroidism, hypercalcaemia, kidney failure -----------
  /**
   * Contraindications: hypervitaminosis D, nephrolithiasis, diseases or conditions resulting in
   * hypercalcaemia, severe renal impairment. Sarcoidosis: prescribe with caution and monitor calcium;
   * refer to a doctor rather than supply as a pharmacy medicine.
   */
  fultiumD3Smpc: {
    title: "Fultium-D3 800 IU capsules (colecalciferol): summary of product characteristics",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/2813/smpc",
  },
  /** "Patients with primary hyperparathyroidism and vitamin deficiency should have their serum calcium measured." */
  colecalciferolOralSolutionSmpc: {
    title: "Colecalciferol oral solution: summary of product characteristics (special warnings)",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/8091/smpc",
  },
  /**
   * Absolute contraindications: hypercalcaemia (e.g. from myeloma, bone metastases, sarcoidosis), primary
   * hyperparathyroidism, vitamin D overdosage, severe renal failure; relative: renal stones.
   */
  adcalD3Smpc: {
    title:
      "Adcal-D3 Lemon chewable tablets (calcium carbonate and colecalciferol): summary of product characteristics",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/401/smpc",
  },
  /** Supplements can raise calcium in some people with sarcoidosis; tell the doctor before taking them. */
  sarcoidosisUkCalciumVitaminD: {
    title: "Calcium and vitamin D (information hub)",
    publisher: "SarcoidosisUK",
    url: "https://www.sarcoidosisuk.org/information-hub/calcium-vitamin-d/",
  },

  // --- Copper and Wilson's disease ---------------------------------------------------------------------
  /** The liver cannot remove copper; it builds up and damages the liver and brain; take in less copper. */
  britishLiverTrustWilsons: {
    title: "Wilson's disease",
    publisher: "British Liver Trust",
    url: "https://britishlivertrust.org.uk/information-and-support/liver-conditions/wilsons-disease",
  },

  // --- Diabetes --------------------------------------------------------------------------------------
  /** Chromium and berberine may help blood sugar; supplements can interact with diabetes treatment. */
  nccihDiabetesSupplements: {
    title: "Diabetes and Dietary Supplements: What You Need To Know",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://www.nccih.nih.gov/health/diabetes/supplements",
  },
  alaInsulinAutoimmuneHypoglycaemia2018: {
    title: "Autoimmune hypoglycaemia caused by alpha-lipoic acid: a rare condition in Caucasian patients",
    publisher: "Endocrinology, Diabetes & Metabolism Case Reports",
    url: "https://pubmed.ncbi.nlm.nih.gov/30532998/",
    pmid: "30532998",
    doi: "10.1530/EDM-18-0011",
  },
  alaInsulinAutoimmuneSyndrome2018: {
    title: "Spontaneously remitting insulin autoimmune syndrome in a patient taking alpha-lipoic acid",
    publisher: "Endocrinology, Diabetes & Metabolism Case Reports (via PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC6300855/",
    pmid: "30532997",
    doi: "10.1530/EDM-18-0122",
  },

  // --- Surgery ---------------------------------------------------------------------------------------
  /**
   * UK perioperative guidance: stop all herbal medicines 2 weeks before elective surgery (garlic, ginger,
   * ginkgo and ginseng affect clotting; valerian sedates; echinacea can impair wound healing; St John's
   * wort induces liver enzymes).
   */
  ukcpaHerbalRemedies: {
    title: "Herbal remedies (UKCPA Handbook of Perioperative Medicines)",
    publisher: "UK Clinical Pharmacy Association",
    url: "https://www.ukcpa-periophandbook.co.uk/medicine-monographs/herbal-remedies-1",
  },

  // --- Statins (red yeast rice contains monacolin K, which is lovastatin) ----------------------------------
  /** Statins are usually avoided in pregnancy; most women stop them 3 months before trying to conceive. */
  uktisStatins: {
    title: "Statins (medicines in pregnancy information)",
    publisher: "UK Teratology Information Service (UKTIS)",
    url: "https://www.medicinesinpregnancy.org/leaflets-a-z/statins/",
  },
  /** "Statins are not recommended in pregnancy" and "Do not take statins if you are breastfeeding." */
  hseStatinsWhoCanTake: {
    title: "Who can and cannot take statins",
    publisher: "HSE (Health Service Executive, Ireland)",
    url: "https://www2.hse.ie/medicines/statins/who-can-and-cannot-take-statins/",
  },
  /** "Statins should not be taken if you have liver disease" and not "by anyone who is pregnant or breastfeeding". */
  nhsStatinsConsiderations: {
    title: "Statins: considerations (liver disease, pregnancy and breastfeeding)",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/statins/considerations/",
  },

  // --- UK traditional herbal registrations (product leaflets and SmPCs) ---------------------------------
  /** "Do not take this product if: ... You are pregnant or breast-feeding". */
  kiraLowMoodPil: {
    title: "Kira LowMood Relief (St John's wort 450 mg, UK traditional herbal registration): patient leaflet",
    publisher: "Klosterfrau Healthcare (UK leaflet, reproduced by medine.co.uk)",
    url: "https://medine.co.uk/kira-lowmood-relief",
  },
  /** "Do not take this product if you are already taking a medicine for sleep or anxiety". */
  sleepEezyValerianPil: {
    title: "SleepEezy Valerian tablets (UK traditional herbal registration): patient leaflet",
    publisher: "Natures Aid (UK leaflet, reproduced by medine.co.uk)",
    url: "https://medine.co.uk/sleepeezy-valerian-tablets",
  },
  /** "Do not take ... if you are: already taking other medicines for anxiety or sleep; ... pregnant or breast feeding". */
  valerinaNightTimePil: {
    title:
      "Valerina Night-Time (valerian, hops and lemon balm; UK traditional herbal registration): package leaflet",
    publisher: "UK package leaflet, reproduced by medine.co.uk",
    url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
  },

  // --- Kidneys ---------------------------------------------------------------------------------------------
  /** Section 4.3: contraindicated in "Severe renal impairment (glomerular filtration rate <30 ml/min)". */
  magnaspartateSmpc: {
    title:
      "Magnaspartate 243 mg powder for oral solution (magnesium aspartate): summary of product characteristics",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/medicine/30238",
  },

  // --- Cancer treatment ----------------------------------------------------------------------------------
  /** "It is important that people with cancer talk to their doctor before taking vitamin C ... High doses ... may limit the effectiveness of radiotherapy and chemotherapy." */
  crukVitaminCNews2006: {
    title: "No clinical evidence for vitamin C cancer claim, warns Cancer Research UK",
    publisher: "Cancer Research UK",
    url: "https://news.cancerresearchuk.org/2006/03/29/no-clinical-evidence-for-vitamin-c-cancer-claim-warns-cancer-research-uk/",
  },
  /** "If you use curcumin for reasons other than cooking, talk to your doctor first." */
  crukTurmeric: {
    title: "Turmeric and cancer",
    publisher: "Cancer Research UK",
    url: "https://www.cancerresearchuk.org/about-cancer/treatment/complementary-alternative-therapies/individual-therapies/turmeric",
  },
  /** Clinical pharmacokinetic studies show negative treatment outcomes may occur when St John's wort or Curcuma longa (turmeric) is taken with common cancer treatments. */
  naturalProductsCancerReview2023: {
    title:
      "Interactions between natural products and cancer treatments: underlying mechanisms and clinical importance",
    publisher: "Cancer Chemotherapy and Pharmacology",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9905199/",
    pmid: "36707434",
    doi: "10.1007/s00280-023-04504-z",
  },
} as const satisfies Record<string, Reference>;
