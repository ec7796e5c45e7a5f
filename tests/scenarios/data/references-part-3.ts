// Sources of the condition, dose and food scenarios (surgery, cancer treatment, pregnancy and
// breastfeeding, kidneys and liver, upper levels, food), each an official page: NHS, NIH ODS and
// NCCIH, the EU herbal monographs, UK product information on emc, and the UK perioperative handbook.
import type { ScenarioInput } from "../schema";

type Reference = ScenarioInput["sources"][number];

const ods = (slug: string, name: string): Reference => ({
  title: `${name}: Fact Sheet for Health Professionals`,
  publisher: "NIH Office of Dietary Supplements",
  url: `https://ods.od.nih.gov/factsheets/${slug}-HealthProfessional/`,
});
const nccih = (slug: string, name: string): Reference => ({
  title: `${name}: Usefulness and Safety`,
  publisher: "National Center for Complementary and Integrative Health (NIH)",
  url: `https://www.nccih.nih.gov/health/${slug}`,
});
const nhs = (path: string, title: string): Reference => ({
  title,
  publisher: "NHS",
  url: `https://www.nhs.uk/${path}/`,
});

export const REF3 = {
  // --- Surgery -------------------------------------------------------------------------------------
  /** Stop herbal medicines 2 weeks before elective surgery (bleeding, sedation, enzyme induction). */
  ukcpaHerbalRemedies: {
    title: "Herbal remedies (UKCPA Handbook of Perioperative Medicines)",
    publisher: "UK Clinical Pharmacy Association",
    url: "https://www.ukcpa-periophandbook.co.uk/medicine-monographs/herbal-remedies-1",
  },
  nccihGarlic: nccih("garlic", "Garlic"),
  nccihGinkgo: nccih("ginkgo", "Ginkgo"),

  // --- Cancer treatment ------------------------------------------------------------------------------
  /** Chemotherapy and radiotherapy: some oncologists advise against antioxidant supplements during treatment. */
  odsVitaminE: ods("VitaminE", "Vitamin E"),
  odsVitaminC: ods("VitaminC", "Vitamin C"),
  /** If you use curcumin for reasons other than cooking, talk to your doctor first. */
  crukTurmeric: {
    title: "Turmeric and cancer",
    publisher: "Cancer Research UK",
    url: "https://www.cancerresearchuk.org/about-cancer/treatment/complementary-alternative-therapies/individual-therapies/turmeric",
  },

  // --- Pregnancy and breastfeeding -----------------------------------------------------------------
  /** Folic acid 400 µg before and until 12 weeks; vitamin D 10 µg; no vitamin A (retinol) or fish liver oil. */
  nhsPregnancyVitamins: nhs(
    "pregnancy/keeping-well/vitamins-supplements-and-nutrition",
    "Vitamins, supplements and nutrition in pregnancy",
  ),
  /** Limit caffeine to 200 mg a day in pregnancy. */
  nhsPregnancyFoodsToAvoid: nhs("pregnancy/keeping-well/foods-to-avoid", "Foods to avoid in pregnancy"),
  /** "Do not take this product if: ... You are pregnant or breast-feeding". */
  kiraLowMoodPil: {
    title: "Kira LowMood Relief (St John's wort 450 mg, UK traditional herbal registration): patient leaflet",
    publisher: "Klosterfrau Healthcare (UK leaflet, reproduced by medine.co.uk)",
    url: "https://medine.co.uk/kira-lowmood-relief",
  },
  /** Pregnancy is a contraindication (section 4.3); use during lactation is not recommended (section 4.6). */
  hmpcGinkgo: {
    title: "Ginkgo folium (ginkgo leaf): EU herbal monograph (HMPC), sections 4.3 and 4.6",
    publisher: "European Medicines Agency (HMPC)",
    url: "https://www.ema.europa.eu/en/medicines/herbal/ginkgo-folium",
  },
  /** May not be safe in pregnancy (birth defects in animal studies) or when breastfeeding. */
  nccihAsianGinseng: nccih("asian-ginseng", "Asian Ginseng"),
  /** Little is known about amounts greater than in food during pregnancy or breastfeeding. */
  nccihTurmeric: nccih("turmeric", "Turmeric"),

  // --- Kidneys and liver ---------------------------------------------------------------------------
  /** Section 4.3: severe renal impairment (glomerular filtration rate < 30 ml/min). */
  magnaspartateSmpc: {
    title: "Magnaspartate 243 mg powder for oral solution: summary of product characteristics, section 4.3",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/medicine/30238",
  },
  /** Section 4.3: hypercalcaemia, nephrolithiasis and severe renal impairment among the contraindications. */
  fultiumD3Smpc: {
    title: "Fultium-D3 800 IU capsules (colecalciferol): summary of product characteristics, section 4.3",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/2813/smpc",
  },
  /** Contraindications: hypercalcaemia, primary hyperparathyroidism, severe renal failure; relative: renal stones. */
  adcalD3Smpc: {
    title:
      "Adcal-D3 chewable tablets (calcium carbonate and colecalciferol): summary of product characteristics",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/401/smpc",
  },
  /** Magnesium toxicity risk rises with impaired kidney function; supplements up to the UL in healthy people. */
  odsMagnesium: ods("Magnesium", "Magnesium"),
  /** High doses of nicotinic acid can harm the liver; caution in liver disease. */
  odsNiacin: ods("Niacin", "Niacin"),
  /** Too much preformed vitamin A (retinol) can cause liver damage. */
  odsVitaminA: ods("VitaminA", "Vitamin A and Carotenoids"),
  /** Case reports of liver injury from concentrated green tea extracts. */
  nccihGreenTea: nccih("green-tea", "Green Tea"),
  /** Case reports of liver injury from ashwagandha supplements. */
  nccihAshwagandha: nccih("ashwagandha", "Ashwagandha"),
  /** After a transplant, natural medicines can damage the transplant or interact with its medicines. */
  imperialTransplantMyths: {
    title: "Living with a kidney transplant: popular myths and common questions",
    publisher: "Imperial College Healthcare NHS Trust",
    url: "https://imperial.nhs.uk/our-services/kidney-and-transplant/kidney-and-pancreas-transplantation/kidney-transplantation/living-with-a-transplant/popular-myths-and-common-questions",
  },
  nccihMilkThistle: nccih("milk-thistle", "Milk Thistle"),

  // --- Upper levels and food -------------------------------------------------------------------------
  /** 540 mg (800 IU) or less a day of vitamin E supplements is unlikely to cause harm. */
  nhsVitaminE: nhs("conditions/vitamins-and-minerals/vitamin-e", "Vitamins and minerals: vitamin E"),
  /** Less than 1,000 mg a day of vitamin C supplements is unlikely to cause harm. */
  nhsVitaminC: nhs("conditions/vitamins-and-minerals/vitamin-c", "Vitamins and minerals: vitamin C"),
  /** Selenium 350 µg, iodine 0.5 mg, copper 10 mg a day or less from supplements unlikely to cause harm. */
  nhsOthers: nhs("conditions/vitamins-and-minerals/others", "Vitamins and minerals: others"),
  /** If you eat liver or liver pâté once a week, do not take supplements containing vitamin A. */
  nhsVitaminA: nhs("conditions/vitamins-and-minerals/vitamin-a", "Vitamins and minerals: vitamin A"),
  /** Drink plenty of fluids with ispaghula husk. */
  nhsIspaghula: nhs("medicines/ispaghula-husk", "Ispaghula husk (NHS medicines information)"),
  /** Tea, coffee and calcium reduce the absorption of non-haem iron; vitamin C helps it. */
  odsIron: ods("Iron", "Iron"),
  /** Sodium increases urinary calcium excretion. */
  odsCalcium: ods("Calcium", "Calcium"),
  /** Seaweed (kelp, nori, kombu, wakame) is one of the best food sources of iodine. */
  odsIodine: ods("Iodine", "Iodine"),
  /** Brazil nuts contain very large amounts of selenium. */
  odsSelenium: ods("Selenium", "Selenium"),
  /** Salt substitutes contain potassium chloride. */
  odsPotassium: ods("Potassium", "Potassium"),
  /** Omega-3 interactions: anticoagulants; no kidney caution. */
  odsOmega3: ods("Omega3FattyAcids", "Omega-3 Fatty Acids"),
  nccihCoq10: nccih("coenzyme-q10", "Coenzyme Q10"),
  /** Green leafy vegetables are the main dietary source of vitamin K1. */
  odsVitaminK: ods("VitaminK", "Vitamin K"),

  // --- Other conditions --------------------------------------------------------------------------------
  /** Safety: St John's wort may cause mania in people with bipolar disorder. */
  nccihStJohnsWort: nccih("st-johns-wort", "St. John's Wort"),
  /** Triggers: some medicines, broad (fava) beans, naphthalene. */
  nhsG6pd: nhs(
    "conditions/glucose-6-phosphate-dehydrogenase-deficiency",
    "Glucose-6-phosphate dehydrogenase (G6PD) deficiency",
  ),
  /** Calcium and vitamin D supplements are often recommended with osteoporosis treatment. */
  nhsOsteoporosisTreatment: nhs("conditions/osteoporosis/treatment", "Osteoporosis: treatment"),
  /** Folic acid 400 µg a day when trying for a baby and until 12 weeks of pregnancy. */
  nhsFolicAcid: nhs("medicines/folic-acid", "Folic acid (NHS medicines information)"),
} as const satisfies Record<string, Reference>;
