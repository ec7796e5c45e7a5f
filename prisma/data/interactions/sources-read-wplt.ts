// The read log of the wplt round (drug-interactions-part-69.ts and -70.ts): antiplatelets, NSAIDs and anticoagulants.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-12-01";

// Section 4.5 of the UK warfarin SmPC names herbs and supplements; no copy readable to that section came up.
const WARFARIN_SMPC =
  "Looked again for section 4.5 of a UK warfarin SmPC (emc, Marevan, and the copies the medside round logged, which stop at section 4.2): only US labels, a Japanese patient sheet and journal reviews came up, so the herbs and supplements it names could not be read.";
const REVIEW =
  "Read instead, outside the log's kinds: the abstract and Table 4 of 'Dietary supplements and bleeding' (Proc Bayl Univ Med Cent 2022, pmc.ncbi.nlm.nih.gov/articles/PMC9586694): 'In patients on anticoagulants, ginkgo biloba, chondroitin-glucosamine, melatonin, turmeric, bilberry, chamomile, fenugreek, milk thistle, and peppermint are associated with bleeding risk', with no evidence of bleeding without them.";

export const SOURCES_READ_WPLT: SourceReadInput[] = [
  // Logged once, under the one ingredient without a "looked for" UK product information entry; the others are in the report.
  notFound(
    "chondroitin",
    "uk-product-information",
    `${WARFARIN_SMPC} ${REVIEW} The review grades chondroitin-glucosamine high and fenugreek, milk thistle and peppermint moderate (case reports). Each of the five had no record on the whole anticoagulant group, so the DOACs (where no SPS herbal record is narrower) and the heparins were silent: di-chondroitin-anticoagulant, di-glucosamine-anticoagulant, di-fenugreek-anticoagulant, di-milk-thistle-anticoagulant and di-peppermint-oil-anticoagulant ask, and di-melatonin-anticoagulant for melatonin (graded moderate), which had a warfarin record only. The review names no antiplatelet medicine or NSAID, so clopidogrel and low-dose aspirin stay silent. Seen beside it, outside the log's kinds: a UK Medicines Information Q&A on chondroitin's drug interactions (2012), only as a copy on studylib.net, whose opening names two case reports of a raised INR on warfarin with glucosamine-chondroitin; its text stops before anything on other medicines.`,
    READ_ON,
  ),
  notFound(
    "hawthorn",
    "nhs",
    "Looked for the NHS website's text on herbal medicines with warfarin: the older NHS page on warfarin interactions came up only at an http address (nhs.uk/Conditions/Anticoagulants-warfarin-/Pages/Interactions---other-medicines.aspx): 'Lots of herbal medicines and supplements can interact with warfarin. Do not start taking any new herbal medicines or supplements without checking with your anticoagulant clinic, GP or pharmacist.' It is not cited, so no general record on warfarin was written from it; a copy of similar words on zana.com does not say it is NHS text. The 2022 bleeding review (read outside the log's kinds) says hawthorn supplementation is strongly associated with surgical bleeding independent of anticoagulants: a statement about surgery, not about a medicine, so no record on warfarin or the antiplatelets.",
    READ_ON,
  ),
  notFound(
    "ginger",
    "nhs",
    "Looked for the NHS website's text on clopidogrel with herbal remedies: nhs.uk/medicines/clopidogrel/about-clopidogrel names grapefruit juice (a food, not a catalogue ingredient) and no herb; the older NHS clopidogrel interactions page, at an http address only, names aspirin, NSAIDs, dipyridamole, warfarin and other antiplatelets, no herb. Read beside it, outside the log's kinds: Memorial Sloan Kettering's ginger page, at its sandbox18.mskcc.org address (the www address did not come up): ginger in high doses can thin the blood by stopping platelets sticking together, and supplements should not be used around the time of surgery; its list of medicines was not in the text available here, so no record on the antiplatelets was written. The NCCIH ginger page (concerns about anticoagulants) backs the existing di-ginger-anticoagulant.",
    READ_ON,
  ),
  notFound(
    "cbd",
    "uk-product-information",
    "Looked for section 4.5 of the UK Epidyolex SmPC for warfarin: emc, patient-info.co.uk, medthority and the EU Annex I on Scribd came up, each stopping at section 4.2 (dosing up to 20 mg/kg a day), and RxReasoner's copy at the start of 4.4. Read instead, outside the log's kinds: a 2020 case report in the American Journal of Health-System Pharmacy (its PubMed abstract, mirrored by suppr.wilddata.cn) of a man on warfarin who needed a nearly 20% lower dose after starting prescription cannabidiol, citing an earlier case with an INR of 6.86; and a 2022 Journal of Cannabis Research case report of a low-dose cannabis product with minimal INR change. di-cbd-warfarin asks. The reports name warfarin only, so apixaban and the antiplatelets stay silent.",
    READ_ON,
  ),
  notFound(
    "devils-claw",
    "bnf-nice-mhra",
    "Looked for BNF or NICE text on devil's claw with warfarin: none came up. Read instead, outside the log's kinds: FoundHealth's devil's claw safety page (one case report: devil's claw might increase the potential for bleeding with warfarin; it might enhance blood-thinning medicines such as warfarin or heparin) and the abstract of Stenton, Bungard and Ackman's pharmacists' guide to warfarin interactions on docslib.org (devil's claw among the herbal products reported to increase the risk of bleeding with warfarin): di-devils-claw-anticoagulant asks. WebMD's UK page on devil's claw, which names anticoagulants (giving aspirin as the example) and painkillers such as ibuprofen, is on a retailer's site (webmd.boots.com) and is not cited, so the antiplatelets and NSAIDs stay silent; a copy of a US monograph on a health-food shop's site (one case of purpura on warfarin, evidence inconclusive) is not cited either.",
    READ_ON,
  ),
];
