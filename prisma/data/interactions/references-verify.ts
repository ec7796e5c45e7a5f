// References added while checking records written in early rounds against a text (the verification round). Each
// was read here, at the address given; the comment says what it states. Non-UK copies are named as such.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_VERIFY = {
  /**
   * Drug interactions: rifampicin cut apixaban's AUC by about 54%; other strong CYP3A4 and P-gp inducers (phenytoin,
   * carbamazepine, phenobarbital or St John's wort) may also reduce apixaban levels; no dose adjustment, but apixaban
   * should be used with caution in people taking strong inducers of both.
   */
  eliquisMimsIndonesia: {
    title: "Eliquis (apixaban): full prescribing information, drug interactions (Pfizer)",
    publisher: "MIMS Indonesia (copy of Pfizer's product information)",
    url: "https://prdmimsweb.azurewebsites.net/indonesia/drug/info/eliquis/drug-interactions",
  },
  /**
   * Section 4: giving VFEND with rifampin, carbamazepine, long-acting barbiturates and St John's wort is
   * contraindicated because they are likely to decrease plasma voriconazole concentrations significantly.
   */
  vfendUsContraindications: {
    title: "VFEND (voriconazole): US prescribing information, section 4 Contraindications",
    publisher: "Pfizer Medical Information (US)",
    url: "https://pfizermedicalinformation.com/vfend/contradictions",
  },
  /**
   * Probiotics have a history of apparently safe use in healthy people but can be risky in some people with severe
   * health problems or compromised immune systems; consult a health care provider first, especially with health
   * problems; anyone with a serious underlying condition should be monitored closely while taking one.
   */
  nccihBulletinProbiotics: {
    title: "Benefits and Risks of Probiotics (NCCIH e-mail bulletin)",
    publisher: "National Center for Complementary and Integrative Health",
    url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/378abdf",
  },
  /**
   * Vitamin A (retinol) is found in foods of animal origin such as liver, paté and cod liver oil; the Committee on
   * Toxicity assessed the risks of excess intake for maternal health.
   */
  cotVitaminAMaternalLaySummary: {
    title: "Lay summary of the statement on the effects of excess vitamin A on maternal health",
    publisher: "Committee on Toxicity of Chemicals in Food, Consumer Products and the Environment (COT)",
    url: "https://cot.food.gov.uk/Lay%20Summary%20of%20the%20Statement%20on%20the%20effects%20of%20excess%20Vitamin%20A%20on%20maternal%20health",
  },
  /**
   * Abstract: in healthy volunteers on acenocoumarol, 45 micrograms a day of MK-7 lowered the INR by about 40%, and 10
   * and 20 micrograms caused a clinically relevant INR fall in at least 40% and 60%; MK-7 supplements need to be
   * avoided in patients on vitamin K antagonists. The page was read at Wiley's http address; this is its DOI.
   */
  mk7AnticoagulantStudy2013: {
    title:
      "Menaquinone-7 (vitamin K2) supplements and the stability of oral anticoagulant treatment in healthy volunteers (abstract)",
    publisher: "Journal of Thrombosis and Haemostasis (Wiley)",
    url: "https://doi.org/10.1111/jth.12203",
  },
  /**
   * Case report: a patient kept on the same efavirenz regimen for 10 years had virological breakthrough while taking
   * ginkgo, whose constituents induce CYP enzymes; the authors advise clinicians to avoid the combination when possible.
   */
  ginkgoEfavirenzCase2012: {
    title:
      "A potential drug-herbal interaction between Ginkgo biloba and efavirenz (J Int Assoc Physicians AIDS Care 2012;11(2):98-100)",
    publisher: "PubMed (US National Library of Medicine)",
    url: "https://pubmed.ncbi.nlm.nih.gov/22323244/",
  },
  /**
   * Tell your doctor before starting methotrexate if you take folic acid or vitamin supplements containing it, as they
   * may prescribe folic acid to take with methotrexate; do not take other products containing folic acid if you
   * already take folic acid your doctor prescribed. Read at the address without its www.
   */
  nhsMethotrexateOtherMedicines: {
    title: "Taking methotrexate with other medicines and herbal supplements",
    publisher: "NHS",
    url: "https://www.nhs.uk/medicines/methotrexate/taking-methotrexate-with-other-medicines-and-herbal-supplements",
  },
  /**
   * HealthDay news report of Misaka et al. (Clin Pharmacol Ther 2014): in 10 volunteers, a single 30 mg dose of nadolol
   * after 14 days of about three cups of green tea a day gave blood levels 76% lower than after water.
   */
  greenTeaNadololReport2014: {
    title: "Green tea may interfere with antihypertensives (report of a study of green tea and nadolol)",
    publisher: "Clinical Advisor (HealthDay News)",
    url: "https://www.clinicaladvisor.com/home/web-exclusives/green-tea-may-interfere-with-antihypertensives/",
  },
  /**
   * For people with an existing thyroid condition, iodine supplements or kelp should be avoided, because they often
   * contain excessive and/or variable amounts of iodine, which can worsen existing thyroid conditions.
   */
  btfIodine: {
    title: "Is iodine important for thyroid health? (FAQ)",
    publisher: "British Thyroid Foundation",
    url: "https://www.btf-thyroid.org/FAQs/is-iodine-important-for-thyroid-health",
  },
  /**
   * In pregnancy, limit caffeine to no more than 200 mg a day; high levels can cause low birth weight and may increase
   * the risk of miscarriage; caffeine is also in some medicines, such as cold and flu remedies.
   */
  hseCaffeinePregnancy: {
    title: "Caffeine in pregnancy",
    publisher: "HSE (Health Service Executive, Ireland)",
    url: "https://www2.hse.ie/pregnancy-birth/keeping-well/health-lifestyle/caffeine",
  },
  /**
   * Section 4.3: contraindicated with hypersensitivity to the active substance or to plants of the Asteraceae
   * (Compositae) family; because of its immunostimulating activity echinacea must not be used in some conditions.
   */
  pottersEchinaceaSmpc: {
    title:
      "English Herbal Medicines Echinacea Cold-n-Flu Tincture / Potter's Echinacea Tincture: summary of product characteristics",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/english-herbal-medicines-echinacea-cold-n-flu-tincture-potters-echinacea-tincture-90179/summary-of-medicine-characteristics",
  },
  /**
   * News report of the Food Standards Agency's first CBD advice: pregnant women, new mothers and people taking
   * medication are advised to avoid CBD products entirely; healthy adults no more than 70 mg a day; the Committee on
   * Toxicity's chair is "particularly concerned about pregnant or breast-feeding women and people on medication".
   */
  newstalkFsaCbd2020: {
    title: "UK advises pregnant women to avoid CBD (report of the Food Standards Agency's advice)",
    publisher: "Newstalk",
    url: "https://newstalk.com/news/pregnant-women-cbd-advice-966854",
  },
  /**
   * Irish SmPC (HPRA) of Pharma Nord's Ginkgo-Biloba tablets: section 4.3 contraindicates pregnancy and lactation;
   * section 4.4 says concomitant use with efavirenz is not recommended and to stop at least 2 weeks before surgery.
   */
  ginkgoPharmaNordIrishSmpc: {
    title:
      "Ginkgo-Biloba Pharma Nord film-coated tablets: summary of product characteristics, sections 4.3 to 4.5 (Ireland)",
    publisher: "Irish SmPC (HPRA), reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
  },
  /**
   * Trade-press report: the MHRA, reviewing a study suggesting ginsenosides may affect embryonic development in rats,
   * advised women to avoid ginseng during pregnancy or lactation; the advice does not apply to Siberian ginseng.
   */
  mhraGinsengAdviceReport2003: {
    title: "MHRA reviews ginseng study (advice to avoid ginseng in pregnancy and lactation)",
    publisher: "NutraIngredients",
    url: "https://www.nutraingredients.com/Article/2003/09/29/MHRA-reviews-ginseng-study",
  },
  /**
   * Taking high doses of zinc reduces the amount of copper the body can absorb, which can lead to anaemia and weakening
   * of the bones; the Agency advises against more than 25 mg of zinc supplements a day unless under medical advice.
   */
  fssZinc: {
    title: "Zinc (vitamins and minerals)",
    publisher: "Food Standards Scotland",
    url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/zinc",
  },
  /**
   * SACN's review of dietary advice on vitamin A (publication page): pregnant women or women planning to become pregnant
   * are still advised not to consume liver, liver products, or supplements containing retinol (including those
   * containing fish liver oil). Read at the address without its www.
   */
  sacnVitaminAReview: {
    title: "SACN review of dietary advice on vitamin A",
    publisher: "Scientific Advisory Committee on Nutrition (GOV.UK)",
    url: "https://www.gov.uk/government/publications/sacn-review-of-dietary-advice-on-vitamin-a",
  },
  /**
   * Vitamins page (fat-soluble vitamins): liver is very high in vitamin A; in pregnancy or when planning one avoid liver
   * and supplements, including fish liver oil, that contain vitamin A; if taking a supplement with vitamin A, have no
   * more than 1.5 mg a day in total from food and supplements; fish liver oil is also high in vitamin A.
   */
  fssVitamins: {
    title: "Vitamins: what they do and how much you need (fat-soluble vitamins, vitamin A)",
    publisher: "Food Standards Scotland",
    url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/vitamin-b6",
  },
} satisfies Record<string, Reference>;
