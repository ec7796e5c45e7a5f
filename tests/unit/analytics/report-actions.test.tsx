// The report for a GP or pharmacist: signed in, it includes the health profile's medicines and
// conditions unless the person unticks it; signed out there is no profile to include.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ReportActions } from "@/components/analytics/report-actions";

const SOURCE = { name: "Morning", items: [{ supplementId: "p-iron", quantity: 1 }] };

function sentBodies(fetchMock: jest.Mock): { includeHealthProfile: boolean }[] {
  return fetchMock.mock.calls.map(
    ([, init]) => JSON.parse((init as RequestInit).body as string) as { includeHealthProfile: boolean },
  );
}

describe("ReportActions", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue({ ok: false, status: 500, headers: { get: () => null } });
    global.fetch = fetchMock;
  });

  it("includes the medicines and conditions by default when signed in", async () => {
    const user = userEvent.setup();
    render(<ReportActions source={SOURCE as never} signedIn />);
    const box = screen.getByRole("checkbox", { name: /Include the medicines and conditions/ });
    expect(box).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Download PDF report" }));
    expect(sentBodies(fetchMock)[0]?.includeHealthProfile).toBe(true);
  });

  it("leaves them out when unticked, and has nothing to include when signed out", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ReportActions source={SOURCE as never} signedIn />);
    await user.click(screen.getByRole("checkbox", { name: /Include the medicines and conditions/ }));
    await user.click(screen.getByRole("button", { name: "Download PDF report" }));
    expect(sentBodies(fetchMock)[0]?.includeHealthProfile).toBe(false);
    unmount();
    render(<ReportActions source={SOURCE as never} signedIn={false} />);
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Download PDF report" }));
    expect(sentBodies(fetchMock)[1]?.includeHealthProfile).toBe(false);
  });
});
