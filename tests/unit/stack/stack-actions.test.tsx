// Publishing and unpublishing on /stack/{id}: the control pressed goes away, so the focus moves to the one
// that takes its place and the outcome is said; a title the server refuses is said beside the field.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { useSession } from "@/components/auth/session";
import { StackActions, type StackActionsProps } from "@/components/stacks/stack-actions";
import { apiDelete, apiPost } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";

import { renderWithQueryClient } from "../forms/render-with-query-client";

const mockRouter = { refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn(), apiDelete: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
jest.mock("@/components/auth/session", () => ({ useSession: jest.fn() }));
jest.mock("@/components/stacks/copy-to-stack", () => ({ CopyToStack: () => null }));
const mockedPost = jest.mocked(apiPost);
const mockedDelete = jest.mocked(apiDelete);

const stack = (isPublished: boolean): StackActionsProps["stack"] => ({
  id: "s-1",
  name: "Winter minerals",
  goal: null,
  notes: null,
  version: 2,
  items: [],
  isPublished,
  publishedTitle: isPublished ? "Winter minerals" : null,
  publishedDescription: null,
});

beforeEach(() => {
  jest.clearAllMocks();
  mockedPost.mockReset();
  mockedDelete.mockReset();
  jest.mocked(useSession).mockReturnValue({
    data: null,
    status: "authenticated",
    update: () => Promise.resolve(null),
  } as unknown as ReturnType<typeof useSession>);
});

function renderActions(isPublished: boolean) {
  return renderWithQueryClient(
    <StackActions stack={stack(isPublished)} isOwner likeCount={0} likedByViewer={false} />,
  );
}

test("the form opens on its title; Cancel returns to the button that opened it", async () => {
  const user = userEvent.setup();
  renderActions(false);
  await user.click(screen.getByRole("button", { name: "Publish to the community" }));
  expect(screen.getByLabelText("Title")).toHaveFocus();
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(screen.getByRole("button", { name: "Publish to the community" })).toHaveFocus();
});

test("publishing says so and leaves the focus on Unpublish, which in turn returns to Publish", async () => {
  mockedPost.mockResolvedValue({ stack: {} });
  mockedDelete.mockResolvedValue({ stack: {} });
  const user = userEvent.setup();
  renderActions(false);
  await user.click(screen.getByRole("button", { name: "Publish to the community" }));
  await user.click(screen.getByRole("button", { name: "Publish" }));
  expect(mockedPost).toHaveBeenCalledWith("/api/stacks/s-1/publish", {
    title: "Winter minerals",
    goal: null,
    description: null,
  });
  expect(await screen.findByRole("button", { name: "Unpublish" })).toHaveFocus();
  expect(screen.getByRole("status")).toHaveTextContent("Published: your stack is in Community Stacks.");
  expect(mockRouter.refresh).toHaveBeenCalled();

  await user.click(screen.getByRole("button", { name: "Unpublish" }));
  expect(await screen.findByRole("button", { name: "Publish to the community" })).toHaveFocus();
  expect(screen.getByRole("status")).toHaveTextContent("Unpublished: the stack is private again.");
});

test("an empty title refused by the server is said beside the field, which takes the focus", async () => {
  mockedPost.mockRejectedValue(
    new ApiClientError({
      message: "Request validation failed",
      status: 400,
      code: "VALIDATION_ERROR",
      details: { formErrors: [], fieldErrors: { title: ["Please give the published stack a title"] } },
    }),
  );
  const user = userEvent.setup();
  renderActions(false);
  await user.click(screen.getByRole("button", { name: "Publish to the community" }));
  await user.clear(screen.getByLabelText("Title"));
  await user.click(screen.getByRole("button", { name: "Publish" }));
  const title = screen.getByLabelText("Title");
  expect(await screen.findByText("Please give the published stack a title")).toBeInTheDocument();
  expect(title).toHaveAttribute("aria-invalid", "true");
  expect(title).toHaveAccessibleDescription("Please give the published stack a title");
  expect(title).toHaveFocus();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("a refusal that names no field is said in an alert; the focus returns to the button pressed", async () => {
  // A busy button is disabled and the browser drops its focus to the page; jsdom keeps it, so drop it here.
  const failing = () => {
    (document.activeElement as HTMLElement | null)?.blur();
    return Promise.reject(new ApiClientError({ message: "no", status: 403, code: "AUTHORIZATION_ERROR" }));
  };
  mockedPost.mockImplementation(failing);
  mockedDelete.mockImplementation(failing);
  const user = userEvent.setup();
  const { unmount } = renderActions(false);
  await user.click(screen.getByRole("button", { name: "Publish to the community" }));
  await user.click(screen.getByRole("button", { name: "Publish" }));
  expect(await screen.findByRole("alert")).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole("button", { name: "Publish" })).toHaveFocus());
  unmount();

  renderActions(true);
  await user.click(screen.getByRole("button", { name: "Unpublish" }));
  await waitFor(() => expect(screen.getByRole("button", { name: "Unpublish" })).toHaveFocus());
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
});

test("republishing starts from the title and description last published, not the private name", async () => {
  mockedPost.mockResolvedValue({ stack: {} });
  const user = userEvent.setup();
  renderWithQueryClient(
    <StackActions
      stack={{
        ...stack(false),
        publishedTitle: "Minerals for winter runners",
        publishedDescription: "What I take from October.",
      }}
      isOwner
      likeCount={0}
      likedByViewer={false}
    />,
  );
  await user.click(screen.getByRole("button", { name: "Publish to the community" }));
  expect(screen.getByLabelText("Title")).toHaveValue("Minerals for winter runners");
  expect(screen.getByLabelText("Description (optional)")).toHaveValue("What I take from October.");
  await user.click(screen.getByRole("button", { name: "Publish" }));
  expect(mockedPost).toHaveBeenCalledWith("/api/stacks/s-1/publish", {
    title: "Minerals for winter runners",
    goal: null,
    description: "What I take from October.",
  });
});
