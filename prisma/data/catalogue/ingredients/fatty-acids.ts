import type { IngredientSeed } from "@/lib/catalogue/seed-schemas";
import { REG_432_2012, REG_536_2013, nccih, nhsVitaminsAndMinerals, odsFactSheet } from "./references";

const ODS_OMEGA_3 = odsFactSheet("Omega3FattyAcids", "Omega-3 Fatty Acids");

export const FATTY_ACIDS: IngredientSeed[] = [
  {
    slug: "omega-3-fish-oil",
    name: "Omega-3 fish oil",
    synonyms: ["fish oil", "omega-3", "EPA", "DHA", "eicosapentaenoic acid", "docosahexaenoic acid"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 5,
      unit: "g",
      basis:
        "GB-retained Regulation (EU) 536/2013: supplements bearing the EPA/DHA blood pressure or triglyceride claims must advise not exceeding 5 g of EPA and DHA combined a day (an amount of EPA+DHA, not of total oil)",
      referenceId: "reg-536-2013",
    },
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes:
      "The amount of EPA and DHA varies widely between products: a typical 1,000 mg fish oil capsule provides about 180 mg EPA and 120 mg DHA, so compare labels by their EPA+DHA content.",
    evidenceSummary:
      "The authorised GB heart claim for EPA and DHA is based on an intake of 250 mg a day, and oily fish is the main food source. Large trials of fish oil supplements in the general population have not found a clear reduction in heart attacks or strokes; higher doses lower blood triglycerides, and some trials have linked higher doses to atrial fibrillation (irregular heartbeat). People taking anticoagulants should check with a pharmacist before taking high doses.",
    claimSubstances: [
      "Docosahexaenoic acid (DHA)",
      "Docosahexaenoic acid and Eicosapentaenoic acid (DHA/EPA)",
      "Eicosapentaenoic acid and docosahexaenoic acid (EPA/DHA)",
    ],
    references: [ODS_OMEGA_3, REG_432_2012, REG_536_2013],
  },
  {
    slug: "cod-liver-oil",
    name: "Cod liver oil",
    synonyms: ["fish liver oil", "cod liver oil capsules"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes:
      "Cod liver oil supplies EPA and DHA together with vitamin A (retinol) and vitamin D, in amounts that differ between products.",
    evidenceSummary:
      "Cod liver oil provides omega-3 fats as well as vitamins A and D, so the limits for those vitamins apply: the NHS advises not having more than 1.5 mg of vitamin A a day from food and supplements combined. Pregnant women are advised not to take fish liver oil supplements because of their vitamin A content. Check the label before combining cod liver oil with a multivitamin or a separate vitamin A or D supplement.",
    claimSubstances: [
      "Docosahexaenoic acid (DHA)",
      "Docosahexaenoic acid and Eicosapentaenoic acid (DHA/EPA)",
      "Eicosapentaenoic acid and docosahexaenoic acid (EPA/DHA)",
      "Vitamin A",
      "Vitamin D",
    ],
    references: [nhsVitaminsAndMinerals("vitamin-a", "Vitamin A"), ODS_OMEGA_3],
  },
  {
    slug: "evening-primrose-oil",
    name: "Evening primrose oil",
    synonyms: ["EPO", "Oenothera biennis", "gamma-linolenic acid", "GLA"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Evening primrose oil, which contains gamma-linolenic acid, has been studied for eczema, breast pain, premenstrual symptoms and menopausal hot flushes. Research has not shown that it helps eczema, and there is not enough evidence to say whether it helps the other conditions. It is generally well tolerated but can cause mild stomach upset and headache.",
    claimSubstances: [],
    references: [nccih("evening-primrose-oil", "Evening Primrose Oil")],
  },
];
