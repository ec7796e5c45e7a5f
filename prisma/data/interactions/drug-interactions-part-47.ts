// Supplement–medicine interactions, part 47: class records for groups people name by an effect, which the dictionary
// gained in the groups-and-conditions round (medicine-classes-wgrp.ts): ginkgo with medicines that can lower the
// seizure threshold (Swiss product information of Ginkgo Spirig HC, read again in German), and liquorice with
// medicines that can lower blood potassium (Drugs.com's professional monograph). Each was checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WHERB } from "./references-wherb";
import { REF_WGRP } from "./references-wgrp";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_47: DrugInteractionInput[] = [
  // "Sollte nicht gleichzeitig mit ... Medikamenten, die die Krampfschwelle senken, verabreicht werden". Not blocked,
  // unlike the anticonvulsant record: the members come from a US pharmacy's list of examples whose risk varies
  // (clozapine and bupropion beside stimulants), so the person is sent to ask rather than told to stop.
  record(
    "ginkgo-biloba",
    classTarget("lowers-seizure-threshold", "Medicines that can lower the seizure threshold"),
    {
      severityLevel: "major",
      interactionType: "additive_adverse",
      mechanism:
        "Ginkgo may make seizures more likely, and so can this medicine: together the risk of a fit may add up.",
      expectedEffect: "A fit (seizure) may be set off, even in someone who has not had one before.",
      clinicalSignificance:
        "Swiss product information for a ginkgo leaf extract (Ginkgo Spirig HC, read in German) says ginkgo should not be given at the same time as anticonvulsants or medicines that lower the seizure threshold, as seizures may be set off, and that the combination should be avoided. Which medicines lower the seizure threshold is taken from a pharmacy list of examples (tramadol, bupropion, tricyclic antidepressants, clozapine, fluoroquinolone antibiotics, theophylline and others), whose risk differs from one medicine to another.",
      recommendation:
        "Ask your doctor or pharmacist before taking ginkgo with this medicine, especially if you have ever had a fit. Do not start ginkgo on your own.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Any fit, jerking, or brief blank spells.",
      evidenceLevel: 1,
      references: [
        REF_WHERB.ginkgoSpirigWarnings,
        REF_WHERB.ginkgoSpirigUnwantedEffects,
        REF_WGRP.seizureThresholdList,
      ],
    },
  ),
  // "Chronic use of licorice and licorice-containing products should be avoided in patients treated with
  // potassium-depleting drugs": a caution with advice to ask, as the monograph rates it moderate. The potassium-losing
  // diuretics keep their own, stronger record (the MSD Manual), which wins for them.
  record("licorice-root", classTarget("lowers-potassium", "Medicines that can lower blood potassium"), {
    severityLevel: "moderate",
    interactionType: "hypokalaemia",
    mechanism:
      "Glycyrrhizin in liquorice makes the kidneys lose potassium, adding to the potassium this medicine can lower.",
    expectedEffect:
      "Low blood potassium (hypokalaemia): tiredness, muscle weakness or cramps, or an irregular heartbeat.",
    clinicalSignificance:
      "Drugs.com's professional interaction monograph says regular liquorice may add to the potassium-lowering effect of some diuretics and other drugs that deplete potassium, and that regular use of liquorice products should generally be avoided by people treated with them; it rests on case reports of severe low potassium. A UK clinical guidance page lists loop and thiazide diuretics, laxatives, steroids and theophylline among the medicines that cause low potassium.",
    recommendation:
      "Ask your doctor or pharmacist before taking liquorice root regularly with this medicine, and tell them if you feel weak, have cramps or notice an irregular heartbeat.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood potassium if you take both for more than a short time.",
    evidenceLevel: 4,
    references: [REF_WGRP.drugsComLicoricePotassiumDepleting, REF_WGRP.virtualWardHypokalaemia],
  }),
];
