// Medicines that can harm the liver, typed by name and as the herbs' texts word the group, with black cohosh, kava and cinnamon; neighbours the texts do not name stay quiet.
import type { ScenarioInput } from "../schema";
import { BLOCKS, CAUTIONS, pairCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const SOURCE = {
  ukmi: {
    title:
      "What are the safety concerns surrounding the use of black cohosh? (Medicines Q&A 364.4, October 2014: interactions)",
    publisher: "UK Medicines Information (NHS), reproduced by docsbay.net",
    url: "https://docsbay.net/what-are-the-safety-concerns-surrounding-the-use-of-black-cohosh",
  },
  nccam: {
    title: "Kava linked to liver damage: consumer advisory of 23 July 2002 (advice to consumers)",
    publisher: "National Center for Complementary and Alternative Medicine (NIH), archived by webharvest.gov",
    url: "https://webharvest.gov/peth04/20041015084339/http://nccam.nih.gov/health/alerts/kava/",
  },
  brancheau: {
    title: "Do cinnamon supplements cause acute hepatitis? (case report, Am J Case Rep 2015;16:250-4)",
    publisher: "American Journal of Case Reports",
    url: "https://amjcaserep.com/abstract/index/idArt/892804",
  },
  niacin: {
    title: "Niacin with hepatotoxic drugs: interaction details (rated moderate, likelihood possible)",
    publisher: "HelloPharmacist",
    url: "https://hellopharmacist.com/drug-herbal-interactions/niacin-with-niacin-prescription-drug",
  },
  liverToxNiacin: {
    title: "Niacin (LiverTox: clinical and research information on drug-induced liver injury)",
    publisher: "National Institute of Diabetes and Digestive and Kidney Diseases (NIH), NCBI Bookshelf",
    url: "https://www.ncbi.nlm.nih.gov/books/NBK548176/",
  },
  dili: {
    title:
      "Drug-induced liver injury (DILI): the drugs most frequently implicated (CPD module on liver disease)",
    publisher: "Independent Pharmacist",
    url: "https://www.independentpharmacist.co.uk/cpd-modules/cpd-module-liver-disease/drug-induced-liver-injury-dili-885209",
  },
} satisfies Record<string, Reference>;

const custom = (name: string, ingredient: string, amount: number): StackItem => ({
  custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] },
  servingsPerDay: 1,
});

const BLACK_COHOSH: StackItem = { product: PRODUCT.blackCohosh, servingsPerDay: 1 };
const KAVA = custom("Kava root extract 250 mg capsules", "kava", 250);
const CINNAMON = custom("Cinnamon 1000 mg capsules", "cinnamon", 1000);
const NIACIN_GRAM = custom("Nicotinic acid 500 mg tablets, two a day", "niacin", 1000);
const NIACIN_B_COMPLEX = custom("Vitamin B complex with niacin 20 mg", "niacin", 20);
const VALERIAN: StackItem = { product: PRODUCT.valerian, servingsPerDay: 1 };

const WHY = {
  blackCohosh:
    "UK Medicines Information: black cohosh with hepatotoxic drugs is a high-severity interaction; avoid the combination.",
  kava: "NIH consumer advisory: people taking drugs that can affect the liver should talk with their health care practitioner before using kava.",
  cinnamon:
    "Case report authors: cinnamon, via coumarin, can cause liver toxicity, so its use with hepatotoxic drugs should be avoided.",
  members:
    "A UK pharmacists' page names co-amoxiclav, methotrexate and the valproates among the drugs that cause liver injury.",
};

const { named, quiet } = pairCases("sc-whep-", "medicine");

