// Wordings of the group of medicines that can harm the liver (medicine-classes-whep.ts), as herbs' texts and people write them.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WHEP: Wordings = {
  hepatotoxic: [
    "medicines that can harm the liver",
    "medicines that harm the liver",
    "medicines that may harm the liver",
    "medications that harm the liver",
    "medications that can harm the liver",
    "drugs that harm the liver",
    "drugs that can harm the liver",
    "drugs that affect the liver",
    "drugs that can affect the liver",
    "medicines that affect the liver",
    "medicines that can damage the liver",
    "drugs that can damage the liver",
    "drugs that may injure the liver",
    "hepatotoxic drugs",
    "hepatotoxic medicines",
    "hepatotoxic medications",
    "hepatotoxic agents",
    "liver-toxic medicines",
    "liver toxic medicines",
    "liver-toxic drugs",
  ],
};
