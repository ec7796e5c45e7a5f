"use client";
// "Send a new confirmation link" (POST /api/auth/resend-confirmation with email + type, SPEC.md §5).
import { useState } from "react";

import { FormAlert } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { apiPost } from "@/lib/api/fetch-client";

export function ResendConfirmation({ email }: { email: string }) {
  const [state, setState] = useState<{ status: "idle" | "sending" | "sent" | "failed"; message?: string }>({
    status: "idle",
  });

  async function resend() {
    setState({ status: "sending" });
    try {
      const result = await apiPost<{ message: string }>("/api/auth/resend-confirmation", {
        email,
        type: "signup",
      });
      setState({ status: "sent", message: result.message });
    } catch (error) {
      setState({ status: "failed", message: formMessageOf(error) });
    }
  }

  if (state.status === "sent") return <FormAlert tone="success">{state.message}</FormAlert>;
  return (
    <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <p>Did not get the email, or the link has expired?</p>
      <button
        type="button"
        onClick={resend}
        disabled={state.status === "sending"}
        className="font-semibold text-brand-800 underline-offset-2 hover:underline disabled:opacity-60"
      >
        {state.status === "sending" ? "Sending…" : `Send a new confirmation link to ${email}`}
      </button>
      {state.status === "failed" ? <p className="text-red-700">{state.message}</p> : null}
    </div>
  );
}
