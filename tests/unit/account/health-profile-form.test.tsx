import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { HealthProfileForm, type HealthProfileValues } from "@/components/account/health-profile-form";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiFetch, apiPut } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";

import { renderWithQueryClient } from "../forms/render-with-query-client";
import { PICKER_OPTIONS } from "../interactions-ui/picker-fixture";

jest.mock("@/lib/api/fetch-client", () => ({ apiPut: jest.fn(), apiDelete: jest.fn(), apiFetch: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
const mockedPut = jest.mocked(apiPut);
const mockedDelete = jest.mocked(apiDelete);

beforeEach(() => {
  // The autocompletes' pick lists (GET /api/interactions/dictionary through the default query).
  jest
    .mocked(apiFetch)
    .mockReset()
    .mockImplementation((path) =>
      path === "/api/interactions/dictionary"
        ? Promise.resolve(PICKER_OPTIONS)
        : Promise.reject(new Error(`unexpected GET ${path}`)),
    );
  mockedPut.mockReset().mockResolvedValue({});
  mockedDelete.mockReset().mockResolvedValue(undefined);
  jest.mocked(toast).mockReset();
});

/** The box a save or delete ends with, found by its title. */
async function outcomeBox(title: string): Promise<HTMLElement> {
  const box = (await screen.findByText(title, { exact: true })).closest<HTMLElement>('[role="status"]');
  if (!box) throw new Error(`"${title}" is not in a status box`);
  return box;
}

const EMPTY: HealthProfileValues = {
  age: null,
  sex: null,
  activityLevel: null,
  goals: [],
  dietaryPreferences: [],
  pregnancyStatus: null,
  prescriptionDrugs: [],
  medicalConditions: [],
};

test("every question is optional, says why it is asked, and saving needs explicit consent", async () => {
  renderWithQueryClient(
    <HealthProfileForm initial={{ ...EMPTY, sex: "female", goals: ["energy"] }} hasProfile={false} />,
  );
  expect(screen.getByLabelText("Sex")).toHaveValue("female");
  expect(screen.getByLabelText("Pregnancy or breastfeeding")).toHaveValue("");
  expect(screen.getByRole("option", { name: "Breastfeeding" })).toBeInTheDocument();
  expect(screen.getByLabelText("Activity level")).toHaveValue("");
  expect(screen.getByRole("checkbox", { name: "Energy" })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Vegan" })).not.toBeChecked();
  expect(screen.getAllByText(/^Why we ask:/)).toHaveLength(8);
  expect(screen.getByRole("heading", { name: "Prescription medicines" })).toBeInTheDocument();

  await userEvent.click(screen.getByRole("checkbox", { name: "Vegan" }));
  expect(screen.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
  await userEvent.click(screen.getByRole("button", { name: "Save health profile" }));
  expect(screen.getByRole("alert")).toHaveTextContent("Please tick the consent box");
});

test("the missing consent is announced beside its box, which gets the focus; nothing is sent", async () => {
  const user = userEvent.setup();
  renderWithQueryClient(<HealthProfileForm initial={EMPTY} hasProfile={false} />);
  await user.click(screen.getByRole("button", { name: "Save health profile" }));
  const consent = screen.getByRole("checkbox", { name: /^I consent to Smart Supplement Stack Builder UK/ });
  expect(consent).toHaveFocus();
  expect(consent).toHaveAttribute("aria-invalid", "true");
  expect(consent).toHaveAccessibleDescription(
    "Please tick the consent box to save health information, or leave the profile empty.",
  );
  expect(mockedPut).not.toHaveBeenCalled();
});

test("saves the answers without the consent flag, then offers to delete them", async () => {
  const user = userEvent.setup();
  renderWithQueryClient(<HealthProfileForm initial={EMPTY} hasProfile={false} />);
  expect(screen.queryByRole("button", { name: "Delete my health profile" })).not.toBeInTheDocument();
  await user.type(screen.getByLabelText("Age"), "67");
  await user.selectOptions(screen.getByLabelText("Sex"), "Female");
  await user.click(screen.getByRole("checkbox", { name: "Energy" }));
  await user.type(screen.getByLabelText("Medicine name"), "warfarin");
  await user.click(screen.getByRole("button", { name: "Add medicine" }));
  await user.click(screen.getByRole("checkbox", { name: /^I consent/ }));
  await user.click(screen.getByRole("button", { name: "Save health profile" }));

  expect(mockedPut).toHaveBeenCalledWith(
    "/api/account/health-profile",
    expect.objectContaining({
      ...EMPTY,
      age: 67,
      sex: "female",
      goals: ["energy"],
      prescriptionDrugs: ["warfarin"],
    }),
  );
  expect(mockedPut.mock.calls[0]?.[1]).not.toHaveProperty("consent");
  expect(await screen.findByRole("button", { name: "Delete my health profile" })).toBeInTheDocument();
});

test("after saving, focus is on the message saying so, not lost to the page", async () => {
  const user = userEvent.setup();
  renderWithQueryClient(<HealthProfileForm initial={EMPTY} hasProfile={false} />);
  await user.click(screen.getByRole("checkbox", { name: /^I consent/ }));
  await user.click(screen.getByRole("button", { name: "Save health profile" }));
  const message = await outcomeBox("Health profile saved");
  expect(message).toHaveTextContent(
    "Health profile saved" + "Interaction checks now include your medicines and conditions.",
  );
  expect(message).toHaveFocus();
  expect(toast).not.toHaveBeenCalled();
});

test("a failed save shows no success message and keeps the answers", async () => {
  mockedPut.mockRejectedValue(new ApiClientError({ message: "conflict", status: 409, code: "CONFLICT" }));
  const user = userEvent.setup();
  renderWithQueryClient(<HealthProfileForm initial={{ ...EMPTY, age: 40 }} hasProfile />);
  await user.click(screen.getByRole("button", { name: "Save health profile" }));
  expect(await screen.findByRole("alert")).toBeInTheDocument();
  expect(screen.queryByText("Health profile saved")).not.toBeInTheDocument();
  expect(screen.getByLabelText("Age")).toHaveValue(40);
});

test("an age the server refuses shows beside the age field", async () => {
  mockedPut.mockRejectedValue(
    new ApiClientError({
      message: "bad",
      status: 400,
      code: "VALIDATION_ERROR",
      details: { fieldErrors: { age: ["Age is not what the server expected"] }, formErrors: [] },
    }),
  );
  const user = userEvent.setup();
  renderWithQueryClient(<HealthProfileForm initial={{ ...EMPTY, age: 40 }} hasProfile />);
  await user.click(screen.getByRole("button", { name: "Save health profile" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Please check your input and try again");
  expect(screen.getByLabelText("Age")).toHaveAccessibleDescription(/Age is not what the server expected$/);
  expect(screen.getByLabelText("Age")).toHaveFocus();
});

test("deleting the profile empties the answers and withdraws the consent", async () => {
  const user = userEvent.setup();
  renderWithQueryClient(
    <HealthProfileForm initial={{ ...EMPTY, sex: "male", prescriptionDrugs: ["warfarin"] }} hasProfile />,
  );
  expect(screen.getByRole("checkbox", { name: /^I consent/ })).toBeChecked();
  await user.click(screen.getByRole("button", { name: "Delete my health profile" }));
  expect(mockedDelete).toHaveBeenCalledWith("/api/account/health-profile");
  expect(await screen.findByLabelText("Sex")).toHaveValue("");
  expect(screen.getByRole("checkbox", { name: /^I consent/ })).not.toBeChecked();
  expect(screen.queryByText("warfarin")).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Delete my health profile" })).not.toBeInTheDocument();
  // The button pressed is gone: focus goes to the message, not to the page.
  expect(await outcomeBox("Health profile deleted")).toHaveFocus();
});

describe("medicines with how often and when they are taken", () => {
  beforeAll(() => {
    // jsdom does not lay out, so it has no scrollIntoView; the autocomplete scrolls its active option.
    Element.prototype.scrollIntoView = jest.fn();
  });

  test("a medicine picked from the autocomplete gets a frequency and times, saved with it", async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<HealthProfileForm initial={EMPTY} hasProfile={false} />);
    const input = screen.getByRole("combobox", { name: "Medicine name" });
    await user.type(input, "warf");
    expect(await screen.findByRole("option", { name: /^Warfarin also: Marevan/ })).toBeInTheDocument();
    await user.keyboard("{ArrowDown}{Enter}");
    await user.type(input, "Notarealmedicine{Enter}");

    const warfarin = within(screen.getByRole("group", { name: "Warfarin" }));
    const often = warfarin.getByRole("combobox", { name: "How often" });
    expect(often).toHaveValue("");
    await user.selectOptions(often, "Twice a day");
    await user.type(warfarin.getByLabelText(/When you take it/), "0800");
    await user.click(warfarin.getByRole("button", { name: "Add time for Warfarin" }));
    await user.click(screen.getByRole("checkbox", { name: /^I consent/ }));
    await user.click(screen.getByRole("button", { name: "Save health profile" }));

    expect(mockedPut).toHaveBeenCalledWith(
      "/api/account/health-profile",
      expect.objectContaining({
        prescriptionDrugs: ["Warfarin", "Notarealmedicine"],
        medicineSchedules: [
          { name: "Warfarin", frequency: "twice_daily", times: ["08:00"] },
          { name: "Notarealmedicine", frequency: null, times: [] },
        ],
      }),
    );
  });

  test("shows the stored schedules, and removing a medicine removes its schedule", async () => {
    const user = userEvent.setup();
    renderWithQueryClient(
      <HealthProfileForm
        initial={{
          ...EMPTY,
          prescriptionDrugs: ["Levothyroxine", "Omeprazole"],
          medicineSchedules: [{ name: "Levothyroxine", frequency: "once_daily", times: ["07:00"] }],
        }}
        hasProfile
      />,
    );
    const levothyroxine = within(screen.getByRole("group", { name: "Levothyroxine" }));
    expect(levothyroxine.getByRole("combobox", { name: "How often" })).toHaveValue("once_daily");
    expect(levothyroxine.getByRole("list", { name: "Times you take Levothyroxine" })).toHaveTextContent(
      "07:00",
    );
    expect(
      within(screen.getByRole("group", { name: "Omeprazole" })).getByRole("combobox", { name: "How often" }),
    ).toHaveValue("");

    await user.click(levothyroxine.getByRole("button", { name: "Remove Levothyroxine" }));
    await user.click(screen.getByRole("button", { name: "Save health profile" }));
    expect(mockedPut).toHaveBeenCalledWith(
      "/api/account/health-profile",
      expect.objectContaining({
        prescriptionDrugs: ["Omeprazole"],
        medicineSchedules: [{ name: "Omeprazole", frequency: null, times: [] }],
      }),
    );
  });

  test("each medicine added is announced; one we do not know says so at once, beside it", async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<HealthProfileForm initial={EMPTY} hasProfile={false} />);
    const input = screen.getByRole("combobox", { name: "Medicine name" });
    const medicines = input.closest("form")?.parentElement;
    if (!medicines) throw new Error("no medicine section");
    const announced = within(medicines).getByRole("status");
    await user.type(input, "warf");
    await user.click(await screen.findByRole("option", { name: /^Warfarin also: Marevan/ }));
    expect(announced).toHaveTextContent(/^Added Warfarin\.$/);
    expect(screen.getByRole("group", { name: "Warfarin" })).not.toHaveTextContent("Not checked");

    await user.type(input, "Zyxotrapine{Enter}");
    expect(announced).toHaveTextContent(
      "Added Zyxotrapine. Not checked: not in our database — ask your pharmacist.",
    );
    expect(screen.getByRole("group", { name: "Zyxotrapine" })).toHaveAccessibleDescription(
      "Not checked: not in our database — ask your pharmacist.",
    );

    await user.type(input, "zyxotrapine{Enter}");
    expect(announced).toHaveTextContent("zyxotrapine is already in your medicines.");
  });

  test("a condition added is announced", async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<HealthProfileForm initial={EMPTY} hasProfile />);
    const input = screen.getByRole("combobox", { name: "Condition" });
    await user.type(input, "ckd");
    await user.click(await screen.findByRole("option", { name: /^Chronic kidney disease/ }));
    const conditions = input.closest("form")?.parentElement;
    if (!conditions) throw new Error("no condition section");
    expect(within(conditions).getByRole("status")).toHaveTextContent("Added Chronic kidney disease.");
  });

  test("conditions are picked from their own autocomplete", async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<HealthProfileForm initial={EMPTY} hasProfile />);
    await user.type(screen.getByRole("combobox", { name: "Condition" }), "ckd");
    await user.click(await screen.findByRole("option", { name: /^Chronic kidney disease/ }));
    expect(
      within(screen.getByRole("list", { name: "Your conditions" })).getByText("Chronic kidney disease"),
    ).toBeInTheDocument();
  });
});
