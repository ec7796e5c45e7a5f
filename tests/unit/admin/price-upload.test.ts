import { checkPriceUploadFile, MAX_PRICE_UPLOAD_BYTES, uploadFileName } from "@/lib/catalogue/price-upload";
import { AppError } from "@/lib/errors/app-error";

function codeOf(work: () => unknown): string | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.code}` : "not an AppError";
  }
}

describe("checkPriceUploadFile", () => {
  it.each([
    ["feed.csv", "text/csv", "csv"],
    ["FEED.CSV", "application/vnd.ms-excel", "csv"],
    ["feed.csv", "", "csv"],
    ["feed.json", "application/json", "json"],
    ["feed.json", "text/plain; charset=utf-8", "json"],
    ["google.xml", "application/rss+xml", "xml"],
    ["google.xml", "text/xml", "xml"],
    ["google.tsv", "text/tab-separated-values", "tsv"],
  ])("accepts %s sent as %p", (name, type, format) => {
    expect(checkPriceUploadFile({ name, size: 100, type })).toEqual({ fileName: name, format });
  });

  it("keeps only the file's own name", () => {
    expect(uploadFileName("C:\\Users\\ada\\feeds\\boots.csv")).toBe("boots.csv");
    expect(uploadFileName("../../etc/feed.json")).toBe("feed.json");
    expect(checkPriceUploadFile({ name: "dir/feed.csv", size: 1, type: "text/csv" }).fileName).toBe(
      "feed.csv",
    );
  });

  it.each([
    ["feed.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["feed.txt", "text/plain"],
    ["feed", ""],
    ["feed.csv", "image/png"],
    ["feed.json", "text/csv"],
    ["feed.xml", "image/svg+xml"],
  ])("refuses %s sent as %p with 415 INVALID_FILE_TYPE", (name, type) => {
    expect(codeOf(() => checkPriceUploadFile({ name, size: 100, type }))).toBe("415 INVALID_FILE_TYPE");
  });

  it("refuses more than 5 MB with 413 FILE_TOO_LARGE, and an empty file with 400", () => {
    expect(
      checkPriceUploadFile({ name: "feed.csv", size: MAX_PRICE_UPLOAD_BYTES, type: "text/csv" }).format,
    ).toBe("csv");
    expect(
      codeOf(() =>
        checkPriceUploadFile({ name: "feed.csv", size: MAX_PRICE_UPLOAD_BYTES + 1, type: "text/csv" }),
      ),
    ).toBe("413 FILE_TOO_LARGE");
    expect(codeOf(() => checkPriceUploadFile({ name: "feed.csv", size: 0, type: "text/csv" }))).toBe(
      "400 VALIDATION_ERROR",
    );
  });
});
