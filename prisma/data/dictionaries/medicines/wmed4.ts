// UK medicines the checker did not read and now reads because a record then has something true to say (the
// unread-medicines round, wmed4). Each is cited to the product information read for it.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { REF_WMED4 } from "../../interactions/references-wmed4";
import { med, page } from "./build";

export const WMED4_MEDICINES: Medicine[] = [
  // Tablets for schistosomiasis and tapeworms, imported for named patients (Biltricide); its product information rules
  // out strong CYP450 inducers such as rifampicin, and a study puts it among CYP3A4's substrates
  // (medicine-classes-wmed4.ts), so St John's wort's record on those medicines reaches it.
  med("praziquantel", "Praziquantel", ["anthelmintic"], null, page(REF_WMED4.praziquantelSmpc), {
    brands: ["Biltricide"],
    also: [REF_WMED4.ketoconazolePraziquantel],
  }),
  // Capsules for lung fibrosis (Ofev) and, with docetaxel, a lung cancer (Vargatef). Its product information says it is
  // a P-gp substrate and names St John's wort among the strong P-gp inducers that lower its level, so it joins the
  // P-gp class (medicine-classes-wmed4.ts) rather than a one-off record.
  med("nintedanib", "Nintedanib", [], null, page(REF_WMED4.ofevInteractionsNl), {
    brands: ["Ofev", "Vargatef"],
    also: [REF_WMED4.ofevTheriaque],
  }),
];
