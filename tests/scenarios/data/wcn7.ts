// Condition words read since the wcn7 round, with the products their sources name and neighbours that must stay quiet.
import type { ScenarioInput } from "../schema";
import { BLOCKS, CAUTIONS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  b6: {
    title:
      "Vitamin B6: what happens if I take too much? A loss of feeling in the arms and legs known as peripheral neuropathy (the NHS website text)",
    publisher: "go-green.info (the NHS vitamins and minerals text)",
    url: "https://www.go-green.info/food/vitamin-b6/",
  },
  raynauds: {
    title:
      "Raynaud's (health A to Z in the NHS website's words): things you can do, not too much caffeine, which may trigger the symptoms",
    publisher: "Limelight Health and Wellbeing Hub (NHS, health A to Z)",
    url: "https://limelighthealthhub.nhs.uk/health-a-to-z/raynauds/",
  },
  pots: {
    title:
      "Postural tachycardia syndrome (PoTS), health A to Z: reducing your symptoms, including not drinking lots of caffeine or alcohol",
    publisher: "getdoc.com (health A to Z)",
    url: "https://www.getdoc.com/health-a-z/condition/?condition_name=postural-tachycardia-syndrome",
  },
  incontinence: {
    title:
      "First prescriptions for urinary incontinence in women (pharmacy team training), lifestyle advice: caffeine reduction",
    publisher: "tmmagazine.co.uk (pharmacy team training)",
    url: "https://www.tmmagazine.co.uk/cpd/first-prescriptions-for-urinary-incontinence-in-women/lifestyle-advice-938935",
  },
  nccn: {
    title:
      "NCCN Guidelines for Patients: Myeloproliferative Neoplasms (2018), polycythemia vera initial treatment: phlebotomy, and iron supplements should not be taken",
    publisher: "National Comprehensive Cancer Network (NCCN)",
    url: "https://www.nccn.org/patients/guidelines/mpn/38/index.html",
  },
  pituitary: {
    title:
      "Pituitary tumours: brain tumours that start in the pituitary gland; most are non cancerous (benign), also called pituitary adenomas",
    publisher: "Cancer Research UK",
    url: "https://www.cancerresearchuk.org/about-cancer/type/brain-tumour/treatment/types/treatment-for-pituitary-tumours",
  },
  hPylori: {
    title:
      "Helicobacter pylori (H. pylori): bacteria in the stomach lining; the infection always causes inflammation of the gastric lining (gastritis)",
    publisher: "Guts UK (charity)",
    url: "https://gutscharity.org.uk/advice-and-information/conditions/helicobacter-pylori/?gad=1",
  },
  tremor: {
    title:
      "Essential tremor (NHS website text): caffeine among the things that may temporarily increase any tremor",
    publisher: "Everest Pharmacy (health A to Z)",
    url: "https://www.everestpharmacy.co.uk/condition/essential-tremor/",
  },
} satisfies Record<string, Reference>;

const B6_NEUROPATHY =
  "NHS text: 200 mg or more of vitamin B6 a day can lead to peripheral neuropathy; supplements should give no more than 10 mg a day unless a doctor advises it.";
const CAFFEINE_RAYNAUDS =
  "NHS text for Raynaud's: do not have too much caffeine (tea, coffee, cola, chocolate), it may trigger the symptoms.";
const CAFFEINE_POTS =
  "UK health A to Z advice for PoTS: do not drink lots of caffeine or alcohol. PoTS is also read as a heart rhythm problem.";
const CAFFEINE_INCONTINENCE =
  "UK pharmacy training: lifestyle advice for urinary incontinence in women includes caffeine reduction (coffee, tea, cola).";
const IRON_PV =
  "NCCN patient guideline: phlebotomy makes people with polycythaemia vera short of iron to control it, so iron supplements should not be taken.";
const AGNUS_PITUITARY =
  "UK agnus castus product information lists a pituitary disorder among its contraindications; Cancer Research UK says pituitary tumours start in the pituitary gland.";
const IRON_H_PYLORI =
  "Guts UK: H. pylori infection always inflames the stomach lining (gastritis); UK ferrous sulphate product information asks for caution in existing stomach disease.";

const CAFFEINE_TREMOR =
  "NHS text on essential tremor: caffeine (tea, coffee, some fizzy drinks) may temporarily increase any tremor.";

const { named, quiet, caution } = conditionCases("sc-wcn7-");

