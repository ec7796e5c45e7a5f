// The UK medicine and condition dictionaries the interaction checker matches what people type against
// (whole names, brands, other names and synonyms — never substrings). Shapes:
// lib/interactions/dictionary-schema.ts; checked by tests/unit/interactions/medicine-dictionary.test.ts
// and condition-dictionary.test.ts.
import type { Dictionaries } from "../../../lib/interactions/dictionary";
import type { Medicine, MedicineClass } from "../../../lib/interactions/dictionary-schema";
import { INGREDIENTS } from "../catalogue/ingredients";
import { CONDITIONS } from "./conditions";
import { normaliseName } from "../../../lib/interactions/names";
import { withBrandFamilies } from "./brand-families";
import { HERBAL_MEDICINE_BRANDS } from "./herbal-medicine-brands";
import { SUPPLEMENT_BRANDS, SUPPLEMENT_SPELLINGS } from "./supplement-brands";
import { CLASS_WORDINGS, CONDITION_WORDINGS, MEDICINE_WORDINGS } from "./class-wordings";
import { MEDICINE_CLASSES as NAMED_CLASSES } from "./medicine-classes";
import { CLASS_MEMBERS_WCLS } from "./medicine-classes-wcls";
import { CLASS_MEMBERS_WVIT } from "./medicine-classes-wvit";
import { CLASS_MEMBERS_WGRP } from "./medicine-classes-wgrp";
import { CLASS_MEMBERS_WAUD } from "./medicine-classes-waud";
import { CLASS_MEMBERS_WQT } from "./medicine-classes-wqt";
import { CLASS_MEMBERS_WTNF } from "./medicine-classes-wtnf";
import { CLASS_MEMBERS_WMED4 } from "./medicine-classes-wmed4";
import { CLASS_MEMBERS_WMED5 } from "./medicine-classes-wmed5";
import { CLASS_MEMBERS_WHEP } from "./medicine-classes-whep";
import { CLASS_MEMBERS_WMECH } from "./medicine-properties-wmech";
import { MECHANISM_MEMBERS, withMechanisms } from "./medicine-properties";
import { CANCER_MEDICINES } from "./medicines/cancer";
import { TARGETED_CANCER_MEDICINES } from "./medicines/cancer-targeted";
import { CARDIOVASCULAR_MEDICINES } from "./medicines/cardiovascular";
import { CARDIOVASCULAR_COMBINATION_MEDICINES } from "./medicines/cardiovascular-combinations";
import { CHAPTER_9_MEDICINES } from "./medicines/chapter9";
import { DIABETES_ENDOCRINE_MEDICINES } from "./medicines/diabetes-endocrine";
import { EYE_AND_SKIN_MEDICINES } from "./medicines/eyes-and-skin";
import { FORMULARY_MEDICINES } from "./medicines/formulary";
import { FORMULARY_MEDICINES_2 } from "./medicines/formulary-2";
import { GASTRO_MEDICINES } from "./medicines/gastro";
import { IMMUNOLOGY_MEDICINES } from "./medicines/immunology";
import { INFECTION_MEDICINES } from "./medicines/infections";
import { SPECIALIST_INFECTION_MEDICINES } from "./medicines/infections-specialist";
import { MENTAL_HEALTH_MEDICINES } from "./medicines/mental-health";
import { MORE_UK_MEDICINES } from "./medicines/more-uk-medicines";
import { NEURO_MEDICINES } from "./medicines/neuro";
import { OTC_BRAND_MEDICINES } from "./medicines/otc-brands";
import { OTHER_MEDICINES } from "./medicines/other";
import { PAIN_MEDICINES } from "./medicines/pain";
import { RESPIRATORY_ALLERGY_MEDICINES } from "./medicines/respiratory-allergy";
import { WOMENS_HEALTH_MEDICINES } from "./medicines/womens-health";
import { VITAMIN_ROUND_MEDICINES } from "./medicines/vit";
import { GROUP_ROUND_MEDICINES } from "./medicines/wcls";
import { GROUP_ROUND_2_MEDICINES } from "./medicines/wgrp";
import { WMED2_MEDICINES } from "./medicines/wmed2";
import { GROUP_WORDINGS_ROUND_MEDICINES } from "./medicines/wqt";
import { WOTC_MEDICINES } from "./medicines/wotc";
import { WOTC2_MEDICINES } from "./medicines/wotc2";
import { WGAP2_MEDICINES } from "./medicines/wgap2";
import { CANCER_CARE_ROUND_MEDICINES } from "./medicines/wnci";
import { WMEDS_MEDICINES } from "./medicines/wmeds";
import { WMED4_MEDICINES } from "./medicines/wmed4";
import { WMED5_MEDICINES } from "./medicines/wmed5";
import { WMED6_MEDICINES } from "./medicines/wmed6";
import { WFN_MEDICINES } from "./medicines/wfn";
import { WMECH_MEDICINES } from "./medicines/wmech";
import { WMED7_MEDICINES } from "./medicines/wmed7";
import { WMED8_MEDICINES } from "./medicines/wmed8";
import { WX3_MEDICINES } from "./medicines/wx3";
import { WP32_MEDICINES } from "./medicines/wp32";
import { CLASS_MEMBERS_WMED7 } from "./medicine-classes-wmed7";
import { CLASS_MEMBERS_WCN11 } from "./medicine-classes-wcn11";

const CLASSES = NAMED_CLASSES.map((entry) => {
  const wordings = CLASS_WORDINGS[entry.slug];
  return wordings === undefined ? entry : { ...entry, synonyms: [...(entry.synonyms ?? []), ...wordings] };
});

