// Supplement–medicine interactions, part 47: class records for groups people name by an effect, which the dictionary
// gained in the groups-and-conditions round (medicine-classes-wgrp.ts): ginkgo with medicines that can lower the
// seizure threshold (Swiss product information of Ginkgo Spirig HC, read again in German). Checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WHERB } from "./references-wherb";
import { REF_WGRP } from "./references-wgrp";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_47: DrugInteractionInput[] = [
  // "Sollte nicht gleichzeitig mit ... Medikamenten, die die Krampfschwelle senken, verabreicht werden". Not blocked,
  // unlike the anticonvulsant record: the members come from a US pharmacy's list of examples whose risk varies
  // (clozapine and bupropion beside decongestants), so the person is sent to ask rather than told to stop.
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
        "Swiss product information for a ginkgo leaf extract (Ginkgo Spirig HC, read in German) says ginkgo should not be given at the same time as anticonvulsants or medicines that lower the seizure threshold, as seizures may be set off, and that the combination should be avoided. Which medicines lower the seizure threshold is taken from a pharmacy list of examples (tramadol, bupropion, tricyclic antidepressants, clozapine, fluoroquinolone antibiotics, theophylline, decongestants and others), whose risk differs from one medicine to another.",
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
];
