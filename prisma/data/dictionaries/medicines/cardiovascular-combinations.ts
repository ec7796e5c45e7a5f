// Blood pressure combinations (an ACE inhibitor or ARB with a thiazide or a calcium channel blocker),
// prescribed as one tablet in England, and a few further heart and blood medicines. A combination cites
// the page of its main component, or the EMA product information of a centrally authorised brand, and
// lists its components so records on either reach it.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { bnf, epar, med, nhs } from "./build";

const ARB_THIAZIDE = ["arb", "thiazide-diuretic"];
const ACE_THIAZIDE = ["ace-inhibitor", "thiazide-diuretic"];
const ARB_CCB = ["arb", "calcium-channel-blocker"];

const WITH_THIAZIDE: Medicine[] = [
  med(
    "losartan-with-hydrochlorothiazide",
    "Losartan with hydrochlorothiazide",
    ARB_THIAZIDE,
    "once_daily",
    nhs("losartan", "Losartan"),
    { brands: ["Cozaar-Comp"], components: ["losartan", "hydrochlorothiazide"] },
  ),
  med(
    "candesartan-with-hydrochlorothiazide",
    "Candesartan with hydrochlorothiazide",
    ARB_THIAZIDE,
    "once_daily",
    nhs("candesartan", "Candesartan"),
    { components: ["candesartan", "hydrochlorothiazide"] },
  ),
  med(
    "irbesartan-with-hydrochlorothiazide",
    "Irbesartan with hydrochlorothiazide",
    ARB_THIAZIDE,
    "once_daily",
    epar("coaprovel", "CoAprovel"),
    { brands: ["CoAprovel"], other: ["Karvezide"], components: ["irbesartan", "hydrochlorothiazide"] },
  ),
  med(
    "valsartan-with-hydrochlorothiazide",
    "Valsartan with hydrochlorothiazide",
    ARB_THIAZIDE,
    "once_daily",
    nhs("valsartan", "Valsartan"),
    { brands: ["Co-Diovan"], components: ["valsartan", "hydrochlorothiazide"] },
  ),
  med(
    "telmisartan-with-hydrochlorothiazide",
    "Telmisartan with hydrochlorothiazide",
    ARB_THIAZIDE,
    "once_daily",
    epar("micardisplus", "MicardisPlus"),
    {
      brands: ["MicardisPlus"],
      other: ["PritorPlus", "Tolucombi"],
      components: ["telmisartan", "hydrochlorothiazide"],
    },
  ),
  med(
    "olmesartan-with-hydrochlorothiazide",
    "Olmesartan with hydrochlorothiazide",
    ARB_THIAZIDE,
    "once_daily",
    nhs("olmesartan", "Olmesartan"),
    { brands: ["Olmetec Plus"], components: ["olmesartan", "hydrochlorothiazide"] },
  ),
  med(
    "lisinopril-with-hydrochlorothiazide",
    "Lisinopril with hydrochlorothiazide",
    ACE_THIAZIDE,
    "once_daily",
    nhs("lisinopril", "Lisinopril"),
    { brands: ["Zestoretic"], components: ["lisinopril", "hydrochlorothiazide"] },
  ),
  med(
    "enalapril-with-hydrochlorothiazide",
    "Enalapril with hydrochlorothiazide",
    ACE_THIAZIDE,
    "once_daily",
    nhs("enalapril", "Enalapril"),
    { brands: ["Innozide"], components: ["enalapril", "hydrochlorothiazide"] },
  ),
  med(
    "perindopril-with-indapamide",
    "Perindopril with indapamide",
    ACE_THIAZIDE,
    "once_daily",
    nhs("perindopril", "Perindopril"),
    { brands: ["Coversyl Arginine Plus"], components: ["perindopril", "indapamide"] },
  ),
];

const WITH_CALCIUM_CHANNEL_BLOCKER: Medicine[] = [
  med(
    "olmesartan-with-amlodipine",
    "Olmesartan with amlodipine",
    ARB_CCB,
    "once_daily",
    nhs("olmesartan", "Olmesartan"),
    { brands: ["Sevikar"], components: ["olmesartan", "amlodipine"] },
  ),
  med(
    "olmesartan-amlodipine-hydrochlorothiazide",
    "Olmesartan with amlodipine and hydrochlorothiazide",
    [...ARB_CCB, "thiazide-diuretic"],
    "once_daily",
    nhs("olmesartan", "Olmesartan"),
    { brands: ["Sevikar HCT"], components: ["olmesartan", "amlodipine", "hydrochlorothiazide"] },
  ),
  med(
    "telmisartan-with-amlodipine",
    "Telmisartan with amlodipine",
    ARB_CCB,
    "once_daily",
    epar("twynsta", "Twynsta"),
    { brands: ["Twynsta"], components: ["telmisartan", "amlodipine"] },
  ),
  med(
    "amlodipine-valsartan-hydrochlorothiazide",
    "Amlodipine with valsartan and hydrochlorothiazide",
    [...ARB_CCB, "thiazide-diuretic"],
    "once_daily",
    epar("exforge-hct", "Exforge HCT"),
    {
      brands: ["Exforge HCT"],
      other: ["Dafiro HCT"],
      components: ["amlodipine", "valsartan", "hydrochlorothiazide"],
    },
  ),
  med(
    "perindopril-with-amlodipine",
    "Perindopril with amlodipine",
    ["ace-inhibitor", "calcium-channel-blocker"],
    "once_daily",
    nhs("perindopril", "Perindopril"),
    { components: ["perindopril", "amlodipine"] },
  ),
  med(
    "atenolol-with-nifedipine",
    "Atenolol with nifedipine",
    ["beta-blocker", "calcium-channel-blocker"],
    "once_daily",
    nhs("atenolol", "Atenolol"),
    { brands: ["Tenif", "Beta-Adalat"], components: ["atenolol", "nifedipine"] },
  ),
];

const OTHER_HEART_AND_BLOOD: Medicine[] = [
  med("nimodipine", "Nimodipine", ["calcium-channel-blocker"], null, bnf("nimodipine"), {
    brands: ["Nimotop"],
  }),
  // A renin inhibitor: its product information warns that potassium supplements may raise blood potassium.
  med("aliskiren", "Aliskiren", ["antihypertensive", "raises-potassium"], "once_daily", bnf("aliskiren"), {
    brands: ["Rasilez"],
    also: [
      {
        title: "Rasilez (aliskiren): EPAR product information",
        publisher: "European Medicines Agency",
        url: "https://www.ema.europa.eu/en/medicines/human/EPAR/rasilez",
      },
    ],
  }),
  med("bivalirudin", "Bivalirudin", ["anticoagulant"], null, bnf("bivalirudin"), { brands: ["Angiox"] }),
  med("argatroban", "Argatroban", ["anticoagulant"], null, bnf("argatroban")),
];

export const CARDIOVASCULAR_COMBINATION_MEDICINES: Medicine[] = [
  ...WITH_THIAZIDE,
  ...WITH_CALCIUM_CHANNEL_BLOCKER,
  ...OTHER_HEART_AND_BLOOD,
];
