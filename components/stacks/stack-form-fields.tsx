import type { ComponentProps } from "react";

import { Input, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { GOAL_LABELS, SUPPLEMENT_CATEGORIES } from "@/lib/catalogue/values";

export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

type TextInputFieldProps = ComponentProps<"input"> & {
  id: string;
  label: string;
  error?: string | undefined;
};

export function TextInputField({ id, label, error, ...input }: TextInputFieldProps) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={id}
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function GoalField({ id, label, defaultValue }: { id: string; label: string; defaultValue: string }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name="goal" defaultValue={defaultValue} className="w-auto">
        <option value="">None</option>
        {SUPPLEMENT_CATEGORIES.map((goal) => (
          <option key={goal} value={goal}>
            {GOAL_LABELS[goal]}
          </option>
        ))}
      </Select>
    </div>
  );
}

type NotesFieldProps = ComponentProps<"textarea"> & { id: string; label: string };

export function NotesField({ id, label, ...textarea }: NotesFieldProps) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} name={id} rows={3} {...textarea} />
    </div>
  );
}
