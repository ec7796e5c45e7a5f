// Medicine–food rules (medicineFoodInteractionSchema): foods and drinks that change how a medicine works.
// Foods are not catalogue ingredients, so each rule names a dictionary medicine slug or a medicine class
// slug (classes.md). Not part of knowledgeBaseSchema; the lead wires these into the engine.
import type { MedicineFoodInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF, nhs } from "./references";
import { REF_WVER } from "./references-wver";

const GRAPEFRUIT_MECHANISM =
  "Substances in grapefruit (furanocoumarins) inactivate the CYP3A4 enzyme in the gut wall that breaks the statin down, so more of it reaches the blood; the effect can last up to about 3 days after a glass of juice.";

const BMJ_GRAPEFRUIT_2013 = {
  title: "Drug-grapefruit juice interactions (editorial and responses), BMJ 2013;346:f1",
  publisher: "BMJ",
  url: "https://www.bmj.com/content/346/bmj.f1",
  doi: "10.1136/bmj.f1",
};
const AJM_GRAPEFRUIT_STATINS_2016 = {
  title: "Grapefruit juice and statins (Am J Med 2016;129(1):26-29)",
  publisher: "The American Journal of Medicine",
  url: "https://www.amjmed.com/article/S0002-9343(15)00774-3/fulltext",
};
const GLOS_MAOI_DIET = {
  title: "Advice sheet: food and drink and the monoamine oxidase inhibitors",
  publisher: "Gloucestershire Hospitals NHS Foundation Trust",
  url: "https://www.gloshospitals.nhs.uk/gps/treatment-guidelines/monoamine-oxidase-inhibitors-maois-and-diet/",
};
const EAST_SUSSEX_MAOI = {
  title: "Formulary 4.3.2: monoamine-oxidase inhibitors (tyramine-rich food and hypertensive crisis)",
  publisher: "East Sussex Health and Social Care Formulary (NHS)",
  url: "https://www.eastsussexformulary.co.uk/therapeutic-sections/4-central-nervous-system/43-antidepressant-drugs/432-monoamine-oxidase-inhibitors/",
};
const PATIENT_INFO_PHENELZINE_TYRAMINE = {
  title: "Can I take phenelzine and tyramine together? (drug interaction guide)",
  publisher: "Patient.info",
  url: "https://patient.info/treatment-medication/phenelzine-and-tyramine-interaction",
};
export const GP_NOTEBOOK_CRANBERRY = {
  title:
    "Cranberry juice and warfarin (Committee on Safety of Medicines advice, Current Problems 2003 and 2004)",
  publisher: "GPnotebook",
  url: "https://gpnotebook.com/en-US/pages/diabetes-and-endocrinology/cranberry-juice-and-warfarin",
};
const NHS_METRONIDAZOLE_ALCOHOL = {
  title: "When can I drink alcohol after finishing metronidazole?",
  publisher: "NHS",
  url: "https://www.nhs.uk/chq/Pages/864.aspx",
};

