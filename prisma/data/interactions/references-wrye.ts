// Pages read in the red yeast rice round (wrye) for its record; each was seen at this address.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WRYE = {
  /**
   * The FDA's news release of 9 August 2007 on three red yeast rice products found to contain lovastatin, reproduced
   * word for word: "lovastatin can cause severe muscle problems leading to kidney impairment. This risk is greater in
   * patients who take higher doses of lovastatin or who take lovastatin and other medicines that increase the risk of
   * muscle adverse reactions. These medicines include the antidepressant nefazodone, certain antibiotics, drugs used to
   * treat fungal infections and HIV infections, and other cholesterol-lowering medications." The FDA's own page is at an
   * http address only.
   */
  fdaRedYeastRice2007: {
    title:
      "FDA warns against use of red yeast rice products promoted as high cholesterol treatment (news release of 9 August 2007)",
    publisher: "News-Medical (copy of the U.S. Food and Drug Administration's news release)",
    url: "https://news-medical.net/news/2007/08/12/28676.aspx",
  },
  /**
   * Section 4.3 of an Italian clarithromycin SmPC: "Claritromicina non deve essere usata in concomitanza con gli
   * inibitori dell'HMG–CoA reduttasi (statine) che sono ampiamente metabolizzate dal CYP3A4 (lovastatina o
   * simvastatina), a causa di un aumentato rischio di miopatia, inclusa rabdomiolisi" (not with statins extensively
   * broken down by CYP3A4, lovastatin or simvastatin, for the raised risk of myopathy including rhabdomyolysis); "Come
   * con altri forti inibitori del CYP3A4" (as with other strong CYP3A4 inhibitors).
   */
  clarithromycinRcp: {
    title:
      "Claritromicina 500 mg tablets: Italian summary of product characteristics (RCP), section 4.3 contraindications",
    publisher: "Starbene drug database (copy of the Italian RCP)",
    url: "https://www.starbene.it/farmaci/claritromicina-sa-14cpr-500mg_037720202/controindicazioni",
  },
  /**
   * Section 4.3 of an Italian itraconazole capsules SmPC: contraindicated with "Inibitori dell'HMG-CoA reduttasi
   * metabolizzati dal CYP3A4, come atorvastatina, lovastatina e simvastatina" (statins broken down by CYP3A4, such as
   * atorvastatin, lovastatin and simvastatin).
   */
  itraconazoleRcp: {
    title:
      "Itraconazolo 100 mg capsules: Italian summary of product characteristics (RCP), section 4.3 contraindications",
    publisher: "Starbene drug database (copy of the Italian RCP)",
    url: "https://starbene.it/farmaci/itraconazolo-mg-8cps-100mg_037122049/controindicazioni",
  },
  /**
   * Abstract: the use of Paxlovid with a statin highly dependent on CYP3A for clearance "may result in significant drug
   * interactions … During Paxlovid treatment, simvastatin and lovastatin need to be substituted with another statin,
   * such as pravastatin or fluvastatin".
   */
  vuorioPaxlovidStatins: {
    title:
      "Cholesterol-lowering drugs for high-risk hypercholesterolemia patients with COVID-19 while on Paxlovid therapy (Vuorio, Kovanen, Raal, 2022), abstract",
    publisher: "PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9345303",
    pmid: "35935448",
    doi: "10.2217/fvl-2022-0060",
  },
} satisfies Record<string, Reference>;
