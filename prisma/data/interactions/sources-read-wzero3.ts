// The read log of the wzero3 round.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-12-01";

type Outcome =
  | { outcome: "records"; records: string[]; note?: string }
  | { outcome: "none-stated"; note?: string }
  | { outcome: "stated-not-recorded" | "not-readable"; note: string };

const page = (
  ingredient: string,
  kind: Exclude<SourceReadInput["kind"], "uk-product-information">,
  source: { title: string; publisher: string; url: string },
  outcome: Outcome,
): SourceReadInput => ({ ingredient, kind, ...source, dateRead: READ_ON, ...outcome });

const looked = (ingredient: string, kind: SourceReadInput["kind"], note: string) =>
  notFound(ingredient, kind, note, READ_ON);

const ODS_EXERCISE_CONSUMER = {
  title: "Dietary Supplements for Exercise and Athletic Performance: Fact Sheet for Consumers",
  publisher: "NIH Office of Dietary Supplements",
  url: "https://ods.od.nih.gov/factsheets/ExerciseAndAthleticPerformance-Consumer?print=1",
};
const ODS_EXERCISE_NOTE =
  "Came up at its ODS address, but only its introduction could be read (what performance supplements are, and to ask whether medicines taken might interact with them), not its part on this ingredient. The health professional version came up only in copies on other sites (yisnda.com, a blog), in its introduction.";

const ODS_WEIGHT_LOSS = {
  title: "Dietary Supplements for Weight Loss: Fact Sheet for Health Professionals",
  publisher: "NIH Office of Dietary Supplements",
  url: "https://ods.od.nih.gov/factsheets/WeightLoss-HealthProfessional/",
};
const ODS_WEIGHT_LOSS_NOTE =
  "Came up again at its ODS address, but only its introduction could be read, not its part on this ingredient; copies on other sites (teabeartea.com, a blog) stop in the same introduction.";

