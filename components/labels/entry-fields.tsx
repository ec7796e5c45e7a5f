"use client";
// Plain controlled fields for the product-entry form; errors arrive keyed by the schema's paths.
import type { ReactNode } from "react";

import { FormField } from "@/components/forms/fields";
import { Input, Select } from "@/components/ui/input";

export type Errors = Readonly<Record<string, string | undefined>>;

export function TextInput({
  name,
  label,
  value,
  onChange,
  errors,
  hint,
  className,
  ...input
}: {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  errors: Errors;
  hint?: ReactNode;
} & Omit<React.ComponentProps<"input">, "value" | "onChange" | "name">) {
  return (
    <FormField label={label} hint={hint} error={errors[name]} className={className}>
      {(control) => (
        <Input
          {...control}
          name={name}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          {...input}
        />
      )}
    </FormField>
  );
}

export function ChoiceInput<T extends string>({
  name,
  label,
  value,
  onChange,
  errors,
  options,
  empty,
}: {
  name: string;
  label: ReactNode;
  value: T | "";
  onChange: (value: T | "") => void;
  errors: Errors;
  options: readonly (readonly [T, string])[];
  empty: string;
}) {
  return (
    <FormField label={label} error={errors[name]}>
      {(control) => (
        <Select
          {...control}
          name={name}
          value={value}
          onChange={(event) => {
            onChange(event.target.value as T | "");
          }}
        >
          <option value="">{empty}</option>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

export type Stated = "" | "yes" | "no";

export const STATED_OPTIONS = [
  ["yes", "Yes, the label says so"],
  ["no", "No, the label says not"],
] as const;

export function statedOf(value: boolean | null | undefined): Stated {
  if (value === true) return "yes";
  if (value === false) return "no";
  return "";
}

export function booleanOf(value: Stated): boolean | null {
  return value === "" ? null : value === "yes";
}
