import { render } from "@testing-library/react";
import * as lucide from "lucide-react";
import type { ComponentType } from "react";

import * as icons from "@/components/ui/icons";
import { LoaderCircle, RefreshCw } from "@/components/ui/icons";
import * as videoIcons from "@/components/video/icons";

/** The SVG's child elements (its drawing), as markup. */
const drawing = (html: string) => /<svg[^>]*>(.*)<\/svg>/.exec(html)?.[1] ?? "";
const ourIcons = [...Object.entries(icons), ...Object.entries(videoIcons)] as [
  string,
  ComponentType<{ className?: string }>,
][];

describe("icons without lucide's runtime (components/ui/icons.tsx, components/video/icons.tsx)", () => {
  it.each(ourIcons)("%s draws lucide-react's drawing of the same name", (name, Icon) => {
    const Lucide = (lucide as unknown as Record<string, ComponentType<{ className?: string }>>)[name];
    if (!Lucide) throw new Error(`lucide-react has no ${name}`);
    const ours = render(<Icon />).container.innerHTML;
    expect(drawing(ours)).toEqual(drawing(render(<Lucide />).container.innerHTML));
    expect(drawing(ours)).toMatch(/^<(path|circle|ellipse|rect|line|polyline) /);
  });

  it("have lucide's attributes and classes", () => {
    const ours = render(<RefreshCw className="size-4" aria-hidden="true" />).container.innerHTML;
    const theirs = render(<lucide.RefreshCw className="size-4" aria-hidden="true" />).container.innerHTML;
    for (const attribute of [
      'viewBox="0 0 24 24"',
      'stroke="currentColor"',
      'stroke-width="2"',
      "lucide-refresh-cw",
      "size-4",
    ]) {
      expect(ours).toContain(attribute);
      expect(theirs).toContain(attribute);
    }
  });

  it("are hidden from assistive technology unless named", () => {
    const { container } = render(
      <>
        <LoaderCircle />
        <LoaderCircle aria-label="Loading" />
      </>,
    );
    const [hidden, named] = [...container.querySelectorAll("svg")];
    expect(hidden).toHaveAttribute("aria-hidden", "true");
    expect(named).not.toHaveAttribute("aria-hidden");
    expect(named).toHaveAttribute("aria-label", "Loading");
  });
});
