// Text that comes from outside (a retailer's feed) on its way into the assistant's facts and from there
// to an AI provider's prompt (docs/reference/assistant.md "Documents"): treated as data, never as words
// the model should follow. Kept to the characters a name needs, length-capped, dropped when it reads as
// an instruction, and quoted, so the provider sees where it starts and ends.

/** Retailer names are short ("Holland & Barrett", "Chemist4U"): longer text is not a name. */
export const MAX_RETAILER_NAME_LENGTH = 40;
const MAX_NAME_WORDS = 6;
const UNNAMED_RETAILER = "an unnamed retailer";

/** Words a name has no use for, but an instruction to a language model does. */
const INSTRUCTION_WORDS =
  /\b(ignore|disregard|forget|instructions?|prompts?|system|assistant|developer|you|your|must|answer|respond|reply|say|tell|pretend|roleplay|override|jailbreak|previous|recommend)\b/i;

/** Letters, digits, spaces and the punctuation names use; anything else (quotes, brackets, markup, colons) goes. */
function nameCharacters(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/[^\p{L}\p{N}\p{M} &'’.+-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A feed's retailer name as a quoted fact, or "an unnamed retailer" when it cannot be a name. */
export function quotedRetailerName(name: string): string {
  const cleaned = nameCharacters(name);
  const words = cleaned.split(" ").filter(Boolean);
  if (
    cleaned.length === 0 ||
    cleaned.length > MAX_RETAILER_NAME_LENGTH ||
    words.length > MAX_NAME_WORDS ||
    INSTRUCTION_WORDS.test(cleaned)
  )
    return UNNAMED_RETAILER;
  return `"${cleaned}"`;
}