export const WCN7_SCENARIOS: ScenarioInput[] = [
  caution(
    "tremor-caffeine",
    "essential tremor",
    "caffeine",
    PRODUCT.caffeine200,
    "caffeine 200 mg",
    CAFFEINE_TREMOR,
    SOURCE.tremor,
  ),
  quiet(
    "trigeminal-caffeine",
    "Trigeminal neuralgia, which the tremor text does not name, and caffeine",
    "caffeine",
    "trigeminal neuralgia",
    PRODUCT.caffeine200,
    CAFFEINE_TREMOR,
    [SOURCE.tremor],
  ),
  quiet(
    "interstitial-cystitis-caffeine",
    "Interstitial cystitis, read as bladder pain syndrome, and caffeine",
    "caffeine",
    "interstitial cystitis",
    PRODUCT.caffeine200,
    CAFFEINE_INCONTINENCE,
    [SOURCE.incontinence],
  ),
  quiet(
    "carpal-tunnel-b6",
    "Carpal tunnel syndrome, which the B6 text does not name, and vitamin B6",
    "vitamin-b6",
    "carpal tunnel",
    PRODUCT.vitaminB6,
    B6_NEUROPATHY,
    [SOURCE.b6],
  ),
  caution(
    "neuropathy-b6",
    "peripheral neuropathy",
    "vitamin-b6",
    PRODUCT.vitaminB6,
    "vitamin B6 100 mg",
    B6_NEUROPATHY,
    SOURCE.b6,
  ),
  caution(
    "polyneuropathy-b6",
    "polyneuropathy",
    "vitamin-b6",
    PRODUCT.vitaminB6,
    "vitamin B6 100 mg",
    B6_NEUROPATHY,
    SOURCE.b6,
  ),
  caution(
    "nerve-damage-b6",
    "peripheral nerve damage",
    "vitamin-b6",
    PRODUCT.vitaminB6,
    "vitamin B6 100 mg",
    B6_NEUROPATHY,
    SOURCE.b6,
  ),
  caution(
    "raynauds-caffeine",
    "Raynaud's",
    "caffeine",
    PRODUCT.caffeine200,
    "caffeine 200 mg",
    CAFFEINE_RAYNAUDS,
    SOURCE.raynauds,
  ),
  caution(
    "raynauds-phenomenon-caffeine",
    "Raynauds phenomenon",
    "caffeine",
    PRODUCT.caffeine200,
    "caffeine 200 mg",
    CAFFEINE_RAYNAUDS,
    SOURCE.raynauds,
  ),
  caution(
    "reynauds-caffeine",
    "Reynaud's disease",
    "caffeine",
    PRODUCT.caffeine200,
    "caffeine 200 mg",
    CAFFEINE_RAYNAUDS,
    SOURCE.raynauds,
  ),
  caution(
    "pots-caffeine",
    "postural tachycardia syndrome",
    "caffeine",
    PRODUCT.caffeine200,
    "caffeine 200 mg",
    CAFFEINE_POTS,
    SOURCE.pots,
  ),
  caution(
    "pots-syndrome-caffeine",
    "PoTS syndrome",
    "caffeine",
    PRODUCT.caffeine200,
    "caffeine 200 mg",
    CAFFEINE_POTS,
    SOURCE.pots,
  ),
  caution(
    "incontinence-caffeine",
    "urinary incontinence",
    "caffeine",
    PRODUCT.caffeine200,
    "caffeine 200 mg",
    CAFFEINE_INCONTINENCE,
    SOURCE.incontinence,
  ),
  caution(
    "stress-incontinence-caffeine",
    "stress incontinence",
    "caffeine",
    PRODUCT.caffeine200,
    "caffeine 200 mg",
    CAFFEINE_INCONTINENCE,
    SOURCE.incontinence,
  ),
  caution("h-pylori-iron", "H pylori", "iron", PRODUCT.iron20, "iron 20 mg", IRON_H_PYLORI, SOURCE.hPylori),
  named(
    "pv-iron",
    "Polycythaemia vera, and iron 20 mg",
    "iron",
    "polycythaemia vera",
    PRODUCT.iron20,
    BLOCKS,
    IRON_PV,
    [SOURCE.nccn],
  ),
  named(
    "prv-iron",
    "Polycythemia rubra vera, and iron 20 mg",
    "iron",
    "polycythemia rubra vera",
    PRODUCT.iron20,
    BLOCKS,
    IRON_PV,
    [SOURCE.nccn],
  ),
  named(
    "pituitary-tumour-agnus",
    "A pituitary tumour, and agnus castus",
    "chasteberry",
    "pituitary tumour",
    PRODUCT.agnusCastus,
    BLOCKS,
    AGNUS_PITUITARY,
    [SOURCE.pituitary],
  ),
  named(
    "acromegaly-agnus",
    "Acromegaly, and agnus castus",
    "chasteberry",
    "acromegaly",
    PRODUCT.agnusCastus,
    BLOCKS,
    AGNUS_PITUITARY,
    [SOURCE.pituitary],
  ),
  named(
    "polycythaemia-iron",
    "Polycythaemia of an unnamed kind, and iron 20 mg: asked, since it may be polycythaemia vera",
    "iron",
    "polycythaemia",
    PRODUCT.iron20,
    CAUTIONS,
    `${IRON_PV} Polycythaemia vera is one kind of polycythaemia, so the record asks when the kind is not given.`,
    [SOURCE.nccn],
  ),
  quiet(
    "raynauds-b6",
    "Raynaud's, which the B6 text does not name, and vitamin B6",
    "vitamin-b6",
    "Raynaud's",
    PRODUCT.vitaminB6,
    B6_NEUROPATHY,
    [SOURCE.b6],
  ),
  quiet(
    "narcolepsy-b6",
    "Narcolepsy, which the B6 text does not name, and vitamin B6",
    "vitamin-b6",
    "narcolepsy",
    PRODUCT.vitaminB6,
    B6_NEUROPATHY,
    [SOURCE.b6],
  ),
  quiet(
    "gilberts-caffeine",
    "Gilbert's syndrome, which the Raynaud's text does not name, and caffeine",
    "caffeine",
    "Gilbert's syndrome",
    PRODUCT.caffeine200,
    CAFFEINE_RAYNAUDS,
    [SOURCE.raynauds],
  ),
  quiet(
    "brain-tumour-agnus",
    "A brain tumour not in the pituitary, which the agnus castus text does not name",
    "chasteberry",
    "brain tumour",
    PRODUCT.agnusCastus,
    AGNUS_PITUITARY,
    [SOURCE.pituitary],
  ),
  quiet(
    "angioedema-caffeine",
    "Angioedema, which the Raynaud's text does not name, and caffeine",
    "caffeine",
    "angioedema",
    PRODUCT.caffeine200,
    CAFFEINE_RAYNAUDS,
    [SOURCE.raynauds],
  ),
];
