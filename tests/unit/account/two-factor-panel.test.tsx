import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { TwoFactorPanel } from "@/components/account/two-factor-panel";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";

import { renderWithQueryClient } from "../forms/render-with-query-client";

const mockRouter = { refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
const mockedPost = jest.mocked(apiPost);
const CODES = ["K7Q2M-9XW4T", "A1B2C-3D4E5"];

beforeEach(() => {
  jest.clearAllMocks();
  mockedPost.mockReset();
});

const wrongCode = () =>
  new ApiClientError({
    message: "bad",
    status: 400,
    code: "VALIDATION_ERROR",
    details: { formErrors: [], fieldErrors: { code: ["That code is not valid."] } },
  });

test("on a phone the key can be copied or handed to the authenticator app", async () => {
  mockedPost.mockResolvedValue({
    secret: "JBSWY3DPEHPK3PXP",
    otpauthUrl: "otpauth://totp/x",
    qrCodeSvg: "<svg></svg>",
  });
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
  renderWithQueryClient(<TwoFactorPanel enabled={false} recoveryCodesLeft={0} />);
  await user.click(screen.getByRole("button", { name: "Set up two-factor authentication" }));
  expect(await screen.findByRole("link", { name: "Open in my authenticator app" })).toHaveAttribute(
    "href",
    "otpauth://totp/x",
  );
  await user.click(screen.getByRole("button", { name: "Copy key" }));
  expect(writeText).toHaveBeenCalledWith("JBSWY3DPEHPK3PXP");
  expect(await screen.findByText("Key copied.")).toBeInTheDocument();
});

test("set up: key and QR code, the app's code checked, recovery codes shown once", async () => {
  mockedPost.mockImplementation((path) => {
    if (path === "/api/account/two-factor/setup")
      return Promise.resolve({
        secret: "JBSWY3DPEHPK3PXP",
        otpauthUrl: "otpauth://x",
        qrCodeSvg: "<svg></svg>",
      });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  const user = userEvent.setup();
  renderWithQueryClient(<TwoFactorPanel enabled={false} recoveryCodesLeft={0} />);
  await user.click(screen.getByRole("button", { name: "Set up two-factor authentication" }));
  expect(await screen.findByTestId("totp-secret")).toHaveTextContent("JBSWY3DPEHPK3PXP");
  // The button pressed is gone: the step's heading takes the focus and the QR code is announced.
  expect(screen.getByRole("heading", { name: "Set up your authenticator app" })).toHaveFocus();
  expect(screen.getByRole("status")).toHaveTextContent(
    "QR code ready. Scan it with your authenticator app, or type the key shown, then enter the 6-digit code.",
  );

  // The route's own rule first: six digits.
  await user.type(screen.getByLabelText("6-digit code"), "12");
  await user.click(screen.getByRole("button", { name: "Turn on two-factor authentication" }));
  expect(screen.getByLabelText("6-digit code")).toHaveAccessibleDescription(
    "Enter the 6-digit code from your authenticator app",
  );

  mockedPost.mockRejectedValueOnce(wrongCode());
  await user.clear(screen.getByLabelText("6-digit code"));
  await user.type(screen.getByLabelText("6-digit code"), "000000");
  await user.click(screen.getByRole("button", { name: "Turn on two-factor authentication" }));
  // The server's own message, beside the field, which takes the focus; no generic line instead.
  const codeField = screen.getByLabelText("6-digit code");
  expect(await screen.findByText("That code is not valid.")).toBeInTheDocument();
  expect(codeField).toHaveAccessibleDescription("That code is not valid.");
  expect(codeField).toHaveAttribute("aria-invalid", "true");
  expect(codeField).toHaveFocus();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();

  mockedPost.mockResolvedValueOnce({ recoveryCodes: CODES });
  await user.clear(screen.getByLabelText("6-digit code"));
  await user.type(screen.getByLabelText("6-digit code"), "123456");
  await user.click(screen.getByRole("button", { name: "Turn on two-factor authentication" }));
  expect(mockedPost).toHaveBeenLastCalledWith("/api/account/two-factor/enable", { code: "123456" });
  const list = await screen.findByRole("list", { name: "Recovery codes" });
  expect(list).toHaveTextContent(CODES.join(""));
  expect(screen.getByRole("heading", { name: "Your recovery codes" })).toHaveFocus();
  expect(toast).toHaveBeenCalledWith({ title: "Two-factor authentication is on", variant: "success" });

  await user.click(screen.getByRole("button", { name: "I have saved my codes" }));
  expect(mockRouter.refresh).toHaveBeenCalled();
});

test("turning it off needs a code; a wrong one shows beside the field, not as a generic alert", async () => {
  mockedPost.mockRejectedValueOnce(wrongCode()).mockResolvedValueOnce({});
  const user = userEvent.setup();
  renderWithQueryClient(<TwoFactorPanel enabled recoveryCodesLeft={7} />);
  expect(screen.getByText(/Recovery codes left: 7\./)).toBeInTheDocument();
  const field = screen.getByLabelText("Code from your app, or a recovery code");

  await user.click(screen.getByRole("button", { name: "Turn off two-factor authentication" }));
  expect(field).toHaveAccessibleDescription(
    "Enter the 6-digit code from your authenticator app, or a recovery code",
  );
  expect(mockedPost).not.toHaveBeenCalled();

  await user.type(field, "000000");
  await user.click(screen.getByRole("button", { name: "Turn off two-factor authentication" }));
  expect(await screen.findByText("That code is not valid.")).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription("That code is not valid.");
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(field).toHaveFocus();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();

  await user.clear(field);
  await user.type(field, "K7Q2M-9XW4T");
  await user.click(screen.getByRole("button", { name: "Turn off two-factor authentication" }));
  expect(mockedPost).toHaveBeenLastCalledWith("/api/account/two-factor/disable", { code: "K7Q2M-9XW4T" });
  expect(toast).toHaveBeenCalledWith({ title: "Two-factor authentication is off" });
  expect(mockRouter.refresh).toHaveBeenCalled();
});

test("a refusal that names no field of the form is still said in an alert", async () => {
  mockedPost.mockRejectedValueOnce(
    new ApiClientError({
      message: "bad",
      status: 400,
      code: "VALIDATION_ERROR",
      details: { formErrors: ["Two-factor authentication is not on."], fieldErrors: {} },
    }),
  );
  const user = userEvent.setup();
  renderWithQueryClient(<TwoFactorPanel enabled recoveryCodesLeft={7} />);
  await user.type(screen.getByLabelText("Code from your app, or a recovery code"), "000000");
  await user.click(screen.getByRole("button", { name: "Turn off two-factor authentication" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Two-factor authentication is not on.");
});
