// The read log of the herbs-b round (drug-interactions-part-18.ts, medical-contraindications-herbs-b.ts). The log's
// kinds hold UK, EMA, NHS and NIH addresses only, so the professional monographs the records cite (MSD Manuals,
// Drugs.com, Mayo Clinic, FPnotebook, Altmeyers, Commission E, Memorial Sloan Kettering, the UKCPA handbook) are
// told in the notes of the entries for the sources looked for and not readable here.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { noUkProduct, notFound } from "./sources-read-page";

const SURGERY_RECORD =
  "The UKCPA perioperative handbook (read) advises stopping all herbal medicines 2 weeks before elective surgery";

export const SOURCES_READ_HERBS_B: SourceReadInput[] = [
  notFound(
    "bilberry",
    "ema",
    `Only copies of the HMPC assessment report on Vaccinium myrtillus fruit (EMA/HMPC/555161/2013, on docslib and fdocuments) came up, their text stopping in the table of contents; the monograph itself was not found. ${SURGERY_RECORD}: mc-bilberry-upcoming-surgery.`,
  ),
  noUkProduct(
    "bilberry",
    "No UK traditional herbal registration for bilberry was found in what could be searched; the results were the HMPC assessment report and other countries' pages.",
  ),
  notFound(
    "kava",
    "nccih",
    "The current NCCIH kava page did not come up; NCCAM's 2010 kava alert was found only at an http address. Read instead: FPnotebook's kava page (excessive sedation with other CNS depressants; may worsen Parkinson's disease; stop at least 5 days before surgery) and the Altmeyers entry on kava rootstock (coma described with alprazolam): di-kava-sedative, di-kava-alprazolam, mc-kava-parkinsons-disease, mc-kava-upcoming-surgery.",
  ),
  notFound(
    "butterbur",
    "nccih",
    `The NCCIH butterbur page did not come up when looked for by its name and Latin name. Read instead: the Drugs.com consumer leaflet on butterbur (not in pregnancy or when planning one; care with liver problems): mc-butterbur-pregnancy. ${SURGERY_RECORD}: mc-butterbur-upcoming-surgery.`,
  ),
  notFound(
    "yohimbe",
    "nccih",
    "The NCCIH yohimbe text came up only in a copy on pharmacyhq.com (heart attacks and seizures; no medicine named), not at NCCIH's address. Read instead: the German Commission E monograph on yohimbe bark, in English on heilpflanzen-welt.de (not with existing liver or kidney disease; interactions with psychopharmacological herbs reported, none named): mc-yohimbe-liver-disease, mc-yohimbe-chronic-kidney-disease; and the UKCPA handbook: mc-yohimbe-upcoming-surgery.",
  ),
  notFound(
    "astragalus",
    "nccih",
    "The NCCIH astragalus text came up only in an issuu copy of an older NCCAM fact sheet. Read instead: the MSD Manual's astragalus page (UK edition: autoimmune diseases, pregnancy, breastfeeding, medicines that suppress the immune system, already di-astragalus-immunosuppressant): mc-astragalus-autoimmune-disease, mc-astragalus-pregnancy, mc-astragalus-breastfeeding; and the UKCPA handbook: mc-astragalus-upcoming-surgery. Memorial Sloan Kettering's astragalus page (warfarin, blood pressure medicines) was found only at an http address.",
  ),
  notFound(
    "goldenseal",
    "nccih",
    `The NCCIH goldenseal page came up again at a tracking address, its text stopping before the paragraph on medicines, as logged before. Read instead: the MSD Manual's goldenseal page (not with a seizure disorder or clotting problems; berberine adds to diabetes medicines): mc-goldenseal-epilepsy, mc-goldenseal-bleeding-disorder, di-goldenseal-blood-glucose-lowering. ${SURGERY_RECORD}: mc-goldenseal-upcoming-surgery.`,
  ),
  notFound(
    "saw-palmetto",
    "ema",
    "The HMPC monograph on Sabalis serrulatae fructus did not come up when looked for with its interactions; only US monographs did (one at an http address).",
  ),
];
