// The read log of the sports and weight-loss round (drug-interactions-part-34.ts, medical-contraindications-wods.ts,
// references-wods.ts). The NIH ODS and NCCIH pages these ingredients need could not
// be read here, and the log's kinds hold no address of the monographs read instead (the Merck Manual, Drugs.com,
// Medscape), so each entry's note names what was read in their place and the records it gave.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const ODS_EXERCISE_NOT_FOUND =
  "The NIH ODS health professional fact sheet 'Dietary Supplements for Exercise and Athletic Performance' was looked for again by title and subject; it did not come up among what could be searched here (only copies of a few of its lines on other sites and in code repositories), so its safety section for this ingredient was not read.";

const NCCIH_WEIGHT_LOSS_NOT_FOUND =
  "No NCCIH page on this weight-loss ingredient came up here (only the NIH ODS consumer fact sheet on weight loss, syndicated, whose part read stops at its contents).";

const NCCIH_SPORTS_NOT_FOUND =
  "The NCCIH page 'Bodybuilding and Performance Enhancement Supplements: What You Need To Know' came up only in a copy on another site, which says there is no clear evidence that glutamine, choline, nitric oxide or L-arginine improve athletic performance and that creatine has been reported to impair liver and kidney function; the copy stops before its advice on who should not take it, and it names no medicine.";

