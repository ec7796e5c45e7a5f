"use client";
// zxcvbn-ts, as the server applies it (lib/auth/password-strength.ts); its dictionaries load on the first keystroke.
import { useEffect, useState } from "react";

import {
  MIN_PASSWORD_SCORE,
  passwordStrength,
  STRENGTH_LABELS,
  type PasswordStrength,
} from "@/lib/auth/password-strength";

const BAR_COLOURS = ["bg-red-600", "bg-red-600", "bg-amber-500", "bg-emerald-500", "bg-emerald-600"] as const;
const DEBOUNCE_MS = 150;

export function PasswordStrengthMeter({
  password,
  userInputs = [],
}: {
  password: string;
  userInputs?: readonly string[];
}) {
  const [strength, setStrength] = useState<{ password: string; result: PasswordStrength } | null>(null);
  const inputsKey = userInputs.join("\n");

  useEffect(() => {
    if (!password) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void passwordStrength(password, inputsKey.split("\n")).then((result) => {
        if (!cancelled) setStrength({ password, result });
      });
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);

  if (!password || strength?.password !== password) return null;
  const { score, acceptable, warning } = strength.result;
  return (
    <div className="mt-2" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={`h-1.5 flex-1 rounded-full ${score >= step ? BAR_COLOURS[score] : "bg-slate-200"}`}
          />
        ))}
      </div>
      <p className="mt-1 text-sm text-slate-700" role="status" aria-live="polite">
        Password strength: <strong>{STRENGTH_LABELS[score]}</strong>
        {acceptable ? "" : ` — choose a stronger one (at least "${STRENGTH_LABELS[MIN_PASSWORD_SCORE]}").`}
        {warning && !acceptable ? ` ${warning}` : ""}
      </p>
    </div>
  );
}
