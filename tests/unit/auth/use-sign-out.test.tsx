// Sign-out from the header (components/auth/use-sign-out.ts, docs/product-rules.md §4, §8): next-auth's
// sign-out and the stack store are loaded when Logout is pressed; the stack kept in this browser is
// cleared, a toast says what happened, and the visitor lands on /.
import { act, renderHook } from "@testing-library/react";
import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";

import { useSignOut } from "@/components/auth/use-sign-out";
import { stackStore } from "@/components/stacks/stack-store";
import { toastStore } from "@/components/ui/use-toast";

jest.mock("next-auth/react", () => ({ signOut: jest.fn() }));
jest.mock("next/navigation", () => ({ useRouter: jest.fn() }));

const router = { push: jest.fn(), refresh: jest.fn() };

beforeEach(() => {
  jest.mocked(useRouter).mockReturnValue(router as unknown as ReturnType<typeof useRouter>);
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({}) } as Response),
  );
  act(() => {
    stackStore.getState().clearStack();
    stackStore.getState().addSupplement({ id: "creatine", name: "Creatine", price: 1999 });
  });
});

it("signs out, clears the stack kept in this browser, toasts and goes home", async () => {
  jest.mocked(signOut).mockResolvedValue({ url: "/" });
  const { result } = renderHook(() => useSignOut());
  await act(() => result.current());
  expect(signOut).toHaveBeenCalledWith({ redirect: false });
  expect(stackStore.getState().items).toEqual([]);
  expect(toastStore.getState().toasts[0]?.title).toBe("Logged Out");
  expect(router.push).toHaveBeenCalledWith("/");
});

it("when the sign-out call fails: still clears the stack and says so", async () => {
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  jest.mocked(signOut).mockRejectedValue(new Error("offline"));
  const { result } = renderHook(() => useSignOut());
  await act(() => result.current());
  expect(stackStore.getState().items).toEqual([]);
  expect(toastStore.getState().toasts[0]?.title).toBe("Logout Complete");
  expect(router.push).toHaveBeenCalledWith("/");
});
