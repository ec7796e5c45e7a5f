// Supplement–medicine interactions, part 75 (wmet): herbs with blood pressure and diabetes medicines, as class records.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record } from "./verified-record";
import { REF_WMET as R } from "./references-wmet";

const ANTIHYPERTENSIVE = classTarget("antihypertensive", "Blood pressure medicines");
const DIABETES = classTarget(
  "blood-glucose-lowering",
  "Medicines that lower blood sugar (diabetes medicines)",
);

const MAYO_RAISES_BP =
  "can raise blood pressure. A Mayo Clinic pharmacist's advice is that anyone taking a prescription medicine for high blood pressure should talk to their health care team before starting herbal products, to make sure they are safe for them.";

// The page names the herb among products that can raise blood pressure and asks people on a blood pressure
// prescription to talk to their team first: a caution with no study behind it, so it asks, at evidence level 5. Ginkgo,
// saw palmetto and St John's wort, which it also names, are left out: texts of their own read earlier say narrower.
function raisesBloodPressure(ingredient: string, herb: string): DrugInteractionInput {
  return record(ingredient, ANTIHYPERTENSIVE, {
    severityLevel: "minor",
    interactionType: "opposing_effects",
    mechanism: `${herb} is named among herbal products that can raise blood pressure, which works against a blood pressure medicine.`,
    expectedEffect: "Blood pressure may be less well controlled.",
    clinicalSignificance: `${herb} is one of the herbal products that ${MAYO_RAISES_BP}`,
    recommendation: `Talk to your GP, practice nurse or pharmacist before taking ${herb.toLowerCase()} with a blood pressure medicine, and keep up your blood pressure checks.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood pressure.",
    evidenceLevel: 5,
    references: [R.mayoHerbalBloodPressure],
  });
}

export const DRUG_INTERACTIONS_PART_75: DrugInteractionInput[] = [
  // "GENERALLY AVOID" for the whole class: blocks, so major, as the other liquorice blocks; ramipril and the
  // potassium-losing diuretics keep their own records.
  record("licorice-root", ANTIHYPERTENSIVE, {
    severityLevel: "major",
    interactionType: "opposing_effects",
    mechanism:
      "Glycyrrhizin in liquorice is turned in the gut into glycyrrhetinic acid, which makes the body hold salt and water and lose potassium, raising blood pressure.",
    expectedEffect:
      "Blood pressure may rise and be less well controlled; potassium can fall. Even the lowest amount studied raised blood pressure.",
    clinicalSignificance:
      "A professional drug interaction monograph advises generally avoiding liquorice with blood pressure medicines: liquorice has been linked to high blood pressure and may work against them. In healthy volunteers liquorice raised systolic blood pressure in step with the amount taken, and there are case reports of hard-to-treat high blood pressure and dangerously low potassium.",
    recommendation:
      "Avoid liquorice root supplements while you take a blood pressure medicine, unless your doctor or pharmacist says otherwise.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood pressure and blood potassium.",
    evidenceLevel: 3,
    references: [R.drugsComLicoriceNisoldipine, R.mayoHerbalBloodPressure],
  }),
  // "MONITOR", with conflicting trials and no hypoglycaemia reported in them: asks.
  record("cinnamon", DIABETES, {
    severityLevel: "moderate",
    interactionType: "additive_blood_glucose_lowering",
    mechanism:
      "Cinnamon may lower blood sugar (it increased glucose uptake and insulin sensitivity in laboratory studies), adding to the effect of diabetes medicines.",
    expectedEffect:
      "Possible extra lowering of blood sugar and a risk of hypoglycaemia; trials of cassia cinnamon in type 2 diabetes gave conflicting results and reported no hypoglycaemia.",
    clinicalSignificance:
      "A professional drug interaction monograph says cinnamon taken with diabetes medicines or insulin may add to their blood sugar-lowering effect and raise the risk of hypoglycaemia, and advises checking blood sugar until more is known.",
    recommendation:
      "Ask your GP, diabetes nurse or pharmacist before taking cinnamon supplements with a diabetes medicine, check your blood sugar as you have been told to, and know the signs of a hypo.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood glucose.",
    evidenceLevel: 3,
    references: [R.drugsComCinnamonLixisenatide],
  }),
  // Rated moderate with close monitoring, not avoidance: asks.
  record("fenugreek", DIABETES, {
    severityLevel: "moderate",
    interactionType: "additive_blood_glucose_lowering",
    mechanism:
      "Fenugreek lowers blood sugar (it slows stomach emptying and improves the body's use of glucose), adding to the effect of diabetes medicines.",
    expectedEffect:
      "Blood sugar may fall further than with the diabetes medicine alone; risk of hypoglycaemia.",
    clinicalSignificance:
      "A drug interaction database rates fenugreek with diabetes medicines as a moderate interaction: fenugreek alone and with glibenclamide lowered blood sugar in people with diabetes, and taking it with diabetes medicines may lower blood sugar further, so close monitoring of blood sugar is recommended.",
    recommendation:
      "Ask your GP, diabetes nurse or pharmacist before taking fenugreek with a diabetes medicine, and check your blood sugar closely and watch for signs of a hypo.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood glucose.",
    evidenceLevel: 3,
    references: [R.helloPharmacistFenugreekGlimepiride],
  }),
  raisesBloodPressure("bitter-orange", "Bitter orange"),
  raisesBloodPressure("guarana", "Guarana"),
  raisesBloodPressure("yohimbe", "Yohimbe"),
  // "Probable dangerous interaction", with no advice to avoid in the part read: major, but it asks.
  record(
    "yohimbe",
    {
      drugName: "Clonidine",
      genericName: "clonidine",
      brandNames: [],
      drugClass: "Blood pressure medicine",
    },
    {
      severityLevel: "major",
      interactionType: "opposing_effects",
      mechanism: "The part of the page read gives no mechanism.",
      expectedEffect: "A potentially dangerous interaction; the effect of clonidine may change.",
      clinicalSignificance:
        "A complementary medicine review board lists yohimbe as a probable dangerous interaction for people taking clonidine, and says combining the two is considered potentially dangerous.",
      recommendation:
        "Do not start yohimbe while you take clonidine without speaking to your doctor or pharmacist first.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood pressure.",
      evidenceLevel: 5,
      references: [R.ebscoClonidine],
    },
  ),
  // "May alter the effects of blood pressure or heart medications": no direction and no study, so it asks.
  record("ginseng", ANTIHYPERTENSIVE, {
    severityLevel: "minor",
    interactionType: "possible_interaction",
    mechanism: "The monograph gives no mechanism for blood pressure medicines in general.",
    expectedEffect: "The effect of the blood pressure medicine may change.",
    clinicalSignificance:
      "A natural products monograph says ginseng may alter the effects of blood pressure or heart medicines, including calcium channel blockers such as nifedipine.",
    recommendation:
      "Ask your GP or pharmacist before taking ginseng with a blood pressure medicine, and keep up your blood pressure checks.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood pressure.",
    evidenceLevel: 5,
    references: [R.naturalStandardGinseng],
  }),
];
