// UK brands of medicines the dictionary already holds, as the wmed6 round found them unread; each names that medicine alone.
import type { Wordings } from "./class-wordings";

export const MEDICINE_WORDINGS_WMED6: Wordings = {
  // "Each Loestrin 20 tablet contains: Norethisterone acetate 1mg, Ethinylestradiol 0.02mg" (emc, product 1060); Loestrin
  // 20 and 30 are both that pair, so the bare brand is the same pill.
  "ethinylestradiol-with-norethisterone": ["Loestrin"],
};