export const MEDICINE_FOOD_INTERACTIONS: MedicineFoodInteractionInput[] = [
  {
    id: "mf-simvastatin-grapefruit",
    medicine: "simvastatin",
    food: "grapefruit and grapefruit juice",
    severity: "major",
    interactionType: "enzyme_inhibition",
    mechanism: GRAPEFRUIT_MECHANISM,
    recommendation:
      "Do not eat grapefruit or drink grapefruit juice while taking simvastatin. Ask your pharmacist if you would like an alternative statin that grapefruit does not affect.",
    clinicalSignificance:
      "A 200 ml glass of grapefruit juice can raise simvastatin levels three- to four-fold, increasing the risk of muscle damage; UK advice is to avoid grapefruit juice altogether with simvastatin.",
    evidenceLevel: 3,
    references: [BMJ_GRAPEFRUIT_2013, AJM_GRAPEFRUIT_STATINS_2016, nhs("simvastatin", "Simvastatin")],
    isVerified: true,
  },
  {
    id: "mf-atorvastatin-grapefruit",
    medicine: "atorvastatin",
    food: "grapefruit juice",
    severity: "moderate",
    interactionType: "enzyme_inhibition",
    mechanism: GRAPEFRUIT_MECHANISM,
    recommendation:
      "Avoid drinking grapefruit juice while taking atorvastatin, or keep to very small amounts; never drink large quantities.",
    clinicalSignificance:
      "A daily glass of grapefruit juice raises atorvastatin levels by about 80%, a smaller effect than with simvastatin; UK advice is to limit grapefruit juice to very small quantities with atorvastatin.",
    evidenceLevel: 3,
    references: [AJM_GRAPEFRUIT_STATINS_2016, BMJ_GRAPEFRUIT_2013, nhs("atorvastatin", "Atorvastatin")],
    isVerified: true,
  },
  {
    id: "mf-maoi-tyramine",
    targetClass: "maoi",
    food: "tyramine-rich foods and drinks (aged cheese, yeast extracts such as Marmite, cured or fermented meats, soy sauce, pickled herring, broad bean pods, draught beer and some wines)",
    severity: "major",
    interactionType: "hypertensive_crisis",
    mechanism:
      "MAO inhibitors stop the body breaking down tyramine from food; tyramine then releases noradrenaline, which can sharply raise blood pressure.",
    recommendation:
      "If you take phenelzine, isocarboxazid or tranylcypromine, avoid tyramine-rich foods and drinks during treatment and for 2 weeks after stopping; follow the food advice your prescriber gives for moclobemide, selegiline or rasagiline. Get emergency help for a sudden severe headache, especially at the back of the head.",
    clinicalSignificance:
      "Tyramine with an MAOI can cause a hypertensive crisis (severe headache, palpitations, chest pain) and, rarely, stroke; NHS advice sheets tell people taking MAOIs to avoid tyramine-rich food.",
    evidenceLevel: 1,
    references: [GLOS_MAOI_DIET, EAST_SUSSEX_MAOI, PATIENT_INFO_PHENELZINE_TYRAMINE],
    isVerified: true,
  },
  {
    id: "mf-warfarin-vitamin-k-foods",
    medicine: "warfarin",
    food: "large changes in vitamin K-rich foods (leafy green vegetables, chickpeas, liver)",
    severity: "moderate",
    interactionType: "antagonism",
    mechanism:
      "Warfarin works by blocking the recycling of vitamin K; a sudden rise in vitamin K intake weakens it, and a sudden fall strengthens it.",
    recommendation:
      "Keep the amount of leafy green vegetables and other vitamin K-rich foods you eat steady from week to week rather than avoiding them, and tell your anticoagulant clinic before a big change in diet.",
    clinicalSignificance:
      "Changes in dietary vitamin K are a well-established cause of unstable INR; the NHS advises against frequent changes in the amount of green vegetables eaten while taking warfarin.",
    evidenceLevel: 1,
    references: [nhs("warfarin", "Warfarin"), REF.lurieVitaminKWarfarin2010],
    isVerified: true,
  },
  {
    id: "mf-warfarin-cranberry",
    medicine: "warfarin",
    food: "cranberry juice and cranberry products (capsules, concentrates)",
    severity: "major",
    interactionType: "increased_effect",
    mechanism:
      "Cranberry contains flavonoids that may inhibit the liver enzyme (CYP2C9) that breaks down warfarin; the mechanism is not proven.",
    recommendation:
      "Do not drink cranberry juice or take cranberry products while taking warfarin unless your anticoagulant clinic agrees.",
    clinicalSignificance:
      "The UK Committee on Safety of Medicines received reports of INR changes and bleeding, including a death, and advised that people taking warfarin avoid cranberry juice, with similar caution for other cranberry products, because no safe amount can be defined.",
    evidenceLevel: 1,
    references: [GP_NOTEBOOK_CRANBERRY, nhs("warfarin", "Warfarin")],
    isVerified: true,
  },
  {
    id: "mf-warfarin-grapefruit",
    medicine: "warfarin",
    food: "grapefruit juice",
    severity: "moderate",
    interactionType: "increased_effect",
    mechanism: "Grapefruit juice can increase the blood-thinning effect of warfarin.",
    recommendation: "Do not drink grapefruit juice while taking warfarin.",
    clinicalSignificance:
      "NHS advice for people taking warfarin is not to drink cranberry juice or grapefruit juice because they can increase its blood-thinning effect.",
    evidenceLevel: 1,
    references: [nhs("warfarin", "Warfarin")],
    isVerified: true,
  },
  {
    id: "mf-levothyroxine-breakfast-caffeine",
    medicine: "levothyroxine",
    food: "breakfast and drinks containing caffeine (tea, coffee)",
    severity: "minor",
    interactionType: "reduced_absorption",
    mechanism:
      "Food and caffeinated drinks taken at the same time reduce how much levothyroxine is absorbed.",
    recommendation:
      "Take levothyroxine with water on an empty stomach, ideally at least 30 minutes before breakfast or a drink containing caffeine such as tea or coffee, at the same time each day.",
    clinicalSignificance:
      "NHS advice is to take levothyroxine at least 30 minutes before breakfast or a caffeinated drink so that it is absorbed properly.",
    evidenceLevel: 1,
    references: [nhs("levothyroxine", "Levothyroxine")],
    isVerified: true,
  },
  {
    id: "mf-metronidazole-alcohol",
    medicine: "metronidazole",
    food: "alcohol, including low-alcohol drinks and alcohol-containing mouthwashes or cough remedies",
    severity: "major",
    interactionType: "disulfiram_like_reaction",
    mechanism:
      "Metronidazole reacts with alcohol, even in small amounts; the reason is not fully understood.",
    recommendation:
      "Do not drink alcohol while taking metronidazole or for 48 hours (2 days) after finishing the course.",
    clinicalSignificance:
      "Alcohol with metronidazole can cause feeling and being sick, stomach pain, hot flushes, a pounding heartbeat and headache; the manufacturer advises avoiding alcohol for 48 hours after the last dose.",
    evidenceLevel: 1,
    references: [NHS_METRONIDAZOLE_ALCOHOL, nhs("metronidazole", "Metronidazole")],
    isVerified: true,
  },
  {
    id: "mf-melatonin-alcohol",
    medicine: "melatonin",
    food: "alcohol",
    severity: "moderate",
    interactionType: "reduced_effect",
    mechanism: "Alcohol disturbs sleep and works against what melatonin is taken for.",
    recommendation: "Do not drink alcohol when you take melatonin.",
    clinicalSignificance:
      "Melatonin product information (Circadin) says alcohol should not be taken with it, because alcohol has a bad effect on staying asleep.",
    evidenceLevel: 1,
    // Circadin's maker, quoting its SPC: "Alcohol should not be taken with Circadin".
    references: [REF.circadinSmpc, REF.nhsMelatonin, REF_WVER.circadinHowToUse],
    isVerified: true,
  },
];
