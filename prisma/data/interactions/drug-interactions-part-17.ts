// Supplement–medicine interactions, part 17: what UK product information of agnus castus and ginseng medicines
// says about medicines the earlier parts did not reach — dopamine agonists and anti-oestrogen medicines (agnus
// castus SmPC and leaflet) and the coumarin anticoagulants other than warfarin (the Ginsana SmPC).
// Each record was checked against the text of its references.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_HERBS_A } from "./references-herbs-a";
import { verifiedRecord as record } from "./verified-record";

// The texts ask for a doctor's advice first; they do not say the two must not be taken together, so no block.
export const DRUG_INTERACTIONS_PART_17: DrugInteractionInput[] = [
  record("chasteberry", classTarget("dopamine-agonist", "Dopamine agonists"), {
    severityLevel: "moderate",
    interactionType: "altered_drug_effect",
    mechanism:
      "Agnus castus (chasteberry) is thought to act on the pituitary gland and the hypothalamus, which control the body's hormones; its UK leaflet says there is a theoretical risk that it may affect the way a dopamine-receptor agonist works.",
    expectedEffect: "Agnus castus may affect the way the dopamine agonist works.",
    clinicalSignificance:
      "The UK SmPC for A.Vogel Agnus castus oral drops (section 4.4) says people using dopamine agonists, dopamine antagonists or oestrogens should consult their doctor before using it, and the UK leaflet for Lifecycle Agnus Castus PMS Relief Tablets says there is a theoretical risk that agnus castus may affect the way a dopamine-receptor agonist or antagonist works.",
    recommendation:
      "Speak to your doctor before taking agnus castus with a dopamine agonist such as cabergoline, bromocriptine, ropinirole or pramipexole.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [
      REF_HERBS_A.aVogelAgnusCastusSmpc,
      REF_HERBS_A.lifecycleAgnusCastusPil,
      REF_HERBS_A.femlieveAgnusCastusSmpc,
    ],
  }),
  // The leaflet's word is "anti-oestrogens": tamoxifen and the other oestrogen receptor modulators are the class.
  record(
    "chasteberry",
    classTarget("selective-oestrogen-receptor-modulator", "Anti-oestrogen medicines (such as tamoxifen)"),
    {
      severityLevel: "moderate",
      interactionType: "hormonal_interference",
      mechanism:
        "Agnus castus (chasteberry) is thought to act on the pituitary gland and the hypothalamus, which control the body's hormones; its UK leaflet lists anti-oestrogen medicines among those to tell your doctor about first.",
      expectedEffect: "Agnus castus may interfere with the anti-oestrogen medicine.",
      clinicalSignificance:
        "The UK leaflet for Lifecycle Agnus Castus PMS Relief Tablets asks you to tell your doctor before taking it if you take dopamine agonists, dopamine antagonists, oestrogens or anti-oestrogens, or have had an oestrogen-sensitive cancer.",
      recommendation:
        "Speak to your doctor before taking agnus castus with tamoxifen or another anti-oestrogen medicine.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_HERBS_A.lifecycleAgnusCastusPil, REF_HERBS_A.femlieveAgnusCastusSmpc],
    },
  ),
  // Warfarin keeps its own record (part 1); this one reaches the other coumarins, such as acenocoumarol.
  record("ginseng", classTarget("vitamin-k-antagonist", "Coumarin anticoagulants (such as warfarin)"), {
    severityLevel: "moderate",
    interactionType: "altered_drug_effect",
    mechanism:
      "Ginseng may change how well coumarin anticoagulants such as warfarin and acenocoumarol thin the blood.",
    expectedEffect: "Your INR may change when you start or stop ginseng.",
    clinicalSignificance:
      "The UK SmPC for Ginsana (Panax ginseng extract G115), section 4.4, says patients taking warfarin or other coumarin anticoagulants should have their INR monitored more closely when starting or stopping ginseng-containing products.",
    recommendation:
      "Tell your anticoagulant clinic or GP before you start or stop ginseng, so that they can check your INR more often.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "INR, more often when ginseng is started or stopped.",
    evidenceLevel: 1,
    references: [REF_HERBS_A.ginsanaSmpc],
  }),
];