export const SOURCES_READ_WODS: SourceReadInput[] = [
  notFound(
    "creatine",
    "nih-ods",
    `${ODS_EXERCISE_NOT_FOUND} Read instead: the Merck Manual's consumer page on creatine (merckmanuals.com/en-ca), which gives di-creatine-nsaid (doctors are concerned creatine may add to the risk from medicines such as NSAIDs that affect kidney function, and people taking such medicines should avoid it). Its note that caffeine may decrease creatine's benefit is the existing pair ss-caffeine-creatine, from two studies, not changed here. Its advice that people with a history of kidney dysfunction should avoid creatine is what mc-creatine-chronic-kidney-disease already says; that record cites the ODS sheet and is not changed here. 'Medications that affect kidney function' beyond NSAIDs are not named, so no other record was written. A Mayo Clinic safety page (diabetes medicines, medicines that raise blood pressure, aminoglycosides and other medicines toxic to the kidneys) was found only at an http address and is not cited.`,
  ),
  notFound("creatine", "nccih", NCCIH_SPORTS_NOT_FOUND),
  ...(["bcaa", "hmb", "beetroot-nitrate", "glutamine", "tart-cherry"] as const).map((slug) =>
    notFound(
      slug,
      "nih-ods",
      `${ODS_EXERCISE_NOT_FOUND} No professional monograph on it was found either whose interactions section could be read at an https address, so it has no record from this round.`,
    ),
  ),
  notFound(
    "arginine",
    "nih-ods",
    `${ODS_EXERCISE_NOT_FOUND} Read instead: Drugs.com's natural product page on L-arginine (drugs.com/npc/l-arginine.html), which gives di-arginine-nitrate (it may increase the effects of isosorbide mononitrate and other nitric oxide donors such as glyceryl trinitrate and sodium nitroprusside; nitroprusside is a hospital infusion, reached through no record), di-arginine-insulin and di-arginine-lipid-lowering (unpredictable effects on insulin and cholesterol-lowering agents). Its advice not to take L-arginine after an acute heart attack is mc-arginine-heart-attack, as is Health Canada's L-arginine monograph (do not use after a heart attack, from 0.42 g a day); neither is added to that record here. A Mayo Clinic interactions page naming many more groups was found only at an http address and is not cited.`,
  ),
  notFound("arginine", "nccih", NCCIH_SPORTS_NOT_FOUND),
  notFound(
    "l-carnitine",
    "nih-ods",
    "The NIH ODS health professional fact sheet on carnitine was looked for by title and subject (and for valproic acid and pivalate antibiotics); it did not come up here, only pages on valproate and carnitine from other publishers, so nothing was added to the records from the UK product information.",
  ),
  notFound(
    "boron",
    "nih-ods",
    "The NIH ODS health professional fact sheet on boron came up again with only its introduction. Read instead: Medscape's boron monograph (reference.medscape.com/drug/boron-344435), whose interaction list rates boron with estradiol, conjugated estrogens (also with bazedoxifene), esterified estrogens, estropipate and mestranol as minor, of unknown significance (boron may raise their levels); this gives di-boron-estradiol and di-boron-conjugated-oestrogens. Esterified estrogens, estropipate and mestranol are not UK medicines and have no record. It reports no contraindications.",
  ),
  notFound(
    "glucomannan",
    "nccih",
    `${NCCIH_WEIGHT_LOSS_NOT_FOUND} Read instead: the Drugs.com professional monograph on glucomannan (drugs.com/npp/glucomannan.html), which gives di-glucomannan-blood-glucose-lowering (caution with oral diabetes medicines and insulin), mc-glucomannan-pregnancy, mc-glucomannan-breastfeeding (not recommended), mc-glucomannan-gut-stricture (not recommended with structural abnormalities of the oesophagus or gut) and mc-glucomannan-diabetes (its blood-sugar-lowering effects are potentially dangerous in diabetes). Its advice to take other oral medicines 1 hour before or 4 hours after glucomannan names no medicine, so it is told in the diabetes record and written for no other. Health Canada's glucomannan monograph was found, but only its opening (names and uses) could be read.`,
  ),
  notFound(
    "guar-gum",
    "nccih",
    `${NCCIH_WEIGHT_LOSS_NOT_FOUND} The Drugs.com professional monograph on guar gum was read only at an http address (Drugs.Com/npp/guar-gum.html): large amounts (10 g or more a day) may decrease metformin levels and should be avoided; it names no contraindication and says information on pregnancy is lacking. MedicineNet's guar gum interactions page (ethinylestradiol, diabetes medicines, metformin and penicillin rated moderate, digoxin minor) was also found only at an http address. Neither is recorded until read at an https address.`,
  ),
  notFound(
    "beta-glucan",
    "nccih",
    `${NCCIH_WEIGHT_LOSS_NOT_FOUND} Drugs.com's natural product page on beta-glucans (drugs.com/npc/beta-glucans.html) was read: it states no contraindication or interaction of its own and refers to the monographs of each source (maitake, seaweed, oats).`,
  ),
  notFound(
    "raspberry-ketone",
    "nccih",
    `${NCCIH_WEIGHT_LOSS_NOT_FOUND} MedlinePlus's raspberry ketone page (medlineplus.gov/druginfo/natural/1262.html) came up, but only its opening on effectiveness could be read, not its safety or interactions sections.`,
  ),
  notFound(
    "guarana",
    "nccih",
    `${NCCIH_WEIGHT_LOSS_NOT_FOUND} University of Utah Health's health library page on guarana (healthcare.utah.edu) was read: it asks people to discuss guarana with a health professional before taking it if they have angina or chest pain, anxiety or panic attacks, diabetes, heart disease or an irregular heartbeat, high or low blood pressure, kidney or liver disease, a peptic ulcer or colitis, a seizure disorder, thyroid disease or trouble sleeping, or are pregnant, trying to get pregnant or breastfeeding. These are the mc-guarana-* records (asks, never blocks), except colitis: the dictionary has no condition that the word names exactly (ulcerative colitis is one kind), so it is not recorded. It names no medicine in the part read; the caffeine records are not extended to guarana here.`,
  ),
  notFound(
    "white-kidney-bean",
    "nccih",
    `${NCCIH_WEIGHT_LOSS_NOT_FOUND} Health Canada's white kidney bean extract monograph was found, but only its opening (names and uses on glucose after meals) could be read, not its risk information; no other professional monograph on it came up at an https address.`,
  ),
  notFound(
    "choline",
    "nccih",
    `${NCCIH_SPORTS_NOT_FOUND} Read instead: WebMD's choline page (webmd.com/vitamins/ai/ingredientmono-436/choline): doses over 3.5 g a day may cause sweating, a fishy body odour, diarrhoea and vomiting; 9 g a day or more might worsen loss of bladder control, a condition the dictionary does not have; its interactions section rates atropine as minor, but the sentence saying how was cut off in what could be read. Nothing was recorded.`,
  ),
  ...(["cla", "green-coffee-extract", "chitosan"] as const).map((slug) =>
    notFound(
      slug,
      "nccih",
      `${NCCIH_WEIGHT_LOSS_NOT_FOUND} No professional monograph on it could be read at an https address with its interactions section (the pages found were copies, retailers' or consumer sites, or http addresses), so it has no new record from this round.`,
    ),
  ),
];
