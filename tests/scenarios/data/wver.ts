// The verification round: where a record changed after its source was read again, cases written from that source.
// Kelp with thyroid conditions, from the British Thyroid Foundation's advice (avoid kelp with an existing thyroid
// condition); negatives are conditions it does not name. Kelp has no catalogue product, so a product is typed.
import type { ScenarioInput } from "../schema";
import { cond, flag, noFlag } from "./build";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const BTF_IODINE: Source = {
  title: "Is iodine important for thyroid health? (FAQ)",
  publisher: "British Thyroid Foundation",
  url: "https://www.btf-thyroid.org/FAQs/is-iodine-important-for-thyroid-health",
};

const KELP_TABLETS: StackItem = {
  custom: { name: "Kelp 500 mg tablets", ingredients: [{ ingredient: "kelp", amount: 500, unit: "mg" }] },
  servingsPerDay: 1,
};
const SEAWEED_CAPSULES: StackItem = {
  custom: {
    name: "Bladderwrack seaweed 1000 mg capsules",
    ingredients: [{ ingredient: "kelp", amount: 1000, unit: "mg" }],
  },
  servingsPerDay: 2,
};

const AVOID =
  "The British Thyroid Foundation says people with an existing thyroid condition should avoid kelp, as it often holds too much iodine or amounts that vary; the finding should tell them not to take it.";
const QUIET =
  "The British Thyroid Foundation's advice is about thyroid conditions; this is not one, so kelp should not be linked to it.";

function kelpWith(
  id: string,
  title: string,
  condition: string,
  stack: StackItem = KELP_TABLETS,
): ScenarioInput {
  return {
    id: `sc-wver-kelp-${id}`,
    title,
    profile: { medicines: [], conditions: [condition] },
    stack: [stack],
    expect: { flags: [flag("kelp", cond(condition), "moderate", "contraindicated")] },
    rationale: AVOID,
    sources: [BTF_IODINE],
  };
}

function kelpQuiet(id: string, title: string, condition: string): ScenarioInput {
  return {
    id: `sc-wver-kelp-quiet-${id}`,
    title,
    profile: { medicines: [], conditions: [condition] },
    stack: [KELP_TABLETS],
    expect: { noFlags: [noFlag("kelp", cond(condition))] },
    rationale: QUIET,
    sources: [BTF_IODINE],
  };
}

export const WVER_SCENARIOS: ScenarioInput[] = [
  kelpWith("underactive", "Underactive thyroid and kelp tablets", "underactive thyroid"),
  kelpWith("hypothyroidism", "Hypothyroidism on levothyroxine and kelp", "hypothyroidism"),
  kelpWith("hashimotos", "Hashimoto's and a seaweed supplement", "Hashimoto's", SEAWEED_CAPSULES),
  kelpWith("graves", "Graves' disease and kelp tablets", "Graves disease"),
  kelpWith(
    "overactive",
    "Overactive thyroid and bladderwrack capsules",
    "overactive thyroid",
    SEAWEED_CAPSULES,
  ),
  kelpWith("thyroid-removed", "Thyroid removed and kelp tablets", "had my thyroid removed"),
  kelpQuiet("none", "'No thyroid problems' and kelp tablets", "no thyroid problems"),
  kelpQuiet("asthma", "Asthma and kelp tablets", "asthma"),
  kelpQuiet("migraine", "Migraine and kelp tablets", "migraine"),
];
