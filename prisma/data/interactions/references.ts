// Shared references for the interaction knowledge base. Only sources known to exist are listed; PMIDs and
// DOIs are given only where certain (several were checked against the source text with the search tool).
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

/** BNF interactions page for a medicine, e.g. bnf("warfarin", "Warfarin"). */
export function bnf(slug: string, name: string): Reference {
  return {
    title: `BNF interactions: ${name}`,
    publisher: "NICE (British National Formulary)",
    url: `https://bnf.nice.org.uk/interactions/${slug}/`,
  };
}

/** NHS medicines A–Z page, e.g. nhs("warfarin", "Warfarin"). */
export function nhs(slug: string, name: string): Reference {
  return {
    title: `${name} (NHS medicines information, including "Common questions")`,
    publisher: "NHS",
    url: `https://www.nhs.uk/medicines/${slug}/`,
  };
}

/** NIH Office of Dietary Supplements health-professional fact sheet, e.g. ods("Iron", "Iron"). */
function ods(slug: string, name: string): Reference {
  return {
    title: `${name}: Fact Sheet for Health Professionals`,
    publisher: "NIH Office of Dietary Supplements",
    url: `https://ods.od.nih.gov/factsheets/${slug}-HealthProfessional/`,
  };
}

/** NCCIH herb/supplement page, e.g. nccih("ginkgo", "Ginkgo"). */
export function nccih(slug: string, name: string): Reference {
  return {
    title: `${name}: Usefulness and Safety`,
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: `https://www.nccih.nih.gov/health/${slug}`,
  };
}

/** EMA herbal medicine page (HMPC monograph), e.g. hmpc("hyperici-herba", "Hyperici herba (St John's wort)"). */
function hmpc(slug: string, name: string): Reference {
  return {
    title: `${name}: EU herbal monograph (HMPC)`,
    publisher: "European Medicines Agency",
    url: `https://www.ema.europa.eu/en/medicines/herbal/${slug}`,
  };
}

/** EMA EPAR (product information / SmPC) for a centrally authorised medicine. */
export function epar(slug: string, name: string): Reference {
  return {
    title: `${name}: EPAR product information (summary of product characteristics)`,
    publisher: "European Medicines Agency",
    url: `https://www.ema.europa.eu/en/medicines/human/EPAR/${slug}`,
  };
}

const HMPC_SJW = hmpc("hyperici-herba", "Hyperici herba (St John's wort)");

