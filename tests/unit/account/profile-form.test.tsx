import { screen } from "@testing-library/react";

import { ProfileForm } from "@/components/account/profile-form";

import { renderWithQueryClient } from "../forms/render-with-query-client";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock("@/components/auth/session", () => ({ useSession: () => ({ update: jest.fn() }) }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPatch: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));

test("the sign-in address cannot be edited here, and its hint sends the user to Settings to change it", () => {
  renderWithQueryClient(<ProfileForm firstName="Ada" lastName="Lovelace" email="ada@example.com" />);
  const email = screen.getByLabelText("Email address");
  expect(email).toHaveValue("ada@example.com");
  expect(email).toBeDisabled();
  // The accessible-description algorithm puts a space around the link's text.
  expect(email).toHaveAccessibleDescription(
    /^Your sign-in address\. To use a different address, change it in Settings ?\.$/,
  );
  expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
  expect(screen.queryByText(/contact us/i)).not.toBeInTheDocument();
});
