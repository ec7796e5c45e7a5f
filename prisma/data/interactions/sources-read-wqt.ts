// The read log of the group-wordings round (medicine-classes-wqt.ts, drug-interactions-part-42.ts): sources that word
// an interaction with a group the dictionary could not read, read again for that group. Pages of kinds this log does
// not hold (a German leaflet, Swiss product information, the MSD Manual) are told in the notes. The magnesium SmPCs
// read again for "salicylates" (Milk of Magnesia on RxReasoner, Magnesium Hydroxide Mixture on emc) are already in the
// log for magnesium, so they are not entered twice: they give di-magnesium-salicylate. Likewise the UK vitamin E SmPC
// (emc 14884), read again for "thrombolytics", gives di-vitamin-e-thrombolytic; its members are added in
// medicines/wqt.ts from an NHS hospital formulary page and NICE TA52.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_WQT } from "./references-wqt";
import { records, ukProductInformation, type Page } from "./sources-read-page";

const READ_ON = "2026-11-30";

const DEVON_QT: Page = REF_WQT.devonQtDrugs;

const AVITICOL: Page = {
  title: "Colecalciferol 20 000 IU capsules (Aviticol): summary of product characteristics",
  publisher: "UK SmPC, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/inn-cholecalciferol-20-000-iu-capsules-aviticol-20-000-iu-capsules-92632/summary-of-medicine-characteristics",
};

export const SOURCES_READ_WQT: SourceReadInput[] = [
  {
    ingredient: "aloe-vera",
    kind: "nhs",
    ...DEVON_QT,
    dateRead: READ_ON,
    ...records("di-aloe-vera-qt-prolonging"),
    note: "Read for the group the German Kräuterlax leaflet (aloe dry extract, medikamio), read again, names: talk to a doctor or pharmacist first if you take medicines that can cause QT prolongation ('Arzneimittel, die zu einer QT-Verlängerung führen können'). The page lists the BNF 84's examples of drugs that prolong the QT interval, which became the dictionary group's members, and says hypokalaemia predisposes to QT prolongation and that drugs reducing serum potassium need caution with them. Quinidine, which the leaflet also names, is not a dictionary medicine, so it is not recorded; its cardiac glycosides, antiarrhythmics, diuretics (loop and thiazide records) and corticosteroids already have records.",
  },
  {
    ingredient: "licorice-root",
    kind: "nccih",
    title: "Licorice Root",
    publisher: "NCCIH",
    url: "https://www.nccih.nih.gov/health/licorice-root",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "NCCIH's liquorice root page was looked for again at its address with its safety section ('medications that reduce potassium levels'): only other sites came up. The MSD Manual's UK consumer page on licorice was read again instead (outside the log's kinds): the potassium loss glycyrrhizin causes is a particular problem for people who take digoxin or diuretics that increase potassium excretion in urine, and such people should avoid taking licorice. That gives di-licorice-root-potassium-losing-diuretic, on the thiazide and loop diuretics (bumetanide, indapamide, chlortalidone…), beside the bendroflumethiazide and furosemide records. A group of all medicines that lower potassium is still not a dictionary group: no page read here lists its members.",
  },
  ukProductInformation(
    "vitamin-d3",
    AVITICOL,
    {
      outcome: "not-readable",
      note: "Looked for a UK vitamin D3 SmPC whose section 4.5 names imidazole antifungals: of the UK colecalciferol texts that came up, Aviticol 20 000 IU capsules (patient-info.co.uk) could be read only to section 4.2 and Strivit-D3 (RxReasoner) only in section 4.4, which names cardiac glycosides, diuretics and thiazides, not antifungals. Swiss product information was read instead (outside the log's kinds): vitamin D3 reg. 65253 on ch.oddb.org, read again (cytotoxic agents such as actinomycin, and imidazole antifungals, impair vitamin D's effect by blocking the kidney's 25-hydroxyvitamin D 1-hydroxylase), and Dibase 25000 (reg. 65857, generika.cc: imidazole antifungals can affect vitamin D3's activity the same way). With imidazole antifungals now a dictionary group (miconazole, ketoconazole, clotrimazole), that gives di-vitamin-d3-imidazole-antifungal; a cream named as such does not meet it.",
    },
    READ_ON,
  ),
];
