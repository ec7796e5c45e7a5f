// References first cited by the records of the ingredients added in 2026-11 (supplement-interactions-part-4.ts,
// drug-interactions-part-9.ts, medical-contraindications-part-3.ts). Only pages known to exist.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";
import { epar, nccih } from "./references";

export const REF3 = {
  /** Safety: concerns it might interact with anticoagulants; caution with gallstone disease (bile flow). */
  nccihGinger: nccih("ginger", "Ginger"),
  /** Safety: may increase bleeding with warfarin; may increase some complications of pregnancy. */
  nccihEveningPrimrose: nccih("evening-primrose-oil", "Evening Primrose Oil"),
  /** Safety: allergic reactions; may interact with cyclosporine and warfarin. */
  nccihChamomile: nccih("chamomile", "Chamomile"),
  /** Safety: liver damage reported with products labelled black cohosh. */
  nccihBlackCohosh: nccih("black-cohosh", "Black Cohosh"),
  /** Safety: risk of severe liver damage. */
  nccihKava: nccih("kava", "Kava"),
  /** Safety: not in pregnancy, breastfeeding or infants (berberine and newborn jaundice); affects medicines. */
  nccihGoldenseal: nccih("goldenseal", "Goldenseal"),
  /** Safety: should not be used in pregnancy. */
  nccihFeverfew: nccih("feverfew", "Feverfew"),
  /** Safety: use in pregnancy may be linked with birth defects. */
  nccihFenugreek: nccih("fenugreek", "Fenugreek"),
  /** Safety: raised heart rate and blood pressure, alone or with caffeine. */
  nccihBitterOrange: nccih("bitter-orange", "Bitter Orange"),
  /** Safety: heart attacks, seizures and raised blood pressure reported. */
  nccihYohimbe: nccih("yohimbe", "Yohimbe"),
  /** Safety: coumarin in cassia cinnamon can harm the liver in sensitive people. */
  nccihCinnamon: nccih("cinnamon", "Cinnamon"),
  /** Safety: raw butterbur's pyrrolizidine alkaloids damage the liver. */
  nccihButterbur: nccih("butterbur", "Butterbur"),
  /** Safety: may interact with medicines that suppress the immune system. */
  nccihAstragalus: nccih("astragalus", "Astragalus"),
  /** Safety: may affect the dopamine system and hormones. */
  nccihChasteberry: nccih("chasteberry", "Chasteberry"),
  /** Safety: high in potassium; liver damage reported. */
  nccihNoni: nccih("noni", "Noni"),
  /** Sections 4.4 and 4.5: clobazam, valproate (liver enzymes) and other CNS depressants. */
  epidyolexEpar: epar("epidyolex", "Epidyolex (cannabidiol), sections 4.4 and 4.5"),
  fsaCbd: {
    title: "Cannabidiol (CBD): advice for consumers (not in pregnancy, breastfeeding or with medicines)",
    publisher: "Food Standards Agency",
    url: "https://www.food.gov.uk/safety-hygiene/cannabidiol-cbd",
  },
  odsWeightLoss: {
    title:
      "Dietary Supplements for Weight Loss: Fact Sheet for Health Professionals (caffeine, guarana, green coffee)",
    publisher: "NIH Office of Dietary Supplements",
    url: "https://ods.od.nih.gov/factsheets/WeightLoss-HealthProfessional/",
  },
  lpiResveratrol: {
    title: "Resveratrol - Micronutrient Information Center (drug interactions)",
    publisher: "Linus Pauling Institute, Oregon State University",
    url: "https://lpi.oregonstate.edu/mic/dietary-factors/phytochemicals/resveratrol",
  },
  /** 0.5 mg or less a day of iodine supplements is unlikely to cause harm. */
  nhsIodine: {
    title: "Iodine - Vitamins and minerals",
    publisher: "NHS",
    url: "https://www.nhs.uk/conditions/vitamins-and-minerals/iodine/",
  },
} satisfies Record<string, Reference>;
