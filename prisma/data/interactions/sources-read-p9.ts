// The read log of the p9 round: a page its blind probe was written from that no earlier round had logged. Pages
// logged before carry the p9 records in their own entries.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";

const READ_ON = "2026-12-05";

export const SOURCES_READ_P9: SourceReadInput[] = [
  {
    ingredient: "glucosamine",
    kind: "nhs",
    title: "Glucosamine – what are its drug interactions?",
    publisher: "Specialist Pharmacy Service (NHS)",
    url: "https://www.sps.nhs.uk/articles/glucosamine-what-are-its-drug-interactions/",
    dateRead: READ_ON,
    outcome: "records",
    records: ["di-glucosamine-doxorubicin", "di-glucosamine-etoposide", "di-glucosamine-antiplatelet"],
    note: "Summary read: glucosamine should not be used with doxorubicin or etoposide (a theoretical risk the Q&A judges clinically significant), and caution has been suggested with antiplatelets. The warfarin and diabetes points were already records. A quiet scenario that had read the MHRA's warfarin reports as saying nothing of antiplatelets was dropped.",
  },
];
