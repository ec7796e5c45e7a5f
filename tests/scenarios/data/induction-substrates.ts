// St John's wort with the medicines its enzyme and pump induction (CYP3A4, CYP2C9, CYP2C19, P-glycoprotein)
// makes less effective, as the EU monograph, UK traditional herbal registrations, the CSM/MHRA and the NIH name
// them, typed as UK patients do (brands, old names); and the contraception St John's wort does not affect.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";
import { REF } from "./references";
import { REF2 } from "./references-part-2";

const sjw = "st-johns-wort";
type Severity = "minor" | "moderate" | "major" | "contraindicated";

interface Lowered {
  medicine: string;
  what: string;
  rationale: string;
  sources: ScenarioInput["sources"];
  min: Severity;
  max?: Severity;
  conditions?: string[];
}

function lowered(entry: Lowered): ScenarioInput {
  const slug = entry.medicine
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, "-")
    .replace(/-$/, "");
  return scenario(
    {
      id: `sc-induce-${slug}`,
      title: `${entry.medicine} (${entry.what}) with St John's wort`,
      medicines: [entry.medicine],
      conditions: entry.conditions ?? [],
      stack: [PRODUCT.stJohnsWort],
      rationale: entry.rationale,
      sources: entry.sources,
    },
    { flags: [flag(sjw, med(entry.medicine), entry.min, entry.max ?? "contraindicated")] },
  );
}

const NCCIH_LIST = "The NIH lists it among the medicines St John's wort interacts with";
const MONOGRAPH =
  "the EU monograph asks for special care with every medicine broken down by CYP3A4, CYP2C9, CYP2C19 or P-glycoprotein, because their levels can fall";

const CARDIOVASCULAR: ScenarioInput[] = [
  lowered({
    medicine: "Nifedipine",
    what: "a calcium-channel blocker",
    min: "moderate",
    rationale: `${NCCIH_LIST} (nifedipine and verapamil by name), and ${MONOGRAPH}; blood pressure may be less well controlled.`,
    sources: [REF.nccihSjw, REF2.hmpcSjw],
  }),
  lowered({
    medicine: "Adalat",
    what: "nifedipine by brand",
    min: "moderate",
    rationale: `Adalat is nifedipine. ${NCCIH_LIST}; blood pressure or angina may be less well controlled.`,
    sources: [REF.nccihSjw],
  }),
  lowered({
    medicine: "Verapamil",
    what: "for angina or heart rhythm",
    min: "moderate",
    rationale: `${NCCIH_LIST} (nifedipine and verapamil by name), and ${MONOGRAPH}.`,
    sources: [REF.nccihSjw, REF2.hmpcSjw],
  }),
  lowered({
    medicine: "Procoralan",
    what: "ivabradine for angina or heart failure",
    min: "moderate",
    rationale: `Procoralan is ivabradine, which CYP3A4 clears. ${NCCIH_LIST} (ivabradine by name).`,
    sources: [REF.nccihSjw],
  }),
  lowered({
    medicine: "Lanoxin",
    what: "digoxin by brand",
    min: "moderate",
    rationale:
      "St John's wort lowers digoxin levels through P-glycoprotein; the CSM advised that it should not be used with digoxin.",
    sources: [REF.csmSjw2000, REF2.sjwSystematicReview],
  }),
  lowered({
    medicine: "Pradaxa",
    what: "dabigatran",
    min: "moderate",
    rationale:
      "Dabigatran is a P-glycoprotein substrate; strong P-gp inducers such as St John's wort lower its levels and should be avoided.",
    sources: [REF.doacInteractionsTable, REF.nccihSjw],
  }),
  lowered({
    medicine: "Eliquis",
    what: "apixaban by brand",
    min: "moderate",
    rationale:
      "Apixaban is cleared by CYP3A4 and P-glycoprotein; combined strong inducers such as St John's wort lower its levels and the anticoagulant effect.",
    sources: [REF.doacInteractionsTable],
  }),
  lowered({
    medicine: "Lixiana",
    what: "edoxaban",
    min: "moderate",
    rationale:
      "Edoxaban is a P-glycoprotein substrate; P-gp inducers such as St John's wort may lower its levels.",
    sources: [REF.doacInteractionsTable, REF.nccihSjw],
  }),
  lowered({
    medicine: "Lipitor",
    what: "atorvastatin by brand",
    min: "moderate",
    rationale: `${NCCIH_LIST} (statins by name); atorvastatin is cleared by CYP3A4, so cholesterol may be less well controlled.`,
    sources: [REF.nccihSjw, REF2.hmpcSjw],
  }),
  lowered({
    medicine: "Crestor",
    what: "rosuvastatin by brand",
    min: "minor",
    rationale: `${NCCIH_LIST}: cholesterol-lowering statins as a group.`,
    sources: [REF.nccihSjw],
  }),
  lowered({
    medicine: "statins",
    what: "no name given",
    min: "minor",
    rationale:
      "'Statins' names the group; the NIH lists statins among the medicines St John's wort interacts with, so the group must be flagged.",
    sources: [REF.nccihSjw],
  }),
  lowered({
    medicine: "Simvastatin",
    what: "a statin",
    min: "moderate",
    rationale: `The EU monograph names simvastatin, whose levels St John's wort lowered, and ${MONOGRAPH}.`,
    sources: [REF2.hmpcSjw, REF.nccihSjw],
  }),
];

