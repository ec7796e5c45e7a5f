// The read log of the wnhs2 round: NHS medicines pages on mixing mental health, epilepsy, hormone, infection and immune medicines with herbal remedies.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { readPage, type Page } from "./sources-read-page";

const READ_ON = "2026-12-01";

type Outcome = Parameters<typeof readPage>[3];

const nhs = (ingredient: string, page: Page, outcome: Outcome): SourceReadInput => ({
  ...readPage(ingredient, "nhs", page, outcome),
  dateRead: READ_ON,
});

const page = (title: string, publisher: string, url: string): Page => ({ title, publisher, url });

// What came up of a page whose part on other medicines and herbal remedies did not.
const OPENING_ONLY = (medicine: string) =>
  `Looked for as the NHS text on mixing ${medicine} with herbal remedies and supplements: only its opening sections (what it is for, key facts, who can take it, how to take it) came up here, naming no herbal remedy or supplement. Nothing written.`;

const SEARCHED =
  "sertraline, citalopram, escitalopram, fluoxetine, paroxetine, mirtazapine, venlafaxine, duloxetine, amitriptyline, trazodone, lithium, quetiapine, olanzapine, aripiprazole, diazepam, zopiclone, pregabalin, gabapentin, lamotrigine, levetiracetam, sodium valproate, carbamazepine, phenytoin, the combined and progestogen-only pills, HRT, tamoxifen, anastrozole, letrozole, finasteride, tamsulosin, sildenafil, methotrexate, hydroxychloroquine, prednisolone, azathioprine, tacrolimus, ciclosporin, doxycycline, clarithromycin, ciprofloxacin, fluconazole, alendronic acid, montelukast and sumatriptan";

// The round's search as a whole, told once beside the first page that came up in place of a herbal section.
const SUMMARY = `Looked for: the NHS page "Taking <medicine> with other medicines and herbal supplements" (its part "Mixing <medicine> with herbal remedies and supplements") for ${SEARCHED}. Of these only the methotrexate and lithium pages came up (the lithium page logged before this round, in sources-read-medside; the methotrexate page, logged at its www address in sources-read-verify, is logged below under folic acid at the address read); the others did not, at nhs.uk or at an NHS copy, so what they say of St John's wort was not read. Older NHS Choices medicine guides came up only at http addresses and were not cited: the St John's wort guide (it lists hormonal contraceptives, HRT and medicines for depression among the medicines that may interact), the sodium valproate and fluconazole guides and the antifungal interactions page (naming no herbal remedy in the part read). When probed on this date, St John's wort's own records already reached every medicine on the list except tamsulosin, hydroxychloroquine, azathioprine, doxycycline, ciprofloxacin, fluconazole and alendronic acid; no NHS text read here names St John's wort with those, so nothing was written.`;

