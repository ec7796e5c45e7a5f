// Diabetes, thyroid, steroid and bone medicines. Chosen from the most prescribed items in England
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
    brands: ["Lantus", "Abasaglar", "Toujeo"],
  }),
  med("insulin-detemir", "Insulin detemir", ["insulin"], null, INSULIN_PAGE, { brands: ["Levemir"] }),
  med("insulin-degludec", "Insulin degludec", ["insulin"], null, INSULIN_PAGE, { brands: ["Tresiba"] }),
];

const OTHER_DIABETES: Medicine[] = [
  med("metformin", "Metformin", ["biguanide"], null, nhs("metformin"), {
    brands: ["Glucophage", "Glucophage SR"],
    other: ["Metformin hydrochloride"],
  }),
  med("gliclazide", "Gliclazide", ["sulfonylurea"], null, nhs("gliclazide")),
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
  med("repaglinide", "Repaglinide", ["blood-glucose-lowering"], null, bnf("repaglinide")),
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
      brands: ["Plenadren", "Alkindi"],
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
      brands: ["Betnovate", "Betnesol"],
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

export const DIABETES_ENDOCRINE_MEDICINES: Medicine[] = [
  ...INSULINS,
  ...OTHER_DIABETES,
  ...THYROID_STEROIDS_AND_BONE,
];
