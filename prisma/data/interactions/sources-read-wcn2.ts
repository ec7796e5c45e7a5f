// The read log of the wcn2 round; texts outside the log's kinds are named under the kind looked for first.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";
import { REF_WCN2 } from "./references-wcn2";

const READ_ON = "2026-12-01";

/** Looked for and not found at an address of that kind; what was read instead is in the note. */
const lookedFor = (ingredient: string, kind: SourceReadInput["kind"], note: string) =>
  notFound(ingredient, kind, note, READ_ON);

export const SOURCES_READ_WCN2: SourceReadInput[] = [
  lookedFor(
    "chasteberry",
    "nccih",
    "Looked for a source naming uterine fibroids: NCCIH's chasteberry text came up only in a retailer's copy (a hormone-sensitive condition such as breast cancer; no fibroids). MedicineNet's vitex page ('do not take … if you have a hormone-sensitive condition such as endometriosis; uterine fibroids; or cancer of the breast, uterus, or ovaries') and Medscape's chasteberry monograph (contraindications include uterine fibroids) were found only at http addresses, so no fibroids record was written for chasteberry.",
  ),
  lookedFor(
    "red-clover",
    "nhs",
    "Looked for a source naming uterine fibroids with red clover: only blogs and retail pages came up, so no fibroids record was written.",
  ),
  lookedFor(
    "black-cohosh",
    "uk-product-information",
    "No UK black cohosh text read names the buttercup family. Read again instead, outside the log's kinds: the Swiss product information of Cimifemin neo (ch.oddb.org, in German), whose contraindications say it must not be used with a known hypersensitivity to its ingredients or to Ranunculaceae (the buttercup family): mc-black-cohosh-buttercup-family-allergy, since the condition joined the dictionary. Goldenseal is of the same family, but no source read for it names the allergy, so it has no such record.",
  ),
  lookedFor(
    "cinnamon",
    "nhs",
    "Looked for a page naming a balsam of Peru allergy with cinnamon, which the zero round's Drugs.com reading named: no NHS page came up. Read again instead, outside the log's kinds: the Drugs.com cinnamon monograph (contraindicated in people who are allergic to cinnamon or Peru balsam; interactions none well documented): mc-cinnamon-peru-balsam-allergy, now the allergy is in the dictionary. An allergy to cinnamon itself has no dictionary condition and is not recorded.",
  ),
  lookedFor(
    "potassium",
    "nhs",
    "No NHS page naming these conditions with potassium came up. Read again instead, outside the log's kinds: the UK Slow-K leaflet (Drugs.com UK transcript: do not take it if you have recently suffered from severe burns) and the Irish Slow-K SmPC (RxReasoner, section 4.3: hyperkalaemia in conditions involving extensive cell destruction such as severe burns, hyporeninaemic hypoaldosteronism, and hypersensitivity to potassium such as hyperkalaemic periodic paralysis and congenital paramyotonia), which give mc-potassium-severe-burns, mc-potassium-hyporeninaemic-hypoaldosteronism, mc-potassium-hyperkalaemic-periodic-paralysis and mc-potassium-paramyotonia-congenita now those conditions are in the dictionary. An older UK leaflet (paperzz.com) also names hyporeninaemia and hypoaldosteronism, and the emc SmPC of 2012 (http only) hyperkalaemic periodic paralysis and congenital paramyotonia; neither address is cited.",
  ),
  {
    ingredient: "omega-3-fish-oil",
    kind: "bnf-nice-mhra",
    ...REF_WCN2.niceEsuom19Safety,
    dateRead: READ_ON,
    outcome: "records",
    records: ["mc-omega-3-fish-oil-major-trauma"],
    note: "Says the SPCs of Omacor and Teromeg describe a special warning to make allowance for the longer bleeding time in people at high risk of haemorrhage. Read beside it, the Irish Omacor SmPC (RxReasoner, section 4.4) names the cause: severe trauma or surgery. Surgery already had a record; severe trauma has one since it joined the dictionary.",
  },
  lookedFor(
    "cla",
    "bnf-nice-mhra",
    "Looked for a UK text on CLA in metabolic syndrome, which the VKM assessment the wzero2 round read names (lipid and carbohydrate disturbances in obese men with metabolic syndrome): none came up, and the VKM abstract did not come up again. Read instead, outside the log's kinds: the abstract of Kim et al. 2016 (a systematic review and meta-analysis of nine trials in metabolic syndrome, Journal of Functional Foods, in a university library's DOAJ record): CLA lowered weight and BMI but reduced HDL cholesterol, 'thus, precautions should be taken with CLA use for MS patients': mc-cla-metabolic-syndrome.",
  ),
  lookedFor(
    "licorice-root",
    "nhs",
    "Looked for a source naming Cushing's syndrome as a reason to avoid liquorice: only case reports of liquorice-induced pseudohyperaldosteronism came up, none naming Cushing's syndrome, so the condition was not added for it.",
  ),
];
