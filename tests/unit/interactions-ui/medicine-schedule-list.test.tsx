// Each medicine with how often (and, in the health profile, when) it is taken.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";

import {
  MedicineScheduleList,
  schedulesFor,
  type MedicineScheduleValue,
} from "@/components/interactions/medicine-schedule-list";

function Harness({ initial, withTimes = true }: { initial: MedicineScheduleValue[]; withTimes?: boolean }) {
  const [schedules, setSchedules] = useState(initial);
  return (
    <>
      <MedicineScheduleList
        label="Your medicines"
        schedules={schedules}
        onChange={setSchedules}
        withTimes={withTimes}
      />
      <output data-testid="value">{JSON.stringify(schedules)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId("value").textContent) as MedicineScheduleValue[];

describe("MedicineScheduleList", () => {
  it("offers every frequency in order, with 'Not sure' (no frequency) last", () => {
    render(<Harness initial={[{ name: "Warfarin", frequency: null, times: [] }]} />);
    const warfarin = within(screen.getByRole("group", { name: "Warfarin" }));
    const select = warfarin.getByRole("combobox", { name: "How often" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Once a day",
      "Twice a day",
      "Three times a day",
      "Four times a day",
      "Once a week",
      "When needed",
      "Not sure",
    ]);
    expect(select).toHaveValue("");
  });

  it("records the frequency and up to six 24-hour times for each medicine, sorted and whole", async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={[
          { name: "Warfarin", frequency: null, times: [] },
          { name: "Levothyroxine", frequency: "once_daily", times: ["07:00"] },
        ]}
      />,
    );
    const warfarin = within(screen.getByRole("group", { name: "Warfarin" }));
    await user.selectOptions(warfarin.getByRole("combobox", { name: "How often" }), "Twice a day");
    const time = warfarin.getByLabelText(/When you take it/);
    const addTime = warfarin.getByRole("button", { name: "Add time for Warfarin" });
    await user.type(time, "2000");
    await user.click(addTime);
    await user.type(time, "0800{Enter}");
    // A half-typed time is not added.
    await user.type(time, "09");
    await user.click(addTime);
    expect(value()).toEqual([
      { name: "Warfarin", frequency: "twice_daily", times: ["08:00", "20:00"] },
      { name: "Levothyroxine", frequency: "once_daily", times: ["07:00"] },
    ]);
    expect(
      within(warfarin.getByRole("list", { name: "Times you take Warfarin" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["08:00", "20:00"]);

    for (const more of ["1000", "1200", "1400", "1600"]) {
      await user.clear(time);
      await user.type(time, more);
      await user.click(addTime);
    }
    expect(value()[0]?.times).toHaveLength(6);
    expect(addTime).toBeDisabled();
    expect(warfarin.getByText("Up to 6 times.")).toBeInTheDocument();

    await user.click(warfarin.getByRole("button", { name: "Remove 08:00" }));
    expect(value()[0]?.times).toEqual(["10:00", "12:00", "14:00", "16:00", "20:00"]);
    await user.selectOptions(warfarin.getByRole("combobox", { name: "How often" }), "Not sure");
    expect(value()[0]?.frequency).toBeNull();
  });

  it("removes a medicine, and asks no times in the checker", async () => {
    const user = userEvent.setup();
    render(
      <Harness initial={[{ name: "Warfarin", frequency: "once_daily", times: [] }]} withTimes={false} />,
    );
    expect(screen.queryByRole("button", { name: /Add time/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove Warfarin" }));
    expect(value()).toEqual([]);
    expect(screen.queryByRole("list", { name: "Your medicines" })).not.toBeInTheDocument();
  });

  it("keeps each listed medicine's schedule and starts new ones at 'Not sure'", () => {
    const kept = { name: "Warfarin", frequency: "once_daily" as const, times: ["18:00"] };
    expect(
      schedulesFor(["warfarin ", "Levothyroxine"], [kept, { name: "Gone", frequency: null, times: [] }]),
    ).toEqual([kept, { name: "Levothyroxine", frequency: null, times: [] }]);
  });
});
