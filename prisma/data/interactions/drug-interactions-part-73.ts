// Supplement–medicine interactions, part 73 (wntr): herbs with steroid tablets, thyroid hormones, diuretics, ciclosporin and antiepileptics.
import { TACROLIMUS_LEAFLET_ON_HERBS } from "./drug-interactions-part-103";
import { REF_P12 } from "./references-p12";
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WODS } from "./references-wods";
import { REF_WNTR as R } from "./references-wntr";
import { verifiedRecord as record, type RecordTarget } from "./verified-record";

const CICLOSPORIN: RecordTarget = {
  drugName: "Ciclosporin",
  genericName: "ciclosporin",
  brandNames: ["Neoral", "Sandimmun", "Capimune", "Deximune"],
  drugClass: "Immunosuppressant (calcineurin inhibitor)",
};

const TACROLIMUS: RecordTarget = {
  drugName: "Tacrolimus",
  genericName: "tacrolimus",
  brandNames: ["Prograf", "Advagraf", "Adoport"],
  drugClass: "Immunosuppressant (calcineurin inhibitor)",
};

// GlobinMed lists these steroids among the immunosuppressive medicines echinacea may work against. Only those the
// dictionary gives by mouth or injection alone get a record: its hydrocortisone, betamethasone, budesonide and
// triamcinolone also stand for creams, inhalers and sprays, which a stimulated immune system does not meet the same way.
const PREDNISOLONE: RecordTarget = {
  drugName: "Prednisolone",
  genericName: "prednisolone",
  brandNames: ["Deltacortril", "Deltastab", "Dilacort", "Pevanti"],
  drugClass: "Corticosteroid",
};
const STEROIDS: RecordTarget[] = [
  PREDNISOLONE,
  {
    drugName: "Methylprednisolone",
    genericName: "methylprednisolone",
    brandNames: ["Medrone", "Depo-Medrone", "Solu-Medrone"],
    drugClass: "Corticosteroid",
  },
  { drugName: "Dexamethasone", genericName: "dexamethasone", brandNames: [], drugClass: "Corticosteroid" },
];

// A 1998 review says immunostimulants such as echinacea should not be given with corticosteroids: blocked, as the UK
// echinacea leaflet read by an earlier round blocks it with any immunosuppressant medicine.
function echinaceaWithSteroid(target: RecordTarget): DrugInteractionInput {
  const name = target.drugName.toLowerCase();
  return record("echinacea", target, {
    severityLevel: "major",
    interactionType: "opposing_effects",
    mechanism: `Echinacea is taken to stimulate the immune system, while ${name} is often given to damp it down.`,
    expectedEffect: `${target.drugName} may control your condition less well, and the dose you need may change; after a transplant, the risk is rejection.`,
    clinicalSignificance: `A 1998 review of drug–herb interactions (Archives of Internal Medicine) says immunostimulants such as echinacea should not be given with immunosuppressants such as corticosteroids. Malaysia's Ministry of Health information hub (GlobinMed) lists ${name} among the immunosuppressive medicines whose effects echinacea may alter, as it may increase immune function, and says to use them with caution; Natural Standard says echinacea may in theory interfere with steroids such as prednisone.`,
    recommendation: `Do not take echinacea while you take ${name} tablets or injections unless the doctor who prescribes it agrees.`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Whether the condition treated with the steroid stays controlled.",
    evidenceLevel: 5,
    references: [R.millerHerbalMedicinals, R.globinmedEchinaceaImmunosuppressive, R.naturalStandardEchinacea],
  });
}

