import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import InteractionsPage, { dynamic, metadata } from "@/app/(catalogue)/interactions/page";
import { listIngredientsForPicker, listProductsForPicker } from "@/lib/catalogue/queries";

import { queryClientWithDictionary } from "./picker-fixture";

jest.mock("@/lib/catalogue/queries", () => ({
  listProductsForPicker: jest.fn(),
  listIngredientsForPicker: jest.fn(),
}));
const mockedList = jest.mocked(listProductsForPicker);
const mockedIngredients = jest.mocked(listIngredientsForPicker);
beforeEach(() => mockedIngredients.mockResolvedValue([]));

/** What Next passes the page: no route params, and the address's query. */
const pageProps = (query: Record<string, string | string[]>) => ({
  params: Promise.resolve({}),
  searchParams: Promise.resolve(query),
});

describe("interaction checker page", () => {
  it("declares its title, description and canonical URL, rendered per request", () => {
    expect(metadata.title).toBe("Interaction checker");
    expect(metadata.description).toEqual(expect.stringContaining("not medical advice"));
    expect(metadata.alternates?.canonical).toBe("/interactions");
    expect(dynamic).toBe("force-dynamic");
  });

  it("explains what it checks, without promising safety, and hands the products and ingredients to the checker", async () => {
    mockedList.mockResolvedValue([
      { id: "p-1", name: "Iron Tablets", brand: "Boots", form: "tablet", ingredientNames: ["Iron"] },
    ]);
    mockedIngredients.mockResolvedValue([{ slug: "kava", name: "Kava", synonyms: [] }]);
    const page = await InteractionsPage(pageProps({}));
    render(<QueryClientProvider client={queryClientWithDictionary()}>{page}</QueryClientProvider>);

    expect(screen.getByRole("heading", { level: 1, name: "Interaction checker" })).toBeInTheDocument();
    const intro = screen.getByText(/We check the combination/);
    for (const topic of [
      "supplement–supplement",
      "medicines",
      "health conditions",
      "food",
      "deplete",
      "UK upper level",
    ]) {
      expect(intro).toHaveTextContent(topic);
    }
    expect(intro).toHaveTextContent("a result without findings is not proof of safety");

    await userEvent.setup().type(screen.getByRole("searchbox"), "iron");
    expect(screen.getByRole("button", { name: "Add Iron Tablets" })).toBeInTheDocument();
    await userEvent.setup().clear(screen.getByRole("searchbox"));
    await userEvent.setup().type(screen.getByRole("searchbox"), "kava");
    expect(screen.getByRole("button", { name: "Add the ingredient Kava" })).toBeInTheDocument();
  });

  it("starts with the product of ?supplement=<id> picked, and ignores an unknown or malformed id", async () => {
    mockedList.mockResolvedValue([
      { id: "p-1", name: "Iron Tablets", brand: "Boots", form: "tablet", ingredientNames: ["Iron"] },
      { id: "p-2", name: "Calcium", brand: "Boots", form: "tablet", ingredientNames: ["Calcium"] },
    ]);
    const renderWith = async (supplement: string | string[]) => {
      const page = await InteractionsPage(pageProps({ supplement }));
      return render(<QueryClientProvider client={queryClientWithDictionary()}>{page}</QueryClientProvider>);
    };

    const picked = await renderWith("p-2");
    expect(screen.getByRole("button", { name: "Remove Calcium" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove Iron Tablets" })).not.toBeInTheDocument();
    picked.unmount();

    for (const value of ["no-such-product", "x".repeat(101), ""]) {
      const view = await renderWith(value);
      expect(screen.queryByRole("button", { name: /^Remove / })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
