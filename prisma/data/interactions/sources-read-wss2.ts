// The read log of the wss2 round (supplement-interactions-wss2.ts): supplement pairs a probe found silent.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-12-01";

// Each ingredient's entry goes under a kind it has no other "looked for" entry of, so the log keeps one per kind.
const looked = (ingredient: string, kind: SourceReadInput["kind"], note: string) =>
  notFound(ingredient, kind, note, READ_ON);

export const SOURCES_READ_WSS2: SourceReadInput[] = [
  looked(
    "passionflower",
    "nih-ods",
    "Looked for a text naming passionflower with other supplements: no NIH ODS or NCCIH text naming it with another supplement came up. Read instead, outside the log's kinds: Memorial Sloan Kettering's passionflower page (mskcc.org/print/cancer-care/integrative-medicine/herbs/passionflower), which says passionflower may interact with certain medications and have added effects with St John's wort and/or valerian (ss-passionflower-valerian, ss-passionflower-st-johns-wort); and Natural Standard's passion flower safety page (aarpmedicareplans.com), which says side effects may include drowsiness and mental slowing, and reports a case of liver failure and death in a patient taking a preparation of passion flower with kava, to be used cautiously with any kava-containing product, kava being the likelier cause (ss-kava-passionflower). Chamomile, lavender and lemon balm are not named with passionflower by either page, so no pair was written for them.",
  ),
  looked(
    "lemon-balm",
    "nih-ods",
    "Looked for a text naming lemon balm with other supplements: no NIH ODS or NCCIH text came up. Read instead, outside the log's kinds: St. Luke's Hospital's A.D.A.M. page 'Possible interactions with: valerian' (stlukes-stl.com), which says valerian can increase the effect of sedating drugs and that 'the same is true of other herbs with a sedating effect, such as chamomile, lemon balm, and catnip' (ss-lemon-balm-valerian; chamomile already has ss-chamomile-valerian, catnip is not a catalogue ingredient). Lemon balm monographs that came up (eMedicineHealth at an http address, Examine) name sedative medicines, not other herbs.",
  ),
  looked(
    "yohimbe",
    "nih-ods",
    "Looked for yohimbe with caffeine, bitter orange and other stimulants: no NIH ODS or NCCIH text naming them came up, nor anything else citable. Memorial Sloan Kettering's yohimbe page came up only at an http address and only its clinical summary could be read; Natural Standard's yohimbe monograph (yourcareeverywhere.com) only its opening; MedlinePlus's archived Natural Standard yohimbe page (webarchive.library.unt.edu) only its background. Read instead, outside the log's kinds: table 3 of the National Cancer Institute's 'Nutrition in Cancer Care' health professional summary as archived in 2009 (webarchive.library.unt.edu), which says yohimbe decreases the effect of antidepressants, antihypertensives, hyperglycaemic agents, MAOIs and St John's wort (ss-st-johns-wort-yohimbe, minor: the table gives no mechanism or study). No yohimbe–caffeine or yohimbe–bitter orange record was written.",
  ),
  looked(
    "cbd",
    "nih-ods",
    "Looked for CBD with kava or melatonin: no NIH ODS or NCCIH text naming them came up. Harvard Health's 'CBD and other medications: proceed with caution' (content.health.harvard.edu) came up but is behind a subscription here. Its words (sedation and tiredness may also increase with certain herbal supplements such as kava, melatonin and St John's wort) were seen only on a CBD seller's blog and in a reworded copy (upmens.info) that reads 'coffee' for kava; neither may be cited. Not recorded.",
  ),
  looked(
    "cinnamon",
    "nih-ods",
    "Looked for cinnamon with chromium or with other supplements that lower blood sugar: no NIH ODS or NCCIH text naming them came up, only blogs, news features and sellers describing the two as combined for blood sugar came up; none is a source the records may cite, and none states an interaction between them. Not recorded.",
  ),
  looked(
    "omega-3-fish-oil",
    "nih-ods",
    "Looked for fish oil with ginkgo, garlic, turmeric or vitamin E: no NIH ODS or NCCIH text naming them came up, only consumer articles and a copy of a magazine feature came up. Table 4 of the 2022 review of supplements and bleeding risk (Baylor University Medical Center Proceedings, PMC9586694, cited by earlier rounds) puts fish oil in its 'none' group, with strong evidence of no clinical association with bleeding, so no bleeding pair was written for fish oil.",
  ),
  looked(
    "ginkgo-biloba",
    "nhs",
    "Looked for ginkgo with ginger, St John's wort or fish oil: no NHS text naming them came up. WebMD's ginkgo text naming garlic, saw palmetto, St John's wort and yohimbe as supplements that could interact was seen only quoted on a blog; Memorial Sloan Kettering's ginkgo patient page came up only at an http address and names medicines (warfarin, efavirenz, midazolam, insulin, prochlorperazine), not herbs. Not recorded.",
  ),
  looked(
    "goldenseal",
    "nih-ods",
    "Looked for goldenseal with berberine: no NIH ODS text naming them came up. Drugs.com's goldenseal professional monograph (drugs.com/npp/goldenseal.html) names berberine among goldenseal's alkaloids and, under interactions, only effects on the cytochrome P450 system; no text read names an interaction between a goldenseal product and a berberine product. Not recorded: a constituent taken twice is a matter of dose, not a pair record.",
  ),
];