// The same review on ginseng and corticosteroids: "possible additive effects", not measured, so it asks; the steroids
// named are the dictionary's tablets and injections (as for echinacea), with deflazacort, taken by mouth only.
function ginsengWithSteroid(target: RecordTarget): DrugInteractionInput {
  const name = target.drugName.toLowerCase();
  return record("ginseng", target, {
    severityLevel: "moderate",
    interactionType: "additive_effects",
    mechanism: `Ginseng may add to the effects of corticosteroids such as ${name}; how is not established.`,
    expectedEffect: "Possibly more of the steroid's effects and side effects.",
    clinicalSignificance: `A 1998 review of drug–herb interactions (Archives of Internal Medicine) advises against using ginseng with corticosteroids, because of possible additive effects. No study measuring the effect was found.`,
    recommendation: `Ask the doctor who prescribes ${name} before taking ginseng with it.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.millerHerbalMedicinals],
  });
}

const DEFLAZACORT: RecordTarget = {
  drugName: "Deflazacort",
  genericName: "deflazacort",
  brandNames: ["Calcort"],
  drugClass: "Corticosteroid",
};

/** Citrate salts that make the urine less acidic, which EBSCO says may lower methotrexate's levels: asked about. */
function citrateWithMethotrexate(ingredient: "calcium" | "magnesium" | "potassium"): DrugInteractionInput {
  const salt = `${ingredient} citrate`;
  return record(
    ingredient,
    {
      drugName: "Methotrexate",
      genericName: "methotrexate",
      brandNames: ["Maxtrex", "Metoject", "Nordimet", "Zlatal"],
      drugClass: "Antimetabolite (DMARD)",
    },
    {
      severityLevel: "minor",
      interactionType: "decreased_drug_level",
      mechanism: `Citrate salts such as ${salt} make the urine less acidic, which may change how much methotrexate stays in the blood.`,
      expectedEffect: "Possibly lower methotrexate levels and a weaker effect.",
      clinicalSignificance: `The EBSCO CAM Review Board lists potassium citrate and other citrates, such as calcium and magnesium citrate, as a possible harmful interaction with methotrexate: by making the urine less acidic they may lower its blood levels and effect, so it suggests taking them during methotrexate treatment only under medical supervision.`,
      recommendation: `Ask your rheumatology or dermatology team before taking ${salt} while you take methotrexate.`,
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.ebscoMethotrexate],
      appliesWhen: {
        ingredient,
        chemicalForms: ["citrate"],
        rationale:
          "EBSCO names the citrate salts (potassium, calcium and magnesium citrate), which act by making the urine less acidic; other salts of the mineral are not named.",
      },
    },
  );
}

/** An animal finding from the 2014 review of ciclosporin and herbal supplements: asked about, not blocked. */
function ciclosporinInAnimals(
  ingredient: string,
  herb: string,
  direction: "lower" | "higher",
  finding: string,
  references: DrugInteractionInput["references"],
): DrugInteractionInput {
  return record(ingredient, CICLOSPORIN, {
    severityLevel: "moderate",
    interactionType: direction === "lower" ? "decreased_drug_level" : "increased_drug_level",
    mechanism: `${herb} may change how much ciclosporin is absorbed or broken down, so its level in the blood may be ${direction}.`,
    expectedEffect:
      direction === "lower"
        ? "Lower ciclosporin levels, with a risk of rejection or of the condition it treats flaring."
        : "Higher ciclosporin levels and more of its side effects, such as kidney problems.",
    clinicalSignificance: `A 2014 review of ciclosporin and herbal supplements (Journal of Toxicology) says ${finding}; findings in animals cannot be applied directly to people, and it calls avoiding herbal extracts with ciclosporin prudent until human studies rule an interaction out.`,
    recommendation: `Ask your transplant or specialist team before taking ${herb.toLowerCase()} with ciclosporin.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Ciclosporin blood levels, as your team arranges.",
    evidenceLevel: 5,
    references,
  });
}

const ANTIEPILEPTICS = classTarget("antiepileptic", "Antiepileptic medicines");

