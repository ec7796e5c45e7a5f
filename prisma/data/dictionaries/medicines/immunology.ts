// Specialist immune medicines a UK hospital or homecare service supplies: biological injections for
// severe asthma, eczema and allergy, further biologics and JAK inhibitors for psoriasis, arthritis and
// lupus, transplant medicines, and cystic fibrosis (CFTR modulator) tablets. Each cites its BNF drug
// monograph, or the EMA product information of the brand for the combinations and the newest medicines.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { bnf, epar, med } from "./build";

const BIOLOGIC = ["allergy-biologic"];
const IMMUNOSUPPRESSANT = ["immunosuppressant"];
const CFTR = ["cftr-modulator"];

const ASTHMA_ECZEMA_AND_ALLERGY: Medicine[] = [
  med("omalizumab", "Omalizumab", BIOLOGIC, null, bnf("omalizumab"), { brands: ["Xolair"] }),
  med("mepolizumab", "Mepolizumab", BIOLOGIC, null, bnf("mepolizumab"), { brands: ["Nucala"] }),
  med("benralizumab", "Benralizumab", BIOLOGIC, null, bnf("benralizumab"), { brands: ["Fasenra"] }),
  med("reslizumab", "Reslizumab", BIOLOGIC, null, bnf("reslizumab"), { brands: ["Cinqaero"] }),
  med("tezepelumab", "Tezepelumab", BIOLOGIC, null, bnf("tezepelumab"), { brands: ["Tezspire"] }),
  med("dupilumab", "Dupilumab", BIOLOGIC, null, bnf("dupilumab"), { brands: ["Dupixent"] }),
  med("tralokinumab", "Tralokinumab", BIOLOGIC, null, bnf("tralokinumab"), { brands: ["Adtralza"] }),
  med("lebrikizumab", "Lebrikizumab", BIOLOGIC, null, epar("ebglyss", "Ebglyss"), { brands: ["Ebglyss"] }),
];

const PSORIASIS_ARTHRITIS_AND_LUPUS: Medicine[] = [
  med("bimekizumab", "Bimekizumab", IMMUNOSUPPRESSANT, null, bnf("bimekizumab"), { brands: ["Bimzelx"] }),
  med("tildrakizumab", "Tildrakizumab", IMMUNOSUPPRESSANT, null, bnf("tildrakizumab"), {
    brands: ["Ilumetri"],
  }),
  med("brodalumab", "Brodalumab", IMMUNOSUPPRESSANT, null, bnf("brodalumab"), { brands: ["Kyntheum"] }),
  med("deucravacitinib", "Deucravacitinib", IMMUNOSUPPRESSANT, "once_daily", bnf("deucravacitinib"), {
    brands: ["Sotyktu"],
  }),
  med("abrocitinib", "Abrocitinib", IMMUNOSUPPRESSANT, "once_daily", bnf("abrocitinib"), {
    brands: ["Cibinqo"],
  }),
  med("anakinra", "Anakinra", IMMUNOSUPPRESSANT, "once_daily", bnf("anakinra"), { brands: ["Kineret"] }),
  med("canakinumab", "Canakinumab", IMMUNOSUPPRESSANT, null, bnf("canakinumab"), { brands: ["Ilaris"] }),
  med("belimumab", "Belimumab", IMMUNOSUPPRESSANT, null, bnf("belimumab"), { brands: ["Benlysta"] }),
  med("anifrolumab", "Anifrolumab", IMMUNOSUPPRESSANT, null, bnf("anifrolumab"), { brands: ["Saphnelo"] }),
];

const TRANSPLANT: Medicine[] = [
  med("belatacept", "Belatacept", IMMUNOSUPPRESSANT, null, bnf("belatacept"), { brands: ["Nulojix"] }),
  med("basiliximab", "Basiliximab", IMMUNOSUPPRESSANT, null, bnf("basiliximab"), { brands: ["Simulect"] }),
];

const CYSTIC_FIBROSIS: Medicine[] = [
  med("ivacaftor", "Ivacaftor", CFTR, "twice_daily", bnf("ivacaftor"), { brands: ["Kalydeco"] }),
  med("lumacaftor", "Lumacaftor", CFTR, null, epar("orkambi", "Orkambi")),
  med("tezacaftor", "Tezacaftor", CFTR, null, epar("symkevi", "Symkevi")),
  med("elexacaftor", "Elexacaftor", CFTR, null, epar("kaftrio", "Kaftrio")),
  med(
    "lumacaftor-with-ivacaftor",
    "Lumacaftor with ivacaftor",
    CFTR,
    "twice_daily",
    epar("orkambi", "Orkambi"),
    { brands: ["Orkambi"], components: ["lumacaftor", "ivacaftor"] },
  ),
  med("tezacaftor-with-ivacaftor", "Tezacaftor with ivacaftor", CFTR, null, epar("symkevi", "Symkevi"), {
    brands: ["Symkevi"],
    components: ["tezacaftor", "ivacaftor"],
  }),
  med(
    "ivacaftor-tezacaftor-elexacaftor",
    "Ivacaftor with tezacaftor and elexacaftor",
    CFTR,
    null,
    epar("kaftrio", "Kaftrio"),
    { brands: ["Kaftrio"], components: ["ivacaftor", "tezacaftor", "elexacaftor"] },
  ),
];

export const IMMUNOLOGY_MEDICINES: Medicine[] = [
  ...ASTHMA_ECZEMA_AND_ALLERGY,
  ...PSORIASIS_ARTHRITIS_AND_LUPUS,
  ...TRANSPLANT,
  ...CYSTIC_FIBROSIS,
];