const WITH_MECHANISMS = withMechanisms<Medicine>(
  [
    ...CARDIOVASCULAR_MEDICINES,
    ...CARDIOVASCULAR_COMBINATION_MEDICINES,
    ...MENTAL_HEALTH_MEDICINES,
    ...NEURO_MEDICINES,
    ...PAIN_MEDICINES,
    ...DIABETES_ENDOCRINE_MEDICINES,
    ...INFECTION_MEDICINES,
    ...SPECIALIST_INFECTION_MEDICINES,
    ...GASTRO_MEDICINES,
    ...RESPIRATORY_ALLERGY_MEDICINES,
    ...WOMENS_HEALTH_MEDICINES,
    ...OTHER_MEDICINES,
    ...CANCER_MEDICINES,
    ...TARGETED_CANCER_MEDICINES,
    ...IMMUNOLOGY_MEDICINES,
    ...EYE_AND_SKIN_MEDICINES,
    ...OTC_BRAND_MEDICINES,
    ...MORE_UK_MEDICINES,
    ...FORMULARY_MEDICINES,
    ...FORMULARY_MEDICINES_2,
    ...CHAPTER_9_MEDICINES,
    ...VITAMIN_ROUND_MEDICINES,
    ...GROUP_ROUND_MEDICINES,
    ...GROUP_ROUND_2_MEDICINES,
    ...WMED2_MEDICINES,
    ...GROUP_WORDINGS_ROUND_MEDICINES,
    ...WOTC_MEDICINES,
    ...WOTC2_MEDICINES,
    ...WGAP2_MEDICINES,
    ...CANCER_CARE_ROUND_MEDICINES,
    ...WMEDS_MEDICINES,
    ...WMED4_MEDICINES,
    ...WMED5_MEDICINES,
    ...WMED6_MEDICINES,
    ...WFN_MEDICINES,
    ...WMECH_MEDICINES,
    ...WMED7_MEDICINES,
    ...WMED8_MEDICINES,
    ...WX3_MEDICINES,
    ...WP32_MEDICINES,
  ],
  CLASSES,
  [
    ...MECHANISM_MEMBERS,
    ...CLASS_MEMBERS_WCLS,
    ...CLASS_MEMBERS_WGRP,
    ...CLASS_MEMBERS_WQT,
    ...CLASS_MEMBERS_WTNF,
    ...CLASS_MEMBERS_WVIT,
    ...CLASS_MEMBERS_WAUD,
    ...CLASS_MEMBERS_WMED4,
    ...CLASS_MEMBERS_WMED5,
    ...CLASS_MEMBERS_WHEP,
    ...CLASS_MEMBERS_WMECH,
    ...CLASS_MEMBERS_WMED7,
    ...CLASS_MEMBERS_WCN11,
  ],
);

const WITH_WORDINGS = WITH_MECHANISMS.medicines.map((medicine) => {
  const wordings = MEDICINE_WORDINGS[medicine.slug];
  return wordings === undefined
    ? medicine
    : { ...medicine, otherNames: [...medicine.otherNames, ...wordings] };
});
const SUPPLEMENTS = [
  ...INGREDIENTS,
  ...HERBAL_MEDICINE_BRANDS.map(({ ingredient, brands }) => ({ name: ingredient, synonyms: brands })),
  ...SUPPLEMENT_BRANDS,
  ...SUPPLEMENT_SPELLINGS,
];
const WITH_CONDITION_WORDINGS = CONDITIONS.map((condition) => {
  const wordings = CONDITION_WORDINGS[condition.slug];
  return wordings === undefined
    ? condition
    : { ...condition, synonyms: [...condition.synonyms, ...wordings] };
});

// A brand word that is already a name of anything else is that thing, not a family.
const NAMES = new Set(
  [
    ...WITH_WORDINGS.flatMap((medicine) => [medicine.name, ...medicine.brands, ...medicine.otherNames]),
    ...WITH_MECHANISMS.classes.flatMap((group) => [group.name, ...(group.synonyms ?? [])]),
    ...SUPPLEMENTS.flatMap((supplement) => [supplement.name, ...supplement.synonyms]),
    ...WITH_CONDITION_WORDINGS.flatMap((condition) => [condition.name, ...condition.synonyms]),
  ].map(normaliseName),
);
const WITH_FAMILIES = withBrandFamilies(WITH_WORDINGS, WITH_MECHANISMS.classes, (normal) =>
  NAMES.has(normal),
);

/**
 * Every medicine taken by mouth or injection, for advice given about all of them (the FSA's on CBD): each top
 * group is in it, so a record on any narrower group comes first. Read in no typed text and offered in no list.
 */
const ANY_MEDICINE: MedicineClass = {
  slug: "any-medicine",
  name: "Any medicine",
  synonyms: [],
  parents: [],
  mechanism: true,
  references: [{ title: "Medicines A to Z", publisher: "NHS", url: "https://www.nhs.uk/medicines/" }],
};

export const MEDICINES: Medicine[] = WITH_FAMILIES.medicines;
export const MEDICINE_CLASSES: MedicineClass[] = [
  ...WITH_FAMILIES.classes.map((group) =>
    group.parents.length === 0 ? { ...group, parents: [ANY_MEDICINE.slug] } : group,
  ),
  ANY_MEDICINE,
];

export const DICTIONARIES: Dictionaries = {
  medicines: MEDICINES,
  medicineClasses: MEDICINE_CLASSES,
  conditions: WITH_CONDITION_WORDINGS,
  supplements: SUPPLEMENTS,
};