export const SOURCES_READ_WNHS2: SourceReadInput[] = [
  nhs(
    "st-johns-wort",
    page("Sertraline (NHS beta medicines page)", "NHS", "https://beta.nhs.uk/medicines/sertraline/"),
    { outcome: "not-readable", note: `${OPENING_ONLY("sertraline")} ${SUMMARY}` },
  ),
  nhs(
    "st-johns-wort",
    page(
      "Sertraline (NHS website content widget)",
      "NHS (developer API widget)",
      "https://developer.api.nhs.uk/widgets/condition/?condition=%2Fmedicines%2Fsertraline%2F",
    ),
    { outcome: "not-readable", note: OPENING_ONLY("sertraline") },
  ),
  nhs(
    "st-johns-wort",
    page("Citalopram (NHS beta medicines page)", "NHS", "https://beta.nhs.uk/medicines/citalopram/"),
    { outcome: "not-readable", note: OPENING_ONLY("citalopram") },
  ),
  nhs(
    "st-johns-wort",
    page("Venlafaxine (NHS beta medicines page)", "NHS", "https://beta.nhs.uk/medicines/venlafaxine/"),
    { outcome: "not-readable", note: OPENING_ONLY("venlafaxine") },
  ),
  nhs(
    "st-johns-wort",
    page(
      "How and when to take venlafaxine",
      "NHS",
      "https://nhs.uk/medicines/venlafaxine/how-and-when-to-take-venlafaxine",
    ),
    {
      outcome: "none-stated",
      note: "Dose, timing, missed doses and stopping only; it names no herbal remedy or supplement. The venlafaxine page on other medicines and herbal supplements did not come up.",
    },
  ),
  nhs(
    "st-johns-wort",
    page("Clarithromycin (NHS beta medicines page)", "NHS", "https://beta.nhs.uk/medicines/clarithromycin/"),
    { outcome: "not-readable", note: OPENING_ONLY("clarithromycin") },
  ),
  nhs(
    "st-johns-wort",
    page(
      "Fluoxetine (including Prozac): NHS medicines A to Z text",
      "Limelight Health Hub (NHS)",
      "https://limelighthealthhub.nhs.uk/medicines-a-to-z/fluoxetine-including-prozac-2/",
    ),
    { outcome: "not-readable", note: OPENING_ONLY("fluoxetine") },
  ),
  nhs(
    "st-johns-wort",
    page(
      "Lithium: NHS medicines A to Z text",
      "Limelight Health Hub (NHS)",
      "https://limelighthealthhub.nhs.uk/medicines-a-to-z/lithium/",
    ),
    {
      outcome: "not-readable",
      note: `${OPENING_ONLY("lithium")} The NHS page itself (nhs.uk/medicines/lithium/taking-lithium-with-other-medicines-and-herbal-supplements) came up too: it says only that there is not enough information to say herbal remedies and supplements are safe with lithium, naming none, and is logged in sources-read-medside.`,
    },
  ),
  nhs(
    "st-johns-wort",
    page(
      "Common questions about sumatriptan",
      "NHS",
      "https://nhs.uk/medicines/sumatriptan/common-questions-about-sumatriptan",
    ),
    {
      outcome: "none-stated",
      note: "How it works, how long it takes and medication overuse headache; it names no herbal remedy or supplement. The sumatriptan page on other medicines and herbal supplements did not come up.",
    },
  ),
  nhs(
    "st-johns-wort",
    page(
      "Common questions about sodium valproate",
      "NHS",
      "https://nhs.uk/medicines/sodium-valproate/common-questions-about-sodium-valproate",
    ),
    {
      outcome: "none-stated",
      note: "How it works, long-term effects on bone and brands; it names no herbal remedy or supplement. The sodium valproate page on other medicines and herbal supplements did not come up.",
    },
  ),
  nhs(
    "st-johns-wort",
    page(
      "Valproate",
      "Arcadian Gardens Surgery (NHS)",
      "https://www.arcadiangardenssurgery.nhs.uk/health-information/valproate",
    ),
    { outcome: "not-readable", note: OPENING_ONLY("sodium valproate") },
  ),
  nhs(
    "st-johns-wort",
    page(
      "Carbamazepine",
      "Newcastle upon Tyne Hospitals NHS Foundation Trust",
      "https://newcastle-hospitals.nhs.uk/resources/carbamazepine",
    ),
    {
      outcome: "not-readable",
      note: 'A leaflet on carbamazepine for nerve pain: its section "Can I take other medicines at the same time?" was listed but not in the text that came up.',
    },
  ),
  nhs(
    "st-johns-wort",
    page(
      "Tacrolimus",
      "Moorfields Eye Hospital NHS Foundation Trust",
      "https://moorfields.nhs.uk/for-patients/pharmacy/tacrolimus",
    ),
    {
      outcome: "stated-not-recorded",
      note: "Asks people to tell their doctor or pharmacist about all their medicines, including herbal and complementary medicines (St John's wort is its example), and to avoid grapefruit juice. Already met by di-st-johns-wort-tacrolimus, which blocks from tacrolimus's product information; the leaflet adds nothing stronger.",
    },
  ),
  nhs(
    "st-johns-wort",
    page(
      "Pharmacy: tacrolimus",
      "Northern Care Alliance (NHS)",
      "https://northerncarealliance.nhs.uk/patient-information/patient-leaflets/pharmacy-tacrolimus",
    ),
    {
      outcome: "not-readable",
      note: "Only what tacrolimus is for, how it works and how to take it came up; its part on other medicines did not.",
    },
  ),
  nhs(
    "st-johns-wort",
    page(
      "Tacrolimus",
      "Guy's and St Thomas' NHS Foundation Trust",
      "https://www.guysandstthomas.nhs.uk/health-information/tacrolimus",
    ),
    {
      outcome: "not-readable",
      note: "Only how to take tacrolimus and its side effects came up; its part on other medicines did not.",
    },
  ),
  nhs(
    "st-johns-wort",
    page(
      "Tacrolimus in autoimmune hepatitis",
      "University Hospitals Sussex NHS Foundation Trust",
      "https://www.uhsussex.nhs.uk/resources/tacrolimus-in-autoimmune-hepatitis/",
    ),
    {
      outcome: "not-readable",
      note: 'Only the contents and the opening sections came up; the section "Does tacrolimus interfere with other medicines?" was listed but not in the text read.',
    },
  ),
  nhs(
    "folic-acid",
    page(
      "Taking methotrexate with other medicines and herbal supplements",
      "NHS",
      "https://nhs.uk/medicines/methotrexate/taking-methotrexate-with-other-medicines-and-herbal-supplements",
    ),
    {
      outcome: "stated-not-recorded",
      note: 'Read without its www. Do not take vitamin and mineral supplements or other products containing folic acid if already taking folic acid prescribed by your doctor; there is not enough information to say other herbal remedies or supplements are safe with methotrexate (no effect named, so nothing is written for other herbs). Already met by di-folic-acid-methotrexate, which cites the same page at its www address (sources-read-verify) and asks. A folic acid supplement with prescribed folic acid typed as a medicine ("folic acid 5mg") meets no record; the page says it for people on methotrexate only, so no record was written on prescribed folic acid in general.',
    },
  ),
  nhs(
    "calcium",
    page(
      "Who can and cannot take alendronic acid",
      "NHS",
      "https://www.nhs.uk/medicines/alendronic-acid/who-can-and-cannot-take-alendronic-acid",
    ),
    {
      outcome: "none-stated",
      note: "Names low calcium levels in the blood as a reason to check before taking alendronic acid (it can lower blood calcium further): a condition for the medicine, not a supplement interaction. The page on taking it with other medicines and herbal supplements did not come up.",
    },
  ),
  nhs(
    "calcium",
    page(
      "Alendronic acid (NHS website content widget)",
      "NHS (developer API widget)",
      "https://developer.api.nhs.uk/widgets/condition/?condition=%2Fmedicines%2Falendronic-acid%2F",
    ),
    {
      outcome: "not-readable",
      note: 'The text came up as far as "take it on an empty stomach, before you have anything to eat or drink (other than plain water)"; what it says of other medicines and supplements did not. di-calcium-bisphosphonate and the iron, magnesium and zinc bisphosphonate records already reach alendronic acid.',
    },
  ),
  nhs("calcium", page("Doxycycline", "NHS", "https://www.nhs.uk/medicines/doxycycline-antibiotic"), {
    outcome: "not-readable",
    note: "Only what doxycycline is for, how to take it and missed or extra doses came up; its part on other medicines and supplements did not. di-calcium-tetracycline and the iron, magnesium and zinc tetracycline records already reach doxycycline; ciprofloxacin's NHS page did not come up, and the fluoroquinolone records reach it.",
  }),
];
