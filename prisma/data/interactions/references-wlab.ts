// References first cited in the wlab round (medical-contraindications-wlab.ts): tests and treatments coming up.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WLAB = {
  /**
   * "Higher dose biotin supplements (5-10mg, sometimes higher) ... can potentially interfere with some biochemistry tests
   * called immunoassays ... falsely high or low results"; "Multivitamin supplements also often contain biotin in these
   * small amounts"; the half-life "varies significantly depending on the dose ... and the patient's renal function".
   */
  barnsleyBiotin: {
    title:
      "Drugs and other substances that can interfere with biochemistry tests: biotin, where high-dose supplements (5 to 10 mg or more) can give falsely high or low immunoassay results",
    publisher: "Barnsley Hospital NHS Foundation Trust (pathology)",
    url: "https://barnsleyhospital.nhs.uk/pathology/drugs-and-other-substances-can-interfere-biochemistry-tests",
  },
  /**
   * "Potential biotin interference has been identified with oral products containing ≥ 150 mcg biotin per dose unit";
   * "not expected to interfere ... at amounts near the recommended daily intake of 30 mcg"; hormones, cardiac markers,
   * tumour markers, infection markers.
   */
  hsaBiotinLabTests: {
    title:
      "Biotin interference with clinical laboratory tests (oral products with 150 micrograms or more of biotin per dose unit)",
    publisher: "Health Sciences Authority, Singapore (safety alert)",
    url: "https://hsa.gov.sg/announcements/safety-alert/biotin-interference-with-clinical-laboratory-tests",
  },
  /**
   * The FDA's 2019 update: biotin "can significantly interfere with certain lab tests"; particularly concerned about a
   * "falsely low result for troponin"; consumers are recommended to "talk to their doctor if they are currently taking
   * biotin".
   */
  fdaBiotinUpdate2019: {
    title:
      "Update: the FDA warns that biotin may interfere with lab tests (FDA safety communication, 2019): falsely low troponin results, and talk to your doctor if you take biotin",
    publisher: "Drug Office, Department of Health, Hong Kong (reproducing the US FDA safety communication)",
    url: "https://www.drugoffice.gov.hk/eps/news/showNews/The+United+States%3A+Update%3A+The+FDA+warns+that+biotin+may+interfere+with+lab+tests%3A+FDA+Safety+Communication/consumer/2019-11-06/en/38328.html",
  },
  /** "Data are not available to know how long to stop taking the medication to prevent interference with lab testing." */
  utahBiotinAlert: {
    title:
      "Biotin (vitamin B7) may interfere with laboratory test results (the FDA's 2019 reminder): data are not available on how long to stop it before testing",
    publisher: "University of Utah Health, pharmacy services (drug alert)",
    url: "https://pharmacyservices.utah.edu/alerts/2019/11/biotin-vitamin-b7-may-interfere-laboratory-test-results-leading-inaccurate",
  },
  /** "Stop biotin 24 hours before your blood work"; "tell the lab when the last dose was taken and what the dose was". */
  sunnybrookBiotin: {
    title:
      "No biotin before bloodwork: stop biotin 24 hours before your blood work, and tell the lab when you last took it and how much",
    publisher: "Sunnybrook Health Sciences Centre, Toronto (patient information)",
    url: "https://sunnybrook.ca/content/?page=biotin",
  },
  /**
   * "If you are taking any tablets which contain iodine or kelp (a seaweed which contains iodine), such as vitamin or
   * mineral supplements, you will need to stop taking them at least a week before being treated with radioiodine. (If
   * you have thyroid problems it is best not to take any tablets or vitamin supplements which contain iodine or kelp)".
   */
  bnmsRadioiodine: {
    title:
      "Radio-iodine treatment for hyperthyroidism: stop any tablets containing iodine or kelp, such as vitamin or mineral supplements, at least a week before",
    publisher: "British Nuclear Medicine Society (patient information)",
    url: "https://www.bnms.org.uk/page/Radio-iodineTreatmentforHyperthyroidism",
  },
  /**
   * "Ordinary iodine (in food, for example) can interfere with the uptake of radioiodine by the thyroid, so it is
   * important that you go on a 'low iodine' diet for seven days before".
   */
  cuhRadioiodineHyperthyroidism: {
    title:
      "Radioiodine for the treatment of hyperthyroidism: ordinary iodine can interfere with the uptake of radioiodine by the thyroid, so a low iodine diet comes first",
    publisher: "Cambridge University Hospitals NHS Foundation Trust",
    url: "https://cuh.nhs.uk/patient-information/radioiodine-for-the-treatment-of-hyperthyroidism",
  },
  /**
   * For two weeks before the appointment (treatment and/or diagnostic test): "Some cough mixtures and health foods (such
   * as seaweed, kelp, cod liver oil, vitamins and mineral supplements) contain iodine. If the label lists iodine, do no
   * take the supplement while on this diet."
   */
  butterflyLowIodineDiet: {
    title:
      "Low iodine diet before radioiodine treatment or a diagnostic test: seaweed, kelp, cod liver oil, vitamin and mineral supplements may contain iodine; if the label lists iodine, do not take it",
    publisher: "Butterfly Thyroid Cancer Trust (UK charity)",
    url: "https://www.butterfly.org.uk/treatment-journey/low-iodine-diet/",
  },
  /**
   * "You must tell us about all the medication you are taking, even health products or supplements bought over the
   * counter. Kelp should be completely avoided as it is full of iodine."
   */
  impendoRadioiodine: {
    title:
      "Radio-iodine treatment for thyrotoxicosis: tell us about supplements bought over the counter; kelp should be completely avoided as it is full of iodine",
    publisher: "Impendo (UK endocrinology practice, patient information)",
    url: "https://www.impendo.co.uk/for-patients/endocrine-services/thyroid-disorders/radioiodine-info",
  },
  /**
   * "It is important to know if patients ... are taking medications or ingesting other substances that contain iodine,
   * including kelp, seaweed, cough syrups, multivitamins or heart medications. These can interfere with thyroid uptake
   * and the scan."
   */
  trinityThyroidScan: {
    title:
      "Thyroid scan (thyroid uptake scan), a nuclear medicine scan: iodine from kelp, seaweed, cough syrups or multivitamins can interfere with thyroid uptake and the scan",
    publisher: "Trinity Medical Imaging (UK)",
    url: "https://trinitymedicalimaging.co.uk/services/endocrine/thyroid-scan/",
  },
  /** "Please do not take any cough mixtures or other medication that contains iodine from now until after the test." */
  coventryIodine123Scan: {
    title:
      "Iodine-123 thyroid scan, preparation: do not take cough mixtures or other medication that contains iodine until after the test",
    publisher: "Nuclear medicine department, University Hospital Coventry (leaflet copy on docslib.org)",
    url: "https://docslib.org/doc/13474608/iodine-123-thyroid-scan",
  },
  /** "Ultraviolet light therapy, also known as ultraviolet (UV) phototherapy ... When used to treat psoriasis, either UVA or UVB light can be used." */
  papaaPhototherapy: {
    title:
      "Psoriasis and phototherapy: ultraviolet light therapy, also known as UV phototherapy; for psoriasis either UVA or UVB light can be used",
    publisher: "Psoriasis and Psoriatic Arthritis Alliance (PAPAA, UK charity)",
    url: "https://www.papaa.org/learn-about-psoriasis-and-psoriatic-arthritis/further-resources/psoriasis-and-phototherapy/",
  },
  /** "There may be many reasons why you have been asked to have a blood test by your GP or consultant ... To monitor treatment". */
  nbtBloodSample: {
    title:
      "Having a blood sample taken: a blood test asked for by your GP or consultant to aid a diagnosis or monitor treatment (venepuncture or phlebotomy)",
    publisher: "North Bristol NHS Trust (Severn Pathology)",
    url: "https://www.nbt.nhs.uk/our-services/a-z-services/severn-pathology/having-a-blood-sample-taken",
  },
  /** "Radioiodine is given to patients who have had thyroid cancer and had their thyroid removed." */
  royalFreeRadioiodine: {
    title:
      "Radioactive iodine treatment for thyroid carcinoma: radioiodine goes to any thyroid cells left after surgery and kills them",
    publisher: "Royal Free London NHS Foundation Trust",
    url: "https://royalfree.nhs.uk/patients-and-visitors/patient-information-leaflets/radioactive-iodine-treatment-thyroid-carcinoma",
  },
} satisfies Record<string, Reference>;
