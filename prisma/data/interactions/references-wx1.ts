// Pages read in the wx1 round (a blind probe of UK product information), cited by its records; each was seen at
// this address.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WX1 = {
  /**
   * NHS, "Taking melatonin with other medicines and herbal supplements", under "Cautions with other medicines": "Some
   * medicines and melatonin can affect each other and increase your risk of side effects. Lots of medicines may
   * increase or decrease the drowsy-making (sedating) effects of melatonin. Tell your doctor or pharmacist if you're
   * taking any of these medicines before taking melatonin: antidepressants such as fluvoxamine or amitriptyline ...
   * opiates such as codeine or morphine for pain control ...".
   */
  nhsMelatoninOtherMedicines: {
    title: "Taking melatonin with other medicines and herbal supplements (NHS medicines information)",
    publisher: "NHS",
    url: "https://www.nhs.uk/medicines/melatonin/taking-melatonin-with-other-medicines-and-herbal-supplements/",
  },
} satisfies Record<string, Reference>;
