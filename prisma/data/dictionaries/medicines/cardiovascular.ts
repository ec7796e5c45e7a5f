// Heart, blood pressure, blood clotting and cholesterol medicines. Chosen from the most prescribed
// items in England (NHSBSA Prescription Cost Analysis and English Prescribing Dataset) plus every
// member of the classes the knowledge base targets (anticoagulants, antiplatelets, ACE inhibitors,
// ARBs, diuretics, beta blockers, calcium channel blockers, statins). Frequencies are the usual adult
// ones on the cited page; null where they depend on the form or the condition treated.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { bnf, epar, med, nhs } from "./build";

const ANTICOAGULANTS_AND_ANTIPLATELETS: Medicine[] = [
  med("warfarin", "Warfarin", ["vitamin-k-antagonist"], "once_daily", nhs("warfarin"), {
    brands: ["Marevan"],
    other: ["Warfarin sodium", "Coumadin"],
  }),
  med("acenocoumarol", "Acenocoumarol", ["vitamin-k-antagonist"], "once_daily", bnf("acenocoumarol"), {
    brands: ["Sinthrome"],
    other: ["Nicoumalone"],
  }),
  med("apixaban", "Apixaban", ["doac"], "twice_daily", nhs("apixaban"), { brands: ["Eliquis"] }),
  med("rivaroxaban", "Rivaroxaban", ["doac"], "once_daily", nhs("rivaroxaban"), { brands: ["Xarelto"] }),
  med("edoxaban", "Edoxaban", ["doac"], "once_daily", nhs("edoxaban"), { brands: ["Lixiana"] }),
  med("dabigatran", "Dabigatran", ["doac"], "twice_daily", nhs("dabigatran"), {
    brands: ["Pradaxa"],
    other: ["Dabigatran etexilate"],
  }),
  med("enoxaparin", "Enoxaparin", ["heparin", "raises-potassium"], null, bnf("enoxaparin-sodium"), {
    brands: ["Clexane", "Inhixa"],
    other: ["Enoxaparin sodium"],
  }),
  med("dalteparin", "Dalteparin", ["heparin", "raises-potassium"], "once_daily", bnf("dalteparin-sodium"), {
    brands: ["Fragmin"],
    other: ["Dalteparin sodium"],
  }),
  med("tinzaparin", "Tinzaparin", ["heparin", "raises-potassium"], "once_daily", bnf("tinzaparin-sodium"), {
    brands: ["Innohep"],
    other: ["Tinzaparin sodium"],
  }),
  med("clopidogrel", "Clopidogrel", ["antiplatelet"], "once_daily", nhs("clopidogrel"), {
    brands: ["Plavix"],
  }),
  med("prasugrel", "Prasugrel", ["antiplatelet"], "once_daily", bnf("prasugrel"), { brands: ["Efient"] }),
  med("ticagrelor", "Ticagrelor", ["antiplatelet"], "twice_daily", nhs("ticagrelor"), {
    brands: ["Brilique"],
  }),
  med("dipyridamole", "Dipyridamole", ["antiplatelet"], "twice_daily", nhs("dipyridamole"), {
    brands: ["Persantin"],
  }),
  med("cilostazol", "Cilostazol", ["antiplatelet"], "twice_daily", bnf("cilostazol"), { brands: ["Pletal"] }),
  med("fondaparinux", "Fondaparinux", ["anticoagulant"], "once_daily", bnf("fondaparinux-sodium"), {
    brands: ["Arixtra"],
    other: ["Fondaparinux sodium"],
  }),
  // One entry for aspirin at any dose: low-dose aspirin is an antiplatelet, analgesic doses are an NSAID.
  med("aspirin", "Aspirin", ["antiplatelet", "nsaid"], null, nhs("low-dose-aspirin", "Low-dose aspirin"), {
    brands: ["Nu-Seals", "Caprin", "Disprin", "Disprin Direct", "Maximum Strength Aspro Clear"],
    other: ["Low-dose aspirin", "Acetylsalicylic acid", "Aspirin low dose", "Baby aspirin"],
    otc: true,
    also: [
      {
        title:
          "Maximum Strength Aspro Clear (acetylsalicylic acid 500 mg): summary of product characteristics",
        publisher: "Drugs.com (UK edition)",
        url: "https://www.drugs.com/uk/maximium-strength-aspro-clear-500mg-tablet-leaflet.html",
      },
      {
        title: "Caprin 75mg gastro-resistant tablets (aspirin): patient information leaflet",
        publisher: "Drugs.com (UK edition)",
        url: "https://www.drugs.com/uk/caprin-75mg-gastro-resistant-tablets-leaflet.html",
      },
      {
        title: "Disprin Direct (aspirin 300 mg dispersible tablets): summary of product characteristics",
        publisher: "Electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/5636",
      },
    ],
  }),
];

