// St John's wort with the medicines it makes less effective (enzyme induction: anticoagulants,
// contraception, transplant medicines, antiepileptics, HIV medicines, statins, PPIs, digoxin,
// theophylline, clozapine, DOACs) or adds serotonin to (antidepressants, tramadol, triptans, MAOIs).
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";

const sjw = "st-johns-wort";

export const ST_JOHNS_WORT_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-sjw-warfarin",
    title: "Warfarin patient starts St John's wort for low mood",
    profile: { medicines: ["Warfarin"], conditions: ["atrial fibrillation"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Warfarin"), "major")], risk: { min: "high" }, notFullyChecked: false },
    rationale:
      "St John's wort induces the enzymes that clear warfarin and lowers the INR; the UK Committee on Safety of Medicines advised that it should not be used with warfarin.",
    sources: [REF.csmSjw2000, REF.medsafeSjwLeaflet, REF.npsSjw],
  },
  {
    id: "sc-sjw-combined-pill-brand",
    title: "Woman on Microgynon 30 buys St John's wort",
    profile: { medicines: ["Microgynon 30"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Microgynon 30"), "major")], risk: { min: "high" } },
    rationale:
      "The MHRA advises that women using hormonal contraception should not take St John's wort: it lowers contraceptive hormone levels and has led to unplanned pregnancies.",
    sources: [REF.mhraSjwContraceptives, REF.spsSjwContraception],
  },
  {
    id: "sc-sjw-on-the-pill",
    title: "User types 'on the pill' and adds St John's wort",
    profile: { medicines: ["on the pill"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("on the pill"), "major")], risk: { min: "high" } },
    rationale:
      "'On the pill' is how many UK women describe combined oral contraception; St John's wort must not be taken with hormonal contraceptives (MHRA).",
    sources: [REF.mhraSjwContraceptives],
  },
  {
    id: "sc-sjw-contraceptive-implant",
    title: "Contraceptive implant (Nexplanon) and St John's wort",
    profile: { medicines: ["Nexplanon"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Nexplanon"), "major")], risk: { min: "high" } },
    rationale:
      "The MHRA received Yellow Card reports of unplanned pregnancies in women with etonogestrel implants (Nexplanon, Implanon) who started St John's wort; the advice covers implants.",
    sources: [REF.mhraSjwContraceptives, REF.spsSjwContraception],
  },
  {
    id: "sc-sjw-emergency-contraception",
    title: "Needs levonorgestrel emergency contraception while taking St John's wort",
    profile: { medicines: ["Levonelle"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Levonelle"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "The MHRA advises women who have used CYP3A4 inducers such as St John's wort in the last 4 weeks to use a copper IUD or double the levonorgestrel dose to 3 mg.",
    sources: [REF.mhraLevonorgestrelEc],
  },
  {
    id: "sc-sjw-cyclosporine-us-spelling",
    title: "Transplant patient types the US spelling 'cyclosporine' with St John's wort",
    profile: { medicines: ["cyclosporine"], conditions: ["kidney transplant"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: {
      flags: [flag(sjw, med("cyclosporine"), "major")],
      risk: { min: "high" },
      notFullyChecked: false,
      unrecognised: [],
    },
    rationale:
      "Cyclosporine is the US name of ciclosporin. St John's wort lowers ciclosporin levels and has caused transplant rejection; it must not be used together.",
    sources: [REF.csmSjw2000, REF.medsafeSjwLeaflet],
  },
  {
    id: "sc-sjw-tacrolimus",
    title: "Liver transplant patient on tacrolimus takes St John's wort",
    profile: { medicines: ["Tacrolimus"], conditions: ["liver transplant"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Tacrolimus"), "major")], risk: { min: "high" } },
    rationale:
      "St John's wort reduces the levels of transplant immunosuppressants such as tacrolimus; Medsafe lists tacrolimus among the medicines needing a doctor's review as soon as possible.",
    sources: [REF.medsafeSjwLeaflet, REF.nccihSjw],
  },
  {
    id: "sc-sjw-sertraline",
    title: "On sertraline and adding St John's wort",
    profile: { medicines: ["Sertraline"], conditions: ["depression"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Sertraline"), "major")], risk: { min: "high" } },
    rationale:
      "St John's wort adds to the serotonergic effect of SSRIs and can cause serotonin syndrome; it should not be taken with other antidepressants.",
    sources: [REF.npsSjw, REF.medsafeSjwLeaflet, REF.mindSjw],
  },
  {
    id: "sc-sjw-lustral-brand",
    title: "Lustral (brand of sertraline) with St John's wort",
    profile: { medicines: ["Lustral"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: {
      flags: [flag(sjw, med("Lustral"), "major")],
      risk: { min: "high" },
      notFullyChecked: false,
      unrecognised: [],
    },
    rationale:
      "Lustral is the UK brand of sertraline, so the SSRI–St John's wort warning must fire as for the generic.",
    sources: [REF.npsSjw, REF.mindSjw],
  },
  {
    id: "sc-sjw-citalopram",
    title: "Citalopram with a St John's wort supplement",
    profile: { medicines: ["Citalopram"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Citalopram"), "major")], risk: { min: "high" } },
    rationale:
      "A case of serotonin syndrome followed St John's wort and two days of citalopram; concomitant use of St John's wort and SSRIs is not recommended.",
    sources: [REF.medsafeSjwSerotonin, REF.nhsSjwGuide],
  },
  {
    id: "sc-sjw-escitalopram",
    title: "Escitalopram with St John's wort",
    profile: { medicines: ["Escitalopram"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Escitalopram"), "major")], risk: { min: "high" } },
    rationale:
      "The NHS medicine guide lists escitalopram among the antidepressants that interact with St John's wort.",
    sources: [REF.nhsSjwGuide, REF.npsSjw],
  },
  {
    id: "sc-sjw-prozac-brand",
    title: "Prozac (fluoxetine) with St John's wort",
    profile: { medicines: ["Prozac"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Prozac"), "major")], risk: { min: "high" } },
    rationale:
      "Prozac is fluoxetine, an SSRI: St John's wort should not be taken with it (serotonin syndrome).",
    sources: [REF.medsafeSjwLeaflet, REF.npsSjw],
  },
  {
    id: "sc-sjw-venlafaxine",
    title: "Venlafaxine (SNRI) with St John's wort",
    profile: { medicines: ["Venlafaxine"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Venlafaxine"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "All antidepressants increase the risk of serotonin syndrome with St John's wort; venlafaxine is listed among serotonergic medicines.",
    sources: [REF.npsSjw, REF.healthifySerotonin],
  },
  {
    id: "sc-sjw-mirtazapine",
    title: "Mirtazapine at night and St John's wort",
    profile: { medicines: ["Mirtazapine"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Mirtazapine"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Mirtazapine increases serotonin and St John's wort should not be combined with other antidepressants.",
    sources: [REF.healthifySerotonin, REF.npsSjw],
  },
  {
    id: "sc-sjw-tramadol",
    title: "Tramadol for back pain with St John's wort",
    profile: { medicines: ["Tramadol"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Tramadol"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Tramadol is a serotonergic opioid; NPS lists pethidine and tramadol among the medicines St John's wort interacts with.",
    sources: [REF.npsSjw, REF.npsSerotoninSyndrome],
  },
  {
    id: "sc-sjw-zydol-brand",
    title: "Zydol (brand of tramadol) with St John's wort",
    profile: { medicines: ["Zydol"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: {
      flags: [flag(sjw, med("Zydol"), "moderate")],
      notFullyChecked: false,
      unrecognised: [],
    },
    rationale: "Zydol is a UK brand of tramadol, so the tramadol–St John's wort warning must fire.",
    sources: [REF.npsSerotoninSyndrome, REF.npsSjw],
  },
  {
    id: "sc-sjw-sumatriptan",
    title: "Sumatriptan for migraine with St John's wort",
    profile: { medicines: ["Sumatriptan"], conditions: ["migraine"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Sumatriptan"), "moderate")], risk: { min: "moderate" } },
    rationale: "Triptans taken with St John's wort increase the risk of serotonergic side effects.",
    sources: [REF.npsSjw, REF.medsafeSjwLeaflet],
  },
  {
    id: "sc-sjw-phenelzine",
    title: "MAOI (phenelzine) with St John's wort",
    profile: { medicines: ["Phenelzine"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Phenelzine"), "major")], risk: { min: "high" } },
    rationale:
      "Serotonergic products such as St John's wort must not be taken with an MAOI (or within 14 days of stopping one).",
    sources: [REF.npsSerotoninSyndrome, REF.healthifySerotonin],
  },
  {
    id: "sc-sjw-carbamazepine-brand",
    title: "Tegretol (carbamazepine) for epilepsy with St John's wort",
    profile: { medicines: ["Tegretol"], conditions: ["epilepsy"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Tegretol"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "St John's wort can reduce the effect of antiepileptics such as carbamazepine; Medsafe advises seeing a doctor as soon as possible.",
    sources: [REF.medsafeSjwLeaflet, REF.npsSjw],
  },
  {
    id: "sc-sjw-efavirenz",
    title: "HIV treatment with efavirenz and St John's wort",
    profile: { medicines: ["Efavirenz"], conditions: ["HIV"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Efavirenz"), "major")], risk: { min: "high" } },
    rationale:
      "St John's wort lowers levels of HIV medicines including efavirenz and protease inhibitors, risking treatment failure.",
    sources: [REF.medsafeSjwLeaflet, REF.nccihSjw],
  },
  {
    id: "sc-sjw-clozapine",
    title: "Clozapine patient takes St John's wort",
    profile: { medicines: ["Clozapine"], conditions: ["schizophrenia"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Clozapine"), "moderate")], risk: { min: "moderate" } },
    rationale: "Case reports show St John's wort (an enzyme inducer) resulting in low clozapine levels.",
    sources: [REF.clozapineInteractions],
  },
  {
    id: "sc-sjw-zocor-brand",
    title: "Zocor (simvastatin) with St John's wort",
    profile: { medicines: ["Zocor"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: {
      flags: [flag(sjw, med("Zocor"), "minor", "major")],
      notFullyChecked: false,
      unrecognised: [],
    },
    rationale:
      "Zocor is simvastatin; St John's wort decreases simvastatin blood levels, so the statin may work less well.",
    sources: [REF.npsSjw, REF.nccihSjw],
  },
  {
    id: "sc-sjw-losec-brand",
    title: "Losec (omeprazole) with St John's wort",
    profile: { medicines: ["Losec"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: {
      flags: [flag(sjw, med("Losec"), "minor", "major")],
      notFullyChecked: false,
      unrecognised: [],
    },
    rationale:
      "Losec is omeprazole, which NCCIH lists among the drugs St John's wort interacts with (faster breakdown).",
    sources: [REF.nccihSjw],
  },
  {
    id: "sc-sjw-digoxin",
    title: "Digoxin for heart failure with St John's wort",
    profile: { medicines: ["Digoxin"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Digoxin"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "St John's wort reduces the effect of digoxin; the CSM advised it should not be used with digoxin.",
    sources: [REF.csmSjw2000, REF.medsafeSjwLeaflet],
  },
  {
    id: "sc-sjw-theophylline",
    title: "Theophylline for COPD with St John's wort",
    profile: { medicines: ["Theophylline"], conditions: ["COPD"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Theophylline"), "moderate")], risk: { min: "moderate" } },
    rationale: "The CSM advised against St John's wort with theophylline, whose levels it lowers.",
    sources: [REF.csmSjw2000, REF.nccihSjw],
  },
  {
    id: "sc-sjw-apixaban",
    title: "Apixaban (DOAC) with St John's wort",
    profile: { medicines: ["Apixaban"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Apixaban"), "major")], risk: { min: "high" } },
    rationale:
      "Apixaban should not be used with strong CYP3A4 and P-gp inducers such as St John's wort, which reduce its levels and anticoagulant effect.",
    sources: [REF.doacInteractionsTable],
  },
  {
    id: "sc-sjw-xarelto-brand",
    title: "Xarelto (rivaroxaban) with St John's wort",
    profile: { medicines: ["Xarelto"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Xarelto"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Rivaroxaban (Xarelto) exposure falls with strong CYP3A4 and P-gp inducers such as St John's wort.",
    sources: [REF.doacInteractionsTable],
  },
  {
    id: "sc-sjw-clopidogrel",
    title: "Clopidogrel after a stent with St John's wort",
    profile: { medicines: ["Clopidogrel"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag(sjw, med("Clopidogrel"), "minor", "major")] },
    rationale: "NPS lists an increased bleeding risk when St John's wort is taken with clopidogrel.",
    sources: [REF.npsSjw],
  },
  {
    id: "sc-sjw-not-on-the-pill",
    title: "User writes 'not on the pill' and takes St John's wort",
    profile: { medicines: ["not on the pill"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { noFlags: [noFlag(sjw, med("not on the pill"))] },
    rationale:
      "The contraceptive warning applies to women using hormonal contraception; 'not on the pill' says the opposite and must not match it.",
    sources: [REF.mhraSjwContraceptives],
  },
];
