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
  // A low potassium diet is what renal teams give people whose blood potassium is high, not low: East Kent Hospitals'
  // renal dietitians write for "people who have been told that they need to lower their potassium levels", and the
  // Northern Care Alliance's leaflet is given "because the level of potassium in your blood has been high recently".
  // https://leaflets.ekhuft.nhs.uk/controlling-potassium-intake-advice-for-people-living-with-kidney-disease/html
  // https://northerncarealliance.nhs.uk/patient-information/patient-leaflets/dietetics-short-term-potassium-lowering-advice-inpatients
  hyperkalaemia: [
    "low potassium diet",
    "low-potassium diet",
    "potassium restricted diet",
    "potassium-restricted diet",
    "potassium restriction",
  ],
};
