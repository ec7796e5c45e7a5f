// Condition records of the round that looked for the EU herbal monographs of the catalogue herbs: what the UK
// registered products, and German or Swiss product texts where no UK one was readable, name and no record covered
// yet. Each was checked against its references.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { BREASTFEEDING, LIVER_DISEASE, PREGNANCY } from "./condition-synonyms";
import { REF_HERBS } from "./references-herbs";
import { REF_WHMPC as R } from "./references-whmpc";

// The German linseed leaflet's list is about the seed as a bulk laxative; flaxseed oil holds no fibre, so the
// advice names the seed.
const LINSEED = "the German package leaflet of Gold Leinsamen, a linseed medicine, says it must not be taken";
const linseed = (
  condition: string,
  conditionName: string,
  conditionSynonyms: readonly string[],
  advice: string,
  when: string,
): MedicalContraindicationInput =>
  checked({
    ingredient: "flaxseed",
    condition,
    conditionName,
    conditionSynonyms,
    level: "absolute",
    advice,
    why: `${LINSEED} ${when}.`,
    references: [R.goldLeinsamenLeaflet],
  });

const PEPPERMINT_WATER = [R.peppermintWaterSmpc, R.peppermintWaterLeaflet];
// Section 4.3 of a UK peppermint oil registration: its dose is small, but capsules hold far more of the same oil.
const PEPPERMINT_BILIARY =
  "the UK product information of Peppermint Water BP 1973, a registered peppermint oil medicine, lists obstructions of the bile ducts, cholangitis, gallstones and any other biliary diseases as contraindications, and its leaflet says not to take it with any of these bile duct problems.";

