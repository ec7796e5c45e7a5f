import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { InteractionChecker } from "@/components/interactions/interaction-checker";
import { apiPost } from "@/lib/api/fetch-client";
import type { PickerIngredient, PickerProduct } from "@/lib/catalogue/queries";
import { ApiClientError } from "@/lib/errors/client-error";
import { EVIDENCE_LEVELS } from "@/lib/interactions/knowledge-base-schema";
import { MAX_SUPPLEMENTS_PER_REQUEST } from "@/lib/interactions/schemas";

import { queryClientWithDictionary } from "./picker-fixture";
import { emptyResult, fullResult } from "./result-fixture";

jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

const PRODUCTS: PickerProduct[] = [
  {
    id: "p-sjw",
    name: "LowMood Relief Film-Coated Tablets",
    brand: "Kira",
    form: "tablet",
    ingredientNames: ["St John's wort"],
  },
  { id: "p-iron", name: "Iron Tablets", brand: "Boots", form: "tablet", ingredientNames: ["Iron"] },
  {
    id: "p-calcium",
    name: "Calcium Plus",
    brand: "Boots",
    form: "tablet",
    ingredientNames: ["Calcium", "Vitamin D3"],
  },
  {
    id: "p-omega",
    name: "Omega-3 Fish Oil",
    brand: "Seven Seas",
    form: "softgel",
    ingredientNames: ["Omega-3 fish oil"],
  },
];

const INGREDIENTS: PickerIngredient[] = [
  { slug: "coenzyme-q10", name: "Coenzyme Q10", synonyms: ["CoQ10", "ubiquinone"] },
  { slug: "iron", name: "Iron", synonyms: ["ferrous"] },
];

function renderChecker({ maxSupplements = MAX_SUPPLEMENTS_PER_REQUEST } = {}) {
  const client = queryClientWithDictionary();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <InteractionChecker
        products={PRODUCTS}
        ingredients={INGREDIENTS}
        evidenceLevels={EVIDENCE_LEVELS}
        maxSupplements={maxSupplements}
      />
    </QueryClientProvider>,
  );
  return { user, search: screen.getByRole("searchbox", { name: /Search supplements/ }) };
}

const addButtons = () =>
  screen
    .queryAllByRole("button", { name: /^Add / })
    .filter(
      (button) => !/^Add (medicine|condition)$/.test(button.getAttribute("aria-label") ?? button.textContent),
    );

beforeEach(() => mockedPost.mockReset());

