// Condition records for tests and treatments coming up (the wlab round): biotin asks, iodine and kelp before radioiodine block.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WLAB as R } from "./references-wlab";

const RADIOIODINE = {
  condition: "radioactive-iodine-treatment",
  conditionName: "Radioactive iodine (radioiodine) treatment or scan coming up",
  conditionSynonyms: ["radioactive iodine treatment", "radioiodine", "radioiodine therapy"],
} as const;

const THYROID_SCAN = {
  condition: "thyroid-scan",
  conditionName: "Thyroid scan (nuclear medicine thyroid uptake scan) coming up",
  conditionSynonyms: ["thyroid scan", "thyroid uptake scan"],
} as const;

export const MEDICAL_CONTRAINDICATIONS_WLAB: MedicalContraindicationInput[] = [
  // A wrong result, not harm from the vitamin, and no agreed time to stop: asks, and leaves the time to the laboratory.
  checked({
    ingredient: "biotin",
    condition: "upcoming-blood-test",
    conditionName: "Blood test coming up",
    conditionSynonyms: ["blood test", "thyroid blood test", "troponin test"],
    level: "relative",
    advice:
      "Tell whoever arranges or takes your blood test that you take biotin, and stop it beforehand if they ask you to; this matters most with high-dose biotin (often sold for hair, skin and nails), and biotin a doctor prescribed should only be stopped on their advice.",
    why: "biotin can make some laboratory blood tests (immunoassays for hormones, including thyroid tests, and heart markers such as troponin) read falsely high or falsely low. An NHS hospital laboratory says this concerns high-dose supplements (5 to 10 mg or more), not the small amounts in most multivitamins, and that how long biotin stays in the blood depends on the dose and on kidney function; Singapore's medicines regulator says interference has been found with products of 150 micrograms or more a dose and is not expected near the 30 microgram daily intake. The US FDA is most concerned about falsely low troponin results, which can hide a heart attack, and advises people taking biotin to talk to their doctor. There is no agreed time to stop: a US university alert says the data to know how long are not available, and a Canadian hospital asks people to stop biotin 24 hours before blood tests and to tell the laboratory when they last took it.",
    references: [
      R.barnsleyBiotin,
      R.hsaBiotinLabTests,
      R.fdaBiotinUpdate2019,
      R.utahBiotinAlert,
      R.sunnybrookBiotin,
    ],
  }),
  // "You will need to stop taking them at least a week before": a firm instruction for the treatment, so it blocks.
  checked({
    ingredient: "iodine",
    ...RADIOIODINE,
    level: "absolute",
    advice:
      "Stop iodine supplements, kelp, and vitamins or minerals that contain iodine at least a week before radioactive iodine (radioiodine) treatment, or as long before as your treatment team tells you, and ask them when you can start again.",
    why: "the British Nuclear Medicine Society's patient information says that anyone taking tablets which contain iodine or kelp, such as vitamin or mineral supplements, needs to stop them at least a week before radioiodine treatment, and that with thyroid problems it is best not to take them at all. A UK hospital leaflet explains that ordinary iodine can stop the thyroid taking up the radioiodine, and the Butterfly Thyroid Cancer Trust's low-iodine diet for radioiodine treatment or scans says not to take a supplement whose label lists iodine.",
    references: [R.bnmsRadioiodine, R.cuhRadioiodineHyperthyroidism, R.butterflyLowIodineDiet],
  }),
  checked({
    ingredient: "kelp",
    ...RADIOIODINE,
    level: "absolute",
    advice:
      "Stop kelp and other seaweed supplements at least a week before radioactive iodine (radioiodine) treatment, or as long before as your treatment team tells you, and ask them when you can start again.",
    why: "the British Nuclear Medicine Society's patient information says that tablets containing kelp, a seaweed which contains iodine, must be stopped at least a week before radioiodine treatment; a UK endocrinology practice says kelp should be completely avoided as it is full of iodine, and the Butterfly Thyroid Cancer Trust lists seaweed and kelp among the health foods that contain iodine. Ordinary iodine can stop the thyroid taking up the radioiodine.",
    references: [R.bnmsRadioiodine, R.impendoRadioiodine, R.butterflyLowIodineDiet],
  }),
  // The scan provider asks to be told and says iodine can interfere: an ask, with stopping left to the department.
  checked({
    ingredient: "iodine",
    ...THYROID_SCAN,
    level: "relative",
    advice:
      "Tell the department doing your thyroid scan that you take iodine, kelp, or a multivitamin with iodine before the scan, and stop it if they ask you to.",
    why: "a UK imaging provider says it needs to know about anything containing iodine, including kelp, seaweed, cough syrups and multivitamins, because these can interfere with the thyroid's uptake and the scan, and an NHS nuclear medicine department asks people not to take cough mixtures or other medicines containing iodine until after an iodine-123 thyroid scan.",
    references: [R.trinityThyroidScan, R.coventryIodine123Scan],
  }),
  checked({
    ingredient: "kelp",
    ...THYROID_SCAN,
    level: "relative",
    advice:
      "Tell the department doing your thyroid scan that you take kelp or another seaweed supplement before the scan, and stop it if they ask you to.",
    why: "a UK imaging provider says it needs to know about anything containing iodine, including kelp and seaweed, because these can interfere with the thyroid's uptake and the scan.",
    references: [R.trinityThyroidScan],
  }),
];
