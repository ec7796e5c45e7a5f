// Supplement–medicine interactions, part 42: class records for groups product information and reference texts name
// that the dictionary gained in the group-wordings round (medicine-classes-wqt.ts) or had without a record on them:
// medicines that can prolong the QT interval (an aloe laxative's leaflet), potassium-losing diuretics (the MSD
// Manual on liquorice), thrombolytics (a UK vitamin E SmPC), salicylates (magnesium antacids' SmPCs) and imidazole antifungals (Swiss vitamin D3 product information). Each was checked against
// its text.
import type { Applicability, DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_HMPC } from "./references-hmpc";
import { REF_NUT3 } from "./references-nutrients-3";
import { REF_CATIONS } from "./references-smpc-cations";
import { REF_WHMPC } from "./references-whmpc";
import { REF_WMED2 } from "./references-wmed2";
import { REF_WQT } from "./references-wqt";
import { verifiedRecord as record } from "./verified-record";

// As the SmPC's other high-dose vitamin E records (drug-interactions-part-19.ts).
const HIGH_DOSE_VITAMIN_E: Applicability = {
  ingredient: "vitamin-e",
  minDailyAmount: { amount: 400, unit: "IU" },
  rationale:
    "The UK product information names high doses of vitamin E, not the small amounts in a multivitamin; 400 IU a day is where the knowledge base's other high-dose vitamin E records start.",
};

export const DRUG_INTERACTIONS_PART_42: DrugInteractionInput[] = [
  // "Arzneimittel, die zu einer QT-Verlängerung führen können": the leaflet asks for a talk first, as for the cardiac
  // glycosides and antiarrhythmics beside them; the Devon page says low potassium predisposes to QT prolongation.
  record(
    "aloe-vera",
    classTarget("qt-prolonging", "Medicines that can prolong the QT interval (a heart rhythm effect)"),
    {
      severityLevel: "moderate",
      interactionType: "hypokalaemia",
      mechanism:
        "Aloe taken by mouth as a laxative can make the body lose potassium, and low potassium makes a long QT interval, and the dangerous heart rhythm it can lead to, more likely with this medicine.",
      expectedEffect: "A higher risk of an irregular heartbeat: palpitations, dizziness or fainting.",
      clinicalSignificance:
        "The German leaflet of Kräuterlax, an aloe laxative, asks you to talk to your doctor or pharmacist before taking it if you take medicines that can cause QT prolongation; NHS Devon's formulary page says low potassium (hypokalaemia) predisposes to QT prolongation.",
      recommendation:
        "Ask your doctor or pharmacist before taking aloe or aloe latex by mouth with this medicine; the leaflet says long use of stimulant laxatives should be avoided.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood potassium and your heart rhythm.",
      evidenceLevel: 1,
      references: [REF_WHMPC.krauterlaxLeaflet, REF_WQT.devonQtDrugs],
    },
  ),
  // "Those who take digoxin or diuretics that increase potassium excretion in urine … should avoid taking licorice."
  // It replaced the milder, unverified bendroflumethiazide and furosemide records: one advice for every member.
  record(
    "licorice-root",
    classTarget(
      "potassium-losing-diuretic",
      "Water tablets that make you lose potassium (thiazide and loop diuretics)",
    ),
    {
      severityLevel: "major",
      interactionType: "hypokalaemia",
      mechanism:
        "Glycyrrhizin in liquorice makes the kidneys get rid of potassium, and these water tablets do too, so potassium can fall too low.",
      expectedEffect:
        "Low blood potassium (hypokalaemia): muscle weakness, cramps or an irregular heartbeat; liquorice can also raise blood pressure.",
      clinicalSignificance:
        "The MSD Manual says the potassium loss glycyrrhizin causes is a particular problem for people who take diuretics that increase potassium excretion in urine, and that they should avoid taking liquorice.",
      recommendation:
        "Do not take liquorice root supplements while you take this water tablet unless your doctor says it is safe.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood potassium and blood pressure.",
      evidenceLevel: 5,
      references: [REF_HMPC.msdLicoriceUk],
    },
  ),
  // "Zytotoxische Wirkstoffe wie Actinomycin sowie Imidazol-Antimykotika beeinträchtigen die Wirkung von Vitamin D";
  // graded as the actinomycin record from the same sentence. A cream or pessary named as such meets no record.
  record(
    "vitamin-d3",
    classTarget("imidazole-antifungal", "Imidazole antifungals (ketoconazole, miconazole)"),
    {
      severityLevel: "minor",
      interactionType: "reduced_effect",
      mechanism:
        "Imidazole antifungals can block the kidney enzyme that turns vitamin D into its active form, so vitamin D works less well.",
      expectedEffect: "Vitamin D may do less for your calcium and bones while you take this antifungal.",
      clinicalSignificance:
        "Swiss product information for vitamin D3 says imidazole antifungals interfere with vitamin D's effect by blocking the kidney enzyme (25-hydroxyvitamin D 1-hydroxylase) that turns 25-hydroxyvitamin D into 1,25-dihydroxyvitamin D.",
      recommendation:
        "If you take an imidazole antifungal by mouth for more than a short course, tell your doctor or pharmacist that you take vitamin D.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_WMED2.swissVitaminDInteractions, REF_WQT.dibaseInteractions],
    },
  ),

  // "The excretion of salicylates will be increased by changes in urinary pH": aspirin keeps its own record (from the
  // same texts), so this reaches the other salicylates, bismuth subsalicylate (Pepto-Bismol).
  record("magnesium", classTarget("salicylate", "Salicylates (aspirin, bismuth subsalicylate)"), {
    severityLevel: "minor",
    interactionType: "possible_interaction",
    mechanism:
      "Magnesium salts taken by mouth can make the urine more alkaline, which increases how fast salicylates are passed out in urine.",
    expectedEffect: "The salicylate may leave the body faster, so it may work less well.",
    clinicalSignificance:
      "UK product information for Milk of Magnesia and for Magnesium Hydroxide Mixture (section 4.5) says changes in urinary pH increase the excretion of salicylates. They are written for magnesium antacids and laxatives; they do not say how much a magnesium supplement changes.",
    recommendation:
      "If you take a salicylate medicine regularly, tell your pharmacist that you take magnesium, especially magnesium indigestion remedies or laxatives.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_WQT.milkOfMagnesiaSmpc, REF_CATIONS.magnesiumHydroxideMixtureSmpc],
  }),

  // "High doses of vitamin E may increase the risk of bleeding in patients taking concomitant … thrombolytics (e.g.
  // recombinant tissue plasminogen activator)": graded as the antiplatelet record from the same sentence.
  record(
    "vitamin-e",
    classTarget("thrombolytic", "Clot-dissolving medicines (thrombolytics such as alteplase)"),
    {
      severityLevel: "moderate",
      interactionType: "additive_bleeding_risk",
      mechanism:
        "High-dose vitamin E may slow blood clotting, adding to the bleeding risk of a clot-dissolving medicine.",
      expectedEffect: "A higher risk of bleeding.",
      clinicalSignificance:
        "UK product information for vitamin E says high doses may increase the risk of bleeding in people given thrombolytics, such as recombinant tissue plasminogen activator (alteplase).",
      recommendation:
        "If you are given a clot-dissolving medicine in hospital, tell the team that you take high-dose vitamin E (400 IU or more a day).",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Signs of bleeding.",
      evidenceLevel: 1,
      references: [REF_NUT3.vitaminEOralSmpc],
      appliesWhen: HIGH_DOSE_VITAMIN_E,
    },
  ),
];