export const REF = {
  // --- St John's wort --------------------------------------------------------------------------------
  cmsSjwLetter2000: {
    title:
      "Committee on Safety of Medicines letter (29 February 2000): important interactions between St John's Wort preparations and prescribed medicines",
    publisher: "HIV i-Base (reproduction of the Committee on Safety of Medicines letter)",
    url: "https://i-base.info/htb/9559",
  },
  hendersonSjw2002: {
    title:
      "St John's wort (Hypericum perforatum): drug interactions and clinical outcomes (Br J Clin Pharmacol)",
    publisher: "British Journal of Clinical Pharmacology (via PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC1874438/",
  },
  mhraSjwContraception2014: {
    title: "St John's wort: interaction with hormonal contraceptives, including implants",
    publisher: "MHRA Drug Safety Update (March 2014)",
    url: "https://www.gov.uk/drug-safety-update/st-john-s-wort-interaction-with-hormonal-contraceptives-including-implants",
  },
  spsSjwContraception: {
    title: "Does St John's Wort interact with combined and progestogen-only hormonal contraception?",
    publisher: "Specialist Pharmacy Service (NHS)",
    url: "https://www.sps.nhs.uk/articles/does-st-johns-wort-interact-with-combined-and-progestogen-only-hormonal-contraception/",
  },
  medsafeSjwSerotonin2012: {
    title: "Complementary Corner: St John's Wort and Serotonin Syndrome (Prescriber Update 33(1))",
    publisher: "Medsafe (New Zealand Medicines and Medical Devices Safety Authority)",
    url: "https://www.medsafe.govt.nz/profs/PUArticles/StJohnsWortMarch2012.htm",
  },
  bjcnSjw: {
    title: "An example of herbal-drug interactions in the community (St John's wort)",
    publisher: "British Journal of Community Nursing",
    url: "https://britishjournalofcommunitynursing.com/content/treatments/an-example-of-herbal-drug-interactions-in-the-community",
  },
  hmpcSjw: HMPC_SJW,
  /**
   * Formerly a herbal retailer's copy of the St John's wort product information; retailer pages are not
   * cited, so this now points at the EU monograph that text was taken from. Kept only because
   * medical-contraindications.ts (another owner) still uses the key; new records cite hmpcSjw.
   */
  napiersSjwLeaflet: HMPC_SJW,
  mhraSjwAntiepileptics2007: {
    title: "Herbal ingredient St John's wort may interact with antiepileptics",
    publisher: "MHRA Drug Safety Update (November 2007)",
    url: "https://www.gov.uk/drug-safety-update/herbal-ingredient-st-john-s-wort-may-interact-with-antiepileptics",
  },
  mhraLevonorgestrelInducers: {
    title:
      "Levonorgestrel-containing emergency hormonal contraception: advice on interactions with hepatic enzyme inducers and contraceptive efficacy",
    publisher: "MHRA Drug Safety Update",
    url: "https://www.gov.uk/drug-safety-update/levonorgestrel-containing-emergency-hormonal-contraception-advice-on-interactions-with-hepatic-enzyme-inducers-and-contraceptive-efficacy",
  },
  fsrhDoubleDoseLng2016: {
    title:
      "CEU statement: use of double dose (3 mg) levonorgestrel emergency contraception by women taking enzyme-inducing medications",
    publisher: "Faculty of Sexual and Reproductive Healthcare (July 2016)",
    url: "https://www.fsrh.org/news/ceu-statement-use-of-double-dose-3mg-levonorgestrel-emergency/",
  },
  fsrhEmergencyContraception: {
    title: "FSRH Guideline: Emergency Contraception (ulipristal not recommended after liver enzyme inducers)",
    publisher: "Faculty of Sexual and Reproductive Healthcare",
    url: "https://www.fsrh.org/standards-and-guidance/current-clinical-guidance/emergency-contraception/",
  },
  mannelSjwInteractions2004: {
    title:
      "Drug interactions with St John's wort: mechanisms and clinical implications (Drug Saf 2004;27(11):773-797)",
    publisher: "Drug Safety (Springer)",
    url: "https://link.springer.com/article/10.2165/00002018-200427110-00003",
    doi: "10.2165/00002018-200427110-00003",
  },
  aidsmapMcaSjw: {
    title:
      "Medicines Control Agency issues further warning on St John's Wort (protease inhibitors, efavirenz, nevirapine)",
    publisher: "aidsmap (NAM)",
    url: "https://www.aidsmap.com/Medicines-Control-Agency-issues-further-warning-on-St-Johns-Wort/page/1413005/",
  },
  liverpoolBictegravirSjw: {
    title:
      "Interaction checker: bictegravir/emtricitabine/tenofovir alafenamide with St John's wort (do not coadminister)",
    publisher: "University of Liverpool HIV Drug Interactions",
    url: "https://hiv-druginteractions.org/interactions/93661",
  },
  liverpoolRaltegravirAntacids: {
    title: "Interaction checker: raltegravir with antacids (aluminium, magnesium and calcium carbonate)",
    publisher: "University of Liverpool HIV Drug Interactions",
    url: "https://hiv-druginteractions.org/interactions/70927",
  },
  guideVihDolutegravirIron: {
    title: "Dolutegravir and iron supplements: spacing when taken fasting (2 hours before or 6 hours after)",
    publisher: "Guide thérapeutique VIH – drug interaction guide",
    url: "https://interactions.guidetherapeutiquevih.com/en/interaction-details?id=11405",
  },
  biktarvyInteractions: {
    title: "Biktarvy: contraindications and drug interactions (polyvalent cations, St John's wort)",
    publisher: "Gilead Sciences (summary of the US prescribing information)",
    url: "https://biktarvyhcp.com/safety-tolerability/contraindications-ddis",
  },
  serotoninAgentsTable2019: {
    title:
      "Agents associated with an increased risk of serotonin syndrome (Table 1), Ther Adv Psychopharmacol 2019;9:2045125318818814",
    publisher: "Therapeutic Advances in Psychopharmacology (via PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC6413434/",
    doi: "10.1177/2045125318818814",
  },
  npsSerotoninSyndrome: {
    title:
      "What is serotonin syndrome? (medicines not to combine, including St John's wort, triptans, tramadol and tryptophan)",
    publisher: "NPS MedicineWise (Australia)",
    url: "https://www.nps.org.au/conditions/mental-health-conditions/mood-disorders/depression/for-individuals/medicines-for-depression-antidepressants/managing-side-effects-of-antidepressants/what-is-serotonin-syndrome",
  },
  clozapineCoMedicationTable2022: {
    title:
      "Clozapine dose adjustment with concomitant medications (Table 1, reproduced from the Clozaril prescribing information), CNS Drugs 2022;36(7):659-679",
    publisher: "CNS Drugs (via PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9243911/",
    doi: "10.1007/s40263-022-00932-2",
  },
  haggCaffeineClozapine2000: {
    title:
      "Effect of caffeine on clozapine pharmacokinetics in healthy volunteers (Br J Clin Pharmacol 2000)",
    publisher: "British Journal of Clinical Pharmacology (via PubMed)",
    url: "https://pubmed.ncbi.nlm.nih.gov/10606838/",
    pmid: "10606838",
  },
  mesterCaffeineLithium1995: {
    title: "Caffeine withdrawal increases lithium blood levels (Biol Psychiatry 1995;37(5):348-350)",
    publisher: "Biological Psychiatry (via PubMed)",
    url: "https://pubmed.ncbi.nlm.nih.gov/7748990/",
    pmid: "7748990",
  },
  caffeineLithiumCase2024: {
    title:
      "Sudden reduction in caffeine intake increases serum lithium concentration to supratherapeutic level: a case report",
    publisher: "The Primary Care Companion for CNS Disorders (2024;26(2):23cr03642)",
    url: "https://www.psychiatrist.com/pcc/sudden-reduction-in-caffeine-intake-increases-serum-lithium-concentration-to-supratherapeutic-level-a-case-report",
  },
  uniphyllinSmpc: {
    title: "Uniphyllin Continus 400 mg prolonged-release tablets: summary of product characteristics",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/14509/smpc",
  },
  niceBiotinThyroidTests2023: {
    title:
      "2023 exceptional surveillance of thyroid disease (NICE guideline NG145): biotin interference with thyroid function tests, following the MHRA Drug Safety Update of June 2023",
    publisher: "NICE",
    url: "https://www.nice.org.uk/guidance/ng145/resources/2023-exceptional-surveillance-of-thyroid-disease-assessment-and-management-nice-guideline-ng145-13190452093/chapter/Surveillance-decision",
  },
  hsaBiotinThyroidTests: {
    title:
      "Biotin interference with thyroid function tests (oral products with 150 micrograms or more per dose unit)",
    publisher: "Health Sciences Authority, Singapore (safety alert, 2023)",
    url: "https://www.hsa.gov.sg/announcements/safety-alert/biotin-interference-with-thyroid-function-tests",
  },
  vitaminESmpc: {
    title:
      "Vitamin E oral medicine: summary of product characteristics, section 4.5 (high doses and bleeding risk)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/14884/smpc",
  },
  ironSmpc: {
    title:
      "Ferrous sulfate tablets: summary of product characteristics, section 4.5 (tetracyclines, quinolones, bisphosphonates)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/3130",
  },
  potassiumChlorideSmpc: {
    title:
      "Potassium chloride oral solution: summary of product characteristics (medicines that raise potassium)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/101813/smpc",
  },
  medsafePotassiumSupplements2024: {
    title: "Potassium in dietary supplements may lead to hyperkalaemia (Prescriber Update 45(2), June 2024)",
    publisher: "Medsafe (New Zealand Medicines and Medical Devices Safety Authority)",
    url: "https://medsafe.govt.nz/profs/PUArticles/June2024/Potassium-in-dietary-supplements-hyperkalaemia.html",
  },
  efsaGlucosamineCoumarins: {
    title: "Statement on the safety of glucosamine for patients receiving coumarin anticoagulants",
    publisher: "EFSA Journal (EFSA Panel on Dietetic Products, Nutrition and Allergies)",
    url: "https://www.efsa.europa.eu/en/efsajournal/pub/2473",
  },
  hsaGlucosamineWarfarin: {
    title: "Reports of warfarin-glucosamine interaction (including 7 UK reports to the MHRA of INR rises)",
    publisher: "Health Sciences Authority, Singapore",
    url: "https://www.hsa.gov.sg/announcements/safety-alert/reports-of-warfarin-glucosamine-interaction",
  },
  mhraTredaptive2013: {
    title: "Tredaptive (combined niacin-laropiprant): no longer for prescribing",
    publisher: "MHRA Drug Safety Update (January 2013)",
    url: "https://www.mhra.gov.uk/Safetyinformation/DrugSafetyUpdate/CON228751",
  },
  hps2ThriveMuscle2013: {
    title:
      "HPS2-THRIVE randomized placebo-controlled trial of ER niacin/laropiprant: pre-specified muscle and liver outcomes (Eur Heart J 2013)",
    publisher: "European Heart Journal (via PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3640201/",
    pmid: "23444397",
    doi: "10.1093/eurheartj/eht055",
  },
  efsaOmega3Safety2012: {
    title: "Scientific Opinion on the Tolerable Upper Intake Level of EPA, DHA and DPA",
    publisher: "EFSA Journal (EFSA Panel on Dietetic Products, Nutrition and Allergies)",
    url: "https://www.efsa.europa.eu/en/efsajournal/pub/2815",
  },
  neotigasonSmpc: {
    title: "Neotigason (acitretin) capsules: summary of product characteristics (vitamin A contraindicated)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/search?q=neotigason",
  },
  patientInfoDoxycycline: {
    title: "Doxycycline (do not take indigestion remedies or iron, magnesium or zinc at the same time)",
    publisher: "Patient.info",
    url: "https://patient.info/medicine/doxycycline",
  },
  nhsRisedronate: {
    title: "How and when to take risedronate",
    publisher: "NHS",
    url: "https://www.nhs.uk/medicines/risedronate/how-and-when-to-take-risedronate/",
  },
  diabetesSupplementsReview2021: {
    title: "Safety and efficacy of dietary supplements for diabetes (Diabetes Spectr 2021;34(1):67)",
    publisher: "Diabetes Spectrum (American Diabetes Association)",
    url: "https://diabetesjournals.org/spectrum/article/34/1/67/32539/Safety-and-Efficacy-of-Dietary-Supplements-for",
  },
  lpiLipoicAcid: {
    title: "Lipoic acid - Micronutrient Information Center",
    publisher: "Linus Pauling Institute, Oregon State University",
    url: "https://lpi.oregonstate.edu/mic/dietary-factors/lipoic-acid",
  },
  nccihSjw: nccih("st-johns-wort", "St. John's Wort"),

  // --- Anticoagulation and bleeding ------------------------------------------------------------------
  geHerbWarfarin2014: {
    title: "Updates on the clinical evidenced herb-warfarin interactions",
    publisher: "Evidence-Based Complementary and Alternative Medicine",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3976951/",
    pmid: "24790635",
    doi: "10.1155/2014/957362",
  },
  bentGinkgoBleeding2005: {
    title:
      "Spontaneous bleeding associated with Ginkgo biloba: a case report and systematic review of the literature",
    publisher: "Journal of General Internal Medicine",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC1490168/",
    pmid: "16050865",
    doi: "10.1111/j.1525-1497.2005.0121.x",
  },
  ausPrescriberWarfarin: {
    title: "Interactions between complementary medicines and warfarin",
    publisher: "Australian Prescriber",
    url: "https://australianprescriber.tg.org.au/articles/interactions-between-complementary-medicines-and-warfarin.html",
  },
  lurieVitaminKWarfarin2010: {
    title: "Warfarin and vitamin K intake in the era of pharmacogenetics",
    publisher: "British Journal of Clinical Pharmacology",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC2911546/",
    pmid: "20653669",
    doi: "10.1111/j.1365-2125.2010.03672.x",
  },
  supplementBleedingReview2022: {
    // Checked with the search tool: title, PMID and DOI from the PubMed record; Table 4 grades each supplement's bleeding risk.
    title:
      "Dietary supplements and bleeding (review of the bleeding risks of popular herbal and dietary supplements), Proc (Bayl Univ Med Cent) 2022;35(6):802-807",
    publisher: "Baylor University Medical Center Proceedings (via PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9586694/",
    pmid: "36304597",
    doi: "10.1080/08998280.2022.2121575",
  },
  anticoagulantSupplementsNutrRev2012: {
    title: "Anticoagulant activity of select dietary supplements",
    publisher: "Nutrition Reviews",
    url: "https://pubmed.ncbi.nlm.nih.gov/22300597/",
    pmid: "22300597",
    doi: "10.1111/j.1753-4887.2011.00444.x",
  },
  nccihGinkgo: nccih("ginkgo", "Ginkgo"),
  nccihGarlic: nccih("garlic", "Garlic"),
  nccihGlucosamine: {
    title: "Glucosamine and Chondroitin for Osteoarthritis",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://www.nccih.nih.gov/health/glucosamine-and-chondroitin-for-osteoarthritis",
  },
  hmpcGinkgo: hmpc("ginkgo-folium", "Ginkgo folium (ginkgo leaf)"),

  // --- Statins / red yeast rice ----------------------------------------------------------------------
  efsaMonacolins2018: {
    title: "Scientific opinion on the safety of monacolins in red yeast rice",
    publisher: "EFSA Journal (EFSA Panel on Food Additives and Nutrient Sources added to Food)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7009499/",
    pmid: "32626016",
    doi: "10.2903/j.efsa.2018.5368",
  },
  bfrRedYeastRice2020: {
    title:
      "A questionable way to lower cholesterol: food supplements containing red yeast rice to be taken only on medical advice (BfR opinion No 003/2020)",
    publisher: "German Federal Institute for Risk Assessment (BfR)",
    url: "https://doi.org/10.17590/20200205-121500",
    doi: "10.17590/20200205-121500",
  },
  euRegMonacolins2022: {
    title:
      "Commission Regulation (EU) 2022/860 as regards monacolins from red yeast rice (limits and mandatory warnings)",
    publisher: "EUR-Lex (Official Journal of the European Union)",
    url: "https://eur-lex.europa.eu/eli/reg/2022/860/oj",
  },
  nccihRedYeastRice: nccih("red-yeast-rice", "Red Yeast Rice"),

  // --- Metformin, PPIs and other MHRA advice ---------------------------------------------------------
  mhraMetforminB12: {
    title: "Metformin and reduced vitamin B12 levels: new advice for monitoring patients at risk",
    publisher: "MHRA Drug Safety Update (June 2022)",
    url: "https://www.gov.uk/drug-safety-update/metformin-and-reduced-vitamin-b12-levels-new-advice-for-monitoring-patients-at-risk",
  },
  mhraPpiMagnesium: {
    title: "Proton pump inhibitors in long-term use: reports of hypomagnesaemia",
    publisher: "MHRA Drug Safety Update (April 2012)",
    url: "https://www.gov.uk/drug-safety-update/proton-pump-inhibitors-in-long-term-use-reports-of-hypomagnesaemia",
  },
  begleyPpiMagnesium2016: {
    title: "Proton pump inhibitor associated hypomagnasaemia - a cause for concern?",
    publisher: "British Journal of Clinical Pharmacology",
    url: "https://www.bps.ac.uk/publishing/our-journals/british-journal-of-clinical-pharmacology/volume-81/issue-4/proton-pump-inhibitor-associated-hypomagnasaemia",
    doi: "10.1111/bcp.12846",
  },

  // --- Potassium ---------------------------------------------------------------------------------------
  bmjSaltSubstitutes2003: {
    title: "Danger of salt substitutes that contain potassium in patients with renal failure",
    publisher: "BMJ",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC1124926/",
    pmid: "12511461",
    doi: "10.1136/bmj.326.7379.35",
  },

  // --- Liquorice ---------------------------------------------------------------------------------------
  licoriceMetaAnalysis2017: {
    title:
      "The association between consistent licorice ingestion, hypertension and hypokalaemia: a systematic review and meta-analysis",
    publisher: "Journal of Human Hypertension",
    url: "https://www.nature.com/articles/jhh201745",
    doi: "10.1038/jhh.2017.45",
  },
  licoriceCardiovascularReview2019: {
    title: "Bioactive Candy: Effects of Licorice on the Cardiovascular System",
    publisher: "Foods (via PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC6836258/",
  },
  mskccLicorice: {
    title: "Licorice: purported benefits, side effects and more",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/herb/licorice",
  },
  hmpcLiquorice: hmpc("liquiritiae-radix", "Liquiritiae radix (liquorice root)"),
  nccihLicorice: nccih("licorice-root", "Licorice Root"),

  // --- Melatonin ---------------------------------------------------------------------------------------
  circadinSmpc: epar("circadin", "Circadin (melatonin 2 mg prolonged-release)"),
  nhsMelatonin: nhs("melatonin", "Melatonin"),

  // --- Levothyroxine -------------------------------------------------------------------------------------
  patientInfoIronLevothyroxine: {
    title: "Can I take iron and levothyroxine together? (drug interaction guide)",
    publisher: "Patient.info",
    url: "https://patient.info/medication-interactions/iron-and-levothyroxine-interaction",
  },

  // --- Green tea, EFSA, UK COT ---------------------------------------------------------------------------
  efsaGreenTea2018: {
    title: "Scientific opinion on the safety of green tea catechins",
    publisher: "EFSA Journal (EFSA Panel on Food Additives and Nutrient Sources added to Food)",
    url: "https://doi.org/10.2903/j.efsa.2018.5239",
    doi: "10.2903/j.efsa.2018.5239",
  },
  cotGreenTea: {
    title: "Statement on the hepatotoxicity of green tea catechins",
    publisher:
      "Committee on Toxicity of Chemicals in Food, Consumer Products and the Environment (COT), Food Standards Agency",
    url: "https://cot.food.gov.uk/Statement%20on%20the%20Hepatotoxicity%20of%20Green%20Tea%20Catechins",
  },
  efsaCaffeine2015: {
    title: "Scientific Opinion on the safety of caffeine",
    publisher: "EFSA Journal (EFSA Panel on Dietetic Products, Nutrition and Allergies)",
    url: "https://doi.org/10.2903/j.efsa.2015.4102",
    doi: "10.2903/j.efsa.2015.4102",
  },
  giesbrechtTheanineCaffeine2010: {
    title:
      "The combination of L-theanine and caffeine improves cognitive performance and increases subjective alertness",
    publisher: "Nutritional Neuroscience",
    url: "https://pubmed.ncbi.nlm.nih.gov/21040626/",
    pmid: "21040626",
    doi: "10.1179/147683010X12611460764840",
  },
  uwitonzeMagnesiumVitaminD2018: {
    title: "Role of Magnesium in Vitamin D Activation and Function",
    publisher: "Journal of the American Osteopathic Association",
    url: "https://www.degruyter.com/document/doi/10.7556/jaoa.2018.037/html",
    doi: "10.7556/jaoa.2018.037",
  },

  // --- Echinacea, ashwagandha, other herbs ------------------------------------------------------------
  hmpcEchinacea: hmpc("echinaceae-purpureae-herba", "Echinaceae purpureae herba (purple coneflower herb)"),
  echinaceaSafetyReview2016: {
    title: "Review and Assessment of Medicinal Safety Data of Orally Used Echinacea Preparations",
    publisher: "Planta Medica",
    url: "https://www.thieme-connect.de/products/ejournals/abstract/10.1055/s-0035-1558096",
    doi: "10.1055/s-0035-1558096",
  },
  nccihEchinacea: nccih("echinacea", "Echinacea"),
  nccihAshwagandha: nccih("ashwagandha", "Ashwagandha"),
  odsAshwagandha: ods("Ashwagandha", "Ashwagandha"),
  hmpcValerian: hmpc("valerianae-radix", "Valerianae radix (valerian root)"),
  nccihValerian: nccih("valerian", "Valerian"),
  hmpcRhodiola: hmpc("rhodiolae-roseae-rhizoma-et-radix", "Rhodiolae roseae rhizoma et radix (rhodiola)"),
  nccihGoldenseal: nccih("goldenseal", "Goldenseal (source of berberine)"),
  nccihTurmeric: nccih("turmeric", "Turmeric"),
  nccihAsianGinseng: nccih("asian-ginseng", "Asian Ginseng"),
  nccihGreenTea: nccih("green-tea", "Green Tea"),
  nccihProbiotics: {
    title: "Probiotics: What You Need To Know",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://www.nccih.nih.gov/health/probiotics-what-you-need-to-know",
  },
  nccihCoq10: nccih("coenzyme-q10", "Coenzyme Q10"),
  hmpcIspaghula: hmpc(
    "plantaginis-ovatae-seminis-tegumentum",
    "Plantaginis ovatae seminis tegumentum (ispaghula husk)",
  ),
  nhsIspaghula: nhs("ispaghula-husk", "Ispaghula husk"),
  mskccEchinacea: {
    title: "Echinacea: purported benefits, side effects and more",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/echinacea",
  },

  // --- Pregnancy and conditions --------------------------------------------------------------------------
  nhsPregnancyVitamins: {
    title: "Vitamins, supplements and nutrition in pregnancy",
    publisher: "NHS",
    url: "https://www.nhs.uk/pregnancy/keeping-well/vitamins-supplements-and-nutrition/",
  },
  royalDevonPregnancyVitamins: {
    title: 'Maternity: vitamins and supplements ("Vitamin A should not be taken in pregnancy")',
    publisher: "Royal Devon University Healthcare NHS Foundation Trust",
    url: "https://www.royaldevon.nhs.uk/services/maternity-and-obstetrics-birth-and-babies/vitamins-and-supplements/",
  },
  nhsPregnancyFoodsToAvoid: {
    title: "Foods to avoid in pregnancy (including caffeine limits and liver)",
    publisher: "NHS",
    url: "https://www.nhs.uk/pregnancy/keeping-well/foods-to-avoid/",
  },
  nhsVitaminA: {
    title: "Vitamins and minerals: Vitamin A",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-a/",
  },
  nhsOtherVitaminsMinerals: {
    title:
      "Vitamins and minerals: Others (beta-carotene, copper, iodine, potassium, selenium, zinc and more)",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/vitamins-and-minerals/others/",
  },
  nhsVitaminD: {
    title: "Vitamins and minerals: Vitamin D",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-d/",
  },
  nhsCalcium: {
    title: "Vitamins and minerals: Calcium",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/vitamins-and-minerals/calcium/",
  },
  nhsHaemochromatosisTreatment: {
    title: "Haemochromatosis: treatment",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/haemochromatosis/treatment/",
  },
  ihaHaemochromatosisDiet: {
    title: "Haemochromatosis: management, diet and lifestyle",
    publisher: "Irish Haemochromatosis Association",
    url: "https://haemochromatosis-ir.com/management-diet-and-lifestyle",
  },
  niceCksVitaminD: {
    title: "Vitamin D deficiency in adults (Clinical Knowledge Summary)",
    publisher: "NICE CKS",
    url: "https://cks.nice.org.uk/topics/vitamin-d-deficiency-in-adults/",
  },
  angLeePerioperative2001: {
    title: "Herbal medicines and perioperative care",
    publisher: "JAMA",
    url: "https://doi.org/10.1001/jama.286.2.208",
    doi: "10.1001/jama.286.2.208",
  },
  boyerSerotoninSyndrome2005: {
    title: "The serotonin syndrome",
    publisher: "New England Journal of Medicine",
    url: "https://doi.org/10.1056/NEJMra041867",
    doi: "10.1056/NEJMra041867",
  },

  // --- Pharmacist review: medicines --------------------------------------------------------------------
  /** "The MHRA recommend that patients on warfarin should not take glucosamine." */
  ukmiGlucosamine: {
    title: "Medicines Q&A 144.4: Glucosamine – drug interactions",
    publisher: "UK Medicines Information (NHS), reproduced by studylib.net",
    url: "https://studylib.net/doc/7428447/glucosamine---drug-interactions",
  },
  /** Dietary vitamin C (20–600 mg a day) had no effect on warfarin; 1 g a day for 2 weeks changed nothing; INR falls were reported at 2 g a day and plasma warfarin fell at 3–10 g. */
  vitaminCWarfarinSummary: {
    title:
      "Vitamin C and warfarin (summary of Wynne et al., 'Dietary related plasma vitamin C concentration has no effect on anticoagulation response to warfarin', Thrombosis Research 2006)",
    publisher: "AFIBBERS.org",
    url: "https://database.afibbers.org/database/stroke-prevention/vitamin-c-and-warfarin",
  },
  /** Section 4.3: irinotecan (with ciclosporin, tacrolimus, protease inhibitors and warfarin) is contraindicated. */
  careSjwSmpc: {
    title: "Care St John's Wort Low Mood Relief Tablets: summary of product characteristics, section 4.3",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/9038/smpc",
  },
  /** Irinotecan's active metabolite SN-38 fell by 42% after 14 days of St John's wort; the authors conclude they should not be combined. */
  sjwIrinotecan2002: {
    title:
      "St John's wort and irinotecan (research highlight on Mathijssen et al., Journal of the National Cancer Institute 2002)",
    publisher: "Nature Reviews Cancer",
    url: "https://www.nature.com/articles/nrc912",
  },
  /** "St John's wort can interact with certain cancer drugs ... check with your doctor before taking it." */
  crukSjw: {
    title: "St John's wort and cancer",
    publisher: "Cancer Research UK",
    url: "https://www.cancerresearchuk.org/about-cancer/treatment/complementary-alternative-therapies/individual-therapies/st-johns-wort",
  },
  /** Section 4.3: not to be used with "sympathomimetics such as phenylpropanolamine, ephedrine and pseudoephedrine" or with theophylline. */
  pepCaffeineSmpc: {
    title: "PEP (caffeine 30 mg and glucose tablets): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/pep/summary",
  },
  /** Psyllium taken with levothyroxine: absorption 80% against 89% alone, a difference the authors judged unlikely to matter. */
  chiuFibreLevothyroxine1998: {
    title: "Effects of pharmacological fiber supplements on levothyroxine absorption",
    publisher: "Thyroid",
    url: "https://pubmed.ncbi.nlm.nih.gov/9737361/",
    pmid: "9737361",
  },
  /** "Taken during the day at least ½ to 1 hour before or after intake of other medicines". */
  fybogelSmpc: {
    title: "Fybogel (ispaghula husk 3.5 g granules): summary of product characteristics",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/5652/smpc",
  },

  // --- NIH ODS fact sheets ------------------------------------------------------------------------------
  odsVitaminA: ods("VitaminA", "Vitamin A and Carotenoids"),
  odsVitaminB6: ods("VitaminB6", "Vitamin B6"),
  odsVitaminB12: ods("VitaminB12", "Vitamin B12"),
  odsFolate: ods("Folate", "Folate"),
  odsBiotin: ods("Biotin", "Biotin"),
  odsNiacin: ods("Niacin", "Niacin"),
  odsRiboflavin: ods("Riboflavin", "Riboflavin"),
  odsThiamin: ods("Thiamin", "Thiamin"),
  odsVitaminC: ods("VitaminC", "Vitamin C"),
  odsVitaminD: ods("VitaminD", "Vitamin D"),
  odsVitaminE: ods("VitaminE", "Vitamin E"),
  odsVitaminK: ods("VitaminK", "Vitamin K"),
  odsCalcium: ods("Calcium", "Calcium"),
  odsMagnesium: ods("Magnesium", "Magnesium"),
  odsIron: ods("Iron", "Iron"),
  odsZinc: ods("Zinc", "Zinc"),
  odsCopper: ods("Copper", "Copper"),
  odsSelenium: ods("Selenium", "Selenium"),
  odsIodine: ods("Iodine", "Iodine"),
  odsPotassium: ods("Potassium", "Potassium"),
  odsChromium: ods("Chromium", "Chromium"),
  odsManganese: ods("Manganese", "Manganese"),
  odsOmega3: ods("Omega3FattyAcids", "Omega-3 Fatty Acids"),
  odsCarnitine: ods("Carnitine", "Carnitine"),
  odsCreatineExercise: {
    title: "Dietary Supplements for Exercise and Athletic Performance: Fact Sheet for Health Professionals",
    publisher: "NIH Office of Dietary Supplements",
    url: "https://ods.od.nih.gov/factsheets/ExerciseAndAthleticPerformance-HealthProfessional/",
  },
} as const satisfies Record<string, Reference>;
