// cn: Tailwind class joining with later utilities winning, and the one-string shortcut that must give
// the same answer as tailwind-merge for every component drawn without an override.
import { render } from "@testing-library/react";
import { twMerge } from "tailwind-merge";

import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input, Select, Textarea } from "@/components/ui/input";
import { cn } from "@/lib/utils/cn";

it("lets a later utility override an earlier one of the same kind", () => {
  expect(cn("px-2 py-1 text-sm", "px-4")).toBe("py-1 text-sm px-4");
  expect(cn("bg-white", { "bg-red-50": true, hidden: false })).toBe("bg-red-50");
  expect(cn(["rounded-md", ["rounded-full"]])).toBe("rounded-full");
});

it("drops empty inputs and returns a single string as it is", () => {
  expect(cn("inline-flex gap-2", undefined, false, null, "")).toBe("inline-flex gap-2");
  expect(cn(undefined, "text-slate-700")).toBe("text-slate-700");
  expect(cn()).toBe("");
  expect(cn(false, undefined)).toBe("");
});

it("still merges when two strings are given, even if one of them is alone enough", () => {
  expect(cn("p-2", "p-4", undefined)).toBe("p-4");
});

const drawnClasses = (element: Element | null) => element?.getAttribute("class") ?? "";

it("gives every shared component's own classes (no override) exactly as tailwind-merge would", () => {
  const variants = ["primary", "secondary", "outline", "ghost", "destructive", "link"] as const;
  const sizes = ["sm", "md", "lg", "icon"] as const;
  const classes: string[] = [];
  for (const variant of variants) {
    for (const size of sizes) {
      const { container } = render(<Button variant={variant} size={size} />);
      classes.push(drawnClasses(container.firstElementChild));
    }
  }
  for (const tone of ["neutral", "brand", "info", "warning", "danger"] as const) {
    classes.push(drawnClasses(render(<Badge tone={tone} />).container.firstElementChild));
  }
  for (const tone of ["error", "success", "info", "warning"] as const) {
    classes.push(drawnClasses(render(<Alert tone={tone} />).container.firstElementChild));
  }
  for (const invalid of [true, false]) {
    classes.push(drawnClasses(render(<Input invalid={invalid} />).container.firstElementChild));
    classes.push(drawnClasses(render(<Textarea invalid={invalid} />).container.firstElementChild));
    classes.push(drawnClasses(render(<Select invalid={invalid} />).container.firstElementChild));
  }
  expect(classes).toHaveLength(6 * 4 + 5 + 4 + 6);
  for (const drawn of classes) expect(twMerge(drawn)).toBe(drawn);
});
