// The read log of the wherbaud round: an audit of the catalogue herbs against what NCCIH, NCI's PDQ summaries and UK
// THR texts name, each name swept through the checker. NCCIH's herb pages again came up only in copies or stopped
// before "What Do We Know About Safety?", so the entries are "not readable here" under NCCIH and their notes say what
// was read instead (outside the log's kinds) and which records it gave (drug-interactions-part-49.ts,
// medical-contraindications-wherbaud.ts).
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, readPage } from "./sources-read-page";

const NCI_TABLE =
  "NCI's PDQ summary 'Nutrition in Cancer Care' was read in its table of common herbs used by people with cancer and their possible food/drug interactions, in the UNT Libraries End of Term archive of cancer.gov (health professional Table 3, 2009; patient Table 2, 2008); the current cancer.gov summaries did not come up.";

const NCCIH = "National Center for Complementary and Integrative Health (NIH)";

export const SOURCES_READ_WHERBAUD: SourceReadInput[] = [
  readPage(
    "garlic",
    "nccih",
    { title: "Garlic: usefulness and safety", publisher: NCCIH, url: "https://nccih.nih.gov/health/garlic" },
    {
      outcome: "not-readable",
      note: `The text stored at this address stops in 'What Do We Know About Safety?' at topical use, before the medicines. ${NCI_TABLE} Garlic: bleeding with aspirin, dipyridamole and warfarin (already recorded) and 'may increase effects and adverse effects of hyperglycemic agents' (di-garlic-blood-glucose-lowering; the patient table's 'drugs that treat high blood sugar' is now a wording of the group). Also read: A.D.A.M.'s garlic monograph (Lima Memorial's health library): protease inhibitors indinavir, ritonavir and saquinavir (di-garlic-hiv-protease-inhibitor); and Davis's natural product monograph on garlic (Skyscape): nevirapine and efavirenz (di-garlic-nnrti), cyclosporine (di-garlic-ciclosporin), isoniazid (di-garlic-isoniazid) and thrombolytics (di-garlic-thrombolytic). Its 'may decrease the effectiveness of contraceptive drugs' is not recorded: it does not say which kinds, and the dictionary's hormonal contraceptive group holds devices that act only in the womb.`,
    },
  ),
  notFound(
    "st-johns-wort",
    "nccih",
    `NCCIH's St John's wort page did not come up at its address (older NIHSeniorHealth pages only). ${NCI_TABLE} St John's wort: serotonin syndrome with antidepressants, and reduced effect of drugs for cancer, AIDS, transplants, heart disease and birth control, all reached by existing records; the patient table's 'drugs that raise the level of serotonin in the brain' is now a wording of the serotonergic group. Procarbazine ('interacts with procarbazine', no direction given) is not recorded.`,
  ),
];

// For herbs whose NCCIH entry (not readable at NCCIH's address) an earlier round logged, this round's reading is added
// to that entry's note, as the log holds one such entry per herb.
const AUDIT_NOTES: Readonly<Record<string, string>> = {
  ginseng: `NCCIH's Asian ginseng page came up only in copies again. ${NCI_TABLE} Ginseng: platelets and clotting and insulin (already recorded), 'may interfere with antipsychotic drugs' (di-ginseng-antipsychotic), and high blood pressure with long-term caffeine (ss-caffeine-ginseng already; caffeine is not a dictionary medicine). Davis's natural product monograph on Asian ginseng (Skyscape, cited already for the caffeine pair) and A.D.A.M.'s American ginseng monograph, which reports an interaction between Asian ginseng and phenelzine: di-ginseng-maoi; Davis's 'may interfere with immunosuppressant therapy': di-ginseng-immunosuppressant. A.D.A.M.'s note that Asian ginseng may block the pain-killing effect of morphine was not recorded (no mechanism or study given). Davis's 'use with caution when taking estrogens' was not recorded for want of time to check which oestrogens it means.`,
  "ginkgo-biloba": `NCCIH's ginkgo page came up only in copies (seniornavigator.org, a blog). ${NCI_TABLE} Ginkgo: bleeding with aspirin, dipyridamole and warfarin (already recorded) and 'may increase blood pressure when used with thiazide diuretics' (di-ginkgo-biloba-thiazide-diuretic). Healthwise's ginkgo page (vawomenshealth.com) says ginkgo may increase the risk of bleeding in people who already have bleeding problems: the wording 'bleeding problems' now reads as a bleeding disorder, which mc-ginkgo-biloba records already meet.`,
  "milk-thistle":
    "NCCIH's milk thistle text came up only in a copy (vegeuniverse.com): milk thistle may lower blood sugar in type 2 diabetes, and people with diabetes should use caution; not recorded from the copy. Read instead: the MSD Manual's milk thistle page (Consumer Version): women with hormone-sensitive conditions (breast, uterine or ovarian cancer, endometriosis or uterine fibroids) should avoid it: mc-milk-thistle-hormone-sensitive-cancer, -breast-cancer, -womb-cancer, -ovarian-cancer and -endometriosis. Uterine fibroids are not a dictionary condition, so they stay unread. Its 'may increase the blood levels of medications that have certain chemical similarities (some chemotherapy medications, calcium channel blockers and some antibiotics)' names no medicine and is not recorded.",
  "black-cohosh": `${NCI_TABLE} Black cohosh: 'may increase antiproliferative effect obtained with tamoxifen' (di-black-cohosh-tamoxifen already) and 'may further reduce lipids or blood pressure when combined with prescription medications': di-black-cohosh-antihypertensive. The lipid half is not recorded: a further fall in cholesterol is not a harm the table describes.`,
  echinacea: `Healthwise's copy of NCCIH's echinacea page (edinformatics.com) says the risk of interactions with most medications is low. ${NCI_TABLE} Echinacea 'may interfere with immunosuppressive therapy', as the echinacea immunosuppressant records say. The Gale Encyclopedia of Alternative Medicine (issuhub.com copy) words the group 'immune system suppressant drugs', now a wording of the group.`,
  chamomile: `${NCI_TABLE} Chamomile: bleeding with anticoagulants and more sedation with benzodiazepines; both fire through existing records (di-chamomile-warfarin and the chamomile sedative records).`,
  kava: `${NCI_TABLE} Kava: more central nervous system depression with alcohol and sedatives, and liver toxicity: di-kava-sedative and mc-kava-liver-disease already. Alcohol typed as a medicine meets no kava record; it is a food, not a dictionary medicine.`,
};

/** The log with this round's audit notes added to the earlier NCCIH entries they continue. */
export function withAuditNotes(entries: SourceReadInput[]): SourceReadInput[] {
  return entries.map((entry) => {
    const extra = AUDIT_NOTES[entry.ingredient];
    if (!extra || entry.kind !== "nccih" || "url" in entry || entry.outcome !== "not-readable") return entry;
    return { ...entry, note: `${entry.note} Audit round: ${extra}` };
  });
}
