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
  unsubscribeUrl: "https://stacks.example.co.uk/api/plan-reminders/unsubscribe?token=abc.def",
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

  it("carries a no-sign-in unsubscribe link for what it contains, with RFC 8058 one-click headers", () => {
    const { text, html, headers } = planReminderEmail(reminder);
    expect(headers).toEqual({
      "List-Unsubscribe": `<${reminder.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(text).toContain(`Stop these reminder emails (no sign-in needed):\n${reminder.unsubscribeUrl}`);
    expect(html).toContain(
      'href="https://stacks.example.co.uk/api/plan-reminders/unsubscribe?token=abc.def"',
    );
    expect(planReminderEmail({ ...reminder, runOuts: [] }).text).toContain("Stop the daily reminder");
    expect(planReminderEmail({ ...reminder, slots: [] }).text).toContain("Stop the run-out reminders");
  });
});
