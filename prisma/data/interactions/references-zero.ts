// References first cited by the zero round (drug-interactions-part-22.ts, medical-contraindications-zero.ts): the
// catalogue ingredients that had few or no records, read from professional monographs, case reports and trials where
// no UK product information or official monograph could be read here. Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_ZERO = {
  /**
   * Case report: a woman taking escitalopram for over a year developed serotonin toxicity after 2 to 3 months of a
   * Garcinia cambogia supplement; hydroxycitric acid may raise serotonin and so the risk of serotonin toxicity with SSRIs.
   */
  garciniaSerotoninCase: {
    title: "Serotonin toxicity associated with Garcinia cambogia over-the-counter supplement (case report)",
    publisher: "Journal of Medical Toxicology (PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC4252288",
    pmid: "24699886",
    doi: "10.1007/s13181-014-0390-7",
  },
  /**
   * DILIN: 22 cases of liver injury adjudicated to G. cambogia alone or with green tea or ashwagandha, hepatocellular
   * with jaundice; one died, one needed a liver transplant and 91% were admitted to hospital.
   */
  garciniaDilin: {
    title:
      "Garcinia cambogia, either alone or in combination with green tea, causes moderate to severe liver injury",
    publisher: "Clinical Gastroenterology and Hepatology (PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9004424",
    pmid: "34400337",
    doi: "10.1016/j.cgh.2021.08.015",
  },
  /**
   * Special precautions: avoid in pregnancy and breastfeeding (not enough reliable information); garcinia can worsen
   * mania in bipolar disorder, do not use; garcinia might harm the liver and worsen liver disease, do not use.
   */
  webmdGarcinia: {
    title: "Garcinia: uses, side effects, special precautions and warnings",
    publisher: "WebMD",
    url: "https://webmd.com/vitamins-supplements/ingredientmono-818-garcinia.aspx",
  },
  /**
   * Contraindications: because of additive effects, avoid synephrine in hypertension, tachyarrhythmia,
   * hyperthyroidism or narrow-angle glaucoma. Pregnancy and lactation: avoid use.
   */
  drugsComBitterOrange: {
    title: "Bitter Orange: clinical overview (contraindications, pregnancy and lactation, interactions)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/npp/bitter-orange.html",
  },
  /**
   * Case report: an 83-year-old man stable on warfarin 2.5 mg a day had a marked rise in INR after taking chitosan
   * 1,200 mg twice a day, and again when he restarted it; chitosan binds fats in the gut and can reduce vitamin K
   * absorption; Naranjo scale "probable". The abstract was read on Mendeley's page, which gives this DOI.
   */
  chitosanWarfarinCase: {
    title: "Chitosan potentiation of warfarin effect (case report)",
    publisher: "Annals of Pharmacotherapy",
    url: "https://doi.org/10.1345/aph.1K173",
    doi: "10.1345/aph.1K173",
  },
  /** Warnings: use chitosan with caution if you have shellfish or mushroom allergy. */
  medicinenetChitosan: {
    title: "Chitosan: uses, side effects and warnings",
    publisher: "MedicineNet",
    url: "https://www.medicinenet.com/chitosan/article.htm",
  },
  /**
   * VINTAGE MI randomised trial: L-arginine 3 g three times a day for 6 months after a first ST-elevation heart
   * attack; the trial was stopped early for possible increased deaths in the L-arginine group.
   */
  vintageMiPubmed: {
    title:
      "L-arginine therapy in acute myocardial infarction: the VINTAGE MI randomized clinical trial (JAMA 2006)",
    publisher: "PubMed (National Library of Medicine)",
    url: "https://pubmed.ncbi.nlm.nih.gov/16391217/",
    pmid: "16391217",
    doi: "10.1001/jama.295.1.58",
  },
  /**
   * Report of VINTAGE MI: 8.6% of the L-arginine group died against none on placebo; the authors conclude that
   * "L-arginine should not be recommended following acute myocardial infarction".
   */
  healthdayArginine: {
    title: "L-arginine does not help after heart attack, may harm (report of the VINTAGE MI trial)",
    publisher: "HealthDay",
    url: "https://consumer.healthday.com/cardiology-2/misc-stroke-related-heart-news-360/l-arginine-does-not-help-after-heart-attack-may-harm-501170.html",
  },
  /**
   * Table of possible herb–drug interactions: chamomile taken with anticoagulants (such as warfarin) may increase the
   * risk of bleeding; chamomile may intensify or prolong the effects of sedatives (such as barbiturates and
   * benzodiazepines); chamomile may reduce iron absorption.
   */
  merckHerbDrugTable: {
    title: "Some possible herb–drug interactions (table, Merck Manual Consumer Version)",
    publisher: "Merck Manuals (Consumer Version)",
    url: "https://www.merckmanuals.com/en-ca/home/multimedia/table/v833414",
  },
  /**
   * Bilberry: possible drug–supplement interaction with diabetes medicines (can decrease blood sugar to dangerously
   * low levels) and with anticoagulant/antiplatelet medicines such as warfarin (can slow blood clotting, increasing
   * the risk of bruising and bleeding).
   */
  familyDoctorSupplements: {
    title:
      "Drug-nutrient interactions and drug-supplement interactions: examples of dietary supplement interactions",
    publisher: "familydoctor.org (American Academy of Family Physicians)",
    url: "https://familydoctor.org/drug-nutrient-interactions-and-drug-supplement-interactions-examples-of-dietary-supplement-interactions",
  },
  /**
   * Possible interactions with GLA: people taking phenothiazines to treat schizophrenia, including chlorpromazine
   * (Thorazine) and perphenazine (Trilafon), should not take evening primrose oil, as it may increase the risk of
   * seizures. (The page's brand names for fluphenazine and promethazine are those of other medicines, so only the
   * two whose names agree are used.)
   */
  stLukesGla: {
    title: "Possible interactions with gamma-linolenic acid (GLA)",
    publisher: "St. Luke's Hospital health library (VeriMed Healthcare Network)",
    url: "https://stlukes-stl.com/health-content/medicine/33/000960.htm",
  },
  /**
   * Bromelain, "Do Not Take If": you are taking warfarin or other blood thinners (bromelain may increase the risk of
   * bruising and bleeding); you are taking tetracycline antibiotics (bromelain may increase their blood and urine
   * levels).
   */
  mskBromelain: {
    title: "Bromelain (About Herbs, Memorial Sloan Kettering Cancer Center)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/bromelain",
  },
  /**
   * Grape seed, "Do Not Take If": you are taking warfarin or other blood thinners (lab studies suggest grape seed may
   * increase bleeding risk; clinical relevance has yet to be determined); also CYP3A4 and UGT substrate drugs (lab
   * studies only).
   */
  mskGrapeSeed: {
    title: "Grape Seed (About Herbs, Memorial Sloan Kettering Cancer Center)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/grape-seed",
  },
  /**
   * News report of VINTAGE MI: six of the 78 heart attack patients given L-arginine died and none of the 75 on
   * placebo; the researchers warn that "L-arginine therapy should not be given to patients following a [heart attack]".
   */
  webmdArginineNews: {
    title: "Don't take L-arginine for heart attack (report of the VINTAGE MI trial)",
    publisher: "WebMD",
    url: "https://www.webmd.com/heart-disease/news/20060103/dont-take-l-arginine-for-heart-attack",
  },
  /**
   * L-glutamine, warnings: generally well tolerated, but glutamine should not be taken during paclitaxel (Taxol and
   * Abraxane) and docetaxel (Taxotere) chemotherapy, as it may increase the risk of peripheral neuropathy.
   */
  arizonaGlutamine: {
    title: "L-glutamine (Integrative Oncology Cancer Toolkit)",
    publisher: "Andrew Weil Center for Integrative Medicine, University of Arizona",
    url: "https://toolkit.awcim.arizona.edu/cancertoolkit/l_glutamine.html",
  },
  /** Quercetin: because of its antioxidant effects, quercetin may interfere with the actions of certain chemotherapy drugs. */
  mskQuercetin: {
    title: "Quercetin (About Herbs, Memorial Sloan Kettering Cancer Center)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/quercetin",
  },
  /**
   * Fenugreek: acted as an oestrogen receptor modulator and stimulated breast cancer cells in vitro; patients with
   * hormone-sensitive cancers should consult their physician before using fenugreek.
   */
  mskFenugreek: {
    title: "Fenugreek (About Herbs, Memorial Sloan Kettering Cancer Center)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/fenugreek",
  },
} satisfies Record<string, Reference>;
