// Supplement–medicine interactions, part 57: medicines whose own product information names St John's wort but which
// met no St John's wort record at all. Tenofovir alafenamide (Descovy, Vemlidy) and artemether/lumefantrine (Riamet)
// name it among the inducers not recommended or contraindicated; riociguat (Adempas), bosentan (Tracleer) and
// daridorexant (Quviviq) say strong or moderate CYP3A4 inducers lower them without saying to avoid them, so those
// records ask rather than block. Each record was checked against the text cited.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WCOND } from "./references-wcond";
import { REF_WMEDS2 } from "./references-wmeds2";
import {
  type InducedMedicineEntry,
  type LoweredMedicineEntry,
  stJohnsWortLowers,
  stJohnsWortMayLower,
} from "./verified-record";

const STOPPING =
  "If you already take both, do not stop St John's wort on your own: tell the doctor or pharmacist who prescribes the medicine, as its level rises again over the next 2 weeks or so.";

function sjw(id: string, entry: InducedMedicineEntry): DrugInteractionInput {
  return { ...stJohnsWortLowers({ ...entry, recommendation: `${entry.recommendation} ${STOPPING}` }), id };
}

// A text that says inducers lower the medicine but not to avoid them: a caution that asks, never a block.
function sjwCaution(id: string, entry: LoweredMedicineEntry): DrugInteractionInput {
  return { ...stJohnsWortMayLower({ ...entry, recommendation: `${entry.recommendation} ${STOPPING}` }), id };
}

