// The read log of the wcns round (drug-interactions-part-71.ts). Leads for an ingredient that already holds a url-less
// entry of the kind looked for (green tea extract, bitter orange, kava, guarana, yohimbe) are told in the round's report.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WCNS: SourceReadInput[] = [
  notFound(
    "valerian",
    "nccih",
    "NCCIH's valerian page, read again at nccih.nih.gov/health/valerian (logged before), says only that valerian should not be taken with alcohol or sedatives; it names no antidepressant. Read instead, outside the log's kinds: EBSCO Research Starters, 'Selective serotonin reuptake inhibitors (drug interactions)': kava and valerian may increase side effects such as dizziness and confusion. That is di-valerian-ssri, which asks; SNRIs such as duloxetine, which the page does not name, stay quiet. The page names no antiepileptic either; for those the wntr round read Spinella's review 'Herbal medicines and epilepsy' (Epilepsy & Behavior 2001) and the A.D.A.M. valerian monograph (stlukes-stl.com: valerian can increase the effect of sedating drugs, anticonvulsants such as phenytoin and valproic acid among them): di-valerian-antiepileptic; gabapentin and pregabalin keep di-valerian-sedative.",
    READ_ON,
  ),
  notFound(
    "dandelion",
    "bnf-nice-mhra",
    "Looked for a BNF or NICE text on lithium's interactions with herbs: none came up, only local NHS lithium guidelines held on document-sharing sites. The NHS page 'Taking lithium with other medicines and herbal supplements' (read at nhs.uk without www) names diuretics, NSAIDs, ACE inhibitors, some antidepressants, antibiotics and epilepsy medicines, and says there is not enough information to say herbal remedies are safe with lithium; it names no herb. Read instead, outside the log's kinds: EBSCO Research Starters, 'Lithium as medicine (drug interactions)': one case report suggests herbal diuretics can raise lithium levels, and herbs thought to act as diuretics include dandelion. That is di-dandelion-lithium, which asks. The NCCIH dandelion page (read in the wnccih2 round) names water pills, not lithium.",
    READ_ON,
  ),
];
