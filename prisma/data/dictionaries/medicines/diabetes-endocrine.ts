// Diabetes, thyroid, steroid, bone, pituitary, testosterone and kidney-mineral medicines. Chosen from the most prescribed items in England
// (NHSBSA Prescription Cost Analysis and English Prescribing Dataset) plus every member of the
// blood-glucose-lowering, thyroid, corticosteroid and bisphosphonate classes the knowledge base
// targets. Insulin doses and timings are individual, so every insulin's frequency is null.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { bnf, epar, med, nhs } from "./build";

const INSULIN_PAGE = nhs("insulin", "Insulin");

const INSULINS: Medicine[] = [
  med("insulin-aspart", "Insulin aspart", ["insulin"], null, INSULIN_PAGE, {
    brands: ["NovoRapid", "Fiasp", "Trurapi"],
  }),
  med("insulin-lispro", "Insulin lispro", ["insulin"], null, INSULIN_PAGE, {
    brands: ["Humalog", "Lyumjev"],
  }),
  med("insulin-glulisine", "Insulin glulisine", ["insulin"], null, INSULIN_PAGE, { brands: ["Apidra"] }),
  med("soluble-insulin", "Soluble insulin", ["insulin"], null, INSULIN_PAGE, {
    brands: ["Actrapid", "Humulin S"],
    other: ["Neutral insulin", "Regular insulin", "Human soluble insulin"],
  }),
  med("isophane-insulin", "Isophane insulin", ["insulin"], null, INSULIN_PAGE, {
    brands: ["Humulin I", "Insulatard"],
    other: ["NPH insulin"],
  }),
  med("biphasic-isophane-insulin", "Biphasic isophane insulin", ["insulin"], null, INSULIN_PAGE, {
    brands: ["Humulin M3"],
  }),
  med("biphasic-insulin-aspart", "Biphasic insulin aspart", ["insulin"], null, INSULIN_PAGE, {
    brands: ["NovoMix 30"],
  }),
  med("biphasic-insulin-lispro", "Biphasic insulin lispro", ["insulin"], null, INSULIN_PAGE, {
    brands: ["Humalog Mix25", "Humalog Mix50"],
  }),
  med("insulin-glargine", "Insulin glargine", ["insulin"], null, INSULIN_PAGE, {
    brands: ["Lantus", "Abasaglar", "Semglee", "Toujeo"],
  }),
  med("insulin-detemir", "Insulin detemir", ["insulin"], null, INSULIN_PAGE, { brands: ["Levemir"] }),
  med("insulin-degludec", "Insulin degludec", ["insulin"], null, INSULIN_PAGE, { brands: ["Tresiba"] }),
];

