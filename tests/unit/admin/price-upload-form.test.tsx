import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { PriceUploadForm } from "@/components/admin/price-upload-form";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";

import { renderWithQueryClient } from "../forms/render-with-query-client";

const mockRouter = { refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
const mockedPost = jest.mocked(apiPost);
const MAX_BYTES = 1024 * 1024;
const LABEL = /^Price feed file/;

beforeEach(() => {
  jest.clearAllMocks();
  mockedPost.mockReset();
});

const csv = (bytes: number) => new File(["x".repeat(bytes)], "boots.csv", { type: "text/csv" });

async function upload(file?: File) {
  const user = userEvent.setup();
  renderWithQueryClient(<PriceUploadForm maxBytes={MAX_BYTES} />);
  if (file) await user.upload(screen.getByLabelText(LABEL), file);
  await user.click(screen.getByRole("button", { name: "Upload and import" }));
}

test("asks for a file before sending anything", async () => {
  await upload();
  expect(screen.getByLabelText(LABEL)).toHaveAccessibleDescription(
    /Choose a price file \(CSV, JSON, TSV or XML\) to upload\.$/,
  );
  expect(screen.getByLabelText(LABEL)).toHaveFocus();
  expect(mockedPost).not.toHaveBeenCalled();
});

test("refuses a file over the limit in the browser", async () => {
  await upload(csv(2 * 1024 * 1024));
  expect(screen.getByLabelText(LABEL)).toHaveAccessibleDescription(/The file is 2 MB; the limit is 1 MB\.$/);
  expect(mockedPost).not.toHaveBeenCalled();
});

test("sends the file as multipart form data and shows what was imported", async () => {
  mockedPost.mockResolvedValue({
    runId: "r1",
    fileName: "boots.csv",
    format: "csv",
    rowsTotal: 3,
    rowsAccepted: 3,
    rowsRejected: 0,
    rejections: [],
    offersCreated: 1,
    offersUpdated: 1,
    historyAppended: 2,
    rowsPending: 0,
    rowsIgnored: 0,
  });
  await upload(csv(100));
  const [path, body] = mockedPost.mock.calls[0] ?? [];
  expect(path).toBe("/api/admin/price-imports");
  expect(body).toBeInstanceOf(FormData);
  expect((body as FormData).get("file")).toBeInstanceOf(File);
  expect((body as FormData).get("retailer")).toBeNull();
  expect(await screen.findByRole("heading", { name: "Imported 3 of 3 row(s) from boots.csv" })).toBeVisible();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Prices imported" }));
  expect(mockRouter.refresh).toHaveBeenCalled();
});

test("lists every rejected row when nothing was imported", async () => {
  mockedPost.mockResolvedValue({
    runId: "r2",
    fileName: "feed.json",
    format: "json",
    rowsTotal: 2,
    rowsAccepted: 1,
    rowsRejected: 1,
    rejections: [{ line: 2, reason: "price must be positive" }],
    offersCreated: 0,
    offersUpdated: 0,
    historyAppended: 0,
    rowsPending: 0,
    rowsIgnored: 0,
  });
  await upload(csv(100));
  expect(
    await screen.findByRole("heading", { name: "Nothing imported from feed.json: 1 row(s) rejected" }),
  ).toBeVisible();
  expect(screen.getByRole("columnheader", { name: "Item" })).toBeInTheDocument();
  expect(screen.getByRole("cell", { name: "price must be positive" })).toBeInTheDocument();
});

test.each([
  [413, "FILE_TOO_LARGE", "File is too large. Please choose a smaller file"],
  [415, "INVALID_FILE_TYPE", "File type not supported"],
] as const)("a %i answer shows the catalogue's message", async (status, code, message) => {
  mockedPost.mockRejectedValue(new ApiClientError({ message: "refused", status, code }));
  await upload(csv(100));
  expect(await screen.findByRole("alert")).toHaveTextContent(message);
});

test("sends the retailer of a Google feed and says how many rows wait for a match", async () => {
  mockedPost.mockResolvedValue({
    runId: "r3",
    fileName: "feed.xml",
    format: "xml",
    rowsTotal: 3,
    rowsAccepted: 2,
    rowsRejected: 0,
    rejections: [],
    offersCreated: 2,
    offersUpdated: 0,
    historyAppended: 2,
    rowsPending: 1,
    rowsIgnored: 0,
  });
  const user = userEvent.setup();
  renderWithQueryClient(<PriceUploadForm maxBytes={MAX_BYTES} />);
  await user.upload(screen.getByLabelText(LABEL), csv(100));
  await user.type(screen.getByLabelText(/^Retailer/), " Example Pharmacy ");
  await user.click(screen.getByRole("button", { name: "Upload and import" }));
  const [, body] = mockedPost.mock.calls[0] ?? [];
  expect((body as FormData).get("retailer")).toBe("Example Pharmacy");
  expect(await screen.findByText(/1 row\(s\) wait for a match below; 0 ignored\./)).toBeVisible();
});
