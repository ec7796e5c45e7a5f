// References first cited by the CYP substrate round: the St John's wort product information the class records
// of drug-interactions-part-23.ts rest on, and the lists that name the members of the cyp*-substrate classes
// (prisma/data/dictionaries/medicine-properties.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_CYP = {
  /**
   * Section 4.3 of a UK traditional herbal registration: St John's wort induces CYP1A2, CYP2C19, CYP2C9 and
   * CYP3A4 and P-glycoprotein, so interacts with a large number of medicines, with a possible decrease in their
   * effectiveness.
   */
  naturesGardenSjwSmpc: {
    title:
      "Nature's Garden St John's Wort Capsules (traditional herbal registration): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/natures-garden-st-johns-wort-capsules/summary",
  },
  /** "Calcium channel blockers (CCBs) are metabolized by CYP3A4": amlodipine, diltiazem, felodipine, nifedipine, nimodipine, verapamil and others. */
  calciumChannelBlockersCyp3a4: {
    title:
      "Calcium channel blockers with CYP3A4 inhibitors (interaction monograph: object drugs and comment)",
    publisher: "Skyscape medical reference (drug interaction monograph)",
    url: "https://download.skyscape.com/download/ota/lonestar/1C1D0B4F-B5A0-4B97-B0BC-6F1593D2B9CD/pktnuress.ed1/content/HTML/w/ta0.htm",
  },
  /** Enzyme inhibitors "may inhibit the elimination of these opioids via CYP3A4 metabolism": alfentanil, fentanyl, methadone, oxycodone, sufentanil. */
  opioidsCyp3a4: {
    title: "Opioid analgesics with enzyme inhibitors (interaction monograph: object drugs and comment)",
    publisher: "Skyscape medical reference (drug interaction monograph)",
    url: "https://download.skyscape.com/download/ota/lonestar/3C52715-7DF0-47C4-BF2A-379E6E7AC9B5/skyscaperx.edxx/content/HTML/o/tu0.htm",
  },
  /**
   * Inhibition of CYP3A4 may substantially raise budesonide, dexamethasone, fluticasone, methylprednisolone and
   * mometasone; beclometasone is theoretically unlikely to be affected by CYP3A4 inhibitors.
   */
  corticosteroidsCyp3a4: {
    title:
      "Corticosteroids with CYP3A4-inhibiting antidepressants (interaction monograph: object drugs and comment)",
    publisher: "Skyscape medical reference (drug interaction monograph)",
    url: "https://download.skyscape.com/download/ota/lonestar/1C1D0B4F-B5A0-4B97-B0BC-6F1593D2B9CD/pktnuress.ed1/content/HTML/u/ta2.htm",
  },
  /** "Anxiolytics (CYP3A4 substrates)": alprazolam, buspirone, clonazepam, diazepam, midazolam and other benzodiazepines. */
  anxiolyticsCyp3a4: {
    title:
      "Anxiolytics (CYP3A4 substrates) with diltiazem or verapamil (interaction monograph: object drugs and comment)",
    publisher: "Skyscape medical reference (drug interaction monograph)",
    url: "https://download.skyscape.com/download/ota/lonestar/1C1D0B4F-B5A0-4B97-B0BC-6F1593D2B9CD/pktnuress.ed1/content/HTML/a/tb0.htm",
  },
  /**
   * Main metabolic enzymes of common antipsychotics, from their SmPCs and the literature: haloperidol, quetiapine
   * and cariprazine 3A4; risperidone and aripiprazole 2D6 and 3A4; clozapine 1A2, 3A4 and 2C19; olanzapine 1A2.
   */
  antipsychoticEnzymes: {
    title: "Table 3: examples of commonly used antipsychotics, their half-lives and main metabolic enzymes",
    publisher: "PubMed Central (journal article table; data from the medicines' SmPCs and the literature)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC8652414/table/T3",
  },
  /**
   * Enzymes in the metabolism of second- and third-generation antipsychotics: brexpiprazole CYP3A4 and CYP2D6,
   * clozapine CYP1A2 and CYP2C19, olanzapine CYP1A2; amisulpride is over 90% excreted unchanged, its clearance
   * "not affected by CYP enzymes".
   */
  antipsychoticTdm: {
    title:
      "Therapeutic drug monitoring of second- and third-generation antipsychotic drugs, Table 1: enzymes involved in drug metabolism (Pharmaceuticals 2021;14(6):514)",
    publisher: "Pharmaceuticals (MDPI), PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC8230242/table/pharmaceuticals-14-00514-t001",
  },
  /** Sensitive CYP3A substrates whose levels strong CYP3A inducers lowered: quetiapine, simvastatin, ivabradine, midazolam, ibrutinib and others. */
  sensitiveCyp3aSubstrates: {
    title:
      "Table 2: drug–drug interactions of strong CYP3A inducers (alternatives to rifampicin) and sensitive CYP3A substrates (Clinical and Translational Science 2022;15(9):2075-2095)",
    publisher: "Clinical and Translational Science, PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9468573/table/cts13357-tbl-0002",
  },
  /** Index substrates: CYP1A2 agomelatine, melatonin, theophylline, tizanidine; CYP2C9 (S)-warfarin, flurbiprofen, fluvastatin, tolbutamide; CYP2C19 lansoprazole, omeprazole, pantoprazole, rabeprazole. */
  indexSubstrates: {
    title:
      "Clinical studies on drug–drug interactions involving metabolism and transport, Table 2: characteristics of possible index substrates of CYP enzymes (Clin Pharmacol Ther 2019;105(6):1345-1361)",
    publisher: "Clinical Pharmacology & Therapeutics, PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC6563007/table/cpt1435-tbl-0002",
  },
  /** Sildenafil is metabolised mainly by CYP3A4 (79%) and less by 2C9 (20%); vardenafil mainly by 3A4 with some 2C9; tadalafil almost solely by 3A4. */
  pde5Metabolism: {
    title:
      "Drug interactions with phosphodiesterase-5 inhibitors used for the treatment of erectile dysfunction or pulmonary hypertension (abstract and introduction)",
    publisher: "R Discovery (researcher.life), article record",
    url: "https://discovery.researcher.life/article/drug-interactions-with-phosphodiesterase5-inhibitors-used-for-the-treatment-of-erectile-dysfunction-or-pulmonary-hypertension/613a84dcc51b3a7089813d1a42c9185e",
  },
  /** "Drugs that are substantially metabolized by CYP3A", among them the antiplatelets ticagrelor and cilostazol (with clopidogrel and prasugrel). */
  cyp3aSubstratesByClass: {
    title:
      "CYP3A5 genotype test: interpretation (major therapeutic classes with drugs substantially metabolized by CYP3A)",
    publisher: "Medical Database (clinical test reference)",
    url: "https://app.medicaldatabase.com/site/medical-tests/559e277d-b151-4472-aa48-3af1b764a813?section=interpretation",
  },
  /** CYP3A4, and to a minor extent 2D6, metabolise donepezil; enzyme inducers such as rifampicin, phenytoin and carbamazepine may reduce its levels. */
  donepezilInteractions: {
    title: "Donepezil: interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/donepezil/precautions",
  },
  /** Buprenorphine is metabolised to norbuprenorphine primarily by CYP3A4; CYP3A4 inducers may lower its levels. */
  buprenorphineInteractions: {
    title: "Buprenorphine: interactions (CYP3A4 inducers), from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/buprenorphine/precautions",
  },
  /** Montelukast is metabolised by CYP 3A4, 2C8 and 2C9: caution with inducers such as phenytoin, phenobarbital and rifampicin. */
  montelukastInteractions: {
    title: "Montelukast: interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/montelukast/precautions",
  },
  /** Ondansetron is metabolised by CYP3A4, CYP2D6 and CYP1A2; potent CYP3A4 inducers lowered its blood concentrations. */
  ondansetronInteractions: {
    title: "Ondansetron Fresenius: full prescribing information, drug interactions",
    publisher: "MIMS Hong Kong (copy of product information)",
    url: "https://www.mims.com/hongkong/drug/info/ondansetron%20fresenius/drug-interactions",
  },
  /** Clarithromycin metabolism: partially hepatic via CYP3A4, to the active 14-OH clarithromycin. */
  clarithromycinMonograph: {
    title: "Clarithromycin: professional monograph (pharmacology: metabolism)",
    publisher: "Medicine.com (professional drug monograph)",
    url: "https://medicine.com/drug/clarithromycin/hcp",
  },
} satisfies Record<string, Reference>;
