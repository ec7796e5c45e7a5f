// /browse loads the AI refinement only for a search in plain words; once loaded it stays, so the page a
// refinement led to (with no words left) still shows where its filters came from.
import { render, screen } from "@testing-library/react";

import { PlainWordsRefinerLoader } from "@/components/catalogue/plain-words-refiner-loader";
import { parseBrowseParams } from "@/lib/catalogue/search-params";

const loaded = { refiner: false };
jest.mock("@/components/catalogue/plain-words-refiner", () => {
  loaded.refiner = true;
  return { PlainWordsRefiner: ({ query }: { query: string | null }) => <p>Refining {query ?? "nothing"}</p> };
});

it("loads nothing for a search without plain words", () => {
  const { container } = render(<PlainWordsRefinerLoader query={null} params={parseBrowseParams({})} />);
  expect(container).toBeEmptyDOMElement();
  expect(loaded.refiner).toBe(false);
});

it("loads the refiner for plain words, and keeps it for the refined page after", async () => {
  const params = parseBrowseParams({ q: "something to help me sleep" });
  const { rerender } = render(<PlainWordsRefinerLoader query="something to help me sleep" params={params} />);
  expect(await screen.findByText("Refining something to help me sleep")).toBeInTheDocument();
  rerender(<PlainWordsRefinerLoader query={null} params={parseBrowseParams({ category: "sleep" })} />);
  expect(screen.getByText("Refining nothing")).toBeInTheDocument();
});
