// An article's dates as its page and card show them: "Published … · Updated …", each a <time> with
// the full date-time, the update only when it falls on a later day.
import { render, screen } from "@testing-library/react";

import { PostMeta } from "@/components/blog/post-meta";

describe("PostMeta", () => {
  it("shows the published and updated dates with their machine-readable date-times", () => {
    const { container } = render(
      <PostMeta
        datePublished={new Date("2026-11-22T01:21:32Z")}
        dateModified={new Date("2026-11-24T10:00:00Z")}
        readingMinutes={6}
      />,
    );
    expect(container).toHaveTextContent("Published 22 November 2026 · Updated 24 November 2026 · 6 min read");
    expect(screen.getByText("22 November 2026")).toHaveAttribute("dateTime", "2026-11-22T01:21:32.000Z");
    expect(screen.getByText("24 November 2026")).toHaveAttribute("dateTime", "2026-11-24T10:00:00.000Z");
  });

  it("leaves out the update when it is the same day as publication", () => {
    const { container } = render(
      <PostMeta
        datePublished={new Date("2026-11-22T01:21:32Z")}
        dateModified={new Date("2026-11-22T01:21:32Z")}
        readingMinutes={6}
      />,
    );
    expect(container).toHaveTextContent("Published 22 November 2026 · 6 min read");
    expect(container).not.toHaveTextContent("Updated");
  });
});
