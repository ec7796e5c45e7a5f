// The wpreg round's pregnancy and breastfeeding pairs, from the texts read and independently of the records' wording:
// rhodiola while breastfeeding, as NCCIH words it ("little is known"), typed the way a parent writes it. Negatives are
// conditions the text does not name, and a breastfeeding mother's vitamin D and B12, which stay quiet.
import type { ScenarioInput } from "../schema";
import { cond, flag, noFlag } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const NCCIH_RHODIOLA: Source = {
  title: "Rhodiola: usefulness and safety",
  publisher: "National Center for Complementary and Integrative Health (NIH)",
  url: "https://nccih.nih.gov/health/Rhodiola",
};
const RHODIOLA_BREASTFEEDING =
  "NCCIH says little is known about whether rhodiola is safe to use while breastfeeding: a question for a pharmacist or GP first, not a ban.";

// Vitano (Schwabe), 200 mg rhodiola a tablet, and NOW Foods, 500 mg a capsule.
const VITANO: StackItem = { product: PRODUCT.rhodiola, servingsPerDay: 1 };
const NOW_RHODIOLA: StackItem = { product: PRODUCT.rhodiola500, servingsPerDay: 2 };

/** Rhodiola with one way of saying "breastfeeding", and a condition the text does not name that must stay quiet. */
function rhodiolaBreastfeeding(
  slug: string,
  title: string,
  item: StackItem,
  breastfeeding: string,
  other: string,
): ScenarioInput {
  return {
    id: `sc-wpreg-rhodiola-${slug}`,
    title,
    profile: { medicines: [], conditions: [breastfeeding, other] },
    stack: [item],
    expect: {
      flags: [flag("rhodiola", cond(breastfeeding), "minor", "moderate")],
      noFlags: [noFlag("rhodiola", cond(other))],
    },
    rationale: `${RHODIOLA_BREASTFEEDING} It does not name ${other}.`,
    sources: [NCCIH_RHODIOLA],
  };
}

export const WPREG_SCENARIOS: ScenarioInput[] = [
  rhodiolaBreastfeeding(
    "breastfeeding",
    "Vitano rhodiola for tiredness while breastfeeding, with hay fever",
    VITANO,
    "breastfeeding",
    "hay fever",
  ),
  rhodiolaBreastfeeding(
    "breast-feeding-3-month-old",
    "Rhodiola 500 mg twice a day, breast feeding a 3 month old, with asthma",
    NOW_RHODIOLA,
    "breast feeding my 3 month old",
    "asthma",
  ),
  rhodiolaBreastfeeding(
    "nursing-mother",
    "Vitano rhodiola for a nursing mother with migraines",
    VITANO,
    "nursing mother",
    "migraine",
  ),
  rhodiolaBreastfeeding(
    "lactating",
    "Rhodiola capsules while lactating, with eczema",
    NOW_RHODIOLA,
    "lactating",
    "eczema",
  ),
  rhodiolaBreastfeeding(
    "exclusively-breastfeeding",
    "Vitano rhodiola while exclusively breastfeeding, with an underactive thyroid",
    VITANO,
    "exclusively breastfeeding",
    "underactive thyroid",
  ),
  {
    id: "sc-wpreg-rhodiola-mixed-feeding",
    title: "Rhodiola during mixed feeding (breast and bottle)",
    profile: { medicines: [], conditions: ["mixed feeding"] },
    stack: [NOW_RHODIOLA],
    expect: { flags: [flag("rhodiola", cond("mixed feeding"), "minor", "moderate")] },
    rationale: `${RHODIOLA_BREASTFEEDING} Mixed feeding is still breastfeeding.`,
    sources: [NCCIH_RHODIOLA],
  },
  // An NHS trust advises 10 micrograms of vitamin D a day while breastfeeding; no text read is against B12 at this dose.
  {
    id: "sc-wpreg-breastfeeding-vitamin-d-b12-quiet",
    title: "Vitamin D 10 micrograms and a B12 chewable while breastfeeding",
    profile: { medicines: [], conditions: ["breastfeeding"] },
    stack: [
      { product: PRODUCT.vitaminD10, servingsPerDay: 1 },
      { product: PRODUCT.vitaminB12Chewable, servingsPerDay: 1 },
    ],
    expect: {
      noFlags: [noFlag("vitamin-d3", cond("breastfeeding")), noFlag("vitamin-b12", cond("breastfeeding"))],
    },
    rationale:
      "An NHS trust's leaflet advises breastfeeding mothers to take 10 micrograms of vitamin D a day; no text read names vitamin D or B12 at these doses as a concern while breastfeeding.",
    sources: [
      {
        title: "Vitamin D in pregnancy, breastfeeding and children under 5",
        publisher: "Buckinghamshire Healthcare NHS Trust",
        url: "https://www.buckshealthcare.nhs.uk/birthchoices/pifs/vitamin-d-in-pregnancy-breastfeeding-and-children-under-5/",
      },
    ],
  },
];
