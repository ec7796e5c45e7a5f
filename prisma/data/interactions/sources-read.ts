// What was read for each catalogue ingredient, and what came of it (docs/knowledge-base.md §1 and §5): the
// coverage table shows from this log which kinds of source were read and gave nothing, as well as those whose
// records cite them. Pages are given at the address they were read at; "records" lists the records that cite
// the page. tests/unit/interactions/knowledge-base-data.test.ts checks every id, slug and address.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF } from "./references";
import { REFN } from "./references-nutrients";
import { noUkProduct, records, READ_ON, ukProductInformation, type Page } from "./sources-read-page";
import { SOURCES_READ_HERBS } from "./sources-read-herbs";
import { SOURCES_READ_HERBS_2 } from "./sources-read-herbs-2";
import { SOURCES_READ_MORE } from "./sources-read-more";
import { SOURCES_READ_NUTRIENTS_2 } from "./sources-read-nutrients-2";
import { SOURCES_READ_SMPC_SJW } from "./sources-read-smpc-sjw";
import { SOURCES_READ_SMPC_SJW_2 } from "./sources-read-smpc-sjw-2";
import { NEOMAG_RECORDS, SOURCES_READ_MIN } from "./sources-read-min";
import { REF_MIN } from "./references-min";
import { SOURCES_READ_RX } from "./sources-read-rx";
import { SOURCES_READ_SMPC_CATIONS } from "./sources-read-smpc-cations";
import { SOURCES_READ_WCBD } from "./sources-read-wcbd";
import { SOURCES_READ_HERBS_A } from "./sources-read-herbs-a";
import { SOURCES_READ_HERBS_B } from "./sources-read-herbs-b";
import { SOURCES_READ_NUTRIENTS_3 } from "./sources-read-nutrients-3";
import { SOURCES_READ_ZERO } from "./sources-read-zero";
import { SOURCES_READ_CYP } from "./sources-read-cyp";
import { SOURCES_READ_VERIFY } from "./sources-read-verify";
import { SOURCES_READ_NCI } from "./sources-read-nci";
import { SOURCES_READ_HMPC } from "./sources-read-hmpc";
import { SOURCES_READ_VIT } from "./sources-read-vit";
import { SOURCES_READ_COND } from "./sources-read-cond";
import { SOURCES_READ_WCOND } from "./sources-read-wcond";
import { SOURCES_READ_WCND } from "./sources-read-wcnd";
import { SOURCES_READ_PAIRS } from "./sources-read-pairs";
import { SOURCES_READ_MEDSIDE } from "./sources-read-medside";
import { SOURCES_READ_WNUT } from "./sources-read-wnut";
import { SOURCES_READ_WHERB } from "./sources-read-wherb";
import { SOURCES_READ_WREST } from "./sources-read-wrest";
import { AMINOGLYCOSIDES } from "./nutrient-interactions-wcls";
import { SOURCES_READ_WCLS } from "./sources-read-wcls";
import { SOURCES_READ_WODS } from "./sources-read-wods";
import { SOURCES_READ_WGRP } from "./sources-read-wgrp";
import { SOURCES_READ_WMED2 } from "./sources-read-wmed2";
import { SOURCES_READ_WNCC } from "./sources-read-wncc";
import { SOURCES_READ_WHMPC } from "./sources-read-whmpc";
import { SOURCES_READ_WHERB4 } from "./sources-read-wherb4";
import { SOURCES_READ_WHERB5 } from "./sources-read-wherb5";
import { SOURCES_READ_WAUD } from "./sources-read-waud";
import { SOURCES_READ_WMED4 } from "./sources-read-wmed4";
import { SOURCES_READ_WMED5 } from "./sources-read-wmed5";
import { SOURCES_READ_WOTC2 } from "./sources-read-wotc2";
import { SOURCES_READ_WMED6 } from "./sources-read-wmed6";
import { SOURCES_READ_WMED7 } from "./sources-read-wmed7";
import { SOURCES_READ_WPROBE2 } from "./sources-read-wprobe2";
import { SOURCES_READ_WRYE } from "./sources-read-wrye";
import { SOURCES_READ_WX2 } from "./sources-read-wx2";
import { SOURCES_READ_P9 } from "./sources-read-p9";
import { SOURCES_READ_P12 } from "./sources-read-p12";
import { SOURCES_READ_P19 } from "./sources-read-p19";
import { SOURCES_READ_P23 } from "./sources-read-p23";
import { SOURCES_READ_WPAIR } from "./sources-read-wpair";
import { SOURCES_READ_WX1 } from "./sources-read-wx1";
import { SOURCES_READ_WEMA1 } from "./sources-read-wema1";
import { SOURCES_READ_WEMA2 } from "./sources-read-wema2";
import { SOURCES_READ_WMED8 } from "./sources-read-wmed8";
import { SOURCES_READ_WNUT2 } from "./sources-read-wnut2";
import { SOURCES_READ_WNUT3 } from "./sources-read-wnut3";
import { SOURCES_READ_WCN2 } from "./sources-read-wcn2";
import { SOURCES_READ_WCN3 } from "./sources-read-wcn3";
import { SOURCES_READ_WMHRA } from "./sources-read-wmhra";
import { SOURCES_READ_WNTR } from "./sources-read-wntr";
import { SOURCES_READ_WNCI2 } from "./sources-read-wnci2";
import { SOURCES_READ_WPI, withWpiNotes } from "./sources-read-wpi";
import { SOURCES_READ_WNHS1 } from "./sources-read-wnhs1";
import { SOURCES_READ_WCN4 } from "./sources-read-wcn4";
import { SOURCES_READ_WCN5 } from "./sources-read-wcn5";
import { SOURCES_READ_WFN } from "./sources-read-wfn";
import { SOURCES_READ_WFH } from "./sources-read-wfh";
import { SOURCES_READ_WHEP } from "./sources-read-whep";
import { SOURCES_READ_WMECH } from "./sources-read-wmech";
import { SOURCES_READ_WMET } from "./sources-read-wmet";
import { SOURCES_READ_WPLT } from "./sources-read-wplt";
import { SOURCES_READ_WSMPCV } from "./sources-read-wsmpcv";
import { SOURCES_READ_WSMPCM } from "./sources-read-wsmpcm";
import { SOURCES_READ_WNCCIH2 } from "./sources-read-wnccih2";
import { SOURCES_READ_WCN6 } from "./sources-read-wcn6";
import { SOURCES_READ_WCN7 } from "./sources-read-wcn7";
import { SOURCES_READ_WCN9 } from "./sources-read-wcn9";
import { SOURCES_READ_WCN10 } from "./sources-read-wcn10";
import { SOURCES_READ_WLAB } from "./sources-read-wlab";
import { SOURCES_READ_WCN8 } from "./sources-read-wcn8";
import { SOURCES_READ_WEX } from "./sources-read-wex";
import { SOURCES_READ_WCNS } from "./sources-read-wcns";
import { SOURCES_READ_WTHR } from "./sources-read-wthr";
import { SOURCES_READ_WTHR2 } from "./sources-read-wthr2";
import { SOURCES_READ_WPREG } from "./sources-read-wpreg";
import { SOURCES_READ_HERBAL_CLASS } from "./sources-read-herbal-class";
import { SOURCES_READ_WVER } from "./sources-read-wver";
import { SOURCES_READ_WVER2, withWver2Notes } from "./sources-read-wver2";
import { SOURCES_READ_WGAP } from "./sources-read-wgap";
import { SOURCES_READ_WGAP2 } from "./sources-read-wgap2";
import { SOURCES_READ_WNCI, withCancerCareNotes } from "./sources-read-wnci";
import { SOURCES_READ_WMEDS } from "./sources-read-wmeds";
import { SOURCES_READ_WQT } from "./sources-read-wqt";
import { SOURCES_READ_WSJW } from "./sources-read-wsjw";
import { SOURCES_READ_WMEDS2 } from "./sources-read-wmeds2";
import { SOURCES_READ_WZERO } from "./sources-read-wzero";
import { SOURCES_READ_WZERO2 } from "./sources-read-wzero2";
import { SOURCES_READ_WZERO3 } from "./sources-read-wzero3";
import { SOURCES_READ_WSS2 } from "./sources-read-wss2";
import { SOURCES_READ_WNEW } from "./sources-read-wnew";
import { SOURCES_READ_WHERBAUD, withAuditNotes } from "./sources-read-wherbaud";
import { SOURCES_READ_WVIT } from "./sources-read-wvit";
import { SOURCES_READ_WNHS2 } from "./sources-read-wnhs2";

