// Medicines the wmech round gave the mechanism property their own lists or product information state (cleared mainly by
// CYP3A4, broken down by it or by CYP2C19), typed as people write them, with a St John's wort or a berberine product;
// St John's wort with lenacapavir, whose texts say not to combine them. Negatives: statins and an antipsychotic the
// sources do not give as cleared by CYP3A4, and inhaled budesonide, which is not the swallowed form the SmPC describes.
import type { ScenarioInput } from "../schema";
import { take } from "./build";
import { pairCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  sjwThr: {
    title:
      "Nature's Garden St John's Wort Capsules (traditional herbal registration): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/natures-garden-st-johns-wort-capsules/summary",
  },
  berberineStudy: {
    title:
      "Repeated administration of berberine inhibits cytochromes P450 in humans (Guo et al., Eur J Clin Pharmacol 2012)",
    publisher: "PubMed Central (National Library of Medicine)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC4898966",
  },
  paxlovid: {
    title:
      "Paxlovid (nirmatrelvir; ritonavir): contraindications, medicinal products highly dependent on CYP3A for clearance",
    publisher: "MIMS Philippines (copy of the product information, Pfizer)",
    url: "https://uat.mims.com/philippines/drug/info/paxlovid/contraindications",
  },
  inductionAuc: {
    title:
      "Table 2: induction drug interactions with AUC ratios of 0.2 or below, new molecular entities as substrate",
    publisher: "Drug Metabolism and Disposition (journal table)",
    url: "https://dmd.aspetjournals.org/highwire/markup/71387/expansion?width=1000&height=500&iframe=true&postprocessors=highwire_tables%2Chighwire_reclass%2Chighwire_figures%2Chighwire_math%2Chighwire_inline_linked_media%2Chighwire_embed",
  },
  domperidone: {
    title: "GI-Norm (domperidone): drug interactions, from the product information",
    publisher: "MIMS Philippines (copy of product information)",
    url: "https://sit.mimsdev.com/philippines/drug/info/gi-norm/drug-interactions",
  },
  entocort: {
    title: "Entocort (budesonide): drug interactions, from the product information",
    publisher: "MIMS Hong Kong (copy of product information)",
    url: "https://www.mims.com/hongkong/drug/info/entocort/drug-interactions",
  },
  lacidipine: {
    title: "Lacidipine tablets: summary of product characteristics, section 4.5",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/8935/smpc",
  },
  lercanidipine: {
    title: "Lercanidipine: pharmacokinetics and interactions",
    publisher: "Medikamio (drug information)",
    url: "https://medikamio.com/en-gb/substances/lercanidipine",
  },
  darifenacin: {
    title: "Enablex (darifenacin): drug interactions, from the product information",
    publisher: "MIMS Hong Kong (copy of product information)",
    url: "https://sit.mimsdev.com/hongkong/drug/info/enablex/drug-interactions",
  },
  upadacitinib: {
    title: "Clinical pharmacokinetics of upadacitinib (Clin Pharmacokinet 2020), key points",
    publisher: "Clinical Pharmacokinetics, PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7217812",
  },
  esomeprazole: {
    title: "Ezoprole (esomeprazole): drug interactions, from the product information",
    publisher: "MIMS Philippines (copy of product information)",
    url: "https://uat.mimsdev.com/philippines/drug/info/ezoprole/drug-interactions",
  },
  tki: {
    title:
      "Clinical pharmacokinetic profiles of TKI marketed in the EU (J Exp Clin Cancer Res 2014), Table 3",
    publisher: "Journal of Experimental & Clinical Cancer Research, PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3922331/table/T3/?term=%22J+Exp+Clin+Cancer+Res%22%5Bjour%5D",
  },
  lenacapavirGuide: {
    title: "Lenacapavir: nursing drug guide monograph (pharmacokinetics and interactions)",
    publisher: "Skyscape medical reference (drug guide)",
    url: "https://download.skyscape.com/download/ota/lonestar/F31E6463-B697-47C5-8589-F78B5C964691/drugguide.ed19_2025/content/HTML/t/tu43.htm",
  },
  sunlenca: {
    title: "Sunlenca (lenacapavir): coadministration with rifampin (medical information response)",
    publisher: "Gilead Sciences medical information",
    url: "https://www.askgileadmedical.com/docs/sunlenca/sunlenca-coadministration-with-rifampin",
  },
  oxybutynin: {
    title: "Oxybutynin: interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/oxybutynin/precautions",
  },
  celecoxib: {
    title: "Celcoxx (celecoxib): drug interactions, from the product information",
    publisher: "MIMS Philippines (copy of product information)",
    url: "https://uat.mimsdev.com/philippines/drug/info/celcoxx/drug-interactions",
  },
  loratadine: {
    title:
      "Loratadine: Italian summary of product characteristics as published in the Gazzetta Ufficiale (1999), section 4.5",
    publisher: "Gazzetta Ufficiale della Repubblica Italiana",
    url: "https://www.gazzettaufficiale.it/atto/serie_generale/caricaArticolo?art.codiceRedazionale=099A9955&art.dataPubblicazioneGazzetta=1999-11-24&art.flagTipoArticolo=1&art.idArticolo=1&art.idGruppo=0&art.idSottoArticolo=1&art.idSottoArticolo1=10&art.progressivo=0&art.versione=1",
  },
  dutasteride: {
    title: "Dutasteride: Swiss product information (French), interactions",
    publisher: "ch.oddb.org (copy of the Swissmedic product information)",
    url: "https://ch.oddb.org:443/fr/gcc/fachinfo/reg/66071/chapter/interactions",
  },
  sporanox: {
    title:
      "Sporanox (itraconazole) 10 mg/ml oral solution: Italian summary of product characteristics (RCP), section 4.5",
    publisher: "Starbene drug database (copy of the Italian RCP)",
    url: "https://starbene.it/farmaci/sporanox-os-fl-150ml-10mg_ml_027808029/interazioni",
  },
  betmiga: {
    title: "Betmiga (mirabegron): drug interactions, from the product information",
    publisher: "MIMS Philippines (copy of product information)",
    url: "https://uat.mims.com/philippines/drug/info/betmiga/drug-interactions",
  },
  tolterodine: {
    title: "Tolterodine: generic drug information (metabolism)",
    publisher: "MIMS Philippines",
    url: "https://www.mims.com/philippines/drug/info/tolterodine?mtype=generic",
  },
  ropinirole: {
    title: "Ropinirole: interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/ropinirole/precautions",
  },
  aliskiren: {
    title: "Aliskiren: interactions, from the Rasilez product information",
    publisher: "European Medicines Agency product information (Novartis), reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/substances/aliskiren/precautions",
  },
  antipsychoticTdm: {
    title:
      "Therapeutic drug monitoring of second- and third-generation antipsychotic drugs (Pharmaceuticals 2021), Table 1",
    publisher: "Pharmaceuticals (MDPI), PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC8230242/table/pharmaceuticals-14-00514-t001",
  },
} satisfies Record<string, Reference>;

