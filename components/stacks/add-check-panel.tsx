"use client";
// "Before you add …": the warnings of the new-supplement check (POST /api/stacks/check). Warnings
// that need acknowledgement must be acknowledged before adding; a blocked addition says why and
// offers the alternatives the check suggests.
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/input";
import type { CheckWarning, NewSupplementCheckResult } from "@/lib/interactions/types";
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

export type AddCheckPanelProps = {
  name: string;
  check: NewSupplementCheckResult;
  onAdd: () => void;
  onClose: () => void;
};

export function AddCheckPanel({ name, check, onAdd, onClose }: AddCheckPanelProps) {
  const [acknowledged, setAcknowledged] = useState(false);
  const { warnings, alternatives } = check.results;
  const blocked = warnings.some((warning) => !warning.canProceed);
  const needsAck = warnings.some((warning) => warning.requiresAcknowledgment);
  return (
    <section
      aria-label={`Before you add ${name}`}
      className="space-y-3 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h3 className="font-semibold text-slate-900">Before you add {name}</h3>
      <ul className="space-y-2">
        {warnings.map((warning, index) => (
          <li key={index} className={cn("rounded-md border p-3 text-sm", SEVERITY_STYLES[warning.severity])}>
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
      {blocked ? (
        <Blocked alternatives={alternatives} />
      ) : needsAck ? (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <Checkbox
            checked={acknowledged}
            onChange={(event) => setAcknowledged(event.target.checked)}
            className="mt-0.5"
          />
          I have read these warnings and will check with my pharmacist or GP.
        </label>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!blocked ? (
          <Button disabled={needsAck && !acknowledged} onClick={onAdd}>
            Add anyway
          </Button>
        ) : null}
        <Button variant="outline" onClick={onClose}>
          {blocked ? "Close" : "Cancel"}
        </Button>
      </div>
    </section>
  );
}

function Blocked({ alternatives }: { alternatives: readonly string[] }) {
  return (
    <div className="space-y-2 text-sm text-slate-800">
      <p className="font-semibold text-red-900">
        This supplement cannot be added to this stack: the combination above should be avoided.
      </p>
      {alternatives.length > 0 ? (
        <div>
          <p className="font-medium">Consider instead:</p>
          <ul className="list-disc pl-5">
            {alternatives.map((alternative) => (
              <li key={alternative}>{alternative}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
