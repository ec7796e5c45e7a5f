// The wex round's pairs, from the sources' words; quiet cases are near neighbours the sources do not name.
import type { ScenarioInput } from "../schema";
import { take } from "./build";
import { BLOCKS, pairCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const ARGININE: StackItem = {
  custom: {
    name: "L-arginine 1,000 mg capsules",
    ingredients: [{ ingredient: "arginine", amount: 1000, unit: "mg" }],
  },
  servingsPerDay: 2,
};
const guar = (grams: number, servingsPerDay: number): StackItem => ({
  custom: {
    name: `Guar gum powder ${grams} g`,
    ingredients: [{ ingredient: "guar-gum", amount: grams, unit: "g" }],
  },
  servingsPerDay,
});
const GUAR_15G = guar(5, 3);
const GUAR_3G = guar(3, 1);
const LYCOPENE: StackItem = {
  custom: {
    name: "Lycopene 10 mg softgels",
    ingredients: [{ ingredient: "lycopene", amount: 10, unit: "mg" }],
  },
  servingsPerDay: 1,
};
const ZEAXANTHIN: StackItem = {
  custom: {
    name: "Zeaxanthin 2 mg capsules",
    ingredients: [{ ingredient: "zeaxanthin", amount: 2, unit: "mg" }],
  },
  servingsPerDay: 1,
};
const WHEY = take(PRODUCT.whey);
const CREATINE = take(PRODUCT.creatine);

const NHS_CO_CARELDOPA: Source = {
  title:
    "How and when to take co-careldopa: avoid taking it at the same time as meals containing a lot of protein",
  publisher: "NHS website",
  url: "https://nhs.uk/medicines/co-careldopa/how-and-when-to-take-co-careldopa",
};
const NI_FORMULARY: Source = {
  title: "Northern Ireland Formulary 4.9.1.2 Levodopa (co-beneldopa, co-careldopa): prescribing notes",
  publisher: "Northern Ireland Formulary (HSC Northern Ireland)",
  url: "https://niformulary.hscni.net/formulary/4-0-central-nervous-system/4-9-drugs-used-in-parkinsonism-and-related-disorders/4-9-1-dopaminergic-drugs-used-in-parkinsonism/4-9-1-2-levodopa/",
};
const MAYO: Source = {
  title: "L-arginine: can it lower blood pressure? (expert answer, high blood pressure)",
  publisher: "Mayo Clinic",
  url: "https://www.mayoclinic.org/diseases-conditions/high-blood-pressure/expert-answers/l-arginine/FAQ-20058052?p=1",
};

const GUAR_MONOGRAPH: Source = {
  title: "Guar gum: clinical overview, interactions (Drugs.com professional monograph, copied)",
  publisher: "Holevn Health (copy of the Drugs.com monograph)",
  url: "https://holevn.org/guar-gum/",
};
const GUAR_NATURAL_STANDARD: Source = {
  title: "Guar gum: drug interactions (Natural Standard professional monograph)",
  publisher: "Nutrition House wellness library (Natural Standard content)",
  url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=79275",
};
const GUAR_STUDY: Source = {
  title:
    "Effect of guar gum, a fibre preparation, on digoxin and penicillin absorption in man (double-blind study in 10 healthy volunteers), abstract",
  publisher: "Scilit (abstract record)",
  url: "https://scilit.net/publications/19b93515aefb8fea63306a63fef14b1a",
};
const SANOMEDICA: Source = {
  title: "Guar (guar gum and partially hydrolysed guar products): effects, contraindications",
  publisher: "Sanomedica (drug information)",
  url: "https://sanomedica.com/guar/",
};

const GUAR_METFORMIN =
  "Drugs.com monograph: large amounts of guar gum (10 g or more daily) may decrease metformin serum concentrations and should be avoided; 15 g a day is such an amount.";
const GUAR_METFORMIN_QUIET =
  "The monograph's advice to avoid the combination is for 10 g or more of guar gum a day; it gives none for 3 g a day.";
const GUAR_SULFONYLUREA =
  "Natural Standard: guar gum with glibenclamide enhanced glucose lowering and may increase the risk of hypoglycaemia; a sulfonylurea dose reduction may be required.";
const GUAR_PENICILLIN =
  "Study abstract and Natural Standard: guar gum significantly reduced the peak and the total absorption of penicillin V (phenoxymethylpenicillin).";
const GUAR_QUIET =
  "The study found only digoxin's early absorption reduced, the same amount absorbed over 24 hours; amoxicillin was not studied or named.";
const GUAR_OBSTRUCTION =
  "Sanomedica: stenoses and obstructions of the gastrointestinal tract are contraindications of guar products; the monograph notes guar gum may cause GI obstruction.";
const GUAR_IBS_QUIET =
  "The contraindications name obstruction and narrowing of the gut, not irritable bowel syndrome.";

const NS_LYCOPENE: Source = {
  title: "Lycopene: safety, allergies (Natural Standard monograph, powered by Healthline)",
  publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
  url: "https://www.aarpmedicareplans.com/natstandardcontent/lycopene/2.html?brand=",
};
const LYCOPENE_TOMATO =
  "Natural Standard: avoid lycopene in individuals with a known allergy or hypersensitivity to lycopene or tomatoes.";
const ZEAXANTHIN_QUIET = "The allergy advice is about lycopene, a tomato pigment; zeaxanthin is not named.";

const WHEY_LEVODOPA =
  "NHS: avoid taking co-careldopa at the same time as meals containing a lot of protein, as protein can reduce the amount taken in; NI Formulary: protein may interfere with levodopa absorption (co-careldopa and co-beneldopa).";
const WHEY_QUIET =
  "The NHS and NI Formulary texts are about levodopa; they say nothing about protein with other Parkinson's medicines such as ropinirole or rasagiline.";
const ARGININE_ED =
  "Mayo Clinic: L-arginine supplements can interact with some medications, including erectile dysfunction medications.";
const ARGININE_ED_QUIET =
  "Mayo Clinic names nitroglycerin, some high blood pressure medicines and erectile dysfunction medicines; finasteride, for an enlarged prostate or hair loss, is none of them.";
const ARGININE_HERPES =
  "Mayo Clinic: don't take L-arginine supplements if you've had cold sores or genital herpes; too much L-arginine can trigger the virus.";
const HERPES_QUIET =
  "Mayo Clinic's advice is about cold sores and genital herpes (herpes simplex); shingles is a different virus (herpes zoster), and the advice is about L-arginine, not creatine.";

const ASKS = ["minor", "moderate"] as const;
const medicine = pairCases("sc-wex-", "medicine");
const condition = pairCases("sc-wex-", "condition");

export const WEX_SCENARIOS: ScenarioInput[] = [
  medicine.named(
    "whey-co-careldopa",
    "Whey protein shake with co-careldopa",
    "whey-protein",
    "co-careldopa 25/100",
    WHEY,
    ASKS,
    WHEY_LEVODOPA,
    [NHS_CO_CARELDOPA, NI_FORMULARY],
  ),
  medicine.named(
    "whey-madopar",
    "Whey protein shake with Madopar",
    "whey-protein",
    "Madopar 125mg",
    WHEY,
    ASKS,
    WHEY_LEVODOPA,
    [NI_FORMULARY],
  ),
  medicine.quiet(
    "whey-ropinirole",
    "Whey protein with ropinirole stays quiet",
    "whey-protein",
    "ropinirole 2mg",
    WHEY,
    WHEY_QUIET,
    [NHS_CO_CARELDOPA],
  ),
  medicine.quiet(
    "whey-rasagiline",
    "Whey protein with rasagiline stays quiet",
    "whey-protein",
    "rasagiline 1mg",
    WHEY,
    WHEY_QUIET,
    [NHS_CO_CARELDOPA],
  ),
  medicine.named(
    "arginine-sildenafil",
    "L-arginine with sildenafil",
    "arginine",
    "sildenafil 50mg",
    ARGININE,
    ASKS,
    ARGININE_ED,
    [MAYO],
  ),
  medicine.named(
    "arginine-cialis",
    "L-arginine with Cialis",
    "arginine",
    "Cialis 5mg",
    ARGININE,
    ASKS,
    ARGININE_ED,
    [MAYO],
  ),
  medicine.quiet(
    "arginine-finasteride",
    "L-arginine with finasteride stays quiet",
    "arginine",
    "finasteride 1mg",
    ARGININE,
    ARGININE_ED_QUIET,
    [MAYO],
  ),
  condition.named(
    "arginine-cold-sores",
    "L-arginine with cold sores",
    "arginine",
    "cold sores",
    ARGININE,
    BLOCKS,
    ARGININE_HERPES,
    [MAYO],
  ),
  condition.named(
    "arginine-genital-herpes",
    "L-arginine with genital herpes",
    "arginine",
    "genital herpes",
    ARGININE,
    BLOCKS,
    ARGININE_HERPES,
    [MAYO],
  ),
  condition.quiet(
    "arginine-shingles",
    "L-arginine with shingles stays quiet",
    "arginine",
    "shingles",
    ARGININE,
    HERPES_QUIET,
    [MAYO],
  ),
  condition.quiet(
    "creatine-cold-sores",
    "Creatine with cold sores stays quiet",
    "creatine",
    "cold sores",
    CREATINE,
    HERPES_QUIET,
    [MAYO],
  ),
  medicine.named(
    "guar-15g-metformin",
    "Guar gum 15 g a day with metformin",
    "guar-gum",
    "metformin 500mg twice a day",
    GUAR_15G,
    ["moderate", "major"],
    GUAR_METFORMIN,
    [GUAR_MONOGRAPH],
  ),
  medicine.quiet(
    "guar-3g-metformin",
    "Guar gum 3 g a day with metformin stays quiet",
    "guar-gum",
    "metformin 500mg",
    GUAR_3G,
    GUAR_METFORMIN_QUIET,
    [GUAR_MONOGRAPH],
  ),
  medicine.named(
    "guar-gliclazide",
    "Guar gum with gliclazide",
    "guar-gum",
    "gliclazide 80mg",
    GUAR_3G,
    ASKS,
    GUAR_SULFONYLUREA,
    [GUAR_NATURAL_STANDARD],
  ),
  medicine.named(
    "guar-penicillin-v",
    "Guar gum with penicillin V",
    "guar-gum",
    "penicillin V 500mg four times a day",
    GUAR_3G,
    ASKS,
    GUAR_PENICILLIN,
    [GUAR_STUDY, GUAR_NATURAL_STANDARD],
  ),
  medicine.quiet(
    "guar-amoxicillin",
    "Guar gum with amoxicillin stays quiet",
    "guar-gum",
    "amoxicillin 500mg",
    GUAR_3G,
    GUAR_QUIET,
    [GUAR_STUDY],
  ),
  medicine.quiet(
    "guar-digoxin",
    "Guar gum with digoxin stays quiet",
    "guar-gum",
    "digoxin 125 micrograms",
    GUAR_3G,
    GUAR_QUIET,
    [GUAR_STUDY],
  ),
  condition.named(
    "guar-bowel-obstruction",
    "Guar gum with a bowel obstruction",
    "guar-gum",
    "bowel obstruction",
    GUAR_3G,
    BLOCKS,
    GUAR_OBSTRUCTION,
    [SANOMEDICA],
  ),
  condition.named(
    "guar-bowel-stricture",
    "Guar gum with a bowel stricture",
    "guar-gum",
    "bowel stricture",
    GUAR_3G,
    BLOCKS,
    GUAR_OBSTRUCTION,
    [SANOMEDICA],
  ),
  condition.quiet("guar-ibs", "Guar gum with IBS stays quiet", "guar-gum", "IBS", GUAR_3G, GUAR_IBS_QUIET, [
    SANOMEDICA,
  ]),
  condition.named(
    "lycopene-tomato-allergy",
    "Lycopene with a tomato allergy",
    "lycopene",
    "tomato allergy",
    LYCOPENE,
    BLOCKS,
    LYCOPENE_TOMATO,
    [NS_LYCOPENE],
  ),
  condition.named(
    "lycopene-allergic-to-tomatoes",
    "Lycopene, allergic to tomatoes",
    "lycopene",
    "allergic to tomatoes",
    LYCOPENE,
    BLOCKS,
    LYCOPENE_TOMATO,
    [NS_LYCOPENE],
  ),
  condition.quiet(
    "zeaxanthin-tomato-allergy",
    "Zeaxanthin with a tomato allergy stays quiet",
    "zeaxanthin",
    "tomato allergy",
    ZEAXANTHIN,
    ZEAXANTHIN_QUIET,
    [NS_LYCOPENE],
  ),
];
