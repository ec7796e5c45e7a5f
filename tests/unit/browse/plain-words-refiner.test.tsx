// The /browse refiner (components/catalogue/plain-words-refiner.tsx): it asks once per search, replaces the URL
// with only the filters the page does not have yet (so the chips show them), says what AI read, and on a
// failure leaves the page as it is with 'AI feature temporarily unavailable'.
import { screen, waitFor } from "@testing-library/react";

import { PlainWordsRefiner } from "@/components/catalogue/plain-words-refiner";
import { apiPost } from "@/lib/api/fetch-client";
import { parseBrowseParams } from "@/lib/catalogue/search-params";

import { renderWithQueryClient } from "../forms/render-with-query-client";

const mockRouter = { replace: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

beforeEach(() => {
  mockedPost.mockReset();
  mockRouter.replace.mockReset();
});

test("adds the provider's filters to the URL, asks once per search, and says AI read them", async () => {
  mockedPost.mockResolvedValue({ changes: { vegan: true, category: "sleep" }, q: "help", by: "ai" });
  const params = parseBrowseParams({ q: "something to help me nod off", vegan: "1" });
  const view = renderWithQueryClient(
    <PlainWordsRefiner query="vegan something to help me nod off" params={params} />,
  );
  await waitFor(() => {
    expect(mockRouter.replace).toHaveBeenCalledWith("/browse?q=help&category=sleep&vegan=1", {
      scroll: false,
    });
  });
  expect(mockedPost).toHaveBeenCalledTimes(1);
  expect(mockedPost).toHaveBeenCalledWith("/api/browse/plain-words", {
    q: "vegan something to help me nod off",
  });
  view.unmount();
  // The refined page: no second request, and the note about what AI read.
  renderWithQueryClient(
    <PlainWordsRefiner
      query="help"
      params={parseBrowseParams({ q: "help", category: "sleep", vegan: "1" })}
    />,
  );
  expect(await screen.findByRole("status")).toHaveTextContent(/read from your words by AI/);
  expect(mockedPost).toHaveBeenCalledTimes(1);
});

test("a reading that adds nothing leaves the URL alone", async () => {
  mockedPost.mockResolvedValue({ changes: { category: "sleep" }, q: null, by: "parser" });
  renderWithQueryClient(
    <PlainWordsRefiner query="sleep aid" params={parseBrowseParams({ category: "sleep" })} />,
  );
  await waitFor(() => {
    expect(mockedPost).toHaveBeenCalledTimes(1);
  });
  expect(mockRouter.replace).not.toHaveBeenCalled();
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
});

test("a failure keeps the parser's reading and says the AI feature is unavailable", async () => {
  mockedPost.mockResolvedValue({
    changes: {},
    q: "nod off",
    by: "parser",
    fallback: { code: "AI_SERVICE_UNAVAILABLE", message: "AI feature temporarily unavailable" },
  });
  renderWithQueryClient(<PlainWordsRefiner query="nod off" params={parseBrowseParams({ q: "nod off" })} />);
  expect(await screen.findByRole("status")).toHaveTextContent("AI feature temporarily unavailable");
  expect(mockRouter.replace).not.toHaveBeenCalled();
});
