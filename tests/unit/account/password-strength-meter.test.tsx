// The strength meter under a new password (components/auth/password-strength-meter.tsx): nothing
// until something is typed, then zxcvbn-ts's verdict in words, announced politely.
// (The first estimate loads the dictionaries, which takes a moment in jsdom.)
import { render, screen } from "@testing-library/react";
import { PasswordStrengthMeter } from "@/components/auth/password-strength-meter";

describe("PasswordStrengthMeter", () => {
  it("shows nothing for an empty password", () => {
    const { container } = render(<PasswordStrengthMeter password="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("calls a much-used password weak and asks for a stronger one", async () => {
    render(<PasswordStrengthMeter password="Summer2024" />);
    const status = await screen.findByRole("status", {}, { timeout: 10_000 });
    expect(status).toHaveTextContent(/Password strength: (Very weak|Weak|Fair)/);
    expect(status).toHaveTextContent('choose a stronger one (at least "Good")');
  });

  it("calls a passphrase good or strong", async () => {
    render(<PasswordStrengthMeter password="Tea-Kettle-Lighthouse-31" userInputs={["sam@example.com"]} />);
    const status = await screen.findByRole("status", {}, { timeout: 10_000 });
    expect(status).toHaveTextContent(/Password strength: (Good|Strong)$/);
  });
});
