// Password strength: zxcvbn-ts with its common and English dictionaries, the same estimate on the
// server (which refuses weak passwords, scoring them in a worker thread: lib/workers/) and in the
// sign-up and change-password meters. The dictionaries are a few hundred kB, so they are imported
// only when a check is first needed: the browser fetches them when someone starts typing a new
// password, and no other page pays for them.
import type { MatchExtended, ZxcvbnResult } from "@zxcvbn-ts/core";

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/**
 * zxcvbn's score 3 ("safely unguessable: moderate protection from an offline slow-hash scenario",
 * at least 10^8 guesses) is the least a new password must reach.
 */
export const MIN_PASSWORD_SCORE: StrengthScore = 3;

/**
 * zxcvbn's time grows steeply with length and l33t symbols, so only the first 64 characters are
 * scored; a longer password is judged by them.
 */
export const SCORED_PASSWORD_LENGTH = 64;
/** zxcvbn's l33t matcher tries at most this many substitutions (its default, 100, is most of the worst case). */
const L33T_MAX_SUBSTITUTIONS = 20;

/**
 * The site's own words, its subject and its country: the first words anyone guessing a password for
 * this site tries ("Supplement2026!", "London2026!!"). zxcvbn counts them as the person's own words.
 */
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

/** Said when a password is only one or two words with digits, a year or symbols added. */
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
  /** zxcvbn's English warning ("This is a very common password"), or ours, when there is one. */
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

/** Words from the person's own details that make a password guessable for them (email, names). */
function personalWords(inputs: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>(SITE_WORDS);
  for (const input of inputs) {
    if (!input) continue;
    words.add(input);
    for (const part of input.split(/[@.\s_+-]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * One or two dictionary words (in any of zxcvbn's lists, the site's or the person's own, l33t or
 * reversed included) and nothing else but at most six digits and symbols: the word-plus-year-plus-"!"
 * shape that guessing tools try first, which zxcvbn alone rates "Good" ("London2026!!").
 */
function isDecoratedWords(sequence: readonly MatchExtended[]): boolean {
  const words = sequence.filter((match) => match.pattern === "dictionary").length;
  const rest = sequence
    .filter((match) => match.pattern !== "dictionary")
    .map((match) => match.token)
    .join("");
  return words >= 1 && words <= 2 && rest.length <= 6 && !/\p{L}/u.test(rest);
}

/** The strength of `password`, taking the site's words and the person's own details (email, names) into account. */
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
