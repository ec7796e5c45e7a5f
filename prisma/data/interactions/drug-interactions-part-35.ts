// Supplement–medicine interactions, part 35: the wrest round on ingredients whose sources had been read least —
// L-theanine with the sleeping medicines Memorial Sloan Kettering names, lycopene with chemotherapy (an Oncology
// review), quercetin with digoxin and warfarin (Drugs.com, a pig study and a case report). Each was checked against
// its text; probiotics with antibiotics, immunosuppressants and chemotherapy (a pharmacists' journal review). None of
// these sources grades its evidence, so the levels follow what they rest on.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record, type RecordTarget as Target } from "./verified-record";
import { REF_WREST as R } from "./references-wrest";

// MSKCC names three medicines "that help you sleep" as examples of the group it means: the named ones keep their
// records, and the rest of the group (the classes of the named ones and the other sleep medicines) is reached too.
const SLEEP_MEDICINES: Target[] = [
  classTarget("benzodiazepine", "Benzodiazepines (diazepam, lorazepam, temazepam and others)"),
  classTarget("z-drug", "Sleeping tablets (zopiclone, zolpidem)"),
  { drugName: "Melatonin", genericName: "melatonin", brandNames: ["Circadin"], drugClass: "Sleep medicine" },
  {
    drugName: "Daridorexant",
    genericName: "daridorexant",
    brandNames: ["Quviviq"],
    drugClass: "Sleep medicine",
  },
  {
    drugName: "Clomethiazole",
    genericName: "clomethiazole",
    brandNames: ["Heminevrin"],
    drugClass: "Sleep medicine",
  },
  {
    drugName: "Diphenhydramine",
    genericName: "diphenhydramine",
    brandNames: ["Nytol One-A-Night"],
    drugClass: "Sleep aid (sedating antihistamine)",
  },
  {
    drugName: "Promethazine",
    genericName: "promethazine",
    brandNames: ["Sominex"],
    drugClass: "Sleep aid (sedating antihistamine)",
  },
  { drugName: "Lorazepam", genericName: "lorazepam", brandNames: ["Ativan"], drugClass: "Benzodiazepine" },
  { drugName: "Diazepam", genericName: "diazepam", brandNames: ["Valium"], drugClass: "Benzodiazepine" },
  {
    drugName: "Zolpidem",
    genericName: "zolpidem",
    brandNames: ["Stilnoct", "Ambien"],
    drugClass: "Hypnotic (Z-drug)",
  },
];

