// The assistant's panel as a keyboard user meets it: Enter sends (once, however often it is pressed while a
// question is on its way), Shift+Enter starts a new line, Escape closes and focus goes back to the launcher;
// the last turns are sent with a follow-up; the close button is a 44 px target.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { AssistantLauncher } from "@/components/assistant/assistant-launcher";
import { AssistantPanel } from "@/components/assistant/assistant-panel";
import { apiPost } from "@/lib/api/fetch-client";

import { renderWithQueryClient } from "../forms/render-with-query-client";

jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

const reply = (answer: string) => ({ answer, sources: [{ title: "Zinc", url: "/x" }], mode: "offline" });

beforeEach(() => {
  mockedPost.mockReset();
  window.localStorage.clear();
});

test("Enter sends the question and Shift+Enter starts a new line", async () => {
  mockedPost.mockResolvedValue(reply("Zinc is a mineral."));
  const user = userEvent.setup();
  renderWithQueryClient(<AssistantPanel onClose={jest.fn()} />);
  const box = screen.getByRole("textbox", { name: "Your question" });
  expect(box).toHaveFocus();
  await user.type(box, "What is zinc?{Shift>}{Enter}{/Shift}please");
  expect(box).toHaveValue("What is zinc?\nplease");
  expect(mockedPost).not.toHaveBeenCalled();
  await user.type(box, "{Enter}");
  expect(await screen.findByText("Zinc is a mineral.")).toBeInTheDocument();
  expect(mockedPost).toHaveBeenCalledTimes(1);
  expect(mockedPost).toHaveBeenCalledWith("/api/assistant", {
    message: "What is zinc?\nplease",
    history: [],
  });
  expect(box).toHaveValue("");
});

test("Enter pressed again while a question is on its way sends nothing more", async () => {
  let answer: (value: unknown) => void = () => undefined;
  mockedPost.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const user = userEvent.setup();
  renderWithQueryClient(<AssistantPanel onClose={jest.fn()} />);
  const box = screen.getByRole("textbox", { name: "Your question" });
  await user.type(box, "What is zinc?{Enter}");
  await user.type(box, "{Enter}{Enter}");
  expect(mockedPost).toHaveBeenCalledTimes(1);
  answer(reply("Zinc is a mineral."));
  expect(await screen.findByText("Zinc is a mineral.")).toBeInTheDocument();
});

test("a follow-up is sent with the earlier turns", async () => {
  mockedPost
    .mockResolvedValueOnce(reply("It can interact with warfarin."))
    .mockResolvedValueOnce(reply("More."));
  const user = userEvent.setup();
  renderWithQueryClient(<AssistantPanel onClose={jest.fn()} />);
  const box = screen.getByRole("textbox", { name: "Your question" });
  await user.type(box, "Tell me about St John's wort{Enter}");
  await screen.findByText("It can interact with warfarin.");
  await user.type(box, "What about it?{Enter}");
  await screen.findByText("More.");
  expect(mockedPost).toHaveBeenLastCalledWith("/api/assistant", {
    message: "What about it?",
    history: [
      { role: "user", content: "Tell me about St John's wort" },
      { role: "assistant", content: "It can interact with warfarin." },
    ],
  });
});

test("the close button is at least 44 by 44 pixels", () => {
  renderWithQueryClient(<AssistantPanel onClose={jest.fn()} />);
  // Tailwind's size-11 is 2.75rem = 44 px.
  expect(screen.getByRole("button", { name: "Close the assistant" })).toHaveClass("size-11");
});

test("Escape closes the panel and focus goes back to the launcher", async () => {
  const user = userEvent.setup();
  renderWithQueryClient(<AssistantLauncher />);
  const launcher = screen.getByRole("button", { name: "Ask our assistant" });
  await user.click(launcher);
  const box = await screen.findByRole("textbox", { name: "Your question" });
  await waitFor(() => {
    expect(box).toHaveFocus();
  });
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  const reopened = screen.getByRole("button", { name: "Ask our assistant" });
  await waitFor(() => {
    expect(reopened).toHaveFocus();
  });
  await user.click(reopened);
  await user.click(await screen.findByRole("button", { name: "Close the assistant" }));
  await waitFor(() => {
    expect(screen.getByRole("button", { name: "Ask our assistant" })).toHaveFocus();
  });
});

test("an emergency answer gives the numbers it names as links a phone can call, and reads out only the answer", async () => {
  mockedPost.mockResolvedValue({
    answer:
      "If you might act on these thoughts, call 999 or go to A&E now. You can call Samaritans free on 116 123. For urgent mental health help, call NHS 111.",
    sources: [{ title: "Help for suicidal thoughts (NHS)", url: "https://www.nhs.uk/x/" }],
    mode: "red_flag",
  });
  const user = userEvent.setup();
  renderWithQueryClient(<AssistantPanel onClose={jest.fn()} />);
  await user.type(screen.getByRole("textbox", { name: "Your question" }), "i want to end it all{Enter}");
  const help = await screen.findByRole("list", { name: "Get help now" });
  const links = Array.from(help.querySelectorAll("a")).map((link) => [
    link.textContent,
    link.getAttribute("href"),
  ]);
  expect(links).toEqual([
    ["Call 999", "tel:999"],
    ["Call Samaritans on 116 123", "tel:116123"],
    ["Call NHS 111", "tel:111"],
    ["NHS 111 online", "https://111.nhs.uk/"],
  ]);
  const live = document.querySelector('[aria-live="polite"]');
  expect(live?.textContent).toMatch(/^Answer: If you might act on these thoughts/);
  expect(live?.textContent).not.toMatch(/end it all/);
  expect(screen.queryByRole("banner")).not.toBeInTheDocument();
});

test("an ordinary answer has no call links", async () => {
  mockedPost.mockResolvedValue(reply("Zinc is a mineral. Call 999 in an emergency."));
  const user = userEvent.setup();
  renderWithQueryClient(<AssistantPanel onClose={jest.fn()} />);
  await user.type(screen.getByRole("textbox", { name: "Your question" }), "What is zinc?{Enter}");
  await screen.findByText("Zinc is a mineral. Call 999 in an emergency.");
  expect(screen.queryByRole("list", { name: "Get help now" })).not.toBeInTheDocument();
});