const OTHER_DIABETES: Medicine[] = [
  med("metformin", "Metformin", ["biguanide"], null, nhs("metformin"), {
    brands: ["Glucophage", "Glucophage SR", "Sukkarto SR"],
    other: ["Metformin hydrochloride"],
  }),
  med("gliclazide", "Gliclazide", ["sulfonylurea"], null, nhs("gliclazide"), {
    brands: ["Diamicron", "Diamicron MR"],
  }),
  med("glimepiride", "Glimepiride", ["sulfonylurea"], "once_daily", nhs("glimepiride"), {
    brands: ["Amaryl"],
  }),
  med("glipizide", "Glipizide", ["sulfonylurea"], null, bnf("glipizide")),
  med("tolbutamide", "Tolbutamide", ["sulfonylurea"], null, bnf("tolbutamide")),
  med("glibenclamide", "Glibenclamide", ["sulfonylurea"], "once_daily", bnf("glibenclamide"), {
    other: ["Glyburide"],
  }),
  med("sitagliptin", "Sitagliptin", ["dpp4-inhibitor"], "once_daily", nhs("sitagliptin"), {
    brands: ["Januvia"],
  }),
  med("linagliptin", "Linagliptin", ["dpp4-inhibitor"], "once_daily", nhs("linagliptin"), {
    brands: ["Trajenta"],
  }),
  med("alogliptin", "Alogliptin", ["dpp4-inhibitor"], "once_daily", nhs("alogliptin"), {
    brands: ["Vipidia"],
  }),
  med("saxagliptin", "Saxagliptin", ["dpp4-inhibitor"], "once_daily", nhs("saxagliptin"), {
    brands: ["Onglyza"],
  }),
  med("vildagliptin", "Vildagliptin", ["dpp4-inhibitor"], "twice_daily", bnf("vildagliptin"), {
    brands: ["Galvus"],
  }),
  med("dapagliflozin", "Dapagliflozin", ["sglt2-inhibitor"], "once_daily", nhs("dapagliflozin"), {
    brands: ["Forxiga"],
  }),
  med("empagliflozin", "Empagliflozin", ["sglt2-inhibitor"], "once_daily", nhs("empagliflozin"), {
    brands: ["Jardiance"],
  }),
  med("canagliflozin", "Canagliflozin", ["sglt2-inhibitor"], "once_daily", bnf("canagliflozin"), {
    brands: ["Invokana"],
  }),
  med("ertugliflozin", "Ertugliflozin", ["sglt2-inhibitor"], "once_daily", bnf("ertugliflozin"), {
    brands: ["Steglatro"],
  }),
  med(
    "sitagliptin-with-metformin",
    "Sitagliptin with metformin",
    ["dpp4-inhibitor", "biguanide"],
    "twice_daily",
    epar("janumet", "Janumet"),
    {
      brands: ["Janumet"],
      components: ["sitagliptin", "metformin"],
    },
  ),
  med(
    "dapagliflozin-with-metformin",
    "Dapagliflozin with metformin",
    ["sglt2-inhibitor", "biguanide"],
    "twice_daily",
    epar("xigduo", "Xigduo"),
    {
      brands: ["Xigduo"],
      components: ["dapagliflozin", "metformin"],
    },
  ),
  med(
    "empagliflozin-with-metformin",
    "Empagliflozin with metformin",
    ["sglt2-inhibitor", "biguanide"],
    "twice_daily",
    epar("synjardy", "Synjardy"),
    {
      brands: ["Synjardy"],
      components: ["empagliflozin", "metformin"],
    },
  ),
  med(
    "liraglutide",
    "Liraglutide",
    ["glp1-agonist", "weight-loss-medicine"],
    "once_daily",
    bnf("liraglutide"),
    {
      brands: ["Victoza", "Saxenda"],
    },
  ),
  med("semaglutide", "Semaglutide", ["glp1-agonist", "weight-loss-medicine"], null, bnf("semaglutide"), {
    brands: ["Ozempic", "Wegovy", "Rybelsus"],
  }),
  med("dulaglutide", "Dulaglutide", ["glp1-agonist"], "weekly", bnf("dulaglutide"), {
    brands: ["Trulicity"],
  }),
  med("exenatide", "Exenatide", ["glp1-agonist"], null, bnf("exenatide"), { brands: ["Byetta", "Bydureon"] }),
  med("lixisenatide", "Lixisenatide", ["glp1-agonist"], "once_daily", bnf("lixisenatide"), {
    brands: ["Lyxumia"],
  }),
  med("tirzepatide", "Tirzepatide", ["glp1-agonist", "weight-loss-medicine"], "weekly", bnf("tirzepatide"), {
    brands: ["Mounjaro"],
  }),
  med("pioglitazone", "Pioglitazone", ["thiazolidinedione"], "once_daily", nhs("pioglitazone"), {
    brands: ["Actos"],
  }),
  med("repaglinide", "Repaglinide", ["blood-glucose-lowering"], null, bnf("repaglinide"), {
    other: ["Enyglid"],
  }),
  med("nateglinide", "Nateglinide", ["blood-glucose-lowering"], "three_times_daily", bnf("nateglinide"), {
    brands: ["Starlix"],
  }),
  med("acarbose", "Acarbose", ["blood-glucose-lowering"], "three_times_daily", bnf("acarbose"), {
    brands: ["Glucobay"],
  }),
];

