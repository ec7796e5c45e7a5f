// Pages read in the p8 round (activated charcoal, chlorella, reishi, schisandra, saffron, black seed, horsetail and
// maca) for its records; each was seen at this address. Copies of a reference database say so in their publisher.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_P8 = {
  // --- Activated charcoal ---------------------------------------------------------------------------------------
  /**
   * UK SmPC, 4.4 and 4.5: "If taking other medication, consult a pharmacist or doctor before taking JL Braggs Medicinal
   * Charcoal Tablets" ... "Activated charcoal is a powerful adsorbent and may reduce the effect of other medicines."
   * 4.6: "may be taken during pregnancy or breast-feeding"; 4.1: indigestion, wind, heartburn, dyspepsia and flatulence.
   */
  braggsCharcoalSmpc: {
    title:
      "J.L. Bragg's Medicinal Charcoal Tablets 300 mg (activated charcoal): summary of product characteristics, sections 4.1 to 4.8",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
  },
  /**
   * UK SmPC, 4.5: "As the activated charcoal constituent has a highly adsorptive capacity for many drugs used in
   * medicine, care should be taken when administering 'Carbellon' Tablets concomitantly with drugs which are absorbed by
   * the charcoal and where the dose has been adjusted for each patient to achieve a suitable control of symptoms. Such
   * drugs include digoxin, phenytoin, phenobarbitone and chlorpromazine and related phenothiazines. Activated charcoal
   * also has a highly adsorptive capacity for such antibiotics as the penicillins and tetracyclines."
   */
  carbellonSmpc: {
    title:
      "Carbellon Tablets (activated charcoal 100 mg with magnesium hydroxide 100 mg): summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/carbellon-tablets/summary",
  },
  /**
   * A woman in her seventies taking amoxicillin, clarithromycin, candesartan, bisoprolol and furosemide with charcoal was
   * admitted with worse heart failure and atrial fibrillation while her chest infection had not improved; the MHRA
   * "concluded that charcoal did have the potential to reduce the absorption of other medicines, and that patients
   * should seek advice from a pharmacist or doctor if any other medication is being taken when starting therapy with
   * charcoal."
   */
  mhraCharcoalCaseStudy: {
    title: "Case study: charcoal and drug interaction (Yellow Card scheme)",
    publisher: "Medicines and Healthcare products Regulatory Agency (MHRA)",
    url: "https://yellowcard.mhra.gov.uk/casestudies-charcoal",
  },
  /**
   * Swedish SmPC (Läkemedelsverket, 2014), 4.3: total gastrointestinal obstruction or suspected ileus; acute abdominal
   * pain and ulcerative colitis. 4.5: charcoal generally reduces the effect of other oral medicines taken at the same
   * time, and can also reduce the effect of oral contraceptives, so an additional contraceptive method should be used
   * ("Användningen kan också minska effekten av orala preventivmedel. Därför bör ytterligare preventivmetod användas").
   */
  carboMedicinalisSmpc: {
    title:
      "Carbo medicinalis 250 mg tablets (activated charcoal): Swedish summary of product characteristics (Läkemedelsverket, 2014), sections 4.3 and 4.5",
    publisher: "Swedish SmPC, copy at studylibsv.com",
    url: "https://studylibsv.com/doc/543610/carbo-medicinalis-tablet-smpc",
  },
  /**
   * Package leaflet (English, authorised in Malta): "Do not take BIOCARBON ... In case of heavy constipation and
   * suspected intestinal obstruction"; "Take special care with BIOCARBON In case of disposition to gastrointestinal
   * bleedings (in case of stomach ulcers, duodenum ulcers, inflammatory intestinal diseases)"; the stool may be black,
   * and if dark stools persist after stopping, a doctor should be consulted to exclude gastrointestinal bleeding.
   */
  biocarbonLeaflet: {
    title: "Biocarbon tablets (activated charcoal 250 mg): package leaflet, section 2",
    publisher: "EU package leaflet (authorised in Malta), copy at vdocuments.mx",
    url: "https://vdocuments.mx/gi-biocarbon-engl-arab-1965000113indd.html",
  },

  // --- Chlorella ------------------------------------------------------------------------------------------------
  /**
   * Case report: thrombotest values of a 75-year-old man on warfarin "had been well controlled until intake of chlorella,
   * but they rose above the therapeutic limit after its intake ... Chlorella is one of vitamin K-rich foods. Thus, it
   * may inhibit the anticoagulant effect of warfarin."
   */
  ohkawaChlorellaWarfarin: {
    title:
      "Warfarin therapy and chlorella (case report, Rinsho Shinkeigaku 1995;35(7):806-7; PubMed abstract)",
    publisher: "PubMed (National Library of Medicine)",
    url: "https://www.ncbi.nlm.nih.gov/pubmed/8777808",
    pmid: "8777808",
  },
  /**
   * "The high vitamin K content of Chlorella may decrease warfarin effectiveness"; photosensitivity and allergic
   * reactions have been reported; "Maternal Chlorella intake would not be expected to cause adverse effects in most
   * breastfed infants and is probably acceptable during breastfeeding."
   */
  lactmedChlorella: {
    title: "Chlorella use while breastfeeding (LactMed, Drugs and Lactation Database)",
    publisher: "US National Library of Medicine (LactMed), reproduced by Drugs.com",
    url: "https://www.drugs.com/breastfeeding/chlorella.html",
  },
  /** "Patients are encouraged to discuss any use of chlorella before ingestion. A potential significant reduction in INR may be expected." */
  ptinrChlorellaWarfarin: {
    title: "Chlorella and warfarin (patient information for people on warfarin)",
    publisher: "Alere (ptinr.com)",
    url: "https://www.ptinr.com/en/home/warfarin-you/drugs-and-other-medications/natural-medicines-vitamins/chlorella-and-warfarin.html",
  },
  /**
   * Natural Medicines data: "Chlorella has been reported to cause photosensitization. In five case reports, patients
   * who had ingested chlorella exhibited swelling followed by erythematopurpuric lesions on sun-exposed areas of the
   * body"; theoretically additive with photosensitising drugs (rated moderate).
   */
  helloPharmacistChlorellaPhotosensitivity: {
    title: "Chlorella with photosensitising drugs (Natural Medicines interaction data)",
    publisher: "HelloPharmacist (Natural Medicines data)",
    url: "https://hellopharmacist.com/drug-herbal-interactions/chlorella-with-diclofenac-epolamine",
  },

  // --- Reishi ---------------------------------------------------------------------------------------------------
  /**
   * "Lingzhi is well tolerated and has not been associated with serum aminotransferase elevations during therapy but
   * has been implicated in rare single instances of acute liver injury, although in most reports other diagnoses were
   * not adequately excluded."
   */
  livertoxReishi: {
    title: "LiverTox: Lingzhi, Reishi",
    publisher: "National Institute of Diabetes and Digestive and Kidney Diseases (NCBI Bookshelf)",
    url: "https://www.ncbi.nlm.nih.gov/books/NBK609014/",
  },
  /** A 47-year-old man developed acute hepatitis after taking reishi mushroom powder with alcohol; it resolved within two weeks. */
  cureusReishiLiverInjury: {
    title:
      "Ganoderma lingzhi (reishi mushroom)-induced acute liver injury in the setting of alcohol use: a case report (Cureus 2023)",
    publisher: "Cureus, via PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC10599861",
  },
  /** "Pregnancy and breast-feeding: There isn't enough reliable information to know if reishi mushroom is safe ... Stay on the safe side and avoid use." */
  medlinePlusReishi: {
    title: "Reishi mushroom (Natural Medicines text)",
    publisher: "MedlinePlus (US National Library of Medicine)",
    url: "https://medlineplus.gov/druginfo/natural/905.html",
  },
  /**
   * Natural Medicines interactions, each "Moderate ... Be cautious with this combination": reishi "might lower blood
   * pressure ... might cause blood pressure to go too low. Monitor your blood pressure closely"; "might slow blood
   * clotting ... might increase the risk of bruising and bleeding"; "might lower blood sugar levels ... might cause blood
   * sugar to drop too low. Monitor your blood sugar closely."
   */
  imedixReishi: {
    title: "Reishi mushroom: interactions (Natural Medicines text)",
    publisher: "Natural Medicines (Therapeutic Research Center), copy at iMedix",
    url: "https://www.imedix.com/drugs/reishi-mushroom/",
  },
  /**
   * "Reishi mushroom may enhance the adverse/toxic effects of agents with antiplatelet properties, anticoagulants, herbs
   * (anticoagulant/antiplatelet properties), NSAIDs, salicylates, and thrombolytic agents."
   */
  drugsComReishi: {
    title: "Reishi mushroom: professional monograph (clinical overview, interactions)",
    publisher: "Drugs.com (Wolters Kluwer)",
    url: "https://www.drugs.com/ingredient/reishi-mushroom.html",
  },
  /**
   * "another study found indications that reishi impairs blood clotting. For this reason, prudence suggests that
   * individuals with bleeding problems should avoid reishi; the herb should also be avoided in the period just before
   * and after surgery ... individuals taking medications that impair blood clotting ... should only use reishi under a
   * doctor's supervision."
   */
  foundHealthReishi: {
    title: "Reishi: side effects and warnings",
    publisher: "FoundHealth (consumer natural medicine reference)",
    url: "https://www.foundhealth.com/reishi/side-effects-and-warnings",
  },
  /** "Several clinical studies using reishi mushroom have reported a decrease in both systolic and diastolic blood pressures ... Use with caution." */
  globinmedReishiAntihypertensives: {
    title: "Reishi mushroom: interaction with antihypertensive medications",
    publisher: "GlobinMed (Global Information Hub on Integrated Medicine, Ministry of Health Malaysia)",
    url: "https://globinmed.com/safety/how-reishi-mushroom-interacts-with-antihypertensiv-76771",
  },

  // --- Schisandra -----------------------------------------------------------------------------------------------
  /**
   * Natural Medicines data (rated moderate, likelihood probable): "Schisandra can increase the levels and clinical
   * effects of drugs metabolized by CYP3A4. Most clinical and laboratory research shows that schisandra, administered
   * either as a single dose or up to twice daily for 14 days, inhibits CYP3A4 and increases the concentration of CYP3A4
   * substrates such as cyclophosphamide, midazolam, tacrolimus, and talinolol."
   */
  helloPharmacistSchisandraCyp3a4: {
    title: "Schisandra with CYP3A4 substrates such as amlodipine (Natural Medicines interaction data)",
    publisher: "HelloPharmacist (Natural Medicines data)",
    url: "https://hellopharmacist.com/drug-herbal-interactions/schisandra-with-amlodipine-benzoate",
  },
  /** The same Natural Medicines text on the page for tacrolimus (Prograf, Advagraf). */
  helloPharmacistSchisandraTacrolimus: {
    title: "Schisandra with tacrolimus (Natural Medicines interaction data)",
    publisher: "HelloPharmacist (Natural Medicines data)",
    url: "https://hellopharmacist.com/drug-supplement-interactions/drug-herbal/schisandra-with-tacrolimus?interactions_rating=1",
  },
  /**
   * Twelve healthy men took Schisandra sphenanthera extract for 13 days: tacrolimus AUC, AUMC and Cmax rose
   * substantially; "Blood tacrolimus concentrations need to be closely monitored and dose adjustments of tacrolimus have
   * to be made accordingly in the presence of SchE."
   */
  xinSchisandraTacrolimus: {
    title:
      "Effects of Schisandra sphenanthera extract on the pharmacokinetics of tacrolimus in healthy volunteers (Br J Clin Pharmacol 2007)",
    publisher: "British Journal of Clinical Pharmacology, record at zendy.io",
    url: "https://zendy.io/title/10.1111/j.1365-2125.2007.02922.x",
    doi: "10.1111/j.1365-2125.2007.02922.x",
  },

  // --- Saffron --------------------------------------------------------------------------------------------------
  /**
   * "Taking saffron by mouth in amounts larger than what is normally found in food is likely unsafe. Larger amounts of
   * saffron can make the uterus contract and might cause a miscarriage." Breast-feeding: "There isn't enough reliable
   * information ... Stay on the safe side and stick to food amounts."
   */
  webmdSaffron: {
    title: "Saffron: uses, side effects and precautions (Natural Medicines monograph)",
    publisher: "WebMD (Natural Medicines)",
    url: "https://www.webmd.com/vitamins/ai/ingredientmono-844/saffron",
  },

  // --- Black seed -----------------------------------------------------------------------------------------------
  /**
   * Pregnancy: "taking amounts greater than those found in foods while pregnant is likely unsafe. Black seed can slow
   * down or stop the uterus from contracting." Breast-feeding: "Stay on the safe side and avoid use." Bleeding
   * disorders: "Black seed might slow blood clotting and increase the risk of bleeding. Black seed might make bleeding
   * disorders worse." Surgery: it "might slow blood clotting, reduce blood sugar, and increase sleepiness in some
   * people. This can interfere with drugs used during and ..." (cut off there).
   */
  vitallyBlackSeed: {
    title: "Black seed (Natural Medicines monograph)",
    publisher: "Natural Medicines (Therapeutic Research Center), copy at Vitally",
    url: "https://vital.ly/trc/Black-seed/monograph=199/?from-pid=8484",
  },
  /**
   * An earlier Natural Medicines text: "Diabetes: Black seed might lower blood sugar levels in some people. Watch for
   * signs of low blood sugar (hypoglycemia) and monitor your blood sugar carefully if you have diabetes and use black
   * seed." "Low blood pressure: Black seed might lower blood pressure. In theory, taking black seed might make blood
   * pressure become too low in people with low blood pressure."
   */
  skyclkBlackSeed: {
    title: "Nigella sativa (black seed): warnings (Natural Medicines text)",
    publisher: "Natural Medicines (Therapeutic Research Faculty), copy at skyclk.com",
    url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Nigella+Sativa",
  },
  /** "Diabetes. Taking black seed powder or black seed oil by mouth daily seems to improve blood sugar levels in people with diabetes." */
  webmdBlackSeed: {
    title: "Black seed: uses, side effects and precautions (Natural Medicines monograph)",
    publisher: "WebMD (Natural Medicines)",
    url: "https://www.webmd.com/vitamins/ai/ingredientmono-901/black-seed",
  },

  // --- Horsetail ------------------------------------------------------------------------------------------------
  /**
   * "horsetail is not recommended for young children, pregnant or nursing women, or those with severe kidney or liver
   * disease. Individuals taking the medication lithium should use herbal diuretics such as horsetail only under the
   * supervision of a physician, as becoming dehydrated while taking this medication can be dangerous. Horsetail may also
   * cause loss of potassium, which may be dangerous for people taking drugs in the digitalis family." Interactions:
   * "Drugs in the digitalis family: Use horsetail only under medical supervision. Lithium: Do not use horsetail except
   * under the supervision of a physician."
   */
  foundHealthHorsetail: {
    title: "Horsetail: side effects and warnings",
    publisher: "FoundHealth (consumer natural medicine reference)",
    url: "https://www.foundhealth.com/horsetail/side-effects-and-warnings",
  },

  // --- Maca -----------------------------------------------------------------------------------------------------
  /**
   * "Pregnancy and breast-feeding: There is not enough reliable information about the safety of taking maca if you are
   * pregnant or breast feeding. Stay on the safe side and avoid use." "Hormone-sensitive conditions such as breast
   * cancer, uterine cancer, ovarian cancer, endometriosis, or uterine fibroids: Extracts from maca might act like
   * estrogen. If you have any condition that might be made worse by exposure to estrogen, do not use these extracts."
   * The page adds: "Maca's effect on hormone levels is poorly understood" and "If you have a hormone-sensitive
   * condition, such as endometriosis, uterine fibroids, or breast, uterine, or ovarian cancer, you shouldn't take maca
   * without consulting your doctor."
   */
  skyclkMaca: {
    title: "Maca root: warnings (Natural Medicines text)",
    publisher: "Natural Medicines (Therapeutic Research Faculty), copy at skyclk.com",
    url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Maca+Root",
  },
  /** Horsetail "might lower potassium levels"; in alcohol use disorder it "might make thiamine deficiency worse". */
  vitallyHorsetail: {
    title: "Horsetail: special precautions and warnings (Natural Medicines consumer text)",
    publisher: "Natural Medicines (Therapeutic Research Faculty), copy at vital.ly",
    url: "https://vital.ly/trc/Horsetail/monograph=694",
  },
  /** Horsetail contains nicotine: "People who smoke or who use nicotine patches or nicotine gum should avoid horsetail." */
  naturalStandardHorsetail: {
    title: "Horsetail (Equisetum arvense L.): dosing and safety (Natural Standard)",
    publisher: "Natural Standard, copy at Wellness.com",
    url: "https://www.wellness.com/reference/herb/horsetail-equisetumarvense-l/dosing-and-safety",
  },
  /** "Maca may alter the levels of sex hormones, and may interfere with the effects of hormone replacement therapy" (and oral contraception). */
  naturalStandardMaca: {
    title: "Maca (Lepidium meyenii): interactions (Natural Standard)",
    publisher: "Natural Standard, copy at nutritionhouse.info",
    url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=79375",
  },
  /** Chlorella, lactation: "Insufficient reliable information available; avoid using." */
  naturalMedicinesChlorella: {
    title: "Chlorella: safety in pregnancy and lactation (Natural Medicines)",
    publisher: "Natural Medicines (Therapeutic Research Faculty)",
    url: "https://naturalmedicines.therapeuticresearch.com./databases/commercial-products/commercial-product.aspx?cpid=3",
  },
} satisfies Record<string, Reference>;
