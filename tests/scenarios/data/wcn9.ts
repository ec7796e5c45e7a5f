// Condition words read since the wcn9 round (past bleeds, RP, a colonoscopy), and neighbours that must stay quiet.
import type { ScenarioInput } from "../schema";
import { BLOCKS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  ginkgoBleeding: {
    title:
      "Spontaneous bleeding associated with ginkgo biloba: a case report and systematic review of the literature (J Gen Intern Med 2005), abstract",
    publisher: "Kaiser Permanente Division of Research",
    url: "https://divisionofresearch.kaiserpermanente.org/publications/spontaneous-bleeding-associated-with-ginkgo-biloba-a-case-report-and-systematic-review-of-the-literature-a-case-report-and-systematic-review-of-the-literature/",
  },
  hasBled: {
    title:
      "HAS-BLED: bleeding tendency or predisposition, counted as a history of intracranial bleeding or bleeding requiring hospitalisation",
    publisher: "Queensland Health (Clinical Care Manual, appendices)",
    url: "https://www.ccm.health.qld.gov.au/appendices/has-bled",
  },
  vitaminEStroke: {
    title:
      "Effects of vitamin E on stroke subtypes: meta-analysis of randomised controlled trials (BMJ 2010;341:c5702)",
    publisher: "BMJ (PubMed Central copy)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC2974412",
  },
  retinaUk: {
    title:
      "Vitamin A supplements provide no vision benefit to RP patients; vitamin E supplements should be avoided by people with RP",
    publisher: "Retina UK (charity)",
    url: "https://retinauk.org.uk/news/vitamin-a-supplements-provides-no-vision-benefit-to-rp-patients/",
  },
  colonoscopy: {
    title:
      "Endoscopy: Moviprep bowel preparation, morning colonoscopy (patient leaflet): stop iron tablets 7 days and stool bulking agents such as Fybogel 3 days before",
    publisher: "ncic.nhs.uk (NHS trust patient information leaflet)",
    url: "https://ncic.nhs.uk/patients-visitors/patient-information-leaflets/Endoscopy-Moviprep-morning",
  },
  boneCancer: {
    title:
      "What is bone cancer? Cancer that starts in the bones is primary bone cancer (sarcoma); it is not the same as secondary bone cancer, which spreads to the bones",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/bone-cancer/what-is-bone-cancer",
  },
  scleroderma: {
    title:
      "Understanding scleroderma: a rare, chronic disease of the immune system, blood vessels and connective tissue; an autoimmune condition",
    publisher: "Scleroderma & Raynaud's UK (charity)",
    url: "https://sruk.co.uk/scleroderma/understanding-scleroderma",
  },
  upperGiBleeding: {
    title:
      "Acute upper gastrointestinal bleeding (NICE CG141, information for the public): vomiting blood or dark sticky stools; most commonly from stomach ulcers",
    publisher: "NICE",
    url: "https://www.nice.org.uk/guidance/cg141/ifp/chapter/Acute-upper-gastrointestinal-bleeding",
  },
  piles: {
    title:
      "Haemorrhoids (pharmacy minor ailments training, from the NHS page): cut down on alcohol and caffeine (tea, coffee, cola) to avoid constipation",
    publisher: "Numark (pharmacy team training)",
    url: "https://learning.numarknet.com/pharmacy-excellence/minor-ailments/haemorrhoids-1213747",
  },
} satisfies Record<string, Reference>;

const GINKGO_BLEED =
  "A systematic review of case reports links ginkgo with serious bleeding, 8 of 15 inside the skull, and asks that people with known bleeding risks be told; HAS-BLED counts a past brain bleed or a bleed needing hospital care as such a risk.";
const VITAMIN_E_STROKE =
  "BMJ meta-analysis of nine trials: vitamin E supplements raised the risk of haemorrhagic stroke by 22%; widespread use cautioned against.";
