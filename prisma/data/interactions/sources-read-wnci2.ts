// The read log of the wnci2 round: NCI's 2009 table of herb interactions read row by row (drug-interactions-part-81.ts).
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-12-01";

// The table's rows, each probed with the medicines it names; only the yohimbe row had a silent pair left.
const TABLE_ROWS = [
  "black cohosh (lower blood pressure with prescription medicines: di-black-cohosh-antihypertensive; tamoxifen: di-black-cohosh-tamoxifen; the lipid half is not a harm the table describes)",
  "chamomile (anticoagulants and benzodiazepines: the chamomile warfarin, anticoagulant and sedative records)",
  "dong quai and ma huang (ephedra), not catalogue ingredients",
  "echinacea (immunosuppressive therapy: the echinacea immunosuppressant, ciclosporin and tacrolimus records)",
  "garlic (aspirin, dipyridamole, warfarin and medicines for high blood sugar: all fire)",
  "ginkgo (aspirin, dipyridamole, warfarin and thiazide diuretics: all fire)",
  "ginseng (insulin, antipsychotics and long-term caffeine fire; 'may adversely affect platelet adhesiveness/blood coagulation' names no medicine, so aspirin and clopidogrel stay silent with ginseng and are left to a pharmacist)",
  "kava (sedatives and liver toxicity fire; alcohol is not a dictionary medicine)",
  "St John's wort (antidepressants and procarbazine fire)",
];

export const SOURCES_READ_WNCI2: SourceReadInput[] = [
  notFound(
    "yohimbe",
    "ema",
    `Looked for an EMA (HMPC) monograph on yohimbe bark: none came up (substance registers and unrelated pages only); a BNF, NICE or MHRA text on yohimbe or yohimbine with diabetes medicines did not come up either (naturopathy tables, a PDR copy and a poison centre page only). Read instead, outside the log's kinds: table 3 of NCI's 'Nutrition in Cancer Care' health professional summary (last modified 1 May 2009) in the UNT Libraries End of Term archive (https://webarchive.library.unt.edu/eot2008/20090510023941/http://www.cancer.gov/cancertopics/pdq/supportivecare/nutrition/HealthProfessional/Table3), in full: yohimbe 'decreases effect of antidepressants, antihypertensives, hyperglycemic agents, MAOIs, and St. John's wort'. The diabetes medicines were silent except gliclazide: di-yohimbe-blood-glucose-lowering (minor, asks). The other rows: ${TABLE_ROWS.join("; ")}. The patient version (Table 2, 2008) was read only as far as the start of its yohimbe row.`,
    READ_ON,
  ),
];
