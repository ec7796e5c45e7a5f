// The barcode input's typed path, the unknown-barcode answer, and the scanned product's check: what it was
// checked against, and a partial label never shown as anything but not fully checked (docs/scanning.md).
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { BarcodeInput } from "@/components/scan/barcode-input";
import { ScannedProductCheck } from "@/components/scan/scanned-product-check";
import { UnknownBarcode } from "@/components/scan/unknown-barcode";
import { stackStore } from "@/components/stacks/stack-store";
import { apiPost } from "@/lib/api/fetch-client";
import type { ScannedProduct } from "@/lib/catalogue/gtin";
import type { NewSupplementCheckResult } from "@/lib/interactions/types";

import { renderWithQueryClient } from "../forms/render-with-query-client";

jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

beforeEach(() => {
  mockedPost.mockReset();
  stackStore.getState().clearStack();
});

const PRODUCT: ScannedProduct = {
  id: "p-1",
  slug: "example-multi-60",
  name: "Example Multi",
  brand: "Example",
  unitsPerPack: 60,
  labelComplete: false,
  ingredients: [{ name: "Vitamin C", amount: 80, unit: "mg", chemicalForm: null }],
  pricePence: 499,
};

function checkResult(results: Partial<NewSupplementCheckResult["results"]>): NewSupplementCheckResult {
  return {
    newSupplementId: PRODUCT.id,
    existingSupplementIds: [],
    processingTimeMs: 1,
    results: {
      safeToAdd: true,
      warnings: [],
      optimizations: [],
      alternatives: [],
      unknownDrugs: [],
      unknownConditions: [],
      completeness: "complete",
      notChecked: [],
      blockingIngredients: [],
      alternativeProducts: [],
      verdict: "no_concerns",
      standingCautions: [],
      noRecords: [],
      disclaimer: "Educational only.",
      ...results,
    },
  };
}

describe("BarcodeInput, typed", () => {
  it("hands over a valid code as 14 digits and refuses a wrong check digit", async () => {
    const onCode = jest.fn();
    renderWithQueryClient(<BarcodeInput onCode={onCode} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Barcode number"), "5012345678901");
    await user.click(screen.getByRole("button", { name: "Look up" }));
    expect(screen.getByRole("status")).toHaveTextContent(/That is not a valid barcode number/);
    expect(onCode).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Barcode number"));
    await user.type(screen.getByLabelText("Barcode number"), "4006381333931");
    await user.click(screen.getByRole("button", { name: "Look up" }));
    expect(onCode).toHaveBeenCalledWith("04006381333931");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});

it("an unknown barcode is not checked, and offers to suggest the product", () => {
  renderWithQueryClient(<UnknownBarcode gtin="04006381333931" />);
  expect(screen.getByRole("heading", { name: "We could not check this product" })).toBeInTheDocument();
  expect(screen.getByText(/barcode 4006381333931, so nothing about it has been checked/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Suggest this product" })).toHaveAttribute(
    "href",
    "/products/suggest?gtin=04006381333931",
  );
});

describe("ScannedProductCheck", () => {
  it("signed out: checks the product alone, whatever is in this browser's stack, and says so", async () => {
    stackStore.getState().addSupplement({ id: "other", name: "Other", brand: "B", price: 100 });
    mockedPost.mockResolvedValue(checkResult({ completeness: "partial", verdict: "not_fully_checked" }));
    renderWithQueryClient(
      <ScannedProductCheck product={PRODUCT} gtin="04006381333931" sessionStatus="unauthenticated" />,
    );
    expect(await screen.findByText("Not fully checked")).toBeInTheDocument();
    expect(
      screen.getByText(/You are not signed in, so this product was checked on its own/),
    ).toBeInTheDocument();
    expect(mockedPost).toHaveBeenCalledWith(
      "/api/stacks/check",
      { newSupplementId: "p-1", existingSupplementIds: [] },
      expect.anything(),
    );
  });

  it("signed in: checks against the stack and profile; a partial label is said, never 'no interactions'", async () => {
    stackStore.getState().addSupplement({ id: "other", name: "Other", brand: "B", price: 100 });
    mockedPost.mockResolvedValue(
      checkResult({
        completeness: "partial",
        verdict: "not_fully_checked",
        notChecked: [
          {
            kind: "product",
            name: "Example Multi",
            reason: "Only some of the ingredients are listed.",
            suggestions: [],
          },
        ],
      }),
    );
    renderWithQueryClient(
      <ScannedProductCheck product={PRODUCT} gtin="04006381333931" sessionStatus="authenticated" />,
    );
    expect(await screen.findByText("Only some of the ingredients are listed.")).toBeInTheDocument();
    expect(
      screen.getByText("Checked against your stack (1 product) and your health profile."),
    ).toBeInTheDocument();
    expect(screen.getByText(/lists only part of this label/)).toBeInTheDocument();
    expect(screen.queryByText("No interactions in our records")).not.toBeInTheDocument();
    expect(mockedPost).toHaveBeenCalledWith(
      "/api/stacks/check",
      { newSupplementId: "p-1", existingSupplementIds: ["other"] },
      expect.anything(),
    );
  });

  it("waits for the session before checking, and says when the check could not be made", async () => {
    const { rerender } = renderWithQueryClient(
      <ScannedProductCheck product={PRODUCT} gtin="04006381333931" sessionStatus="loading" />,
    );
    expect(mockedPost).not.toHaveBeenCalled();
    mockedPost.mockRejectedValue(new Error("down"));
    rerender(<ScannedProductCheck product={PRODUCT} gtin="04006381333931" sessionStatus="unauthenticated" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(/Nothing has been checked/);
  });

  it("offers a product with no UK price to the stack, saying its cost is left out", async () => {
    mockedPost.mockResolvedValue(checkResult({}));
    renderWithQueryClient(
      <ScannedProductCheck
        product={{ ...PRODUCT, pricePence: null }}
        gtin="04006381333931"
        sessionStatus="unauthenticated"
      />,
    );
    expect(
      await screen.findByRole("button", { name: /^Add to stack ?: Example Multi$/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("No UK retailer price yet: a stack leaves it out of the cost."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^From /)).not.toBeInTheDocument();
  });
});