const VITAMIN_E_RP =
  "Retina UK: vitamin E supplements should be avoided by people with retinitis pigmentosa, and labels checked for added vitamin E.";
const IRON_COLONOSCOPY = "NHS bowel-preparation leaflet: stop iron tablets 7 days before a colonoscopy.";
const PSYLLIUM_COLONOSCOPY =
  "NHS bowel-preparation leaflet: stop stool bulking agents such as Fybogel (ispaghula, psyllium) 3 days before a colonoscopy.";
const BONE_CANCER =
  "The NHS page names primary and secondary bone cancer; calcium's record on cancer spread to the bones reaches 'bone cancer' as a caution, not primary bone cancer.";

const CAFFEINE_PILES =
  "NHS advice for piles: cut down on alcohol and caffeine (tea, coffee, cola) to avoid constipation.";

const { named, quiet, caution } = conditionCases("sc-wcn9-");

export const WCN9_SCENARIOS: ScenarioInput[] = [
  caution(
    "brain-bleed-ginkgo",
    "bleed on the brain",
    "ginkgo-biloba",
    PRODUCT.ginkgo,
    "ginkgo",
    GINKGO_BLEED,
    SOURCE.ginkgoBleeding,
  ),
  caution(
    "had-brain-bleed-ginkgo",
    "had a bleed on the brain",
    "ginkgo-biloba",
    PRODUCT.ginkgo,
    "ginkgo",
    GINKGO_BLEED,
    SOURCE.ginkgoBleeding,
  ),
  caution(
    "brain-haemorrhage-ginkgo",
    "brain haemorrhage",
    "ginkgo-biloba",
    PRODUCT.ginkgo,
    "ginkgo",
    GINKGO_BLEED,
    SOURCE.ginkgoBleeding,
  ),
  caution(
    "sah-ginkgo",
    "subarachnoid haemorrhage",
    "ginkgo-biloba",
    PRODUCT.ginkgo,
    "ginkgo",
    GINKGO_BLEED,
    SOURCE.ginkgoBleeding,
  ),
  caution(
    "gi-bleed-ginkgo",
    "GI bleed",
    "ginkgo-biloba",
    PRODUCT.ginkgo,
    "ginkgo",
    GINKGO_BLEED,
    SOURCE.hasBled,
  ),
  caution(
    "stomach-bleed-ginkgo",
    "stomach bleed",
    "ginkgo-biloba",
    PRODUCT.ginkgo,
    "ginkgo",
    GINKGO_BLEED,
    SOURCE.hasBled,
  ),
  caution(
    "ulcer-bleed-ginkgo",
    "history of stomach ulcer bleeding",
    "ginkgo-biloba",
    PRODUCT.ginkgo,
    "ginkgo",
    GINKGO_BLEED,
    SOURCE.upperGiBleeding,
  ),
  quiet(
    "heavy-periods-ginkgo",
    "Heavy periods, which the ginkgo texts read do not name, and ginkgo",
    "ginkgo-biloba",
    "heavy periods",
    PRODUCT.ginkgo,
    GINKGO_BLEED,
    [SOURCE.ginkgoBleeding],
  ),
  quiet(
    "brain-bleed-garlic",
    "A past brain bleed, which the garlic texts read do not name, and garlic",
    "garlic",
    "bleed on the brain",
    PRODUCT.garlic,
    GINKGO_BLEED,
    [SOURCE.hasBled],
  ),
  caution(
    "haemorrhagic-stroke-vitamin-e",
    "haemorrhagic stroke",
    "vitamin-e",
    PRODUCT.vitaminE400Iu,
    "vitamin E 400 IU",
    VITAMIN_E_STROKE,
    SOURCE.vitaminEStroke,
  ),
  caution(
    "brain-bleed-vitamin-e",
    "brain bleed",
    "vitamin-e",
    PRODUCT.vitaminE400Iu,
    "vitamin E 400 IU",
    VITAMIN_E_STROKE,
    SOURCE.vitaminEStroke,
  ),
  quiet(
    "tia-vitamin-e",
    "A mini-stroke (TIA), not a bleed, and vitamin E",
    "vitamin-e",
    "TIA",
    PRODUCT.vitaminE400Iu,
    VITAMIN_E_STROKE,
    [SOURCE.vitaminEStroke],
  ),
  quiet(
    "gi-bleed-vitamin-e",
    "A gut bleed, which the vitamin E stroke trials do not name, and vitamin E",
    "vitamin-e",
    "GI bleed",
    PRODUCT.vitaminE400Iu,
    VITAMIN_E_STROKE,
    [SOURCE.vitaminEStroke],
  ),
  named(
    "rp-vitamin-e",
    "Retinitis pigmentosa, and vitamin E 400 IU",
    "vitamin-e",
    "retinitis pigmentosa",
    PRODUCT.vitaminE400Iu,
    BLOCKS,
    VITAMIN_E_RP,
    [SOURCE.retinaUk],
  ),
  quiet(
    "rp-vitamin-a",
    "Retinitis pigmentosa, and vitamin A, which the newer analysis found neither helps nor harms",
    "vitamin-a",
    "retinitis pigmentosa",
    PRODUCT.vitaminA10000Iu,
    VITAMIN_E_RP,
    [SOURCE.retinaUk],
  ),
  caution(
    "colonoscopy-iron",
    "colonoscopy",
    "iron",
    PRODUCT.iron20,
    "iron 20 mg",
    IRON_COLONOSCOPY,
    SOURCE.colonoscopy,
  ),
  caution(
    "colonoscopy-booked-psyllium",
    "colonoscopy booked",
    "psyllium",
    PRODUCT.psyllium500,
    "psyllium husk",
    PSYLLIUM_COLONOSCOPY,
    SOURCE.colonoscopy,
  ),
  quiet(
    "colonoscopy-vitamin-c",
    "A colonoscopy, and vitamin C, which the leaflet does not name",
    "vitamin-c",
    "colonoscopy",
    PRODUCT.vitaminC1000,
    IRON_COLONOSCOPY,
    [SOURCE.colonoscopy],
  ),
  caution(
    "bone-cancer-calcium",
    "bone cancer",
    "calcium",
    PRODUCT.osteocare,
    "calcium 800 mg with vitamin D",
    BONE_CANCER,
    SOURCE.boneCancer,
  ),
  quiet(
    "primary-bone-cancer-calcium",
    "Primary bone cancer, which the calcium record does not name, and calcium with vitamin D",
    "calcium",
    "primary bone cancer",
    PRODUCT.osteocare,
    BONE_CANCER,
    [SOURCE.boneCancer],
  ),
  named(
    "scleroderma-echinacea",
    "systemic sclerosis, and echinacea",
    "echinacea",
    "systemic sclerosis",
    PRODUCT.echinacea,
    BLOCKS,
    "Scleroderma & Raynaud's UK: scleroderma is an autoimmune condition; echinacea's UK product information says it must not be used in autoimmune diseases.",
    [SOURCE.scleroderma],
  ),
  caution(
    "piles-caffeine",
    "haemorrhoids",
    "caffeine",
    PRODUCT.caffeine200,
    "caffeine 200 mg",
    CAFFEINE_PILES,
    SOURCE.piles,
  ),
  caution(
    "bleeding-piles-caffeine",
    "bleeding piles",
    "caffeine",
    PRODUCT.caffeine200,
    "caffeine 200 mg",
    CAFFEINE_PILES,
    SOURCE.piles,
  ),
  quiet(
    "varicose-veins-caffeine",
    "Varicose veins, which the piles text does not name, and caffeine",
    "caffeine",
    "varicose veins",
    PRODUCT.caffeine200,
    CAFFEINE_PILES,
    [SOURCE.piles],
  ),
];