const CNS: ScenarioInput[] = [
  lowered({
    medicine: "Diazepam",
    what: "a benzodiazepine",
    min: "moderate",
    rationale: `The EU monograph names benzodiazepines among the medicines whose levels St John's wort can lower; ${NCCIH_LIST} (anti-anxiety drugs).`,
    sources: [REF2.hmpcSjw, REF.nccihSjw],
  }),
  lowered({
    medicine: "Xanax",
    what: "alprazolam",
    min: "moderate",
    rationale:
      "Alprazolam is cleared by CYP3A4; St John's wort halved its levels in a study and the EU monograph names benzodiazepines.",
    sources: [REF2.hmpcSjw, REF.nccihSjw],
  }),
  lowered({
    medicine: "Methadone",
    what: "opioid substitution treatment",
    min: "moderate",
    rationale:
      "The EU monograph names methadone among the medicines whose levels St John's wort lowers; withdrawal symptoms have been reported.",
    sources: [REF2.hmpcSjw, REF2.sjwThrSmpc],
  }),
  lowered({
    medicine: "Tegretol",
    what: "carbamazepine for epilepsy",
    min: "moderate",
    rationale:
      "The CSM and the MHRA advised that people taking antiepileptics such as carbamazepine should not take St John's wort: it may lower their levels.",
    sources: [REF.csmSjw2000, REF.nhsSjwGuide],
  }),
  lowered({
    medicine: "Epanutin",
    what: "phenytoin for epilepsy",
    min: "moderate",
    rationale:
      "Phenytoin is among the anticonvulsants the CSM named: St John's wort may lower its levels and risk seizures.",
    sources: [REF.csmSjw2000],
  }),
  lowered({
    medicine: "Phenobarbital",
    what: "for epilepsy",
    min: "moderate",
    rationale:
      "Phenobarbital is among the anticonvulsants the CSM named: St John's wort may lower its levels and risk seizures.",
    sources: [REF.csmSjw2000],
  }),
  lowered({
    medicine: "Seroxat",
    what: "paroxetine, an SSRI",
    min: "major",
    rationale:
      "St John's wort adds to the serotonin effect of SSRIs such as paroxetine; the CSM advised against the combination because of serotonin syndrome.",
    sources: [REF.csmSjw2000, REF.npsSjw],
  }),
  lowered({
    medicine: "Cymbalta",
    what: "duloxetine, an SNRI",
    min: "major",
    rationale:
      "Duloxetine raises serotonin; St John's wort with other serotonergic antidepressants risks serotonin syndrome.",
    sources: [REF.npsSjw, REF.mindSjw],
  }),
  lowered({
    medicine: "Zomig",
    what: "zolmitriptan for migraine",
    min: "moderate",
    rationale: "The CSM named the triptans: St John's wort with them increases serotonergic side effects.",
    sources: [REF.csmSjw2000, REF2.sjwSystematicReview],
  }),
  lowered({
    medicine: "Trazodone",
    what: "an antidepressant for sleep or mood",
    min: "moderate",
    rationale:
      "Trazodone raises serotonin; St John's wort with serotonergic antidepressants risks serotonin syndrome.",
    sources: [REF.npsSerotoninSyndrome, REF.mindSjw],
  }),
];

