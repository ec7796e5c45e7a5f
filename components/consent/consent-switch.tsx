import { useId } from "react";

import { cn } from "@/lib/utils/cn";

import { CATEGORY_COPY } from "./consent-copy";
import type { useConsentChoices } from "./use-consent-choices";

type ConsentSwitchProps = {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

function ConsentSwitch({
  label,
  description,
  checked,
  disabled = false,
  onCheckedChange,
}: ConsentSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-semibold text-slate-900">
          {label}
          {disabled ? <span className="ml-2 text-xs font-medium text-slate-600">(always on)</span> : null}
        </p>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        disabled={disabled}
        onClick={() => onCheckedChange?.(!checked)}
        className={cn(
          "relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none",
          checked ? "bg-brand-600" : "bg-slate-300",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none",
            checked ? "translate-x-5" : "translate-x-0.5",
          )}
        />
      </button>
    </div>
  );
}

export function ConsentSwitches({ isOn, set }: Pick<ReturnType<typeof useConsentChoices>, "isOn" | "set">) {
  return CATEGORY_COPY.map((copy) => (
    <ConsentSwitch
      key={copy.category}
      label={copy.label}
      description={copy.description}
      checked={isOn(copy.category)}
      disabled={copy.category === "necessary"}
      onCheckedChange={(value) => set(copy.category, value)}
    />
  ));
}
