// The wmhra round: what the UK regulator's safety texts (MHRA Drug Safety Updates, Committee on Safety of Medicines
// advice, MHRA press releases and alerts) say about catalogue ingredients, as the pages read here state or report it,
// written independently of the records' wording. St John's wort with hormonal contraceptives, implants included (the
// March 2014 Drug Safety Update, as the NHS Specialist Pharmacy Service and the FSRH report it) and with the medicines
// of the CSM's 2000 letter; cranberry and glucosamine with warfarin; black cohosh and kava with liver disease; omega-3
// with atrial fibrillation. Negatives are medicines and conditions the texts do not name, and the intrauterine
// systems the 2014 advice leaves out.
import type { ScenarioInput } from "../schema";
import { BLOCKS, CAUTIONS, pairCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const SOURCE = {
  spsSjwContraception: {
    title:
      "Does St John's wort interact with combined and progestogen-only hormonal contraception? (Medicines Q&A, citing the MHRA's advice)",
    publisher: "NHS Specialist Pharmacy Service",
    url: "https://www.sps.nhs.uk/articles/does-st-johns-wort-interact-with-combined-and-progestogen-only-hormonal-contraception/",
  },
  fsrhSjw: {
    title:
      "FSRH CEU statement: St John's wort and hormonal contraception (March 2014), on the MHRA statement",
    publisher: "Faculty of Sexual and Reproductive Healthcare (FSRH)",
    url: "https://www.fsrh.org/documents/cec-ceu-statement-stjohnswort-mar-2014/",
  },
  csmSjw2000: {
    title:
      "St John's wort: message from Professor A Breckenridge, Chair, Committee on Safety of Medicines (29 February 2000)",
    publisher: "HIV i-Base (copy of the CSM letter)",
    url: "https://i-base.info/htb/9559",
  },
  csmCranberry: {
    title:
      "Suspected warfarin-cranberry juice interaction (on the CSM and MHRA advice of September 2003 to limit or avoid cranberry juice)",
    publisher: "ProQuest (journal abstract)",
    url: "https://www.proquest.com/scholarly-journals/suspected-warfarin-cranberry-juice-interaction/docview/205014295/se-2",
  },
  hsaGlucosamine: {
    title:
      "Reports of warfarin-glucosamine interaction (including the UK MHRA's seven reports of a raised INR)",
    publisher: "Health Sciences Authority, Singapore",
    url: "https://hsa.gov.sg/announcements/safety-alert/reports-of-warfarin-glucosamine-interaction",
  },
  mhraBlackCohosh2012: {
    title:
      "MHRA warns of black cohosh risk as woman undergoes liver transplant (on the MHRA's October 2012 reminder)",
    publisher: "Natural Products (trade news)",
    url: "https://www.naturalproductsonline.co.uk/news/industry-news/mhra-warns-of-black-cohosh-risk-as-woman-undergoes-liver-transplant/",
  },
  hansardKava: {
    title: "Kava: written answer, House of Commons, 24 July 2002 (the CSM's opinion on liver toxicity)",
    publisher: "Hansard (UK Parliament)",
    url: "https://api.parliament.uk/historic-hansard/written_answers/2002/jul/24/kava",
  },
  otButterbur: {
    title:
      "Unlicensed herbal remedy could cause liver and organ damage (the MHRA's February 2012 warning on butterbur)",
    publisher: "Optometry Today (report of the MHRA press release)",
    url: "https://otjonline.com/news2012/02/news01a.php",
  },
  hkOmega3: {
    title:
      "The United Kingdom: Omega-3-acid ethyl ester medicines (Omacor/Teromeg 1000mg capsules): dose-dependent increased risk of atrial fibrillation",
    publisher: "Drug Office, Department of Health, Hong Kong (summary of the MHRA alert)",
    url: "https://www.drugoffice.gov.hk/eps/news/showNews/medicines/consumer/2024-01-23/en/52590.html",
  },
} satisfies Record<string, Source>;

const SJW: StackItem = { product: PRODUCT.stJohnsWort, servingsPerDay: 1 };
const GLUCOSAMINE: StackItem = { product: PRODUCT.glucosamine, servingsPerDay: 1 };
const BLACK_COHOSH: StackItem = { product: PRODUCT.blackCohosh, servingsPerDay: 1 };
const FISH_OIL: StackItem = { product: PRODUCT.fishOilTripleStrength, servingsPerDay: 1 };
const CRANBERRY: StackItem = {
  custom: {
    name: "Cranberry extract 500 mg capsules",
    ingredients: [{ ingredient: "cranberry", amount: 500, unit: "mg" }],
  },
  servingsPerDay: 1,
};
const KAVA: StackItem = {
  custom: {
    name: "Kava root extract 250 mg capsules",
    ingredients: [{ ingredient: "kava", amount: 250, unit: "mg" }],
  },
  servingsPerDay: 1,
};

const BUTTERBUR: StackItem = {
  custom: {
    name: "Butterbur root extract 75 mg capsules",
    ingredients: [{ ingredient: "butterbur", amount: 75, unit: "mg" }],
  },
  servingsPerDay: 1,
};

const meds = pairCases("sc-wmhra-", "medicine");
const conds = pairCases("sc-wmhra-", "condition");

const SJW_CONTRACEPTION =
  "MHRA Drug Safety Update (March 2014), as the NHS SPS reports it: St John's wort should not be used with hormonal contraceptives, except intrauterine devices, as there is a risk of contraceptive failure; the UK reports included unplanned pregnancies with etonogestrel implants (Nexplanon, Implanon).";
const SJW_IUS =
  "The MHRA's 2014 advice leaves out intrauterine devices, and the FSRH (as the SPS reports it) names levonorgestrel-releasing and copper coils among methods enzyme inducers do not affect: a hormonal coil stays quiet.";
const SJW_CSM =
  "CSM letter of February 2000: St John's wort preparations induce drug-metabolising enzymes, and should not be used with warfarin, cyclosporin, oral contraceptives, digoxin or theophylline.";
const SJW_CSM_QUIET =
  "The CSM letter names no interaction with everyday painkillers or antibiotics such as paracetamol or amoxicillin.";
const CRANBERRY_WARFARIN =
  "CSM and MHRA, September 2003: people taking warfarin were advised to limit or avoid cranberry juice after reports of INR changes and bleeding, one fatal; caution extends to other cranberry products.";
const CRANBERRY_QUIET =
  "The CSM advice concerns warfarin; it names no interaction with antiplatelets, statins or blood pressure tablets.";
const GLUCOSAMINE_WARFARIN =
  "The MHRA received seven reports of a raised INR in people stable on warfarin who started glucosamine; the INR should be checked if glucosamine is started or stopped.";
const GLUCOSAMINE_QUIET =
  "The reports concern warfarin; they name no effect on statins or blood pressure tablets.";
const BLACK_COHOSH_LIVER =
  "MHRA, October 2012: reports of liver problems with black cohosh, one needing a transplant; registered products warn people with liver conditions not to take them.";
const BLACK_COHOSH_QUIET =
  "The MHRA's black cohosh warnings concern the liver; they name no breathing or blood pressure condition.";
const KAVA_LIVER =
  "The Committee on Safety of Medicines found rare but serious liver toxicity with kava-kava (liver failure, transplants, deaths), and the UK prohibited kava medicines: someone with liver disease must not take it.";
const KAVA_QUIET =
  "The CSM's kava opinion concerns the liver; it names no breathing, kidney or blood pressure condition.";
const BUTTERBUR_LIVER =
  "MHRA, February 2012: unlicensed butterbur products can cause serious liver damage and organ failure, and anyone taking them should stop; someone with liver disease must at least be warned.";
const BUTTERBUR_QUIET =
  "The MHRA's butterbur warning concerns the liver; it names no breathing, kidney or blood pressure condition.";
const OMEGA3_AF =
  "MHRA, January 2024: omega-3-acid ethyl ester medicines carry a dose-dependent increased risk of atrial fibrillation in people with heart disease or its risk factors; tell a doctor about heart problems.";
const OMEGA3_QUIET =
  "The MHRA alert concerns atrial fibrillation; it names no other heart or cholesterol condition as a reason to avoid omega-3.";

const sjw = (id: string, typed: string, rationale: string, source: Source) =>
  meds.named(`sjw-${id}`, `St John's wort with ${typed}`, "st-johns-wort", typed, SJW, BLOCKS, rationale, [
    source,
  ]);
const sjwQuiet = (id: string, typed: string, rationale: string, source: Source) =>
  meds.quiet(
    `sjw-quiet-${id}`,
    `St John's wort with ${typed} (not named)`,
    "st-johns-wort",
    typed,
    SJW,
    rationale,
    [source],
  );
const cranberry = (id: string, typed: string) =>
  meds.named(
    `cranberry-${id}`,
    `Cranberry capsules with ${typed}`,
    "cranberry",
    typed,
    CRANBERRY,
    BLOCKS,
    CRANBERRY_WARFARIN,
    [SOURCE.csmCranberry],
  );
const cranberryQuiet = (id: string, typed: string) =>
  meds.quiet(
    `cranberry-quiet-${id}`,
    `Cranberry capsules with ${typed} (not named)`,
    "cranberry",
    typed,
    CRANBERRY,
    CRANBERRY_QUIET,
    [SOURCE.csmCranberry],
  );
const glucosamine = (id: string, typed: string) =>
  meds.named(
    `glucosamine-${id}`,
    `Glucosamine with ${typed}`,
    "glucosamine",
    typed,
    GLUCOSAMINE,
    BLOCKS,
    GLUCOSAMINE_WARFARIN,
    [SOURCE.hsaGlucosamine],
  );
const glucosamineQuiet = (id: string, typed: string) =>
  meds.quiet(
    `glucosamine-quiet-${id}`,
    `Glucosamine with ${typed} (not named)`,
    "glucosamine",
    typed,
    GLUCOSAMINE,
    GLUCOSAMINE_QUIET,
    [SOURCE.hsaGlucosamine],
  );
const blackCohosh = (id: string, typed: string) =>
  conds.named(
    `black-cohosh-${id}`,
    `Black cohosh with ${typed}`,
    "black-cohosh",
    typed,
    BLACK_COHOSH,
    BLOCKS,
    BLACK_COHOSH_LIVER,
    [SOURCE.mhraBlackCohosh2012],
  );
const blackCohoshQuiet = (id: string, typed: string) =>
  conds.quiet(
    `black-cohosh-quiet-${id}`,
    `Black cohosh with ${typed} (not named)`,
    "black-cohosh",
    typed,
    BLACK_COHOSH,
    BLACK_COHOSH_QUIET,
    [SOURCE.mhraBlackCohosh2012],
  );
const kava = (id: string, typed: string) =>
  conds.named(`kava-${id}`, `Kava with ${typed}`, "kava", typed, KAVA, BLOCKS, KAVA_LIVER, [
    SOURCE.hansardKava,
  ]);
const kavaQuiet = (id: string, typed: string) =>
  conds.quiet(`kava-quiet-${id}`, `Kava with ${typed} (not named)`, "kava", typed, KAVA, KAVA_QUIET, [
    SOURCE.hansardKava,
  ]);
const butterbur = (id: string, typed: string) =>
  conds.named(
    `butterbur-${id}`,
    `Butterbur with ${typed}`,
    "butterbur",
    typed,
    BUTTERBUR,
    ["minor", "contraindicated"],
    BUTTERBUR_LIVER,
    [SOURCE.otButterbur],
  );
const butterburQuiet = (id: string, typed: string) =>
  conds.quiet(
    `butterbur-quiet-${id}`,
    `Butterbur with ${typed} (not named)`,
    "butterbur",
    typed,
    BUTTERBUR,
    BUTTERBUR_QUIET,
    [SOURCE.otButterbur],
  );
const omega3 = (id: string, typed: string) =>
  conds.named(
    `omega3-${id}`,
    `Omega-3 fish oil with ${typed}`,
    "omega-3-fish-oil",
    typed,
    FISH_OIL,
    CAUTIONS,
    OMEGA3_AF,
    [SOURCE.hkOmega3],
  );
const omega3Quiet = (id: string, typed: string) =>
  conds.quiet(
    `omega3-quiet-${id}`,
    `Omega-3 fish oil with ${typed} (not named)`,
    "omega-3-fish-oil",
    typed,
    FISH_OIL,
    OMEGA3_QUIET,
    [SOURCE.hkOmega3],
  );

export const WMHRA_SCENARIOS: ScenarioInput[] = [
  // Implants by every name the 2014 Drug Safety Update and people use.
  sjw("implanon", "Implanon", SJW_CONTRACEPTION, SOURCE.spsSjwContraception),
  sjw("implanon-nxt", "Implanon NXT", SJW_CONTRACEPTION, SOURCE.spsSjwContraception),
  sjw("nexplanon-implant", "Nexplanon implant", SJW_CONTRACEPTION, SOURCE.fsrhSjw),
  sjw("contraceptive-implant", "contraceptive implant", SJW_CONTRACEPTION, SOURCE.fsrhSjw),
  sjw("microgynon", "Microgynon 30 (the pill)", SJW_CONTRACEPTION, SOURCE.spsSjwContraception),
  sjw("cerazette", "Cerazette 75 micrograms daily", SJW_CONTRACEPTION, SOURCE.spsSjwContraception),
  sjw("noriday", "Noriday mini pill", SJW_CONTRACEPTION, SOURCE.spsSjwContraception),
  sjw("micronor", "Micronor", SJW_CONTRACEPTION, SOURCE.spsSjwContraception),
  sjw("aizea", "Aizea 75 micrograms", SJW_CONTRACEPTION, SOURCE.spsSjwContraception),
  sjw("evra", "Evra patch", SJW_CONTRACEPTION, SOURCE.spsSjwContraception),
  sjw("nuvaring", "NuvaRing", SJW_CONTRACEPTION, SOURCE.spsSjwContraception),
  sjwQuiet("mirena", "Mirena coil", SJW_IUS, SOURCE.spsSjwContraception),
  sjwQuiet("kyleena", "Kyleena coil", SJW_IUS, SOURCE.spsSjwContraception),
  sjwQuiet("jaydess", "Jaydess", SJW_IUS, SOURCE.spsSjwContraception),
  // The CSM's 2000 list, in old and new spellings and brands.
  sjw("cyclosporin", "cyclosporin", SJW_CSM, SOURCE.csmSjw2000),
  sjw("neoral", "Neoral 100mg twice a day", SJW_CSM, SOURCE.csmSjw2000),
  sjw("lanoxin", "Lanoxin 62.5 micrograms", SJW_CSM, SOURCE.csmSjw2000),
  sjw("uniphyllin", "Uniphyllin Continus 200mg", SJW_CSM, SOURCE.csmSjw2000),
  sjw("marevan", "Marevan 3mg", SJW_CSM, SOURCE.csmSjw2000),
  sjw("nuelin", "Nuelin SA 250mg twice a day", SJW_CSM, SOURCE.csmSjw2000),
  sjwQuiet("paracetamol", "paracetamol 1g when needed", SJW_CSM_QUIET, SOURCE.csmSjw2000),
  sjwQuiet("amoxicillin", "amoxicillin 500mg three times a day", SJW_CSM_QUIET, SOURCE.csmSjw2000),
  cranberry("warfarin", "warfarin 5mg once a day"),
  cranberry("marevan", "Marevan 1mg"),
  cranberry("warfarin-af", "warfarin tablets for AF"),
  cranberryQuiet("clopidogrel", "clopidogrel 75mg"),
  cranberryQuiet("atorvastatin", "atorvastatin 20mg"),
  cranberryQuiet("amlodipine", "amlodipine 5mg"),
  glucosamine("warfarin", "warfarin"),
  glucosamine("marevan", "Marevan 3mg daily"),
  glucosamine("blood-thinner-warfarin", "blood thinner warfarin"),
  glucosamineQuiet("atorvastatin", "atorvastatin 20mg"),
  glucosamineQuiet("amlodipine", "amlodipine 5mg"),
  blackCohosh("liver-disease", "liver disease"),
  blackCohosh("cirrhosis", "cirrhosis"),
  blackCohosh("hepatitis-c", "hepatitis C"),
  blackCohosh("fatty-liver", "fatty liver disease"),
  blackCohosh("liver-problems", "liver problems"),
  blackCohoshQuiet("asthma", "asthma"),
  blackCohoshQuiet("high-blood-pressure", "high blood pressure"),
  kava("liver-disease", "liver disease"),
  kava("cirrhosis", "cirrhosis"),
  kava("hepatitis-c", "hepatitis C"),
  kava("abnormal-lfts", "abnormal liver function tests"),
  kavaQuiet("asthma", "asthma"),
  kavaQuiet("gout", "gout"),
  kavaQuiet("high-blood-pressure", "high blood pressure"),
  butterbur("liver-disease", "liver disease"),
  butterbur("cirrhosis", "cirrhosis of the liver"),
  butterbur("hepatitis-b", "hepatitis B"),
  butterbur("fatty-liver", "non-alcoholic fatty liver disease"),
  butterburQuiet("asthma", "asthma"),
  butterburQuiet("underactive-thyroid", "underactive thyroid"),
  omega3("atrial-fibrillation", "atrial fibrillation"),
  omega3("af", "AF"),
  omega3("paroxysmal-af", "paroxysmal AF"),
  omega3Quiet("angina", "angina"),
  omega3Quiet("high-cholesterol", "high cholesterol"),
];
