// Condition records for conditions the dictionary lacked until the wcn2 round (docs/reference/knowledge-rounds.md).
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_LICENSED_FORMS } from "./references-licensed-forms";
import { REF_WCN2 as R } from "./references-wcn2";
import { REF_WHERBAUD } from "./references-wherbaud";
import { REF_WNUT2 } from "./references-wnut2";

const FIBROIDS = {
  condition: "uterine-fibroids",
  conditionName: "Fibroids (uterine fibroids)",
  conditionSynonyms: ["fibroids", "uterine fibroids"],
};
const SLOW_K =
  "It says this of its own tablets (about 315 mg of potassium each, two to twelve a day); a supplement's smaller amount is not discussed.";
const SLOW_K_43 =
  "the Slow-K summary of product characteristics (the Irish text, section 4.3) lists it among the contraindications";

export const MEDICAL_CONTRAINDICATIONS_WCN2: MedicalContraindicationInput[] = [
  // The MSD page could not be reached this round: written from the sentence the wherbaud round quoted from it, whose
  // endometriosis record from the same sentence blocks, so it stays unverified until the page is read again.
  {
    ...checked({
      ingredient: "milk-thistle",
      ...FIBROIDS,
      level: "absolute",
      advice: "Do not take milk thistle if you have fibroids; ask your GP or gynaecologist first.",
      why: "the MSD Manual says women who have hormone-sensitive conditions (such as breast, uterine or ovarian cancer, endometriosis or uterine fibroids) should avoid milk thistle; it is thought to act a little like oestrogen, and fibroids are linked to oestrogen.",
      evidenceLevel: 5,
      references: [REF_WHERBAUD.msdMilkThistle],
    }),
    isVerified: false,
  },
  // Swiss product information; no UK black cohosh text read names the buttercup family.
  checked({
    ingredient: "black-cohosh",
    condition: "buttercup-family-allergy",
    conditionName: "Allergy to buttercup family plants (Ranunculaceae)",
    conditionSynonyms: ["buttercup family allergy", "Ranunculaceae allergy"],
    level: "absolute",
    advice: "Do not take black cohosh if you are allergic to plants of the buttercup family (Ranunculaceae).",
    why: "black cohosh belongs to the buttercup family, and the Swiss product information of Cimifemin neo, a black cohosh medicine, says it must not be used by people known to be hypersensitive to Ranunculaceae (the buttercup family).",
    references: [R.cimifeminNeoSwiss],
  }),
  // A US professional monograph that gives no study, so level 5; cinnamon has no UK registration to read.
  checked({
    ingredient: "cinnamon",
    condition: "peru-balsam-allergy",
    conditionName: "Allergy to balsam of Peru",
    conditionSynonyms: ["balsam of Peru allergy", "Peru balsam allergy"],
    level: "absolute",
    advice: "Do not take cinnamon supplements if you are allergic to balsam of Peru.",
    why: "the Drugs.com cinnamon monograph says cinnamon is contraindicated in people who are allergic to cinnamon or Peru balsam; balsam of Peru smells of cinnamon because it shares some of its substances.",
    evidenceLevel: 5,
    references: [R.drugsComCinnamon],
  }),
  checked({
    ingredient: "potassium",
    condition: "severe-burns",
    conditionName: "Recent severe burns",
    conditionSynonyms: ["severe burns", "recent severe burns"],
    level: "relative",
    advice: "Ask the team treating you before taking a potassium supplement after recent severe burns.",
    why: `the UK Slow-K (potassium chloride) leaflet says not to take it if you have recently suffered from severe burns, and ${SLOW_K_43}, naming conditions involving extensive cell destruction such as severe burns among the states in which potassium builds up too high in the blood. ${SLOW_K}`,
    references: [REF_WNUT2.slowKLeaflet, REF_WNUT2.slowKIrishSmpc],
  }),
  checked({
    ingredient: "potassium",
    condition: "hyporeninaemic-hypoaldosteronism",
    conditionName: "Hyporeninaemic hypoaldosteronism",
    conditionSynonyms: ["hyporeninaemic hypoaldosteronism"],
    level: "relative",
    advice:
      "Ask your doctor before taking a potassium supplement if you have hyporeninaemic hypoaldosteronism (low renin and aldosterone).",
    why: `${SLOW_K_43} among the states in which potassium builds up too high in the blood. ${SLOW_K}`,
    references: [REF_WNUT2.slowKIrishSmpc],
  }),
  // "The fact that attacks are precipitated by potassium administration best defines the disease": the record asks,
  // as the rule for a far larger dose says, and says why.
  checked({
    ingredient: "potassium",
    condition: "hyperkalaemic-periodic-paralysis",
    conditionName: "Hyperkalaemic periodic paralysis",
    conditionSynonyms: ["hyperkalaemic periodic paralysis"],
    level: "relative",
    advice:
      "Ask your specialist before taking a potassium supplement if you have hyperkalaemic periodic paralysis: potassium can bring on attacks.",
    why: `${SLOW_K_43}, as hypersensitivity to potassium, and says attacks of the disease are brought on by giving potassium. ${SLOW_K}`,
    references: [REF_WNUT2.slowKIrishSmpc],
  }),
  checked({
    ingredient: "potassium",
    condition: "paramyotonia-congenita",
    conditionName: "Paramyotonia congenita",
    conditionSynonyms: ["paramyotonia congenita", "congenital paramyotonia"],
    level: "relative",
    advice: "Ask your specialist before taking a potassium supplement if you have paramyotonia congenita.",
    why: `${SLOW_K_43}, naming congenital paramyotonia as a hypersensitivity to potassium. ${SLOW_K}`,
    references: [REF_WNUT2.slowKIrishSmpc],
  }),
  // Section 4.4 of the Irish Omacor text; NICE's summary of the UK SPCs gives the same warning without naming trauma.
  checked({
    ingredient: "omega-3-fish-oil",
    condition: "major-trauma",
    conditionName: "Severe injury (major trauma)",
    conditionSynonyms: ["major trauma", "severe trauma"],
    level: "relative",
    advice:
      "Tell the team treating a recent severe injury that you take fish oil, and ask whether to keep taking it.",
    why: "the Omacor (omega-3-acid ethyl esters) summary of product characteristics says to make allowance for the longer bleeding time it causes at its high dose in patients at high risk of bleeding because of severe trauma or surgery (section 4.4), and NICE's summary of the UK omega-3 medicines' product information gives the same warning for people at high risk of haemorrhage. Omacor gives 2 to 4 g of omega-3 a day, more than most fish oil supplements.",
    references: [REF_LICENSED_FORMS.omacorSmpcSection44, R.niceEsuom19Safety],
  }),
  checked({
    ingredient: "cla",
    condition: "metabolic-syndrome",
    conditionName: "Metabolic syndrome",
    conditionSynonyms: ["metabolic syndrome"],
    level: "relative",
    advice: "Ask your GP before taking CLA if you have metabolic syndrome.",
    why: "a systematic review of trials in people with metabolic syndrome found CLA lowered weight a little but also lowered HDL ('good') cholesterol, and concluded that precautions should be taken with CLA in metabolic syndrome.",
    references: [R.kimClaMetabolicSyndrome2016],
  }),
];
