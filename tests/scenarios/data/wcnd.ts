// Conditions the checker could not read before the wcnd round, typed as the source words them ("cholangitis",
// "paroxysmal nocturnal haemoglobinuria", "abdominal pain") and as a person might ("inflamed bile ducts", "PNH",
// "stomach ache"), with catalogue products; and conditions a source read for an ingredient does not name, which must
// stay quiet. Written from the sources' words, not from the records. Only turmeric, iron and psyllium among the
// ingredients concerned have a catalogue product.
import type { ScenarioInput } from "../schema";
import { BLOCKS, CAUTIONS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  spsTurmeric: {
    title: "Turmeric: potential adverse effects and interactions",
    publisher: "Specialist Pharmacy Service (NHS)",
    url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
  },
  ferrousFumarate: {
    title:
      "Ferrous fumarate film-coated tablets (Mercury Pharma): summary of product characteristics, section 4.3",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/ferrous-fumarate/precautions",
  },
  fybogel: {
    title: "Fybogel granules (ispaghula husk): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/fybogel/precautions",
  },
} satisfies Record<string, Reference>;

const { named, quiet } = conditionCases("sc-wcnd-");

const SPS =
  "NHS Specialist Pharmacy Service: because they increase bile secretion, turmeric and curcumin should not be taken by individuals with obstruction of the bile duct, cholangitis, liver disease, gallstones and any other biliary disease.";
const FERROUS_FUMARATE_43 =
  "Ferrous fumarate tablets (section 4.3): contraindicated in paroxysmal nocturnal haemoglobinuria, haemosiderosis, haemochromatosis, active peptic ulcer, repeated blood transfusions, regional enteritis and ulcerative colitis.";
const FYBOGEL_44 =
  "Fybogel (section 4.4): ispaghula husk should not be used with faecal impaction and symptoms such as abdominal pain, nausea and vomiting unless advised by a doctor, and if abdominal pain occurs it should be stopped and medical advice sought.";

export const WCND_SCENARIOS: ScenarioInput[] = [
  named(
    "cholangitis-turmeric",
    "Cholangitis and turmeric",
    "turmeric-curcumin",
    "cholangitis",
    PRODUCT.curcumin,
    BLOCKS,
    SPS,
    [SOURCE.spsTurmeric],
  ),
  named(
    "inflamed-bile-ducts-turmeric",
    "Inflamed bile ducts, as a person types it, and turmeric",
    "turmeric-curcumin",
    "inflamed bile ducts",
    PRODUCT.curcumin,
    BLOCKS,
    SPS,
    [SOURCE.spsTurmeric],
  ),
  named(
    "gallbladder-disease-turmeric",
    "Gallbladder disease, as a person types it, and turmeric",
    "turmeric-curcumin",
    "gallbladder disease",
    PRODUCT.curcumin,
    BLOCKS,
    SPS,
    [SOURCE.spsTurmeric],
  ),
  named(
    "biliary-disease-turmeric",
    "Any other biliary disease and turmeric",
    "turmeric-curcumin",
    "any other biliary disease",
    PRODUCT.curcumin,
    BLOCKS,
    SPS,
    [SOURCE.spsTurmeric],
  ),
  quiet(
    "biliary-disease-iron",
    "A biliary disease and an iron supplement",
    "iron",
    "biliary disease",
    PRODUCT.iron20,
    `${FERROUS_FUMARATE_43} None of these is a disease of the bile ducts or gallbladder.`,
    [SOURCE.ferrousFumarate],
  ),
  quiet(
    "leg-ulcer-iron",
    "A leg ulcer and an iron supplement",
    "iron",
    "leg ulcer",
    PRODUCT.iron20,
    `${FERROUS_FUMARATE_43} Its only ulcer is an active peptic ulcer.`,
    [SOURCE.ferrousFumarate],
  ),
  quiet(
    "cholangitis-iron",
    "Cholangitis and an iron supplement",
    "iron",
    "cholangitis",
    PRODUCT.iron20,
    `${FERROUS_FUMARATE_43} None of these is a disease of the bile ducts.`,
    [SOURCE.ferrousFumarate],
  ),
  named(
    "pnh-iron",
    "Paroxysmal nocturnal haemoglobinuria and an iron supplement",
    "iron",
    "paroxysmal nocturnal haemoglobinuria",
    PRODUCT.iron20,
    BLOCKS,
    FERROUS_FUMARATE_43,
    [SOURCE.ferrousFumarate],
  ),
  named(
    "pnh-abbreviation-iron",
    "PNH, as a patient calls it, and an iron supplement",
    "iron",
    "PNH",
    PRODUCT.iron20,
    BLOCKS,
    FERROUS_FUMARATE_43,
    [SOURCE.ferrousFumarate],
  ),
  quiet(
    "pnh-turmeric",
    "Paroxysmal nocturnal haemoglobinuria and turmeric",
    "turmeric-curcumin",
    "paroxysmal nocturnal haemoglobinuria",
    PRODUCT.curcumin,
    `${SPS} It names no blood disorder.`,
    [SOURCE.spsTurmeric],
  ),
  named(
    "abdominal-pain-psyllium",
    "Abdominal pain and psyllium",
    "psyllium",
    "abdominal pain",
    PRODUCT.psyllium500,
    CAUTIONS,
    FYBOGEL_44,
    [SOURCE.fybogel],
  ),
  named(
    "stomach-ache-psyllium",
    "A stomach ache, as a person types it, and psyllium",
    "psyllium",
    "stomach ache",
    PRODUCT.psyllium500,
    CAUTIONS,
    FYBOGEL_44,
    [SOURCE.fybogel],
  ),
  quiet(
    "abdominal-pain-iron",
    "Abdominal pain of unknown cause and an iron supplement",
    "iron",
    "abdominal pain of unknown cause",
    PRODUCT.iron20,
    `${FERROUS_FUMARATE_43} Abdominal pain is not among them.`,
    [SOURCE.ferrousFumarate],
  ),
  quiet(
    "appendicitis-turmeric",
    "Appendicitis and turmeric",
    "turmeric-curcumin",
    "appendicitis",
    PRODUCT.curcumin,
    `${SPS} It names no disease of the bowel or appendix.`,
    [SOURCE.spsTurmeric],
  ),
  quiet(
    "thrombophlebitis-iron",
    "Thrombophlebitis and an iron supplement",
    "iron",
    "thrombophlebitis",
    PRODUCT.iron20,
    `${FERROUS_FUMARATE_43} None concerns the veins.`,
    [SOURCE.ferrousFumarate],
  ),
];