const THYROID_STEROIDS_AND_BONE: Medicine[] = [
  med("levothyroxine", "Levothyroxine", ["thyroid-hormone"], "once_daily", nhs("levothyroxine"), {
    brands: ["Eltroxin", "Evotrox"],
    other: ["Levothyroxine sodium", "Thyroxine", "L-thyroxine", "Synthroid"],
  }),
  med("liothyronine", "Liothyronine", ["thyroid-hormone"], null, bnf("liothyronine-sodium"), {
    other: ["Liothyronine sodium"],
  }),
  med("carbimazole", "Carbimazole", ["antithyroid"], null, nhs("carbimazole")),
  med("propylthiouracil", "Propylthiouracil", ["antithyroid"], null, bnf("propylthiouracil")),
  med("prednisolone", "Prednisolone", ["corticosteroid"], "once_daily", nhs("prednisolone"), {
    brands: ["Deltacortril", "Deltastab", "Dilacort", "Pevanti"],
  }),
  med("dexamethasone", "Dexamethasone", ["corticosteroid"], null, nhs("dexamethasone-tablets-and-liquid")),
  med(
    "hydrocortisone",
    "Hydrocortisone",
    ["corticosteroid", "topical-corticosteroid"],
    null,
    nhs("hydrocortisone"),
    {
      // Colifoam is the rectal foam for ulcerative colitis; HC45, a cream, is hydrocortisone-skin.
      brands: ["Plenadren", "Efmody", "Alkindi", "Colifoam"],
      otc: true,
    },
  ),
  med("methylprednisolone", "Methylprednisolone", ["corticosteroid"], null, bnf("methylprednisolone"), {
    brands: ["Medrone", "Depo-Medrone", "Solu-Medrone"],
  }),
  med(
    "betamethasone",
    "Betamethasone",
    ["corticosteroid", "topical-corticosteroid"],
    null,
    nhs("betamethasone-tablets"),
    {
      brands: ["Betnesol"],
    },
  ),
  med(
    "fludrocortisone",
    "Fludrocortisone",
    ["corticosteroid"],
    "once_daily",
    bnf("fludrocortisone-acetate"),
    {
      other: ["Fludrocortisone acetate"],
    },
  ),
  med("alendronic-acid", "Alendronic acid", ["bisphosphonate"], "weekly", nhs("alendronic-acid"), {
    brands: ["Fosamax", "Binosto"],
    other: ["Alendronate", "Alendronate sodium", "Sodium alendronate"],
  }),
  med(
    "alendronic-acid-with-colecalciferol",
    "Alendronic acid with colecalciferol",
    ["bisphosphonate"],
    "weekly",
    epar("adrovance", "Adrovance"),
    { brands: ["Adrovance", "Fosavance"], components: ["alendronic-acid", "colecalciferol"] },
  ),
  med("risedronate", "Risedronate", ["bisphosphonate"], null, nhs("risedronate"), {
    brands: ["Actonel"],
    other: ["Risedronate sodium", "Risedronic acid"],
  }),
  med("ibandronic-acid", "Ibandronic acid", ["bisphosphonate"], null, bnf("ibandronic-acid"), {
    brands: ["Bonviva"],
    other: ["Ibandronate"],
  }),
  med("zoledronic-acid", "Zoledronic acid", ["bisphosphonate"], null, bnf("zoledronic-acid"), {
    brands: ["Aclasta", "Zometa"],
    other: ["Zoledronate"],
  }),
  med(
    "raloxifene",
    "Raloxifene",
    ["selective-oestrogen-receptor-modulator"],
    "once_daily",
    bnf("raloxifene-hydrochloride"),
    {
      brands: ["Evista"],
    },
  ),
];

/** A fixed-dose diabetes combination, centrally authorised: cites the brand's EMA product information. */
function diabetesCombination(
  slug: string,
  name: string,
  classes: string[],
  frequency: "once_daily" | "twice_daily" | null,
  brand: string,
  eparPage: string,
  components: string[],
): Medicine {
  return med(slug, name, classes, frequency, epar(eparPage, brand), { brands: [brand], components });
}

const DIABETES_COMBINATIONS: Medicine[] = [
  diabetesCombination(
    "linagliptin-with-metformin",
    "Linagliptin with metformin",
    ["dpp4-inhibitor", "biguanide"],
    "twice_daily",
    "Jentadueto",
    "jentadueto",
    ["linagliptin", "metformin"],
  ),
  diabetesCombination(
    "vildagliptin-with-metformin",
    "Vildagliptin with metformin",
    ["dpp4-inhibitor", "biguanide"],
    "twice_daily",
    "Eucreas",
    "eucreas",
    ["vildagliptin", "metformin"],
  ),
  diabetesCombination(
    "saxagliptin-with-metformin",
    "Saxagliptin with metformin",
    ["dpp4-inhibitor", "biguanide"],
    "twice_daily",
    "Komboglyze",
    "komboglyze",
    ["saxagliptin", "metformin"],
  ),
  diabetesCombination(
    "alogliptin-with-metformin",
    "Alogliptin with metformin",
    ["dpp4-inhibitor", "biguanide"],
    "twice_daily",
    "Vipdomet",
    "vipdomet",
    ["alogliptin", "metformin"],
  ),
  diabetesCombination(
    "alogliptin-with-pioglitazone",
    "Alogliptin with pioglitazone",
    ["dpp4-inhibitor", "thiazolidinedione"],
    "once_daily",
    "Incresync",
    "incresync",
    ["alogliptin", "pioglitazone"],
  ),
  diabetesCombination(
    "pioglitazone-with-metformin",
    "Pioglitazone with metformin",
    ["thiazolidinedione", "biguanide"],
    "twice_daily",
    "Competact",
    "competact",
    ["pioglitazone", "metformin"],
  ),
  diabetesCombination(
    "canagliflozin-with-metformin",
    "Canagliflozin with metformin",
    ["sglt2-inhibitor", "biguanide"],
    "twice_daily",
    "Vokanamet",
    "vokanamet",
    ["canagliflozin", "metformin"],
  ),
  diabetesCombination(
    "ertugliflozin-with-metformin",
    "Ertugliflozin with metformin",
    ["sglt2-inhibitor", "biguanide"],
    "twice_daily",
    "Segluromet",
    "segluromet",
    ["ertugliflozin", "metformin"],
  ),
  diabetesCombination(
    "empagliflozin-with-linagliptin",
    "Empagliflozin with linagliptin",
    ["sglt2-inhibitor", "dpp4-inhibitor"],
    "once_daily",
    "Glyxambi",
    "glyxambi",
    ["empagliflozin", "linagliptin"],
  ),
  diabetesCombination(
    "dapagliflozin-with-saxagliptin",
    "Dapagliflozin with saxagliptin",
    ["sglt2-inhibitor", "dpp4-inhibitor"],
    "once_daily",
    "Qtern",
    "qtern",
    ["dapagliflozin", "saxagliptin"],
  ),
  diabetesCombination(
    "insulin-degludec-with-liraglutide",
    "Insulin degludec with liraglutide",
    ["insulin", "glp1-agonist"],
    "once_daily",
    "Xultophy",
    "xultophy",
    ["insulin-degludec", "liraglutide"],
  ),
  diabetesCombination(
    "insulin-glargine-with-lixisenatide",
    "Insulin glargine with lixisenatide",
    ["insulin", "glp1-agonist"],
    "once_daily",
    "Suliqua",
    "suliqua",
    ["insulin-glargine", "lixisenatide"],
  ),
];

