// References first cited in the wpi round (drug-interactions-part-84.ts): medicines' own product information on supplements.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WPI = {
  /**
   * "In the presence of strong CYP3A4 inducers reduced efficacy of macitentan could occur. The combination of macitentan
   * with strong CYP3A4 inducers (e.g., rifampicin, St. John's wort, carbamazepine, and phenytoin) should be avoided."
   */
  macitentanPrecautions: {
    title:
      "Macitentan: interactions, from product information (strong CYP3A4 inducers such as St John's wort should be avoided)",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/macitentan/precautions",
  },
  /**
   * Section 4.4: "VYDURA is not recommended: ... for concomitant use with strong or moderate inducers of CYP3A4 (see
   * section 4.5)."
   */
  vyduraPrecautions: {
    title:
      "Vydura (rimegepant) oral lyophilisate: summary of product characteristics, sections 4.3 to 4.5 (EMA, 2022)",
    publisher: "RxReasoner (copy of the EU SmPC)",
    url: "https://rxreasoner.com/monographs/vydura/precautions",
  },
  /** Precautions and warnings: "Advise patient not to take St John's wort concurrently". */
  medscapeUkRimegepant: {
    title: "Rimegepant oral (Vydura 75mg oral lyophilisates): precautions and warnings",
    publisher: "Medscape UK",
    url: "https://www.medscape.co.uk/drug/rimegepant-oral-71450-71450",
  },
  /**
   * "Medications That Should Be Avoided While Taking Cariprazine", from the Reagila package insert: CYP3A4 inducers
   * "Carbamazepine, phenobarbital, phenytoin, rifampicin, St. John's wort (Hypericum perforatum), bosentan, efavirenz,
   * etravirine, modafinil, nafcillin".
   */
  reagilaInteractions: {
    title:
      "Reagila (cariprazine): interactions with other drugs, medications that should be avoided (CYP3A4 inducers, St John's wort)",
    publisher: "reagila.nl (Reagila product information site)",
    url: "https://reagila.nl/interactions-with-other-drugs/",
  },
  /**
   * "Induction of CYP3A4 may lead to subtherapeutic plasma levels. Concomitant use with CYP3A4 inducers (e.g.
   * carbamazepine, rifampicin, phenobarbital, phenytoin, St John's Wort) is not recommended."
   */
  fesoterodinePrecautions: {
    title:
      "Fesoterodine: interactions, from product information (CYP3A4 inducers such as St John's wort not recommended)",
    publisher: "RxReasoner (copy of product information)",
    url: "https://www.rxreasoner.com/substances/fesoterodine/precautions",
  },
  /**
   * "The combination of ivabradine 10 mg twice daily with St John's Wort was shown to reduce ivabradine AUC by half. The
   * intake of St John's Wort should be restricted during the treatment with ivabradine."
   */
  ivabradinePrecautions: {
    title:
      "Ivabradine: interactions, from product information (St John's wort halved ivabradine exposure; intake to be restricted)",
    publisher: "RxReasoner (copy of product information)",
    url: "https://www.rxreasoner.com/substances/ivabradine/precautions",
  },
  /** Contraindications: "St. John's Wort should not be used together with TAGRISSO". */
  tagrissoWarnings: {
    title: "Tagrisso (osimertinib): prescribing information, warnings and precautions (contraindications)",
    publisher: "AstraZeneca UK (medicines information for healthcare professionals)",
    url: "https://medicines.astrazeneca.co.uk/home/oncology/tagrisso/prescribing-information/warnings-and-precautions.html",
  },
  /**
   * "This study presents a case in which a high concentration of folic acid led to fatal capecitabine-related toxicity,
   * with the aim to raise awareness on the interaction between folic acid supplementation and 5-FU/capecitabine
   * treatment toxicity."
   */
  bjmoCapecitabineFolicAcid: {
    title:
      "Capecitabine and folic acid, a lethal combination (case report, Belg J Med Oncol 2022;16(2):74-8)",
    publisher: "Belgian Journal of Medical Oncology",
    url: "https://www.bjmo.be/journal-article/capecitabine-and-folic-acid-a-lethal-combination/",
  },
  /**
   * "Combination with oxaliplatin ... and serum folate (OR, 10.33; p = .002) were independent predictors of grade ≥2
   * toxicity ... For every 10 nmol/L increment in serum folate, the risk of grade ≥2 toxicity increased by 9%."
   */
  chanSerumFolateCapecitabine: {
    title:
      "Association between serum folate level and toxicity of capecitabine during treatment for colorectal cancer (Oncologist 2018)",
    publisher: "The Oncologist, via PubMed",
    url: "https://www.pubmed.gov/29802221/",
    pmid: "29802221",
    doi: "10.1634/theoncologist.2017-0637",
  },
} satisfies Record<string, Reference>;