export const WHEP_SCENARIOS: ScenarioInput[] = [
  named(
    "black-cohosh-methotrexate",
    "Weekly methotrexate for rheumatoid arthritis and black cohosh for hot flushes",
    "black-cohosh",
    "methotrexate 15mg weekly",
    BLACK_COHOSH,
    BLOCKS,
    `${WHY.blackCohosh} ${WHY.members}`,
    [SOURCE.ukmi, SOURCE.dili],
  ),
  named(
    "black-cohosh-co-amoxiclav",
    "A course of co-amoxiclav while taking black cohosh",
    "black-cohosh",
    "co-amoxiclav",
    BLACK_COHOSH,
    BLOCKS,
    `${WHY.blackCohosh} ${WHY.members}`,
    [SOURCE.ukmi, SOURCE.dili],
  ),
  named(
    "black-cohosh-group",
    "Someone told they take medicines that can harm the liver asks about black cohosh",
    "black-cohosh",
    "medicines that can harm the liver",
    BLACK_COHOSH,
    BLOCKS,
    WHY.blackCohosh,
    [SOURCE.ukmi],
  ),
  named(
    "kava-valproate",
    "Sodium valproate for epilepsy and kava capsules",
    "kava",
    "sodium valproate",
    KAVA,
    CAUTIONS,
    `${WHY.kava} ${WHY.members}`,
    [SOURCE.nccam, SOURCE.dili],
  ),
  named(
    "kava-group",
    "Someone on drugs that can affect the liver asks about kava",
    "kava",
    "drugs that can affect the liver",
    KAVA,
    CAUTIONS,
    WHY.kava,
    [SOURCE.nccam],
  ),
  named(
    "cinnamon-group",
    "Someone on hepatotoxic drugs takes cinnamon capsules",
    "cinnamon",
    "hepatotoxic drugs",
    CINNAMON,
    CAUTIONS,
    WHY.cinnamon,
    [SOURCE.brancheau],
  ),
  named(
    "cinnamon-rosuvastatin",
    "Rosuvastatin 40 mg and cinnamon capsules for blood sugar",
    "cinnamon",
    "rosuvastatin 40mg",
    CINNAMON,
    CAUTIONS,
    "Case report: hepatitis after cinnamon supplements were added to a statin; the combination should be discouraged.",
    [SOURCE.brancheau],
  ),
  named(
    "niacin-gram-methotrexate",
    "Methotrexate and 1 g of nicotinic acid a day",
    "niacin",
    "methotrexate 15mg weekly",
    NIACIN_GRAM,
    CAUTIONS,
    "Interaction database: niacin with hepatotoxic drugs might raise the risk of liver injury, especially in pharmacologic doses; LiverTox: those doses were 1 to 6 g a day.",
    [SOURCE.niacin, SOURCE.liverToxNiacin, SOURCE.dili],
  ),
  quiet(
    "niacin-b-complex-methotrexate-no-alarm",
    "Methotrexate and a B-complex with 20 mg of niacin",
    "niacin",
    "methotrexate 15mg weekly",
    NIACIN_B_COMPLEX,
    "LiverTox: niacin at about the recommended daily amount is not associated with liver injury; the risk comes with gram doses.",
    [SOURCE.liverToxNiacin],
  ),
  quiet(
    "black-cohosh-naproxen-no-alarm",
    "Naproxen for joint pain and black cohosh",
    "black-cohosh",
    "naproxen 500mg",
    BLACK_COHOSH,
    "The UK pharmacists' page names diclofenac and ibuprofen among the drugs most often causing liver injury, not naproxen; the Q&A names no single medicine.",
    [SOURCE.ukmi, SOURCE.dili],
  ),
  quiet(
    "black-cohosh-amoxicillin-no-alarm",
    "Amoxicillin for a chest infection and black cohosh",
    "black-cohosh",
    "amoxicillin",
    BLACK_COHOSH,
    "The UK pharmacists' page names amoxicillin with clavulanate (co-amoxiclav), not amoxicillin on its own.",
    [SOURCE.ukmi, SOURCE.dili],
  ),
  quiet(
    "black-cohosh-paracetamol-no-alarm",
    "Paracetamol for a headache and black cohosh",
    "black-cohosh",
    "paracetamol",
    BLACK_COHOSH,
    "Paracetamol harms the liver in overdose; the pages read do not count it among the medicines that harm the liver at usual doses.",
    [SOURCE.ukmi, SOURCE.dili],
  ),
  quiet(
    "kava-amoxicillin-no-alarm",
    "Amoxicillin for an ear infection and kava capsules",
    "kava",
    "amoxicillin",
    KAVA,
    "Amoxicillin on its own is not among the drugs the UK pharmacists' page names for liver injury, and the kava advisory names no medicine.",
    [SOURCE.nccam, SOURCE.dili],
  ),
  quiet(
    "valerian-methotrexate-no-alarm",
    "Methotrexate and valerian at night",
    "valerian",
    "methotrexate 15mg weekly",
    VALERIAN,
    "No source read here names valerian with methotrexate or with medicines that can harm the liver.",
    [SOURCE.dili],
  ),
];