const MORE_HORMONES_AND_BONE: Medicine[] = [
  med("deflazacort", "Deflazacort", ["corticosteroid"], "once_daily", bnf("deflazacort"), {
    brands: ["Calcort"],
  }),
  // Given every 6 months; low calcium and vitamin D must be put right first (calcium and vitamin D with it).
  med("denosumab", "Denosumab", ["osteoporosis-medicine"], null, bnf("denosumab"), {
    brands: ["Prolia", "Xgeva"],
  }),
  med("teriparatide", "Teriparatide", ["osteoporosis-medicine"], "once_daily", bnf("teriparatide"), {
    brands: ["Forsteo", "Terrosa", "Movymia", "Sondelbay"],
  }),
  med("romosozumab", "Romosozumab", ["osteoporosis-medicine"], null, bnf("romosozumab"), {
    brands: ["Evenity"],
  }),
  med("alfacalcidol", "Alfacalcidol", ["active-vitamin-d"], "once_daily", bnf("alfacalcidol"), {
    brands: ["One-Alpha"],
    other: ["1-alpha hydroxycholecalciferol"],
  }),
  med("calcitriol", "Calcitriol", ["active-vitamin-d"], null, bnf("calcitriol"), { brands: ["Rocaltrol"] }),
  med("paricalcitol", "Paricalcitol", ["active-vitamin-d"], null, bnf("paricalcitol"), {
    brands: ["Zemplar"],
  }),
  med("cabergoline", "Cabergoline", ["dopamine-agonist"], null, bnf("cabergoline"), {
    brands: ["Dostinex", "Cabaser"],
  }),
  med("bromocriptine", "Bromocriptine", ["dopamine-agonist"], null, bnf("bromocriptine"), {
    brands: ["Parlodel"],
  }),
  med("testosterone", "Testosterone", ["androgen"], null, bnf("testosterone"), {
    brands: ["Testogel", "Tostran", "Testavan", "Nebido", "Sustanon", "Sustanon 250"],
    other: ["Testosterone undecanoate", "Testosterone enantate"],
  }),
  med("sevelamer", "Sevelamer", ["phosphate-binder"], "three_times_daily", epar("renvela", "Renvela"), {
    brands: ["Renvela", "Renagel"],
    other: ["Sevelamer carbonate", "Sevelamer hydrochloride"],
  }),
  // An iron compound, but it binds phosphate in the gut: little of its iron is absorbed.
  med(
    "sucroferric-oxyhydroxide",
    "Sucroferric oxyhydroxide",
    ["phosphate-binder"],
    "three_times_daily",
    epar("velphoro", "Velphoro"),
    {
      brands: ["Velphoro"],
    },
  ),
];

export const DIABETES_ENDOCRINE_MEDICINES: Medicine[] = [
  ...INSULINS,
  ...OTHER_DIABETES,
  ...DIABETES_COMBINATIONS,
  ...THYROID_STEROIDS_AND_BONE,
  ...MORE_HORMONES_AND_BONE,
];
