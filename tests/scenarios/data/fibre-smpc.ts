// Psyllium with the conditions and medicines its UK licensed product (Fybogel, ispaghula husk) names in sections
// 4.3 and 4.4, typed the way people type them; and conditions it does not name, which must stay quiet.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

const FYBOGEL = {
  title: "Fybogel granules (ispaghula husk): summary of product characteristics, sections 4.3 and 4.4",
  publisher: "RxReasoner (copy of the SmPC the MHRA holds)",
  url: "https://www.rxreasoner.com/monographs/fybogel/precautions",
};

const SWELLS =
  "Fybogel's SmPC lists intestinal obstruction, faecal impaction, and difficulty in swallowing or throat problems as contraindications: the husk swells with water.";

function withCondition(id: string, typed: string, title: string): ScenarioInput {
  return scenario(
    {
      id: `sc-fibre-psyllium-${id}`,
      title,
      conditions: [typed],
      stack: [PRODUCT.psyllium500],
      rationale: SWELLS,
      sources: [FYBOGEL],
    },
    { flags: [flag("psyllium", cond(typed), "major", "contraindicated")] },
  );
}

export const FIBRE_SMPC_SCENARIOS: ScenarioInput[] = [
  withCondition(
    "bowel-obstruction",
    "partial bowel obstruction",
    "Psyllium capsules with a partial bowel obstruction",
  ),
  withCondition("impaction", "faecal impaction", "Psyllium for constipation with faecal impaction"),
  withCondition(
    "dysphagia",
    "dysphagia after a stroke",
    "Psyllium husk capsules with dysphagia after a stroke",
  ),
  withCondition(
    "swallowing",
    "trouble swallowing",
    "Psyllium husk capsules for someone who has trouble swallowing",
  ),
  scenario(
    {
      id: "sc-fibre-psyllium-co-codamol",
      title: "Psyllium husk with co-codamol 30/500 for back pain",
      medicines: ["co-codamol 30/500"],
      stack: [PRODUCT.psyllium500],
      rationale:
        "Fybogel's SmPC says ispaghula should not be used with medicines that slow the gut's movement, such as opioids, and then only under medical supervision, because of the risk of a blockage.",
      sources: [FYBOGEL],
    },
    { flags: [flag("psyllium", med("co-codamol 30/500"), "moderate", "contraindicated")] },
  ),
  scenario(
    {
      id: "sc-fibre-psyllium-ibs-quiet",
      title: "Psyllium husk for irritable bowel syndrome: IBS is what it is used for",
      conditions: ["IBS"],
      stack: [PRODUCT.psyllium500],
      rationale:
        "Fybogel's SmPC names irritable bowel syndrome among its uses, not among its contraindications.",
      sources: [FYBOGEL],
    },
    { noFlags: [noFlag("psyllium", cond("IBS"))] },
  ),
];
