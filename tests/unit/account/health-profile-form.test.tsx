import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { HealthProfileForm, type HealthProfileValues } from "@/components/account/health-profile-form";

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
  render(<HealthProfileForm initial={{ ...EMPTY, sex: "female", goals: ["energy"] }} hasProfile={false} />);
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
