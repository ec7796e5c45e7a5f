// The assistant's triage test sets: messages as people write them, each with the emergency families
// a right answer may name (empty for an ordinary message). Written from NHS pages and realistic patient
// wording, independently of the classifier's patterns (lib/assistant/triage/).
import type { TriageFamily } from "@/lib/assistant/triage/families";

export { TRIAGE_FAMILIES, type TriageFamily } from "@/lib/assistant/triage/families";

export interface TriageCase {
  /** The message as typed (typos, no apostrophes, text speak and all). */
  message: string;
  /** The person's earlier messages in the conversation, oldest first, when the case depends on them. */
  earlier?: string[];
  /** Families a right answer may name; empty: an ordinary message that must not be treated as an emergency. */
  families: TriageFamily[];
  /** For an ordinary message, what makes it look like one: an idiom, a past event, a question about a dose. */
  note?: string;
  /** Key of the NHS (or other UK) page the case was written from, in the set's REFERENCES. */
  source?: string;
}
