// The wnhs2 round's pairs from the NHS page on methotrexate with other medicines and herbal supplements; the quiet cases are other DMARDs it does not name.
import type { ScenarioInput } from "../schema";
import { CAUTIONS, pairCases } from "./by-mechanism";
import { take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];

const NHS_METHOTREXATE: Source = {
  title: "Taking methotrexate with other medicines and herbal supplements",
  publisher: "NHS",
  url: "https://nhs.uk/medicines/methotrexate/taking-methotrexate-with-other-medicines-and-herbal-supplements",
};

const FOLIC_WHY =
  "NHS methotrexate page: tell your doctor about folic acid or vitamin supplements containing it, and do not take other products containing folic acid if you already take folic acid your doctor prescribed.";
const OTHER_DMARD =
  "The NHS page speaks of folic acid with methotrexate; this medicine is not methotrexate and no source read links folic acid with it.";

const { named, quiet } = pairCases("sc-wnhs2-", "medicine");

export const WNHS2_SCENARIOS: ScenarioInput[] = [
  named(
    "folic-acid-methotrexate-multivitamin",
    "Weekly methotrexate and a Centrum multivitamin (folic acid 200 micrograms)",
    "folic-acid",
    "methotrexate 10mg once a week",
    take(PRODUCT.centrum),
    CAUTIONS,
    FOLIC_WHY,
    [NHS_METHOTREXATE],
  ),
  named(
    "folic-acid-methotrexate-b-complex",
    "Methotrexate 2.5 mg tablets and a B-complex 100 with folic acid",
    "folic-acid",
    "methotrexate 2.5mg tablets",
    take(PRODUCT.bComplex100),
    CAUTIONS,
    FOLIC_WHY,
    [NHS_METHOTREXATE],
  ),
  quiet(
    "folic-acid-hydroxychloroquine-quiet",
    "Hydroxychloroquine and a folic acid tablet",
    "folic-acid",
    "hydroxychloroquine 200mg",
    take(PRODUCT.folicAcid400),
    OTHER_DMARD,
    [NHS_METHOTREXATE],
  ),
  quiet(
    "folic-acid-azathioprine-quiet",
    "Azathioprine and a folic acid tablet",
    "folic-acid",
    "azathioprine",
    take(PRODUCT.folicAcid400),
    OTHER_DMARD,
    [NHS_METHOTREXATE],
  ),
  quiet(
    "folic-acid-leflunomide-quiet",
    "Leflunomide and a folic acid tablet",
    "folic-acid",
    "leflunomide 20mg",
    take(PRODUCT.folicAcid400),
    OTHER_DMARD,
    [NHS_METHOTREXATE],
  ),
];
