import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ReviewForm } from "@/components/reviews/review-form";
import { apiDelete, apiPut } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";

import { renderWithQueryClient } from "../forms/render-with-query-client";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPut: jest.fn(), apiDelete: jest.fn() }));
const mockedPut = jest.mocked(apiPut);
const mockedDelete = jest.mocked(apiDelete);

beforeEach(() => {
  refresh.mockReset();
  mockedPut.mockReset().mockResolvedValue({ review: {} });
  mockedDelete.mockReset().mockResolvedValue({ deleted: true });
});

describe("ReviewForm's checks", () => {
  it("uses the server's schema: a rating is required and the body needs 10 characters", async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<ReviewForm supplementId="p" initial={null} />);
    await user.type(screen.getByLabelText("Your review"), "short");
    await user.click(screen.getByRole("button", { name: "Post review" }));
    expect(screen.getByRole("group", { name: "Your rating" })).toHaveAccessibleDescription(
      "Choose a rating from 1 to 5 stars",
    );
    expect(screen.getByLabelText("Your review")).toHaveAccessibleDescription(
      /Your review must be at least 10 characters$/,
    );
    // Focus moves to the first field in error: the first star.
    expect(screen.getByRole("radio", { name: "1 star" })).toHaveFocus();
    expect(mockedPut).not.toHaveBeenCalled();
  });
});

describe("ReviewForm", () => {
  it("shows field errors without sending, then posts a valid review and refreshes the page", async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<ReviewForm supplementId="prod 1" initial={null} />);
    expect(screen.getByRole("heading", { name: "Write a review" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Post review" }));
    expect(screen.getByText("Choose a rating from 1 to 5 stars")).toBeInTheDocument();
    expect(screen.getByLabelText("Your review")).toHaveAttribute("aria-invalid", "true");
    expect(mockedPut).not.toHaveBeenCalled();

    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    await user.type(screen.getByLabelText("Title (optional)"), "Helpful");
    await user.type(screen.getByLabelText("Your review"), "Sleeping better after a fortnight.");
    await user.click(screen.getByRole("button", { name: "Post review" }));

    expect(mockedPut).toHaveBeenCalledWith("/api/supplements/prod%201/reviews/mine", {
      rating: 4,
      title: "Helpful",
      body: "Sleeping better after a fortnight.",
    });
    expect(refresh).toHaveBeenCalled();
    expect(await screen.findByRole("button", { name: "Update review" })).toBeInTheDocument();
  });

  it("shows the server's field errors", async () => {
    mockedPut.mockRejectedValue(
      new ApiClientError({
        message: "bad",
        status: 400,
        code: "VALIDATION_ERROR",
        details: { fieldErrors: { body: ["Your review must be 2,000 characters or fewer"] }, formErrors: [] },
      }),
    );
    const user = userEvent.setup();
    renderWithQueryClient(
      <ReviewForm supplementId="p" initial={{ rating: 3, title: null, body: "An existing review." }} />,
    );
    await user.click(screen.getByRole("button", { name: "Update review" }));
    expect(await screen.findByText("Your review must be 2,000 characters or fewer")).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("edits and deletes the user's own review after confirmation", async () => {
    const user = userEvent.setup();
    renderWithQueryClient(
      <ReviewForm supplementId="p" initial={{ rating: 5, title: "Great", body: "An existing review." }} />,
    );
    expect(screen.getByRole("heading", { name: "Edit your review" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "5 stars" })).toBeChecked();
    expect(screen.getByLabelText("Title (optional)")).toHaveValue("Great");

    await user.click(screen.getByRole("button", { name: "Delete review" }));
    expect(mockedDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Yes, delete it" }));
    expect(mockedDelete).toHaveBeenCalledWith("/api/supplements/p/reviews/mine");
    expect(refresh).toHaveBeenCalled();
    expect(await screen.findByRole("button", { name: "Post review" })).toBeInTheDocument();
    expect(screen.getByLabelText("Your review")).toHaveValue("");
  });
});
