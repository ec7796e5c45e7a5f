// Pages read in the p7 round (blind probes of the ingredients that no catalogue product carries yet) for its records;
// each was seen at this address. Copies of a reference database say so in their publisher.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_P7 = {
  /** "Hawthorn may interact with ... beta-blockers (e.g., bisoprolol, metoprolol)". */
  pharmasaveHawthorn: {
    title: "Hawthorn: natural products information (interactions with heart and blood pressure medicines)",
    publisher: "Pharmasave (Canadian pharmacy natural products monograph)",
    url: "https://pharmasave.com/natural_products/hawthorn/",
  },
  /** "Fenugreek can affect blood sugar levels in people with diabetes ... monitor your blood sugar carefully." */
  medicinenetFenugreek: {
    title: "Fenugreek: are there safety concerns? (Natural Medicines text)",
    publisher: "MedicineNet (Therapeutic Research Faculty)",
    url: "https://www.medicinenet.com/fenugreek-page2/supplements-vitamins.htm",
  },
  /** "Cassia cinnamon can lower blood sugar levels in people with diabetes ... monitor your blood sugar carefully." */
  cassiaCinnamonPrecautions: {
    title: "Cassia cinnamon: precautions (Natural Medicines text)",
    publisher: "Natural Medicines (Therapeutic Research Faculty), copy at AyushVedah",
    url: "https://ayushvedah.com/druginfo.php?drugid=694&info=precautions",
  },
  /** Diabetes: "Tribulus might decrease blood sugar levels"; BPH: it "might make prostate conditions ... worse". */
  medicinenetTribulus: {
    title: "Puncture vine (tribulus): are there safety concerns? (Natural Medicines text)",
    publisher: "MedicineNet (Therapeutic Research Faculty)",
    url: "https://www.medicinenet.com/puncture_vine-page2/supplements-vitamins.htm",
  },
  /** "A small number of isolated case reports of clinically apparent liver injury have been attributed to noni." */
  livertoxNoni: {
    title: "LiverTox: Noni",
    publisher: "National Institute of Diabetes and Digestive and Kidney Diseases (NCBI Bookshelf)",
    url: "https://www.ncbi.nlm.nih.gov/books/NBK548374/",
  },
  /** Safety: "Several cases of liver toxicity have been reported but these have not been documented to be caused by Noni juice." */
  camCancerNoni: {
    title: "Noni (Morinda citrifolia): summary, safety",
    publisher: "CAM-Cancer (Norwegian National Research Center in Complementary and Alternative Medicine)",
    url: "https://cam-cancer.org/noni-morinda-citrifolia",
  },
  /** Adverse effects of green coffee extract "appear to be mainly due to the caffeine content". */
  ukmiGreenCoffee: {
    title:
      "Medicines Q&A: What are the safety concerns surrounding use of green coffee extract for weight loss?",
    publisher: "UK Medicines Information (NHS), copy at studylib.net",
    url: "https://studylib.net/doc/7532997/ukmi-qanda-xx---nhs-evidence-search",
  },
  /** Stockley's: "the interactions of caffeine are relevant to guarana". */
  stockleyGuarana: {
    title: "Herb-drug interactions: guarana (Stockley's Herbal Medicines Interactions text)",
    publisher: "Stockley's Herbal Medicines Interactions, copy at medicinalplants.us",
    url: "https://medicinalplants.us/herb-drug-interactions-guarana",
  },
  /** Yohimbine with noradrenaline reuptake inhibitors (venlafaxine, duloxetine, tricyclics): excessive rises in blood pressure. */
  hornHanstenYohimbine: {
    title: "Yohimbine: old drug with new interactions (Horn and Hansten, Pharmacy Times, July 2012)",
    publisher: "Pharmacy Times, copy on Scribd",
    url: "https://scribd.com/document/141331922/Hh-Article-July-2012",
  },
  /** "Flaxseed may alter hormonal levels and alter the effects of oral contraceptives or HRT" (use only under supervision). */
  stLukesFlaxseed: {
    title: "Possible interactions with: flaxseed",
    publisher: "St. Luke's Hospital (A.D.A.M. health content)",
    url: "https://stlukes-stl.com/health-content/medicine/33/000899.htm",
  },
  /** "patients with estrogen receptor-positive breast cancer should use caution before taking flaxseed supplements". */
  mskccFlaxseed: {
    title: "Flaxseed (Linum usitatissimum): Memorial Sloan Kettering Integrative Medicine Service",
    publisher: "ONCOLOGY / CancerNetwork",
    url: "https://cancernetwork.com/view/flaxseed-linum-usitatissimum",
  },
  /** "resveratrol has hormone-like properties that may stimulate some types of cancer cells". */
  mskccResveratrol: {
    title: "Resveratrol (About Herbs)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/resveratrol",
  },
  /**
   * "resveratrol has been shown to interfere variably with blood coagulation and platelet aggregation"; "a weak
   * phytoestrogen and should be avoided in the presence of hormone sensitive cancer (e.g. breast, uterine, and ovarian cancer)".
   */
  hillPharmaResveratrol: {
    title: "Resveratrol (Hu Zhang): product information",
    publisher: "Hill Pharma (manufacturer)",
    url: "https://www.hillpharma.com/resveratrol/",
  },
  /** Daily doses of betaine of 4 g "may significantly increase total and LDL-cholesterol concentrations". */
  efsaBetaineHomocysteine: {
    title:
      "Scientific opinion on the substantiation of health claims related to betaine and contribution to normal homocysteine metabolism",
    publisher: "EFSA Panel on Dietetic Products, Nutrition and Allergies (copy at AIR, University of Milan)",
    url: "https://air.unimi.it/handle/2434/174542",
  },
  /** LDL and total cholesterol rose at 4 g/day of betaine in overweight people with metabolic syndrome. */
  efsaBetaineNovelFood: {
    title:
      "Safety of betaine as a novel food pursuant to Regulation (EC) No 258/97 (EFSA Journal 2017;15:5057)",
    publisher:
      "EFSA Panel on Dietetic Products, Nutrition and Allergies (copy at IRIS, University of Modena)",
    url: "https://iris.unimore.it/handle/11380/1153717",
  },
  /**
   * Natural Medicines data (rated moderate): bromelain "may have antiplatelet effects and may increase the risk of
   * bleeding if used with anticoagulant or antiplatelet drugs"; one case report of minor bruising with naproxen.
   */
  helloPharmacistBromelainNaproxen: {
    title: "Bromelain with esomeprazole/naproxen (Natural Medicines interaction data)",
    publisher: "HelloPharmacist (Natural Medicines data)",
    url: "https://hellopharmacist.com/drug-herbal-interactions/bromelain-with-esomeprazole-naproxen",
  },
  /** Branched-chain amino acids before surgery: "Stop using branched-chain amino acids at least 2 weeks before a scheduled surgery." */
  webmdBcaa: {
    title:
      "Branched-chain amino acids (BCAA): uses, side effects and precautions (Natural Medicines monograph)",
    publisher: "WebMD (Natural Medicines)",
    url: "https://webmd.com/vitamins/ai/ingredientmono-1005/branched-chain-amino-acids-bcaa?activeIngredientId=1005&activeIngredientName=BRANCHED-CHAIN+AMINO+ACIDS",
  },
  /** ANSES (2018) advises people taking medicines that contain iodine, or with heart disease, not to take seaweed supplements without medical advice. */
  ansesSeaweedIodine: {
    title: "Seaweed supplements: ANSES advice on iodine (people taking iodine-containing medicines)",
    publisher: "CAMCheck (report of ANSES, the French food and health safety agency)",
    url: "https://www.camcheck.co.za/category/supplements/seaweed/",
  },
  /**
   * A systematic review of 63 studies: "limited evidence for L-T4 interactions with coffee, soy products, fiber, calcium
   * or iron supplements ... but interestingly they all resulted in decreased L-T4 absorption"; keep a time interval.
   */
  wiesnerLevothyroxineFoodReview: {
    title:
      "Levothyroxine interactions with food and dietary supplements: a systematic review (Pharmaceuticals 2021)",
    publisher: "Pharmaceuticals (MDPI), via PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC8002057",
  },
  /** Isoflavones "may interact with the synthesis of thyroid hormone"; no data on women taking thyroid medicines. */
  efsaIsoflavones: {
    title:
      "Risk assessment for peri- and post-menopausal women taking food supplements containing isolated isoflavones",
    publisher: "European Food Safety Authority (EFSA Journal 2015;13(10):4246)",
    url: "https://www.efsa.europa.eu/en/efsajournal/pub/4246",
  },
} satisfies Record<string, Reference>;