const ADDITRACE: Page = {
  title: "Additrace concentrate for solution for infusion: summary of product characteristics",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/additrace/summary",
};
const ADDITRACE_NOTE =
  "The only licensed UK product found is Additrace, a trace-element infusion for intravenous feeding; the copy read stops at section 4.2.";

const LOGGED: SourceReadInput[] = withAuditNotes([
  ukProductInformation(
    "vitamin-a",
    {
      title: "Retinol and Colecalciferol 4500 IU/450 IU capsules: patient leaflet",
      publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/retinol-and-colecalciferol-4500-iu-450-iu-capsules-soft-87930/patient-leaflet",
    },
    {
      outcome: "not-readable",
      note: "Only the dosing part of the leaflet was in the copy read; its section on other medicines was not.",
    },
  ),
  ukProductInformation("thiamin", REFN.thiamineSmpc, records("di-thiamin-fluorouracil")),
  ukProductInformation("thiamin", REFN.vitaminBCompoundStrongSmpc, {
    outcome: "none-stated",
    note: "Section 4.5 of this B-vitamin tablet names only pyridoxine with plain levodopa.",
  }),
  ukProductInformation("riboflavin", REFN.vitaminBCompoundStrongSmpc, {
    outcome: "none-stated",
    note: "The only licensed UK product with riboflavin found; section 4.5 names only pyridoxine with plain levodopa.",
  }),
  ukProductInformation("niacin", REFN.vitaminBCompoundStrongSmpc, {
    outcome: "none-stated",
    note: "Nicotinamide, not nicotinic acid; section 4.5 names only pyridoxine with plain levodopa.",
  }),
  noUkProduct(
    "niacin",
    "The search found a New Zealand SmPC and the archived Scottish Medicines Consortium advice on Niaspan, but no current UK product information for nicotinic acid.",
  ),
  ukProductInformation("vitamin-b6", REFN.pyridoxine20Smpc, {
    ...records(
      "di-vitamin-b6-phenytoin",
      "di-vitamin-b6-phenobarbital",
      "ni-penicillamine-vitamin-b6",
      "ni-hydralazine-vitamin-b6",
      "ni-combined-hormonal-contraceptive-vitamin-b6",
    ),
    note: "Also names levodopa without a dopa-decarboxylase inhibitor (see the 50 mg entry) and isoniazid raising the need for pyridoxine: isoniazid is ni-isoniazid-vitamin-b6. Oral contraceptives are a class record, on the oestrogen-containing kind.",
  }),
  ukProductInformation("vitamin-b6", REFN.pyridoxine50Smpc, {
    ...records("ni-penicillamine-vitamin-b6", "ni-combined-hormonal-contraceptive-vitamin-b6"),
    note: "Pyridoxine may reduce the effect of levodopa unless a dopa decarboxylase inhibitor is also given; not written as a record because a record on levodopa also reaches co-careldopa and co-beneldopa, whose levodopa comes with one (the checker cannot yet tell levodopa alone from levodopa in those), so it would alarm for exactly the medicines the SmPC exempts. Isoniazid is ni-isoniazid-vitamin-b6; oral contraceptives are the class record ni-combined-hormonal-contraceptive-vitamin-b6. Swiss pyridoxine product information adds amiodarone (photosensitivity), di-vitamin-b6-amiodarone, and altretamine, not a UK medicine.",
  }),
  ukProductInformation("vitamin-b6", REFN.vitaminBCompoundStrongSmpc, {
    outcome: "stated-not-recorded",
    note: "Pyridoxine in doses well above the daily requirement with plain levodopa only; the SmPC says this does not apply when levodopa is combined with a peripheral decarboxylase inhibitor, as in co-careldopa and co-beneldopa.",
  }),
  noUkProduct(
    "biotin",
    "The search found Polish, German and Swiss biotin medicines (which warn that biotin upsets laboratory tests), but no UK product information.",
  ),
  ukProductInformation(
    "folic-acid",
    REFN.folicAcidSmpc,
    records("di-folic-acid-phenytoin", "di-folic-acid-enzyme-inducing-antiepileptic"),
  ),
  ukProductInformation("folic-acid", REFN.folicAcidEmcSmpc, {
    ...records(
      "di-folic-acid-zinc-sulfate",
      "di-folic-acid-fluorouracil",
      "di-folic-acid-colestyramine",
      "di-folic-acid-antacid",
      "di-folic-acid-methotrexate",
      "ni-sulfasalazine-folate",
      "ni-co-trimoxazole-folate",
      "ni-trimethoprim-folate",
      "ss-folic-acid-zinc",
    ),
    note: "Phenytoin, phenobarbital and primidone are covered by the records cited from the other folic acid SmPC; chloramphenicol is in the medicine dictionary only as eye drops and eye ointment. Zinc prescribed as a medicine (Solvazinc) has its own record since the nutrient SmPC audit, as the zinc supplement pair does not reach it.",
  }),
  ukProductInformation("vitamin-b12", REFN.cytaconSmpc, {
    ...records(
      "ni-metformin-vitamin-b12",
      "ni-colchicine-vitamin-b12",
      "ni-colestyramine-vitamin-b12",
      "ni-methyldopa-vitamin-b12",
      "ni-cimetidine-vitamin-b12",
      "ni-potassium-chloride-vitamin-b12",
      "ni-neomycin-vitamin-b12",
    ),
    note: "Para-aminosalicylic acid, also named, is not in the medicine dictionary (no UK page for it was read to add it); neomycin, named too, joined the dictionary in the wmed6 round and has its record since the wsmpcv round; what it says of chloramphenicol was cut off in the text read.",
  }),
  ukProductInformation("vitamin-b12", REFN.cobalinSmpc, {
    outcome: "stated-not-recorded",
    note: "Chloramphenicol and oral contraceptives, which the SmPC says are unlikely to be of clinical significance.",
  }),
  ukProductInformation("vitamin-c", REFN.ascorbicAcidSmpc, {
    ...records(
      "di-vitamin-c-desferrioxamine",
      "mc-vitamin-c-kidney-stones",
      "mc-vitamin-c-hyperoxaluria",
      "ni-phenobarbital-vitamin-c",
      "ni-primidone-vitamin-c",
    ),
    note: "Not recorded: cellulose sodium phosphate (not in the medicine dictionary) and the Clinistix test (a laboratory test, not a risk).",
  }),
  ukProductInformation("vitamin-c", REFN.ascorbicAcidLeaflet, {
    ...records("di-vitamin-c-desferrioxamine", "mc-vitamin-c-kidney-failure", "mc-vitamin-c-hyperoxaluria"),
    note: "The leaflet also lists amphetamines, contraceptives, aspirin, iron-containing medicines and antacids to tell the doctor about, without saying what happens; those are not recorded. Read again in the nutrient SmPC audit: it also names amygdalin ('vitamin B17'), which can cause cyanide toxicity with ascorbic acid; not recorded, as amygdalin is not a licensed medicine, not in the medicine dictionary, and no UK page for it could be read here to add it from. Being a regular smoker (talk to a doctor first) is an effect on the vitamin, not a risk.",
  }),
  ukProductInformation(
    "vitamin-d3",
    REFN.kalciposD,
    records(
      "di-vitamin-d3-cardiac-glycoside",
      "di-vitamin-d3-thiazide-diuretic",
      "ni-phenytoin-vitamin-d",
      "ni-prednisolone-vitamin-d",
      "ni-colestyramine-vitamin-d",
      "ni-orlistat-vitamin-d",
      // Added when the vitamins' round read section 4.5 again for every medicine it names.
      "ni-phenobarbital-vitamin-d",
      "di-vitamin-d3-corticosteroid",
      "ni-liquid-paraffin-vitamin-d",
    ),
  ),
  ukProductInformation(
    "vitamin-d3",
    REFN.colextraD3Leaflet,
    records(
      "di-vitamin-d3-cardiac-glycoside",
      "di-vitamin-d3-thiazide-diuretic",
      "ni-phenobarbital-vitamin-d",
      "ni-primidone-vitamin-d",
    ),
  ),
  ukProductInformation("vitamin-e", REFN.vitaminESuspensionSmpc, {
    ...records(
      "di-vitamin-e-warfarin",
      "di-vitamin-e-combined-hormonal-contraceptive",
      "di-vitamin-e-hrt",
      "ss-iron-vitamin-e",
      "mc-vitamin-e-vitamin-k-deficiency",
      "mc-vitamin-e-deep-vein-thrombosis",
      "mc-vitamin-e-pulmonary-embolism",
      "mc-vitamin-e-venous-thromboembolism",
    ),
    note: "Section 4.4 also asks for vitamin E levels to be monitored with colestyramine in cholestasis; di-vitamin-e-bile-acid-sequestrant comes from section 4.5 of another UK vitamin E SmPC. Its thrombosis warning for people predisposed gives the blood-clot records (DVT, pulmonary embolism and, since it joined the dictionary, venous thromboembolism); bleeding in vitamin K deficiency is not recorded (no such condition in the dictionary).",
  }),
  ukProductInformation(
    "vitamin-k1",
    {
      title:
        "Konakion MM / Phytomenadione 10 mg/1 ml solution for injection: summary of product characteristics",
      publisher: "electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/11708/smpc",
    },
    {
      outcome: "not-readable",
      note: "The part read covers reversing coumarin anticoagulants (section 4.2); sections 4.3 to 4.5 were not in it.",
    },
  ),
  ukProductInformation("calcium", REFN.kalciposD, {
    ...records(
      "di-calcium-digoxin",
      "di-calcium-levothyroxine",
      "di-calcium-thiazide-diuretic",
      "di-calcium-tetracycline",
      "di-calcium-fluoroquinolone",
      "di-calcium-bisphosphonate",
      "di-calcium-bendroflumethiazide",
      "ss-calcium-iron",
      "ss-calcium-zinc",
      "ni-calcium-iron",
      "ni-prednisolone-calcium",
      "di-calcium-dexamethasone",
      "di-calcium-methylprednisolone",
      "di-calcium-deflazacort",
    ),
    note: "Strontium ranelate and sodium fluoride, also named, are not in the medicine dictionary. Systemic corticosteroids: prednisolone, dexamethasone, methylprednisolone and deflazacort; hydrocortisone, betamethasone and triamcinolone are left out, as their entries also stand for creams, inhalers and nasal sprays, and budesonide for the gut, as the SmPC does not say whether it counts. Phenytoin and barbiturates, colestyramine, paraffin oil and orlistat are named for the vitamin D in the product.",
  }),
  ukProductInformation(
    "calcium",
    REFN.calcichewSmpc,
    records(
      "di-calcium-digoxin",
      "di-calcium-thiazide-diuretic",
      "di-calcium-tetracycline",
      "mc-calcium-severe-kidney-disease",
      "mc-calcium-multiple-myeloma",
      "mc-calcium-hypercalciuria",
      "mc-calcium-immobilisation",
      "mc-calcium-bone-metastases",
      "mc-calcium-vitamin-d-toxicity",
    ),
  ),
  ukProductInformation("magnesium", REFN.magnaspartateSmpc, {
    ...records(
      "di-magnesium-tetracycline",
      "mc-magnesium-severe-kidney-disease",
      "mc-magnesium-heart-block",
      "mc-magnesium-bradycardia",
    ),
    note: "Nitrofurantoin joins the dictionary's medicines bound by magnesium from this page; aminoquinolines, quinidine, cellulose sodium phosphate and edetate are not in the dictionary by those names.",
  }),
  ukProductInformation("magnesium", REF_MIN.neomagSmpc, {
    ...records(...NEOMAG_RECORDS, ...AMINOGLYCOSIDES.map((drug) => `ni-${drug}-magnesium`)),
    note: "Section 4.5 was read at the address without www (the copy with www stops at section 4.2). Absorption: tetracycline, aminoquinolines, nitrofurantoin, penicillamine, bisphosphonates and eltrombopag already had records; cellulose sodium phosphate, edetate disodium, fluorides, quinidine and nitroxoline are not in the dictionary. Magnesium losses: the PPIs, furosemide and bendroflumethiazide already had records; the aminoglycoside antibiotics are the dictionary's aminoglycoside class (gentamicin, tobramycin, amikacin); foscarnet and pentamidine (not in the dictionary) are not recorded.",
  }),
  ukProductInformation("iron", REFN.ferrousFumarateSmpc, {
    ...records(
      "di-iron-levothyroxine",
      "di-iron-levodopa",
      "di-iron-fluoroquinolone",
      "di-iron-bisphosphonate",
      "mc-iron-peptic-ulcer",
      "mc-iron-inflammatory-bowel-disease",
      "mc-iron-peptic-ulcer-tablet-strength",
      "mc-iron-inflammatory-bowel-disease-tablet-strength",
      "mc-iron-haemosiderosis",
      "mc-iron-paroxysmal-nocturnal-haemoglobinuria",
    ),
    note: "Penicillamine, entacapone and mycophenolate reach the class record on medicines iron binds through the medicine dictionary, which cites this page.",
  }),
  ukProductInformation("iron", REFN.galferSmpc, {
    ...records(
      "di-iron-tetracycline",
      "mc-iron-peptic-ulcer",
      "mc-iron-inflammatory-bowel-disease",
      "mc-iron-peptic-ulcer-tablet-strength",
      "mc-iron-inflammatory-bowel-disease-tablet-strength",
      "mc-iron-haemosiderosis",
      "mc-iron-haemoglobinopathy",
      "mc-iron-regular-blood-transfusions",
    ),
    note: "Dimercaprol, contraindicated in section 4.3, is not in the medicine dictionary. Haemosiderosis and haemoglobinopathies (4.3) have records since they joined the dictionary.",
  }),
  ukProductInformation("zinc", REFN.solvazincSmpc, {
    ...records(
      "di-zinc-tetracycline",
      "di-zinc-fluoroquinolone",
      "ss-copper-zinc",
      "ni-zinc-copper",
      "mc-zinc-copper-deficiency",
    ),
    note: "Trientine and penicillamine reach the class record on medicines zinc binds through the medicine dictionary; copper deficiency (section 4.3) is mc-zinc-copper-deficiency. Zinc reducing copper absorption (4.5) now also checks the zinc-copper pair and nutrient effect.",
  }),
  ...["copper", "selenium", "chromium", "manganese", "molybdenum"].map((ingredient) =>
    ukProductInformation(ingredient, ADDITRACE, { outcome: "not-readable", note: ADDITRACE_NOTE }),
  ),
  ukProductInformation("iodine", REFN.thysatSmpc, {
    ...records("mc-iodine-goitre"),
    note: "Potassium-sparing diuretics are named for the potassium of potassium iodide, not for iodine; the risk to people with thyrotoxicosis is what mc-iodine-thyroid-disease already says from the NHS and ODS pages. In the third nutrient SmPC audit, section 4.4's asymptomatic nodular goitre (not read before: goitre joined the conditions, under thyroid disease) became mc-iodine-goitre, asking, as the text concerns 50 mg tablets; latent Graves' disease reaches the thyroid record. RxReasoner's potassium iodide page also gives captopril and enalapril (hyperkalaemia) and quinidine (the heart effect of more potassium): the potassium salt, not iodine, so not recorded.",
  }),
  ukProductInformation("potassium", REF.potassiumChlorideSmpc, {
    ...records(
      "di-potassium-ace-inhibitor",
      "di-potassium-potassium-sparing-diuretic",
      "di-potassium-raises-potassium",
      "di-potassium-trimethoprim",
      "di-potassium-digoxin",
      "mc-potassium-haemolytic-anaemia",
      "mc-potassium-myotonia-congenita",
    ),
    note: "Section 4.4 also asks for checks in people receiving digitalis (di-potassium-digoxin), and for caution with a history of peptic ulcer, for potassium chloride medicines; no record, as the catalogue's potassium products give about 100 mg. Read again in the wsmpcm round: its caution with myotonia congenita (which joined the conditions) and severe haemolysis gave mc-potassium-myotonia-congenita and mc-potassium-haemolytic-anaemia, asking as mc-potassium-liver-disease does; monitoring the acid-base balance in acidosis names no dictionary condition and is not recorded.",
  }),
  ukProductInformation(
    "potassium",
    {
      title: "Slow-K 600 mg prolonged-release tablets: summary of product characteristics",
      publisher: "UK SmPC, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/slow-k-600-mg-prolonged-release-tablets-89555/summary-of-medicine-characteristics",
    },
    { outcome: "not-readable", note: "The copy read stops at section 4.2." },
  ),
  ukProductInformation(
    "potassium",
    {
      title: "Sando-K effervescent tablets: summary of product characteristics",
      publisher: "electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/959/smpc/print",
    },
    { outcome: "not-readable", note: "The copy read stops at section 4.2." },
  ),
  ukProductInformation("omega-3-fish-oil", REFN.omega3EthylEstersSmpc, {
    ...records("di-omega-3-fish-oil-warfarin", "di-omega-3-fish-oil-doac"),
    note: "Anticoagulant monitoring at the high dose of 4 capsules a day (about 3.4 g of EPA and DHA ethyl esters). The warfarin and DOAC records first applied from 5 g a day, the amount EFSA found not to raise bleeding; since 1 December 2026 they apply from the SmPC's own high dose, as the method has a licensed product's advice start at its own dose. The antiplatelet record keeps 5 g: this text names anticoagulants only.",
  }),

  noUkProduct(
    "glutamine",
    "The search found US medical-food and prescribing pages and an Australian listing, but no UK product information.",
  ),
  ukProductInformation("caffeine", REFN.proPlusSmpc, {
    ...records(
      "di-caffeine-disulfiram",
      "di-caffeine-antidepressant",
      "di-caffeine-antihypertensive",
      "mc-caffeine-arrhythmia",
      "mc-caffeine-anxiety",
      "di-caffeine-ephedrine",
      "di-caffeine-benzodiazepine",
      "di-caffeine-z-drug",
      "di-caffeine-lithium",
      "di-caffeine-clozapine",
      "di-caffeine-caffeine-containing",
    ),
    note: "Anxiolytics and sedatives, also named in section 4.3, are not written as class records on the whole groups: the dictionary's sedative class includes codeine painkillers, some sold with caffeine in them. The third nutrient SmPC audit added di-caffeine-benzodiazepine (the benzodiazepines are both) and di-caffeine-z-drug (sleeping tablets, sedatives with no caffeine products among them), and reads 'anxiolytics' as the medicines for anxiety. The p9 round made the two medicines the section names, lithium carbonate and clozapine, block caffeine tablets and supplements; they had asked. Section 4.2 (count caffeine from other sources, up to 400 mg a day) gives di-caffeine-caffeine-containing since the p21 round.",
  }),
  ukProductInformation(
    "caffeine",
    REF.pepCaffeineSmpc,
    records(
      "di-caffeine-pseudoephedrine",
      "di-caffeine-ephedrine",
      "di-caffeine-disulfiram",
      "di-caffeine-antidepressant",
      "di-caffeine-antihypertensive",
      // Theophylline, named too, was a record from other texts that asked; since the p9 round it cites this one and blocks.
      "di-caffeine-methylxanthine",
    ),
  ),
  ukProductInformation(
    "l-carnitine",
    REFN.levocarnitineSmpc,
    records(
      "di-l-carnitine-vitamin-k-antagonist",
      "di-l-carnitine-blood-glucose-lowering",
      "mc-l-carnitine-kidney-failure",
    ),
  ),
  ukProductInformation("l-carnitine", REFN.carnitorSmpc, records("di-l-carnitine-vitamin-k-antagonist")),
  ukProductInformation(
    "glucosamine",
    REFN.dolenioSmpc,
    records(
      "di-glucosamine-warfarin",
      "di-glucosamine-tetracycline",
      "mc-glucosamine-shellfish-allergy",
      "mc-glucosamine-asthma",
      "mc-glucosamine-diabetes",
    ),
  ),
  ukProductInformation("glucosamine", REFN.glucosamine625Smpc, records("mc-glucosamine-shellfish-allergy")),
  ukProductInformation("betaine", REFN.cystadaneSmpc, {
    ...records("di-betaine-vigabatrin", "di-betaine-gabapentinoid"),
    note: "Amino acid mixtures, also named, are not medicines in the dictionary. 'GABA analogues', first left as not specific enough, is written since the p7 round as gabapentin and pregabalin (a note to keep 30 minutes apart), as a blind probe read it.",
  }),
  ukProductInformation("nac", REFN.nacsysSmpc, records("mc-nac-asthma", "mc-nac-peptic-ulcer")),
  ukProductInformation("nac", REFN.nacsysLeaflet, {
    ...records(
      "di-nac-glyceryl-trinitrate",
      "di-nac-antibacterial",
      "di-nac-dextromethorphan",
      "di-nac-cough-suppressant",
      "ss-activated-charcoal-nac",
    ),
    note: "Cough suppressants are named as a group: the records are on dextromethorphan and, since the p12 round, codeine linctus (not codeine painkillers). Activated charcoal is also named: since the p12 round a supplement pair, as charcoal is sold as a supplement.",
  }),
  noUkProduct(
    "coq10",
    "Great Ormond Street Hospital's leaflet says ubiquinone oral liquid is not available in the UK and has to be imported; the SmPCs found are Portuguese and Italian. The Italian ones read (Ubimaior, Ubiten, Ubidex, Ubivis, Decorenone: ubidecarenone 10 to 50 mg) say no interactions are known (section 4.5); on pregnancy and breastfeeding they give mc-coq10-pregnancy and mc-coq10-breastfeeding.",
  ),
  {
    ingredient: "coq10",
    kind: "nhs",
    title: "Ubiquinone 30 mg in 5 ml oral solution (medicines information for families)",
    publisher: "Great Ormond Street Hospital for Children NHS Foundation Trust",
    url: "https://www.gosh.nhs.uk/medical-information-0/medicines-information/ubiquinone-30mg-5ml-oral-solution",
    dateRead: READ_ON,
    outcome: "stated-not-recorded",
    note: "Asks people who are pregnant or breastfeeding, or have type 1 diabetes or liver problems, to discuss ubiquinone with their doctor; written for children given imported ubiquinone, and not yet a record.",
  },
  noUkProduct(
    "arginine",
    "The search found an Australian injection, a Canadian natural health product monograph and US pages, but no UK product information. Italy's Bioarginina (arginine hydrochloride 20 g infusion for hyperammonaemia) says no interactions are known and contraindicates hyperchloraemic acidosis and impaired kidney function; it is not recorded, as it is written for intravenous doses far above a supplement's.",
  ),
  ...SOURCES_READ_HERBS,
  ...SOURCES_READ_HERBS_2,
  ...SOURCES_READ_MORE,
  ...SOURCES_READ_NUTRIENTS_2,
  ...SOURCES_READ_SMPC_SJW,
  ...SOURCES_READ_SMPC_SJW_2,
  ...SOURCES_READ_NCI,
  ...SOURCES_READ_MIN,
  ...SOURCES_READ_RX,
  ...SOURCES_READ_SMPC_CATIONS,
  ...SOURCES_READ_WCBD,
  ...SOURCES_READ_HERBS_A,
  ...SOURCES_READ_HERBS_B,
  ...SOURCES_READ_NUTRIENTS_3,
  ...SOURCES_READ_ZERO,
  ...SOURCES_READ_CYP,
  ...SOURCES_READ_VERIFY,
  ...SOURCES_READ_HMPC,
  ...SOURCES_READ_VIT,
  ...SOURCES_READ_COND,
  ...SOURCES_READ_WCOND,
  ...SOURCES_READ_WCND,
  ...SOURCES_READ_PAIRS,
  ...SOURCES_READ_MEDSIDE,
  ...SOURCES_READ_WNUT,
  ...SOURCES_READ_WHERB,
  ...SOURCES_READ_WCLS,
  ...SOURCES_READ_WREST,
  ...SOURCES_READ_WODS,
  ...SOURCES_READ_WGRP,
  ...SOURCES_READ_WMED2,
  ...SOURCES_READ_WNCC,
  ...SOURCES_READ_WHMPC,
  ...SOURCES_READ_WHERB4,
  ...SOURCES_READ_WHERB5,
  ...SOURCES_READ_WQT,
  ...SOURCES_READ_WAUD,
  ...SOURCES_READ_WMED4,
  ...SOURCES_READ_WMED5,
  ...SOURCES_READ_WOTC2,
  ...SOURCES_READ_WMED6,
  ...SOURCES_READ_WMED7,
  ...SOURCES_READ_WPROBE2,
  ...SOURCES_READ_WRYE,
  ...SOURCES_READ_WX2,
  ...SOURCES_READ_P9,
  ...SOURCES_READ_P12,
  ...SOURCES_READ_P19,
  ...SOURCES_READ_P23,
  ...SOURCES_READ_WPAIR,
  ...SOURCES_READ_WX1,
  ...SOURCES_READ_WEMA1,
  ...SOURCES_READ_WEMA2,
  ...SOURCES_READ_WMED8,
  ...SOURCES_READ_WNUT2,
  ...SOURCES_READ_WNUT3,
  ...SOURCES_READ_WCN2,
  ...SOURCES_READ_WCN3,
  ...SOURCES_READ_WCN4,
  ...SOURCES_READ_WCN5,
  ...SOURCES_READ_WFH,
  ...SOURCES_READ_WHEP,
  ...SOURCES_READ_WMECH,
  ...SOURCES_READ_WMET,
  ...SOURCES_READ_WPLT,
  ...SOURCES_READ_WSMPCV,
  ...SOURCES_READ_WSMPCM,
  ...SOURCES_READ_WNCCIH2,
  ...SOURCES_READ_WCN6,
  ...SOURCES_READ_WCN7,
  ...SOURCES_READ_WCN9,
  ...SOURCES_READ_WCN10,
  ...SOURCES_READ_WLAB,
  ...SOURCES_READ_WCN8,
  ...SOURCES_READ_WEX,
  ...SOURCES_READ_WCNS,
  ...SOURCES_READ_WNCI,
  ...SOURCES_READ_WSJW,
  ...SOURCES_READ_WMEDS2,
  ...SOURCES_READ_WMEDS,
  ...SOURCES_READ_WZERO,
  ...SOURCES_READ_WZERO2,
  ...SOURCES_READ_WZERO3,
  ...SOURCES_READ_WSS2,
  ...SOURCES_READ_WVIT,
  ...SOURCES_READ_WNHS2,
  ...SOURCES_READ_WNEW,
  ...SOURCES_READ_WHERBAUD,
  ...SOURCES_READ_WTHR,
  ...SOURCES_READ_WTHR2,
  ...SOURCES_READ_WPREG,
  ...SOURCES_READ_HERBAL_CLASS,
  ...SOURCES_READ_WVER,
  ...SOURCES_READ_WVER2,
  ...SOURCES_READ_WGAP,
  ...SOURCES_READ_WGAP2,
  ...SOURCES_READ_WMHRA,
  ...SOURCES_READ_WNTR,
  ...SOURCES_READ_WNCI2,
  ...SOURCES_READ_WNHS1,
  ...SOURCES_READ_WPI,
  ...SOURCES_READ_WFN,
]);

export const SOURCES_READ: SourceReadInput[] = withWpiNotes(withCancerCareNotes(withWver2Notes(LOGGED)));