const OTHER: ScenarioInput[] = [
  lowered({
    medicine: "Vfend",
    what: "voriconazole for a fungal infection",
    min: "major",
    rationale:
      "The voriconazole product information contraindicates St John's wort, which markedly lowered voriconazole levels.",
    sources: [REF2.vfendEpar, REF.nccihSjw],
  }),
  lowered({
    medicine: "Voriconazole",
    what: "an antifungal",
    min: "major",
    rationale:
      "St John's wort is contraindicated with voriconazole; the NIH lists voriconazole among the medicines it interacts with.",
    sources: [REF2.vfendEpar, REF.nccihSjw],
  }),
  lowered({
    medicine: "Telfast",
    what: "fexofenadine for hay fever",
    min: "minor",
    max: "moderate",
    rationale:
      "The EU monograph and the NIH name fexofenadine among the medicines whose levels St John's wort can lower.",
    sources: [REF2.hmpcSjw, REF.nccihSjw],
  }),
  lowered({
    medicine: "Proscar",
    what: "finasteride for the prostate",
    min: "minor",
    rationale:
      "The EU monograph and the NIH name finasteride among the medicines whose levels St John's wort can lower.",
    sources: [REF2.hmpcSjw, REF.nccihSjw],
  }),
  lowered({
    medicine: "Propecia",
    what: "finasteride for hair loss",
    min: "minor",
    rationale:
      "Propecia is finasteride, which the EU monograph and the NIH name among the medicines St John's wort affects.",
    sources: [REF2.hmpcSjw, REF.nccihSjw],
  }),
  lowered({
    medicine: "Rapamune",
    what: "sirolimus after a transplant",
    min: "moderate",
    conditions: ["kidney transplant"],
    rationale:
      "The NIH lists the medicines that prevent transplant rejection among those St John's wort interacts with; sirolimus is cleared by CYP3A4 and P-glycoprotein.",
    sources: [REF.nccihSjw, REF2.hmpcSjw],
  }),
  lowered({
    medicine: "Certican",
    what: "everolimus after a transplant",
    min: "moderate",
    rationale:
      "The NIH lists transplant medicines among those St John's wort interacts with; everolimus is cleared by CYP3A4.",
    sources: [REF.nccihSjw],
  }),
  lowered({
    medicine: "Neoral",
    what: "ciclosporin by brand",
    min: "major",
    rationale:
      "St John's wort lowers ciclosporin levels and has caused transplant rejection; the EU monograph contraindicates the combination.",
    sources: [REF2.hmpcSjw, REF.csmSjw2000],
  }),
  lowered({
    medicine: "Prograf",
    what: "tacrolimus by brand",
    min: "major",
    rationale:
      "The EU monograph contraindicates St John's wort with tacrolimus for systemic use, because its levels fall.",
    sources: [REF2.hmpcSjw],
  }),
  lowered({
    medicine: "Glivec",
    what: "imatinib for leukaemia",
    min: "moderate",
    rationale:
      "St John's wort markedly lowered imatinib levels; medicines cleared by both CYP3A4 and P-glycoprotein, imatinib among them, are contraindicated with it.",
    sources: [REF.nccihSjw, REF2.sjwThrSmpc],
  }),
  lowered({
    medicine: "Diamicron",
    what: "gliclazide for diabetes",
    min: "minor",
    rationale:
      "The NIH lists diabetes medicines among those St John's wort interacts with; gliclazide is broken down by CYP2C9, which St John's wort induces.",
    sources: [REF.nccihSjw],
  }),
  lowered({
    medicine: "Gliclazide",
    what: "for type 2 diabetes",
    min: "minor",
    conditions: ["type 2 diabetes"],
    rationale:
      "St John's wort raised the clearance of gliclazide in a study; the NIH lists diabetes medicines among those it interacts with.",
    sources: [REF.nccihSjw],
  }),
  lowered({
    medicine: "Prezista",
    what: "darunavir for HIV",
    min: "major",
    rationale:
      "The EU monograph contraindicates St John's wort with HIV protease inhibitors: their levels fall and resistance may follow.",
    sources: [REF2.hmpcSjw, REF.csmSjw2000],
  }),
  lowered({
    medicine: "Nevirapine",
    what: "an HIV medicine",
    min: "major",
    rationale:
      "The CSM named the non-nucleoside reverse transcriptase inhibitors (efavirenz, nevirapine): St John's wort lowers their levels.",
    sources: [REF.csmSjw2000],
  }),
  lowered({
    medicine: "Biktarvy",
    what: "an HIV medicine with bictegravir",
    min: "major",
    rationale:
      "The Biktarvy product information contraindicates St John's wort, which lowers bictegravir and tenofovir alafenamide levels.",
    sources: [REF2.biktarvyEpar],
  }),
  lowered({
    medicine: "Uniphyllin",
    what: "theophylline for asthma or COPD",
    min: "moderate",
    rationale:
      "Uniphyllin Continus is theophylline; the CSM advised that St John's wort lowers theophylline levels and should not be used with it.",
    sources: [REF.csmSjw2000],
  }),
  lowered({
    medicine: "Cerazette",
    what: "a progestogen-only pill",
    min: "major",
    rationale:
      "The MHRA advises that women using hormonal contraception, progestogen-only pills included, should not take St John's wort.",
    sources: [REF.mhraSjwContraceptives],
  }),
  lowered({
    medicine: "mini pill",
    what: "progestogen-only pill, in lay words",
    min: "major",
    rationale: "'Mini pill' is the progestogen-only pill; the MHRA advice against St John's wort covers it.",
    sources: [REF.mhraSjwContraceptives, REF.spsSjwContraception],
  }),
  lowered({
    medicine: "Yasmin",
    what: "a combined pill",
    min: "major",
    rationale:
      "St John's wort lowers contraceptive hormone levels and has led to unplanned pregnancies (MHRA).",
    sources: [REF.mhraSjwContraceptives],
  }),
  lowered({
    medicine: "Evra",
    what: "a contraceptive patch",
    min: "major",
    rationale:
      "The MHRA advice covers every hormonal contraceptive apart from intrauterine ones, patches included.",
    sources: [REF.mhraSjwContraceptives],
  }),
  lowered({
    medicine: "NuvaRing",
    what: "a vaginal ring",
    min: "major",
    rationale:
      "The MHRA advice covers every hormonal contraceptive apart from intrauterine ones, the vaginal ring included.",
    sources: [REF.mhraSjwContraceptives],
  }),
];

