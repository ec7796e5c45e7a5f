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
  /**
   * Boron (Natural Standard), interactions with drugs: "In theory, use of boron with estrogen-active drugs such as birth
   * control pills or hormone replacement therapy may result in increased estrogen effects. Use of boron with
   * testosterone-active drugs such as Testoderm may result in increased testosterone effects."
   */
  naturalStandardBoron: {
    title: "Boron: interactions (Natural Standard monograph, powered by Healthline)",
    publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
    url: "https://www.aarpmedicareplans.com/natstandardcontent/boron/3?brand=",
  },
  /**
   * Ellura (cranberry, THR 46825/0001) UK leaflet, section 2.1: do not take Ellura if you are allergic to it, or "If
   * you suffer from: Fluid retention caused by a kidney or heart problem" (the text read stops in the next item).
   */
  elluraUkLeaflet: {
    title:
      "Ellura capsules (cranberry fruit juice extract, traditional herbal registration): patient leaflet",
    publisher: "Drugs.com UK (copy of the UK leaflet)",
    url: "https://www.drugs.com/uk/ellura-capsules-leaflet.html",
  },
  /**
   * Ellura, Swedish SmPC: 4.3 "Njursjukdom" (kidney disease), "Samtidig användning av warfarin och andra antikoagulantia"
   * and "Samtidig användning av takrolimus" (both "se avsnitt 4.5"); 4.4 use by men and pregnant women is not
   * recommended, as urinary complaints in these groups need medical advice.
   */
  elluraSwedishSmpc: {
    title:
      "Ellura (cranberry, Vaccinium macrocarpon): Swedish summary of product characteristics, sections 4.3 and 4.4",
    publisher: "FASS (Swedish product information)",
    url: "https://www.fass.se/LIF/product?userType=0&nplId=20200206000017&docType=6",
  },
  /**
   * Ellura, Spanish leaflet (English translation): do not take Ellura if you take anticoagulants (warfarin,
   * acenocoumarol, apixaban, edoxaban, dabigatran, rivaroxaban) or are treated with heparins; if you have a serious
   * heart condition or renal insufficiency; if you have or have had kidney problems, including kidney stones.
   */
  elluraSpanishLeaflet: {
    title: "Ellura hard capsules (cranberry): Spanish patient leaflet, in English translation",
    publisher: "OlaDoctor (copy of the Spanish leaflet)",
    url: "https://oladoctor.com/en/medicines/spain/ellura-capsulas-duras",
  },
  /**
   * Spirulina risks: "People with allergies to blue-green algae or people who have phenylketonuria (PKU) are at a
   * greater risk of an unpleasant reaction when taking spirulina."
   */
  sharecareSpirulinaRisks: {
    title: "Are there any risks in using spirulina?",
    publisher: "Sharecare",
    url: "https://www.sharecare.com/health/dietary-supplements/any-risks-in-using-spirulina",
  },
  /**
   * Pomegranate (Natural Standard), interactions with drugs: pomegranate juice "may have additive angiotensin-converting
   * enzyme (ACE) inhibitor effects. Blood pressure and potassium levels should be monitored", naming captopril,
   * enalapril, lisinopril and ramipril; "Pomegranate may increase the risk of harmful side effects with statin drugs
   * such as rosuvastatin (Crestor) and simvastatin".
   */
  naturalStandardPomegranate: {
    title: "Pomegranate: interactions (Natural Standard monograph, powered by Healthline)",
    publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
    url: "https://www.aarpmedicareplans.com/natstandardcontent/pomegranate/3?brand=",
  },
  /**
   * Elderberry: "Women who are pregnant or breastfeeding should not use elderberry preparations. Elderberry may act as a
   * diuretic, so use caution if taking it with other drugs that increase urination."
   */
  baycareElderberry: {
    title: "Elderberry (health library)",
    publisher: "BayCare Health System",
    url: "https://www.baycare.org/health-library/elderberry",
  },
  /**
   * Chitosan with fat-soluble vitamins ("Study supported"): "Since chitosan inhibits the absorption of fats, it is likely
   * that it will inhibit the absorption of fat-soluble nutrients such as vitamins A, D, E, K and beta-carotene. An
   * animal study showed reduced levels of vitamin E in the blood ... Supplementation with the affected nutrients may be
   * necessary."
   */
  globinmedChitosanVitamins: {
    title: "How chitosan interacts with fat-soluble vitamins",
    publisher: "GlobinMed (Global Information Hub on Integrated Medicine, Ministry of Health Malaysia)",
    url: "https://globinmed.com/index.php?option=com_content&view=article&id=77183:how-chitosan-interacts-with-fat-soluble-vitamins-77183&catid=120&Itemid=140",
  },
} satisfies Record<string, Reference>;
