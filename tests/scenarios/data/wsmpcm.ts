// Glucosamine in pregnancy and while breastfeeding, from a UK licensed glucosamine medicine's leaflet (wsmpcm round):
// typed as people write them; trying to conceive, which the leaflet does not name, must stay quiet. Written from the
// leaflet's words, not the records.
import type { ScenarioInput } from "../schema";
import { BLOCKS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const LEAFLET: Reference = {
  title:
    "Glucosamine Sulphate 1500 mg Powder for Oral Solution: UK patient leaflet, pregnancy and breast-feeding",
  publisher: "UK patient leaflet, transcript on Drugs.com",
  url: "https://www.drugs.com/uk/glucosamine-sulphate-1500mg-powder-for-oral-solution-leaflet.html",
};

const PREGNANCY =
  "The UK leaflet of a licensed 1,500 mg glucosamine sulphate medicine says it should not be used during pregnancy; this product holds the same daily amount.";
const BREASTFEEDING =
  "The UK leaflet of a licensed 1,500 mg glucosamine sulphate medicine says its use is not recommended while breastfeeding; this product holds the same daily amount.";
const QUIET =
  "The leaflet names pregnancy and breastfeeding only; trying for a baby is neither, so no glucosamine warning from it should be shown.";

const { named, quiet } = conditionCases("sc-wsmpcm-");

const glucosamine = (id: string, typed: string, rationale: string) =>
  named(
    `glucosamine-${id}`,
    `${typed}, and glucosamine sulfate 1,500 mg`,
    "glucosamine",
    typed,
    PRODUCT.glucosamine,
    BLOCKS,
    rationale,
    [LEAFLET],
  );

export const WSMPCM_SCENARIOS: ScenarioInput[] = [
  glucosamine("pregnant", "pregnant", PREGNANCY),
  glucosamine("pregnancy-weeks", "12 weeks pregnant", PREGNANCY),
  glucosamine("expecting", "expecting a baby", PREGNANCY),
  glucosamine("breastfeeding", "breastfeeding", BREASTFEEDING),
  glucosamine("breast-feeding", "breast-feeding my baby", BREASTFEEDING),
  quiet(
    "ttc-glucosamine",
    "Trying to conceive, and glucosamine sulfate 1,500 mg",
    "glucosamine",
    "trying to conceive",
    PRODUCT.glucosamine,
    QUIET,
    [LEAFLET],
  ),
];
