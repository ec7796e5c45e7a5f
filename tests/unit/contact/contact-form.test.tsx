import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as z from "zod/mini";

import { CONTACT_SUCCESS_MESSAGE, ContactForm } from "@/components/contact/contact-form";
import { apiPost } from "@/lib/api/fetch-client";
import { contactMessageSchema, contactSubjectLabel } from "@/lib/contact/schemas";
import { ApiClientError } from "@/lib/errors/client-error";

import { renderWithQueryClient } from "../forms/render-with-query-client";

jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

beforeEach(() => mockedPost.mockReset());

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Your name"), "Sam Taylor");
  await user.type(screen.getByLabelText("Email address"), "sam@example.com");
  await user.selectOptions(screen.getByLabelText("Subject"), "Data protection request");
  await user.type(screen.getByLabelText("Message"), "Please send me a copy of my data.");
}

describe("contactMessageSchema", () => {
  it("trims fields and accepts the five subjects", () => {
    const result = z.parse(contactMessageSchema, {
      name: " Sam ",
      email: " sam@example.com ",
      subject: "other",
      message: "  ten chars!  ",
    });
    expect(result).toEqual({
      name: "Sam",
      email: "sam@example.com",
      subject: "other",
      message: "ten chars!",
    });
    expect(contactSubjectLabel("data-protection")).toBe("Data protection request");
  });

  it("counts the message length after trimming, from 10 to 5,000 characters", () => {
    const base = { name: "Sam", email: "sam@example.com", subject: "general" };
    expect(z.safeParse(contactMessageSchema, { ...base, message: `   ${"x".repeat(9)}   ` }).success).toBe(
      false,
    );
    expect(z.safeParse(contactMessageSchema, { ...base, message: "x".repeat(5000) }).success).toBe(true);
    expect(z.safeParse(contactMessageSchema, { ...base, message: "x".repeat(5001) }).success).toBe(false);
  });
});

describe("ContactForm", () => {
  it("shows each field's error beside it and does not send", async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByLabelText("Your name")).toHaveAccessibleDescription("Please enter your name");
    expect(screen.getByLabelText("Your name")).toHaveFocus();
    expect(screen.getByLabelText("Subject")).toHaveAccessibleDescription("Please choose a subject");
    expect(mockedPost).not.toHaveBeenCalled();
  });

  it("sends the message with an empty honeypot and shows the success state", async () => {
    mockedPost.mockResolvedValue({ id: "m1" });
    const user = userEvent.setup();
    renderWithQueryClient(<ContactForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(mockedPost).toHaveBeenCalledWith("/api/contact", {
      name: "Sam Taylor",
      email: "sam@example.com",
      subject: "data-protection",
      message: "Please send me a copy of my data.",
      website: "",
    });
    const confirmation = await screen.findByRole("status");
    expect(confirmation).toHaveTextContent(CONTACT_SUCCESS_MESSAGE);
    expect(confirmation).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect(screen.getByLabelText("Your name")).toHaveValue("");
    expect(screen.getByLabelText("Subject")).toHaveValue("");
  });

  it("shows the server's field errors and a clear failure message", async () => {
    mockedPost.mockRejectedValue(
      new ApiClientError({
        message: "Request validation failed",
        status: 400,
        code: "VALIDATION_ERROR",
        details: { fieldErrors: { email: ["Please enter a valid email address"] }, formErrors: [] },
      }),
    );
    const user = userEvent.setup();
    renderWithQueryClient(<ContactForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please correct the highlighted fields");
    expect(screen.getByLabelText("Email address")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
  });

  it("keeps what was typed when the server refuses with 429", async () => {
    mockedPost.mockRejectedValue(
      new ApiClientError({ message: "Rate limit", status: 429, code: "RATE_LIMIT_EXCEEDED" }),
    );
    const user = userEvent.setup();
    renderWithQueryClient(<ContactForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/several messages in the last hour/);
    expect(screen.getByLabelText("Message")).toHaveValue("Please send me a copy of my data.");
  });
});
