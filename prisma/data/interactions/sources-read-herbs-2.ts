// The read log of the second round on herbs with few or no records (drug-interactions-part-12.ts,
// medical-contraindications-herbs-2.ts, references-herbs-2.ts). Pages are entered at the address they were read
// at; sources looked for but found only as copies, retailer pages or text cut off before the safety or
// interactions section are entered without an address.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_HERBS_2 } from "./references-herbs-2";
import { noUkProduct, notFound, readPage, records, ukProductInformation } from "./sources-read-page";

const NCCIH = "National Center for Complementary and Integrative Health (NIH)";

/** Official pages looked for that the search did not find: only copies, retailer pages or unrelated results. */
const NOT_FOUND: [ingredient: string, kind: SourceReadInput["kind"], what: string][] = [
  ["red-clover", "nccih", "The NCCIH red clover page"],
  ["soy-isoflavones", "nccih", "The NCCIH soy page"],
  ["bromelain", "nccih", "The NCCIH bromelain page"],
];
const NOT_FOUND_NOTE =
  "was looked for by title and subject; only copies on other sites, retailer pages or unrelated results came up, so nothing was written from it.";

/** Pages found whose text, as stored here, stops before the section that would say what to avoid. */
const CUT_OFF: [ingredient: string, kind: SourceReadInput["kind"], note: string][] = [
  [
    "flaxseed",
    "nccih",
    "The NCCIH flaxseed page (nccih.nih.gov/health/flaxseed/ataglance.htm) was found, but its text stops at the first safety bullet (do not eat raw or unripe flaxseed). Health Canada's flaxseed monograph, read at an http address, asks products giving 5 g a day or more to say take them 2 hours before or after other medicines; not recorded, because the dictionary has no class for all other medicines.",
  ],
  [
    "aloe-vera",
    "nccih",
    "The NCCIH aloe vera page (nccih.nih.gov/health/aloevera) was found, but its text stops at 'How Much Do We Know?', before the safety section.",
  ],
  [
    "aloe-vera",
    "ema",
    "Copies of the HMPC monograph on Aloe barbadensis Miller and Aloe capensis (EMEA/HMPC/76310/2006) were found, but their text stops before sections 4.3 to 4.5.",
  ],
  [
    "grape-seed-extract",
    "nccih",
    "An archived NCCAM grape seed extract page was found, but its text stops in 'What the Science Says'; the current NCCIH page came up without an address, so its safety text (which mentions high doses with vitamin C in high blood pressure) is not cited.",
  ],
];

