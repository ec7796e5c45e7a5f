// Condition records for words read since the wcn9 round: past bleeds and colonoscopy ask, vitamin E in RP blocks.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WCN9 as R } from "./references-wcn9";

export const MEDICAL_CONTRAINDICATIONS_WCN9: MedicalContraindicationInput[] = [
  // Case reports and a review that asks for counselling, not a ban: the record asks. A past bleed in the brain or
  // one needing hospital care is a known bleeding risk in the score doctors use before anticoagulants.
  checked({
    ingredient: "ginkgo-biloba",
    condition: "previous-serious-bleed",
    conditionName: "A previous serious bleed (in or on the brain, or needing hospital care)",
    conditionSynonyms: ["previous major bleed", "history of major bleeding", "intracranial haemorrhage"],
    level: "relative",
    advice:
      "Ask your doctor or pharmacist before taking ginkgo if you have had a serious bleed, such as a bleed in or on the brain or a bleed from the stomach.",
    why: "a systematic review of published case reports found 15 bleeding events in people taking ginkgo, 8 of them bleeding inside the skull, judged a causal link possible, and advised that people taking ginkgo, particularly those with known bleeding risks, be told about a possible increase in bleeding risk. A case of subarachnoid haemorrhage in a man taking ginkgo regularly led its author to suggest extra risk for people with risk factors for a bleed in the brain. The bleeding-risk score used before anticoagulants (HAS-BLED) counts a past bleed in the brain or a bleed needing hospital care as a bleeding risk.",
    evidenceLevel: 4,
    references: [R.bentGinkgoKaiser, R.reliasGinkgoSah, R.qldHasBled],
  }),
  // A meta-analysis of trials in people without a stroke: it cautions against widespread use, so the record asks.
  checked({
    ingredient: "vitamin-e",
    condition: "haemorrhagic-stroke",
    conditionName: "Haemorrhagic stroke (a bleed in or on the brain)",
    conditionSynonyms: [
      "haemorrhagic stroke",
      "brain haemorrhage",
      "bleed on the brain",
      "subarachnoid haemorrhage",
    ],
    level: "relative",
    advice:
      "Ask your doctor or pharmacist before taking vitamin E supplements if you have had a haemorrhagic stroke (a bleed in or on the brain).",
    why: "a meta-analysis of nine randomised trials (about 119,000 people) found that vitamin E supplements raised the risk of haemorrhagic stroke by 22% (about one extra for every 1,250 people taking it) while slightly lowering the risk of the more common ischaemic stroke; its authors caution against the indiscriminate widespread use of vitamin E because haemorrhagic strokes are generally more severe.",
    evidenceLevel: 1,
    references: [R.schurksVitaminEStroke],
  }),
  // Two UK charities say to avoid it, the newest to check labels for any added vitamin E: the record blocks.
  checked({
    ingredient: "vitamin-e",
    condition: "retinitis-pigmentosa",
    conditionName: "Retinitis pigmentosa (RP)",
    conditionSynonyms: ["retinitis pigmentosa"],
    level: "absolute",
    advice:
      "Do not take vitamin E supplements if you have retinitis pigmentosa, and check that other supplements do not contain added vitamin E; ask your eye specialist if you are unsure.",
    why: "in a randomised trial of 601 adults with retinitis pigmentosa, 400 IU a day of vitamin E was linked with a faster loss of retinal function, and the US National Eye Institute advised avoiding high-dose vitamin E supplements. RP Fighting Blindness says people with RP should avoid high-dose supplements, and Retina UK, after a newer analysis of the trial, says vitamin E supplements should be avoided and strongly advises people with RP to check that supplements do not contain added vitamin E.",
    evidenceLevel: 2,
    references: [R.retinaUkVitaminE, R.rpFightingBlindnessVitamins, R.neiRpAlert],
  }),
  // Bowel preparation: iron tablets are stopped a week before the test; an instruction for the day, so the record asks.
  checked({
    ingredient: "iron",
    condition: "upcoming-colonoscopy",
    conditionName: "A colonoscopy coming up",
    conditionSynonyms: ["colonoscopy", "colonoscopy coming up"],
    level: "relative",
    advice:
      "Stop taking iron supplements 7 days before your colonoscopy, unless your endoscopy team tells you otherwise.",
    why: "NHS bowel-preparation leaflets for a colonoscopy say to stop iron tablets 7 days before the appointment, so that the bowel is clear for the test.",
    references: [R.ncicMoviprepColonoscopy, R.docslibColonoscopyPrep],
  }),
  // The leaflet names Fybogel (ispaghula, that is psyllium husk) among the stool bulking agents to stop.
  checked({
    ingredient: "psyllium",
    condition: "upcoming-colonoscopy",
    conditionName: "A colonoscopy coming up",
    conditionSynonyms: ["colonoscopy", "colonoscopy coming up"],
    level: "relative",
    advice:
      "Stop taking psyllium husk 3 days before your colonoscopy, unless your endoscopy team tells you otherwise.",
    why: "an NHS bowel-preparation leaflet for a colonoscopy says to stop stool bulking agents such as Fybogel (ispaghula husk, which is psyllium) 3 days before the appointment.",
    references: [R.ncicMoviprepColonoscopy],
  }),
  // NHS self-help for piles: cut down on caffeine, not cut it out, so the record asks.
  checked({
    ingredient: "caffeine",
    condition: "haemorrhoids",
    conditionName: "Haemorrhoids (piles)",
    conditionSynonyms: ["haemorrhoids", "bleeding piles"],
    level: "relative",
    advice:
      "Ask your GP or pharmacist before taking caffeine tablets or high-caffeine supplements if you have piles (haemorrhoids).",
    why: "the NHS advice for piles, as UK pharmacy training and a health A to Z page give it, is to drink plenty of fluid and to cut down on alcohol and caffeine (tea, coffee, cola), so as to keep stools soft: constipation makes piles more likely.",
    evidenceLevel: 5,
    references: [R.numarkPiles, R.getdocPiles],
  }),
];
