// Supplement–medicine interactions, part 79 (whep): black cohosh, kava, cinnamon and gram-dose niacin with medicines that can harm the liver; cinnamon with statins.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WHEP as R } from "./references-whep";
import { verifiedRecord as record } from "./verified-record";

const HEPATOTOXIC = classTarget("hepatotoxic", "Medicines that can harm the liver");

export const DRUG_INTERACTIONS_PART_79: DrugInteractionInput[] = [
  // The UK Q&A rates the combination high severity and says to avoid it, so the record blocks; which medicines count
  // as harming the liver comes from a UK pharmacists' page, not from the Q&A.
  record("black-cohosh", HEPATOTOXIC, {
    severityLevel: "major",
    interactionType: "additive_liver_risk",
    mechanism:
      "Black cohosh has been linked with rare but serious liver injury, and this medicine can also harm the liver: together the risk may add up.",
    expectedEffect:
      "Possible liver injury: yellow skin or eyes, dark urine, pale stools, tummy pain, sickness or unusual tiredness.",
    clinicalSignificance:
      "UK Medicines Information's answer for NHS professionals on the safety of black cohosh rates black cohosh with medicines and herbal medicines that harm the liver (hepatotoxic drugs) as a high-severity, possible interaction and says to avoid the combination. Drugs.com's professional interaction text also says to generally avoid black cohosh with other medicines known to harm the liver, as the risk of liver injury may be increased in theory. Which medicines count here comes from a UK pharmacists' page on drug-induced liver injury (co-amoxiclav, flucloxacillin, methotrexate, valproate and others).",
    recommendation:
      "Do not take black cohosh with this medicine. Speak to your doctor or pharmacist about other ways to manage menopausal symptoms.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired:
      "See a doctor straight away if you notice yellow skin or eyes, dark urine or pain in the upper tummy.",
    evidenceLevel: 1,
    references: [R.ukmiBlackCohosh, R.drugsComBlackCohoshHepatotoxic, R.independentPharmacistDili],
  }),
  // "Should talk with their health care practitioner before using kava": asks, as the advisory does.
  record("kava", HEPATOTOXIC, {
    severityLevel: "moderate",
    interactionType: "additive_liver_risk",
    mechanism:
      "Kava has been linked with severe liver injury (hepatitis, cirrhosis and liver failure), and this medicine can also affect the liver.",
    expectedEffect:
      "Possible liver injury: yellow skin or eyes, dark urine, tummy pain, sickness, loss of appetite or unusual tiredness.",
    clinicalSignificance:
      "The US National Institutes of Health's consumer advisory on kava (2002), after the FDA's warning of severe liver injury, says people taking drugs that can affect the liver should talk with their health care practitioner before using kava. Which medicines count here comes from a UK pharmacists' page on drug-induced liver injury (co-amoxiclav, flucloxacillin, methotrexate, valproate and others).",
    recommendation:
      "Ask your doctor or pharmacist before taking kava with this medicine, and stop kava and get medical advice if you notice signs of liver trouble.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Yellow skin or eyes, dark urine, pale stools or unusual tiredness.",
    evidenceLevel: 1,
    references: [R.nccamKavaAdvisory2002, R.independentPharmacistDili],
  }),
  // A case report's authors say to avoid it, while the interaction database rates it moderate and theoretical: asks.
  record("cinnamon", HEPATOTOXIC, {
    severityLevel: "moderate",
    interactionType: "additive_liver_risk",
    mechanism:
      "Coumarin, found mainly in cassia cinnamon, can harm the liver in large amounts, and so can this medicine: together the risk may add up.",
    expectedEffect:
      "Possible liver injury, mainly with large amounts of cassia cinnamon taken for a long time.",
    clinicalSignificance:
      "A case report of hepatitis in a woman who added cinnamon supplements to a statin (American Journal of Case Reports, 2015) says cinnamon, through its coumarin, can harm the liver, so taking it with medicines that harm the liver should be avoided. An interaction database rates large doses of cassia cinnamon with such medicines as a moderate, possible interaction, based on coumarin's effect on the liver rather than on studies of the combination. Which medicines count here comes from a UK pharmacists' page on drug-induced liver injury.",
    recommendation:
      "Ask your doctor or pharmacist before taking cinnamon supplements with this medicine; cinnamon used in cooking is not a concern.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Tummy pain, sickness, yellow skin or eyes.",
    evidenceLevel: 4,
    references: [R.brancheauCinnamonStatin, R.helloPharmacistCassiaHepatotoxic, R.independentPharmacistDili],
  }),
  // The case report names "statin" for its conclusion; its patient took rosuvastatin.
  record("cinnamon", classTarget("statin", "Statins"), {
    severityLevel: "moderate",
    interactionType: "additive_liver_risk",
    mechanism:
      "Coumarin in cinnamon can harm the liver, and statins can occasionally raise liver enzymes: together they may have caused hepatitis in one reported case.",
    expectedEffect: "Possible hepatitis: tummy pain, sickness, diarrhoea and raised liver tests.",
    clinicalSignificance:
      "A case report (American Journal of Case Reports, 2015) describes a 73-year-old woman taking a statin (rosuvastatin) who developed hepatitis a week after starting cinnamon supplements; the statin was later restarted without problems. The authors conclude that a combination of cinnamon supplements and a statin can cause hepatitis and should be discouraged.",
    recommendation:
      "Ask your doctor or pharmacist before taking cinnamon supplements with a statin, and get advice if you have tummy pain, sickness or yellow skin or eyes.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Liver tests if symptoms appear.",
    evidenceLevel: 4,
    references: [R.brancheauCinnamonStatin],
  }),
  // Gram doses only, as the liver harm the texts describe comes with the doses once used for cholesterol.
  record("niacin", HEPATOTOXIC, {
    severityLevel: "moderate",
    interactionType: "additive_liver_risk",
    mechanism:
      "Nicotinic acid in gram doses can harm the liver, and so can this medicine: together the risk of liver injury may add up.",
    expectedEffect: "Possible liver injury: raised liver tests, tiredness, sickness, or yellow skin or eyes.",
    clinicalSignificance:
      "An interaction database rates niacin with medicines that harm the liver as a moderate, possible interaction: in theory the two together might raise the risk of liver injury, as niacin has been linked with liver toxicity, especially in the doses used as a medicine. NIH's LiverTox says niacin at the recommended daily amount is not linked with liver injury, while the doses once used for high cholesterol were 1 to 6 g a day. Which medicines count here comes from a UK pharmacists' page on drug-induced liver injury.",
    recommendation:
      "Ask your doctor or pharmacist before taking 1 g or more of niacin (nicotinic acid) a day with this medicine.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Liver tests, as your doctor advises.",
    evidenceLevel: 5,
    references: [R.helloPharmacistNiacinHepatotoxic, R.liverToxNiacin, R.independentPharmacistDili],
    appliesWhen: {
      ingredient: "niacin",
      minDailyAmount: { amount: 1, unit: "g" },
      rationale:
        "LiverTox links niacin's liver injury with the gram doses used for cholesterol (1 to 6 g a day), not the recommended daily amount of about 15 mg; the interaction database says especially in pharmacologic doses.",
    },
  }),
];
