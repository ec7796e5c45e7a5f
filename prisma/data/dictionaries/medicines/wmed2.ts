// Medicines that the nutrients' UK product information names and the dictionary lacked (the wmed2 round), each
// cited to the UK product information read for it; the records their texts state are in drug-interactions-part-40.ts.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { REF_WMED2 } from "../../interactions/references-wmed2";
import { med, page } from "./build";

export const WMED2_MEDICINES: Medicine[] = [
  // A hospital infusion every three weeks for bowel cancer; section 4.4 calls it a cytotoxic agent.
  med("raltitrexed", "Raltitrexed", ["cytotoxic-chemotherapy"], null, page(REF_WMED2.tomudexSmpc), {
    brands: ["Tomudex"],
  }),
  // An injection for arsenic, mercury or gold poisoning; StatPearls puts it in the chelating class and says it was
  // the copper-removing treatment for Wilson disease before penicillamine and trientine.
  med("dimercaprol", "Dimercaprol", ["chelating-agent"], null, page(REF_WMED2.dimercaprolSmpc), {
    other: ["BAL", "British anti-Lewisite"],
    also: [REF_WMED2.dimercaprolStatPearls],
  }),
  // Capsules for prostate cancer; the UK leaflet (section 1) says it is one of the cytotoxics.
  med("estramustine", "Estramustine", ["cytotoxic-chemotherapy"], null, page(REF_WMED2.estracytLeaflet), {
    brands: ["Estracyt"],
    other: ["Estramustine phosphate"],
  }),
  // Tablets for toxoplasmosis (UK leaflet, section 1: an antiprotozoal); Swiss folic acid product information names
  // it among the folate antagonists.
  med("pyrimethamine", "Pyrimethamine", ["folate-antagonist"], null, page(REF_WMED2.daraprimLeaflet), {
    brands: ["Daraprim"],
    also: [REF_WMED2.daraprimSmpc, REF_WMED2.andreaFolFolateAntagonists],
  }),
  // A hospital injection for Wilms' tumour, some sarcomas and other cancers; section 4.1 calls it "a cytotoxic,
  // antineoplastic antibiotic". Vitamin D product information names it as actinomycin.
  med("dactinomycin", "Dactinomycin", ["cytotoxic-chemotherapy"], null, page(REF_WMED2.cosmegenSmpc), {
    brands: ["Cosmegen"],
    other: ["Actinomycin D", "Actinomycin"],
  }),
  // An injection for status epilepticus and seizures, and in place of oral phenytoin; section 2 says its active
  // metabolite is phenytoin, so it is given phenytoin's groups.
  med(
    "fosphenytoin",
    "Fosphenytoin",
    ["antiepileptic", "enzyme-inducing-antiepileptic"],
    null,
    page(REF_WMED2.proEpanutinSmpc),
    { brands: ["Pro-Epanutin"], other: ["Fosphenytoin sodium"] },
  ),
  // UK tablets for Paget's disease (Didronel) and, cycled with calcium, osteoporosis; Nursing Times classes it
  // with the bisphosphonates. UK calcium antacid leaflets name it among the bisphosphonates.
  med("etidronate", "Etidronate", ["bisphosphonate"], null, page(REF_WMED2.didronelLeaflet), {
    brands: ["Didronel"],
    other: ["Disodium etidronate", "Etidronate disodium"],
    also: [REF_WMED2.didronelPmoNursingTimes],
  }),
];
