// References first cited by the wzero round (drug-interactions-part-43.ts, medical-contraindications-wzero.ts,
// supplement-interactions-wzero.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WZERO = {
  /**
   * Spirulina: no reports of it interacting with conventional medicines, but "it is possible that spirulina might
   * interfere with drugs given to suppress the immune system", naming adalimumab, azathioprine, cyclosporine,
   * etanercept, infliximab, leflunomide, methotrexate, mycophenolate and prednisone.
   */
  stLukesSpirulinaInteractions: {
    title: "Possible interactions with: Spirulina (A.D.A.M. complementary medicine monograph)",
    publisher: "St. Luke's Hospital, St. Louis (A.D.A.M., Inc.)",
    url: "https://stlukes-stl.com/health-content/medicine/33/000982.htm",
  },
  /**
   * Lutein (Complementary/Alternative Medicine monograph): contraindicated in hypersensitivity; "Use Cautiously in:
   * Cystic fibrosis; Pregnancy and lactation"; no known natural-drug interactions; taking it with beta-carotene or
   * vitamin E "may reduce the absorptions of these vitamins".
   */
  davisLutein: {
    title: "Lutein (Complementary/Alternative Medicine monograph), Davis's Drug Guide",
    publisher: "Unbound Medicine (Davis's Drug Guide for Nurses, F.A. Davis)",
    url: "https://nursing.unboundmedicine.com/nursingcentral/view/Davis-Drug-Guide/109923/all/lutein",
  },
  /**
   * Branched-chain amino acids, Uses & Effectiveness: likely ineffective in ALS (Lou Gehrig disease); "In fact, it might
   * make lung function worse and increase the chance of death in people with this condition."
   */
  webmdBcaa: {
    title: "Branched-chain amino acids (BCAA): uses, side effects and more",
    publisher: "WebMD",
    url: "https://webmd.com/vitamins/ai/ingredientmono-1005/branched-chain-amino-acids-bcaa?activeIngredientId=1005&activeIngredientName=BRANCHED-CHAIN+AMINO+ACIDS",
  },
  /** HMB: "Pregnant and breastfeeding women should also avoid taking HMB supplements." */
  pdrHealthHmb: {
    title: "Beta-Hydroxy-Beta-Methylbutyrate (HMB)",
    publisher: "PDR Health (PDR.net)",
    url: "https://pdrhealth.com/drugs/beta-hydroxy-beta-methylbutyrate-hmb/",
  },
} satisfies Record<string, Reference>;