describe("InteractionChecker", () => {
  it("lists nothing until a search is typed, then filters by name, brand and ingredient", async () => {
    const { user, search } = renderChecker();
    expect(screen.queryByRole("list", { name: "Matching products" })).not.toBeInTheDocument();

    await user.type(search, "boots");
    expect(addButtons().map((button) => button.getAttribute("aria-label"))).toEqual([
      "Add Iron Tablets",
      "Add Calcium Plus",
    ]);

    await user.clear(search);
    await user.type(search, "st johns");
    expect(addButtons().map((button) => button.getAttribute("aria-label"))).toEqual([
      "Add LowMood Relief Film-Coated Tablets",
    ]);

    await user.clear(search);
    await user.type(search, "vitamin d3 calcium");
    expect(addButtons().map((button) => button.getAttribute("aria-label"))).toEqual(["Add Calcium Plus"]);

    await user.clear(search);
    await user.type(search, "zzz");
    expect(addButtons()).toHaveLength(0);
    expect(screen.getByText("No products match your search.")).toBeInTheDocument();
  });

  it("adds products as removable chips and hides them from the matches", async () => {
    const { user, search } = renderChecker();
    await user.type(search, "tablet");
    await user.click(screen.getByRole("button", { name: "Add Iron Tablets" }));

    const chosen = screen.getByRole("list", { name: "Chosen supplements" });
    expect(within(chosen).getByText("Iron Tablets")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Iron Tablets" })).not.toBeInTheDocument();

    await user.click(within(chosen).getByRole("button", { name: "Remove Iron Tablets" }));
    expect(screen.queryByRole("list", { name: "Chosen supplements" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Iron Tablets" })).toBeInTheDocument();
  });

  it("stops adding products at the maximum", async () => {
    const { user, search } = renderChecker({ maxSupplements: 2 });
    await user.type(search, "boots");
    await user.click(screen.getByRole("button", { name: "Add Iron Tablets" }));
    await user.click(screen.getByRole("button", { name: "Add Calcium Plus" }));
    await user.clear(search);
    await user.type(search, "omega");
    expect(screen.getByRole("button", { name: "Add Omega-3 Fish Oil" })).toBeDisabled();
    expect(screen.getByText("You have added the maximum of 2 products.")).toBeInTheDocument();
  });

  it("says when every match is already chosen", async () => {
    const { user, search } = renderChecker();
    await user.type(search, "iron");
    await user.click(screen.getByRole("button", { name: "Add Iron Tablets" }));
    // What was added is said first; focus is back in the search box.
    expect(
      screen.getByText("Added Iron Tablets. Every matching product is already chosen."),
    ).toBeInTheDocument();
    expect(search).toHaveFocus();
  });

  it("adds medicines (each with how often) and conditions, ignoring blanks and repeats, and removes them", async () => {
    const { user } = renderChecker();
    const medicine = screen.getByRole("combobox", { name: "Medicine name" });
    await user.type(medicine, "Warfarin");
    await user.click(screen.getByRole("button", { name: "Add medicine" }));
    await user.type(medicine, "  warfarin {enter}");
    await user.type(medicine, "   {enter}");
    await user.type(medicine, "Levothyroxine{enter}");
    const medicines = screen.getByRole("list", { name: "Your medicines" });
    const names = () =>
      within(medicines)
        .getAllByRole("group")
        .map((group) => group.querySelector("legend")?.textContent);
    expect(names()).toEqual(["Warfarin", "Levothyroxine"]);
    expect(
      within(within(medicines).getByRole("group", { name: "Warfarin" })).getByRole("combobox", {
        name: "How often",
      }),
    ).toHaveValue("");
    expect(medicine).toHaveValue("");

    await user.type(screen.getByRole("combobox", { name: "Condition" }), "Pregnancy{enter}");
    expect(
      within(screen.getByRole("list", { name: "Your conditions" })).getByText("Pregnancy"),
    ).toBeInTheDocument();
    expect(screen.getByText(/haemochromatosis/)).toBeInTheDocument();

    await user.click(within(medicines).getByRole("button", { name: "Remove Warfarin" }));
    expect(names()).toEqual(["Levothyroxine"]);
  });

  it("offers the ingredient of a product we do not list, and sends it as an ingredient", async () => {
    mockedPost.mockResolvedValue(emptyResult());
    const { user, search } = renderChecker();
    await user.type(search, "ubiquinone");
    expect(
      screen.getByText(
        "No products match your search: choose an ingredient below if your product is not listed.",
      ),
    ).toBeInTheDocument();
    const offered = screen.getByRole("list", { name: "Matching ingredients" });
    expect(offered).toHaveAccessibleDescription(
      /we check the ingredient, not its amount or the rest of the label/,
    );
    await user.click(within(offered).getByRole("button", { name: "Add the ingredient Coenzyme Q10" }));
    expect(
      within(screen.getByRole("list", { name: "Chosen supplements" })).getByText("Coenzyme Q10 (ingredient)"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Matching ingredients" })).not.toBeInTheDocument();

    // A product that matches is listed first; its ingredient is still offered below it.
    await user.clear(search);
    await user.type(search, "iron");
    expect(screen.getByRole("button", { name: "Add Iron Tablets" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Iron Tablets" }));
    await user.click(screen.getByRole("button", { name: "Check interactions" }));
    expect(mockedPost).toHaveBeenCalledWith("/api/interactions/analyze", {
      supplementIds: ["p-iron"],
      ingredientSlugs: ["coenzyme-q10"],
      medicalProfile: { prescriptionDrugs: [], medicalConditions: [] },
    });
  });

  it("checks an ingredient on its own", async () => {
    mockedPost.mockResolvedValue(emptyResult());
    const { user, search } = renderChecker();
    await user.type(search, "coq10");
    await user.click(screen.getByRole("button", { name: "Add the ingredient Coenzyme Q10" }));
    await user.click(screen.getByRole("button", { name: "Check interactions" }));
    expect(screen.queryByText("Add at least one supplement to check.")).not.toBeInTheDocument();
    expect(mockedPost).toHaveBeenCalledWith("/api/interactions/analyze", {
      supplementIds: [],
      ingredientSlugs: ["coenzyme-q10"],
      medicalProfile: { prescriptionDrugs: [], medicalConditions: [] },
    });
  });

  it("asks for a supplement before checking", async () => {
    const { user } = renderChecker();
    await user.click(screen.getByRole("button", { name: "Check interactions" }));
    expect(screen.getByText("Add at least one supplement to check.")).toBeInTheDocument();
    expect(mockedPost).not.toHaveBeenCalled();
  });

  it("POSTs the products, medicines and conditions and shows the results", async () => {
    mockedPost.mockResolvedValue(fullResult());
    const { user, search } = renderChecker();
    await user.type(search, "st john");
    await user.click(screen.getByRole("button", { name: "Add LowMood Relief Film-Coated Tablets" }));
    await user.clear(search);
    await user.type(search, "iron");
    await user.click(screen.getByRole("button", { name: "Add Iron Tablets" }));
    await user.type(screen.getByRole("combobox", { name: "Medicine name" }), "Warfarin{enter}");
    await user.type(screen.getByRole("combobox", { name: "Medicine name" }), "Notarealmedicine{enter}");
    await user.selectOptions(
      within(screen.getByRole("group", { name: "Warfarin" })).getByRole("combobox", { name: "How often" }),
      "Twice a day",
    );
    await user.type(screen.getByRole("combobox", { name: "Condition" }), "CKD{enter}");
    await user.click(screen.getByRole("button", { name: "Check interactions" }));

    expect(mockedPost).toHaveBeenCalledTimes(1);
    expect(mockedPost).toHaveBeenCalledWith("/api/interactions/analyze", {
      supplementIds: ["p-sjw", "p-iron"],
      medicalProfile: {
        prescriptionDrugs: [
          { drugName: "Warfarin", frequency: "twice_daily" },
          { drugName: "Notarealmedicine" },
        ],
        medicalConditions: ["CKD"],
      },
    });

    const heading = await screen.findByRole("heading", { name: "Your results" });
    expect(heading).toHaveFocus();
    expect(screen.getByText("Results ready. Not fully checked, 9 findings, 2 not checked.")).toHaveAttribute(
      "aria-live",
      "polite",
    );
    expect(screen.getByRole("heading", { name: "LowMood Relief with Warfarin" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "What we could not check" })).toHaveTextContent(
      "Notarealmedicine",
    );
    expect(screen.queryByText(/You have changed your choices/)).not.toBeInTheDocument();

    // Changing the choices marks the results as out of date.
    await user.type(screen.getByRole("combobox", { name: "Condition" }), "Pregnancy{enter}");
    expect(screen.getByText(/You have changed your choices/)).toBeInTheDocument();
  });

  it("replaces a misspelt medicine with the suggestion picked, keeping how often it is taken", async () => {
    mockedPost.mockResolvedValue(
      emptyResult({
        completeness: "partial",
        unknownDrugs: ["Warfrin"],
        notChecked: [
          { kind: "medicine", name: "Warfrin", reason: "Not in our list.", suggestions: ["Warfarin"] },
        ],
      }),
    );
    const { user, search } = renderChecker();
    await user.type(search, "omega");
    await user.click(screen.getByRole("button", { name: "Add Omega-3 Fish Oil" }));
    await user.type(screen.getByRole("combobox", { name: "Medicine name" }), "Warfrin{enter}");
    await user.selectOptions(screen.getByRole("combobox", { name: "How often" }), "Once a week");
    await user.click(screen.getByRole("button", { name: "Check interactions" }));
    expect(await screen.findByTestId("risk-level")).toHaveTextContent("Not fully checked");

    await user.click(screen.getByRole("button", { name: "Use Warfarin instead of “Warfrin”" }));
    const warfarin = within(screen.getByRole("list", { name: "Your medicines" })).getByRole("group", {
      name: "Warfarin",
    });
    expect(within(warfarin).getByRole("combobox", { name: "How often" })).toHaveValue("weekly");
    expect(screen.getByText(/You have changed your choices/)).toBeInTheDocument();
  });

  it("sends an empty medical profile when none is entered", async () => {
    mockedPost.mockResolvedValue(emptyResult());
    const { user, search } = renderChecker();
    await user.type(search, "omega");
    await user.click(screen.getByRole("button", { name: "Add Omega-3 Fish Oil" }));
    await user.click(screen.getByRole("button", { name: "Check interactions" }));
    expect(mockedPost).toHaveBeenCalledWith("/api/interactions/analyze", {
      supplementIds: ["p-omega"],
      medicalProfile: { prescriptionDrugs: [], medicalConditions: [] },
    });
    expect(await screen.findByText(/No known interactions found in our database/)).toBeInTheDocument();
  });

  it("shows a loading state while checking", async () => {
    let resolve: (value: ReturnType<typeof emptyResult>) => void = () => undefined;
    mockedPost.mockReturnValue(new Promise((done) => (resolve = done)));
    const { user, search } = renderChecker();
    await user.type(search, "omega");
    await user.click(screen.getByRole("button", { name: "Add Omega-3 Fish Oil" }));
    await user.click(screen.getByRole("button", { name: "Check interactions" }));
    const button = await screen.findByRole("button", { name: "Checking…" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByText("Checking interactions…")).toBeInTheDocument();
    // A second press while pending sends nothing more.
    await user.click(button);
    expect(mockedPost).toHaveBeenCalledTimes(1);
    resolve(emptyResult());
    expect(await screen.findByRole("button", { name: "Check interactions" })).toHaveAttribute(
      "aria-disabled",
      "false",
    );
  });

  it("shows the client error's user message in an alert", async () => {
    mockedPost.mockRejectedValue(
      new ApiClientError({ message: "boom", status: 500, code: "INTERACTION_CHECK_FAILED" }),
    );
    const { user, search } = renderChecker();
    await user.type(search, "omega");
    await user.click(screen.getByRole("button", { name: "Add Omega-3 Fish Oil" }));
    await user.click(screen.getByRole("button", { name: "Check interactions" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Unable to check supplement interactions");
    expect(screen.queryByRole("heading", { name: "Your results" })).not.toBeInTheDocument();
  });

  it("shows a network error's user message", async () => {
    mockedPost.mockRejectedValue(
      new ApiClientError({ message: "offline", status: 0, code: "NETWORK_ERROR" }),
    );
    const { user, search } = renderChecker();
    await user.type(search, "omega");
    await user.click(screen.getByRole("button", { name: "Add Omega-3 Fish Oil" }));
    await user.click(screen.getByRole("button", { name: "Check interactions" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Unable to connect. Please check your internet connection",
    );
  });
});
