import type { CheckWarning } from "@/lib/interactions/types";
import { cn } from "@/lib/utils/cn";

const SEVERITY_STYLES: Record<CheckWarning["severity"], string> = {
  critical: "border-red-300 bg-red-50 text-red-950",
  error: "border-orange-300 bg-orange-50 text-orange-950",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  info: "border-sky-200 bg-sky-50 text-sky-950",
};

const SEVERITY_LABELS: Record<CheckWarning["severity"], string> = {
  critical: "Critical",
  error: "Serious",
  warning: "Caution",
  info: "Information",
};

export type CheckWarningsProps = { warnings: readonly CheckWarning[] };

export function CheckWarnings({ warnings }: CheckWarningsProps) {
  return (
    <ul aria-label="What the check found" className="space-y-2">
      {warnings.map((warning, index) => (
        <li
          key={`${String(index)}-${warning.title}`}
          className={cn("rounded-md border p-3 text-sm", SEVERITY_STYLES[warning.severity])}
        >
          <p className="font-semibold">
            {SEVERITY_LABELS[warning.severity]}: {warning.title}
          </p>
          <p className="mt-1">{warning.description}</p>
          <p className="mt-1">
            <span className="font-medium">What to do:</span> {warning.recommendation}
          </p>
        </li>
      ))}
    </ul>
  );
}
