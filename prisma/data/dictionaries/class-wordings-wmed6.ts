// UK brands of medicines the dictionary already holds, as the wmed6 round found them unread; each names that medicine alone.
import type { Wordings } from "./class-wordings";

export const MEDICINE_WORDINGS_WMED6: Wordings = {
  // "Each Loestrin 20 tablet contains: Norethisterone acetate 1mg, Ethinylestradiol 0.02mg" (emc, product 1060); Loestrin
  // 20 and 30 are both that pair, so the bare brand is the same pill.
  "ethinylestradiol-with-norethisterone": ["Loestrin"],
  // "Wind-eze Gel Caps … Each soft capsule contains: 125mg Simeticone" (UK SmPC, imedi.co.uk/wind-eze/summary); as printed,
  // with the hyphen the dictionary's "WindEze" does not match. "WindSetlers. Each Capsules contains simeticone 100mg" (emc 4929).
  simeticone: ["Wind-eze", "Wind-eze Gel Caps", "WindSetlers"],
  // "Traxam 3% w/w Gel, Felbinac 3% w/w Gel … Felbinac 3% w/w" (UK SmPC, patient-info.co.uk).
  felbinac: ["Traxam", "Traxam Pain Relief"],
};