const NEGATIVES: ScenarioInput[] = [
  scenario(
    {
      id: "sc-induce-kyleena-coil",
      title: "Kyleena hormonal coil with St John's wort",
      medicines: ["Kyleena"],
      stack: [PRODUCT.stJohnsWort],
      rationale:
        "The MHRA advice excludes intrauterine contraception: a hormonal coil works locally and enzyme inducers do not make it less effective.",
      sources: [REF.mhraSjwContraceptives, REF.devonHormonalIus],
    },
    { noFlags: [noFlag(sjw, med("Kyleena"))] },
  ),
  scenario(
    {
      id: "sc-induce-vitamin-d-no-pair",
      title: "St John's wort with a vitamin D supplement",
      stack: [PRODUCT.stJohnsWort, PRODUCT.vitaminD25],
      rationale:
        "St John's wort induces the enzymes that clear medicines; no source reports that it affects vitamin D at supplement doses, and the pair needs no warning.",
      sources: [REF2.hmpcSjw, REF2.odsVitaminD],
    },
    { noFlags: [noFlag(sjw, { ingredient: "vitamin-d3" })] },
  ),
  scenario(
    {
      id: "sc-induce-fish-oil-no-pair",
      title: "St John's wort with fish oil",
      stack: [PRODUCT.stJohnsWort, PRODUCT.fishOil1000],
      rationale:
        "No source names fish oil among the things St John's wort interacts with; the two act on unrelated pathways.",
      sources: [REF2.hmpcSjw, REF2.odsOmega3],
    },
    { noFlags: [noFlag(sjw, { ingredient: "omega-3-fish-oil" })] },
  ),
];

export const INDUCTION_SUBSTRATE_SCENARIOS: ScenarioInput[] = [
  ...CARDIOVASCULAR,
  ...CNS,
  ...OTHER,
  ...NEGATIVES,
];
