// The read log of the wlab round (tests and treatments coming up); pages off NHS addresses are named in the notes.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";
import { REF_WLAB as R } from "./references-wlab";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WLAB: SourceReadInput[] = [
  {
    ingredient: "biotin",
    kind: "nhs",
    ...R.barnsleyBiotin,
    dateRead: READ_ON,
    outcome: "records",
    records: ["mc-biotin-upcoming-blood-test"],
    note: "High-dose biotin (5 to 10 mg or more) can interfere with some immunoassays; multivitamins hold small amounts; how long it stays depends on the dose and kidney function. The page's advice on a non-urgent test ('If you are planning a non-urgent ...') broke off where it could be read, so no time to stop is taken from it.",
  },
  notFound(
    "biotin",
    "nhs",
    "Looked for UK advice on biotin before blood tests with a time to stop: no MHRA page on biotin and laboratory tests in general came up (the June 2023 Drug Safety Update on thyroid tests is already cited through NICE). Read and cited off NHS addresses: Singapore HSA's safety alert on clinical laboratory tests (150 micrograms a dose or more), the FDA's 2019 update as reproduced by Hong Kong's Drug Office (troponin; talk to your doctor), a University of Utah pharmacy alert (no data on how long to stop) and Sunnybrook Health Sciences Centre, Toronto (stop 24 hours before). Not cited: Medichecks' help page (48 hours; a private test seller), US laboratory pages (72 hours, 48 hours, 12 hours) and patient forums. A condition record cannot yet carry a dose threshold, so mc-biotin-upcoming-blood-test also meets multivitamin amounts; its advice says high doses matter most.",
    READ_ON,
  ),
  {
    ingredient: "iodine",
    kind: "nhs",
    ...R.cuhRadioiodineHyperthyroidism,
    dateRead: READ_ON,
    outcome: "records",
    records: ["mc-iodine-radioactive-iodine-treatment"],
    note: "Ordinary iodine can interfere with the thyroid's uptake of radioiodine, so a low iodine diet for seven days comes first; the list of what to avoid broke off where it could be read.",
  },
  {
    ingredient: "iodine",
    kind: "nhs",
    title: "Treatment for overactive thyroid (radioiodine therapy), information for patients",
    publisher: "North Tees and Hartlepool NHS Foundation Trust",
    url: "https://www.nth.nhs.uk/resources/treatment-for-overactive-thyroid/",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "What could be read says the hospital doctor will give instructions about tablets before treatment; the page broke off before any word on supplements or diet.",
  },
  {
    ingredient: "iodine",
    kind: "nhs",
    title: "Radioiodine treatment, higher dose: preparing for radioiodine",
    publisher: "Gateshead Health NHS Foundation Trust",
    url: "https://www.gatesheadhealth.nhs.uk/resources/radioiodine-treatment-higher-dose/",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "Carbimazole and propylthiouracil may need stopping up to 3 weeks before; the page broke off ('So that the radioiodine will work as ...') before any word on iodine in food or supplements.",
  },
  notFound(
    "iodine",
    "nhs",
    "Read off NHS addresses for radioiodine and thyroid scans: the British Nuclear Medicine Society's radio-iodine leaflet (stop tablets with iodine or kelp, such as vitamin or mineral supplements, at least a week before) and the Butterfly Thyroid Cancer Trust's low iodine diet (do not take a supplement whose label lists iodine), cited by mc-iodine-radioactive-iodine-treatment, and with Impendo's radio-iodine page (kelp should be completely avoided as it is full of iodine) by mc-kelp-radioactive-iodine-treatment; Trinity Medical Imaging's thyroid scan page and a University Hospital Coventry iodine-123 scan leaflet (a docslib.org copy), cited by mc-iodine-thyroid-scan (and Trinity by mc-kelp-thyroid-scan). Light therapy for psoriasis was looked for too: the Psoriasis and Psoriatic Arthritis Alliance says it is ultraviolet phototherapy (UVA or UVB), so it is read as phototherapy and psoriasis, which St John's wort's existing contraindication reaches. The same Oxford University Hospitals leaflet text as BNMS's was found only as a scribd copy without https, so it is not cited. Cardiff and Vale's thyroid scan page names amiodarone and iodinated contrast, not supplements. For 'CT scan with contrast' no page read names a supplement to stop (the pages speak of contrast affecting a later thyroid scan), so no condition was added for it.",
    READ_ON,
  ),
  notFound(
    "cod-liver-oil",
    "nhs",
    "Looked for cod liver oil before radioiodine: the Oxford University Hospitals leaflet says not to take cod liver oil tablets before treatment, but it was found only as a scribd copy without https, and the Butterfly Thyroid Cancer Trust names cod liver oil among health foods that may contain iodine and says not to take a supplement only if its label lists iodine. No record was written for cod liver oil itself; one with iodine on its label meets the iodine record through its iodine.",
    READ_ON,
  ),
  {
    ingredient: "calcium",
    kind: "nhs",
    title:
      "DEXA scan (bone densitometry scan): how to prepare, no special preparation, continue your usual medication",
    publisher: "Royal Brompton and Harefield hospitals (Guy's and St Thomas' NHS Foundation Trust)",
    url: "https://rbht.nhs.uk/our-services/dexa-scanbone-densitometry-scan",
    dateRead: READ_ON,
    outcome: "none-stated",
    note: "Looked for calcium supplements before a bone density (DXA) scan: this NHS page asks for no special preparation, and the Dorset, North Bristol, RNOH and Robert Jones and Agnes Hunt DXA pages name none in what could be read. Only US, New Zealand and Greek imaging pages say to stop calcium supplements 24 hours before, so no condition or record was added for a DXA scan.",
  },
  {
    ingredient: "probiotics",
    kind: "nhs",
    title:
      "Helicobacter pylori breath test, preparation: antibiotics, bismuth, proton pump inhibitors and H2 blockers to stop beforehand",
    publisher: "Blackpool Teaching Hospitals NHS Foundation Trust (patient leaflet)",
    url: "https://blackpoolteachinghospitals.nhs.uk/patients/patient-leaflets/PL1052",
    dateRead: READ_ON,
    outcome: "none-stated",
    note: "Looked for supplements to stop before an H. pylori breath test: this NHS leaflet and Hull's name antibiotics, bismuth (Pepto-Bismol), PPIs and H2 blockers and say to carry on with other medicines; only an Australian laboratory page says to stop probiotics, so nothing was written.",
  },
  notFound(
    "vitamin-c",
    "bnf-nice-mhra",
    "Looked for supplements before a stool test for blood in UK guidance: only US pages and a US patient guide say to avoid vitamin C above 250 mg a day for 3 days before a guaiac faecal occult blood test; no UK page was found (the NHS bowel screening test now used is the faecal immunochemical test), so nothing was written. Vitamin C before a urine dipstick test was looked for too: journal studies (Clinical Chemistry 1992; Korean laboratory studies) find that vitamin C in urine can make dipstick glucose and blood read falsely negative, but no UK page tells people to stop it before a urine test, so no condition was added.",
    READ_ON,
  ),
  notFound(
    "quercetin",
    "nhs",
    "Looked for supplements to stop before an allergy skin prick test: the pages found (Australian, US and UK clinics) name antihistamine medicines, tricyclic antidepressants and H2 blockers, and no catalogue supplement, so no condition or record was added for skin prick tests.",
    READ_ON,
  ),
];
