// Further cancer medicines given by UK cancer services: chemotherapy given in hospital, proteasome
// inhibitors for myeloma, kinase inhibitors, and antibody and antibody-drug conjugate infusions. Each
// cites its BNF drug monograph, or the EMA product information of the brand for the newest ones. All
// sit under the cancer class, whose standing caution asks people to tell their cancer team first.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { bnf, epar, med } from "./build";

const CHEMO = ["cytotoxic-chemotherapy"];
const KINASE = ["kinase-inhibitor"];
const ANTICANCER = ["anticancer"];

const CHEMOTHERAPY: Medicine[] = [
  med("azacitidine", "Azacitidine", CHEMO, null, bnf("azacitidine"), { brands: ["Vidaza"] }),
  med("decitabine", "Decitabine", CHEMO, null, bnf("decitabine"), { brands: ["Dacogen"] }),
  med("cytarabine", "Cytarabine", CHEMO, null, bnf("cytarabine")),
  med("pemetrexed", "Pemetrexed", CHEMO, null, bnf("pemetrexed"), { brands: ["Alimta"] }),
  med("vinorelbine", "Vinorelbine", CHEMO, null, bnf("vinorelbine"), { brands: ["Navelbine"] }),
  med("eribulin", "Eribulin", CHEMO, null, bnf("eribulin"), { brands: ["Halaven"] }),
  med("cabazitaxel", "Cabazitaxel", CHEMO, null, bnf("cabazitaxel"), { brands: ["Jevtana"] }),
  med("bleomycin", "Bleomycin", CHEMO, null, bnf("bleomycin")),
  med("dacarbazine", "Dacarbazine", CHEMO, null, bnf("dacarbazine")),
  med("ifosfamide", "Ifosfamide", CHEMO, null, bnf("ifosfamide")),
  med("mitomycin", "Mitomycin", CHEMO, null, bnf("mitomycin")),
  med("topotecan", "Topotecan", CHEMO, null, bnf("topotecan"), { brands: ["Hycamtin"] }),
  med("lomustine", "Lomustine", CHEMO, null, bnf("lomustine")),
  med("procarbazine", "Procarbazine", CHEMO, null, bnf("procarbazine")),
];

const MYELOMA: Medicine[] = [
  med("bortezomib", "Bortezomib", ANTICANCER, null, bnf("bortezomib"), { brands: ["Velcade"] }),
  med("carfilzomib", "Carfilzomib", ANTICANCER, null, bnf("carfilzomib"), { brands: ["Kyprolis"] }),
  med("ixazomib", "Ixazomib", ANTICANCER, null, bnf("ixazomib"), { brands: ["Ninlaro"] }),
];

const KINASE_INHIBITORS: Medicine[] = [
  med("midostaurin", "Midostaurin", KINASE, "twice_daily", bnf("midostaurin"), { brands: ["Rydapt"] }),
  med("gilteritinib", "Gilteritinib", KINASE, "once_daily", bnf("gilteritinib"), { brands: ["Xospata"] }),
  med("selpercatinib", "Selpercatinib", KINASE, "twice_daily", bnf("selpercatinib"), {
    brands: ["Retsevmo"],
  }),
  med("larotrectinib", "Larotrectinib", KINASE, "twice_daily", bnf("larotrectinib"), {
    brands: ["Vitrakvi"],
  }),
  med("entrectinib", "Entrectinib", KINASE, "once_daily", bnf("entrectinib"), { brands: ["Rozlytrek"] }),
  med("fedratinib", "Fedratinib", KINASE, "once_daily", bnf("fedratinib"), { brands: ["Inrebic"] }),
  med("cobimetinib", "Cobimetinib", KINASE, null, bnf("cobimetinib"), { brands: ["Cotellic"] }),
  med("idelalisib", "Idelalisib", KINASE, "twice_daily", bnf("idelalisib"), { brands: ["Zydelig"] }),
  med("alpelisib", "Alpelisib", KINASE, "once_daily", bnf("alpelisib"), { brands: ["Piqray"] }),
  med("capmatinib", "Capmatinib", KINASE, "twice_daily", epar("tabrecta", "Tabrecta"), {
    brands: ["Tabrecta"],
  }),
  med("tepotinib", "Tepotinib", KINASE, "once_daily", epar("tepmetko", "Tepmetko"), { brands: ["Tepmetko"] }),
  med("tivozanib", "Tivozanib", KINASE, null, epar("fotivda", "Fotivda"), { brands: ["Fotivda"] }),
  med("capivasertib", "Capivasertib", KINASE, null, epar("truqap", "Truqap"), { brands: ["Truqap"] }),
  med("pirtobrutinib", "Pirtobrutinib", KINASE, "once_daily", epar("jaypirca", "Jaypirca"), {
    brands: ["Jaypirca"],
  }),
];

