// Glaucoma eye drops and tablets, and further steroid skin creams, from the most prescribed items in
// England. Timolol drops can be absorbed into the body and act there as a beta blocker (BNF), so they
// carry that class and the records on it. Combination drops cite the page of a component and list both.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { bnf, med } from "./build";

const GLAUCOMA = ["glaucoma-medicine"];
const TIMOLOL_PAGE = bnf("timolol-maleate", "Timolol");

const GLAUCOMA_MEDICINES: Medicine[] = [
  med("timolol", "Timolol", ["beta-blocker", "glaucoma-medicine"], null, TIMOLOL_PAGE, {
    brands: ["Timoptol", "Timoptol-LA", "Tiopex"],
    other: ["Timolol maleate", "Timolol eye drops"],
  }),
  med("latanoprost", "Latanoprost", GLAUCOMA, "once_daily", bnf("latanoprost"), {
    brands: ["Xalatan", "Monopost"],
  }),
  med("bimatoprost", "Bimatoprost", GLAUCOMA, "once_daily", bnf("bimatoprost"), { brands: ["Lumigan"] }),
  med("travoprost", "Travoprost", GLAUCOMA, "once_daily", bnf("travoprost"), { brands: ["Travatan"] }),
  med("tafluprost", "Tafluprost", GLAUCOMA, "once_daily", bnf("tafluprost"), { brands: ["Saflutan"] }),
  med("dorzolamide", "Dorzolamide", GLAUCOMA, null, bnf("dorzolamide"), { brands: ["Trusopt"] }),
  med("brinzolamide", "Brinzolamide", GLAUCOMA, "twice_daily", bnf("brinzolamide"), { brands: ["Azopt"] }),
  med("brimonidine", "Brimonidine", GLAUCOMA, "twice_daily", bnf("brimonidine-tartrate"), {
    brands: ["Alphagan"],
    other: ["Brimonidine tartrate"],
  }),
  med("acetazolamide", "Acetazolamide", GLAUCOMA, null, bnf("acetazolamide"), { brands: ["Diamox"] }),
  med(
    "dorzolamide-with-timolol",
    "Dorzolamide with timolol",
    ["beta-blocker", "glaucoma-medicine"],
    "twice_daily",
    TIMOLOL_PAGE,
    { brands: ["Cosopt"], components: ["dorzolamide", "timolol"] },
  ),
  med(
    "latanoprost-with-timolol",
    "Latanoprost with timolol",
    ["beta-blocker", "glaucoma-medicine"],
    "once_daily",
    TIMOLOL_PAGE,
    { brands: ["Xalacom"], components: ["latanoprost", "timolol"] },
  ),
  med(
    "bimatoprost-with-timolol",
    "Bimatoprost with timolol",
    ["beta-blocker", "glaucoma-medicine"],
    "once_daily",
    TIMOLOL_PAGE,
    { brands: ["Ganfort"], components: ["bimatoprost", "timolol"] },
  ),
  med(
    "travoprost-with-timolol",
    "Travoprost with timolol",
    ["beta-blocker", "glaucoma-medicine"],
    "once_daily",
    TIMOLOL_PAGE,
    { brands: ["DuoTrav"], components: ["travoprost", "timolol"] },
  ),
  med(
    "brinzolamide-with-timolol",
    "Brinzolamide with timolol",
    ["beta-blocker", "glaucoma-medicine"],
    "twice_daily",
    TIMOLOL_PAGE,
    { brands: ["Azarga"], components: ["brinzolamide", "timolol"] },
  ),
  med(
    "brimonidine-with-timolol",
    "Brimonidine with timolol",
    ["beta-blocker", "glaucoma-medicine"],
    "twice_daily",
    TIMOLOL_PAGE,
    { brands: ["Combigan"], components: ["brimonidine", "timolol"] },
  ),
];

const STEROID_SKIN_CREAMS: Medicine[] = [
  med(
    "fluocinolone-acetonide",
    "Fluocinolone acetonide",
    ["topical-corticosteroid"],
    null,
    bnf("fluocinolone-acetonide"),
    { brands: ["Synalar"], other: ["Fluocinolone"] },
  ),
  med("fludroxycortide", "Fludroxycortide", ["topical-corticosteroid"], null, bnf("fludroxycortide"), {
    brands: ["Haelan"],
    other: ["Flurandrenolone"],
  }),
  med("diflucortolone", "Diflucortolone", ["topical-corticosteroid"], null, bnf("diflucortolone-valerate"), {
    brands: ["Nerisone"],
    other: ["Diflucortolone valerate"],
  }),
];

export const EYE_AND_SKIN_MEDICINES: Medicine[] = [...GLAUCOMA_MEDICINES, ...STEROID_SKIN_CREAMS];
