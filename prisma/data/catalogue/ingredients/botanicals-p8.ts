// Supplements UK shops sell that the catalogue lacked, added in the p8 round: activated charcoal, chlorella, reishi,
// schisandra, saffron, black seed, horsetail and maca. Each evidence summary is read from the pages it cites (the UK
// product information of charcoal tablets, LiverTox, MedlinePlus, LactMed, the EMA's summary for the public and
// copies of the Natural Medicines texts); their interaction records are in drug-interactions-part-99.ts and
// medical-contraindications-p8.ts.
import type { IngredientSeed } from "@/lib/catalogue/seed-schemas";
import { REG_432_2012 } from "./references";

export const BOTANICALS_P8: IngredientSeed[] = [
  {
    slug: "activated-charcoal",
    name: "Activated charcoal",
    synonyms: ["activated carbon", "medicinal charcoal", "carbo medicinalis", "activated charcoal powder"],
    category: "digestive",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes:
      "Activated charcoal stays in the gut and leaves the body in the stools together with what it has adsorbed (held on to), which can include medicines taken around the same time; it turns stools black.",
    evidenceSummary:
      "Activated charcoal tablets are licensed in the UK for the relief of indigestion, wind, heartburn and flatulence, and an authorised GB health claim says activated charcoal contributes to reducing excessive flatulence after eating, at 1 g taken at least 30 minutes before and 1 g shortly after the meal. It is also used as an emergency antidote for poisoning and overdoses. Because it is a powerful adsorbent it may reduce the effect of other medicines, so its product information and the MHRA advise asking a pharmacist or doctor first if you take any other medicine.",
    claimSubstances: ["Activated charcoal"],
    references: [
      {
        id: "smpc-braggs-charcoal",
        title:
          "J.L. Bragg's Medicinal Charcoal Tablets 300 mg (activated charcoal): summary of product characteristics, sections 4.1 to 4.8",
        publisher: "UK SmPC, reproduced by patient-info.co.uk",
        url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      },
      {
        id: "smpc-charcodote",
        title:
          "Charcodote (activated charcoal 200 mg/ml oral suspension): summary of product characteristics",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/charcodote/summary",
      },
      {
        id: "mhra-charcoal-case-study",
        title: "Case study: charcoal and drug interaction (Yellow Card scheme)",
        publisher: "Medicines and Healthcare products Regulatory Agency (MHRA)",
        url: "https://yellowcard.mhra.gov.uk/casestudies-charcoal",
      },
      REG_432_2012,
    ],
  },
  {
    slug: "chlorella",
    name: "Chlorella",
    synonyms: ["Chlorella vulgaris", "Chlorella pyrenoidosa", "chlorella powder", "chlorella tablets"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Chlorella is a freshwater green alga sold as tablets and powder; it contains carotenes, protein, fibre, vitamins, minerals and chlorophyll and is rich in vitamin K. It is usually well tolerated but can cause nausea, diarrhoea, stomach cramps, wind and green stools, and allergic reactions and skin reactions to sunlight have been reported. Its vitamin K can make warfarin less effective.",
    claimSubstances: [],
    references: [
      {
        id: "lactmed-chlorella",
        title: "Chlorella use while breastfeeding (LactMed, Drugs and Lactation Database)",
        publisher: "US National Library of Medicine (LactMed), reproduced by Drugs.com",
        url: "https://www.drugs.com/breastfeeding/chlorella.html",
      },
      {
        id: "pubmed-chlorella-warfarin",
        title: "Warfarin therapy and chlorella (case report, Rinsho Shinkeigaku 1995; PubMed abstract)",
        publisher: "PubMed (National Library of Medicine)",
        url: "https://www.ncbi.nlm.nih.gov/pubmed/8777808",
      },
    ],
  },
  {
    slug: "reishi",
    name: "Reishi mushroom",
    synonyms: ["reishi", "Ganoderma lucidum", "Ganoderma lingzhi", "lingzhi", "ling zhi"],
    category: "immune",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Reishi (lingzhi) is a bitter-tasting mushroom used in traditional Chinese medicine and sold as extracts and powders. It is thought to have some effects on the immune system, but it has no proven health benefits. It is generally well tolerated (extracts have been used for up to a year and powder for up to 16 weeks), though it can cause dizziness, dry mouth, itching, nausea, stomach upset and rash, and rare cases of liver injury have been linked to it. It might slow blood clotting and lower blood pressure and blood sugar.",
    claimSubstances: [],
    references: [
      {
        id: "medlineplus-reishi",
        title: "Reishi mushroom (Natural Medicines text)",
        publisher: "MedlinePlus (US National Library of Medicine)",
        url: "https://medlineplus.gov/druginfo/natural/905.html",
      },
      {
        id: "livertox-reishi",
        title: "LiverTox: Lingzhi, Reishi",
        publisher: "NIH National Library of Medicine (NCBI Bookshelf)",
        url: "https://www.ncbi.nlm.nih.gov/books/NBK609014/",
      },
    ],
  },
  {
    slug: "schisandra",
    name: "Schisandra",
    synonyms: [
      "Schisandra chinensis",
      "schizandra",
      "schisandra berry",
      "wu wei zi",
      "five-flavour fruit",
      "five-flavor fruit",
    ],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Schisandra berry has been used as a tonic and restorative and for breathing and digestive complaints, and is promoted as an adaptogen and to protect the liver, but clinical trials supporting these uses are limited. It slows the liver enzyme CYP3A4 and can raise the levels of medicines broken down by it, including the transplant medicine tacrolimus.",
    claimSubstances: [],
    references: [
      {
        id: "drugs-com-schisandra",
        title: "Schisandra: professional monograph (clinical overview)",
        publisher: "Drugs.com (Wolters Kluwer)",
        url: "https://www.drugs.com/npp/schisandra.html",
      },
      {
        id: "hellopharmacist-schisandra",
        title: "Schisandra with CYP3A4 substrates (Natural Medicines interaction data)",
        publisher: "HelloPharmacist (Natural Medicines data)",
        url: "https://hellopharmacist.com/drug-herbal-interactions/schisandra-with-amlodipine-benzoate",
      },
    ],
  },
  {
    slug: "saffron",
    name: "Saffron",
    synonyms: ["Crocus sativus", "saffron extract"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Saffron is the dried stigmas of the Crocus sativus flower, used as a spice; people take it for low mood, anxiety and premenstrual symptoms. A review of studies suggests extracts of 20 to 100 mg a day may reduce symptoms of depression, but larger, better-designed trials are needed. Extracts of up to 100 mg a day have been used with apparent safety for up to 26 weeks; large amounts are toxic (5 g or more can cause poisoning), and saffron supplements are often adulterated.",
    claimSubstances: [],
    references: [
      {
        id: "webmd-saffron",
        title: "Saffron: uses, side effects and precautions (Natural Medicines monograph)",
        publisher: "WebMD (Natural Medicines)",
        url: "https://www.webmd.com/vitamins/ai/ingredientmono-844/saffron",
      },
      {
        id: "opss-saffron",
        title: "Saffron in dietary supplements",
        publisher: "Operation Supplement Safety (US Department of Defense)",
        url: "https://www.opss.org/article/saffron-dietary-supplements",
      },
    ],
  },
  {
    slug: "black-seed",
    name: "Black seed",
    synonyms: ["Nigella sativa", "black seed oil", "black cumin", "black cumin seed oil", "nigella seeds"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Black seed (Nigella sativa) is a spice whose seeds and oil have long been used in traditional medicine. Taken daily, black seed oil or powder might improve hay fever symptoms and blood sugar in people with diabetes, may help some people with asthma alongside their usual treatment and might lower blood pressure a little in healthy adults, but there is no good evidence for many other uses. Larger amounts seem safe for up to 3 months; it can cause allergic rashes, stomach upset, vomiting or constipation.",
    claimSubstances: [],
    references: [
      {
        id: "webmd-black-seed",
        title: "Black seed: uses, side effects and precautions (Natural Medicines monograph)",
        publisher: "WebMD (Natural Medicines)",
        url: "https://www.webmd.com/vitamins/ai/ingredientmono-901/black-seed",
      },
      {
        id: "vitally-black-seed",
        title: "Black seed (Natural Medicines monograph)",
        publisher: "Natural Medicines (Therapeutic Research Center), copy at Vitally",
        url: "https://vital.ly/trc/Black-seed/monograph=199/?from-pid=8484",
      },
    ],
  },
  {
    slug: "horsetail",
    name: "Horsetail",
    synonyms: ["Equisetum arvense", "horsetail herb", "field horsetail"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Horsetail herb is the above-ground parts of Equisetum arvense, taken as a tea or in tablets and liquids; the EU's herbal medicines committee has assessed it for traditional use. It contains an enzyme that destroys vitamin B1 (thiamine) and small amounts of nicotine, and it can concentrate toxic metals from where it grows; it is used as a herbal diuretic (water pill) and may cause a loss of potassium.",
    claimSubstances: [],
    references: [
      {
        id: "ema-horsetail-summary",
        title:
          "Horsetail herb (Equisetum arvense L., herba): herbal medicine summary for the public (EMA/147173/2016)",
        publisher: "European Medicines Agency, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/horsetail-herb",
      },
      {
        id: "foundhealth-horsetail",
        title: "Horsetail: side effects and warnings",
        publisher: "FoundHealth (consumer natural medicine reference)",
        url: "https://www.foundhealth.com/horsetail/side-effects-and-warnings",
      },
    ],
  },
  {
    slug: "maca",
    name: "Maca",
    synonyms: ["Lepidium meyenii", "maca root", "maca powder"],
    category: "energy",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Maca is a root vegetable from the high Andes of Peru, eaten as food and used in traditional medicine to improve energy, sexual function and fertility; studies in people have given conflicting results. It is likely safe in food amounts, up to 3 g a day seems safe for up to 4 months, and it has not been linked to liver injury. Maca extracts might act like oestrogen.",
    claimSubstances: [],
    references: [
      {
        id: "livertox-maca",
        title: "LiverTox: Maca",
        publisher: "NIH National Library of Medicine (NCBI Bookshelf)",
        url: "https://ncbi.nlm.nih.gov/books/NBK548552",
      },
      {
        id: "skyclk-maca",
        title: "Maca root: warnings (Natural Medicines text)",
        publisher: "Natural Medicines (Therapeutic Research Faculty), copy at skyclk.com",
        url: "https://www.skyclk.com/UDBShowSubset.php?showMode=warning&sup_name=Maca+Root",
      },
    ],
  },
];
