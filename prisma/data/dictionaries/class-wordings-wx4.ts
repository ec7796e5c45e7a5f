// Wordings of dictionary conditions people type that the wx4 round's blind probe found unread, each with the page
// that says what the words mean.
import type { Wordings } from "./class-wordings";

export const CONDITION_WORDINGS_WX4: Wordings = {
  // CKD Explained glossary (UK): ESRF is "a term for advanced chronic kidney failure (Stage 5 CKD)"; "end-stage renal
  // disease (ESRD)" and "established renal failure" are alternative names (both already read).
  // https://ckdexplained.co.uk/glossary/esrf
  "kidney-failure": ["end-stage renal failure", "end stage renal failure", "ESRF"],
  // NHS 111 Wales encyclopaedia, "Heart transplant": an operation to replace a damaged or failing heart with a
  // healthy heart from a donor (a transplanted organ, with the anti-rejection medicines of any other).
  // http://111.wales.nhs.uk/Encyclopaedia/h/article/hearttransplant
  "organ-transplant": ["heart transplant", "heart transplant recipient"],
};