export const SOURCES_READ_HERBS_2: SourceReadInput[] = [
  readPage(
    "elderberry",
    "nccih",
    {
      title: "Elderberry: usefulness and safety",
      publisher: NCCIH,
      url: "https://nccih.nih.gov/health/euroelder",
    },
    {
      outcome: "none-stated",
      note: "Safety: raw or unripe berries, leaves and stem are poisonous unless cooked; anyone taking a medicine should talk to their provider first, as some herbs interact; little is known about pregnancy and breastfeeding. No medicine or condition is named.",
    },
  ),
  readPage(
    "bilberry",
    "nccih",
    {
      title: "Bilberry: usefulness and safety",
      publisher: NCCIH,
      url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
    },
    {
      outcome: "none-stated",
      note: "Safety: the fruit is considered safe in food amounts or as an extract at recommended doses for short periods; the leaves may be unsafe in high doses or long use. No medicine or condition is named.",
    },
  ),
  readPage("cats-claw", "nccih", REF_HERBS_2.nccihCatsClaw, {
    ...records(
      "di-cats-claw-anticoagulant",
      "di-cats-claw-antiplatelet",
      "di-cats-claw-antihypertensive",
      "mc-cats-claw-autoimmune-disease",
      "mc-cats-claw-upcoming-surgery",
    ),
    note: "The text read stops just after the sentence on anticoagulant, antiplatelet and blood pressure drugs; anything the page says after it (pregnancy) was not read.",
  }),
  readPage(
    "pomegranate",
    "nccih",
    REF_HERBS_2.nccihBulletinPomegranate,
    records("di-pomegranate-anticoagulant"),
  ),
  readPage(
    "pomegranate",
    "nccih",
    {
      title: "Pomegranate: usefulness and safety",
      publisher: NCCIH,
      url: "https://nccih.nih.gov/health/pomegranate",
    },
    {
      outcome: "not-readable",
      note: "The safety section was read as far as pregnancy (juice believed safe, extract may be safe, root, stem and peel unsafe in large amounts, allergic reactions reported); the rest was cut off. The warfarin record comes from NCCIH's bulletin.",
    },
  ),
  readPage(
    "hawthorn",
    "nccih",
    REF_HERBS_2.nccihHawthorn,
    records("di-hawthorn-heart-medicine", "mc-hawthorn-heart-failure"),
  ),
  readPage("noni", "nccih", REF_HERBS_2.nccihNoni, {
    ...records(
      "di-noni-raises-potassium",
      "di-noni-antihypertensive",
      "mc-noni-chronic-kidney-disease",
      "di-noni-hepatotoxic",
      "ss-noni-potassium",
    ),
    note: "Confirms mc-noni-chronic-kidney-disease (people with kidney disease or on a potassium restriction should consult first); verified from it. Medicines that harm the liver are recorded since the p13 round, when the dictionary has such a class, and a potassium supplement as a supplement pair.",
  }),
  readPage(
    "goldenseal",
    "nccih",
    {
      title: "Goldenseal: usefulness and safety",
      publisher: NCCIH,
      url: "https://nccih.nih.gov/health/goldenseal?nav=govd",
    },
    {
      outcome: "stated-not-recorded",
      note: "Says goldenseal should not be used in pregnancy or breastfeeding or given to infants (berberine and newborn jaundice): already recorded as mc-goldenseal-pregnancy and mc-goldenseal-breastfeeding, which cite the page's www address and are verified from it; the text read stops before the paragraph on medicines.",
    },
  ),
  ukProductInformation("passionflower", REF_HERBS_2.passifloraHerbCapsulesSmpc, {
    ...records("di-passionflower-benzodiazepine"),
    note: "Section 4.3 names only hypersensitivity; 4.4 advises against use under 18. The text read stops in section 4.5, so 4.6 (pregnancy and breastfeeding) was not read.",
  }),
  ukProductInformation(
    "passionflower",
    {
      title: "RelaxHerb Passion Flower Tablets: summary of product characteristics",
      publisher: "Medine.co.uk (copy of the UK SmPC)",
      url: "https://imedi.co.uk/relaxherb-passion-flower-tablets/summary",
    },
    {
      outcome: "not-readable",
      note: "Section 4.3 names only hypersensitivity; the text read stops in section 4.4 (sugar content), before 4.5 and 4.6.",
    },
  ),
  ukProductInformation(
    "horse-chestnut",
    {
      title: "Venaforce Horse Chestnut GR tablets: summary of product characteristics",
      publisher: "Patient-info.co.uk (copy of the UK SmPC)",
      url: "https://patient-info.co.uk/venaforce-horse-chestnut-gr-tablets-93261/summary-of-medicine-characteristics",
    },
    {
      ...records(
        "mc-horse-chestnut-heart-failure",
        "mc-horse-chestnut-chronic-kidney-disease",
        "mc-horse-chestnut-deep-vein-thrombosis",
        "mc-horse-chestnut-thrombophlebitis",
        "mc-horse-chestnut-leg-ulcer",
      ),
      note: "Section 4.3 names only hypersensitivity to horse chestnut seed; 4.4 asks people with skin inflammation, thrombophlebitis, sudden leg swelling or heart or kidney insufficiency to see a doctor, as these may signal serious disease (the records written from it in the hmpc round; thrombophlebitis and its ulcers since the wcnd round). The text read stops in 4.4, before 4.5.",
    },
  ),
  ukProductInformation(
    "horse-chestnut",
    {
      title: "Holland & Barrett Horse Chestnut Tablets: summary of product characteristics",
      publisher: "Medine.co.uk (copy of the UK SmPC)",
      url: "https://medine.co.uk/lifecycle-horse-chestnut-tablets/summary",
    },
    {
      outcome: "not-readable",
      note: "Section 4.3 names only hypersensitivity; the text read stops in 4.4 (venous ulcers), before 4.5.",
    },
  ),
  noUkProduct(
    "elderberry",
    "No UK traditional herbal registration or licence for elderberry fruit was found in what could be searched; the UK elderberry products seen are food supplements.",
  ),
  ...NOT_FOUND.map(([ingredient, kind, what]) => notFound(ingredient, kind, `${what} ${NOT_FOUND_NOTE}`)),
  ...CUT_OFF.map(([ingredient, kind, note]) => notFound(ingredient, kind, note)),
];
