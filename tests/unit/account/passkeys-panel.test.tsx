import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";

import { PasskeysPanel } from "@/components/account/passkeys-panel";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiPost } from "@/lib/api/fetch-client";

import { renderWithQueryClient } from "../forms/render-with-query-client";

const mockRouter = { refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn(), apiDelete: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
jest.mock("@simplewebauthn/browser", () => ({
  browserSupportsWebAuthn: jest.fn(() => true),
  startRegistration: jest.fn(),
}));

const PASSKEY = {
  id: "6f1c2d4e-0000-4000-8000-000000000001",
  name: "Work laptop",
  createdAt: "2026-11-01T10:00:00.000Z",
  lastUsedAt: null,
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(browserSupportsWebAuthn).mockReturnValue(true);
});

test("lists each passkey with when it was added and used; removing asks first, with the focus on the question", async () => {
  jest.mocked(apiDelete).mockResolvedValue({ removed: true });
  const user = userEvent.setup();
  renderWithQueryClient(<PasskeysPanel passkeys={[PASSKEY]} />);
  const list = screen.getByRole("list", { name: "Your passkeys" });
  expect(list).toHaveTextContent("Work laptop");
  expect(list).toHaveTextContent("not used yet");

  await user.click(screen.getByRole("button", { name: "Remove Work laptop" }));
  expect(screen.getByText("Remove “Work laptop”?")).toHaveFocus();
  await user.click(screen.getByRole("button", { name: "Keep it" }));
  expect(apiDelete).not.toHaveBeenCalled();

  await user.click(screen.getByRole("button", { name: "Remove Work laptop" }));
  await user.click(screen.getByRole("button", { name: "Yes, remove it" }));
  expect(apiDelete).toHaveBeenCalledWith(`/api/account/passkeys/${PASSKEY.id}`);
  expect(mockRouter.refresh).toHaveBeenCalled();
});

test("adds a named passkey after the password: options from the server, the browser's answer back to it", async () => {
  jest
    .mocked(apiPost)
    .mockResolvedValueOnce({ challenge: "abc" })
    .mockResolvedValueOnce({ id: "x", name: "My phone" });
  jest
    .mocked(startRegistration)
    .mockResolvedValue({ id: "cred" } as Awaited<ReturnType<typeof startRegistration>>);
  const user = userEvent.setup();
  renderWithQueryClient(<PasskeysPanel passkeys={[]} />);
  expect(screen.getByText("You have no passkeys yet.")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Add a passkey" }));
  expect(screen.getByLabelText("Name for the new passkey")).toHaveAccessibleDescription(
    /up to 60 characters/,
  );
  expect(apiPost).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText("Name for the new passkey"), "My phone");
  await user.click(screen.getByRole("button", { name: "Add a passkey" }));
  expect(screen.getByLabelText("Your password")).toHaveAttribute("aria-invalid", "true");
  expect(apiPost).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText("Your password"), "my-password");
  await user.click(screen.getByRole("button", { name: "Add a passkey" }));
  expect(apiPost).toHaveBeenNthCalledWith(1, "/api/account/passkeys/options", { password: "my-password" });
  expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: "abc" } });
  expect(apiPost).toHaveBeenNthCalledWith(2, "/api/account/passkeys", {
    name: "My phone",
    response: { id: "cred" },
  });
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Passkey added" }));
});

test("a cancelled request is said plainly; a browser without WebAuthn is told so", async () => {
  jest.mocked(apiPost).mockResolvedValueOnce({ challenge: "abc" });
  jest
    .mocked(startRegistration)
    .mockRejectedValue(Object.assign(new Error("x"), { name: "NotAllowedError" }));
  const user = userEvent.setup();
  const { unmount } = renderWithQueryClient(<PasskeysPanel passkeys={[]} />);
  await user.type(screen.getByLabelText("Name for the new passkey"), "My phone");
  await user.type(screen.getByLabelText("Your password"), "my-password");
  await user.click(screen.getByRole("button", { name: "Add a passkey" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "The passkey request was cancelled or timed out.",
  );
  unmount();

  jest.mocked(browserSupportsWebAuthn).mockReturnValue(false);
  renderWithQueryClient(<PasskeysPanel passkeys={[]} />);
  expect(screen.getByText(/This browser cannot create passkeys/)).toBeInTheDocument();
});
