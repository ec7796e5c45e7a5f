// References first cited by the wherbaud round (drug-interactions-part-49.ts, medical-contraindications-wherbaud.ts).
// Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WHERBAUD = {
  /**
   * American ginseng: "There have been reports of a possible interaction between Asian ginseng and the antidepressant
   * medication, phenelzine (which belongs to a class known as monoamine oxidase inhibitors), resulting in symptoms
   * ranging from manic-like episodes to headache and tremulousness."
   */
  adamAmericanGinseng: {
    title: "Possible interactions with: American Ginseng (A.D.A.M. complementary medicine monograph)",
    publisher: "Lima Memorial Health System health library (A.D.A.M., Inc.)",
    url: "https://limamemorial.org/health-library/Complementary%20and%20Alternative%20Medicine/33/000903",
  },
  /**
   * Garlic: "Protease inhibitors -- Garlic may reduce blood levels of protease inhibitors, a medication used to treat
   * people with the human immunodeficiency virus (HIV). Protease inhibitors include indinavir, ritinavir, and
   * saquinavir."
   */
  adamGarlic: {
    title: "Possible interactions with: Garlic (A.D.A.M. complementary medicine monograph)",
    publisher: "Lima Memorial Health System health library (A.D.A.M., Inc.)",
    url: "https://limamemorial.org/health-library/Complementary%20and%20Alternative%20Medicine/33/000900",
  },
  /**
   * Garlic, "Natural-Drug Products": with anticoagulants, antiplatelet agents and thrombolytics it may increase the risk
   * of bleeding; "May ↓ the effectiveness of contraceptive drugs and cyclosporine"; "May ↓ plasma concentrations of
   * saquinavir, nevirapine, delavirdine, and efavirenz"; "May ↓ isoniazid levels by 65%".
   */
  skyscapeGarlic: {
    title: "Garlic (natural product monograph: natural-drug product interactions)",
    publisher: "Skyscape medical reference (Davis's Drug Guide natural product monograph)",
    url: "https://download.skyscape.com/download/ota/lonestar/B60FC225-5196-4450-961B-56B9CFF9C725/drdrugcan.ed19_2024/content/HTML/r/tu0.htm",
  },
  /**
   * Milk thistle, side effects: "Women who have hormone-sensitive conditions (such as breast, uterine, or ovarian
   * cancer; endometriosis; or uterine fibroids) should avoid milk thistle."
   */
  msdMilkThistle: {
    title: "Milk thistle (MSD Manual Consumer Version: dietary supplements and vitamins)",
    publisher: "MSD Manuals (Consumer Version)",
    url: "https://www.msdmanuals.com/home/special-subjects/dietary-supplements-and-vitamins/milk-thistle",
  },
  /**
   * Table 3, "Common Herbal Treatments Used by People With Cancer and Possible Food/Drug Interactions": black cohosh
   * "May further reduce lipids or blood pressure when combined with prescription medications"; garlic "may increase
   * effects and adverse effects of hyperglycemic agents" (the patient version: "drugs that treat high blood sugar");
   * ginkgo "may increase blood pressure when used with thiazide diuretics"; ginseng "may interfere with antipsychotic
   * drugs".
   */
  nciNutritionTable3: {
    title:
      "Nutrition in Cancer Care (PDQ), Health Professional Version, Table 3: common herbal treatments used by people with cancer and possible food/drug interactions",
    publisher: "National Cancer Institute (archived by the UNT Libraries End of Term web archive, 2009)",
    url: "https://webarchive.library.unt.edu/eot2008/20090510023941/http://www.cancer.gov/cancertopics/pdq/supportivecare/nutrition/HealthProfessional/Table3",
  },
  /** The patient version of the same table: garlic "May increase the effects of drugs that treat high blood sugar". */
  nciNutritionPatientTable2: {
    title:
      "Nutrition in Cancer Care (PDQ), Patient Version, Table 2: common herbs used by cancer patients and possible food/drug interactions",
    publisher: "National Cancer Institute (archived by the UNT Libraries End of Term web archive, 2008)",
    url: "https://webarchive.library.unt.edu/eot2008/20080918001650/http://www.cancer.gov/cancertopics/pdq/supportivecare/nutrition/Patient/Table2",
  },
} satisfies Record<string, Reference>;
