// Cancer medicines taken by mouth that the dictionary did not read (the cancer-care round), each cited to a UK page
// that names it: an NHS England Cancer Drugs Fund form, or NICE and SMC advice. Both sit under the cancer class, so
// the standing cautions for people on cancer treatment reach them.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { REF_WNCI } from "../../interactions/references-wnci";
import { med, page } from "./build";

const ANTICANCER = ["anticancer"];

export const CANCER_CARE_ROUND_MEDICINES: Medicine[] = [
  // The Tibsovo brand is left out: no UK page read names it.
  med("ivosidenib", "Ivosidenib", ANTICANCER, null, page(REF_WNCI.cdfIvosidenib)),
  med("pemigatinib", "Pemigatinib", ANTICANCER, null, page(REF_WNCI.niceTa722Pemigatinib), {
    brands: ["Pemazyre"],
    also: [REF_WNCI.smcPemigatinib],
  }),
];