const BLOOD_PRESSURE: Medicine[] = [
  med("ramipril", "Ramipril", ["ace-inhibitor"], "once_daily", nhs("ramipril"), { brands: ["Tritace"] }),
  med("lisinopril", "Lisinopril", ["ace-inhibitor"], "once_daily", nhs("lisinopril"), {
    brands: ["Zestril"],
  }),
  med("perindopril", "Perindopril", ["ace-inhibitor"], "once_daily", nhs("perindopril"), {
    brands: ["Coversyl", "Coversyl Arginine"],
    other: ["Perindopril erbumine", "Perindopril arginine"],
  }),
  med("enalapril", "Enalapril", ["ace-inhibitor"], "once_daily", nhs("enalapril"), {
    // Aqumeldi is the orodispersible tablet for children.
    brands: ["Innovace", "Aqumeldi"],
    other: ["Enalapril maleate"],
  }),
  med("captopril", "Captopril", ["ace-inhibitor"], "twice_daily", bnf("captopril")),
  med("trandolapril", "Trandolapril", ["ace-inhibitor"], "once_daily", bnf("trandolapril")),
  med("quinapril", "Quinapril", ["ace-inhibitor"], "once_daily", bnf("quinapril"), { brands: ["Accupro"] }),
  med("losartan", "Losartan", ["arb"], "once_daily", nhs("losartan"), {
    brands: ["Cozaar"],
    other: ["Losartan potassium"],
  }),
  med("candesartan", "Candesartan", ["arb"], "once_daily", nhs("candesartan"), {
    brands: ["Amias"],
    other: ["Candesartan cilexetil"],
  }),
  med("valsartan", "Valsartan", ["arb"], null, nhs("valsartan"), { brands: ["Diovan"] }),
  // Karvea is the same tablet under its other EU name.
  med("irbesartan", "Irbesartan", ["arb"], "once_daily", nhs("irbesartan"), {
    brands: ["Aprovel"],
    other: ["Karvea"],
  }),
  med("olmesartan", "Olmesartan", ["arb"], "once_daily", nhs("olmesartan"), {
    brands: ["Olmetec"],
    other: ["Olmesartan medoxomil"],
  }),
  // Pritor and Tolura are the same tablet under other EU names.
  med("telmisartan", "Telmisartan", ["arb"], "once_daily", bnf("telmisartan"), {
    brands: ["Micardis"],
    other: ["Pritor", "Tolura"],
  }),
  med("sacubitril", "Sacubitril", ["antihypertensive"], "twice_daily", epar("entresto", "Entresto")),
  med(
    "sacubitril-with-valsartan",
    "Sacubitril with valsartan",
    ["arb"],
    "twice_daily",
    epar("entresto", "Entresto"),
    {
      brands: ["Entresto"],
      other: ["Neparvis"],
      components: ["sacubitril", "valsartan"],
    },
  ),
  med("amlodipine", "Amlodipine", ["calcium-channel-blocker"], "once_daily", nhs("amlodipine"), {
    brands: ["Istin"],
    other: ["Amlodipine besilate", "Norvasc"],
  }),
  med(
    "amlodipine-with-valsartan",
    "Amlodipine with valsartan",
    ["calcium-channel-blocker", "arb"],
    "once_daily",
    epar("exforge", "Exforge"),
    {
      brands: ["Exforge"],
      other: ["Copalia"],
      components: ["amlodipine", "valsartan"],
    },
  ),
  med("felodipine", "Felodipine", ["calcium-channel-blocker"], "once_daily", nhs("felodipine"), {
    // Delofine XL and Neofel XL: emc and medthority copies of their UK SmPCs.
    brands: ["Plendil", "Delofine XL", "Neofel XL"],
  }),
  med("lercanidipine", "Lercanidipine", ["calcium-channel-blocker"], "once_daily", nhs("lercanidipine"), {
    brands: ["Zanidip"],
  }),
  med("nifedipine", "Nifedipine", ["calcium-channel-blocker"], null, nhs("nifedipine"), {
    brands: ["Adalat", "Adipine", "Coracten", "Fortipine", "Nifedipress"],
  }),
  med("lacidipine", "Lacidipine", ["calcium-channel-blocker"], "once_daily", bnf("lacidipine")),
  med("diltiazem", "Diltiazem", ["calcium-channel-blocker"], null, nhs("diltiazem"), {
    brands: ["Adizem", "Tildiem", "Angitil SR", "Angitil XL"],
  }),
  med("verapamil", "Verapamil", ["calcium-channel-blocker", "antiarrhythmic"], null, nhs("verapamil"), {
    brands: ["Securon"],
  }),
  med("atenolol", "Atenolol", ["beta-blocker"], "once_daily", nhs("atenolol"), { brands: ["Tenormin"] }),
  med("bisoprolol", "Bisoprolol", ["beta-blocker"], "once_daily", nhs("bisoprolol"), {
    brands: ["Cardicor", "Congescor"],
    other: ["Bisoprolol fumarate"],
  }),
  med("propranolol", "Propranolol", ["beta-blocker"], null, nhs("propranolol"), {
    brands: ["Inderal"],
    other: ["Propranolol hydrochloride"],
  }),
  med("metoprolol", "Metoprolol", ["beta-blocker"], null, nhs("metoprolol"), {
    brands: ["Betaloc", "Lopresor"],
  }),
  med("carvedilol", "Carvedilol", ["beta-blocker"], "twice_daily", nhs("carvedilol")),
  med("nebivolol", "Nebivolol", ["beta-blocker"], "once_daily", bnf("nebivolol"), { brands: ["Nebilet"] }),
  med("labetalol", "Labetalol", ["beta-blocker"], "twice_daily", nhs("labetalol"), { brands: ["Trandate"] }),
  med("sotalol", "Sotalol", ["beta-blocker", "antiarrhythmic"], "twice_daily", nhs("sotalol")),
  med("nadolol", "Nadolol", ["beta-blocker"], "once_daily", bnf("nadolol"), { brands: ["Corgard"] }),
  med("celiprolol", "Celiprolol", ["beta-blocker"], "once_daily", bnf("celiprolol-hydrochloride"), {
    brands: ["Celectol"],
    other: ["Celiprolol hydrochloride"],
  }),
  med("acebutolol", "Acebutolol", ["beta-blocker"], null, bnf("acebutolol"), { brands: ["Sectral"] }),
  med("oxprenolol", "Oxprenolol", ["beta-blocker"], null, bnf("oxprenolol-hydrochloride"), {
    other: ["Oxprenolol hydrochloride"],
  }),
  med("pindolol", "Pindolol", ["beta-blocker"], null, bnf("pindolol")),
  med(
    "bendroflumethiazide",
    "Bendroflumethiazide",
    ["thiazide-diuretic"],
    "once_daily",
    nhs("bendroflumethiazide"),
    {
      other: ["Bendrofluazide"],
    },
  ),
  med("indapamide", "Indapamide", ["thiazide-diuretic"], "once_daily", nhs("indapamide"), {
    brands: ["Natrilix", "Tensaid"],
  }),
  med("chlortalidone", "Chlortalidone", ["thiazide-diuretic"], "once_daily", bnf("chlortalidone"), {
    other: ["Chlorthalidone"],
  }),
  med(
    "hydrochlorothiazide",
    "Hydrochlorothiazide",
    ["thiazide-diuretic"],
    null,
    bnf("co-amilozide", "Co-amilozide"),
  ),
  med("furosemide", "Furosemide", ["loop-diuretic"], "once_daily", nhs("furosemide"), {
    brands: ["Frusol", "Diuresal"],
    other: ["Frusemide", "Lasix"],
  }),
  med("bumetanide", "Bumetanide", ["loop-diuretic"], "once_daily", nhs("bumetanide")),
  med("torasemide", "Torasemide", ["loop-diuretic"], "once_daily", bnf("torasemide"), {
    other: ["Torsemide"],
  }),
  med("metolazone", "Metolazone", ["thiazide-diuretic"], "once_daily", bnf("metolazone"), {
    brands: ["Xaqua"],
  }),
  med("xipamide", "Xipamide", ["thiazide-diuretic"], "once_daily", bnf("xipamide")),
  med("triamterene", "Triamterene", ["potassium-sparing-diuretic"], null, bnf("triamterene")),
  med(
    "spironolactone",
    "Spironolactone",
    ["potassium-sparing-diuretic"],
    "once_daily",
    nhs("spironolactone"),
    {
      brands: ["Aldactone"],
    },
  ),
  med("eplerenone", "Eplerenone", ["potassium-sparing-diuretic"], "once_daily", nhs("eplerenone"), {
    brands: ["Inspra"],
  }),
  // A mineralocorticoid receptor antagonist for kidney disease with type 2 diabetes; raised potassium is its main risk.
  med("finerenone", "Finerenone", ["raises-potassium"], "once_daily", bnf("finerenone"), {
    brands: ["Kerendia"],
  }),
  med(
    "amiloride",
    "Amiloride",
    ["potassium-sparing-diuretic"],
    "once_daily",
    bnf("amiloride-hydrochloride"),
    {
      // A UK brand of amiloride 5 mg (its leaflet: drugs.com/uk/amoride-tablets-5mg-leaflet.html).
      brands: ["Amoride"],
      other: ["Amiloride hydrochloride"],
    },
  ),
  med(
    "co-amilofruse",
    "Co-amilofruse",
    ["potassium-sparing-diuretic", "loop-diuretic"],
    "once_daily",
    bnf("co-amilofruse"),
    {
      brands: ["Frumil"],
      components: ["amiloride", "furosemide"],
    },
  ),
  med(
    "co-amilozide",
    "Co-amilozide",
    ["potassium-sparing-diuretic", "thiazide-diuretic"],
    "once_daily",
    bnf("co-amilozide"),
    {
      components: ["amiloride", "hydrochlorothiazide"],
    },
  ),
  med("co-tenidone", "Co-tenidone", ["beta-blocker", "thiazide-diuretic"], "once_daily", bnf("co-tenidone"), {
    brands: ["Tenoretic"],
    components: ["atenolol", "chlortalidone"],
  }),
  med("doxazosin", "Doxazosin", ["alpha-blocker", "antihypertensive"], "once_daily", nhs("doxazosin"), {
    brands: ["Cardura", "Doxadura", "Larbex", "Raporsin", "Slocin"],
  }),
  med("prazosin", "Prazosin", ["alpha-blocker", "antihypertensive"], null, bnf("prazosin"), {
    brands: ["Hypovase"],
  }),
  med("terazosin", "Terazosin", ["alpha-blocker", "antihypertensive"], "once_daily", bnf("terazosin"), {
    brands: ["Hytrin"],
  }),
  med("clonidine", "Clonidine", ["antihypertensive"], null, nhs("clonidine")),
  med("moxonidine", "Moxonidine", ["antihypertensive"], "once_daily", bnf("moxonidine"), {
    brands: ["Physiotens"],
  }),
  med("methyldopa", "Methyldopa", ["antihypertensive"], null, bnf("methyldopa"), { brands: ["Aldomet"] }),
  med("hydralazine", "Hydralazine", ["antihypertensive"], null, bnf("hydralazine-hydrochloride")),
  // The tablets (Loniten) lower blood pressure; minoxidil for hair loss (Regaine) is a different use.
  med("minoxidil", "Minoxidil", ["antihypertensive"], null, bnf("minoxidil"), { brands: ["Loniten"] }),
];

