// The read log of the wcn6 round; leads outside the log's kinds, for ingredients already logged, are in its report.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WCN6: SourceReadInput[] = [
  ukProductInformation(
    "psyllium",
    {
      title: "Ispagel Orange (ispaghula husk): summary of product characteristics, sections 4.1 and 4.2",
      publisher: "electronic medicines compendium (emc)",
      url: "https://www.medicines.org.uk/emc/product/4404/smpc",
    },
    {
      outcome: "none-stated",
      note: "Read for a bowel stoma: section 4.1 lists the management of bowel function in patients with a colostomy or ileostomy among its uses, so no caution is written for psyllium with a stoma (a scenario keeps them quiet). Sections 4.3 and 4.4 of this SmPC did not come up here; those of other ispaghula SmPCs are logged by earlier rounds.",
    },
    READ_ON,
  ),
  notFound(
    "magnesium",
    "nhs",
    "Looked for the NHS magnesium page's words on diarrhoea: seen on a copy of the NHS text (go-green.info) and on Boots WebMD, both saying that more than 400 mg of magnesium for a short time can cause diarrhoea. Not recorded: a condition record cannot carry the 400 mg threshold, and written without it the record would warn about multivitamins with far less magnesium for everyone who types diarrhoea.",
    READ_ON,
  ),
  notFound(
    "vitamin-c",
    "nhs",
    "Looked for the NHS vitamin C page's words on diarrhoea: seen only in news reports quoting it (more than 1,000 mg a day can cause stomach pain, diarrhoea and flatulence). Not recorded: no copy of the NHS text was found, and a condition record cannot carry the 1,000 mg threshold.",
    READ_ON,
  ),
];