export const SOURCES_READ_WZERO3: SourceReadInput[] = [
  // Lion's mane.
  looked(
    "lions-mane",
    "ema",
    "No EMA/HMPC monograph on Hericium erinaceus came up (only reviews, growers' and sellers' pages), nor an NCCIH, ODS or Memorial Sloan Kettering page when looked for with 'medicinal mushrooms' and Memorial Sloan Kettering's herb pages. Read instead, outside the log's kinds: Beyond Conventional Cancer Therapies' summary on medicinal mushrooms (bcct.ngo), which lists Hericium erinaceus (lion's mane) among them, asks people to consult their oncology team about interactions, and says evidence is insufficient to establish safety in pregnancy and lactation and suggests not using mushroom extracts while pregnant or nursing: mc-lions-mane-pregnancy and mc-lions-mane-breastfeeding. It names no medicine.",
  ),
  // Exercise ingredients: the ODS exercise fact sheet.
  ...(
    ["beta-alanine", "bcaa", "citrulline", "hmb", "tribulus", "beetroot-nitrate", "whey-protein"] as const
  ).map((ingredient) =>
    page(ingredient, "nih-ods", ODS_EXERCISE_CONSUMER, { outcome: "not-readable", note: ODS_EXERCISE_NOTE }),
  ),
  page("glutamine", "nih-ods", ODS_EXERCISE_CONSUMER, {
    outcome: "not-readable",
    note: `${ODS_EXERCISE_NOTE} Read instead, outside the log's kinds: Pediatric Oncall's glutamine monograph (pediatriconcall.com), which lists renal or liver impairment, Reye syndrome, shock and multi-organ failure as contraindications and says glutamine may diminish the ammonia-lowering effect of lactulose (di-glutamine-lactulose, mc-glutamine-liver-disease, mc-glutamine-chronic-kidney-disease; Reye syndrome, shock and multi-organ failure are hospital conditions the dictionary does not hold, so they are not recorded); and a patient leaflet on glutamine as a medical food (umcvc.org health library), which asks people with liver or kidney disease to tell their doctor and says not to use it without a doctor's advice when pregnant or breastfeeding (mc-glutamine-liver-disease, mc-glutamine-chronic-kidney-disease, mc-glutamine-pregnancy, mc-glutamine-breastfeeding). Also read: a copy of the US label of Endari, L-glutamine for sickle cell disease (drugslib.com), which lists no contraindications; an eMedTV page naming chemotherapy, lactulose and seizure medicines, found only at an http address and not cited; and OncoLink's answer that people who restrict protein for medical reasons should avoid glutamine, found only at an http address and not recorded.`,
  }),
  looked(
    "citrulline",
    "nccih",
    "No NCCIH page on citrulline came up. Read outside the log's kinds: the Spanish paediatric association's Pediamécum entry on L-citrulline (aeped.es), which lists hypersensitivity and severe renal or hepatic insufficiency as contraindications and says no interaction studies have been done; the same conditions already have mc-citrulline records from Stimol's Spanish product information. FDA alerts about subpotent L-citrulline for urea cycle disorders concern a prescribed product's quality, not an interaction. Nothing new recorded.",
  ),
  // Weight-loss ingredients: the ODS weight-loss fact sheet (logged before for CLA, beta-glucan, raspberry ketone and
  // white kidney bean, so only looked for again here for the others).
  ...(["chitosan", "glucomannan", "guarana"] as const).map((ingredient) =>
    page(ingredient, "nih-ods", ODS_WEIGHT_LOSS, { outcome: "not-readable", note: ODS_WEIGHT_LOSS_NOTE }),
  ),
  looked(
    "beta-glucan",
    "ema",
    "The EMA's only oat pages that came up are the HMPC summaries on oat herb (for mental stress and sleep) and oat fruit as colloidal oatmeal for the skin (ema.europa.eu), not beta-glucan taken by mouth; no NCCIH or Memorial Sloan Kettering page on beta-glucan came up. Drugs.com's beta-glucans monograph (drugs.com/npc) says contraindications, interactions and side effects depend on the source and refers to its monographs on maitake, seaweed and oats; StatPearls' chapter on obesity supplements (NCBI Bookshelf) came up only in its opening, which says beta-glucans may cause more wind. Natural Standard's text (aspirin or NSAIDs with beta-glucan) and Loyola's A.D.A.M. leaflet (NSAIDs) came up again only at http addresses, and a beta-glucan interaction monograph only on a supplement retailer's site (nutritionhouse.info), which may not be cited. Nothing recorded.",
  ),
  looked(
    "raspberry-ketone",
    "nhs",
    "UK Medicines Information's NHS Q&A 430.1, 'What is raspberry ketone, and does it help with weight loss?' (2014), came up only in a copy (studylib.net): in the part read it says there are no studies of raspberry ketone in humans and only rodent studies of efficacy, and names no interaction. Boots WebMD's raspberry ketone page (http) says raspberry ketone supplements can no longer be sold legally in the UK, the Food Standards Agency having ruled them an unauthorised novel food in 2014; a legal matter, not an interaction. No NCCIH page on raspberry ketone came up, only news items, blogs and sellers' pages (none citing a source the records may cite); a pharmacists' journal piece on weight-loss products (found in an abstracting service) describes white kidney bean and glucomannan and stops before raspberry ketone. Nothing recorded.",
  ),
  // Choline, boron, silicon.
  looked(
    "choline",
    "ema",
    "No EMA document on choline came up (an FDA compounding report on choline chloride, EFSA's claim opinions and a chemicals registration did). The ODS choline fact sheet for consumers came up only in a copy (docslib.org), in its opening (what choline is, how much is needed, foods); WebMD's choline monograph (atropine, a minor interaction) came up again (logged before). A Thomson alternative medicine leaflet (allinahealth.org) came up without its interactions part, and a Natural Standard choline page (wellness.com) only at an http address. Pages naming methotrexate, anticholinergics or donepezil with choline are blogs and an unsourced interaction site. Nothing recorded.",
  ),
  looked(
    "boron",
    "nccih",
    "No NCCIH page on boron came up. The ODS boron fact sheet for health professionals came up again (ods.od.nih.gov), but only its introduction (what boron is, how it is absorbed and excreted) could be read, not its interactions section. The consumer version came up only in a copy (docslib.org), stopping before its safety part. Medscape's boron monograph (reference.medscape.com) came up: it lists only minor interactions, boron raising levels of oestrogens (estradiol, conjugated oestrogens and others), with no contraindications; those are already recorded (Medscape's estradiol and conjugated oestrogen records, and di-boron-oestrogen). Nothing new recorded.",
  ),
  looked(
    "silicon",
    "nccih",
    "Looked for again with the NHS vitamins and minerals guide: NHS 111 Wales's copy (111.wales.nhs.uk) came up in its opening, which lists 'other vitamins and minerals' without a part on silicon. No NCCIH page on silicon came up. Nothing recorded.",
  ),
  // Carotenoids, resveratrol and soy.
  looked(
    "resveratrol",
    "nccih",
    "No NCCIH, ODS or Memorial Sloan Kettering page on resveratrol came up. The Linus Pauling Institute's resveratrol article (lpi.oregonstate.edu) came up only in its opening (what resveratrol is and how it is absorbed). Pages naming anticoagulants, antiplatelets and CYP3A4 medicines with resveratrol are supplement sellers' and content sites, and a trade magazine summary of a study of CYP inhibition at 1 g a day; none is a source the records may cite. Nothing recorded.",
  ),
  looked(
    "lycopene",
    "nccih",
    "No NCCIH, ODS or Memorial Sloan Kettering page on lycopene came up when looked for with herb–drug interaction sources; NCI's old table of herbal treatments and food or drug interactions (webarchive of cancer.gov) does not name lycopene. Nothing recorded.",
  ),
  looked(
    "soy-isoflavones",
    "bnf-nice-mhra",
    "NICE's menopause guideline (NG23) came up only in copies on other sites, in their openings. Read instead, outside the log's kinds: Pharmacy Network News's article on managing the menopause (pharmacy-network.co.uk), whose part on complementary therapies says phytoestrogens, as in red clover and soya, should not be used by people with a history of breast cancer: mc-soy-isoflavones-breast-cancer. NCCIH's soy page did not come up. Memorial Sloan Kettering's soy pages came up again (mskcc.org/cancer-care/herb/soy and its professional version): tamoxifen and aromatase inhibitors, already recorded. The Linus Pauling Institute's soy isoflavones article came up only in its summary (http). Nothing else new recorded. Also looked for a source naming uterine fibroids with soy isoflavone supplements: none came up (Memorial Sloan Kettering's soy page names tamoxifen and aromatase inhibitors, already recorded, and no fibroids), so no fibroids record was written.",
  ),
];
