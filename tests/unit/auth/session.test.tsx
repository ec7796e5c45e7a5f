// The session for client components (components/auth/session.ts), in place of next-auth's SessionProvider:
// read once when first asked for, again when the tab becomes visible (docs/product-rules.md §4 "Session"),
// when another tab signs in or out, and after signing in or out here (components/auth/auth-actions.ts).
import { act, render, screen, waitFor } from "@testing-library/react";
import { signIn as nextAuthSignIn } from "next-auth/react";
import { renderToString } from "react-dom/server";

import { signIn } from "@/components/auth/auth-actions";
import { useSession } from "@/components/auth/session";

jest.mock("next-auth/react", () => ({ signIn: jest.fn(), signOut: jest.fn() }));

const alex = { user: { id: "u1", email: "alex@example.co.uk", firstName: "Alex", lastName: "Morgan" } };

let sessionBody: unknown = {};
/** jsdom has no fetch Response: just what session.ts reads of one. */
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as unknown as Response);
const fetchMock = jest.fn(() => answer(200, sessionBody));

beforeEach(() => {
  global.fetch = fetchMock;
});

function Who() {
  const { status, data } = useSession();
  return <p>{status === "authenticated" ? `Signed in as ${data?.user.firstName ?? ""}` : status}</p>;
}

it("is 'loading' while the server renders", () => {
  expect(renderToString(<Who />)).toContain("loading");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("reads /api/auth/session once for every component that asks", async () => {
  sessionBody = {};
  render(
    <>
      <Who />
      <Who />
    </>,
  );
  await waitFor(() => expect(screen.getAllByText("unauthenticated")).toHaveLength(2));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith("/api/auth/session", expect.objectContaining({ cache: "no-store" }));
});

it("reads it again after signing in here", async () => {
  render(<Who />);
  expect(await screen.findByText("unauthenticated")).toBeInTheDocument();
  sessionBody = alex;
  jest.mocked(nextAuthSignIn).mockResolvedValue({ ok: true, status: 200, error: null, url: "/" });
  await act(() => signIn("credentials", { redirect: false }));
  expect(nextAuthSignIn).toHaveBeenCalledWith("credentials", { redirect: false });
  expect(screen.getByText("Signed in as Alex")).toBeInTheDocument();
});

it("reads it again when the tab becomes visible and when another tab signs out", async () => {
  render(<Who />);
  expect(await screen.findByText("Signed in as Alex")).toBeInTheDocument();

  sessionBody = {};
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
  expect(await screen.findByText("unauthenticated")).toBeInTheDocument();

  sessionBody = alex;
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", { key: "nextauth.message", newValue: "{}" }));
  });
  expect(await screen.findByText("Signed in as Alex")).toBeInTheDocument();

  // Other keys are not about the session.
  const calls = fetchMock.mock.calls.length;
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", { key: "current-stack", newValue: "[]" }));
  });
  expect(fetchMock).toHaveBeenCalledTimes(calls);
});

it("a failed read keeps the session it had", async () => {
  render(<Who />);
  expect(await screen.findByText("Signed in as Alex")).toBeInTheDocument();
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  fetchMock.mockImplementationOnce(() => answer(503, {}));
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await waitFor(() => expect(warn).toHaveBeenCalled());
  expect(screen.getByText("Signed in as Alex")).toBeInTheDocument();
  warn.mockRestore();
});

it("renews the session from the server on update: the csrf token posted, then the session read again", async () => {
  sessionBody = alex;
  const renewed = { user: { ...alex.user, firstName: "Alexa" } };
  fetchMock.mockImplementation(((url: string, init?: RequestInit) => {
    if (url === "/api/auth/csrf") return answer(200, { csrfToken: "token-1" });
    if (init?.method === "POST") {
      sessionBody = renewed;
      return answer(200, renewed);
    }
    return answer(200, sessionBody);
  }) as unknown as typeof fetchMock);
  function Updater() {
    const session = useSession();
    return (
      <button type="button" onClick={() => void session.update()}>
        {session.data?.user.firstName ?? session.status}
      </button>
    );
  }
  render(<Updater />);
  await act(async () => {
    (await screen.findByRole("button", { name: "Alex" })).click();
    await Promise.resolve();
  });
  expect(await screen.findByRole("button", { name: "Alexa" })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/auth/session",
    expect.objectContaining({ method: "POST", body: JSON.stringify({ csrfToken: "token-1" }) }),
  );
});
