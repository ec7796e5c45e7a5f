// References first cited by the wzero3 round.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WZERO3 = {
  /**
   * Glutamine (drug monograph): "Contraindications: Renal or liver impairment; Reye syndrome; shock; multi-organ
   * failure." "Interaction: Lactulose: Glutamine may diminish the therapeutic effect of Lactulose. Specifically,
   * glutamine may diminish the ammonia-lowering effects of lactulose."
   */
  pediatricOncallGlutamine: {
    title: "Glutamine: drug monograph (contraindications and interactions)",
    publisher: "Pediatric Oncall",
    url: "https://www.pediatriconcall.com/drugs/glutamine/160",
  },
  /**
   * Glutamine (medical food leaflet): "To make sure glutamine is safe for you, tell your doctor if you have: liver
   * disease; or kidney disease." "Do not use this medicine without a doctor's advice if you are pregnant." "Do not use
   * this medicine without a doctor's advice if you are breast-feeding a baby."
   */
  umcvcGlutamine: {
    title: "Glutamine (patient medicine information)",
    publisher: "Health library, umcvc.org",
    url: "https://umcvc.org/health-library/d07315a1",
  },
  /**
   * Medicinal mushrooms (a list naming Hericium erinaceus, lion's mane): "Evidence is insufficient to establish safety
   * of use during pregnancy and lactation. BCCT suggests that you err on the side of caution and not use mushroom
   * extracts during pregnancy or while nursing a baby."
   */
  bcctMedicinalMushrooms: {
    title: "Medicinal mushrooms (therapy summary, key points)",
    publisher: "Beyond Conventional Cancer Therapies (BCCT)",
    url: "https://bcct.ngo/search-therapies/search-therapy-summaries/medicinal-mushrooms",
  },
  /**
   * Managing the menopause, complementary therapies: red clover "contain[s] constituents with oestrogen-like properties
   * (phytoestrogens), and these are also found in food such as soya ... They should not be used in patients with a
   * history of breast cancer."
   */
  pharmacyNetworkMenopause: {
    title: "Managing the menopause: complementary therapies",
    publisher: "Pharmacy Network News (pharmacy-network.co.uk)",
    url: "https://pharmacy-network.co.uk/clinical/819037-managing-the-menopause/complementary-therapies-819258",
  },
} satisfies Record<string, Reference>;
