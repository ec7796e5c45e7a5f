// MHRA pages read in the wmhra round (the regulator's safety texts on supplements and herbal medicines), at the
// addresses they were read at, and one report of an MHRA warning that a record cites beside its own source.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WMHRA = {
  /** 6 UK Yellow Card reports for yohimbe/yohimbine, 2 for synephrine and 34 for ephedrine since 2011; no advice. */
  foiYohimbeSynephrine: {
    title:
      "Freedom of Information request on how many times yohimbe/yohimbine, synephrine and ephedrine have been reported to the Yellow Card Scheme since 2011 (FOI 21-779)",
    publisher: "Medicines and Healthcare products Regulatory Agency (MHRA), GOV.UK",
    url: "https://www.gov.uk/government/publications/freedom-of-information-responses-from-the-mhra-week-commencing-2-august-2021/freedom-of-information-request-on-how-many-times-have-yohimbeyohimbine-synephrine-and-ephedrine-been-reported-to-the-yellow-card-scheme-since-2011",
  },
  /** 18 enquiries about melatonin in a year, 3 asking whether it is a food supplement or a medicine; no advice. */
  foiMelatonin: {
    title:
      "Freedom of Information request on whether melatonin is a food supplement or medicine (FOI 21/1245)",
    publisher: "Medicines and Healthcare products Regulatory Agency (MHRA), GOV.UK",
    url: "https://www.Gov.uk/government/publications/freedom-of-information-responses-from-the-mhra-week-commencing-29-november-2021/freedom-of-information-request-on-request-to-know-whether-melatonin-is-a-food-supplement-or-medicine-foi-211245",
  },
  /** Pack sizes, ages and warnings for over-the-counter bisacodyl, senna and sennosides and sodium picosulfate. */
  dsuStimulantLaxatives: {
    title:
      "Stimulant laxatives (bisacodyl, senna and sennosides, sodium picosulfate) available over-the-counter: new measures to support safe use (Drug Safety Update, August 2020)",
    publisher: "MHRA Drug Safety Update, GOV.UK",
    url: "https://www.gov.uk/drug-safety-update/stimulant-laxatives-bisacodyl-senna-and-sennosides-sodium-picosulfate-available-over-the-counter-new-measures-to-support-safe-use",
  },
  /** MHRA, February 2012: unlicensed butterbur products can cause serious liver damage; "We advise anyone taking these products to stop doing so." */
  otMhraButterbur: {
    title:
      "Unlicensed herbal remedy could cause liver and organ damage (the MHRA's February 2012 warning on butterbur, Petasites hybridus)",
    publisher: "Optometry Today (report of the MHRA press release)",
    url: "https://otjonline.com/news2012/02/news01a.php",
  },
  /** Seized "herbal" slimming pills found to contain sibutramine; look for a THR or PL number. Names no supplement ingredient. */
  dietPills2016: {
    title: "Dangerous diet pills not the answer to New Year's resolutions (press release)",
    publisher: "Medicines and Healthcare products Regulatory Agency (MHRA), GOV.UK",
    url: "https://www.gov.uk/government/news/dangerous-diet-pills-not-the-answer-to-new-years-resolutions",
  },
} satisfies Record<string, Reference>;
