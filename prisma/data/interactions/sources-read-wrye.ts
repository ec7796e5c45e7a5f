// The read log of the wrye round: red yeast rice with the strong CYP3A4 inhibitors (drug-interactions-part-93.ts).
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";

const READ_ON = "2026-12-02";

export const SOURCES_READ_WRYE: SourceReadInput[] = [
  {
    ingredient: "red-yeast-rice",
    kind: "nccih",
    title: "Red Yeast Rice: What You Need To Know",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://nccih.nih.gov/health/redyeastrice",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "Looked for red yeast rice with strong CYP3A4 inhibitors (clarithromycin, itraconazole, ketoconazole, ritonavir and cobicistat). The NCCIH page came up only in its opening (what red yeast rice is; monacolin K is structurally identical to lovastatin; how much of it products hold), not its safety section. Farkouh and Baumgärtel's mini-review on the medication safety of red yeast rice (PubMed Central, Dove Press) came up only as far as its introduction, whose abstract says its potential for side effects and interactions is comparable to statin drugs but names no medicine; the BfR's 2020 opinion (a copy on readkong) and EFSA's 2018 opinion came up only in their opening and abstract, and NIH's LiverTox record only in its overview, none naming a medicine. Read instead, outside the log's kinds: the FDA's news release of 9 August 2007 on red yeast rice products found to contain lovastatin, word for word in News-Medical's copy (the FDA's own page is at an http address only): the risk of severe muscle problems leading to kidney impairment is greater with 'certain antibiotics, drugs used to treat fungal infections and HIV infections'; section 4.3 of Italian clarithromycin and itraconazole SmPCs (Starbene's copies), which say neither may be taken with lovastatin, for the risk of myopathy including rhabdomyolysis, clarithromycin's calling itself a strong CYP3A4 inhibitor; and the abstract of Vuorio et al. (2022, PubMed Central): lovastatin is to be replaced by another statin during Paxlovid treatment. From these and EFSA's abstract (monacolin K identical to lovastatin, at doses within the range of lovastatin's): di-red-yeast-rice-strong-cyp3a4-inhibitor, blocking, as the medicines' texts forbid lovastatin and the red yeast rice records with statins and ciclosporin block. Not recorded: erythromycin and fluconazole, moderate inhibitors in the dictionary that no text read names with lovastatin; nefazodone, which the FDA names and the dictionary does not carry; grapefruit, whose record already exists. Consumer monographs, shop pages and machine-written pages naming the same medicines were not used.",
  },
];