export const DRUG_INTERACTIONS_PART_57: DrugInteractionInput[] = [
  // The combinations reach it through their tenofovir alafenamide; Biktarvy and Genvoya also meet the integrase record.
  sjw("di-st-johns-wort-tenofovir-alafenamide", {
    target: {
      drugName: "Tenofovir alafenamide",
      genericName: "tenofovir alafenamide",
      brandNames: ["Descovy", "Vemlidy"],
      drugClass: "HIV and hepatitis B medicine (nucleotide reverse transcriptase inhibitor)",
    },
    severityLevel: "major",
    mechanism:
      "St John's wort makes the gut produce more P-glycoprotein, the pump that carries tenofovir alafenamide back out, so less of it is absorbed.",
    expectedEffect:
      "Less tenofovir alafenamide in the blood, so HIV or hepatitis B may be less well controlled and HIV may become resistant.",
    clinicalSignificance:
      "The University of Liverpool's HIV drug interaction checker says taking St John's wort with emtricitabine/tenofovir alafenamide is not recommended in Descovy's product labels, as St John's wort, a P-gp inducer, may lower tenofovir alafenamide; the US label's table says the same (coadministration not recommended). Liverpool adds that products stating 1 mg of hyperforin a day or less may be considered, which a supplement label seldom states.",
    recommendation:
      "Do not take St John's wort while you take a medicine containing tenofovir alafenamide (Descovy, Vemlidy, Biktarvy, Genvoya, Odefsey) unless your HIV or liver team agrees.",
    references: [REF_WMEDS2.descovyLiverpool, REF_WMEDS2.descovyUsTable],
  }),
  // Read only in a copy of the product information, not at a UK address; the DTG table names the same inducers.
  sjw("di-st-johns-wort-artemether-with-lumefantrine", {
    target: {
      drugName: "Artemether with lumefantrine",
      genericName: "artemether with lumefantrine",
      brandNames: ["Riamet"],
      drugClass: "Malaria treatment",
    },
    severityLevel: "contraindicated",
    mechanism:
      "St John's wort makes the liver and gut produce more CYP3A4, which breaks artemether and lumefantrine down, so their levels in the blood fall.",
    expectedEffect: "Less artemether and lumefantrine in the blood, so the malaria may not be cured.",
    clinicalSignificance:
      "Riamet's product information lists, among its contraindications, patients taking drugs that are strong inducers of CYP3A4 such as rifampicin, carbamazepine, phenytoin and St John's wort (Hypericum perforatum); the German Society for Tropical Medicine's table of malaria medicine interactions names the same inducers for artemether/lumefantrine.",
    recommendation:
      "Do not take St John's wort while you take Riamet (artemether with lumefantrine) for malaria.",
    references: [REF_WMEDS2.riametProductInformation, REF_WMEDS2.dtgMalariaInteractions],
  }),
  sjwCaution("di-st-johns-wort-riociguat", {
    target: {
      drugName: "Riociguat",
      genericName: "riociguat",
      brandNames: ["Adempas"],
      drugClass: "Pulmonary hypertension medicine (guanylate cyclase stimulator)",
    },
    mechanism:
      "St John's wort makes the liver produce more CYP3A, one of the enzymes that break riociguat down, so its level in the blood may fall.",
    expectedEffect: "Less riociguat in the blood, so pulmonary hypertension may be less well controlled.",
    clinicalSignificance:
      "Bayer's summary of the Adempas prescribing information says strong CYP3A inducers such as rifampicin, phenytoin, carbamazepine, phenobarbital or St John's wort may significantly reduce riociguat exposure, and that no data guide the dose when they are taken together.",
    recommendation:
      "Ask your pulmonary hypertension team before taking St John's wort with riociguat (Adempas); they may advise against it.",
    monitoringRequired: "Breathlessness and exercise tolerance, if the two are taken together.",
    references: [REF_WMEDS2.adempasUs],
  }),
  sjwCaution("di-st-johns-wort-bosentan", {
    target: {
      drugName: "Bosentan",
      genericName: "bosentan",
      brandNames: ["Tracleer"],
      drugClass: "Pulmonary hypertension medicine (endothelin receptor antagonist)",
    },
    mechanism:
      "St John's wort makes the liver produce more CYP3A4, one of the enzymes that break bosentan down, so its level in the blood may fall.",
    expectedEffect: "Less bosentan in the blood, so pulmonary hypertension may be less well controlled.",
    clinicalSignificance:
      "Tracleer's prescribing information (MIMS Malaysia) says other CYP3A4 inducers, such as carbamazepine, phenobarbital, phenytoin and St John's wort, reduce the systemic exposure to bosentan. It gives no advice beyond that.",
    recommendation:
      "Ask your pulmonary hypertension team before taking St John's wort with bosentan (Tracleer), so they can check it still works.",
    monitoringRequired: "Breathlessness and exercise tolerance, if the two are taken together.",
    references: [REF_WMEDS2.tracleerMalaysia],
  }),
  // The text names inducers, not the herb; the UK registered product's SmPC says St John's wort induces CYP3A4.
  sjwCaution("di-st-johns-wort-daridorexant", {
    target: {
      drugName: "Daridorexant",
      genericName: "daridorexant",
      brandNames: ["Quviviq"],
      drugClass: "Sleeping tablet (orexin receptor antagonist)",
    },
    mechanism:
      "St John's wort makes the liver produce more CYP3A4, the enzyme daridorexant is mainly broken down by, so its level in the blood falls.",
    expectedEffect: "Less daridorexant in the blood, so it may help sleep less well.",
    clinicalSignificance:
      "Quviviq's product information says a moderate CYP3A4 inducer (efavirenz) cut daridorexant exposure by 61%, and that taking it with a moderate or strong CYP3A4 inducer substantially lowers daridorexant and may reduce its effect. The SmPC of a UK registered St John's wort product says the herb induces CYP3A4.",
    recommendation:
      "Ask your pharmacist or doctor before taking St John's wort with daridorexant (Quviviq), as the sleeping tablet may work less well.",
    monitoringRequired: "Whether sleep gets worse, if the two are taken together.",
    references: [REF_WMEDS2.quviviqHongKong, REF_WCOND.herbalstoreSjwSmpc],
  }),
];
