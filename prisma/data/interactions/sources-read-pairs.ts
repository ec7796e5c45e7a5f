// The read log of the supplement pairs round (supplement-interactions-pairs.ts, references-pairs.ts). The log's kinds
// hold official addresses only, so the other pages the pairs cite are told in the notes or here: the MSD and Merck
// tables of St John's wort interactions and a Drugs.com report on saw palmetto with iron (ss-iron-st-johns-wort,
// ss-iron-saw-palmetto), and the Merck herb-drug table for feverfew with iron (ss-feverfew-iron).
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, readPage } from "./sources-read-page";

export const SOURCES_READ_PAIRS: SourceReadInput[] = [
  readPage(
    "valerian",
    "nccih",
    {
      title: "Valerian",
      publisher: "NIH National Center for Complementary and Integrative Health",
      url: "https://nccih.nih.gov/health/valerian",
    },
    {
      outcome: "stated-not-recorded",
      note: "Says valerian should not be taken along with alcohol or sedatives, which the valerian sedative records cover; it names no other supplement. ss-kava-valerian cites EBM Consult's article on kava and valerian (both act on GABA-A receptors), and ss-chamomile-valerian St. Luke's Hospital's A.D.A.M. page on valerian (other herbs with a sedating effect, such as chamomile); no source read names valerian with passionflower or lavender.",
    },
  ),
  notFound(
    "omega-3-fish-oil",
    "nccih",
    "Looked for sources naming fish oil with ginkgo, garlic, turmeric or vitamin E. NCCIH's omega-3 text came up only in a copy on another site, naming medicines that affect blood clotting and no supplement. The Mayo Clinic omega-3 interactions page (multiple cases of bleeding reported with ginkgo, fewer with garlic and saw palmetto) was found only at an http address, and the 2022 Baylor review already cited (PMC9586694) says fish oil is not associated with bleeding; the other pages naming these pairs were blogs and retailers, so no fish oil pair was written.",
  ),
  notFound(
    "ginkgo-biloba",
    "nccih",
    "Looked for a source naming ginkgo with St John's wort, saw palmetto or yohimbe: the list ('supplements like garlic, saw palmetto, St. Johns wort, and yohimbe') came up only in a blog's copy of a consumer page, with no mechanism, so no pair was written.",
  ),
  notFound(
    "copper",
    "nih-ods",
    "The NIH ODS copper fact sheet was looked for and did not come up here. ss-copper-vitamin-c rests on a 1983 study in young men (1,500 mg of vitamin C a day lowered ceruloplasmin activity, within normal ranges) and a 1991 review (ascorbate antagonises copper absorption), both read on PubMed.",
  ),
  notFound(
    "ginseng",
    "nccih",
    "Looked for sources naming ginseng with caffeine or other stimulants: the NCCIH Asian ginseng page came up only in copies on other sites, which name no stimulant. ss-caffeine-ginseng and ss-bitter-orange-ginseng cite Skyscape's ginseng natural product monograph (may potentiate caffeine; may prolong the QT interval with bitter orange), which the log's kinds do not hold.",
  ),
];
