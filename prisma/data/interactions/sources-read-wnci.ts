// The read log of the cancer-care round (drug-interactions-part-52.ts, medicines/wnci.ts): UK cancer medicines taken
// by mouth, read for what their own product information says about St John's wort, and NCI's PDQ summaries on
// supplements. The texts found are EU SmPC copies, a manufacturer's page and NCI pages, none of a kind this log holds
// by address, so each is told in the note of an entry without an address: St John's wort's is added to the earlier
// round's entry for UK product information searched without an address, as the log holds one such entry per kind.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

export const SOURCES_READ_WNCI: SourceReadInput[] = [
  notFound(
    "coq10",
    "nccih",
    "NCI's PDQ summary 'Coenzyme Q10' (NCBI Bookshelf NBK65890) came up again only as the page header of a mirror of NIH pages (git.lsit.ucsb.edu); its text on warfarin and on cancer treatment was not readable. Looked for too: 'Prostate Cancer, Nutrition, and Dietary Supplements' (NBK83984) came up only as the same mirror's page header; 'Cannabis and Cannabinoids' did not come up (journal reviews only); 'Milk Thistle' is logged with milk thistle. High-dose vitamin C, probiotics, selenium and antioxidants, and the integrative-therapies summary were not looked for again in the time: the earlier rounds' notes say cancer.gov did not come up, and NCI's 'Nutrition in Cancer Care' herb table (UNT End of Term archive) is logged with the wherbaud round.",
  ),
];

const ST_JOHNS_WORT_NOTE =
  "UK cancer medicines by mouth (about 180 brand and generic names: kinase, PARP and CDK4/6 inhibitors, hormone therapies, capecitabine, temozolomide, venetoclax and the transplant medicines) were swept with St John's wort: each read as a cancer medicine met di-st-johns-wort-anticancer, which asks rather than blocks, and everolimus, sirolimus, ciclosporin and tacrolimus their own records; methotrexate and mercaptopurine (in the dictionary as immunosuppressants), mycophenolate, azathioprine and medroxyprogesterone met none, and no text read names St John's wort for them. Ivosidenib and pemigatinib, not read before, joined the dictionary (medicines/wnci.ts). Read for what each medicine's product information says: Venclyxto (venetoclax), section 4.3 in RxReasoner's copy of the EU SmPC (https://rxreasoner.com/monographs/venclyxto/precautions), contraindicates preparations containing St John's wort in all patients, as AbbVie Norway's safety page also says: di-st-johns-wort-venetoclax. Glivec (imatinib), Novartis's safety information (https://www.glivec.com/safetyinformation1/), from the EU SmPC: inducers of CYP3A4 such as St John's wort may significantly reduce exposure, and strong CYP3A4 inducers should be avoided: di-st-johns-wort-imatinib, with the 2004 study (30 to 40% less imatinib). Imbruvica (ibrutinib), section 4.3 in RxReasoner's copy of the EU SmPC (the page the fish oil and vitamin E records cite): preparations containing St John's wort are contraindicated: di-st-johns-wort-ibrutinib. Lorviqua (lorlatinib), Pfizer's product information in MIMS Thailand (a staging address, uat.mimsdev.com) and the US label: St John's wort is among the strong CYP3A4/5 inducers whose use with lorlatinib is contraindicated, with severe liver enzyme rises in volunteers given rifampicin: di-st-johns-wort-lorlatinib, resting on non-UK texts. Calquence and Zytiga came up only in US texts, which say to avoid strong CYP3A inducers and name no herb; not recorded. Not readable here: the emc SmPCs of Tagrisso (product 1985) and Venclyxto (its leaflet, product 2267) came up only in their opening sections; RxReasoner's osimertinib interactions page stops before its St John's wort sentence; Lynparza's precautions page (RxReasoner) shows section 4.3 without St John's wort, and its interactions came up only in US, Swiss and Indonesian texts; Sprycel, Imbruvica and the CDK4/6 inhibitors came up only in US texts. A Hong Kong gefitinib text says inducers such as St John's wort may potentially reduce its efficacy, which the cancer-medicines record already says. Not recorded from US labels.";

const MILK_THISTLE_NOTE =
  "NCI's PDQ summary 'Milk Thistle' (health professional version, 2008) was read in its 'Adverse Effects' page in the UNT Libraries End of Term archive of cancer.gov (https://webarchive.library.unt.edu/eot2008/20080924142036/http://www.cancer.gov/cancertopics/pdq/cam/milkthistle/HealthProfessional/page7): minimal adverse effects in trials, a mild laxative effect, mild allergic reactions above 1,500 mg a day and one case report blamed on contaminated capsules. The part read names no medicine or condition; the page stops there.";

// One entry per ingredient and kind without an address: this round's reading continues those entries.
const NOTES: Readonly<Record<string, { kind: SourceReadInput["kind"]; note: string }>> = {
  "st-johns-wort": { kind: "uk-product-information", note: ST_JOHNS_WORT_NOTE },
  "milk-thistle": { kind: "nccih", note: MILK_THISTLE_NOTE },
};

/** The log with this round's notes added to the earlier entries without an address that they continue. */
export function withCancerCareNotes(entries: SourceReadInput[]): SourceReadInput[] {
  return entries.map((entry) => {
    const extra = NOTES[entry.ingredient];
    if (!extra || entry.kind !== extra.kind || "url" in entry || entry.outcome !== "not-readable")
      return entry;
    return { ...entry, note: `${entry.note} Cancer-care round: ${extra.note}` };
  });
}
