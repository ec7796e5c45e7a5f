// Medicines the wgap2 round needed before a record could reach them.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { REF_WGAP2 } from "../../interactions/references-wgap2";
import { med, page } from "./build";

export const WGAP2_MEDICINES: Medicine[] = [
  med(
    "roflumilast",
    "Roflumilast",
    ["cyp3a4-substrate", "cyp1a2-substrate"],
    "once_daily",
    page(REF_WGAP2.roflumilastInteractions),
    { brands: ["Daxas"] },
  ),
];
