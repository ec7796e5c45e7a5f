// References added while checking records written in early rounds against a text (the verification round). Each
// was read here, at the address given; the comment says what it states. Non-UK copies are named as such.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_VERIFY = {
  /**
   * Drug interactions: rifampicin cut apixaban's AUC by about 54%; other strong CYP3A4 and P-gp inducers (phenytoin,
   * carbamazepine, phenobarbital or St John's wort) may also reduce apixaban levels; no dose adjustment, but apixaban
   * should be used with caution in people taking strong inducers of both.
   */
  eliquisMimsIndonesia: {
    title: "Eliquis (apixaban): full prescribing information, drug interactions (Pfizer)",
    publisher: "MIMS Indonesia (copy of Pfizer's product information)",
    url: "https://prdmimsweb.azurewebsites.net/indonesia/drug/info/eliquis/drug-interactions",
  },
  /**
   * Section 4: giving VFEND with rifampin, carbamazepine, long-acting barbiturates and St John's wort is
   * contraindicated because they are likely to decrease plasma voriconazole concentrations significantly.
   */
  vfendUsContraindications: {
    title: "VFEND (voriconazole): US prescribing information, section 4 Contraindications",
    publisher: "Pfizer Medical Information (US)",
    url: "https://pfizermedicalinformation.com/vfend/contradictions",
  },
  /**
   * Probiotics have a history of apparently safe use in healthy people but can be risky in some people with severe
   * health problems or compromised immune systems; consult a health care provider first, especially with health
   * problems; anyone with a serious underlying condition should be monitored closely while taking one.
   */
  nccihBulletinProbiotics: {
    title: "Benefits and Risks of Probiotics (NCCIH e-mail bulletin)",
    publisher: "National Center for Complementary and Integrative Health",
    url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/378abdf",
  },
  /**
   * Vitamin A (retinol) is found in foods of animal origin such as liver, paté and cod liver oil; the Committee on
   * Toxicity assessed the risks of excess intake for maternal health.
   */
  cotVitaminAMaternalLaySummary: {
    title: "Lay summary of the statement on the effects of excess vitamin A on maternal health",
    publisher: "Committee on Toxicity of Chemicals in Food, Consumer Products and the Environment (COT)",
    url: "https://cot.food.gov.uk/Lay%20Summary%20of%20the%20Statement%20on%20the%20effects%20of%20excess%20Vitamin%20A%20on%20maternal%20health",
  },
} satisfies Record<string, Reference>;
