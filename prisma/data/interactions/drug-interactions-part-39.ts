// Supplement–medicine interactions, part 39: the catalogue herbs whose product information no earlier round could
// read. Most texts found (German and Austrian saw palmetto and horse chestnut product information) name nothing the
// knowledge base lacks; the MSD Manual's chamomile page names iron medicines, which reach chamomile only as a
// supplement pair so far; drug references name bortezomib for green tea and HIV protease inhibitors for cat's claw.
// Each record was checked against the text of its reference.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WHERB4 as R } from "./references-wherb4";
import { verifiedRecord as record, type RecordTarget } from "./verified-record";

type Target = RecordTarget & { slug: string };

const IRON_TABLETS = "Iron medicine (for iron deficiency)";

const iron = (slug: string, drugName: string, brandNames: string[] = []): Target => ({
  slug,
  drugName,
  genericName: drugName.toLowerCase(),
  brandNames,
  drugClass: IRON_TABLETS,
});

// Iron taken by mouth only: the page speaks of absorption, so iron given by drip (iron sucrose, ferric
// carboxymaltose, ferric derisomaltose, iron dextran) is left out although it shares the dictionary class.
const ORAL_IRON: Target[] = [
  iron("ferrous-sulfate", "Ferrous sulfate"),
  iron("ferrous-fumarate", "Ferrous fumarate", ["Galfer", "Fersaday"]),
  iron("ferrous-gluconate", "Ferrous gluconate"),
  iron("sodium-feredetate", "Sodium feredetate", ["Sytron"]),
  iron("ferric-maltol", "Ferric maltol", ["Feraccru"]),
  iron("ferrous-fumarate-with-folic-acid", "Ferrous fumarate with folic acid", ["Pregaday"]),
  iron("dried-ferrous-sulfate-with-folic-acid", "Dried ferrous sulfate with folic acid", ["Fefol"]),
  iron(
    "ferrous-sulfate-modified-release-with-folic-acid",
    "Ferrous sulfate modified-release with folic acid",
    ["Ferrograd Folic"],
  ),
  iron("dried-ferrous-sulfate-modified-release", "Dried ferrous sulfate modified-release capsules"),
  iron("ferrous-sulfate-slow-release", "Ferrous sulfate slow-release tablets"),
];

// The page gives no timing, so none is set; the advice mirrors the chamomile–iron supplement pair.
function chamomileWithIron({ slug, ...target }: Target): DrugInteractionInput {
  const entry = record("chamomile", target, {
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism: "Chamomile may reduce how much iron is absorbed from the gut.",
    expectedEffect:
      "Less of your iron medicine may be absorbed, so it may treat low iron or anaemia less well.",
    clinicalSignificance:
      "The MSD (Merck) Manual's consumer page on chamomile says chamomile may reduce the absorption of medicines taken by mouth and may decrease the absorption of iron supplements; its German edition says it lowers the absorption of iron preparations.",
    recommendation:
      "If you take an iron medicine, ask your pharmacist how to time it around chamomile supplements.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.msdChamomileGerman, R.merckChamomileEnglish],
  });
  return { ...entry, id: `di-chamomile-${slug}` };
}

export const DRUG_INTERACTIONS_PART_39: DrugInteractionInput[] = [
  ...ORAL_IRON.map(chamomileWithIron),
  // Laboratory and animal evidence only, but the drug reference lists it as contraindicated, so it blocks.
  record(
    "green-tea-extract",
    {
      drugName: "Bortezomib",
      genericName: "bortezomib",
      brandNames: ["Velcade"],
      drugClass: "Proteasome inhibitor (cancer medicine)",
    },
    {
      severityLevel: "major",
      interactionType: "reduced_effect",
      mechanism:
        "Polyphenols in green tea, such as EGCG, can stop bortezomib (a boronic acid medicine) from killing cancer cells.",
      expectedEffect: "Bortezomib may work less well against the cancer.",
      clinicalSignificance:
        "Medscape's green tea monograph lists bortezomib as contraindicated and says to avoid green tea in patients being treated with it; a study in Blood found that green tea's EGCG prevented the cancer cell death bortezomib causes in myeloma cells and in mice. No study in patients has confirmed it.",
      recommendation:
        "Do not take green tea extract while you are having bortezomib (Velcade), and ask your cancer team about green tea drinks.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.medscapeGreenTea, R.cancerConnectVelcade],
    },
  ),
  // One case report; the report grades it moderate but advises avoiding the combination, and a block is major here.
  record("cats-claw", classTarget("hiv-protease-inhibitor", "HIV protease inhibitors"), {
    severityLevel: "major",
    interactionType: "enzyme_inhibition",
    mechanism:
      "Cat's claw may slow the breakdown of HIV protease inhibitors (it blocked the liver enzyme CYP3A4 in a laboratory study), so more of the medicine stays in the blood.",
    expectedEffect: "Higher levels of the protease inhibitor and more of its side effects.",
    clinicalSignificance:
      "Drugs.com's interaction report says to generally avoid the combination: in a case report, a woman with HIV taking cat's claw had high atazanavir, ritonavir and saquinavir levels that returned to normal two weeks after she stopped it.",
    recommendation:
      "Avoid cat's claw while you take HIV protease inhibitors unless your HIV team agrees; they may want to check your medicine levels.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Protease inhibitor blood levels, if your HIV team advises it.",
    evidenceLevel: 4,
    references: [R.drugsComCatsClawProteaseInhibitors],
  }),
];
