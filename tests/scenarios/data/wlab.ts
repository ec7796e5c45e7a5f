// Tests and treatments coming up (the wlab round), with the products their sources name and neighbours that stay quiet.
import type { ScenarioInput } from "../schema";
import { BLOCKS, CAUTIONS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  barnsley: {
    title:
      "Drugs and other substances that can interfere with biochemistry tests: biotin, where high-dose supplements (5 to 10 mg or more) can give falsely high or low immunoassay results",
    publisher: "Barnsley Hospital NHS Foundation Trust (pathology)",
    url: "https://barnsleyhospital.nhs.uk/pathology/drugs-and-other-substances-can-interfere-biochemistry-tests",
  },
  fda: {
    title:
      "Update: the FDA warns that biotin may interfere with lab tests (FDA safety communication, 2019): falsely low troponin results, and talk to your doctor if you take biotin",
    publisher: "Drug Office, Department of Health, Hong Kong (reproducing the US FDA safety communication)",
    url: "https://www.drugoffice.gov.hk/eps/news/showNews/The+United+States%3A+Update%3A+The+FDA+warns+that+biotin+may+interfere+with+lab+tests%3A+FDA+Safety+Communication/consumer/2019-11-06/en/38328.html",
  },
  bnms: {
    title:
      "Radio-iodine treatment for hyperthyroidism: stop any tablets containing iodine or kelp, such as vitamin or mineral supplements, at least a week before",
    publisher: "British Nuclear Medicine Society (patient information)",
    url: "https://www.bnms.org.uk/page/Radio-iodineTreatmentforHyperthyroidism",
  },
  butterfly: {
    title:
      "Low iodine diet before radioiodine treatment or a diagnostic test: seaweed, kelp, cod liver oil, vitamin and mineral supplements may contain iodine; if the label lists iodine, do not take it",
    publisher: "Butterfly Thyroid Cancer Trust (UK charity)",
    url: "https://www.butterfly.org.uk/treatment-journey/low-iodine-diet/",
  },
  trinity: {
    title:
      "Thyroid scan (thyroid uptake scan), a nuclear medicine scan: iodine from kelp, seaweed, cough syrups or multivitamins can interfere with thyroid uptake and the scan",
    publisher: "Trinity Medical Imaging (UK)",
    url: "https://trinitymedicalimaging.co.uk/services/endocrine/thyroid-scan/",
  },
  papaa: {
    title:
      "Psoriasis and phototherapy: ultraviolet light therapy, also known as UV phototherapy; for psoriasis either UVA or UVB light can be used",
    publisher: "Psoriasis and Psoriatic Arthritis Alliance (PAPAA, UK charity)",
    url: "https://www.papaa.org/learn-about-psoriasis-and-psoriatic-arthritis/further-resources/psoriasis-and-phototherapy/",
  },
  btf: {
    title:
      "Is iodine important for thyroid health? Iodine supplements or kelp should be avoided with a thyroid condition",
    publisher: "British Thyroid Foundation",
    url: "https://www.btf-thyroid.org/FAQs/is-iodine-important-for-thyroid-health",
  },
} satisfies Record<string, Reference>;

const BIOTIN_TESTS =
  "An NHS hospital laboratory: high-dose biotin (5 to 10 mg or more) can make some immunoassays read falsely high or low; the FDA is most concerned about falsely low troponin results.";
const IODINE_RADIOIODINE =
  "British Nuclear Medicine Society: tablets containing iodine or kelp, such as vitamin or mineral supplements, must be stopped at least a week before radioiodine treatment.";
const LOW_IODINE_DIET =
  "Butterfly Thyroid Cancer Trust: on the low iodine diet before radioiodine treatment or scans, do not take a supplement whose label lists iodine (kelp, seaweed, vitamins and minerals).";
const IODINE_THYROID_SCAN =
  "A UK imaging provider: iodine from kelp, seaweed or multivitamins can interfere with thyroid uptake and the thyroid scan, so it needs to be told.";
const LIGHT_PSORIASIS =
  "PAPAA: light therapy for psoriasis is ultraviolet phototherapy (UVA or UVB); UK St John's wort product information lists phototherapy among its contraindications.";
const AFTER_RADIOIODINE =
  "Radioiodine is given for an overactive thyroid or thyroid cancer; the British Thyroid Foundation says people with a thyroid condition should avoid iodine supplements and kelp.";

const { named, quiet } = conditionCases("sc-wlab-");

