// References first cited by the second round of St John's wort records read from other medicines' product
// information (drug-interactions-part-16.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_SMPC_SJW_2 = {
  /** Zolpidem (Stilnoct text): its effect is decreased with CYP3A4 inducers such as rifampicin and St John's wort; Cmax and AUC 33.7% and 30.0% lower. */
  zolpidemInteractions: {
    title: "Zolpidem: interactions, from the product information for Stilnoct (zolpidem)",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/zolpidem/precautions",
  },
  /** Zopiclone: levels may be decreased with CYP3A4 inducers such as rifampicin, carbamazepine, phenobarbital, phenytoin and St John's wort; a dose increase may be required. */
  zopicloneInteractions: {
    title: "Zopiclone: interactions (CYP3A4 inhibitors, CYP3A4 inducers), from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://www.rxreasoner.com/substances/zopiclone/precautions",
  },
  /** Revatio: efficacy of sildenafil should be closely monitored with potent CYP3A4 inducers such as carbamazepine, phenytoin, phenobarbital, St John's wort and rifampicin. */
  revatioInteractions: {
    title:
      "Revatio POS (sildenafil) for pulmonary arterial hypertension: full prescribing information, drug interactions (Pfizer)",
    publisher: "MIMS Indonesia (copy of Pfizer's product information)",
    url: "https://www.mims.com/indonesia/drug/info/revatio%20pos/drug-interactions",
  },
  /** Apremilast-Mepha (in French): use with strong CYP450 inducers, e.g. rifampicin, phenobarbital, carbamazepine, phenytoin and St John's wort ("millepertuis"), is not recommended. */
  apremilastMephaFrench: {
    title: "Apremilast-Mepha (apremilast): Swiss product information in French, Interactions",
    publisher: "ch.oddb.org (copy of Swiss product information)",
    url: "https://ch.oddb.org:443/fr/gcc/fachinfo/reg/69498/chapter/interactions",
  },
} satisfies Record<string, Reference>;