export const MEDICAL_CONTRAINDICATIONS_WHMPC: MedicalContraindicationInput[] = [
  // Section 4.3 of each UK ginger registration read lists it, beside the ulcer and gallstones that have records.
  checked({
    ingredient: "ginger",
    condition: "bile-duct-obstruction",
    conditionName: "Blocked bile duct (biliary obstruction)",
    conditionSynonyms: ["bile duct obstruction", "blocked bile duct", "obstruction of the bile duct"],
    level: "absolute",
    advice: "Do not take ginger tablets or capsules if you have a blocked bile duct.",
    why: "the UK product information of registered ginger medicines (Gruenwalder Digest Ginger, HRI Travel and Digestion Relief, Tradimed Ginger) lists obstruction of the bile duct, cholangitis or gall stones among its contraindications.",
    references: [R.gruenwalderGingerSmpc, R.hriGingerSmpc, R.tradimedGingerSmpc],
  }),
  checked({
    ingredient: "peppermint-oil",
    condition: "gallstones",
    conditionName: "Gallstones",
    conditionSynonyms: ["gallstones", "gall stones", "gallstone disease"],
    level: "absolute",
    advice: "Do not take peppermint oil capsules if you have gallstones or another bile duct problem.",
    why: PEPPERMINT_BILIARY,
    references: PEPPERMINT_WATER,
  }),
  checked({
    ingredient: "peppermint-oil",
    condition: "bile-duct-obstruction",
    conditionName: "Blocked bile duct (biliary obstruction)",
    conditionSynonyms: ["bile duct obstruction", "blocked bile duct", "obstruction of the bile duct"],
    level: "absolute",
    advice: "Do not take peppermint oil capsules if you have a blocked or inflamed bile duct.",
    why: PEPPERMINT_BILIARY,
    references: PEPPERMINT_WATER,
  }),
  // The leaflet's "do not take" list; the SmPC's section 4.4 asks for caution with inflamed or ulcerated gut.
  checked({
    ingredient: "peppermint-oil",
    condition: "peptic-ulcer",
    conditionName: "Peptic ulcer",
    conditionSynonyms: ["peptic ulcer", "stomach ulcer", "gastric ulcer", "duodenal ulcer"],
    level: "absolute",
    advice: "Do not take peppermint oil if you have an ulcer in your stomach or gut.",
    why: "the UK leaflet of Peppermint Water BP 1973, a registered peppermint oil medicine, says not to take it if you have an ulcer in your mouth, stomach or gut.",
    references: [R.peppermintWaterLeaflet],
  }),
  // "Not recommended during pregnancy and lactation", graded as the other herbs' "not recommended" (sage, rhodiola).
  checked({
    ingredient: "peppermint-oil",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    level: "absolute",
    advice: "Do not take peppermint oil capsules while breastfeeding without asking your doctor first.",
    why: "the UK leaflet of Peppermint Water BP 1973, a registered peppermint oil medicine, says it is not recommended during pregnancy and breastfeeding and to consult your doctor.",
    references: [R.peppermintWaterLeaflet],
  }),
  linseed(
    "bowel-obstruction",
    "Bowel obstruction",
    ["intestinal obstruction", "blocked bowel", "ileus"],
    "Do not take linseed (flaxseed) seeds if you have, or may have, a blockage in your bowel.",
    "with a threatened or existing bowel obstruction (ileus)",
  ),
  linseed(
    "faecal-impaction",
    "Faecal impaction",
    ["fecal impaction", "impacted stool"],
    "Do not take linseed (flaxseed) seeds if you have faecal impaction; ask your doctor what to use instead.",
    "with retained stool (faecal impaction)",
  ),
  linseed(
    "change-in-bowel-habit",
    "A lasting change in bowel habit",
    ["change in bowel habit"],
    "Do not take linseed (flaxseed) seeds for a sudden change in your bowel habit that has lasted over two weeks; see your GP first.",
    "after a sudden change in bowel habit that has lasted longer than two weeks",
  ),
  linseed(
    "rectal-bleeding",
    "Bleeding from the bottom (rectal bleeding)",
    ["rectal bleeding", "bleeding from the bottom"],
    "Do not take linseed (flaxseed) seeds if you have bleeding from your bottom; see your GP about it first.",
    "with rectal bleeding",
  ),
  linseed(
    "swallowing-difficulty",
    "Difficulty swallowing (dysphagia)",
    ["dysphagia", "swallowing problems"],
    "Do not take linseed (flaxseed) seeds if you have difficulty swallowing.",
    "with difficulty swallowing",
  ),
  // Lavender oil capsules (Silexan, sold as Lasea in Germany and Switzerland), the form the catalogue's oral lavender
  // follows; the UK Kalms Lavender SmPC read earlier names only sleep and anxiety medicines.
  checked({
    ingredient: "lavender",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: LIVER_DISEASE,
    level: "absolute",
    advice: "Do not take lavender oil capsules if your liver does not work properly.",
    why: "the Swiss product information of Lasea, a lavender oil medicine, says it must not be used by people with impaired liver function (hepatic insufficiency).",
    references: [R.laseaSwissInformation],
  }),
  checked({
    ingredient: "lavender",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: PREGNANCY,
    level: "absolute",
    advice: "Do not take lavender oil capsules while pregnant.",
    why: "there are no clinical data on lavender oil in pregnancy, and the maker of Lasea, a lavender oil medicine, says it should not be used during pregnancy or breastfeeding (PTA-Forum's summary of its product information).",
    references: [R.laseaPtaForum],
  }),
  checked({
    ingredient: "lavender",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    level: "absolute",
    advice: "Do not take lavender oil capsules while breastfeeding.",
    why: "it is not known whether lavender oil passes into breast milk, and the maker of Lasea, a lavender oil medicine, says it should not be used during pregnancy or breastfeeding (PTA-Forum's summary of its product information).",
    references: [R.laseaPtaForum],
  }),
  checked({
    ingredient: "passionflower",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: PREGNANCY,
    level: "absolute",
    advice: "Do not take passionflower tablets or capsules while pregnant.",
    why: "Stiftung Warentest's review of the German passionflower medicines says too little is known about their risks in pregnancy and breastfeeding, so to be safe they should not be used.",
    references: [R.passionflowerWarentest],
  }),
  checked({
    ingredient: "passionflower",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    level: "absolute",
    advice: "Do not take passionflower tablets or capsules while breastfeeding.",
    why: "Stiftung Warentest's review of the German passionflower medicines says too little is known about their risks in pregnancy and breastfeeding, so to be safe they should not be used.",
    references: [R.passionflowerWarentest],
  }),
  // Read again this round: section 4.3 names obstruction of the intestinal tract beside the biliary one.
  checked({
    ingredient: "dandelion",
    condition: "bowel-obstruction",
    conditionName: "Bowel obstruction",
    conditionSynonyms: ["intestinal obstruction", "blocked bowel", "ileus"],
    level: "absolute",
    advice: "Do not take dandelion if you have, or may have, a blockage in your bowel.",
    why: "UK dandelion product information lists obstruction of the biliary or intestinal tract among its contraindications.",
    references: [REF_HERBS.dandelionSmpc],
  }),
  // An aloe laxative's German leaflet: "must not be taken" with these; the catalogue's oral aloe includes the latex.
  ...(
    [
      [
        "bowel-obstruction",
        "Bowel obstruction",
        ["intestinal obstruction", "blocked bowel", "ileus"],
        "a bowel obstruction (ileus)",
      ],
      [
        "gut-stricture",
        "Narrowing of the gut (stricture)",
        ["bowel stricture", "narrowed bowel"],
        "a narrowing of the bowel (stenosis)",
      ],
      [
        "megacolon",
        "Megacolon or a slack large bowel (colonic atony)",
        ["colonic atony", "megacolon"],
        "a slack bowel muscle (atony)",
      ],
      [
        "inflammatory-bowel-disease",
        "Inflammatory bowel disease",
        ["inflammatory bowel disease", "IBD", "Crohn's disease", "ulcerative colitis"],
        "inflammatory bowel disease such as Crohn's disease or ulcerative colitis",
      ],
    ] as const
  ).map(([condition, conditionName, conditionSynonyms, what]) =>
    checked({
      ingredient: "aloe-vera",
      condition,
      conditionName,
      conditionSynonyms,
      level: "absolute",
      advice: `Do not take aloe or aloe latex by mouth if you have ${what}.`,
      why: `the German leaflet of Kräuterlax, an aloe laxative, says it must not be taken with ${what}.`,
      references: [R.krauterlaxLeaflet],
    }),
  ),
  ...(["pregnancy", "breastfeeding"] as const).map((condition) =>
    checked({
      ingredient: "aloe-vera",
      condition,
      conditionName: condition === "pregnancy" ? "Pregnancy" : "Breastfeeding",
      conditionSynonyms: condition === "pregnancy" ? PREGNANCY : BREASTFEEDING,
      level: "absolute",
      advice: `Do not take aloe or aloe latex by mouth while ${condition === "pregnancy" ? "pregnant" : "breastfeeding"}.`,
      why: "the German leaflet of Kräuterlax, an aloe laxative, says it must not be taken in pregnancy or while breastfeeding.",
      references: [R.krauterlaxLeaflet],
    }),
  ),
];
