// Operations that leave a lasting condition: ahead, surgery's cautions apply; once behind ("had a splenectomy",
// "nephrectomy 2019"), what the operation left does.
import type { Condition } from "../../../lib/interactions/dictionary-schema";
import { KIDNEY_CARE_ONE_KIDNEY, NHS_INFORM_ASPLENIA } from "./conditions-wcn6";

function operation(
  slug: string,
  name: string,
  synonyms: string[],
  formerly: string,
  reference: Condition["references"][number],
): Condition {
  return {
    slug,
    name,
    synonyms,
    parents: ["upcoming-surgery"],
    transient: true,
    ahead: true,
    formerly,
    references: [reference],
  };
}

export const OPERATION_CONDITIONS: Condition[] = [
  operation(
    "splenectomy",
    "Splenectomy (an operation to remove the spleen)",
    ["splenectomy", "total splenectomy", "spleen removal"],
    "asplenia",
    NHS_INFORM_ASPLENIA,
  ),
  // Without the gland a person is hypothyroid for life, as the hypothyroidism entry's "thyroid removed" says.
  operation(
    "thyroidectomy",
    "Thyroidectomy (an operation to remove the thyroid gland)",
    ["thyroidectomy", "total thyroidectomy"],
    "hypothyroidism",
    {
      title: "Underactive thyroid (hypothyroidism) (NHS website)",
      publisher: "NHS",
      url: "https://www.nhs.uk/conditions/underactive-thyroid-hypothyroidism/",
    },
  ),
  operation(
    "nephrectomy",
    "Nephrectomy (an operation to remove a kidney)",
    ["nephrectomy", "radical nephrectomy", "kidney removal"],
    "one-kidney",
    KIDNEY_CARE_ONE_KIDNEY,
  ),
];
