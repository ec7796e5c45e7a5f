import { render, screen, within } from "@testing-library/react";

import ProductEvidencePage, {
  generateMetadata as evidenceMetadata,
} from "@/app/(catalogue)/supplement/[id]/evidence/page";
import ProductFindingsPage from "@/app/(catalogue)/supplement/[id]/findings/page";
import SupplementLayout from "@/app/(catalogue)/supplement/[id]/layout";
import { findProductRef, getSupplementDetail } from "@/lib/catalogue/product-queries";
import { buildKnowledgeIndex } from "@/lib/interactions/knowledge-index";
import { getProductInteractions } from "@/lib/interactions/product-interactions";
import { summariseProductInteractions } from "@/lib/interactions/product-summary";

import { BASE } from "../interactions/fixtures";
import { ingredient, product } from "./product-fixture";

jest.mock("@/lib/catalogue/product-queries", () => ({
  getSupplementDetail: jest.fn(),
  findProductRef: jest.fn(),
}));
jest.mock("@/lib/interactions/product-interactions", () => ({ getProductInteractions: jest.fn() }));
const mockedDetail = jest.mocked(getSupplementDetail);
const mockedRef = jest.mocked(findProductRef);
const mockedInteractions = jest.mocked(getProductInteractions);
const SLUG = "now-foods-magnesium-citrate-200mg-tablets-100";

const params = (id: string) => ({ params: Promise.resolve({ id }), searchParams: Promise.resolve({}) });

function section(name: string) {
  const region = screen.getByRole("heading", { level: 2, name }).closest("section");
  if (!region) throw new Error(`no section ${name}`);
  return within(region);
}

const claims = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `claim-${String(index)}`,
    claimText: `Magnesium contributes to claim ${String(index)}`,
    conditionsOfUse: "At least a source of magnesium",
  }));

beforeEach(() => {
  mockedDetail.mockReset().mockResolvedValue(product({ ingredients: [ingredient({ claims: claims(25) })] }));
  mockedRef
    .mockReset()
    .mockImplementation((value) =>
      Promise.resolve(
        value === "prod-1" || value === SLUG ? { id: "prod-1", slug: SLUG, packOf: null } : null,
      ),
    );
  mockedInteractions.mockReset();
});

describe("a product's claims and evidence page", () => {
  it("quotes every claim under its ingredient's anchor, with the evidence and its references open", async () => {
    render(await ProductEvidencePage(params(SLUG)));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Health claims and evidenceMagnesium Citrate 200mg Tablets",
    );
    expect(screen.getByRole("link", { name: "Back to Magnesium Citrate 200mg Tablets" })).toHaveAttribute(
      "href",
      `/supplement/${SLUG}`,
    );
    const quoted = section("Authorised health claims").getByRole("list", {
      name: "Authorised claims for Magnesium",
    });
    expect(within(quoted).getAllByRole("listitem")).toHaveLength(25);
    expect(quoted.closest("div[id]")).toHaveAttribute("id", "claims-magnesium");
    const evidence = section("What the evidence says").getByText("Magnesium").closest("details");
    expect(evidence).toHaveAttribute("id", "evidence-magnesium");
    expect(evidence).toHaveAttribute("open");
    expect(within(evidence!).getByRole("link", { name: /Magnesium fact sheet/ })).toBeInTheDocument();
    expect(screen.getByText(/is not medical advice/)).toBeInTheDocument();
  });

  it("has its own title and canonical address, and sends an id or old slug on to it", async () => {
    const metadata = await evidenceMetadata(params(SLUG));
    expect(metadata.title).toBe("Health claims and evidence: Magnesium Citrate 200mg Tablets by NOW Foods");
    expect(metadata.alternates?.canonical).toBe(`/supplement/${SLUG}/evidence`);
    await expect(ProductEvidencePage(params("prod-1"))).rejects.toMatchObject({
      digest: expect.stringMatching(
        new RegExp(`^NEXT_REDIRECT;replace;/supplement/${SLUG}/evidence;308;`),
      ) as unknown,
    });
  });

  it("is a 404 for an unknown product, from the layout before anything streams", async () => {
    const notFound = { digest: expect.stringMatching(/404/) as unknown };
    await expect(
      SupplementLayout({ children: null, params: Promise.resolve({ id: "no-such" }) }),
    ).rejects.toMatchObject(notFound);
    await expect(ProductEvidencePage(params("no-such"))).rejects.toMatchObject(notFound);
  });
});

describe("a product's page of every finding", () => {
  const interactionsFor = (...slugs: string[]) => ({
    summary: summariseProductInteractions(buildKnowledgeIndex(BASE), slugs),
    ingredientNames: {
      iron: "Iron",
      "vitamin-a": "Vitamin A",
      zinc: "Zinc",
      calcium: "Calcium",
      copper: "Copper",
    },
  });

  it("lists every finding by severity, each by its title, most severe first", async () => {
    const found = interactionsFor("vitamin-a", "iron", "zinc");
    mockedInteractions.mockResolvedValue(found);
    render(await ProductFindingsPage(params(SLUG)));
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Critical (1)", "Caution (2)", "Information (1)"]);
    expect(section("Critical (1)").getByRole("listitem")).toHaveTextContent("Vitamin A and Pregnancy");
    expect(screen.getAllByRole("listitem")).toHaveLength(found.summary.findings.length);
    expect(screen.getByRole("link", { name: /Check this supplement with your medicines/ })).toHaveAttribute(
      "href",
      "/interactions?supplement=prod-1",
    );
  });

  it("says when the database lists nothing, and never that when it could not be read", async () => {
    mockedInteractions.mockResolvedValue(interactionsFor("melatonin"));
    const { unmount } = render(await ProductFindingsPage(params(SLUG)));
    expect(screen.getByText(/lists no interactions/)).toHaveTextContent(
      "An interaction we do not list may still exist.",
    );
    unmount();

    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    mockedInteractions.mockRejectedValue(new Error("knowledge base down"));
    render(await ProductFindingsPage(params(SLUG)));
    expect(screen.getByText(/Interaction information is unavailable right now/)).toBeInTheDocument();
    expect(screen.queryByText(/lists no interactions/)).toBeNull();
    log.mockRestore();
  });
});
