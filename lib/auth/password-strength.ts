// The dictionaries are a few hundred kB, so they load only when a check is first needed.
import type { MatchExtended, ZxcvbnResult } from "@zxcvbn-ts/core";

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

// zxcvbn's 3: "safely unguessable: moderate protection from an offline slow-hash scenario".
export const MIN_PASSWORD_SCORE: StrengthScore = 3;

export const SCORED_PASSWORD_LENGTH = 64;
// zxcvbn's default, 100, is most of the worst case.
const L33T_MAX_SUBSTITUTIONS = 20;

const SITE_WORDS: readonly string[] = [
  "smart",
  "supplement",
  "supplements",
  "stack",
  "stacks",
  "builder",
  "vitamin",
  "vitamins",
  "mineral",
  "minerals",
  "health",
  "healthy",
  "wellness",
  "nutrition",
  "uk",
  "gb",
  "nhs",
  "britain",
  "british",
  "england",
  "english",
  "scotland",
  "wales",
  "london",
];

export const WEAK_PASSWORD_MESSAGE =
  "This password is too easy to guess. Try a longer one, such as three or four unrelated words.";

export const DECORATED_WORDS_WARNING =
  "One or two words with a year, digits or symbols added are among the first guesses.";

export const STRENGTH_LABELS: Record<StrengthScore, string> = {
  0: "Very weak",
  1: "Weak",
  2: "Fair",
  3: "Good",
  4: "Strong",
};

export interface PasswordStrength {
  score: StrengthScore;
  acceptable: boolean;
  warning: string | null;
  suggestions: string[];
}

type Check = (password: string, userInputs?: (string | number)[]) => ZxcvbnResult;

let checker: Promise<Check> | undefined;

async function loadChecker(): Promise<Check> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]);
  const factory = new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    maxLength: SCORED_PASSWORD_LENGTH,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return (password, userInputs) => factory.check(password, userInputs);
}

function personalWords(inputs: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>(SITE_WORDS);
  for (const input of inputs) {
    if (!input) continue;
    words.add(input);
    for (const part of input.split(/[@.\s_+-]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

// The word-plus-year-plus-"!" shape guessing tools try first, which zxcvbn alone rates "Good".
function isDecoratedWords(sequence: readonly MatchExtended[]): boolean {
  const words = sequence.filter((match) => match.pattern === "dictionary").length;
  const rest = sequence
    .filter((match) => match.pattern !== "dictionary")
    .map((match) => match.token)
    .join("");
  return words >= 1 && words <= 2 && rest.length <= 6 && !/\p{L}/u.test(rest);
}

export async function passwordStrength(
  password: string,
  userInputs: readonly (string | null | undefined)[] = [],
): Promise<PasswordStrength> {
  checker ??= loadChecker();
  const result = (await checker)(password, personalWords(userInputs));
  if (result.score >= MIN_PASSWORD_SCORE && isDecoratedWords(result.sequence)) {
    // Shown as "Fair": just short of acceptable, whatever zxcvbn made of it.
    return {
      score: 2,
      acceptable: false,
      warning: DECORATED_WORDS_WARNING,
      suggestions: result.feedback.suggestions,
    };
  }
  return {
    score: result.score,
    acceptable: result.score >= MIN_PASSWORD_SCORE,
    warning: result.feedback.warning ?? null,
    suggestions: result.feedback.suggestions,
  };
}
