// References first cited in the wcn3 round.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WCN3 = {
  /**
   * "Medicines and Healthcare products Regulatory Agency (MHRA) announces that systematic reviews and meta-analyses of
   * randomised controlled trials have highlighted a dose-dependent increased risk of atrial fibrillation in patients
   * with established cardiovascular diseases or cardiovascular risk factors treated with omega-3-acid ethyl ester
   * medicines compared to placebo."
   */
  hkDrugOfficeOmega3Af: {
    title:
      "The United Kingdom: omega-3-acid ethyl ester medicines (Omacor/Teromeg 1000 mg capsules): dose-dependent increased risk of atrial fibrillation (summary of the MHRA alert)",
    publisher: "Drug Office, Department of Health, Hong Kong (other safety alerts)",
    url: "https://www.drugoffice.gov.hk/eps/news/showNews/medicines/consumer/2024-01-23/en/52590.html",
  },
  /**
   * "A dose-dependent increased risk of atrial fibrillation in patients with established cardiovascular diseases or
   * cardiovascular risk factors treated with omega-3-acid ethyl esters compared to placebo. The observed risk is
   * highest with a dose of 4 g/daily. If atrial fibrillation develops, treatment should be permanently discontinued."
   */
  famhpOmega3Af: {
    title: "PRAC October 2023: new safety information for omega-3-acid ethyl esters (atrial fibrillation)",
    publisher: "Federal Agency for Medicines and Health Products (FAMHP), Belgium",
    url: "https://www.famhp.be/en/news/prac_october_2023_new_safety_information_for_omega_3_acid_ethyl_esters",
  },
  /** Contraindications: "None well documented. Renal failure may be considered a relative contraindication." */
  drugsComChromium: {
    title: "Chromium (natural product monograph: clinical overview, contraindications)",
    publisher: "Drugs.com (natural products database)",
    url: "https://www.drugs.com/npp/chromium.html",
  },
} satisfies Record<string, Reference>;
