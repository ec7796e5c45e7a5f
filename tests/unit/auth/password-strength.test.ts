// zxcvbn-ts strength (lib/auth/password-strength.ts): weak passwords that an earlier check
// accepted are refused, the person's own email is no password, the site's words with a year or symbols are no
// password either, and passphrases pass.
import {
  DECORATED_WORDS_WARNING,
  MIN_PASSWORD_SCORE,
  passwordStrength,
  SCORED_PASSWORD_LENGTH,
} from "@/lib/auth/password-strength";

const EMAIL = "priya.sharma@example.com";

describe("passwordStrength", () => {
  it.each(["aaaaaaaa", "Summer2024", "supplement", "password1", "qwerty123", "Liverpool1"])(
    "refuses %j",
    async (password) => {
      const strength = await passwordStrength(password);
      expect(strength.score).toBeLessThan(MIN_PASSWORD_SCORE);
      expect(strength.acceptable).toBe(false);
    },
  );

  it("refuses the person's own email and name as a password", async () => {
    expect((await passwordStrength(EMAIL, [EMAIL])).acceptable).toBe(false);
    expect((await passwordStrength("priyasharma", [EMAIL, "Priya", "Sharma"])).acceptable).toBe(false);
    // The same words score higher for someone else: they are not that person's details.
    expect((await passwordStrength("priyasharma")).score).toBeGreaterThan(
      (await passwordStrength("priyasharma", [EMAIL, "Priya", "Sharma"])).score,
    );
  });

  it.each(["Tea-Kettle-Lighthouse-31", "Correct-Horse-Battery-42", "A-Brand-New-Passphrase-7"])(
    "accepts the passphrase %j",
    async (password) => {
      expect((await passwordStrength(password, [EMAIL])).acceptable).toBe(true);
    },
  );

  it("gives zxcvbn's English feedback for a much-used password", async () => {
    const strength = await passwordStrength("password");
    expect(strength.score).toBe(0);
    expect(strength.warning).toBe("This is a heavily used password.");
  });

  it.each([
    "Supplement2026!",
    "London2026!!",
    "ilovemydog2024",
    "Sup3rS3cur3!",
    "StackBuilder2025!",
    "Vitamins2026!",
    "Manchester2025!",
    "NHS2024!",
  ])("refuses %j: a word or two with a year or symbols added", async (password) => {
    const strength = await passwordStrength(password, [EMAIL]);
    expect(strength.acceptable).toBe(false);
    expect(strength.score).toBeLessThan(MIN_PASSWORD_SCORE);
  });

  it("says why when zxcvbn alone would have rated the password good", async () => {
    expect((await passwordStrength("ilovemydog2024")).warning).toBe(DECORATED_WORDS_WARNING);
  });

  it.each(["CorrectHorseBattery2024", "Smart-Supplement-Stack-Builder-UK", "tq8#Lm2!vR9z"])(
    "accepts %j: three or more words, or no words at all",
    async (password) => {
      expect((await passwordStrength(password, [EMAIL])).acceptable).toBe(true);
    },
  );

  it("scores only the first characters of a very long password", async () => {
    const weakStart = "a".repeat(SCORED_PASSWORD_LENGTH);
    expect((await passwordStrength(`${weakStart}Tea-Kettle-Lighthouse-31`)).acceptable).toBe(false);
    expect((await passwordStrength(`Tea-Kettle-Lighthouse-31${weakStart}`)).acceptable).toBe(true);
  });
});
