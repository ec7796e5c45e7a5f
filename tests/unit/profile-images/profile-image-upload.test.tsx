import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { initialsOf, ProfileAvatar } from "@/components/profile-images/profile-avatar";
import { ProfileImageUpload } from "@/components/profile-images/profile-image-upload";
import { apiDelete, apiFetch } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";
import { MAX_PROFILE_IMAGE_BYTES } from "@/lib/profile-images/limits";

import { renderWithQueryClient } from "../forms/render-with-query-client";

const mockRouter = { refresh: jest.fn() };
const mockUpdate = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/components/auth/session", () => ({ useSession: () => ({ update: mockUpdate }) }));
jest.mock("@/lib/api/fetch-client", () => ({ apiFetch: jest.fn(), apiDelete: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
const mockedFetch = jest.mocked(apiFetch);
const mockedDelete = jest.mocked(apiDelete);

const NAMES = { firstName: "Alex", lastName: "Smith", email: "alex@example.com" };

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a stable address per file.
  URL.createObjectURL = jest.fn(() => "blob:preview");
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  jest.clearAllMocks();
  mockUpdate.mockResolvedValue(null);
});

const fileOf = (bytes: number, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

test("shows initials without an image, and the file field says what it takes", () => {
  renderWithQueryClient(<ProfileImageUpload imageId={null} {...NAMES} />);
  expect(screen.getByRole("img", { name: "Your profile image" })).toHaveTextContent("AS");
  expect(screen.getByLabelText("Image to upload")).toHaveAccessibleDescription(
    "JPEG, PNG or WebP, up to 2 MB. We crop it to a square, resize it to 256 pixels and remove location and camera details.",
  );
  expect(screen.queryByRole("button", { name: "Remove image" })).not.toBeInTheDocument();
});

test("a file over 2 MB or of another type is refused in the browser with the catalogue's message", async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderWithQueryClient(<ProfileImageUpload imageId={null} {...NAMES} />);
  const field = screen.getByLabelText("Image to upload");

  await user.upload(field, fileOf(MAX_PROFILE_IMAGE_BYTES + 1, "big.png", "image/png"));
  await user.click(screen.getByRole("button", { name: "Upload image" }));
  expect(await screen.findByText("File is too large. Please choose a smaller file")).toBeInTheDocument();
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(field).toHaveFocus();

  await user.upload(field, fileOf(10, "notes.txt", "text/plain"));
  await user.click(screen.getByRole("button", { name: "Upload image" }));
  expect(await screen.findByText("File type not supported")).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription(expect.stringContaining("File type not supported"));
  expect(mockedFetch).not.toHaveBeenCalled();
});

test("nothing chosen asks for an image", async () => {
  const user = userEvent.setup();
  renderWithQueryClient(<ProfileImageUpload imageId={null} {...NAMES} />);
  await user.click(screen.getByRole("button", { name: "Upload image" }));
  expect(await screen.findByText("Choose an image to upload")).toBeInTheDocument();
});

test("the chosen file is previewed, sent as multipart field 'image', and the session refreshed", async () => {
  mockedFetch.mockResolvedValueOnce({ id: "x".repeat(24), url: "/api/profile-images/xxx" });
  const user = userEvent.setup();
  renderWithQueryClient(<ProfileImageUpload imageId={null} {...NAMES} />);
  const photo = fileOf(2000, "me.jpg", "image/jpeg");
  await user.upload(screen.getByLabelText("Image to upload"), photo);
  expect(screen.getByRole("img", { name: "Preview of the chosen image" })).toBeInTheDocument();
  expect(screen.getByTestId("profile-image")).toHaveStyle({ backgroundImage: 'url("blob:preview")' });
  await user.click(screen.getByRole("button", { name: "Upload image" }));

  await waitFor(() => expect(mockRouter.refresh).toHaveBeenCalled());
  const [path, options] = mockedFetch.mock.calls[0] ?? [];
  expect(path).toBe("/api/profile-images");
  expect(options?.method).toBe("POST");
  const body = options?.body;
  expect(body).toBeInstanceOf(FormData);
  expect((body as FormData).get("image")).toBe(photo);
  expect(mockUpdate).toHaveBeenCalled();
});

test.each([
  ["FILE_UPLOAD_ERROR", 400, "Failed to upload file. Please try again"],
  ["INVALID_FILE_TYPE", 415, "File type not supported"],
  ["FILE_TOO_LARGE", 413, "File is too large. Please choose a smaller file"],
] as const)("the server's %s is announced with the catalogue's message", async (code, status, message) => {
  mockedFetch.mockRejectedValueOnce(new ApiClientError({ message: "refused", status, code }));
  const user = userEvent.setup();
  renderWithQueryClient(<ProfileImageUpload imageId={null} {...NAMES} />);
  await user.upload(screen.getByLabelText("Image to upload"), fileOf(2000, "me.png", "image/png"));
  await user.click(screen.getByRole("button", { name: "Upload image" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(message);
  expect(mockUpdate).not.toHaveBeenCalled();
});

test("the current image is shown and can be removed", async () => {
  mockedDelete.mockResolvedValueOnce({ deleted: true });
  const id = "a".repeat(24);
  const user = userEvent.setup();
  renderWithQueryClient(<ProfileImageUpload imageId={id} {...NAMES} />);
  expect(screen.getByRole("img", { name: "Your profile image" })).toBeInTheDocument();
  expect(screen.getByTestId("profile-image")).toHaveStyle({
    backgroundImage: `url("/api/profile-images/${id}")`,
  });
  await user.click(screen.getByRole("button", { name: "Remove image" }));
  await waitFor(() => expect(mockRouter.refresh).toHaveBeenCalled());
  expect(mockedDelete).toHaveBeenCalledWith(`/api/profile-images/${id}`);
});

describe("ProfileAvatar", () => {
  test("draws the image over the initials at a fixed size, so a failed load leaves the initials", () => {
    render(<ProfileAvatar imageUrl="/api/profile-images/abc" {...NAMES} size={40} alt="Alex's picture" />);
    const avatar = screen.getByRole("img", { name: "Alex's picture" });
    expect(avatar).toHaveStyle({ width: "40px", height: "40px" });
    expect(avatar).toHaveTextContent("AS");
    expect(screen.getByTestId("profile-image")).toHaveStyle({
      backgroundImage: 'url("/api/profile-images/abc")',
    });
  });

  test("is hidden from assistive technology when decorative", () => {
    const { container } = render(<ProfileAvatar {...NAMES} size={24} alt="" />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
    expect(container.firstElementChild).toHaveStyle({ width: "24px", height: "24px" });
  });

  test.each([
    ["Alex", "Smith", "a@example.com", "AS"],
    [" ", "", "zoe@example.com", "Z"],
    ["élodie", "", "e@example.com", "É"],
  ])("initials of %j %j %j are %s", (first, last, email, initials) => {
    expect(initialsOf(first, last, email)).toBe(initials);
  });
});
