// The read log of the zero round (drug-interactions-part-22.ts, medical-contraindications-zero.ts,
// references-zero.ts): the official sources looked for, for the catalogue ingredients that had few or no records.
// The log's kinds hold official addresses only, so the professional monographs, case reports and trials the records
// cite instead, and what they said that was not recorded, are told in the notes. An ingredient and kind already logged
// elsewhere as not readable (the ODS weight-loss fact sheet) is not logged twice.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { noUkProduct, notFound } from "./sources-read-page";

export const SOURCES_READ_ZERO: SourceReadInput[] = [
  noUkProduct(
    "garcinia-cambogia",
    "No UK product information for garcinia cambogia came up in any search here; it is sold as a food supplement, and a South African complementary-medicine leaflet of a multi-ingredient product was the only product information found. The NIH ODS weight-loss fact sheet (already logged as not readable) still could not be read here, so the records cite WebMD's monograph (liver disease, bipolar disorder, pregnancy, breastfeeding), the US Drug-Induced Liver Injury Network study and a case report of serotonin toxicity with escitalopram. Not recorded: advice on surgery, diabetes medicines, medicines that harm the liver and blood thinners, seen only in a copy of a subscription database's monograph (vital.ly).",
  ),
  notFound(
    "bitter-orange",
    "nccih",
    "The NCCIH bitter orange page was looked for by title and subject; only copies on other sites came up. One copy of the old NCCAM page (at an http address) says to avoid bitter orange with a heart condition or high blood pressure, or with medicines such as MAO inhibitors, caffeine or other herbs that speed up the heart rate; the MAO inhibitor advice is not a record until the NCCIH text is read at its own address. The new condition records cite the Drugs.com professional monograph (tachyarrhythmia, hyperthyroidism, narrow-angle glaucoma, pregnancy and breastfeeding); its interactions section says only that bitter orange inhibits CYP3A4 in the gut and may interact with numerous drugs.",
  ),
  notFound(
    "bitter-orange",
    "ema",
    "No EU herbal monograph on bitter orange peel (Aurantii amari epicarpium et mesocarpium) was found; an encyclopedia entry (Altmeyers) read here says the HMPC has not processed it.",
  ),
  noUkProduct(
    "bitter-orange",
    "No UK traditional herbal registration or other UK product information for bitter orange came up in any search here.",
  ),
  notFound(
    "fenugreek",
    "ema",
    "The EU herbal monograph on fenugreek seed (EMA/HMPC/146221/2010) was found only in copies, the draft on imedi.co.uk and the final text on theodora.com (an http address), and both copies stop at section 4.2, before the contraindications and interactions.",
  ),
  notFound(
    "fenugreek",
    "nccih",
    "The NCCIH fenugreek page came up only in copies on other sites, so mc-fenugreek-pregnancy, which cites it, stays unverified. Memorial Sloan Kettering's fenugreek monograph was read instead: mc-fenugreek-breast-cancer cites its advice for hormone-sensitive cancers; its section on medicines to avoid was not in what could be read.",
  ),
  notFound(
    "cinnamon",
    "ema",
    "Only a copy of the HMPC assessment report on Ceylon cinnamon bark (EMA/HMPC/246773/2009, on docslib) came up, not the monograph's sections 4.3 to 4.5. The Drugs.com cinnamon monograph was read: contraindicated with an allergy to cinnamon or Peru balsam; interactions none well documented, with additive effects possible alongside other medicines that harm the liver. Neither was recorded: a Peru balsam allergy is not a condition the checker knows, and the dictionary has no class of medicines that harm the liver.",
  ),
  notFound(
    "chamomile",
    "nccih",
    "The NCCIH chamomile e-mail bulletin was read only in a copy on a blog: allergic reactions, including serious ones, have been reported, and chamomile may interact with medicines such as cyclosporine and warfarin. That is what di-chamomile-ciclosporin and di-chamomile-warfarin say; they stay unverified because the copy is not at an NCCIH address.",
  ),
  notFound(
    "chamomile",
    "ema",
    "Only copies of the HMPC assessment report and list of references on Matricaria recutita flower and oil (EMA/HMPC/55837/2011) came up, not the monograph's sections 4.3 to 4.5. A press note on the EU monograph on matricaria oil says not to use it with an allergy to plants of the daisy family, which mc-chamomile-daisy-family-allergy already says.",
  ),
];
