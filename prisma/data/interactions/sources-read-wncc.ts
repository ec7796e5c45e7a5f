// The read log of the NCCIH round for herbs whose NCCIH column was empty (class-wordings-wncc.ts), with one NIH ODS
// sheet found on the way. NCCIH's pages came up at its own address only for rhodiola and liquorice; for the others
// only copies came up (a CloudFront mirror, repostings of NCCIH's fact sheets and e-mail bulletins), which the log's
// kinds cannot hold, so their entries are "not readable here" and the note says what the copy said. Ingredients
// already logged as not found under NCCIH (bitter orange, red clover, horse chestnut…) were looked for again with
// the same result.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";

const READ_ON = "2026-11-30";
const NCCIH = "National Center for Complementary and Integrative Health (NIH)";

function copiesOnly(ingredient: string, note: string): SourceReadInput {
  return { ingredient, kind: "nccih", dateRead: READ_ON, outcome: "not-readable", note };
}

export const SOURCES_READ_WNCC: SourceReadInput[] = [
  {
    ingredient: "rhodiola",
    kind: "nccih",
    title: "Rhodiola: usefulness and safety (What Do We Know About Safety?)",
    publisher: NCCIH,
    url: "https://nccih.nih.gov/health/Rhodiola",
    dateRead: READ_ON,
    outcome: "records",
    records: ["mc-rhodiola-breastfeeding"],
    note: "Read in full: rhodiola has been used safely in studies lasting 6 to 12 weeks; possible side effects are dizziness and dry mouth or excessive saliva; little is known about its safety in pregnancy or breastfeeding. No medicine is named. Read again in the wpreg round, which wrote mc-rhodiola-breastfeeding from it (mc-rhodiola-pregnancy rests on the EMA monograph).",
  },
  {
    ingredient: "licorice-root",
    kind: "nccih",
    title: "Licorice Root: usefulness and safety",
    publisher: NCCIH,
    url: "https://nccih.nih.gov/health/licorice-root?nav=govd",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "The text stored at this address (and at NCCIH's CloudFront mirror) stops at the first words of 'What Do We Know About Safety?'. A copy on another site credited to NCCIH says taking liquorice root containing glycyrrhizic acid with medications that reduce potassium levels may be bad for the heart; the dictionary has no group for all potassium-lowering medicines (only potassium-losing diuretics, which the liquorice records reach), so that wording stays unread.",
  },
  copiesOnly(
    "sage",
    "NCCIH's sage page was read only at its CloudFront mirror (d11phh4h66yddz.cloudfront.net/health/sage): sage is safe in food amounts; common sage contains thujone, and seizures have been reported with sage essential oil; high-dose or long-term use may not be safe; it may be unsafe in pregnancy, and little is known about breastfeeding. mc-sage-pregnancy and mc-sage-breastfeeding say so from the UK product information; no medicine is named, and the page gives no advice for people with epilepsy, so nothing was written.",
  ),
  copiesOnly(
    "passionflower",
    "Only a reposting of NCCIH's passionflower e-mail bulletin came up (on a blog): passionflower is generally considered safe but may cause drowsiness, and 'If you're pregnant, you shouldn't take passionflower.' Medicines that add to the drowsiness are met by di-passionflower-sedative. No pregnancy record was written: the text was not found at an NCCIH address, and the UK product information read stops before section 4.6.",
  ),
  copiesOnly(
    "feverfew",
    "Only copies of NCCIH's feverfew page came up (pharmacyhq.com, document-sharing sites): no serious side effects reported; stopping after long use may bring sleep problems, headaches, anxiety and stiff muscles; do not take it while pregnant because it may affect uterine contractions. mc-feverfew-pregnancy says so already; no medicine is named.",
  ),
  copiesOnly(
    "peppermint-oil",
    "Only copies of NCCIH's older peppermint oil fact sheet came up: coated capsules taken at the same time as medicines such as antacids may break down too quickly and increase the risk of heartburn and nausea. di-peppermint-oil-antacid says so already.",
  ),
  copiesOnly(
    "dandelion",
    "Only copies of NCCIH's dandelion page came up (pharmacyhq.com and others): allergic reactions are more likely in people allergic to ragweed, chrysanthemums, marigolds and daisies; an older version adds that people with an inflamed or infected gallbladder or blocked bile ducts should avoid it. mc-dandelion-daisy-family-allergy, -gallstones and -bile-duct-obstruction say so already; no medicine is named.",
  ),
  copiesOnly(
    "lavender",
    "Only copies of NCCIH's older lavender fact sheet came up: lavender oil may be toxic if swallowed, and combining lavender with sedative medications may increase drowsiness. di-lavender-sedative says so already.",
  ),
  {
    ingredient: "melatonin",
    kind: "nccih",
    title: "Melatonin information (NCCIH topic page)",
    publisher: NCCIH,
    url: "https://nccih.nih.gov/taxonomy/term/224",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "Only the opening paragraph could be read (melatonin has been studied for jet lag, sleep disorders, shift work and dementia symptoms); 'Melatonin: What You Need To Know' did not come up, so its safety section was not read.",
  },
  // The health professional sheet did not come up; the consumer sheet did, but only its opening.
  {
    ingredient: "pantothenic-acid",
    kind: "nih-ods",
    title: "Pantothenic Acid: Fact Sheet for Consumers (printable version)",
    publisher: "NIH Office of Dietary Supplements",
    url: "https://ods.od.nih.gov/factsheets/Pantothenicacid-Consumer?print=1",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "The text read stops at 'Am I getting enough pantothenic acid?' (what it does, recommended amounts, foods and supplement forms), before the sections on harm and on interactions with medicines.",
  },
];
