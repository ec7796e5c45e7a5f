// References added with medical-contraindications-part-2.ts: section-specific titles for pages the
// knowledge base already cites elsewhere. The comment says what the record relies on.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_CONDITIONS_2 = {
  /** "Some oncologists advise against the use of antioxidant supplements during cancer chemotherapy or radiotherapy." */
  odsVitaminECancerTreatment: {
    title:
      "Vitamin E: Fact Sheet for Health Professionals, interactions with medications (chemotherapy and radiotherapy)",
    publisher: "NIH Office of Dietary Supplements",
    url: "https://ods.od.nih.gov/factsheets/VitaminE-HealthProfessional/",
  },
  /** Section 4.3 lists pregnancy as a contraindication; section 4.6: use during lactation is not recommended. */
  hmpcGinkgoPregnancy: {
    title:
      "Ginkgo folium (ginkgo leaf): EU herbal monograph (HMPC), sections 4.3 and 4.6 (pregnancy and lactation)",
    publisher: "European Medicines Agency (HMPC)",
    url: "https://www.ema.europa.eu/en/medicines/herbal/ginkgo-folium",
  },
  /** Safety: Asian ginseng may not be safe in pregnancy (a constituent caused birth defects in animals) or when breastfeeding. */
  nccihAsianGinsengSafety: {
    title: "Asian Ginseng: Usefulness and Safety (safety in pregnancy and breastfeeding)",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://www.nccih.nih.gov/health/asian-ginseng",
  },
  /** Safety: little is known about turmeric in amounts greater than in food during pregnancy or breastfeeding. */
  nccihTurmericSafety: {
    title: "Turmeric: Usefulness and Safety (safety in pregnancy and breastfeeding)",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://www.nccih.nih.gov/health/turmeric",
  },
} as const satisfies Record<string, Reference>;
