// Red yeast rice with strong CYP3A4 inhibitors, written from the FDA's warning on lovastatin in red yeast rice and the
// medicines' own texts that forbid lovastatin with them; and with medicines those texts do not concern.
import type { ScenarioInput } from "../schema";
import { pairCases } from "./by-mechanism";
import { RED_YEAST_RICE } from "./wgap2";

type Source = ScenarioInput["sources"][number];

const FDA: Source = {
  title:
    "FDA warns against use of red yeast rice products promoted as high cholesterol treatment (news release of 9 August 2007)",
  publisher: "News-Medical (copy of the U.S. Food and Drug Administration's news release)",
  url: "https://news-medical.net/news/2007/08/12/28676.aspx",
};
const CLARITHROMYCIN: Source = {
  title:
    "Claritromicina 500 mg tablets: Italian summary of product characteristics (RCP), section 4.3 contraindications",
  publisher: "Starbene drug database (copy of the Italian RCP)",
  url: "https://www.starbene.it/farmaci/claritromicina-sa-14cpr-500mg_037720202/controindicazioni",
};
const ITRACONAZOLE: Source = {
  title:
    "Itraconazolo 100 mg capsules: Italian summary of product characteristics (RCP), section 4.3 contraindications",
  publisher: "Starbene drug database (copy of the Italian RCP)",
  url: "https://starbene.it/farmaci/itraconazolo-mg-8cps-100mg_037122049/controindicazioni",
};
const PAXLOVID: Source = {
  title:
    "Cholesterol-lowering drugs for high-risk hypercholesterolemia patients with COVID-19 while on Paxlovid therapy (Vuorio, Kovanen, Raal, 2022), abstract",
  publisher: "PubMed Central",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9345303",
};

const WHY =
  "Monacolin K in red yeast rice is lovastatin. The FDA warns that the risk of severe muscle problems from the lovastatin in red yeast rice is greater with certain antibiotics and medicines for fungal and HIV infections, and what was read on this medicine says lovastatin must not be taken with it, or must be replaced while it is taken, so the pair should be flagged as one to avoid.";
const QUIET =
  "The texts read concern antibiotics, antifungals and HIV medicines that block the breakdown of lovastatin; this medicine is none of them and lowers no cholesterol, so no red yeast rice finding should be shown for it.";

const { named, quiet } = pairCases("sc-wrye-", "medicine");
const flagged = (id: string, title: string, typed: string, source: Source) =>
  named(id, title, "red-yeast-rice", typed, RED_YEAST_RICE, ["major", "contraindicated"], WHY, [FDA, source]);
const notFlagged = (id: string, title: string, typed: string) =>
  quiet(id, title, "red-yeast-rice", typed, RED_YEAST_RICE, QUIET, [FDA]);

export const WRYE_SCENARIOS: ScenarioInput[] = [
  flagged(
    "clarithromycin",
    "Red yeast rice with a course of clarithromycin",
    "clarithromycin 500mg twice a day",
    CLARITHROMYCIN,
  ),
  flagged("klaricid", "Red yeast rice with Klaricid (clarithromycin)", "Klaricid", CLARITHROMYCIN),
  flagged(
    "itraconazole",
    "Red yeast rice with itraconazole capsules",
    "itraconazole 100mg capsules",
    ITRACONAZOLE,
  ),
  flagged("sporanox", "Red yeast rice with Sporanox (itraconazole)", "Sporanox", ITRACONAZOLE),
  flagged(
    "paxlovid",
    "Red yeast rice with Paxlovid (nirmatrelvir with ritonavir) for COVID-19",
    "Paxlovid",
    PAXLOVID,
  ),
  notFlagged("amlodipine", "Red yeast rice with amlodipine stays quiet", "amlodipine 5mg"),
  notFlagged("sertraline", "Red yeast rice with sertraline stays quiet", "sertraline 50mg"),
];
