// Supplement–medicine interactions, part 52: the cancer-care round. UK cancer medicines taken by mouth were swept with
// St John's wort; each already met the cancer-medicines record, which asks rather than blocks. Where the medicine's own
// product information read here says St John's wort must not be used (venetoclax and ibrutinib, 4.3) or that the
// inducers it names St John's wort among should be avoided (imatinib) or are contraindicated (lorlatinib), the medicine
// gets its own record. Each was checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_NUT3 } from "./references-nutrients-3";
import { REF_WNCI } from "./references-wnci";
import { stJohnsWortLowers } from "./verified-record";

const SJW_INDUCTION =
  "St John's wort makes the liver and gut produce more of the enzyme CYP3A4, which breaks this cancer medicine down, so its level in the blood falls.";

const SJW_STOPPING =
  "If you already take both, tell your cancer team before stopping St John's wort: the medicine's level rises again as the effect wears off over about 2 weeks.";

const VENETOCLAX = stJohnsWortLowers({
  target: {
    drugName: "Venetoclax",
    genericName: "venetoclax",
    brandNames: ["Venclyxto"],
    drugClass: "Cancer medicine (BCL-2 inhibitor)",
  },
  severityLevel: "contraindicated",
  mechanism: SJW_INDUCTION,
  expectedEffect: "Venetoclax may not work as well against the leukaemia.",
  clinicalSignificance:
    "Section 4.3 of the Venclyxto summary of product characteristics lists, among its contraindications, the use of preparations containing St John's wort in all patients; AbbVie's own safety page says the same.",
  recommendation: `Do not take St John's wort, or any product containing it, while you take venetoclax. ${SJW_STOPPING}`,
  references: [REF_WNCI.venclyxtoPrecautions, REF_WNCI.venclyxtoAbbvieNorway],
});

const IMATINIB = stJohnsWortLowers({
  target: {
    drugName: "Imatinib",
    genericName: "imatinib",
    brandNames: ["Glivec"],
    drugClass: "Cancer medicine (kinase inhibitor)",
  },
  severityLevel: "major",
  mechanism: SJW_INDUCTION,
  expectedEffect: "Less imatinib in the blood (about a third less in a study), so the treatment may fail.",
  clinicalSignificance:
    "The Glivec product information says medicines that induce CYP3A4, St John's wort among them, may significantly reduce exposure to imatinib and raise the risk of the treatment failing, and that strong CYP3A4 inducers should be avoided with it. A clinical study found St John's wort cut imatinib exposure by 30 to 40%.",
  recommendation: `Do not take St John's wort while you take imatinib. ${SJW_STOPPING}`,
  references: [REF_WNCI.glivecSafety, REF_WNCI.imatinibSjwStudy],
});

// Imbruvica's own 4.3; the fish oil and vitamin E records already cite the same page for its 4.4.
const IBRUTINIB = stJohnsWortLowers({
  target: {
    drugName: "Ibrutinib",
    genericName: "ibrutinib",
    brandNames: ["Imbruvica"],
    drugClass: "Cancer medicine (BTK inhibitor)",
  },
  severityLevel: "contraindicated",
  mechanism: SJW_INDUCTION,
  expectedEffect: "Ibrutinib may not work as well against the lymphoma or leukaemia.",
  clinicalSignificance:
    "Section 4.3 of the Imbruvica summary of product characteristics says the use of preparations containing St John's wort is contraindicated in patients treated with Imbruvica.",
  recommendation: `Do not take St John's wort, or any product containing it, while you take ibrutinib. ${SJW_STOPPING}`,
  references: [REF_NUT3.imbruvicaSmpc],
});

// Read only in a Thai copy of Pfizer's product information and the US label: no UK text came up.
const LORLATINIB = stJohnsWortLowers({
  target: {
    drugName: "Lorlatinib",
    genericName: "lorlatinib",
    brandNames: ["Lorviqua"],
    drugClass: "Cancer medicine (kinase inhibitor)",
  },
  severityLevel: "contraindicated",
  mechanism: SJW_INDUCTION,
  expectedEffect:
    "Lorlatinib may not work as well; with a strong inducer, healthy volunteers also had serious rises in liver enzymes.",
  clinicalSignificance:
    "Pfizer's product information for Lorviqua names St John's wort among the strong CYP3A4/5 inducers that may lower lorlatinib levels and says using a strong inducer with lorlatinib is contraindicated; in a study with rifampicin, another strong inducer, most healthy volunteers had severe liver enzyme rises.",
  recommendation: `Do not take St John's wort while you take lorlatinib. ${SJW_STOPPING}`,
  references: [REF_WNCI.lorviquaThailand, REF_WNCI.lorbrenaPfizerUs],
});

export const DRUG_INTERACTIONS_PART_52: DrugInteractionInput[] = [
  VENETOCLAX,
  IMATINIB,
  IBRUTINIB,
  LORLATINIB,
];
