// References first cited in the wcn8 round (medical-contraindications-wcn8.ts): nutrients with conditions their sources name.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WCN8 = {
  /**
   * 4.3: "Risk/benefit considerations should be taken into account when the following medical problems exist ...
   * Gout: large doses of nicotinic acid may cause hyperuricaemia ... Hypotension: may worsen due to vasodilation effects
   * of nicotinic acid. Peptic ulcer: large doses may activate peptic ulcer."
   */
  apoNicotinicAcidDataSheet: {
    title:
      "APO-Nicotinic Acid tablets data sheet (Medsafe, New Zealand), section 4.3: risk/benefit considerations in gout, hypotension and peptic ulcer",
    publisher: "RxReasoner (copy of the Apotex NZ data sheet, 2017)",
    url: "https://www.rxreasoner.com/monographs/apo-nicotinic/precautions",
  },
  /** "NIASPAN Contraindications: Active liver disease. Unexplained elevations of serum transaminases. Active peptic ulcer disease. Arterial bleeding." */
  niaspanMonograph: {
    title:
      "Niaspan (prolonged-release nicotinic acid): contraindications include active peptic ulcer disease",
    publisher: "Oncology Nurse Advisor (drug monograph)",
    url: "https://www.oncologynurseadvisor.com/drug/niaspan/",
  },
  /** "Kelp and seaweed supplements are not recommended during pregnancy." */
  ukIodineSeaweed: {
    title:
      "Iodine in seaweed: kelp supplements have highly variable iodine content, and kelp and seaweed supplements are not recommended during pregnancy",
    publisher: "UK Iodine Group",
    url: "https://ukiodine.org/news/article-in-sunday-times-on-iodine-in-seaweed/",
  },
  /** "... it can provide excessive amounts (particularly brown seaweed e.g. kelp) and therefore eating it more than once a week is not recommended, especially during pregnancy or breastfeeding." */
  bnfSeaweedPregnancy: {
    title:
      "Nutrition for pregnancy (vegetarian and vegan): seaweed can provide excessive iodine, especially brown seaweed such as kelp; not more than once a week, especially in pregnancy or breastfeeding",
    publisher: "British Nutrition Foundation",
    url: "https://www.nutrition.org.uk/healthyliving/nutritionforpregnancy/vegetarian.html?limit=1&start=8",
  },
  /** "iodine is actively transported into breastmilk ... Some sources recommend against using seaweed during breastfeeding because of its high iodine content." */
  lactmedSeaweed: {
    title:
      "Seaweed (kelp) while breastfeeding: iodine passes actively into breast milk, and some sources recommend against seaweed during breastfeeding (LactMed text)",
    publisher: "The Meditary (copy of the US National Library of Medicine's LactMed record)",
    url: "https://themeditary.com/breastfeeding/seaweed-use-while-breastfeeding-14549.html",
  },
  /** "as vitamin B12 contains cobalt, patients with known cobalt allergy are advised to speak to a doctor or healthcare professional if they are prescribed vitamin B12" (MHRA, December 2023). */
  mhraCobaltHongKong: {
    title:
      "The United Kingdom: Vitamin B12 (hydroxocobalamin, cyanocobalamin): advise patients with known cobalt allergy to be vigilant for sensitivity reactions (MHRA, December 2023)",
    publisher: "Drug Office, Department of Health, Hong Kong (report of the MHRA Drug Safety Update)",
    url: "https://www.drugoffice.gov.hk/eps/news/showNews/The+United+Kingdom%3A+Vitamin+B12+%28hydroxocobalamin%2C+cyanocobalamin%29%3A+advise+patients+with+known+cobalt+allergy+to+be+vigilant+for+sensitivity+reactions/consumer/2023-12-19/tc/52329.html",
  },
  /** "MHRA (Dec 2023) Vitamin B12 (hydroxocobalamin, cyanocobalamin): advise patients with known cobalt allergy to be vigilant for sensitivity reactions." */
  derbyshireCyanocobalamin: {
    title:
      "Cyanocobalamin (traffic lights): MHRA December 2023, advise patients with known cobalt allergy to be vigilant for sensitivity reactions",
    publisher: "Derbyshire Medicines Management (NHS)",
    url: "https://app.derbyshiremedicinesmanagement.nhs.uk/app/app-medicines-management/traffic-lights/app/app-medicines-management/traffic-lights/show-drug/cyanocobalamin2/",
  },
  /** 4.3 Gegenanzeigen: "Überempfindlichkeit ...; schwere Nierenfunktionsstörungen; Myasthenia gravis; Exsikkose; Calcium-Magnesium-Ammoniumphosphat-Steindiathese." */
  magiumSmpc: {
    title:
      "Magium 5 mmol Kautabletten (magnesium 121.5 mg), Fachinformation (German SmPC), section 4.3: contraindications include myasthenia gravis",
    publisher: "iMedikament.de (copy of the German SmPC, 2008)",
    url: "https://imedikament.de/magium/fachinformation?doc=1",
  },
  /** 4.3 Gegenanzeigen: "Weiterhin ist die Anwendung von Magnesium beta 10 bei Myasthenia gravis, bei Exsikkose ..." */
  magnesiumBeta10Smpc: {
    title:
      "Magnesium beta 10, 243 mg Brausetabletten (magnesium oxide), Fachinformation (German SmPC), section 4.3: use in myasthenia gravis among the contraindications",
    publisher: "iMedikament.de (copy of the German SmPC)",
    url: "https://imedikament.de/magnesium-hermes-243-mg-brausetabletten/fachinformation",
  },
  /** "TMA is formed by bacteria in the mammalian gut from reduction of compounds such as trimethylamine-N-oxide (TMAO) and choline ... The symptoms of trimethylaminuria can be improved by changes in the diet to avoid precursors." */
  tmauReview: {
    title:
      "Trimethylaminuria: causes and diagnosis of a socially distressing condition (review): TMA is formed in the gut from TMAO and choline, and symptoms improve with a diet avoiding precursors",
    publisher: "The Clinical Biochemist Reviews (PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3052392",
  },
  /** "This is a smelly chemical that is produced in the gut particularly when certain protein and choline-rich foods are digested." */
  clearchemistTmau: {
    title:
      "Trimethylaminuria ('fish odour syndrome'): trimethylamine is produced in the gut particularly when protein and choline-rich foods are digested (NHS website text)",
    publisher: "Clear Chemist (health A to Z)",
    url: "https://clearchemist.co.uk/az-health/trimethylaminuria-fish-odour-syndrome",
  },
  /** "... until more conclusive information is available, males who are at risk of developing or who already have prostate cancer should avoid chondroitin." */
  reliasChondroitinProstate: {
    title:
      "Reader question (Alternative Medicine Alert, February 2001): chondroitin sulfate may cause prostate cancer to spread or recur; men who have prostate cancer should avoid chondroitin until more is known",
    publisher: "Relias Media (Alternative Medicine Alert)",
    url: "https://reliasmedia.com/articles/68004-reader-question",
  },
  /**
   * "selenium supplementation was associated with statistically significantly elevated risk of squamous cell carcinoma
   * (HR = 1.25 ...) and of total nonmelanoma skin cancer (HR = 1.17 ...)" (200 microg daily, 1312 patients who had had it).
   */
  npcSkinCancer: {
    title:
      "Selenium supplementation and secondary prevention of nonmelanoma skin cancer in a randomized trial (J Natl Cancer Inst 2003;95(19):1477-81): 200 micrograms a day raised the risk of squamous cell carcinoma",
    publisher: "PubMed (abstract of the Nutritional Prevention of Cancer Trial report)",
    url: "https://pubmed.ncbi.nlm.nih.gov/14519754/",
    doi: "10.1093/jnci/djg061",
  },
} satisfies Record<string, Reference>;