export const WLAB_SCENARIOS: ScenarioInput[] = [
  named(
    "blood-test-next-week-biotin",
    "A blood test next week, and biotin 5,000 µg for hair",
    "biotin",
    "blood test next week",
    PRODUCT.biotin5000,
    CAUTIONS,
    BIOTIN_TESTS,
    [SOURCE.barnsley],
  ),
  named(
    "thyroid-blood-test-biotin",
    "A thyroid blood test, and biotin 5,000 µg",
    "biotin",
    "thyroid blood test",
    PRODUCT.biotin5000,
    CAUTIONS,
    BIOTIN_TESTS,
    [SOURCE.barnsley],
  ),
  named(
    "troponin-test-biotin",
    "A troponin test, and biotin 5,000 µg",
    "biotin",
    "troponin test",
    PRODUCT.biotin5000,
    CAUTIONS,
    BIOTIN_TESTS,
    [SOURCE.fda],
  ),
  named(
    "hormone-tests-biotin",
    "Hormone blood tests coming up, and biotin 5,000 µg",
    "biotin",
    "hormone blood tests",
    PRODUCT.biotin5000,
    CAUTIONS,
    BIOTIN_TESTS,
    [SOURCE.barnsley],
  ),
  named(
    "tft-biotin",
    "TFTs (thyroid function tests) coming up, and biotin 5,000 µg",
    "biotin",
    "TFTs",
    PRODUCT.biotin5000,
    CAUTIONS,
    BIOTIN_TESTS,
    [SOURCE.barnsley],
  ),
  quiet(
    "blood-test-last-week-biotin",
    "A blood test that is over ('had a blood test last week'), and biotin 5,000 µg",
    "biotin",
    "had a blood test last week",
    PRODUCT.biotin5000,
    BIOTIN_TESTS,
    [SOURCE.barnsley],
  ),
  quiet(
    "blood-test-magnesium",
    "A blood test next week, and magnesium, which the biotin texts do not name",
    "magnesium",
    "blood test next week",
    PRODUCT.magnesiumCitrate200,
    BIOTIN_TESTS,
    [SOURCE.barnsley],
  ),
  named(
    "radioiodine-kelp",
    "Radioactive iodine treatment coming up, and kelp tablets (iodine 150 µg)",
    "iodine",
    "radioactive iodine treatment",
    PRODUCT.kelp,
    BLOCKS,
    IODINE_RADIOIODINE,
    [SOURCE.bnms],
  ),
  named(
    "rai-kelp",
    "RAI (as people with thyroid cancer write it), and kelp tablets (iodine 150 µg)",
    "iodine",
    "RAI",
    PRODUCT.kelp,
    BLOCKS,
    IODINE_RADIOIODINE,
    [SOURCE.bnms],
  ),
  named(
    "radioiodine-next-month-kelp",
    "Radioiodine next month, and kelp tablets (iodine 150 µg)",
    "iodine",
    "radioiodine next month",
    PRODUCT.kelp,
    BLOCKS,
    IODINE_RADIOIODINE,
    [SOURCE.bnms],
  ),
  named(
    "rai-scan-kelp",
    "An RAI scan coming up, and kelp tablets (iodine 150 µg)",
    "iodine",
    "RAI scan",
    PRODUCT.kelp,
    BLOCKS,
    LOW_IODINE_DIET,
    [SOURCE.butterfly],
  ),
  named(
    "low-iodine-diet-kelp",
    "On a low iodine diet, and kelp tablets (iodine 150 µg)",
    "iodine",
    "low iodine diet",
    PRODUCT.kelp,
    BLOCKS,
    LOW_IODINE_DIET,
    [SOURCE.butterfly],
  ),
  named(
    "had-radioiodine-kelp",
    "Radioiodine in the past ('had radioiodine in 2019'), read as thyroid disease, and kelp tablets",
    "iodine",
    "had radioiodine in 2019",
    PRODUCT.kelp,
    CAUTIONS,
    AFTER_RADIOIODINE,
    [SOURCE.btf],
  ),
  quiet(
    "radioiodine-vitamin-c",
    "Radioiodine treatment coming up, and vitamin C, which the radioiodine texts do not name",
    "vitamin-c",
    "radioiodine treatment",
    PRODUCT.vitaminC1000,
    IODINE_RADIOIODINE,
    [SOURCE.bnms],
  ),
  quiet(
    "radioiodine-cod-liver-oil",
    "Radioiodine treatment coming up, and cod liver oil catalogued without iodine",
    "cod-liver-oil",
    "radioiodine treatment",
    PRODUCT.codLiverOil,
    LOW_IODINE_DIET,
    [SOURCE.butterfly],
  ),
  named(
    "thyroid-scan-kelp",
    "A thyroid scan next week, and kelp tablets (iodine 150 µg)",
    "iodine",
    "thyroid scan next week",
    PRODUCT.kelp,
    CAUTIONS,
    IODINE_THYROID_SCAN,
    [SOURCE.trinity],
  ),
  quiet(
    "thyroid-scan-selenium",
    "A thyroid scan, and selenium, which the scan text does not name",
    "selenium",
    "thyroid scan",
    PRODUCT.selenium,
    IODINE_THYROID_SCAN,
    [SOURCE.trinity],
  ),
  named(
    "psoriasis-light-therapy-st-johns-wort",
    "Light therapy for psoriasis, and St John's wort",
    "st-johns-wort",
    "light therapy for psoriasis",
    PRODUCT.stJohnsWort,
    BLOCKS,
    LIGHT_PSORIASIS,
    [SOURCE.papaa],
  ),
  named(
    "uvb-light-therapy-st-johns-wort",
    "UVB light therapy, and St John's wort",
    "st-johns-wort",
    "UVB light therapy",
    PRODUCT.stJohnsWort,
    BLOCKS,
    LIGHT_PSORIASIS,
    [SOURCE.papaa],
  ),
];
