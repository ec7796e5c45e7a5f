// The read log of the second verification round: texts that unverified records cite, looked for again for the weakest
// ingredients. Journal pages read in place of an official one are told in the note of the entry they stand in for.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-11-30";

const entry = (ingredient: string, kind: SourceReadInput["kind"], note: string): SourceReadInput => ({
  ...notFound(ingredient, kind, note),
  dateRead: READ_ON,
});

export const SOURCES_READ_WVER2: SourceReadInput[] = [
  entry(
    "red-yeast-rice",
    "nhs",
    "The NHS simvastatin page, which fi-red-yeast-rice-grapefruit cites for grapefruit, did not come up at its address (only newspaper pages quoting it), and the EFSA abstract on monacolins says nothing of grapefruit, so the grapefruit record stays unverified. ss-berberine-red-yeast-rice: the clinical study it cites (Guo 2012, Eur J Clin Pharmacol, abstract on PubMed) was read and says what the record says (berberine 300 mg three times a day for two weeks inhibited CYP3A4, raising midazolam exposure by about 40%), but neither that abstract nor the EFSA abstract says monacolin K is broken down by CYP3A4, so the record stays unverified until a text read here says so. The NCCIH coenzyme Q10 page, which ni-red-yeast-rice-coq10 cites, did not come up either; that record stays unverified.",
  ),
  entry(
    "selenium",
    "nhs",
    "The NHS 'Others' vitamins and minerals page, which fi-selenium-brazil-nuts cites beside the ODS selenium fact sheet, did not come up at its address, nor did the ODS sheet. The Food Standards Agency's archived eatwell page on selenium (brazil nuts are a good source; 0.35 mg a day or less of selenium supplements is unlikely to cause any harm) came up only at an http address and is not cited. fi-selenium-brazil-nuts stays unverified.",
  ),
  entry(
    "vitamin-k1",
    "nhs",
    "The NHS orlistat page and the ODS vitamin K fact sheet, which ni-orlistat-vitamin-k cites, did not come up here (only pharmacy and blog pages repeating that orlistat lowers the absorption of vitamins A, D, E and K), so it stays unverified, as do the vitamin K pairs and food records that cite the ODS sheet.",
  ),
];

// Earlier rounds already log the ODS niacin and chromium fact sheets as not found; this round's reading continues them.
const CONTINUED_NOTES: Record<string, string> = {
  niacin:
    "The ODS niacin fact sheet did not come up here, so mc-niacin-liver-disease and the niacin pairs with riboflavin, vitamin B6, green tea extract and turmeric stay unverified. ss-niacin-red-yeast-rice was checked against the two other texts it cites, both read in their abstracts on PubMed Central: EFSA's 2018 opinion on monacolins in red yeast rice (monacolin K in lactone form is identical to lovastatin; red yeast rice supplements can give monacolin K within the range of therapeutic lovastatin doses; severe effects on the musculoskeletal system, including rhabdomyolysis, and on the liver have been reported) and HPS2-THRIVE (adding extended-release niacin 2 g a day to simvastatin 40 mg raised definite myopathy about fourfold, and liver enzyme rises were more common). The record, its moderate severity, its advice and its threshold of 1 g of nicotinic acid a day match them, and it is marked verified unchanged.",
  chromium:
    "The ODS chromium fact sheet did not come up here; only a 2008 archived copy of the older ODS consumer sheet (webarchive.library.unt.edu), whose part that could be read stops after its introduction (chromium enhances the action of insulin) and names no medicine. Other pages naming levothyroxine and diabetes medicines were consumer monographs or interaction checkers, not used. di-chromium-levothyroxine, di-chromium-blood-glucose-lowering and the chromium pairs with berberine, alpha-lipoic acid, ginseng, psyllium and milk thistle stay unverified.",
};

/** The log with this round's notes added to the earlier ODS entries they continue. */
export function withWver2Notes(entries: SourceReadInput[]): SourceReadInput[] {
  return entries.map((logged) => {
    const extra = CONTINUED_NOTES[logged.ingredient];
    if (!extra || logged.kind !== "nih-ods" || "url" in logged || logged.outcome !== "not-readable")
      return logged;
    return { ...logged, note: `${logged.note} Second verification round (${READ_ON}): ${extra}` };
  });
}
