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

  it("records the frequency and up to six 24-hour times for each medicine", async () => {
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
    await user.click(warfarin.getByRole("button", { name: "Add a time for Warfarin" }));
    await user.type(warfarin.getByLabelText("Time 1 for Warfarin"), "0800");
    await user.click(warfarin.getByRole("button", { name: "Add a time for Warfarin" }));
    await user.type(warfarin.getByLabelText("Time 2 for Warfarin"), "2000");
    expect(value()).toEqual([
      { name: "Warfarin", frequency: "twice_daily", times: ["08:00", "20:00"] },
      { name: "Levothyroxine", frequency: "once_daily", times: ["07:00"] },
    ]);

    for (let count = 2; count < 6; count += 1)
      await user.click(warfarin.getByRole("button", { name: "Add a time for Warfarin" }));
    expect(warfarin.getByRole("button", { name: "Add a time for Warfarin" })).toBeDisabled();

    await user.click(warfarin.getByRole("button", { name: "Remove time 1 for Warfarin" }));
    expect(value()[0]?.times[0]).toBe("20:00");
    await user.selectOptions(warfarin.getByRole("combobox", { name: "How often" }), "Not sure");
    expect(value()[0]?.frequency).toBeNull();
  });

  it("removes a medicine, and asks no times in the checker", async () => {
    const user = userEvent.setup();
    render(
      <Harness initial={[{ name: "Warfarin", frequency: "once_daily", times: [] }]} withTimes={false} />,
    );
    expect(screen.queryByRole("button", { name: /Add a time/ })).not.toBeInTheDocument();
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
