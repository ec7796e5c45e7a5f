// Sources of the scenarios added by mechanism (absorption, induction, antifolates, herbs, no-alarm cases), in
// the same form as references.ts. UK product information first, then the EU monographs, the NHS and the NIH.
import type { ScenarioInput } from "../schema";

type Reference = ScenarioInput["sources"][number];

const ods = (slug: string, name: string): Reference => ({
  title: `${name}: Fact Sheet for Health Professionals (interactions with medications)`,
  publisher: "NIH Office of Dietary Supplements",
  url: `https://ods.od.nih.gov/factsheets/${slug}-HealthProfessional/`,
});

const epar = (slug: string, name: string): Reference => ({
  title: `${name}: EPAR product information (summary of product characteristics, section 4.5)`,
  publisher: "European Medicines Agency",
  url: `https://www.ema.europa.eu/en/medicines/human/EPAR/${slug}`,
});

const nhs = (slug: string, name: string): Reference => ({
  title: `${name} (NHS medicines A to Z)`,
  publisher: "NHS",
  url: `https://www.nhs.uk/medicines/${slug}/`,
});

export const REF2 = {
  // --- Minerals that bind medicines in the gut ------------------------------------------------------
  ferrousSulfateSmpc: {
    title:
      "Ferrous sulfate tablets: summary of product characteristics, section 4.5 (tetracyclines, quinolones, bisphosphonates)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/3130",
  },
  odsIron: ods("Iron", "Iron"),
  odsCalcium: ods("Calcium", "Calcium"),
  odsMagnesium: ods("Magnesium", "Magnesium"),
  odsZinc: ods("Zinc", "Zinc"),
  odsFolate: ods("Folate", "Folate"),
  odsVitaminD: ods("VitaminD", "Vitamin D"),
  odsVitaminB12: ods("VitaminB12", "Vitamin B12"),
  odsVitaminC: ods("VitaminC", "Vitamin C"),
  odsOmega3: ods("Omega3FattyAcids", "Omega-3 Fatty Acids"),
  revoladeEpar: epar("revolade", "Revolade (eltrombopag)"),
  comtanEpar: epar("comtan", "Comtan (entacapone)"),
  tivicayEpar: epar("tivicay", "Tivicay (dolutegravir)"),
  biktarvyEpar: epar("biktarvy", "Biktarvy (bictegravir, emtricitabine, tenofovir alafenamide)"),
  isentressEpar: epar("isentress", "Isentress (raltegravir)"),
  bnfPenicillamine: {
    title: "BNF interactions: Penicillamine (oral iron, zinc)",
    publisher: "NICE (British National Formulary)",
    url: "https://bnf.nice.org.uk/interactions/penicillamine/",
  },
  gavisconAdvanceSmpc: {
    title:
      "Gaviscon Advance Oral Suspension: summary of product characteristics, section 4.5 (2-hour interval, iron salts)",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/gaviscon-advance-suspension-95618/summary-of-medicine-characteristics",
  },

  // --- St John's wort ------------------------------------------------------------------------------
  hmpcSjw: {
    title: "Hyperici herba (St John's wort): EU herbal monograph, section 4.5",
    publisher: "European Medicines Agency",
    url: "https://www.ema.europa.eu/en/medicines/herbal/hyperici-herba",
  },
  sjwThrSmpc: {
    title:
      "Herbalstore St John's Wort Tablets (traditional herbal registration): summary of product characteristics, sections 4.3 and 4.5",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/herbalstore-st-johns-wort-tablets/summary",
  },
  vfendEpar: epar("vfend", "Vfend (voriconazole), sections 4.3 and 4.5"),
  sjwSystematicReview: {
    title:
      "Interactions between herbal medicines and prescribed drugs: St John's wort (systematic review, Br J Clin Pharmacol)",
    publisher: "British Journal of Clinical Pharmacology (PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC1874438",
  },

  // --- Herbs --------------------------------------------------------------------------------------
  hmpcGinkgo: {
    title:
      "Ginkgo folium (ginkgo leaf): EU herbal monograph, section 4.5 (antiplatelets and NSAIDs, efavirenz)",
    publisher: "European Medicines Agency",
    url: "https://www.ema.europa.eu/en/medicines/herbal/ginkgo-folium",
  },
  nccihGinkgo: {
    title: "Ginkgo: Usefulness and Safety",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://www.nccih.nih.gov/health/ginkgo",
  },
  nccihGreenTea: {
    title: "Green Tea: Usefulness and Safety (green tea may lower blood levels of nadolol)",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://www.nccih.nih.gov/health/green-tea",
  },
  nccihEchinacea: {
    title: "Echinacea: Usefulness and Safety",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://www.nccih.nih.gov/health/echinacea",
  },
  hmpcEchinacea: {
    title: "Echinaceae purpureae herba: EU herbal monograph (use with immunosuppressants)",
    publisher: "European Medicines Agency",
    url: "https://www.ema.europa.eu/en/medicines/herbal/echinaceae-purpureae-herba",
  },

  // --- Antifolates and anticonvulsants -------------------------------------------------------------
  bnfFolicAcid: {
    title: "BNF interactions: Folic acid (phenobarbital, primidone, phenytoin)",
    publisher: "NICE (British National Formulary)",
    url: "https://bnf.nice.org.uk/interactions/folic-acid/",
  },
  nhsMethotrexate: nhs("methotrexate", "Methotrexate"),

  // --- Medicines people take every day, for the no-alarm cases ---------------------------------------
  nhsAmlodipine: nhs("amlodipine", "Amlodipine"),
  nhsMetformin: nhs("metformin", "Metformin"),
  nhsRamipril: nhs("ramipril", "Ramipril"),
  nhsAtorvastatin: nhs("atorvastatin", "Atorvastatin"),
  nhsSertraline: nhs("sertraline", "Sertraline"),
  nhsOmeprazole: nhs("omeprazole", "Omeprazole"),
  nhsParacetamol: nhs("paracetamol-for-adults", "Paracetamol for adults"),
  nhsAmoxicillin: nhs("amoxicillin", "Amoxicillin"),
  nhsLevothyroxine: nhs("levothyroxine", "Levothyroxine"),
  nhsDoxycycline: nhs("doxycycline", "Doxycycline"),
  nhsCiprofloxacin: nhs("ciprofloxacin", "Ciprofloxacin"),
  nhsAspirin: nhs("low-dose-aspirin", "Low-dose aspirin"),
  nhsClopidogrel: nhs("clopidogrel", "Clopidogrel"),
  nhsIbuprofen: nhs("ibuprofen-for-adults", "Ibuprofen for adults"),
  nhsFerrousSulfate: nhs("ferrous-sulfate", "Ferrous sulfate"),
  nhsVitaminsMinerals: {
    title: "Vitamins and minerals (how much you need, and what taking too much does)",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/vitamins-and-minerals/",
  },
  efsaOmega3: {
    title:
      "Scientific Opinion on the Tolerable Upper Intake Level of EPA, DHA and DPA (EFSA Journal 2012;10(7):2815)",
    publisher: "EFSA Panel on Dietetic Products, Nutrition and Allergies",
    url: "https://www.efsa.europa.eu/en/efsajournal/pub/2815",
  },
} satisfies Record<string, Reference>;