const HEART_RHYTHM_AND_ANGINA: Medicine[] = [
  med("digoxin", "Digoxin", ["cardiac-glycoside"], "once_daily", nhs("digoxin"), { brands: ["Lanoxin"] }),
  med("amiodarone", "Amiodarone", ["antiarrhythmic"], "once_daily", bnf("amiodarone-hydrochloride"), {
    brands: ["Cordarone", "Cordarone X"],
    other: ["Amiodarone hydrochloride"],
    also: [
      {
        title: "Cordarone X 200 (amiodarone hydrochloride 200 mg): summary of product characteristics",
        publisher: "Medine.co.uk",
        url: "https://medine.co.uk/cordarone-x-200/summary",
      },
    ],
  }),
  med("flecainide", "Flecainide", ["antiarrhythmic"], "twice_daily", bnf("flecainide-acetate"), {
    brands: ["Tambocor"],
    other: ["Flecainide acetate"],
  }),
  med("dronedarone", "Dronedarone", ["antiarrhythmic"], "twice_daily", bnf("dronedarone"), {
    brands: ["Multaq"],
  }),
  med(
    "propafenone",
    "Propafenone",
    ["antiarrhythmic"],
    "three_times_daily",
    bnf("propafenone-hydrochloride"),
    {
      brands: ["Arythmol"],
      other: ["Propafenone hydrochloride"],
    },
  ),
  med(
    "glyceryl-trinitrate",
    "Glyceryl trinitrate",
    ["nitrate"],
    "as_needed",
    nhs("glyceryl-trinitrate-gtn"),
    {
      brands: ["Glytrin", "Nitrolingual", "Coro-Nitro", "Transiderm-Nitro", "Rectogesic"],
      other: ["GTN", "GTN spray", "Nitroglycerin"],
    },
  ),
  med(
    "isosorbide-mononitrate",
    "Isosorbide mononitrate",
    ["nitrate"],
    null,
    nhs("isosorbide-mononitrate-dinitrate", "Isosorbide mononitrate and isosorbide dinitrate"),
    {
      brands: ["Imdur"],
      other: ["ISMN"],
      also: [
        {
          title:
            "Imdur 60 mg Durules / Imdur 60 mg tablets (isosorbide mononitrate): patient information leaflet",
          publisher: "Drugs.com (UK edition)",
          url: "https://www.drugs.com/uk/imdur-60mg-durules-leaflet.html",
        },
      ],
    },
  ),
  med(
    "isosorbide-dinitrate",
    "Isosorbide dinitrate",
    ["nitrate"],
    null,
    nhs("isosorbide-mononitrate-dinitrate", "Isosorbide mononitrate and isosorbide dinitrate"),
    {
      other: ["ISDN"],
    },
  ),
  med("nicorandil", "Nicorandil", ["antianginal"], "twice_daily", nhs("nicorandil"), { brands: ["Ikorel"] }),
  med("ranolazine", "Ranolazine", ["antianginal"], "twice_daily", bnf("ranolazine"), { brands: ["Ranexa"] }),
  med("ivabradine", "Ivabradine", ["antianginal"], "twice_daily", bnf("ivabradine"), {
    brands: ["Procoralan"],
  }),
];

