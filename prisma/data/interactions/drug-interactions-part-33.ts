// Supplement–medicine interactions, part 33: records on the groups and medicines the dictionary lacked until the
// groups-and-medicines round (medicine-classes-wgrp.ts, medicines/wgrp.ts) — CBD with the mTOR inhibitors and the
// CYP3A4 inhibitors as its sources name them, St John's wort with indinavir, and calcium with strontium ranelate.
// Each record was checked against the text of its references.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_NUT2 } from "./references-nutrients-2";
import { REFN } from "./references-nutrients";
import { REF_WCBD } from "./references-wcbd";
import { REF_WGRP } from "./references-wgrp";
import { verifiedRecord as record } from "./verified-record";

// The sources describe prescription cannabidiol or CBD products in general, not the FSA's 10 mg a day.
const CBD_DOSES =
  "How much of this applies at the 10 mg a day the Food Standards Agency advises as the most for CBD in food is not known; the FSA advises people taking medication not to take CBD without consulting a medical professional.";

export const DRUG_INTERACTIONS_PART_33: DrugInteractionInput[] = [
  // Sirolimus and everolimus keep their own records (part 32); this one reaches the group by its name, and
  // temsirolimus, which the warnings name too.
  record("cbd", classTarget("mtor-inhibitor", "mTOR inhibitors (sirolimus, everolimus, temsirolimus)"), {
    severityLevel: "moderate",
    interactionType: "altered_drug_level",
    mechanism:
      "CBD is thought to block the P-glycoprotein pump in the gut, so more of the medicine is absorbed.",
    expectedEffect: "Higher blood levels of the medicine, with a risk of its side effects (toxicity).",
    clinicalSignificance: `The Austrian Pharmacists' Journal (ÖAZ) reports warnings from the Austrian medicines agency (BASG) of raised serum levels and toxicity when CBD-containing products are taken with the mTOR inhibitors everolimus, sirolimus and temsirolimus, with close monitoring of side effects and drug levels so the dose can be adjusted; the warnings had to be added to these medicines' product information. ${CBD_DOSES}`,
    recommendation:
      "Speak to the doctor or specialist team who prescribes this medicine before taking CBD. If you take both, they may check your blood levels and adjust your dose.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood levels of the medicine and its side effects, as your team advises.",
    evidenceLevel: 1,
    references: [REF_WCBD.oeazCbd, REF_NUT2.fsaCbdUpdate2023],
  }),
  // Ketoconazole, itraconazole, clarithromycin and ritonavir keep their own records (part 32); the source says
  // "CYP3A4 inhibitors such as", so the record is on the whole group.
  record("cbd", classTarget("cyp3a4-inhibitor", "CYP3A4 inhibitors"), {
    severityLevel: "minor",
    interactionType: "enzyme_inhibition",
    mechanism:
      "This medicine blocks CYP3A4, one of the liver enzymes that break cannabinoids down, so more CBD may stay in the blood.",
    expectedEffect:
      "Stronger effects of the cannabinoid; signs of too much include dizziness and a fast or slow heartbeat with low blood pressure.",
    clinicalSignificance: `The Deutsches Apothekenportal, a German pharmacists' service, advises caution when CBD is taken with CYP3A4 inhibitors such as ketoconazole, itraconazole, clarithromycin or ritonavir, as the effects of cannabinoids may be increased. ${CBD_DOSES}`,
    recommendation:
      "Tell your pharmacist you take CBD when you are given this medicine, and stop the CBD if you feel dizzy or your heartbeat changes.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Dizziness, or a fast or slow heartbeat.",
    evidenceLevel: 5,
    references: [REF_WCBD.dapCbdValproate, REF_NUT2.fsaCbdUpdate2023],
  }),
  // Indinavir's own leaflet; the class record on HIV protease inhibitors reaches it too.
  record(
    "st-johns-wort",
    {
      drugName: "Indinavir",
      genericName: "indinavir",
      brandNames: ["Crixivan"],
      drugClass: "HIV protease inhibitor",
    },
    {
      severityLevel: "contraindicated",
      interactionType: "enzyme_induction",
      mechanism:
        "St John's wort makes the liver break down many medicines faster, including HIV protease inhibitors such as indinavir, so their blood levels fall.",
      expectedEffect:
        "Lower indinavir levels, so the HIV treatment may stop working and the virus may become resistant.",
      clinicalSignificance:
        "The UK patient leaflet for Crixivan (indinavir) says not to take it if you are taking St John's wort (Hypericum perforatum), a herbal medicine used for depression.",
      recommendation:
        "Do not take St John's wort with indinavir; speak to your HIV clinic or pharmacist. If you already take both, do not stop St John's wort on your own: ask them first, as indinavir levels change when it is stopped.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Viral load if St John's wort has been taken.",
      evidenceLevel: 1,
      references: [REF_WGRP.crixivanLeaflet],
    },
  ),
  // The id is written out: the generic name has a space.
  {
    ...record(
      "calcium",
      {
        drugName: "Strontium ranelate",
        genericName: "strontium ranelate",
        brandNames: ["Protelos"],
        drugClass: "Osteoporosis medicine",
      },
      {
        severityLevel: "moderate",
        interactionType: "reduced_absorption",
        mechanism: "Calcium taken at the same time reduces how much strontium ranelate the gut absorbs.",
        expectedEffect:
          "Much less strontium ranelate absorbed (about 60 to 70% less), so it may protect your bones less.",
        clinicalSignificance:
          "The product information for strontium ranelate says medicinal products containing calcium, like food, milk and dairy products, may reduce its bioavailability by about 60 to 70%, and that they should be taken at least two hours apart; the UK SmPC of Kalcipos-D (calcium and vitamin D3) says strontium ranelate should be taken at least two hours before or after it.",
        recommendation:
          "Take your calcium at least 2 hours before or after strontium ranelate (which is taken at bedtime, at least 2 hours after eating).",
        avoidCombination: false,
        timingSeparationHours: 2,
        medicalSupervision: false,
        dosageModification: null,
        monitoringRequired: null,
        evidenceLevel: 1,
        references: [REF_WGRP.strontiumRanelate, REFN.kalciposD],
      },
    ),
    id: "di-calcium-strontium-ranelate",
  },
];
