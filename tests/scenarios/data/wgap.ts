// The wgap round's pairs, written from its sources independently of the records (docs/reference/knowledge-rounds.md).
import type { ScenarioInput } from "../schema";
import { take } from "./build";
import { pairCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const FLAXSEED: StackItem = {
  custom: {
    name: "Flaxseed oil 1,000 mg softgels",
    ingredients: [{ ingredient: "flaxseed", amount: 1000, unit: "mg" }],
  },
  servingsPerDay: 2,
};
// Two 500 mg capsules a day: the record starts at 1 g, the gram doses the glucose rise was seen with.
const NIACIN = take(PRODUCT.nicotinicAcid500, 2);

const ADAM_FLAXSEED: Source = {
  title: "Possible interactions with: Flaxseed (A.D.A.M. complementary medicine monograph)",
  publisher: "St. Luke's Hospital, St. Louis (A.D.A.M., Inc.)",
  url: "https://stlukes-stl.com/health-content/medicine/33/000899.htm",
};
const XELJANZ_US: Source = {
  title: "XELJANZ (tofacitinib): drug interactions, section 7 of the US prescribing information",
  publisher: "Pfizer Medical Information (US)",
  url: "https://www.pfizermedicalinformation.com/en-us/xeljanz/drug-interactions",
};
const HC_ST_JOHNS_WORT: Source = {
  title: "St. John's Wort (Hypericum perforatum), oral: natural health products monograph",
  publisher: "Health Canada, Natural Health Products Ingredients Database",
  url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=stjohnswort.millepertuis.oral&lang=eng",
};
const NHS_INJECTABLE: Source = {
  title:
    "Injectable contraception: dosage, efficacy, side effects and drug interactions (Right Decisions, NHS Dumfries and Galloway)",
  publisher: "NHS Scotland Right Decision Service",
  url: "https://rightdecisions.scot.nhs.uk/dgrefhelp-nhs-dumfries-galloway/sexual-health/contraception/injectable-contraception/dosage-efficacy-side-effects-and-drug-interactions",
};
const NS_NIACIN: Source = {
  title: "Niacin (niacinamide): interactions (Natural Standard monograph, powered by Healthline)",
  publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
  url: "https://www.aarpmedicareplans.com/natstandardcontent/niacin-niacinamide/4?hlpage=drug_information&loc=table_of_contents_nav&brand=",
};

const FLAXSEED_BLOOD =
  "The A.D.A.M. monograph says not to use flaxseed without first talking to a health care provider when taking blood thinning medications, as its omega-3 fatty acids may increase their effects (aspirin and warfarin named): a caution that asks, not a ban.";
const FLAXSEED_DIABETES =
  "The A.D.A.M. monograph says people taking medicines for diabetes, including insulin, should only use flaxseed under a health care provider's supervision.";
const FLAXSEED_QUIET =
  "The monograph names blood thinners, diabetes medicines and hormones; this medicine is none of them, so no flaxseed finding should be shown.";
const NIACIN_DIABETES =
  "Natural Standard says niacin may increase blood sugar and may require dose adjustments of insulin or prescription diabetes drugs, so a person on one should be asked to check with their diabetes team.";
const NIACIN_SMALL_DOSE =
  "The glucose rise is reported with gram doses of niacin (4.5 g a day; 1.5 g or less appears to have minimal effect), so a single 500 mg capsule or a multivitamin's milligrams should not be flagged against a diabetes medicine.";
const NIACIN_QUIET =
  "Natural Standard names diabetes medicines for blood sugar; this medicine does not lower blood sugar, so no niacin finding should be shown for it.";

const SJW_TOFACITINIB =
  "Xeljanz's label says strong CYP3A4 inducers lower tofacitinib, may reduce its effect and are not recommended with it; St John's wort induces CYP3A4, so the pair should at least be flagged for the specialist team.";
// Baricitinib's own label was not read; Health Canada's monograph names the whole group it belongs to.
const SJW_IMMUNOSUPPRESSANT =
  "Health Canada's St John's wort monograph says not to use it with medications that suppress the immune system, which baricitinib is.";
const SJW_INJECTION_QUIET =
  "UK guidance says the efficacy of progestogen-only injectable contraception is not reduced by liver enzyme-inducing drugs, so St John's wort should not be flagged against the injection.";

const cases = pairCases("sc-wgap-", "medicine");
const withMedicine = (
  id: string,
  stack: StackItem,
  ingredient: string,
  medicine: string,
  title: string,
  rationale: string,
  source: Source,
) => cases.named(id, title, ingredient, medicine, stack, ["moderate", "major"], rationale, [source]);

const quiet = (
  id: string,
  stack: StackItem,
  ingredient: string,
  medicine: string,
  title: string,
  rationale: string,
  source: Source,
) => cases.quiet(id, title, ingredient, medicine, stack, rationale, [source]);

const flax = (id: string, medicine: string, title: string, rationale: string) =>
  withMedicine(`flaxseed-${id}`, FLAXSEED, "flaxseed", medicine, title, rationale, ADAM_FLAXSEED);
const flaxQuiet = (id: string, medicine: string, title: string) =>
  quiet(`flaxseed-${id}`, FLAXSEED, "flaxseed", medicine, title, FLAXSEED_QUIET, ADAM_FLAXSEED);
const niacin = (id: string, medicine: string, title: string) =>
  withMedicine(`niacin-${id}`, NIACIN, "niacin", medicine, title, NIACIN_DIABETES, NS_NIACIN);
const niacinQuiet = (id: string, medicine: string, title: string) =>
  quiet(`niacin-${id}`, NIACIN, "niacin", medicine, title, NIACIN_QUIET, NS_NIACIN);

const SJW = take(PRODUCT.stJohnsWort);
const sjw = (id: string, medicine: string, title: string) =>
  withMedicine(`sjw-${id}`, SJW, "st-johns-wort", medicine, title, SJW_TOFACITINIB, XELJANZ_US);

export const WGAP_SCENARIOS: ScenarioInput[] = [
  flax("warfarin", "warfarin 3mg daily", "Flaxseed oil with warfarin 3mg daily", FLAXSEED_BLOOD),
  flax("eliquis", "Eliquis 5mg twice a day", "Flaxseed oil with Eliquis (apixaban)", FLAXSEED_BLOOD),
  flax("xarelto", "Xarelto 20mg", "Flaxseed oil with Xarelto (rivaroxaban)", FLAXSEED_BLOOD),
  flax("clexane", "Clexane injections", "Flaxseed oil with Clexane injections", FLAXSEED_BLOOD),
  flax("aspirin", "aspirin 75mg once a day", "Flaxseed oil with low-dose aspirin", FLAXSEED_BLOOD),
  flax("clopidogrel", "clopidogrel 75mg", "Flaxseed oil with clopidogrel", FLAXSEED_BLOOD),
  flax("metformin", "metformin 500mg twice a day", "Flaxseed oil with metformin", FLAXSEED_DIABETES),
  flax("lantus", "Lantus insulin", "Flaxseed oil with Lantus insulin", FLAXSEED_DIABETES),
  flax("gliclazide", "gliclazide 80mg", "Flaxseed oil with gliclazide", FLAXSEED_DIABETES),
  flaxQuiet("amlodipine", "amlodipine 5mg", "Flaxseed oil with amlodipine stays quiet"),
  flaxQuiet("paracetamol", "paracetamol 500mg when needed", "Flaxseed oil with paracetamol stays quiet"),
  flaxQuiet("atorvastatin", "atorvastatin 20mg at night", "Flaxseed oil with atorvastatin stays quiet"),
  niacin("gliclazide", "gliclazide 80mg", "Niacin 1g a day with gliclazide"),
  niacin("diamicron", "Diamicron MR 30mg", "Niacin 1g a day with Diamicron MR"),
  niacin("metformin", "metformin 1g twice a day", "Niacin 1g a day with metformin"),
  niacin("insulin-glargine", "insulin glargine", "Niacin 1g a day with insulin glargine"),
  niacin("januvia", "Januvia 100mg", "Niacin 1g a day with Januvia (sitagliptin)"),
  niacin("jardiance", "Jardiance 10mg", "Niacin 1g a day with Jardiance (empagliflozin)"),
  niacinQuiet("ramipril", "ramipril 5mg", "Niacin 1g a day with ramipril stays quiet"),
  niacinQuiet(
    "bendroflumethiazide",
    "bendroflumethiazide 2.5mg",
    "Niacin 1g a day with bendroflumethiazide stays quiet",
  ),
  quiet(
    "niacin-one-capsule-metformin",
    take(PRODUCT.nicotinicAcid500),
    "niacin",
    "metformin 500mg twice a day",
    "One 500mg niacin capsule a day with metformin stays quiet",
    NIACIN_SMALL_DOSE,
    NS_NIACIN,
  ),
  quiet(
    "niacin-berocca-gliclazide",
    take(PRODUCT.berocca),
    "niacin",
    "gliclazide 80mg",
    "Berocca with gliclazide: no niacin finding",
    NIACIN_SMALL_DOSE,
    NS_NIACIN,
  ),
  quiet(
    "niacin-b-complex-insulin",
    take(PRODUCT.bComplex100),
    "niacin",
    "insulin",
    "A B-complex 100 with insulin: no niacin finding",
    NIACIN_SMALL_DOSE,
    NS_NIACIN,
  ),
  sjw("tofacitinib", "tofacitinib 5mg twice a day", "St John's wort with tofacitinib"),
  sjw("xeljanz", "Xeljanz 5mg twice daily", "St John's wort with Xeljanz"),
  sjw("xeljanz-xr", "Xeljanz XR 11mg once a day", "St John's wort with Xeljanz XR"),
  withMedicine(
    "sjw-baricitinib",
    SJW,
    "st-johns-wort",
    "baricitinib 4mg",
    "St John's wort with baricitinib, a medicine that suppresses the immune system",
    SJW_IMMUNOSUPPRESSANT,
    HC_ST_JOHNS_WORT,
  ),
  quiet(
    "sjw-sayana-press",
    SJW,
    "st-johns-wort",
    "Sayana Press injection every 13 weeks",
    "St John's wort with the Sayana Press injection stays quiet",
    SJW_INJECTION_QUIET,
    NHS_INJECTABLE,
  ),
  quiet(
    "sjw-depo-provera",
    SJW,
    "st-johns-wort",
    "Depo-Provera injection",
    "St John's wort with the Depo-Provera injection stays quiet",
    SJW_INJECTION_QUIET,
    NHS_INJECTABLE,
  ),
];
