// Outside text headed for a provider's prompt: treated as data, never as words the model should follow.

/** Retailer names are short ("Holland & Barrett", "Chemist4U"): longer text is not a name. */
export const MAX_RETAILER_NAME_LENGTH = 40;
const MAX_NAME_WORDS = 6;
const UNNAMED_RETAILER = "an unnamed retailer";

/** Words a name has no use for, but an instruction to a language model does. */
const INSTRUCTION_WORDS =
  /\b(ignore|disregard|forget|instructions?|prompts?|system|assistant|developer|you|your|must|answer|respond|reply|say|tell|pretend|roleplay|override|jailbreak|previous|recommend)\b/i;

function nameCharacters(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/[^\p{L}\p{N}\p{M} &'’.+-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

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
