// The /email-changed page's reading of its URL and the emails of an email change.
import { EMAIL_CHANGE_LINK_PROBLEMS, emailChangeProblemOf } from "@/lib/auth/messages";
import { emailChangeConfirmationEmail, emailChangedNoticeEmail } from "@/lib/mail/templates";

describe("emailChangeProblemOf", () => {
  it("reads no problem as a change made, a known one as itself and anything else as invalid", () => {
    expect(emailChangeProblemOf(undefined)).toBeNull();
    for (const problem of Object.keys(EMAIL_CHANGE_LINK_PROBLEMS))
      expect(emailChangeProblemOf(problem)).toBe(problem);
    expect(emailChangeProblemOf("toString")).toBe("invalid");
    expect(emailChangeProblemOf("")).toBe("invalid");
  });
});

describe("email change mail", () => {
  it("sends the link to the new address and says nothing changes until it is opened", () => {
    const mail = emailChangeConfirmationEmail("new@example.com", "Ann", "https://example.test/x?token=abc");
    expect(mail.to).toBe("new@example.com");
    expect(mail.text).toContain("https://example.test/x?token=abc");
    expect(mail.text).toContain("expires in 24 hours");
    expect(mail.text).toContain("until then you keep signing in with your current address");
  });

  it("tells the old address which address the account moved to, escaping it in HTML", () => {
    const mail = emailChangedNoticeEmail(
      "old@example.com",
      "Ann",
      "<new>@example.com",
      "https://example.test/contact",
    );
    expect(mail.to).toBe("old@example.com");
    expect(mail.text).toContain("<new>@example.com");
    expect(mail.html).toContain("&lt;new&gt;@example.com");
    expect(mail.html).not.toContain("<new>@");
  });
});