const OTHER_TARGETED: Medicine[] = [
  med("sotorasib", "Sotorasib", ANTICANCER, "once_daily", bnf("sotorasib"), { brands: ["Lumykras"] }),
  med("talazoparib", "Talazoparib", ANTICANCER, "once_daily", bnf("talazoparib"), { brands: ["Talzenna"] }),
  med("elacestrant", "Elacestrant", ANTICANCER, "once_daily", epar("orserdu", "Orserdu"), {
    brands: ["Orserdu"],
  }),
  med("relugolix", "Relugolix", ANTICANCER, "once_daily", epar("orgovyx", "Orgovyx"), {
    brands: ["Orgovyx"],
  }),
];

const ANTIBODIES: Medicine[] = [
  med("daratumumab", "Daratumumab", ANTICANCER, null, bnf("daratumumab"), { brands: ["Darzalex"] }),
  med("isatuximab", "Isatuximab", ANTICANCER, null, epar("sarclisa", "Sarclisa"), { brands: ["Sarclisa"] }),
  med("obinutuzumab", "Obinutuzumab", ANTICANCER, null, bnf("obinutuzumab"), { brands: ["Gazyvaro"] }),
  med("panitumumab", "Panitumumab", ANTICANCER, null, bnf("panitumumab"), { brands: ["Vectibix"] }),
  med("ramucirumab", "Ramucirumab", ANTICANCER, null, bnf("ramucirumab"), { brands: ["Cyramza"] }),
  med("cemiplimab", "Cemiplimab", ANTICANCER, null, bnf("cemiplimab"), { brands: ["Libtayo"] }),
  med("avelumab", "Avelumab", ANTICANCER, null, bnf("avelumab"), { brands: ["Bavencio"] }),
  med("dostarlimab", "Dostarlimab", ANTICANCER, null, bnf("dostarlimab"), { brands: ["Jemperli"] }),
  med("blinatumomab", "Blinatumomab", ANTICANCER, null, bnf("blinatumomab"), { brands: ["Blincyto"] }),
  med("trastuzumab-emtansine", "Trastuzumab emtansine", ANTICANCER, null, bnf("trastuzumab-emtansine"), {
    brands: ["Kadcyla"],
  }),
  med("trastuzumab-deruxtecan", "Trastuzumab deruxtecan", ANTICANCER, null, bnf("trastuzumab-deruxtecan"), {
    brands: ["Enhertu"],
  }),
  med("sacituzumab-govitecan", "Sacituzumab govitecan", ANTICANCER, null, epar("trodelvy", "Trodelvy"), {
    brands: ["Trodelvy"],
  }),
  med("brentuximab-vedotin", "Brentuximab vedotin", ANTICANCER, null, epar("adcetris", "Adcetris"), {
    brands: ["Adcetris"],
    // How formularies list it ("Brentuximab injection").
    other: ["Brentuximab"],
  }),
  med("polatuzumab-vedotin", "Polatuzumab vedotin", ANTICANCER, null, epar("polivy", "Polivy"), {
    brands: ["Polivy"],
  }),
  med("enfortumab-vedotin", "Enfortumab vedotin", ANTICANCER, null, epar("padcev", "Padcev"), {
    brands: ["Padcev"],
  }),
];

export const TARGETED_CANCER_MEDICINES: Medicine[] = [
  ...CHEMOTHERAPY,
  ...MYELOMA,
  ...KINASE_INHIBITORS,
  ...OTHER_TARGETED,
  ...ANTIBODIES,
];