const CHOLESTEROL: Medicine[] = [
  med("atorvastatin", "Atorvastatin", ["statin"], "once_daily", nhs("atorvastatin"), { brands: ["Lipitor"] }),
  med("simvastatin", "Simvastatin", ["statin"], "once_daily", nhs("simvastatin"), {
    brands: ["Zocor", "Simvador"],
  }),
  med("rosuvastatin", "Rosuvastatin", ["statin"], "once_daily", nhs("rosuvastatin"), { brands: ["Crestor"] }),
  med("pravastatin", "Pravastatin", ["statin"], "once_daily", nhs("pravastatin"), {
    brands: ["Lipostat"],
    other: ["Pravastatin sodium", "Pravachol"],
  }),
  med("fluvastatin", "Fluvastatin", ["statin"], "once_daily", bnf("fluvastatin"), { brands: ["Lescol"] }),
  med("ezetimibe", "Ezetimibe", ["lipid-lowering"], "once_daily", nhs("ezetimibe"), { brands: ["Ezetrol"] }),
  med("lomitapide", "Lomitapide", ["lipid-lowering"], "once_daily", bnf("lomitapide"), {
    brands: ["Lojuxta"],
  }),
  med("fenofibrate", "Fenofibrate", ["lipid-lowering"], "once_daily", bnf("fenofibrate"), {
    brands: ["Lipantil", "Supralip"],
  }),
  med("bezafibrate", "Bezafibrate", ["lipid-lowering"], null, bnf("bezafibrate"), { brands: ["Bezalip"] }),
  med(
    "colestyramine",
    "Colestyramine",
    ["bile-acid-sequestrant", "lipid-lowering"],
    null,
    bnf("colestyramine"),
    {
      brands: ["Questran", "Questran Light"],
      other: ["Cholestyramine"],
    },
  ),
  med("inclisiran", "Inclisiran", ["lipid-lowering"], null, epar("leqvio", "Leqvio"), { brands: ["Leqvio"] }),
  med("evolocumab", "Evolocumab", ["lipid-lowering"], null, bnf("evolocumab"), { brands: ["Repatha"] }),
  med("alirocumab", "Alirocumab", ["lipid-lowering"], null, bnf("alirocumab"), { brands: ["Praluent"] }),
  med("bempedoic-acid", "Bempedoic acid", ["lipid-lowering"], "once_daily", bnf("bempedoic-acid"), {
    brands: ["Nilemdo"],
  }),
  med(
    "bempedoic-acid-with-ezetimibe",
    "Bempedoic acid with ezetimibe",
    ["lipid-lowering"],
    "once_daily",
    bnf("bempedoic-acid", "Bempedoic acid"),
    {
      brands: ["Nustendi"],
      components: ["bempedoic-acid", "ezetimibe"],
    },
  ),
  med(
    "ezetimibe-with-simvastatin",
    "Ezetimibe with simvastatin",
    ["statin", "lipid-lowering"],
    "once_daily",
    nhs("ezetimibe", "Ezetimibe"),
    {
      brands: ["Inegy"],
      components: ["ezetimibe", "simvastatin"],
    },
  ),
  med(
    "fenofibrate-with-simvastatin",
    "Fenofibrate with simvastatin",
    ["statin", "lipid-lowering"],
    "once_daily",
    epar("cholib", "Cholib"),
    { brands: ["Cholib"], components: ["fenofibrate", "simvastatin"] },
  ),
  med(
    "atorvastatin-with-ezetimibe",
    "Atorvastatin with ezetimibe",
    ["statin", "lipid-lowering"],
    "once_daily",
    nhs("ezetimibe", "Ezetimibe"),
    {
      brands: ["Atozet"],
      components: ["atorvastatin", "ezetimibe"],
    },
  ),
  // Prescription omega-3 medicines: named apart from fish oil supplements, which are checked as supplements.
  med(
    "omega-3-acid-ethyl-esters",
    "Omega-3-acid ethyl esters",
    ["lipid-lowering"],
    null,
    bnf("omega-3-acid-ethyl-esters"),
    {
      brands: ["Omacor"],
    },
  ),
  med("icosapent-ethyl", "Icosapent ethyl", ["lipid-lowering"], "twice_daily", bnf("icosapent-ethyl"), {
    brands: ["Vazkepa"],
  }),
  med(
    "colesevelam",
    "Colesevelam",
    ["bile-acid-sequestrant", "lipid-lowering"],
    null,
    bnf("colesevelam-hydrochloride"),
    {
      brands: ["Cholestagel"],
      other: ["Colesevelam hydrochloride"],
    },
  ),
  med(
    "colestipol",
    "Colestipol",
    ["bile-acid-sequestrant", "lipid-lowering"],
    null,
    bnf("colestipol-hydrochloride"),
    {
      brands: ["Colestid"],
      other: ["Colestipol hydrochloride"],
    },
  ),
];

export const CARDIOVASCULAR_MEDICINES: Medicine[] = [
  ...ANTICOAGULANTS_AND_ANTIPLATELETS,
  ...BLOOD_PRESSURE,
  ...HEART_RHYTHM_AND_ANGINA,
  ...CHOLESTEROL,
];
