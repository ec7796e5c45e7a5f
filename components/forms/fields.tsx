import { useId, type ComponentProps, type ReactNode } from "react";

import { Button, type ButtonProps } from "@/components/ui/button";
import { Checkbox, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils/cn";

export { Alert as FormAlert } from "@/components/ui/alert";

type FieldControlProps = { id: string; "aria-describedby": string | undefined; invalid: boolean };

const describedBy = (...ids: (string | false | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(" ") || undefined;

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  );
}

export type FormFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export function FormField({ label, hint, error, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({
        id: controlId,
        "aria-describedby": describedBy(hint ? hintId : false, error ? errorId : false),
        invalid: Boolean(error),
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export type TextFieldProps = Omit<ComponentProps<"input">, "id"> &
  Pick<FormFieldProps, "label" | "hint" | "error" | "id">;

export function TextField({ label, hint, error, id, className, ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <Input {...control} {...input} />}
    </FormField>
  );
}

/** The "6-digit code" box of an authenticator app or a text message. */
export function SixDigitCodeField(props: Omit<TextFieldProps, "label">) {
  return (
    <TextField
      label="6-digit code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      {...props}
    />
  );
}

export type CheckboxFieldProps = Omit<ComponentProps<"input">, "id" | "type"> & {
  label: ReactNode;
  error?: string;
  id?: string;
};

export function CheckboxField({ label, error, id, className, ...input }: CheckboxFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  return (
    <div className={cn("space-y-1", className)}>
      <div className="flex items-start gap-2">
        <Checkbox
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5"
          {...input}
        />
        <Label htmlFor={controlId} className="font-normal text-slate-700">
          {label}
        </Label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function SubmitButton({ className, ...props }: Omit<ButtonProps, "type"> & { busy: boolean }) {
  return <Button type="submit" className={cn("w-full", className)} {...props} />;
}
