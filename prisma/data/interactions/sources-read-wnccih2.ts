// The read log of the wnccih2 round (NCCIH herb pages read systematically); herbs already logged as looked for are in the round's section of knowledge-rounds.md.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, readPage, records } from "./sources-read-page";
import { REF_WNCCIH2 as R } from "./references-wnccih2";

const READ_ON = "2026-12-01";
const NCCIH = "National Center for Complementary and Integrative Health (NIH)";

const nccihPage = (
  ingredient: string,
  title: string,
  url: string,
  outcome: Parameters<typeof readPage>[3],
) => ({
  ...readPage(ingredient, "nccih", { title, publisher: NCCIH, url }, outcome),
  dateRead: READ_ON,
});

// Herbs with no NCCIH entry before this round, looked for by the page's address, title and Latin name.
const NO_PAGE: [ingredient: string, what: string][] = [
  ["pelargonium", "an NCCIH page on South African geranium (Pelargonium sidoides)"],
  ["devils-claw", "an NCCIH page on devil's claw (Harpagophytum procumbens)"],
  ["artichoke", "an NCCIH page on artichoke (Cynara scolymus)"],
  ["lemon-balm", "an NCCIH page on lemon balm (Melissa officinalis)"],
  ["tribulus", "an NCCIH page on tribulus (Tribulus terrestris)"],
];

export const SOURCES_READ_WNCCIH2: SourceReadInput[] = [
  {
    ...readPage("chasteberry", "nccih", R.nccihChasteberry, {
      ...records("mc-chasteberry-womb-cancer", "mc-chasteberry-ovarian-cancer"),
      note: "Read in full. Safety: chasteberry may not be safe in pregnancy or while breastfeeding (mc-chasteberry-pregnancy and -breastfeeding say so from UK product information), nor for women with hormone-sensitive conditions such as breast, uterine or ovarian cancer: breast cancer and hormone-sensitive cancer had records, womb and ovarian cancer did not, so they are written here and ask. It might interact with birth control pills and with drugs for Parkinson's disease or psychosis: di-chasteberry-hormonal-contraceptive, -dopaminergic and -antipsychotic already say so.",
    }),
    dateRead: READ_ON,
  },
  nccihPage(
    "dandelion",
    "Dandelion: usefulness and safety (older version)",
    "https://nccih.nih.gov/health/dandelion",
    {
      outcome: "stated-not-recorded",
      note: "This version says dandelion as food is generally considered safe, that allergic reactions are especially likely in people allergic to ragweed, chrysanthemums, marigolds and daisies (mc-dandelion-daisy-family-allergy already says so from UK product information), and that the safety of dandelion supplements is uncertain. The current version, read at the CloudFront address NCCIH's site is also served from, adds that there are theoretical reasons to suspect dandelion might interact with antidiabetes, anticoagulant, antiplatelet and water pill drugs: di-dandelion-anticoagulant, -antiplatelet, -blood-glucose-lowering and -diuretic cite it. It also says topical dandelion may cause an allergic reaction with atopic eczema (not recorded: skin use) and that little is known about amounts above food in pregnancy or breastfeeding (mc-dandelion-pregnancy and -breastfeeding already exist, from the Specialist Pharmacy Service).",
    },
  ),
  nccihPage(
    "dandelion",
    "Dandelion: usefulness and safety (2020 version)",
    "https://www.nccih.nih.gov/health/dandelion",
    {
      outcome: "stated-not-recorded",
      note: "The same text as the older version at nccih.nih.gov: the allergy to related plants (ragweed, chrysanthemums, marigolds, daisies) is already mc-dandelion-daisy-family-allergy; no medicine is named.",
    },
  ),
  nccihPage(
    "horse-chestnut",
    "Horse Chestnut: what the science says, side effects and cautions",
    "https://nccih.nih.gov/health/horsechestnut",
    {
      outcome: "not-readable",
      note: "Found at its own address, but the text stored here stops in 'What the Science Says', before 'Side Effects and Cautions'. Archived NCCAM copies (cybercemetery.unt.edu) and reposts of the current page stop at the same place or are not citable, so nothing was written.",
    },
  ),
  nccihPage(
    "cinnamon",
    "Cinnamon: what the science says, side effects and cautions (older version)",
    "https://nccih.nih.gov/health/cinnamon",
    {
      outcome: "not-readable",
      note: "The text stored here stops in 'Side Effects and Cautions' at 'Cassia cinnamon contains': before that it says cinnamon appears safe for most people in amounts up to 6 grams a day for 6 weeks or less and that some people may be allergic to it. The coumarin sentence was not read here; mc-cinnamon-liver-disease (coumarin in cassia cinnamon and liver damage) cites the page's www address from an earlier round.",
    },
  ),
  nccihPage("aloe-vera", "Aloe Vera: usefulness and safety", "https://nccih.nih.gov/health/aloevera", {
    outcome: "not-readable",
    note: "Found again at its own address: the text stored here still stops at 'How Much Do We Know?' (background: the FDA's 2002 ruling on aloe latex laxatives; whole-leaf extract classed as a possible human carcinogen), before the safety section.",
  }),
  nccihPage(
    "elderberry",
    "European Elder: what the science says, side effects and cautions (older version)",
    "https://nccih.nih.gov/health/euroelder?nav=rss",
    {
      outcome: "not-readable",
      note: "An older version of the page the log already holds at /health/euroelder: the text stops at its first caution (uncooked or unripe elderberries are toxic and cause nausea, vomiting or severe diarrhoea). No medicine or condition is named in what could be read.",
    },
  ),
  ...NO_PAGE.map(([ingredient, what]) =>
    notFound(
      ingredient,
      "nccih",
      `Looked for ${what} by address, title and Latin name: only retailer pages, encyclopaedias and other databases came up, so nothing was written from NCCIH.`,
      READ_ON,
    ),
  ),
];
