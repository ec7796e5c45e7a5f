import { priceAlertEmail } from "@/lib/mail/templates";

const unsubscribeUrl = "https://stacks.example.co.uk/api/price-alerts/unsubscribe?token=abc";
const email = priceAlertEmail({
  to: "ada@example.com",
  firstName: "Ada",
  stackName: "Winter basics",
  drops: [
    {
      name: "Vitamin D3",
      brand: "Acme",
      monthlyPence: 150,
      fromMonthlyPence: 300,
      offer: {
        retailer: "Boots",
        pricePence: 499,
        packSize: 60,
        lastCheckedAt: new Date("2026-11-20T09:00:00Z"),
      },
    },
  ],
  monthlyPence: 150,
  monthlyDropPence: 150,
  stackUrl: "https://stacks.example.co.uk/stack/1",
  unsubscribeUrl,
});

describe("the price-alert email's unsubscribe", () => {
  it("carries RFC 8058 one-click headers naming the unsubscribe URL", () => {
    expect(email.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("links the same URL in the text and HTML bodies, which open a page that asks first", () => {
    expect(email.text).toContain(
      `Unsubscribe from these price alerts (no sign-in needed):\n${unsubscribeUrl}`,
    );
    expect(email.html).toContain(`href="${unsubscribeUrl}"`);
    expect(email.html).not.toContain("one click");
  });
});