/** A review's herbal sedatives that may add to the sedative and cognitive effects of antiepileptics: asked about. */
function sedativeHerbWithAntiepileptic(
  ingredient: string,
  herb: string,
  monograph?: { says: string; reference: DrugInteractionInput["references"][number] },
): DrugInteractionInput {
  return record(ingredient, ANTIEPILEPTICS, {
    severityLevel: "moderate",
    interactionType: "additive_effects",
    mechanism: `${herb} is a sedative herb; it may add to the drowsiness and slowed thinking antiepileptic medicines can cause.`,
    expectedEffect: "More drowsiness, and more difficulty concentrating or remembering.",
    clinicalSignificance: `A review of herbal medicines and epilepsy (Epilepsy & Behavior, 2001) names ${herb.toLowerCase()} among the herbal sedatives that may potentiate the effects of antiepileptic medicines, increasing their sedative and cognitive effects, and says they should not be used in place of standard seizure medicines.${monograph ? ` ${monograph.says}` : ""}`,
    recommendation: `Ask your epilepsy team or pharmacist before taking ${herb.toLowerCase()} with your seizure medicine, and do not drive if it makes you drowsy.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [
      R.spinellaHerbsEpilepsy,
      R.spinellaHerbsEpilepsyPubmed,
      ...(monograph ? [monograph.reference] : []),
    ],
  });
}

export const DRUG_INTERACTIONS_PART_73: DrugInteractionInput[] = [
  ...STEROIDS.map(echinaceaWithSteroid),
  ...[...STEROIDS, DEFLAZACORT].map(ginsengWithSteroid),
  citrateWithMethotrexate("calcium"),
  citrateWithMethotrexate("magnesium"),
  citrateWithMethotrexate("potassium"),
  // Sun sensitivity from both, with sunscreen advice, not avoidance.
  record(
    "st-johns-wort",
    {
      drugName: "Methotrexate",
      genericName: "methotrexate",
      brandNames: ["Maxtrex", "Metoject", "Nordimet", "Zlatal"],
      drugClass: "Antimetabolite (DMARD)",
    },
    {
      severityLevel: "minor",
      interactionType: "additive_effects",
      mechanism: "Methotrexate and St John's wort can each make the skin more sensitive to sunlight.",
      expectedEffect: "A greater chance of sunburn or a sun rash.",
      clinicalSignificance:
        "The EBSCO CAM Review Board says methotrexate has been reported to increase sensitivity to the sun, and that St John's wort may do the same, so taking it during methotrexate treatment might add to the risk of sunburn or skin rash.",
      recommendation:
        "If you take St John's wort with methotrexate, wear sunscreen or protective clothing in the sun, and tell your doctor you take it.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.ebscoMethotrexate],
    },
  ),
  // The 1998 review says not with anticonvulsants (seizure threshold); the 2001 review finds the evidence mixed, so it
  // asks, as an earlier round's evening primrose record with phenothiazines does.
  record("evening-primrose-oil", ANTIEPILEPTICS, {
    severityLevel: "moderate",
    interactionType: "seizure_threshold",
    mechanism: "Evening primrose oil may lower the seizure threshold, working against seizure medicines.",
    expectedEffect: "Possibly a higher risk of a seizure (fit).",
    clinicalSignificance:
      "A 1998 review of drug–herb interactions (Archives of Internal Medicine) advises against using evening primrose oil with anticonvulsants, because it may lower the seizure threshold; a 2001 review of herbal medicines and epilepsy (Epilepsy & Behavior) finds the evidence for this mixed.",
    recommendation:
      "Ask your epilepsy team or pharmacist before taking evening primrose oil with a seizure medicine, and get urgent help if you have a fit.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.millerHerbalMedicinals, R.spinellaHerbsEpilepsy],
  }),
  // A trial in women on levothyroxine: 2 or 4 g a day of L-carnitine countered thyroid hormone's effects; it asks,
  // from the lowest dose studied, as the trial's purpose was to blunt an intended excess.
  record("l-carnitine", classTarget("thyroid-hormone", "Thyroid hormone medicines"), {
    severityLevel: "moderate",
    interactionType: "opposing_effects",
    mechanism:
      "L-carnitine blocks thyroid hormone from entering the nucleus of cells, working against its effects.",
    expectedEffect: "Your thyroid hormone tablets may work less well in your body.",
    clinicalSignificance:
      "In a randomised, double-blind, placebo-controlled trial in women taking levothyroxine at doses meant to suppress TSH, L-carnitine 2 or 4 g a day reversed and prevented the symptoms and blood markers of too much thyroid hormone; its authors call L-carnitine a naturally occurring peripheral antagonist of thyroid hormone action.",
    recommendation:
      "Ask your GP or endocrinologist before taking 2 g or more of L-carnitine a day with levothyroxine or liothyronine; your thyroid symptoms and blood tests may need checking.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Thyroid symptoms and thyroid function tests.",
    evidenceLevel: 2,
    references: [R.benvengaCarnitineThyroid],
    appliesWhen: {
      ingredient: "l-carnitine",
      minDailyAmount: { amount: 2, unit: "g" },
      rationale:
        "The trial gave 2 or 4 g of L-carnitine a day; no effect on thyroid hormone is reported at smaller amounts.",
    },
  }),
  // Glucomannan binds thyroid hormone in the gut: in hyperthyroid patients it lowered T3 and T4 faster than placebo.
  // Graded minor with a gap, as psyllium's levothyroxine record is; 4 hours covers Drugs.com's 1 h before / 4 h after.
  record("glucomannan", classTarget("thyroid-hormone", "Thyroid hormone medicines"), {
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism:
      "Glucomannan is a very thick soluble fibre that can hold on to medicines in the gut, and it cuts the thyroid hormone the body takes back up from the gut.",
    expectedEffect:
      "Less of your levothyroxine or liothyronine may be absorbed if you take them close together.",
    clinicalSignificance:
      "In a randomised, placebo-controlled study in 48 people with an overactive thyroid, glucomannan 1.3 g twice a day, added to their antithyroid treatment, lowered blood T3 and T4 levels faster than placebo, which its authors put down to the thyroid hormone that passes back through the gut. The Drugs.com monograph on glucomannan says it may reduce the absorption of other medicines taken by mouth, which should be taken 1 hour before or 4 hours after it.",
    recommendation:
      "Take your levothyroxine or liothyronine at least 1 hour before glucomannan, or 4 hours after it, and keep the timing the same each day. Mention glucomannan at your next thyroid blood test.",
    avoidCombination: false,
    timingSeparationHours: 4,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Thyroid function (TSH) at your next routine check.",
    evidenceLevel: 3,
    references: [R.azezliGlucomannanThyroid, REF_WODS.drugsComGlucomannan],
  }),
  // The hub lists levothyroxine and liothyronine by name: the thyroid hormone class holds exactly those two.
  record("lemon-balm", classTarget("thyroid-hormone", "Thyroid hormone medicines"), {
    severityLevel: "moderate",
    interactionType: "opposing_effects",
    mechanism: "Lemon balm may act on the thyroid, working against thyroid hormone taken as a medicine.",
    expectedEffect: "Your thyroid hormone dose may work less well, and the dose you need may change.",
    clinicalSignificance:
      "Malaysia's Ministry of Health information hub (GlobinMed) says a laboratory study reported that lemon balm can affect the thyroid, which may alter the effects of thyroid medicines such as levothyroxine and liothyronine and possibly the dose needed, and advises using the two with caution. The interaction is rated potential, not shown in people.",
    recommendation:
      "Ask your GP or pharmacist before taking lemon balm with levothyroxine or liothyronine; your thyroid blood test may need checking.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Thyroid function (TSH) at your next routine check.",
    evidenceLevel: 5,
    references: [R.globinmedLemonBalmThyroid],
  }),
  // "Diuretic drugs such as furosemide, chlorothiazide or spironolactone": the whole diuretic class, in theory only.
  record("astragalus", classTarget("diuretic", "Diuretics (water tablets)"), {
    severityLevel: "minor",
    interactionType: "additive_effects",
    mechanism: "Astragalus may act as a diuretic itself, adding to the water loss a diuretic causes.",
    expectedEffect: "In theory, dehydration or low blood sodium or potassium.",
    clinicalSignificance:
      "Natural Standard says that, based on animal research and traditional use, astragalus may act as a diuretic and increase urination, and that in theory this may lead to dehydration or low blood sodium or potassium, particularly with diuretic drugs such as furosemide or spironolactone.",
    recommendation:
      "Ask your GP or pharmacist before taking astragalus with a water tablet, and tell them if you feel dizzy, very thirsty or have muscle cramps.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Salt and potassium levels at routine blood tests.",
    evidenceLevel: 5,
    references: [R.naturalStandardAstragalus],
  }),
  // The page names goldenseal as a source of berberine, whose rise in ciclosporin levels a transplant trial measured.
  record("goldenseal", CICLOSPORIN, {
    severityLevel: "moderate",
    interactionType: "increased_drug_level",
    mechanism:
      "Goldenseal contains berberine, which slows the breakdown of ciclosporin, so more ciclosporin may stay in the blood.",
    expectedEffect: "Higher ciclosporin levels and more of its side effects, such as kidney problems.",
    clinicalSignificance:
      "The EBSCO CAM Review Board lists berberine, found in goldenseal, as a possible harmful interaction with ciclosporin: it may increase ciclosporin levels.",
    recommendation:
      "Ask your transplant or specialist team before taking goldenseal with ciclosporin; they may want to check your ciclosporin level.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Ciclosporin blood levels and kidney function, as your team arranges.",
    evidenceLevel: 5,
    references: [R.ebscoCyclosporine],
  }),
  // Said of peppermint oil; the one measurement is in animals, so it asks.
  record("peppermint-oil", CICLOSPORIN, {
    severityLevel: "moderate",
    interactionType: "increased_drug_level",
    mechanism: "Peppermint oil may slow the breakdown of ciclosporin, so more of it may stay in the blood.",
    expectedEffect: "Higher ciclosporin levels and more of its side effects, such as kidney problems.",
    clinicalSignificance:
      "Natural Standard says peppermint oil increases levels of ciclosporin in the blood; HelloPharmacist says this rests on animal research, has not been reported in people, and advises caution with peppermint oil for anyone taking ciclosporin.",
    recommendation:
      "Ask your transplant or specialist team before taking peppermint oil capsules with ciclosporin.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Ciclosporin blood levels, as your team arranges.",
    evidenceLevel: 5,
    references: [R.naturalStandardPeppermint, R.helloPharmacistPeppermint],
  }),
  // A rat study whose authors say transplant patients on Neoral should avoid quercetin: blocked, as its words say.
  record("quercetin", CICLOSPORIN, {
    severityLevel: "major",
    interactionType: "decreased_drug_level",
    mechanism:
      "Quercetin may speed up the pump (P-glycoprotein) and enzyme (CYP3A4) that clear ciclosporin from the gut and liver, so less ciclosporin reaches the blood.",
    expectedEffect:
      "Lower ciclosporin levels, with a risk of rejection or of the condition it treats flaring.",
    clinicalSignificance:
      "In rats, quercetin cut the peak level of ciclosporin taken as Neoral by 67.8% and its overall exposure by 43.3%; the study's authors say transplant patients treated with Neoral should avoid taking quercetin at the same time, to minimise the risk of rejection. A 2014 review of ciclosporin and herbal supplements (Journal of Toxicology) lists quercetin among the herbal extracts that lowered ciclosporin levels in animal studies and calls avoiding them prudent until human studies rule an interaction out.",
    recommendation:
      "Do not take quercetin supplements while you take ciclosporin unless your transplant or specialist team agrees.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Ciclosporin blood levels, if your team agrees to quercetin.",
    evidenceLevel: 5,
    references: [R.yuQuercetinNeoral, R.colomboCiclosporinTable],
  }),
  // A kidney transplant recipient on ciclosporin developed rhabdomyolysis from a red yeast rice mixture; the authors say
  // transplant recipients must be cautioned against such products. Blocked, as the red yeast rice + statin record is.
  record("red-yeast-rice", CICLOSPORIN, {
    severityLevel: "major",
    interactionType: "increased_drug_level",
    mechanism:
      "Red yeast rice contains monacolin K, the same substance as the statin lovastatin; ciclosporin slows its breakdown by the liver, so more of it builds up.",
    expectedEffect: "Muscle damage (rhabdomyolysis), which can harm the kidneys.",
    clinicalSignificance:
      "A case report in Transplantation describes rhabdomyolysis in a stable kidney transplant recipient, put down to red yeast rice in an herbal mixture, which settled when the product was stopped. Its authors suggest ciclosporin and red yeast rice's monacolins (one identical to lovastatin) interacted through the liver's cytochrome P450 enzymes, and say transplant recipients must be cautioned against using herbal preparations to lower their cholesterol.",
    recommendation:
      "Do not take red yeast rice while you take ciclosporin unless your transplant or specialist team agrees. Seek medical advice at once if you get unexplained muscle pain, weakness or dark urine.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Muscle symptoms; kidney function.",
    evidenceLevel: 4,
    references: [R.prasadRedYeastRiceTransplant],
  }),
  // A review names berberine among herbs that raised tacrolimus levels "in human and or animal models": it asks, as the
  // part-29 records from the 2022 tacrolimus review do; evidence level 5, as the abstract does not say which.
  record("berberine", TACROLIMUS, {
    severityLevel: "major",
    interactionType: "enzyme_inhibition",
    mechanism:
      "Berberine may slow the enzyme (CYP3A4) and the pump (P-glycoprotein) that clear tacrolimus, so more tacrolimus stays in the blood.",
    expectedEffect: "Higher tacrolimus levels and more of its side effects, such as kidney problems.",
    clinicalSignificance:
      "A review of tacrolimus with herbs names berberine among the herbs that increased how much tacrolimus the body takes up, in human or animal studies, by slowing cytochrome P450 enzymes or the P-glycoprotein pump, and says people taking tacrolimus should be told of the possibility of dangerous interactions with herbal remedies. " +
      TACROLIMUS_LEAFLET_ON_HERBS,
    recommendation:
      "Do not take berberine while you take tacrolimus unless your transplant team agrees; they may want to check your tacrolimus level.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Tacrolimus blood levels and kidney function, as your team arranges.",
    evidenceLevel: 5,
    references: [R.tacrolimusHerbsReview, REF_P12.advagrafLeaflet],
  }),
  // An interaction monograph names St John's wort among enzyme inducers that reduce the response to systemic steroids
  // ("assess risk", monitor). Prednisolone only: methylprednisolone and dexamethasone already get the CYP3A4 record.
  record("st-johns-wort", PREDNISOLONE, {
    severityLevel: "moderate",
    interactionType: "enzyme_induction",
    mechanism:
      "St John's wort makes the liver produce more of the enzymes that break steroids down, so prednisolone may be cleared faster.",
    expectedEffect: "Prednisolone may work less well, and the condition it treats may flare.",
    clinicalSignificance:
      "A drug interaction monograph lists St John's wort among the enzyme inducers that can speed up the breakdown of corticosteroids taken by mouth or injection, prednisolone among them, and reduce their effect, so that a higher steroid dose may be needed; it expects no problem with steroids used on the skin or locally. It advises assessing the risk and watching for a reduced steroid response.",
    recommendation:
      "Ask the doctor who prescribes your prednisolone before taking St John's wort, and tell them if your symptoms come back. Do not stop either on your own.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Whether the condition the steroid treats gets worse.",
    evidenceLevel: 5,
    references: [R.skyscapeCorticosteroidsInducers],
  }),
  ciclosporinInAnimals(
    "resveratrol",
    "Resveratrol",
    "higher",
    "resveratrol raised ciclosporin levels in animal studies",
    [R.colomboCiclosporinTable],
  ),
  sedativeHerbWithAntiepileptic("kava", "Kava", {
    says: "The A.D.A.M. monograph on kava says it may increase the effects of medicines used to treat seizures.",
    reference: R.adamKava,
  }),
  sedativeHerbWithAntiepileptic("valerian", "Valerian", {
    says: "The A.D.A.M. monograph on valerian says it can increase the effect of sedating medicines, anticonvulsants such as phenytoin and valproic acid among them.",
    reference: R.adamValerian,
  }),
  sedativeHerbWithAntiepileptic("chamomile", "Chamomile", {
    says: "The A.D.A.M. monograph says chamomile can increase the effect of sedating medicines, anticonvulsants such as phenytoin and valproic acid among them.",
    reference: R.adamChamomile,
  }),
  sedativeHerbWithAntiepileptic("passionflower", "Passionflower"),
  // "Diuretic drugs such as furosemide": the diuretic class, in theory only, as for astragalus.
  record("kava", classTarget("diuretic", "Diuretics (water tablets)"), {
    severityLevel: "minor",
    interactionType: "additive_effects",
    mechanism: "Kava may have a diuretic effect of its own, adding to that of a water tablet.",
    expectedEffect: "In theory, more water loss than the diuretic alone causes.",
    clinicalSignificance:
      "Natural Standard says that, since kava has diuretic properties, it may have additive effects when taken with diuretic drugs such as furosemide.",
    recommendation:
      "Ask your GP or pharmacist before taking kava with a water tablet, and tell them if you feel dizzy or very thirsty.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.naturalStandardKava],
  }),
];