const { named, quiet } = pairCases("sc-wmech-", "medicine");
const SJW = take(PRODUCT.stJohnsWort);
const BERBERINE = take(PRODUCT.berberine);
const ASK = ["moderate", "moderate"] as const;

const INDUCES =
  "St John's wort's UK product information says it induces CYP3A4, CYP2C19, CYP2C9 and CYP1A2, possibly lowering the effect of many medicines";
const SLOWS =
  "Berberine taken for two weeks slowed CYP3A4 (midazolam exposure up 40%), and the authors say drug interactions should be considered";
const PAXLOVID =
  "Paxlovid's product information lists it among medicines highly dependent on CYP3A for clearance";

export const WMECH_SCENARIOS: ScenarioInput[] = [
  named(
    "sjw-sunlenca",
    "St John's wort with Sunlenca (lenacapavir) for HIV",
    "st-johns-wort",
    "Sunlenca",
    SJW,
    ["major", "contraindicated"],
    "A drug guide says St John's wort significantly lowers lenacapavir and that the two are contraindicated; Gilead says strong CYP3A inducers are contraindicated, with loss of effect and resistance.",
    [SOURCE.lenacapavirGuide, SOURCE.sunlenca],
  ),
  named(
    "sjw-spedra",
    "St John's wort with Spedra (avanafil) for erectile dysfunction",
    "st-johns-wort",
    "Spedra",
    SJW,
    ASK,
    `${INDUCES}; ${PAXLOVID} (avanafil, with sildenafil, tadalafil and vardenafil).`,
    [SOURCE.sjwThr, SOURCE.paxlovid],
  ),
  named(
    "sjw-zanidip",
    "St John's wort with Zanidip (lercanidipine) for blood pressure",
    "st-johns-wort",
    "Zanidip",
    SJW,
    ASK,
    `${INDUCES}; lercanidipine is metabolised mainly by CYP3A4, and inducers such as St John's wort are likely to lower it.`,
    [SOURCE.sjwThr, SOURCE.lercanidipine],
  ),
  named(
    "sjw-lacidipine",
    "St John's wort with lacidipine tablets",
    "st-johns-wort",
    "lacidipine",
    SJW,
    ASK,
    `${INDUCES}; lacidipine's SmPC says it is metabolised by CYP3A4 and asks for caution with medicines that induce it.`,
    [SOURCE.sjwThr, SOURCE.lacidipine],
  ),
  named(
    "sjw-emselex",
    "St John's wort with Emselex (darifenacin) for an overactive bladder",
    "st-johns-wort",
    "Emselex",
    SJW,
    ASK,
    `${INDUCES}; darifenacin's product information says its metabolism is mainly by CYP2D6 and CYP3A4.`,
    [SOURCE.sjwThr, SOURCE.darifenacin],
  ),
  named(
    "sjw-rinvoq",
    "St John's wort with Rinvoq (upadacitinib)",
    "st-johns-wort",
    "Rinvoq",
    SJW,
    ASK,
    `${INDUCES}; strong CYP3A4 inducers roughly halve upadacitinib exposure.`,
    [SOURCE.sjwThr, SOURCE.upadacitinib],
  ),
  named(
    "sjw-nexium",
    "St John's wort with Nexium (esomeprazole) for reflux",
    "st-johns-wort",
    "Nexium",
    SJW,
    ASK,
    `${INDUCES}; esomeprazole's product information says it is metabolised by CYP2C19 and CYP3A4 and that inducers such as St John's wort may lower it.`,
    [SOURCE.sjwThr, SOURCE.esomeprazole],
  ),
  named(
    "sjw-motilium",
    "St John's wort with Motilium (domperidone) for sickness",
    "st-johns-wort",
    "Motilium",
    SJW,
    ASK,
    `${INDUCES}; domperidone's product information says its main metabolic pathway is CYP3A4.`,
    [SOURCE.sjwThr, SOURCE.domperidone],
  ),
  named(
    "sjw-entocort",
    "St John's wort with Entocort (budesonide capsules) for Crohn's disease",
    "st-johns-wort",
    "Entocort",
    SJW,
    ASK,
    `${INDUCES}; Entocort's product information says CYP3A4 inducers such as carbamazepine probably lower budesonide exposure and its dose may need adjusting.`,
    [SOURCE.sjwThr, SOURCE.entocort],
  ),
  named(
    "sjw-oxybutynin",
    "St John's wort with oxybutynin 5mg tablets for an overactive bladder",
    "st-johns-wort",
    "oxybutynin 5mg",
    SJW,
    ASK,
    `${INDUCES}; oxybutynin's product information says it is metabolised by CYP3A4.`,
    [SOURCE.sjwThr, SOURCE.oxybutynin],
  ),
  named(
    "sjw-celebrex",
    "St John's wort with Celebrex (celecoxib) for arthritis",
    "st-johns-wort",
    "Celebrex",
    SJW,
    ASK,
    `${INDUCES}; celecoxib's product information says its metabolism is mainly by CYP2C9.`,
    [SOURCE.sjwThr, SOURCE.celecoxib],
  ),
  named(
    "sjw-clarityn",
    "St John's wort with Clarityn (loratadine) for hay fever",
    "st-johns-wort",
    "Clarityn",
    SJW,
    ASK,
    `${INDUCES}; loratadine's product information says it is metabolised by the liver enzymes CYP3A4 and CYP2D6.`,
    [SOURCE.sjwThr, SOURCE.loratadine],
  ),
  named(
    "sjw-avodart",
    "St John's wort with Avodart (dutasteride) for an enlarged prostate",
    "st-johns-wort",
    "Avodart",
    SJW,
    ASK,
    `${INDUCES}; dutasteride's product information says it is metabolised by CYP3A4.`,
    [SOURCE.sjwThr, SOURCE.dutasteride],
  ),
  named(
    "sjw-requip",
    "St John's wort with Requip (ropinirole) for Parkinson's disease",
    "st-johns-wort",
    "Requip",
    SJW,
    ASK,
    `${INDUCES}; ropinirole's product information says it is metabolised mainly by CYP1A2.`,
    [SOURCE.sjwThr, SOURCE.ropinirole],
  ),
  named(
    "sjw-rasilez",
    "St John's wort with Rasilez (aliskiren) for blood pressure",
    "st-johns-wort",
    "Rasilez",
    SJW,
    ASK,
    "Aliskiren's product information says P-glycoprotein is a major determinant of its absorption and that inducers of P-glycoprotein, naming St John's wort, might decrease it.",
    [SOURCE.aliskiren],
  ),
  named(
    "sjw-lupkynis",
    "St John's wort with Lupkynis (voclosporin) for lupus nephritis",
    "st-johns-wort",
    "Lupkynis",
    SJW,
    ["moderate", "contraindicated"],
    `${INDUCES}; ${PAXLOVID} (voclosporin, among the immunosuppressants).`,
    [SOURCE.sjwThr, SOURCE.paxlovid],
  ),
  named(
    "berberine-seroquel",
    "Berberine with Seroquel (quetiapine)",
    "berberine",
    "Seroquel",
    BERBERINE,
    ASK,
    `${SLOWS}; ${PAXLOVID} (quetiapine).`,
    [SOURCE.berberineStudy, SOURCE.paxlovid],
  ),
  named(
    "berberine-samsca",
    "Berberine with Samsca (tolvaptan)",
    "berberine",
    "Samsca",
    BERBERINE,
    ASK,
    `${SLOWS}; ${PAXLOVID} (tolvaptan).`,
    [SOURCE.berberineStudy, SOURCE.paxlovid],
  ),
  named(
    "berberine-viagra",
    "Berberine with Viagra (sildenafil)",
    "berberine",
    "Viagra",
    BERBERINE,
    ASK,
    `${SLOWS}; ${PAXLOVID} (sildenafil).`,
    [SOURCE.berberineStudy, SOURCE.paxlovid],
  ),
  named(
    "berberine-motilium",
    "Berberine with Motilium (domperidone)",
    "berberine",
    "Motilium",
    BERBERINE,
    ASK,
    `${SLOWS}; domperidone's main metabolic pathway is CYP3A4, and its product information rules out potent CYP3A4 inhibitors.`,
    [SOURCE.berberineStudy, SOURCE.domperidone],
  ),
  named(
    "berberine-lynparza",
    "Berberine with Lynparza (olaparib)",
    "berberine",
    "Lynparza",
    BERBERINE,
    ASK,
    `${SLOWS}; rifampicin cut olaparib exposure by about 90%, CYP3A being its main enzyme.`,
    [SOURCE.berberineStudy, SOURCE.inductionAuc],
  ),
  named(
    "berberine-entocort",
    "Berberine with Entocort (budesonide capsules)",
    "berberine",
    "Entocort",
    BERBERINE,
    ASK,
    `${SLOWS}; ketoconazole, a CYP3A4 inhibitor, raised oral budesonide sixfold, and Entocort's product information expects other potent CYP3A4 inhibitors to raise it markedly.`,
    [SOURCE.berberineStudy, SOURCE.entocort],
  ),
  named(
    "sjw-tarceva",
    "St John's wort with Tarceva (erlotinib)",
    "st-johns-wort",
    "Tarceva",
    SJW,
    ["moderate", "contraindicated"],
    `${INDUCES}; erlotinib's primary enzymes are CYP3A4, CYP3A5 and CYP1A2.`,
    [SOURCE.sjwThr, SOURCE.tki],
  ),
  named(
    "sjw-sporanox",
    "St John's wort with Sporanox (itraconazole) for a fungal infection",
    "st-johns-wort",
    "Sporanox",
    SJW,
    ["major", "contraindicated"],
    "Itraconazole is metabolised mainly by CYP3A4; its product information advises against strong inducers that can largely stop it working and expects the same of St John's wort.",
    [SOURCE.sporanox],
  ),
  quiet(
    "sjw-betmiga",
    "St John's wort with Betmiga (mirabegron): no clinically relevant interactions expected",
    "st-johns-wort",
    "Betmiga",
    SJW,
    "Mirabegron's product information says that, although it is a substrate of CYP3A4, CYP2D6 and P-gp, clinically relevant interactions with medicines that inhibit, induce or are a substrate of them are not expected, apart from its own effect on CYP2D6.",
    [SOURCE.betmiga],
  ),
  quiet(
    "sjw-tolterodine",
    "St John's wort with tolterodine, cleared mainly by CYP2D6",
    "st-johns-wort",
    "tolterodine",
    SJW,
    "Tolterodine is mainly metabolised by CYP2D6, an enzyme St John's wort's product information does not name.",
    [SOURCE.tolterodine],
  ),
  quiet(
    "berberine-crestor",
    "Berberine with Crestor (rosuvastatin): not a statin the Paxlovid list names",
    "berberine",
    "Crestor",
    BERBERINE,
    "Among statins, Paxlovid's list of medicines highly dependent on CYP3A names only lovastatin and simvastatin; rosuvastatin is not given as cleared by CYP3A4 in what was read.",
    [SOURCE.paxlovid],
  ),
  quiet(
    "berberine-pravastatin",
    "Berberine with pravastatin: not a statin the Paxlovid list names",
    "berberine",
    "pravastatin",
    BERBERINE,
    "Among statins, Paxlovid's list of medicines highly dependent on CYP3A names only lovastatin and simvastatin.",
    [SOURCE.paxlovid],
  ),
  quiet(
    "berberine-amisulpride",
    "Berberine with amisulpride, which leaves the body unchanged",
    "berberine",
    "amisulpride",
    BERBERINE,
    "Amisulpride is mostly excreted unchanged and its clearance is not affected by CYP enzymes.",
    [SOURCE.antipsychoticTdm],
  ),
  quiet(
    "sjw-pulmicort",
    "St John's wort with a Pulmicort inhaler (budesonide breathed in, not swallowed)",
    "st-johns-wort",
    "Pulmicort",
    SJW,
    "The CYP3A4 wording read is Entocort's, for budesonide swallowed for the gut; the inhaler is a different entry that no text read gives as lowered by inducers.",
    [SOURCE.entocort],
  ),
  quiet(
    "berberine-pulmicort",
    "Berberine with a Pulmicort inhaler (budesonide breathed in)",
    "berberine",
    "Pulmicort",
    BERBERINE,
    "The membership added is for budesonide swallowed for the gut (Entocort); an inhaler must not meet it.",
    [SOURCE.entocort],
  ),
];
