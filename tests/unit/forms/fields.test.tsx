import { render, screen } from "@testing-library/react";

import { CheckboxField, FormField, SubmitButton, TextField } from "@/components/forms/fields";
import { Select } from "@/components/ui/input";

test("a text field is labelled, described by its hint and its error, and marked invalid", () => {
  render(
    <TextField
      label="Email address"
      name="email"
      hint="We never share it."
      error="Please enter a valid email address"
    />,
  );
  const input = screen.getByLabelText("Email address");
  expect(input).toHaveAttribute("name", "email");
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(input).toHaveAccessibleDescription("We never share it. Please enter a valid email address");
});

test("without an error the control is valid and described by its hint only", () => {
  render(<TextField label="Password" hint="At least 8 characters." />);
  const input = screen.getByLabelText("Password");
  expect(input).not.toHaveAttribute("aria-invalid");
  expect(input).toHaveAccessibleDescription("At least 8 characters.");
});

test("FormField links any primitive: a select with its error", () => {
  render(
    <FormField label="Subject" error="Please choose a subject">
      {(control) => (
        <Select {...control} defaultValue="">
          <option value="">Choose a subject</option>
        </Select>
      )}
    </FormField>,
  );
  expect(screen.getByLabelText("Subject")).toHaveAccessibleDescription("Please choose a subject");
  expect(screen.getByLabelText("Subject")).toHaveAttribute("aria-invalid", "true");
});

test("a checkbox field has its label beside it and its error linked", () => {
  render(<CheckboxField label="I am 18 or over" error="You must confirm that you are 18 or over" />);
  const box = screen.getByRole("checkbox", { name: "I am 18 or over" });
  expect(box).toHaveAttribute("aria-invalid", "true");
  expect(box).toHaveAccessibleDescription("You must confirm that you are 18 or over");
});

test("the submit button is busy and disabled while sending", () => {
  const { rerender } = render(<SubmitButton busy={false}>Sign in</SubmitButton>);
  expect(screen.getByRole("button", { name: "Sign in" })).toHaveAttribute("type", "submit");
  expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  rerender(<SubmitButton busy>Signing in…</SubmitButton>);
  expect(screen.getByRole("button", { name: "Signing in…" })).toBeDisabled();
  expect(screen.getByRole("button", { name: "Signing in…" })).toHaveAttribute("aria-busy", "true");
});
