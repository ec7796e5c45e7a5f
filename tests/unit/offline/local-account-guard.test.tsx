// The check of whose data this browser keeps loads only when there is something to check: signed in, or signed out
// with an account recorded here. A first visit, signed out, loads nothing more.
import { act, render } from "@testing-library/react";

import { useSession } from "@/components/auth/session";
import { LOCAL_ACCOUNT_KEY } from "@/components/offline/local-account-key";
import { useLocalAccountGuard } from "@/components/offline/use-local-account-guard";

const reconcileLocalAccount = jest.fn(() => Promise.resolve());
jest.mock("@/components/offline/local-account", () => ({ reconcileLocalAccount }));
jest.mock("@/components/auth/session", () => ({ useSession: jest.fn() }));
const mockedSession = jest.mocked(useSession);

function Guarded() {
  useLocalAccountGuard();
  return null;
}

async function renderAs(status: "loading" | "authenticated" | "unauthenticated") {
  const data = status === "authenticated" ? { user: { id: "user-1" } } : null;
  mockedSession.mockReturnValue({ status, data } as ReturnType<typeof useSession>);
  render(<Guarded />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(() => {
  window.localStorage.clear();
  reconcileLocalAccount.mockClear();
});

it.each(["loading", "unauthenticated"] as const)(
  "checks nothing %s with no account recorded",
  async (status) => {
    await renderAs(status);
    expect(reconcileLocalAccount).not.toHaveBeenCalled();
  },
);

it("checks a signed-out browser that recorded an account", async () => {
  window.localStorage.setItem(LOCAL_ACCOUNT_KEY, JSON.stringify({ userId: "user-1" }));
  await renderAs("unauthenticated");
  expect(reconcileLocalAccount).toHaveBeenCalledWith(null);
});

it("checks every signed-in page", async () => {
  await renderAs("authenticated");
  expect(reconcileLocalAccount).toHaveBeenCalledWith("user-1");
});
