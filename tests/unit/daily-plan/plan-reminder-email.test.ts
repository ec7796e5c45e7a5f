import { planReminderEmail, type PlanReminderEmail } from "@/lib/mail/templates";

const reminder: PlanReminderEmail = {
  to: "ada@example.com",
  firstName: "Ada",
  stackName: "Winter basics",
  named: false,
  slots: [{ time: "08:00", label: "with breakfast", products: [{ name: "Vitamin D3", servings: 1 }] }],
  runOuts: [
    {
      name: "Magnesium",
      brand: "Acme",
      runOutDay: "2026-12-04",
      restock: {
        retailer: "Boots",
        pricePence: 499,
        packSize: 60,
        url: "https://boots.example/mg",
        sample: true,
      },
    },
  ],
  todayUrl: "https://stacks.example.co.uk/today",
};

describe("the plan reminder email", () => {
  it("says only 'Supplement reminder' in the subject by default", () => {
    expect(planReminderEmail(reminder).subject).toBe("Supplement reminder");
  });

  it("names the first run-out in the subject only when the owner opted in", () => {
    expect(planReminderEmail({ ...reminder, named: true }).subject).toBe(
      "Supplement reminder: Magnesium runs out on Fri, 4 Dec 2026",
    );
    expect(planReminderEmail({ ...reminder, named: true, runOuts: [] }).subject).toBe(
      "Supplement reminder: Winter basics today",
    );
  });

  it("lists today's slots and each run-out with its restock link, labelling sample prices", () => {
    const { text, html } = planReminderEmail(reminder);
    expect(text).toContain("08:00 (with breakfast): Vitamin D3, 1 serving");
    expect(text).toContain("Magnesium (Acme) runs out on Fri, 4 Dec 2026.");
    expect(text).toContain(
      "£4.99 for a pack of 60 at Boots (a sample price: an example, not a live retailer price)",
    );
    expect(text).toContain("https://boots.example/mg");
    expect(text).toContain("https://stacks.example.co.uk/today");
    expect(html).toContain("Open your plan");
  });
});
