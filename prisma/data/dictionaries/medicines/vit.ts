// Medicines the vitamins' product information names that the dictionary lacked, each cited to the UK product
// information read for it.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { epar, med, page } from "./build";

export const VITAMIN_ROUND_MEDICINES: Medicine[] = [
  // A lubricant laxative sold in pharmacies; its own SmPC warns it can interfere with fat-soluble vitamins.
  med(
    "liquid-paraffin",
    "Liquid paraffin",
    ["laxative"],
    "as_needed",
    page({
      title: "Liquid Paraffin BP: summary of product characteristics",
      publisher: "UK SmPC, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/liquid-paraffin-bp-88993/summary-of-medicine-characteristics",
    }),
    { other: ["Paraffin oil"], otc: true },
  ),
  // A kinase inhibitor for plexiform neurofibromas in neurofibromatosis type 1; its capsules contain vitamin E
  // (D-alpha-tocopheryl), which UK vitamin E product information names.
  med("selumetinib", "Selumetinib", ["kinase-inhibitor"], "twice_daily", epar("koselugo", "Koselugo"), {
    brands: ["Koselugo"],
  }),
];
