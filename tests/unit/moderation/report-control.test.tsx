// The "Report" control on community stacks and reviews: who sees it, the form opening on its first field,
// refusals beside the field they name, and the thank-you note taking the focus once the report is sent.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { useSession } from "@/components/auth/session";
import { ReportControl } from "@/components/moderation/report-control";
import { LazyReportControl } from "@/components/moderation/report-control-loader";
import { apiPost } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";
import { REPORT_RECEIVED_MESSAGE } from "@/lib/moderation/schemas";

import { renderWithQueryClient } from "../forms/render-with-query-client";

jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
jest.mock("@/components/auth/session", () => ({ useSession: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

function sessionIs(status: "authenticated" | "unauthenticated" | "loading") {
  jest.mocked(useSession).mockReturnValue({
    data: null,
    status,
    update: () => Promise.resolve(null),
  });
}

beforeEach(() => {
  mockedPost.mockReset();
  sessionIs("authenticated");
});

test("signed out, a stack offers sign-in and a review offers nothing", () => {
  sessionIs("unauthenticated");
  const { unmount } = renderWithQueryClient(
    <LazyReportControl target="stack" id="s 1" label="Report this stack" signInReturn="/stack/s 1" />,
  );
  expect(screen.getByRole("link", { name: "Sign in to report" })).toHaveAttribute(
    "href",
    "/login?callbackUrl=%2Fstack%2Fs%201",
  );
  unmount();
  renderWithQueryClient(<LazyReportControl target="review" id="r-1" label="Report the review by Ada U." />);
  expect(screen.queryByRole("link")).toBeNull();
  expect(screen.queryByRole("button")).toBeNull();
});

test("while the session is read, a stack shows neither the link nor the control", () => {
  sessionIs("loading");
  renderWithQueryClient(
    <LazyReportControl target="stack" id="s 1" label="Report this stack" signInReturn="/stack/s 1" />,
  );
  expect(screen.queryByRole("link")).toBeNull();
  expect(screen.queryByRole("button")).toBeNull();
});

test("the form opens on the reason; Cancel returns to Report", async () => {
  const user = userEvent.setup();
  renderWithQueryClient(<ReportControl target="review" id="r-1" label="Report the review by Ada U." />);
  await user.click(screen.getByRole("button", { name: "Report the review by Ada U." }));
  expect(screen.getByRole("form", { name: "Report the review by Ada U." })).toBeInTheDocument();
  expect(screen.getByLabelText("Why are you reporting this?")).toHaveFocus();
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(await screen.findByRole("button", { name: "Report the review by Ada U." })).toHaveFocus();
  expect(mockedPost).not.toHaveBeenCalled();
});

test("a refused reason is said beside the field, which takes the focus", async () => {
  mockedPost.mockRejectedValue(
    new ApiClientError({
      message: "Request validation failed",
      status: 400,
      code: "VALIDATION_ERROR",
      details: { formErrors: [], fieldErrors: { reason: ["Choose why you are reporting this"] } },
    }),
  );
  const user = userEvent.setup();
  renderWithQueryClient(<ReportControl target="stack" id="s-1" label="Report this stack" />);
  await user.click(screen.getByRole("button", { name: "Report this stack" }));
  await user.click(screen.getByRole("button", { name: "Send report" }));
  const reason = screen.getByLabelText("Why are you reporting this?");
  expect(await screen.findByText("Choose why you are reporting this")).toBeInTheDocument();
  expect(reason).toHaveFocus();
  expect(reason).toHaveAccessibleDescription("Choose why you are reporting this");
});

test("a refusal about the whole report is shown above the form", async () => {
  mockedPost.mockRejectedValue(
    new ApiClientError({
      message: "own",
      status: 400,
      code: "VALIDATION_ERROR",
      details: {
        formErrors: ["This is your own review: edit or delete it instead of reporting it."],
        fieldErrors: {},
      },
    }),
  );
  const user = userEvent.setup();
  renderWithQueryClient(<ReportControl target="review" id="r-1" label="Report the review by Ada U." />);
  await user.click(screen.getByRole("button", { name: "Report the review by Ada U." }));
  await user.selectOptions(screen.getByLabelText("Why are you reporting this?"), "spam");
  await user.click(screen.getByRole("button", { name: "Send report" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "This is your own review: edit or delete it instead of reporting it.",
  );
  expect(screen.getByRole("button", { name: "Send report" })).toHaveFocus();
});

test("a sent report posts the reason and trimmed note, then thanks the reporter where the focus is", async () => {
  mockedPost.mockResolvedValue({ status: "received", message: REPORT_RECEIVED_MESSAGE });
  const user = userEvent.setup();
  renderWithQueryClient(<ReportControl target="stack" id="s/1" label="Report this stack" />);
  await user.click(screen.getByRole("button", { name: "Report this stack" }));
  await user.selectOptions(screen.getByLabelText("Why are you reporting this?"), "harmful_advice");
  await user.type(
    screen.getByLabelText(/Anything a moderator should know/),
    "  Doses far above the upper level  ",
  );
  await user.click(screen.getByRole("button", { name: "Send report" }));
  expect(mockedPost).toHaveBeenCalledWith("/api/stacks/s%2F1/report", {
    reason: "harmful_advice",
    note: "Doses far above the upper level",
  });
  const thanks = await screen.findByRole("status");
  expect(thanks).toHaveTextContent(REPORT_RECEIVED_MESSAGE);
  expect(thanks).toHaveFocus();
  expect(screen.queryByRole("button", { name: "Report this stack" })).toBeNull();
});

test("a review's control loads for a signed-in reader only", async () => {
  sessionIs("unauthenticated");
  const { unmount } = renderWithQueryClient(
    <LazyReportControl target="review" id="r-1" label="Report the review by Ada U." />,
  );
  expect(screen.queryByRole("button")).toBeNull();
  unmount();
  sessionIs("authenticated");
  renderWithQueryClient(<LazyReportControl target="review" id="r-1" label="Report the review by Ada U." />);
  expect(await screen.findByRole("button", { name: "Report the review by Ada U." })).toBeInTheDocument();
});
