// Password strength (issue 15, item 7): zxcvbn-ts with its common and English dictionaries, the
// same estimate on the server (which refuses weak passwords) and in the sign-up and change-password
// meters. The dictionaries are a few hundred kB, so they are imported only when a check is first
// needed: the browser fetches them when someone starts typing a new password, and no other page
// pays for them.
import type { ZxcvbnResult } from "@zxcvbn-ts/core";

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/**
 * zxcvbn's score 3 ("safely unguessable: moderate protection from an offline slow-hash scenario",
 * about 10^10 guesses) is the least a new password must reach.
 */
export const MIN_PASSWORD_SCORE: StrengthScore = 3;

export const WEAK_PASSWORD_MESSAGE =
  "This password is too easy to guess. Try a longer one, such as three or four unrelated words.";

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
  /** zxcvbn's English warning ("This is a very common password"), when it has one. */
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
  });
  return (password, userInputs) => factory.check(password, userInputs);
}

/** Words from the person's own details that make a password guessable for them (email, names). */
function personalWords(inputs: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    if (!input) continue;
    words.add(input);
    for (const part of input.split(/[@.\s_+-]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** The strength of `password`, taking the person's own details (email, names) into account. */
export async function passwordStrength(
  password: string,
  userInputs: readonly (string | null | undefined)[] = [],
): Promise<PasswordStrength> {
  checker ??= loadChecker();
  const result = (await checker)(password, personalWords(userInputs));
  return {
    score: result.score,
    acceptable: result.score >= MIN_PASSWORD_SCORE,
    warning: result.feedback.warning ?? null,
    suggestions: result.feedback.suggestions,
  };
}
