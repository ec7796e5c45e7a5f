// The report for a GP or pharmacist: signed in, it includes the health profile's medicines and
// conditions unless the person unticks it; signed out there is no profile to include. The batch export
// comes in parts, each downloaded with its own press.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { PdfButton, ReportActions } from "@/components/analytics/report-actions";

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

describe("what each button leaves behind", () => {
  // A busy button is disabled, and the browser then drops its focus to the page; jsdom keeps it, so the
  // mocked server drops it as the browser would.
  const dropFocus = () => {
    (document.activeElement as HTMLElement | null)?.blur();
  };

  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => "blob:report");
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
  });

  it("a download says it is done and gives the focus back to its button", async () => {
    global.fetch = jest.fn(() => {
      dropFocus();
      return Promise.resolve({
        ok: true,
        status: 200,
        headers: new Headers({ "Content-Type": "application/pdf" }),
        blob: () => Promise.resolve(new Blob(["%PDF"])),
      } as Response);
    });
    const user = userEvent.setup();
    render(<ReportActions source={SOURCE as never} signedIn={false} />);
    const button = screen.getByRole("button", { name: "Cost and benefit report" });
    await user.click(button);
    expect(await screen.findByText("Report downloaded")).toHaveAttribute("role", "status");
    expect(button).toHaveFocus();
  });

  it("a preview takes the focus and is announced; a failed one gives the focus back", async () => {
    const model = { title: "Stack report: Morning", subtitle: [], sections: [], disclaimer: "Not advice." };
    global.fetch = jest
      .fn()
      .mockImplementationOnce(() => {
        dropFocus();
        return Promise.resolve({
          ok: false,
          status: 503,
          headers: new Headers(),
          text: () => Promise.resolve(""),
        });
      })
      .mockImplementationOnce(() => {
        dropFocus();
        return Promise.resolve({
          ok: true,
          status: 200,
          headers: new Headers(),
          text: () => Promise.resolve(JSON.stringify({ success: true, data: model })),
        });
      });
    const user = userEvent.setup();
    render(<ReportActions source={SOURCE as never} signedIn={false} />);
    await user.click(screen.getByRole("button", { name: "Preview report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("the preview could not be made just now");
    expect(screen.getByRole("button", { name: "Preview report" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Preview report" }));
    expect(await screen.findByRole("article", { name: "Report preview" })).toHaveFocus();
    expect(screen.getByText("Report preview ready")).toHaveAttribute("role", "status");
  });
});

describe("PdfButton with an export in parts", () => {
  function pdfPart(part: number, parts: number): Response {
    const headers = new Headers({
      "Content-Type": "application/pdf",
      "X-Export-Part": String(part),
      "X-Export-Parts": String(parts),
    });
    if (part < parts) headers.set("Link", `</api/reports/stacks?part=${String(part + 1)}>; rel="next"`);
    return { ok: true, status: 200, headers, blob: () => Promise.resolve(new Blob(["%PDF"])) } as Response;
  }

  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => "blob:report");
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
  });

  it("offers each next part until the last, then the first again", async () => {
    const user = userEvent.setup();
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(pdfPart(1, 3))
      .mockResolvedValueOnce(pdfPart(2, 3))
      .mockResolvedValueOnce(pdfPart(3, 3));
    global.fetch = fetchMock;
    render(
      <PdfButton
        label="All my stacks (PDF)"
        request={{ url: "/api/reports/stacks", fileName: "my-stacks.pdf" }}
      />,
    );

    await user.click(screen.getByRole("button", { name: "All my stacks (PDF)" }));
    expect(await screen.findByText("Part 1 of 3 downloaded.")).toHaveAttribute("role", "status");
    await user.click(screen.getByRole("button", { name: "Download part 2 of 3" }));
    await user.click(await screen.findByRole("button", { name: "Download part 3 of 3" }));
    expect(await screen.findByRole("button", { name: "All my stacks (PDF)" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Report downloaded");
    expect(fetchMock.mock.calls.map(([url]) => url as string)).toEqual([
      "/api/reports/stacks",
      "/api/reports/stacks?part=2",
      "/api/reports/stacks?part=3",
    ]);
  });

  it("keeps the part that failed to be asked for again", async () => {
    const user = userEvent.setup();
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(pdfPart(1, 2))
      .mockResolvedValueOnce({ ok: false, status: 503, headers: new Headers() })
      .mockResolvedValueOnce(pdfPart(2, 2));
    global.fetch = fetchMock;
    render(
      <PdfButton
        label="All my stacks (PDF)"
        request={{ url: "/api/reports/stacks", fileName: "my-stacks.pdf" }}
      />,
    );

    await user.click(screen.getByRole("button", { name: "All my stacks (PDF)" }));
    await user.click(await screen.findByRole("button", { name: "Download part 2 of 2" }));
    await user.click(await screen.findByRole("button", { name: "PDF Unavailable" }));
    await screen.findByRole("button", { name: "All my stacks (PDF)" });
    expect(fetchMock.mock.calls.map(([url]) => url as string)).toEqual([
      "/api/reports/stacks",
      "/api/reports/stacks?part=2",
      "/api/reports/stacks?part=2",
    ]);
  });
});
