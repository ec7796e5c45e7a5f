// Pages read in the mechanism-membership round (wmech): lists and product information that state how a medicine is cleared. Each was seen at this address.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WMECH = {
  /**
   * "Medicinal products that are highly dependent on CYP3A for clearance and for which elevated concentrations are
   * associated with serious and/or life-threatening reactions": among them clozapine, lurasidone, pimozide,
   * quetiapine; avanafil, sildenafil, tadalafil, vardenafil; clorazepate, diazepam, estazolam, flurazepam, oral
   * midazolam and triazolam; tolvaptan.
   */
  paxlovidContraindications: {
    title:
      "Paxlovid (nirmatrelvir; ritonavir): contraindications, medicinal products highly dependent on CYP3A for clearance",
    publisher: "MIMS Philippines (copy of the product information, Pfizer)",
    url: "https://uat.mims.com/philippines/drug/info/paxlovid/contraindications",
  },
  /**
   * Rifampicin lowered exposure by 80% or more (AUC ratio 0.2 or below), with CYP3A as the main enzyme possibly
   * involved: ibrutinib, naloxegol, olaparib, palbociclib, cobimetinib and others.
   */
  inductionAucTable: {
    title:
      "Table 2: induction drug interactions with AUC ratios of 0.2 or below, new molecular entities as substrate (main enzymes possibly involved)",
    publisher: "Drug Metabolism and Disposition (journal table)",
    url: "https://dmd.aspetjournals.org/highwire/markup/71387/expansion?width=1000&height=500&iframe=true&postprocessors=highwire_tables%2Chighwire_reclass%2Chighwire_figures%2Chighwire_math%2Chighwire_inline_linked_media%2Chighwire_embed",
  },
  /**
   * "Primary enzymes involved in metabolism" of the tyrosine kinase inhibitors marketed in the EU: bosutinib CYP3A4;
   * dasatinib CYP3A4, FMO-3; erlotinib CYP3A4, CYP3A5, CYP1A2; gefitinib CYP3A4, CYP2D6, CYP3A5; imatinib CYP3A4,
   * CYP3A5, CYP2C8; lapatinib CYP3A4, CYP3A5; nilotinib CYP3A4, CYP2C8; pazopanib CYP3A4, CYP1A2, CYP2C8; ponatinib
   * CYP3A4; sorafenib CYP3A4, UGT1A9.
   */
  tkiEuProfiles: {
    title:
      "Clinical pharmacology of tyrosine kinase inhibitors becoming generic drugs: the regulatory perspective, Table 3: clinical pharmacokinetic profiles of TKI marketed in the EU (J Exp Clin Cancer Res 2014;33:15)",
    publisher: "Journal of Experimental & Clinical Cancer Research, PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3922331/table/T3/?term=%22J+Exp+Clin+Cancer+Res%22%5Bjour%5D",
  },
  /** "The main metabolic pathway of domperidone is through CYP3A4"; potent CYP3A4 inhibitors are contraindicated. */
  domperidoneInteractions: {
    title: "GI-Norm (domperidone): drug interactions, from the product information",
    publisher: "MIMS Philippines (copy of product information)",
    url: "https://sit.mimsdev.com/philippines/drug/info/gi-norm/drug-interactions",
  },
  /** "Il metabolismo di budesonide è prevalentemente mediato dal CYP3A4" (budesonide is metabolised mainly by CYP3A4). */
  entocirRcp: {
    title:
      "Entocir (budesonide) capsules: Italian summary of product characteristics (RCP), interactions with cytochrome P450 enzymes",
    publisher: "Starbene drug database (copy of the Italian RCP)",
    url: "https://www.starbene.it/farmaci/entocir-50cps-3mg-rm_034734018",
  },
  /** Ketoconazole raised oral budesonide sixfold; CYP3A4 inducers such as carbamazepine probably lower its exposure. */
  entocortInteractions: {
    title: "Entocort (budesonide): drug interactions, from the product information",
    publisher: "MIMS Hong Kong (copy of product information)",
    url: "https://www.mims.com/hongkong/drug/info/entocort/drug-interactions",
  },
  /** 4.5: "Lacidipine is known to be metabolised by cytochrome CYP3A4", with caution with inhibitors and inducers. */
  lacidipineSmpc: {
    title: "Lacidipine tablets: summary of product characteristics, section 4.5",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/8935/smpc",
  },
  /** Metabolised in the liver mainly by CYP3A4; inducers such as carbamazepine, rifampicin and St John's wort are likely to lower it. */
  lercanidipineMedikamio: {
    title: "Lercanidipine: pharmacokinetics and interactions",
    publisher: "Medikamio (drug information)",
    url: "https://medikamio.com/en-gb/substances/lercanidipine",
  },
  /** "Darifenacin metabolism is primarily mediated by the cytochrome P450 enzymes CYP2D6 and CYP3A4." */
  enablexInteractions: {
    title: "Enablex (darifenacin): drug interactions, from the product information",
    publisher: "MIMS Hong Kong (copy of product information)",
    url: "https://sit.mimsdev.com/hongkong/drug/info/enablex/drug-interactions",
  },
  /**
   * Lenacapavir is a substrate of CYP3A, P-gp and UGT1A1; strong or moderate CYP3A inducers may significantly lower
   * it, with loss of effect and resistance, and strong inducers are contraindicated.
   */
  sunlencaRifampin: {
    title: "Sunlenca (lenacapavir): coadministration with rifampin (medical information response)",
    publisher: "Gilead Sciences medical information",
    url: "https://www.askgileadmedical.com/docs/sunlenca/sunlenca-coadministration-with-rifampin",
  },
  /** Drug-natural products: "St. John's wort significantly ↓ levels and effectiveness; concurrent use contraindicated." */
  lenacapavirDrugGuide: {
    title: "Lenacapavir: nursing drug guide monograph (pharmacokinetics and interactions)",
    publisher: "Skyscape medical reference (drug guide)",
    url: "https://download.skyscape.com/download/ota/lonestar/F31E6463-B697-47C5-8589-F78B5C964691/drugguide.ed19_2025/content/HTML/t/tu43.htm",
  },
  /** Strong CYP3A4 inhibitors raise upadacitinib exposure by 75%; strong CYP3A4 inducers roughly halve it. */
  upadacitinibPk: {
    title:
      "Clinical pharmacokinetics of upadacitinib: review of data relevant to the rheumatoid arthritis indication (Clin Pharmacokinet 2020;59:531-544), key points",
    publisher: "Clinical Pharmacokinetics, PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7217812",
  },
  /**
   * "Esomeprazole is metabolized in the liver through CYP2C19 and CYP3A4"; inducers of either, such as rifampicin and
   * St John's wort, may lower it.
   */
  esomeprazoleInteractions: {
    title: "Ezoprole (esomeprazole): drug interactions, from the product information",
    publisher: "MIMS Philippines (copy of product information)",
    url: "https://uat.mimsdev.com/philippines/drug/info/ezoprole/drug-interactions",
  },
  /** "Oxybutynin is metabolised by cytochrome P450 isoenzyme CYP3A4"; ketoconazole roughly doubled its levels. */
  oxybutyninInteractions: {
    title: "Oxybutynin: interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/oxybutynin/precautions",
  },
  /** "Celecoxib metabolism is predominantly mediated via cytochrome P-450 2C9 in the liver"; fluconazole doubled its level. */
  celecoxibInteractions: {
    title: "Celcoxx (celecoxib): drug interactions, from the product information",
    publisher: "MIMS Philippines (copy of product information)",
    url: "https://uat.mimsdev.com/philippines/drug/info/celcoxx/drug-interactions",
  },
  /** Section 4.5: "La loratadina è metabolizzata dagli isoenzimi epatici CYP3A4 e 2D6" (loratadine is metabolised by CYP3A4 and 2D6). */
  loratadineGazzetta: {
    title:
      "Loratadine: Italian summary of product characteristics as published in the Gazzetta Ufficiale (1999), section 4.5",
    publisher: "Gazzetta Ufficiale della Repubblica Italiana",
    url: "https://www.gazzettaufficiale.it/atto/serie_generale/caricaArticolo?art.codiceRedazionale=099A9955&art.dataPubblicazioneGazzetta=1999-11-24&art.flagTipoArticolo=1&art.idArticolo=1&art.idGruppo=0&art.idSottoArticolo=1&art.idSottoArticolo1=10&art.progressivo=0&art.versione=1",
  },
  /** "La finasteride è metabolizzata essenzialmente tramite il sistema del citocromo P450 3A4"; its inducers and inhibitors are likely to change its levels. */
  finasterideRcp: {
    title: "Finasteride EG 1 mg tablets: Italian summary of product characteristics (RCP), interactions",
    publisher: "Starbene drug database (copy of the Italian RCP)",
    url: "https://www.starbene.it/farmaci/finasteride-eg-28cpr-riv-1mg_038948030/interazioni",
  },
  /** "Le dutastéride est métabolisé par la voie du CYP3A4" (Swiss product information, interactions). */
  dutasterideFachinfo: {
    title: "Dutasteride: Swiss product information (French), interactions",
    publisher: "ch.oddb.org (copy of the Swissmedic product information)",
    url: "https://ch.oddb.org:443/fr/gcc/fachinfo/reg/66071/chapter/interactions",
  },
  /**
   * "L'itraconazolo viene metabolizzato prevalentemente attraverso il citocromo CYP3A4": with rifampicin, rifabutin
   * and phenytoin its efficacy can be largely compromised and the combination is not recommended; no formal studies
   * with carbamazepine, Hypericum perforatum (St John's wort), phenobarbital or isoniazid, "but similar effects are to
   * be expected".
   */
  sporanoxRcp: {
    title:
      "Sporanox (itraconazole) 10 mg/ml oral solution: Italian summary of product characteristics (RCP), section 4.5",
    publisher: "Starbene drug database (copy of the Italian RCP)",
    url: "https://starbene.it/farmaci/sporanox-os-fl-150ml-10mg_ml_027808029/interazioni",
  },
  /** Mirabegron is a substrate of CYP3A4, CYP2D6 and P-gp, but clinically relevant interactions are not expected except its own inhibiting of CYP2D6. */
  betmigaInteractions: {
    title: "Betmiga (mirabegron): drug interactions, from the product information",
    publisher: "MIMS Philippines (copy of product information)",
    url: "https://uat.mims.com/philippines/drug/info/betmiga/drug-interactions",
  },
  /** "Tolterodine is mainly metabolised via oxidation by CYP2D6." */
  tolterodineMims: {
    title: "Tolterodine: generic drug information (metabolism)",
    publisher: "MIMS Philippines",
    url: "https://www.mims.com/philippines/drug/info/tolterodine?mtype=generic",
  },
  /** "Ropinirole is principally metabolised by the cytochrome P450 isoenzyme CYP1A2"; ciprofloxacin raised its exposure by 84%. */
  ropiniroleInteractions: {
    title: "Ropinirole: interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/ropinirole/precautions",
  },
  /**
   * "In experimental animals, it has been shown that P-gp is a major determinant of aliskiren bioavailability. Inducers
   * of P-gp (St. John's wort, rifampicin) might therefore decrease the bioavailability of aliskiren."
   */
  aliskirenInteractions: {
    title: "Aliskiren: interactions, from the Rasilez product information",
    publisher: "European Medicines Agency product information (Novartis), reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/substances/aliskiren/precautions",
  },
  /**
   * "Metabolised by CYP3A4 – avoid concomitant administration of CYP3A4 inducers (carbamazepine, phenytoin,
   * phenobarbital, rifampicin, barbiturates, efavirenz, nevirapine, hypericum perforatum [St. John's wort])".
   */
  delofinePrescribingInformation: {
    title: "Delofine XL (felodipine) prolonged-release tablets: prescribing information",
    publisher: "Morningside Healthcare (UK prescribing information)",
    url: "https://pathwayportfolio.com/hcp-home/prescribing-information/delofine-xl/",
  },
  /** "Enzyme inducers of the cytochrome P450 3A4 system have been shown to cause a decrease in plasma concentrations of felodipine … The combination with strong CYP3A4 inducers should be avoided." */
  felodipineInteractions: {
    title: "Felodipine: interactions (summary of product characteristics, section 4.5)",
    publisher: "RxReasoner (copy of the product information)",
    url: "https://rxreasoner.com/substances/felodipine/precautions",
  },
} satisfies Record<string, Reference>;
