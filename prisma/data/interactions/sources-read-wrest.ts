// The read log of the wrest round on the catalogue ingredients whose sources had been read least
// (drug-interactions-part-35.ts, medical-contraindications-wrest.ts, references-wrest.ts). The log's kinds hold
// official addresses only, so the Memorial Sloan Kettering pages, journal texts and monographs read instead, and
// what they said that was not recorded, are told in the notes of the official pages looked for.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, readPage } from "./sources-read-page";

const NCCIH = "National Center for Complementary and Integrative Health (NIH)";

export const SOURCES_READ_WREST: SourceReadInput[] = [
  readPage(
    "fenugreek",
    "nccih",
    {
      title: "Fenugreek: Usefulness and Safety",
      publisher: NCCIH,
      url: "https://nccih.nih.gov/health/fenugreek",
    },
    {
      outcome: "stated-not-recorded",
      note: "Found at its own address this time. It says fenugreek is not safe in pregnancy in amounts greater than those in food, its use having been linked to birth defects: that is mc-fenugreek-pregnancy, which cites the same page at its www address, so nothing new was written. The text here stops at 'What Have We Learned?', before the safety section's other advice. The Drugs.com professional monograph was read instead: avoid with an allergy to the pea family, cross-reactivity with chickpea, peanut or coriander allergy possible (mc-fenugreek-peanut-allergy), and avoid in pregnancy (already recorded).",
    },
  ),
  readPage(
    "probiotics",
    "nccih",
    {
      title: "Probiotics: In Depth (What's the Bottom Line?)",
      publisher: NCCIH,
      url: "https://nccih.nih.gov/health/probiotics/introduction.htm",
    },
    {
      outcome: "stated-not-recorded",
      note: "Says probiotics usually have only minor side effects in healthy people, but that in people with underlying health problems, such as a weakened immune system, serious complications such as infections have occasionally been reported: mc-probiotics-weakened-immune-system says this from NCCIH's bulletin, so it was not written twice. The newer 'Probiotics: Usefulness and Safety' page adds that severe or fatal infections were reported in premature infants given probiotics, which is not a condition of the people the checker serves. No medicine is named in what could be read. A review of probiotics in the American Journal of Health-System Pharmacy (reprinted by Medscape) was read for medicines: di-probiotics-antibacterial (2 hours apart), di-probiotics-immunosuppressant and di-probiotics-cytotoxic-chemotherapy; its note that Saccharomyces boulardii may interact with antifungals was not recorded, as the catalogue's probiotics ingredient does not tell yeasts from bacteria.",
    },
  ),
  readPage(
    "evening-primrose-oil",
    "nhs",
    {
      title: "Evening primrose oil for breast pain (patient information)",
      publisher: "Cambridge University Hospitals NHS Foundation Trust",
      url: "https://www.cuh.nhs.uk/patient-information/evening-primrose-oil-for-breast-pain",
    },
    {
      outcome: "not-readable",
      note: "Read as far as its dosing advice (240 to 360 mg of gamolenic acid a day, at least two months before any improvement); that part names no medicine or condition to avoid, and the rest of the leaflet was not in what could be read.",
    },
  ),
  notFound(
    "cinnamon",
    "nccih",
    "The NCCIH cinnamon page came up only in copies on other sites (a CloudFront mirror and health blogs), so it is not entered at an address. They say cinnamon is likely safe in food amounts and that the coumarin in cassia cinnamon might worsen liver disease, which mc-cinnamon-liver-disease already says; no medicine is named in what could be read.",
  ),
  notFound(
    "kelp",
    "nhs",
    "The NHS iodine page came up only at an old http address: it says taking high doses of iodine for long periods could change the way the thyroid gland works and that 0.5 mg or less a day of iodine supplements is unlikely to cause harm; it names no medicine or seaweed. The thyroid and medicine records for kelp come from earlier rounds.",
  ),
  notFound(
    "kelp",
    "ema",
    "No EU herbal monograph on bladderwrack (Fucus vesiculosus thallus) came up; only a copy of a subscription monograph (vital.ly) and herbalists' pages, which were not used.",
  ),
  notFound(
    "l-theanine",
    "nih-ods",
    "No NIH ODS page on L-theanine came up (only sellers' pages and blogs). Memorial Sloan Kettering's L-theanine page was read instead: it asks people taking medicines that help them sleep (lorazepam, diazepam, zolpidem) and people who are pregnant or breastfeeding to talk with their healthcare provider first. Those are di-l-theanine-lorazepam, di-l-theanine-diazepam, di-l-theanine-zolpidem, mc-l-theanine-pregnancy and mc-l-theanine-breastfeeding.",
  ),
  notFound(
    "tribulus",
    "nih-ods",
    "The ODS fact sheet on supplements for exercise and athletic performance came up only as a copy of its consumer version on another site, which stops before its tribulus section. Memorial Sloan Kettering's tribulus page was read: people with prostate cancer should avoid it because of its potential hormonal activities (mc-tribulus-prostate-cancer). Other pages naming lithium, diabetes medicines and diuretics were copies of subscription databases or blogs and were not used.",
  ),
  notFound(
    "lycopene",
    "nih-ods",
    "The ODS 'Vitamin A and Carotenoids' fact sheet did not come up; only the Linus Pauling Institute's carotenoid page, which states no interaction in what could be read. Memorial Sloan Kettering's lycopene page was read as far as its uses (no warning in that part); a review in the journal Oncology (PubMed 20394143) says lycopene's antioxidant effects could interfere with chemotherapy and radiotherapy: di-lycopene-cytotoxic-chemotherapy and mc-lycopene-having-radiotherapy.",
  ),
  notFound(
    "lutein",
    "nih-ods",
    "The ODS 'Vitamin A and Carotenoids' fact sheet did not come up here. Memorial Sloan Kettering's lutein page says side effects have not been reported; its 'What else do I need to know?' section was not in what could be read. A herbal-medicine reference's note that orlistat may lower lutein levels is an effect on the nutrient, not a risk, and was not recorded.",
  ),
  notFound(
    "zeaxanthin",
    "nih-ods",
    "The ODS 'Vitamin A and Carotenoids' fact sheet did not come up here; the Linus Pauling Institute's carotenoid page, which covers zeaxanthin, states no interaction in what could be read. Nothing was written.",
  ),
  notFound(
    "resveratrol",
    "nih-ods",
    "No ODS page on resveratrol came up. Memorial Sloan Kettering's resveratrol page was read as far as 'How It Works': resveratrol has hormone-like properties that may stimulate some cancer cells and may interact with certain drugs, without naming them; its list of medicines was not in what could be read, so nothing beyond the existing blood-thinner record was written.",
  ),
  notFound(
    "quercetin",
    "nih-ods",
    "No ODS page on quercetin came up. The Drugs.com professional monograph was read (avoid with digoxin; a case of raised INR with warfarin), with the pig study and the case report it rests on: di-quercetin-digoxin and di-quercetin-warfarin. Lists of other medicines (ciclosporin, quinolone antibiotics, corticosteroids) came only from a seller's and blogs' pages and were not used.",
  ),
];
