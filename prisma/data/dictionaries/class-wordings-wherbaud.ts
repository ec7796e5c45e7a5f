// Wordings met in the wherbaud round's herb audit for groups and conditions the dictionary already has: echinacea
// (Gale Encyclopedia of Alternative Medicine, issuhub.com copy) "immune system suppressant drugs following cancer
// treatment or organ transplant"; ginkgo (Healthwise, vawomenshealth.com) "people who already have bleeding problems"; St John's wort (NCI's PDQ nutrition in cancer care, patient table)
// "drugs that raise the level of serotonin in the brain, such as many antidepressants"; garlic (the same table) "drugs
// that treat high blood sugar".
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WHERBAUD: Wordings = {
  "blood-glucose-lowering": ["drugs that treat high blood sugar", "medicines that treat high blood sugar"],
  immunosuppressant: ["immune system suppressant drugs", "immune system suppressants"],
  "serotonergic-medicine": [
    "drugs that raise the level of serotonin in the brain",
    "drugs that raise the level of serotonin",
  ],
};

export const CONDITION_WORDINGS_WHERBAUD: Wordings = {
  "bleeding-disorder": ["bleeding problems"],
};
