// Shared by the shell's icon set and sets kept apart from it, so an icon one feature draws never joins every page's chunk.
import type { ComponentType, SVGProps } from "react";

type IconNode = readonly (readonly [
  "path" | "circle" | "ellipse" | "rect" | "line" | "polyline",
  Readonly<Record<string, string>>,
])[];

type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = ComponentType<IconProps>;

export function lucideIcon(name: string, node: IconNode) {
  function Icon({ className, ...props }: IconProps) {
    // As lucide: hidden from assistive technology unless it is given a name.
    const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={named ? undefined : true}
        {...props}
        className={["lucide", `lucide-${name}`, className].filter(Boolean).join(" ")}
      >
        {node.map(([Tag, attributes], index) => (
          // A fixed drawing: the index is a stable key.
          <Tag key={index} {...attributes} />
        ))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
