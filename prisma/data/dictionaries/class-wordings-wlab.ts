// Wordings of light treatment the wlab round read: "Ultraviolet light therapy, also known as ultraviolet (UV) phototherapy"
// (PAPAA, "Psoriasis and phototherapy"); "light therapy" alone stays unread, as it also names bright-light boxes.
import type { Wordings } from "./class-wordings";

export const CONDITION_WORDINGS_WLAB: Wordings = {
  phototherapy: [
    "ultraviolet light therapy",
    "UV light therapy",
    "UVB light therapy",
    "UV phototherapy",
    "ultraviolet phototherapy",
  ],
};
