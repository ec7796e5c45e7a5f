import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { PhonePanel } from "@/components/account/phone-panel";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";

import { renderWithQueryClient } from "../forms/render-with-query-client";

const mockRouter = { refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

beforeEach(() => {
  jest.clearAllMocks();
  mockedPost.mockReset();
});

test("texts a code, moves the focus to the step that asks for it, resends on request, then shows the recovery codes", async () => {
  mockedPost
    .mockResolvedValueOnce({ sentTo: "+44 7••• •••456" })
    .mockResolvedValueOnce({ sentTo: "+44 7••• •••456" })
    .mockResolvedValueOnce({ recoveryCodes: ["K7Q2M-9XW4T", "A1B2C-3D4E5"] });
  const user = userEvent.setup();
  renderWithQueryClient(<PhonePanel phone={null} />);
  await user.type(screen.getByLabelText("UK mobile number"), "07400 123456");
  await user.click(screen.getByRole("button", { name: "Text me a code" }));
  expect(mockedPost).toHaveBeenCalledWith("/api/account/phone/start", { phone: "07400 123456" });
  expect(
    await screen.findByRole("heading", { name: "Enter the code we texted to +44 7••• •••456" }),
  ).toHaveFocus();

  await user.click(screen.getByRole("button", { name: "Send a new code" }));
  expect(mockedPost).toHaveBeenLastCalledWith("/api/account/phone/start", { phone: "07400 123456" });
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "New code sent" }));

  await user.click(screen.getByRole("button", { name: "Turn on text-message codes" }));
  expect(screen.getByLabelText("6-digit code")).toHaveAccessibleDescription(
    /Enter the 6-digit code we sent by text/,
  );
  await user.type(screen.getByLabelText("6-digit code"), "123456");
  await user.click(screen.getByRole("button", { name: "Turn on text-message codes" }));
  expect(mockedPost).toHaveBeenLastCalledWith("/api/account/phone/verify", { code: "123456" });
  expect(await screen.findByRole("list", { name: "Recovery codes" })).toHaveTextContent("K7Q2M-9XW4T");
});

test("a verified number is shown masked, and removing it needs the password", async () => {
  mockedPost.mockResolvedValueOnce({ removed: true });
  const user = userEvent.setup();
  renderWithQueryClient(<PhonePanel phone={{ maskedNumber: "+44 7••• •••456", verified: true }} />);
  expect(screen.getByTestId("masked-phone")).toHaveTextContent("+44 7••• •••456");
  await user.click(screen.getByRole("button", { name: "Remove mobile number" }));
  expect(mockedPost).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText("Your password, to remove the number"), "secret-password");
  await user.click(screen.getByRole("button", { name: "Remove mobile number" }));
  expect(mockedPost).toHaveBeenCalledWith("/api/account/phone/remove", { password: "secret-password" });
  expect(mockRouter.refresh).toHaveBeenCalled();
});