export const DRUG_INTERACTIONS_PART_35: DrugInteractionInput[] = [
  // "Talk with your healthcare provider", as for MSKCC's soy and tamoxifen advice: asked, not blocked.
  ...SLEEP_MEDICINES.map((target) =>
    record("l-theanine", target, {
      severityLevel: "moderate",
      interactionType: "additive_sedation",
      mechanism: `L-theanine has a relaxing effect, which may add to the drowsiness ${target.targetClass ? "these medicines cause" : `${target.genericName} causes`}.`,
      expectedEffect: "More drowsiness than with the medicine alone.",
      clinicalSignificance: `Memorial Sloan Kettering Cancer Center asks people taking medicines that help them sleep, such as lorazepam (Ativan), diazepam (Valium) or zolpidem (Ambien), to talk with their healthcare provider before taking L-theanine supplements, as together they may increase drowsiness. L-theanine from tea is not meant.`,
      recommendation: `Talk with your doctor or pharmacist before taking L-theanine supplements with ${target.targetClass ? target.drugName.replace(/ \(.*$/u, "").toLowerCase() : target.genericName}. Do not drive or use machinery if you feel drowsy.`,
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "How drowsy you feel, especially when you start L-theanine.",
      evidenceLevel: 5,
      references: [R.mskLTheanine],
    }),
  ),
  // Graded as quercetin's chemotherapy record (an antioxidant that may interfere): asked, not blocked.
  record("lycopene", classTarget("cytotoxic-chemotherapy", "Chemotherapy medicines"), {
    severityLevel: "moderate",
    interactionType: "reduced_effect",
    mechanism:
      "Lycopene supplements have strong antioxidant effects, which could work against chemotherapy medicines.",
    expectedEffect: "Chemotherapy might work less well.",
    clinicalSignificance:
      "A review of lycopene in the journal Oncology says that, because lycopene supplementation has strong antioxidant effects, it has the potential to interfere with chemotherapy and radiation therapy, and that people with cancer should use caution before increasing their lycopene intake. The concern is theoretical; lycopene in food is not meant.",
    recommendation: "Ask your cancer team before taking lycopene supplements during chemotherapy.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.lycopeneOncology],
  }),
  // "Avoid coadministration" in Drugs.com's contraindications, resting on an animal study in which pigs died:
  // blocked, at the strength the sources state.
  record(
    "quercetin",
    { drugName: "Digoxin", genericName: "digoxin", brandNames: ["Lanoxin"], drugClass: "Cardiac glycoside" },
    {
      severityLevel: "major",
      interactionType: "altered_drug_level",
      mechanism:
        "Digoxin is moved by a transporter in the body (P-glycoprotein) whose action quercetin is reported to change, so more digoxin may reach the blood.",
      expectedEffect: "Much higher digoxin levels, with a risk of digoxin toxicity.",
      clinicalSignificance:
        "The Drugs.com professional monograph on quercetin says to avoid taking it with the cardiac glycoside digoxin. In a study in pigs, quercetin raised digoxin's peak level by 413% and its overall exposure by 170%, two of three pigs given a higher quercetin dose died suddenly, and the authors say digoxin and quercetin or quercetin-containing supplements should not be taken together. There are no human studies.",
      recommendation:
        "Do not take quercetin supplements while you take digoxin. If you have been taking both, tell your doctor or pharmacist.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Digoxin levels and symptoms of digoxin toxicity if quercetin has been taken.",
      evidenceLevel: 5,
      references: [R.drugsComQuercetin, R.quercetinDigoxinPigs],
    },
  ),
  // One reported case: flagged for supervision rather than blocked.
  record(
    "quercetin",
    { drugName: "Warfarin", genericName: "warfarin", brandNames: ["Coumadin"], drugClass: "Anticoagulant" },
    {
      severityLevel: "moderate",
      interactionType: "increased_anticoagulant_effect",
      mechanism: "Quercetin may increase the effect of warfarin, raising the INR.",
      expectedEffect: "A higher INR than intended and a greater risk of bleeding.",
      clinicalSignificance:
        "The Drugs.com professional monograph on quercetin reports a case of a clinically relevant warfarin interaction with INR values above the target range. In the published case, a 79-year-old man on stable warfarin had an INR of 7.5 a few days after starting a daily quercetin supplement (250 mg with vitamin C); five days after he stopped it his INR was back to 2.5.",
      recommendation:
        "Do not start or stop quercetin supplements while you take warfarin without telling your anticoagulant clinic, so they can check your INR. Get help if you notice unusual bruising or bleeding.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "INR after starting or stopping quercetin.",
      evidenceLevel: 4,
      references: [R.drugsComQuercetin, R.quercetinWarfarinCase],
    },
  ),
  // The review's advice is a 2-hour gap, so the antibiotic does not kill the probiotic's bacteria: timing, not a block.
  record("probiotics", classTarget("antibacterial", "Antibiotics (antibacterials)"), {
    severityLevel: "minor",
    interactionType: "reduced_effect",
    mechanism: "Antibiotics taken at the same time can kill many of the live bacteria in a probiotic.",
    expectedEffect: "The probiotic may work less well.",
    clinicalSignificance:
      "A review of probiotics in the American Journal of Health-System Pharmacy says antibiotics taken at the same time could kill a large number of the organisms in Lactobacillus and Bifidobacterium probiotics, and that people should separate the two by at least 2 hours.",
    recommendation: "Take your probiotic at least 2 hours before or after your antibiotic.",
    avoidCombination: false,
    timingSeparationHours: 2,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.ajhpProbiotics],
  }),
  // "Used cautiously": asked, not blocked, for the groups the review names.
  ...(
    [
      [
        classTarget(
          "immunosuppressant",
          "Immunosuppressants (ciclosporin, tacrolimus, azathioprine and similar)",
        ),
        "while you take an immunosuppressant",
      ],
      [classTarget("cytotoxic-chemotherapy", "Chemotherapy medicines"), "while you are having chemotherapy"],
    ] as const
  ).map(([target, when]) =>
    record("probiotics", target, {
      severityLevel: "moderate",
      interactionType: "infection_risk",
      mechanism:
        "These medicines weaken the immune system, and in people with a weakened immune system the live organisms in a probiotic could cause an infection.",
      expectedEffect: "A small risk of an infection caused by the probiotic's bacteria or yeast.",
      clinicalSignificance:
        "A review of probiotics in the American Journal of Health-System Pharmacy says probiotics should be used cautiously in people taking immunosuppressants such as ciclosporin, tacrolimus and azathioprine, and chemotherapy, because probiotics could cause an infection in people whose immune system is weakened.",
      recommendation: `Ask your doctor or specialist team before taking a probiotic ${when}.`,
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Fever or other signs of infection.",
      evidenceLevel: 5,
      references: [R.ajhpProbiotics],
    }),
  ),
];
