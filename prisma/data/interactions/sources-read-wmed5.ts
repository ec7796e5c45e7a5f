// The read log of the unread-medicines round (wmed5): UK product information of licensed potassium medicines read while
// deciding whether Effercitrate and other potassium citrate brands should read. The medicines' own texts are cited
// in the dictionary (references-wmed5.ts).
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { records, ukProductInformation } from "./sources-read-page";
import { REF_WMED5 } from "./references-wmed5";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WMED5: SourceReadInput[] = [
  ukProductInformation(
    "potassium",
    REF_WMED5.potassiumCitrateMixture,
    {
      ...records("mc-potassium-ventricular-arrhythmia"),
      note: "Section 4.3 also names hyperkalaemia, renal dysfunction and Addison's disease (mc-potassium-hyperkalaemia, mc-potassium-chronic-kidney-disease and mc-potassium-addisons-disease already); ventricular arrhythmias joined the dictionary under arrhythmia and ask rather than block, as the mixture gives about 1 g of potassium a dose. Section 4.4's caution with cardiac dysfunction names no dictionary condition and is not recorded. Section 4.5's potassium-containing medicines, potassium-sparing diuretics, ACE inhibitors, ciclosporin, aliskiren and cardiac glycosides are reached by the potassium records already (di-potassium-raises-potassium, di-potassium-potassium-sparing-diuretic, di-potassium-ace-inhibitor, di-potassium-ciclosporin, di-potassium-digoxin). Its urine alkalinising (faster loss of salicylates, tetracyclines and barbiturates, longer action of sympathomimetics, weaker nitrofurantoin and methenamine) is the citrate salt at 3 g a dose, not potassium, so nothing was recorded for the potassium supplement.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "potassium",
    REF_WMED5.effercitrateSmpc,
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3: none. Section 4.4: caution in kidney disease (mc-potassium-chronic-kidney-disease already), hypertension or heart disease. Section 4.5: none known. The caution with high blood pressure and heart disease gives no reason and is written for two tablets of 1.5 g potassium citrate up to three times a day (about 3 g of potassium a day), some thirty times a potassium supplement's amount, so it is left for a pharmacist to judge rather than recorded.",
    },
    READ_ON,
  ),
];
