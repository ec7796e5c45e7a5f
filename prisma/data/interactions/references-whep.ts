// References first cited in the whep round: medicines that can harm the liver as a group, and the herbs whose texts name it.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WHEP = {
  /**
   * "Drugs most frequently implicated in DILI are: amoxicillin-clavulanate, flucloxacillin, erythromycin, diclofenac,
   * sulfamethoxazole/trimethoprim, isoniazid, disulfiram, Ibuprofen flutamide, nitrofurantoin ... and minocycline";
   * characteristic injury with "paracetamol, methotrexate, chlorpromazine, halothane, isoniazid and
   * amoxicillin-clavulanate"; fatty liver with "amiodarone, corticosteroids, tamoxifen, valproates, methotrexate";
   * "azathioprine and infliximab may have the highest risk of DILI".
   */
  independentPharmacistDili: {
    title:
      "Drug-induced liver injury (DILI): the drugs most frequently implicated (CPD module on liver disease)",
    publisher: "Independent Pharmacist",
    url: "https://www.independentpharmacist.co.uk/cpd-modules/cpd-module-liver-disease/drug-induced-liver-injury-dili-885209",
  },
  /**
   * "Paracetamol is an exception, since it is directly hepatotoxic in overdose ... Other drugs commonly associated with
   * severe hepatotoxicity include the anti-tuberculous drugs isoniazid and pyrazinamide, as well as co-amoxiclav, NSAIDs".
   */
  londonLiverDili: {
    title: "Drug-induced liver injury or drug hepatotoxicity",
    publisher: "London Liver Specialist",
    url: "https://londonliverspecialist.com/liver-disease/drug-induced-liver-injury-or-drug-hepatotoxicity",
  },
  /** Interactions table: "Hepatotoxic drugs and herbal medicines / High / Unknown / Possible / Avoid combinations". */
  ukmiBlackCohosh: {
    title:
      "What are the safety concerns surrounding the use of black cohosh? (Medicines Q&A 364.4, October 2014: interactions)",
    publisher: "UK Medicines Information (NHS), reproduced by docsbay.net",
    url: "https://docsbay.net/what-are-the-safety-concerns-surrounding-the-use-of-black-cohosh",
  },
  /**
   * "GENERALLY AVOID: Concomitant use of black cohosh ... with other agents that are known to induce hepatotoxicity may
   * theoretically increase the risk of liver injury."
   */
  drugsComBlackCohoshHepatotoxic: {
    title:
      "Drug interactions between black cohosh and HDL Benefit (niacin), professional: agents known to induce hepatotoxicity",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/drug-interactions/black-cohosh-with-hdl-benefit-397-0-1711-17029.html?professional=1",
  },
  /**
   * Advice to consumers: "People, especially those with liver disease or liver problems, or persons who are taking drugs
   * that can affect the liver, should talk with their health care practitioner before using kava."
   */
  nccamKavaAdvisory2002: {
    title: "Kava linked to liver damage: consumer advisory of 23 July 2002 (advice to consumers)",
    publisher: "National Center for Complementary and Alternative Medicine (NIH), archived by webharvest.gov",
    url: "https://webharvest.gov/peth04/20041015084339/http://nccam.nih.gov/health/alerts/kava/",
  },
  /**
   * "Cinnamon, via coumarin, can cause liver toxicity. Therefore, its concomitant use with hepatotoxic drugs should be
   * avoided." "A combination of cinnamon supplement and statin can cause hepatitis, and it should be discouraged."
   */
  brancheauCinnamonStatin: {
    title: "Do cinnamon supplements cause acute hepatitis? (case report, Am J Case Rep 2015;16:250-4)",
    publisher: "American Journal of Case Reports",
    url: "https://amjcaserep.com/abstract/index/idArt/892804",
  },
  /**
   * "Theoretically, large doses of cassia cinnamon might cause additive effects when used with hepatotoxic drugs."
   * Interaction rating moderate; likelihood possible.
   */
  helloPharmacistCassiaHepatotoxic: {
    title:
      "Cassia cinnamon with hepatotoxic drugs: interaction details (rated moderate, likelihood possible)",
    publisher: "HelloPharmacist",
    url: "https://hellopharmacist.com/drug-herbal-interactions/cassia-cinnamon-with-acetaminophen-chlorpheniramine-phenylephrine",
  },
  /**
   * "Theoretically, concomitant use of niacin and hepatotoxic drugs might increase the risk of hepatotoxicity. Niacin
   * has been associated with cases of liver toxicity, especially when used in pharmacologic doses." Rated moderate.
   */
  helloPharmacistNiacinHepatotoxic: {
    title: "Niacin with hepatotoxic drugs: interaction details (rated moderate, likelihood possible)",
    publisher: "HelloPharmacist",
    url: "https://hellopharmacist.com/drug-herbal-interactions/niacin-with-niacin-prescription-drug",
  },
  /**
   * "Niacin given at or around these doses [the RDA, 14 to 16 mg] is not associated with significant side effects or
   * liver injury"; the doses used for high cholesterol "are generally in the range of 1 to 6 grams daily".
   */
  liverToxNiacin: {
    title: "Niacin (LiverTox: clinical and research information on drug-induced liver injury)",
    publisher: "National Institute of Diabetes and Digestive and Kidney Diseases (NIH), NCBI Bookshelf",
    url: "https://www.ncbi.nlm.nih.gov/books/NBK548176/",
  },
} satisfies Record<string, Reference>;
