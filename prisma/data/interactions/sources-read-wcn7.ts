// The read log of the wcn7 round; leads for ingredients already logged under the same kind are in its report.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WCN7: SourceReadInput[] = [
  {
    ingredient: "caffeine",
    kind: "nhs",
    title:
      "Raynaud's (health A to Z in the NHS website's words): things you can do, not too much caffeine, which may trigger the symptoms",
    publisher: "Limelight Health and Wellbeing Hub (NHS, health A to Z)",
    url: "https://limelighthealthhub.nhs.uk/health-a-to-z/raynauds/",
    dateRead: READ_ON,
    outcome: "records",
    records: ["mc-caffeine-raynauds"],
    note: "The NHS text says not to have too much caffeine (tea, coffee, cola, chocolate) as it may trigger Raynaud's symptoms: an ask, since it says too much rather than none. Bitter orange and yohimbe with Raynaud's were searched too: only US monographs and blogs on vasoconstriction came up, nothing naming Raynaud's, so nothing was written for them.",
  },
  {
    ingredient: "caffeine",
    kind: "nhs",
    title:
      "Smoking and Raynaud's: caffeine can constrict blood vessels, triggering symptoms or making them worse",
    publisher: "Yorkshire Smokefree (NHS stop smoking service)",
    url: "https://yorkshiresmokefree.nhs.uk/articles/smoking-and-raynauds",
    dateRead: READ_ON,
    outcome: "records",
    records: ["mc-caffeine-raynauds"],
  },
  notFound(
    "vitamin-b6",
    "nhs",
    "Looked for the NHS vitamin B6 page's words on peripheral neuropathy: read the NHS text on a copy (go-green.info): 200 mg or more a day can lead to a loss of feeling in the arms and legs known as peripheral neuropathy, the effect of 10 to 200 mg is unclear, and supplements should give no more than 10 mg a day unless a doctor advises it. Food Standards Scotland's page says the same. Recorded mc-vitamin-b6-peripheral-neuropathy from the copy (an ask: the text sets a dose, not a ban). The B6 pages name PMS only among uses; nothing says B6 harms PMS or PMDD, so nothing was written for them.",
    READ_ON,
  ),
  notFound(
    "green-tea-extract",
    "nhs",
    "Looked for supplements with Gilbert's syndrome: the NHS text (Torbay and South Devon, 1st Choice Pharmacy copies) and the British Liver Trust call it harmless and name no supplement; only naturopathy and functional-medicine sites named herbs. Nothing was written, and Gilbert's syndrome is not read as liver disease.",
    READ_ON,
  ),
  notFound(
    "echinacea",
    "nhs",
    "Looked for echinacea with anaphylaxis: no UK page came up; a 1998 Medical Journal of Australia case report (echinacea-associated anaphylaxis in a woman with atopy, with a call to caution people with atopy) and news about it did. It names atopy, not a past anaphylaxis, so nothing was written for the anaphylaxis condition.",
    READ_ON,
  ),
  notFound(
    "omega-3-fish-oil",
    "nhs",
    "Looked for supplements with heavy periods (menorrhagia): only US blogs and shop pages came up (omega-3, garlic or magnesium said to promote bleeding, without a source); no NHS, regulator or monograph text names heavy periods for a catalogue ingredient, so nothing was written.",
    READ_ON,
  ),
];
