// The read log of the second round on medicines whose own product information names a supplement
// (drug-interactions-part-57.ts). The UK copies found came up only in their opening sections; the texts the records
// rest on (the University of Liverpool's HIV checker, a US label table, Bayer's US page, MIMS Malaysia and Hong Kong,
// a copy of Riamet's product information and the German Society for Tropical Medicine) are at addresses this log's
// kinds do not hold, so each is told in the note of the UK entry it stands beside.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-11-30";

export const SOURCES_READ_WMEDS2: SourceReadInput[] = [
  ukProductInformation(
    "st-johns-wort",
    {
      title: "Vemlidy 25 mg film-coated tablets (tenofovir alafenamide): patient leaflet",
      publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/vemlidy-69823/patient-leaflet",
    },
    {
      outcome: "not-readable",
      note: "Only section 1 and the start of section 2 were in what could be read; copies of the EU Vemlidy and Descovy SmPCs (medthority, healthdocbox, docslib) stopped before section 4.5. The University of Liverpool's HIV checker says St John's wort with emtricitabine/tenofovir alafenamide is not recommended in Descovy's product labels (a P-gp inducer may lower tenofovir alafenamide; low-hyperforin products of 1 mg a day or less may be considered), and the US label's table says coadministration is not recommended: di-st-johns-wort-tenofovir-alafenamide cites both and blocks, as 'not recommended' does across the knowledge base. It reaches Descovy, Vemlidy, Biktarvy, Genvoya and Odefsey through their tenofovir alafenamide. Liverpool's page for Biktarvy says the Biktarvy labels contraindicate it; Biktarvy already met the integrase inhibitor record. Beside it, for lenacapavir (Sunlenca, its emc leaflet logged by the earlier round): read again, section 2's list was still cut off and the UK SmPC copy (medthority) stopped at section 4.2; Medscape's summary of the US label says strong CYP3A inducers are contraindicated without naming St John's wort, so lenacapavir still has no record. And for roxadustat (Evrenzo, logged by the earlier round): no copy of its section 4.5 on supplements containing multivalent cations came up, so it stayed out of the dictionary until the p23 round (sources-read-p23.ts).",
    },
    READ_ON,
  ),
  ukProductInformation(
    "st-johns-wort",
    {
      title: "Riamet 20 mg/120 mg tablets (artemether, lumefantrine): summary of product characteristics",
      publisher: "electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/1628/smpc",
    },
    {
      outcome: "not-readable",
      note: "Only sections 1 to 4.2 were in what could be read, and the UK leaflet (Drugs.com UK edition) stopped before its list of other medicines. A copy of the Riamet product information (pill2trip) lists among its contraindications strong CYP3A4 inducers such as rifampicin, carbamazepine, phenytoin and St John's wort (Hypericum perforatum); the German Society for Tropical Medicine's table names the same inducers for artemether/lumefantrine. di-st-johns-wort-artemether-with-lumefantrine cites both and blocks as contraindicated; the copy's country of origin is not stated, so a pharmacist should confirm it against the UK text.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "st-johns-wort",
    {
      title: "Sporanox 100 mg capsules (itraconazole): summary of medicine characteristics",
      publisher: "UK SmPC, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/sporanox-100-mg-capsules-87770/summary-of-medicine-characteristics",
    },
    {
      outcome: "not-readable",
      note: "Only sections 1 to 4.2 were in what could be read; the Australian and New Zealand Sporanox texts and US summaries found did not reach St John's wort either, so itraconazole has no record. Beside it, for riociguat (Adempas): no UK copy of its section 4.5 came up; Bayer's US page says strong CYP3A inducers such as St John's wort may significantly reduce riociguat exposure with no data to guide the dose: di-st-johns-wort-riociguat asks rather than blocks, as the text does not say to avoid it. For bosentan (Tracleer): MIMS Malaysia's copy of the prescribing information says CYP3A4 inducers such as St John's wort reduce the exposure to bosentan: di-st-johns-wort-bosentan asks; a study in healthy volunteers (Markert 2014, read as an abstract) found St John's wort had no consistent effect on bosentan but large differences between people. For daridorexant (Quviviq): MIMS Hong Kong's copy says moderate or strong CYP3A4 inducers substantially lower daridorexant and may reduce its effect, without naming the herb; di-st-johns-wort-daridorexant asks, citing beside it a UK St John's wort SmPC for the induction. The US label's 'avoid' (Medscape) was not followed, as the EU text does not say it.",
    },
    READ_ON,
  ),
];
