// zxcvbn-ts strength (lib/auth/password-strength.ts): the weak passwords issue 15 saw accepted are
// refused, the person's own email is no password, and passphrases pass.
import { MIN_PASSWORD_SCORE, passwordStrength } from "@/lib/auth/password-strength";

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
});
