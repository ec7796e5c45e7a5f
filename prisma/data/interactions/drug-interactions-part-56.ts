// Supplement–medicine interactions, part 56: medicines whose own product information names St John's wort, found from
// the medicine's side. Each met only the weak "cleared mainly by CYP3A4" record, or none at all, although its text says
// more: ivacaftor (Kalydeco, and in Kaftrio, Symkevi and Orkambi) and tolvaptan (Jinarc) name it among the strong
// inducers not recommended or to be avoided; lurasidone (Latuda) and ranolazine (Ranexa) among those contraindicated;
// maraviroc (Celsentri) and eplerenone (Inspra) say not to take it. Each record was checked against the text cited.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WSJW } from "./references-wsjw";
import { type InducedMedicineEntry, stJohnsWortLowers } from "./verified-record";

const STOPPING =
  "If you already take both, do not stop St John's wort on your own: tell the doctor or pharmacist who prescribes the medicine, as its level rises again over the next 2 weeks or so.";

function sjw(entry: InducedMedicineEntry): DrugInteractionInput {
  return stJohnsWortLowers({ ...entry, recommendation: `${entry.recommendation} ${STOPPING}` });
}

export const DRUG_INTERACTIONS_PART_56: DrugInteractionInput[] = [
  // The Kalydeco text speaks of ivacaftor alone and with tezacaftor/ivacaftor; Kaftrio's US text says the same.
  sjw({
    target: {
      drugName: "Ivacaftor",
      genericName: "ivacaftor",
      brandNames: ["Kalydeco", "Kaftrio", "Symkevi", "Orkambi"],
      drugClass: "Cystic fibrosis medicine (CFTR modulator)",
    },
    severityLevel: "major",
    mechanism:
      "St John's wort makes the liver and gut produce more CYP3A, the enzyme that breaks ivacaftor down; rifampicin, another strong inducer, cut ivacaftor levels by 89% in a study.",
    expectedEffect:
      "Much less ivacaftor in the blood, so the cystic fibrosis treatment may not work as well.",
    clinicalSignificance:
      "Section 4.5 of the EU Kalydeco product information (read in Italian) and the Swiss Kalydeco text say taking it, alone or with tezacaftor/ivacaftor, with strong CYP3A inducers such as rifampicin, rifabutin, phenobarbital, carbamazepine, phenytoin and St John's wort (Hypericum perforatum) is not recommended; Vertex's US table for Kaftrio (Trikafta) says the same.",
    recommendation:
      "Do not take St John's wort while you take ivacaftor (Kalydeco) or a combination containing it (Kaftrio, Symkevi, Orkambi) unless your cystic fibrosis team agrees.",
    references: [
      REF_WSJW.kalydecoItalianInteractions,
      REF_WSJW.kalydecoSwissInteractions,
      REF_WSJW.trikaftaInteractions,
    ],
  }),
  sjw({
    target: {
      drugName: "Lurasidone",
      genericName: "lurasidone",
      brandNames: ["Latuda"],
      drugClass: "Antipsychotic",
    },
    severityLevel: "contraindicated",
    mechanism:
      "St John's wort makes the liver and gut produce more CYP3A4, the enzyme lurasidone is mainly broken down by, so its level in the blood falls.",
    expectedEffect: "Much less lurasidone in the blood, so symptoms may come back.",
    clinicalSignificance:
      "The EU patient leaflet for Latuda (read in German) says not to take it with medicines that change lurasidone levels, naming a herbal medicine for depression containing St John's wort (Hypericum perforatum); Latuda's prescribing information in Hong Kong names St John's wort among the strong CYP3A4 inducers with which lurasidone must not be used (contraindicated).",
    recommendation: "Do not take St John's wort while you take lurasidone (Latuda).",
    references: [REF_WSJW.latudaAustrianLeaflet, REF_WSJW.latudaHongKong],
  }),
  sjw({
    target: {
      drugName: "Tolvaptan",
      genericName: "tolvaptan",
      brandNames: ["Jinarc"],
      drugClass: "Vasopressin antagonist (for polycystic kidney disease or low sodium)",
    },
    severityLevel: "major",
    mechanism:
      "St John's wort makes the liver and gut produce more CYP3A, which breaks tolvaptan down; rifampicin, another strong inducer, cut tolvaptan levels by about 85%.",
    expectedEffect: "Less tolvaptan in the blood, so it may not work as well.",
    clinicalSignificance:
      "Jinarc's product information (Otsuka, as MIMS Malaysia gives it) says potent CYP3A inducers lower tolvaptan exposure and efficacy, and that taking it with them, rifampicin, rifabutin, rifapentine, phenytoin, carbamazepine and St John's wort, is to be avoided.",
    recommendation: "Do not take St John's wort while you take tolvaptan (Jinarc).",
    references: [REF_WSJW.jinarcMalaysia],
  }),
  sjw({
    target: {
      drugName: "Maraviroc",
      genericName: "maraviroc",
      brandNames: ["Celsentri"],
      drugClass: "HIV medicine (CCR5 antagonist)",
    },
    severityLevel: "major",
    mechanism:
      "St John's wort makes the liver and gut produce more CYP3A4, which breaks maraviroc down, so its level in the blood falls.",
    expectedEffect:
      "Less maraviroc in the blood, so HIV may not be kept under control and may become resistant.",
    clinicalSignificance:
      "The Swiss PharmaWiki summary of maraviroc's product information says medicines containing St John's wort, a CYP3A4 inducer, must not be used with it, as they lower its effect; NAM aidsmap, the UK HIV information charity, also says St John's wort should not be taken with maraviroc.",
    recommendation: "Do not take St John's wort while you take maraviroc (Celsentri).",
    references: [REF_WSJW.sanomedicaMaraviroc],
  }),
  sjw({
    target: {
      drugName: "Eplerenone",
      genericName: "eplerenone",
      brandNames: ["Inspra"],
      drugClass: "Potassium-sparing diuretic (aldosterone blocker)",
    },
    severityLevel: "major",
    mechanism:
      "St John's wort makes the liver produce more CYP3A4, which breaks eplerenone down; in a study it lowered eplerenone levels and sped up its clearance.",
    expectedEffect: "Less eplerenone in the blood, so it may protect the heart less well.",
    clinicalSignificance:
      "Pfizer's Canadian product monograph for Inspra says St John's wort was found to lower eplerenone exposure significantly, indicating that strong CYP3A4 inducers should be avoided with it.",
    recommendation: "Do not take St John's wort while you take eplerenone (Inspra).",
    references: [REF_WSJW.inspraCanada],
  }),
  // Read only in the US text, which contraindicates every CYP3A inducer; the UK SmPC's 4.5 was not readable here.
  sjw({
    target: {
      drugName: "Ranolazine",
      genericName: "ranolazine",
      brandNames: ["Ranexa"],
      drugClass: "Angina medicine",
    },
    severityLevel: "major",
    mechanism:
      "St John's wort makes the liver and gut produce more CYP3A, the enzyme ranolazine is mainly broken down by, so its level in the blood falls.",
    expectedEffect: "Less ranolazine in the blood, so angina may be less well controlled.",
    clinicalSignificance:
      "The US prescribing information for Ranexa, as Gilead's safety page gives it, says ranolazine is contraindicated in people taking inducers of CYP3A, naming rifampicin, rifabutin, rifapentine, phenobarbital, phenytoin, carbamazepine and St John's wort.",
    recommendation: "Do not take St John's wort while you take ranolazine (Ranexa).",
    references: [REF_WSJW.ranexaUsSafety],
  }),
];
