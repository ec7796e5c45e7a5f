// Conditions Slow-K's section 4.3 and UK leaflet name that the checker did not meet for potassium before the second
// nutrient SmPC audit (Addison's disease, and acute dehydration from the Irish text), typed as people write them,
// with the catalogue's potassium product. Licensed-medicine cautions ask rather than block, so a finding of any
// severity from minor to major is accepted. Negatives are nearby conditions the texts do not name.
import type { ScenarioInput } from "../schema";
import { cond, flag, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  slowKLeaflet: {
    title: "Slow-K 600 mg prolonged-release tablets (potassium chloride): UK patient leaflet, do not take",
    publisher: "Drugs.com (UK edition), transcript of the leaflet",
    url: "https://www.drugs.com/uk/slow-k-600mg-prolonged-release-tablets-leaflet.html",
  },
  slowKSmpc: {
    title: "Slow K 600 mg coated tablets (Irish SmPC, HPRA): summary of product characteristics, section 4.3",
    publisher: "RxReasoner (copy of the Health Products Regulatory Authority text)",
    url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
  },
} satisfies Record<string, Reference>;

// Potassium 99 mg (citrate).
const POTASSIUM = take(PRODUCT.potassium99);

const ADDISONS =
  "The UK Slow-K leaflet says do not take Slow-K if you have Addison's disease; its SmPC lists untreated Addison's disease among the hyperkalaemic states in section 4.3.";
const DEHYDRATION = "The Slow-K SmPC (section 4.3) lists acute dehydration among the hyperkalaemic states.";

function potassium(
  id: string,
  condition: string,
  what: string,
  rationale: string | null,
  source: Reference,
): ScenarioInput {
  const link = cond(condition);
  return {
    id: `sc-wnut2-potassium-${id}`,
    title: `Potassium 99 mg with ${condition} (${what})`,
    profile: { medicines: [], conditions: [condition] },
    stack: [POTASSIUM],
    expect: rationale
      ? { flags: [flag("potassium", link, "minor", "major")] }
      : { noFlags: [noFlag("potassium", link)] },
    rationale: rationale ?? `${what}: Slow-K's section 4.3 and its leaflet do not name it.`,
    sources: [source],
  };
}

export const WNUT2_SCENARIOS: ScenarioInput[] = [
  potassium("addisons", "Addison's disease", "the leaflet's words", ADDISONS, SOURCE.slowKLeaflet),
  potassium(
    "addisons-no-apostrophe",
    "addisons disease",
    "typed without the apostrophe",
    ADDISONS,
    SOURCE.slowKLeaflet,
  ),
  potassium(
    "addisons-treated",
    "Addison's disease on hydrocortisone and fludrocortisone",
    "with its treatment",
    ADDISONS,
    SOURCE.slowKLeaflet,
  ),
  potassium(
    "addison-disease",
    "Addison disease",
    "the SmPC's spelling without the possessive",
    ADDISONS,
    SOURCE.slowKSmpc,
  ),
  potassium("dehydrated", "dehydrated", "in lay words", DEHYDRATION, SOURCE.slowKSmpc),
  potassium(
    "severe-dehydration",
    "severe dehydration after a stomach bug",
    "as someone would describe it",
    DEHYDRATION,
    SOURCE.slowKSmpc,
  ),
  potassium("hypothyroidism", "hypothyroidism", "another hormone condition", null, SOURCE.slowKLeaflet),
  potassium(
    "cushings",
    "Cushing's syndrome",
    "an adrenal condition with too much cortisol",
    null,
    SOURCE.slowKSmpc,
  ),
  potassium("type-2-diabetes", "type 2 diabetes", "a common long-term condition", null, SOURCE.slowKSmpc),
];
