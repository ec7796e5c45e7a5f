// Supplement–medicine interactions, part 103 (p13 round): every herbal product with tacrolimus, whose EU leaflet says
// to avoid taking any herbal remedies or other herbal products (references-p12.ts); noni with medicines that can harm
// the liver, as NCCIH names them. Herbs with a tacrolimus record of
// their own (St John's wort, echinacea, cranberry, schisandra, berberine, pomegranate, ginger) carry the leaflet there.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { INGREDIENTS } from "../catalogue/ingredients";
import { classTarget } from "./class-target";
import { REF_HERBS_2 } from "./references-herbs-2";
import { REF_P12 } from "./references-p12";
import { verifiedRecord as record, type RecordTarget } from "./verified-record";

const TACROLIMUS_TARGET: RecordTarget = {
  drugName: "Tacrolimus",
  genericName: "tacrolimus",
  brandNames: ["Prograf", "Advagraf", "Adoport", "Envarsus", "Modigraf"],
  drugClass: "Immunosuppressant (calcineurin inhibitor)",
};

export const TACROLIMUS_LEAFLET_ON_HERBS =
  "The EU leaflet of tacrolimus (Advagraf) says to avoid taking any herbal remedies or other herbal products, as they may affect how well tacrolimus works and the dose needed.";

/** Plant remedies and extracts the catalogue carries: the leaflet's "herbal products" (not vitamins, minerals, fibres, algae or foods). */
const HERBAL_PRODUCTS = [
  "ginkgo-biloba",
  "turmeric-curcumin",
  "ashwagandha",
  "rhodiola",
  "valerian",
  "garlic",
  "ginseng",
  "green-tea-extract",
  "milk-thistle",
  "saw-palmetto",
  "elderberry",
  "licorice-root",
  "black-cohosh",
  "kava",
  "feverfew",
  "hawthorn",
  "horse-chestnut",
  "fenugreek",
  "cinnamon",
  "bitter-orange",
  "yohimbe",
  "goldenseal",
  "chamomile",
  "chasteberry",
  "red-clover",
  "peppermint-oil",
  "butterbur",
  "bilberry",
  "aloe-vera",
  "passionflower",
  "lavender",
  "astragalus",
  "grape-seed-extract",
  "dandelion",
  "cats-claw",
  "sage",
  "noni",
  "tribulus",
  "pelargonium",
  "devils-claw",
  "artichoke",
  "lemon-balm",
  "saffron",
  "black-seed",
  "horsetail",
  "maca",
  "guarana",
  "garcinia-cambogia",
  "green-coffee-extract",
  "reishi",
  "resveratrol",
] as const;

/** Every herb whose tacrolimus record cites the leaflet: those written here and those with a record of their own. */
export const TACROLIMUS_HERBS_READ: readonly string[] = [
  ...HERBAL_PRODUCTS,
  "schisandra",
  "berberine",
  "pomegranate",
  "ginger",
];

const name = (slug: string) => INGREDIENTS.find((ingredient) => ingredient.slug === slug)?.name ?? slug;

const TACROLIMUS_AND_HERBS: DrugInteractionInput[] = HERBAL_PRODUCTS.map((slug) =>
  record(slug, TACROLIMUS_TARGET, {
    severityLevel: "major",
    interactionType: "unknown_interaction",
    mechanism:
      "Many herbs change the liver enzyme (CYP3A4) and gut pump that clear tacrolimus, or act on the immune system; for most, what they do to tacrolimus has not been studied.",
    expectedEffect:
      "Tacrolimus levels may rise (kidney and nerve side effects) or fall (a risk of rejecting the transplanted organ).",
    clinicalSignificance: TACROLIMUS_LEAFLET_ON_HERBS,
    recommendation: `Do not take ${name(slug).toLowerCase()} while you take tacrolimus unless your transplant team agrees: its leaflet says to avoid herbal products.`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Tacrolimus blood levels, if your team agrees to the herb.",
    evidenceLevel: 1,
    references: [REF_P12.advagrafLeaflet],
  }),
);

export const DRUG_INTERACTIONS_PART_103: DrugInteractionInput[] = [
  ...TACROLIMUS_AND_HERBS,
  record("noni", classTarget("hepatotoxic", "Medicines that can harm the liver"), {
    severityLevel: "moderate",
    interactionType: "additive_liver_toxicity",
    mechanism: "Noni has been linked to liver injury, which may add to a medicine that can harm the liver.",
    expectedEffect: "A higher chance of liver injury.",
    clinicalSignificance:
      "NCCIH says it may be unsafe to take noni along with certain medicines, including medicines that harm the liver.",
    recommendation:
      "Ask your doctor or pharmacist before taking noni with this medicine, and stop noni and see a doctor if your skin or eyes turn yellow.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Liver blood tests, as your doctor arranges.",
    evidenceLevel: 5,
    references: [REF_HERBS_2.nccihNoni],
  }),
];
