"use client";
// Settings kept in user_preferences (PUT /api/account/preferences).
import { useState, type FormEvent } from "react";

import { CheckboxField, FormAlert, SubmitButton } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { toast } from "@/components/ui/use-toast";
import { apiPut } from "@/lib/api/fetch-client";

export function PreferencesForm({
  marketingEmails,
  interactionAlerts,
}: {
  marketingEmails: boolean;
  interactionAlerts: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await apiPut("/api/account/preferences", {
        marketingEmails: form.get("marketingEmails") === "on",
        interactionAlerts: form.get("interactionAlerts") === "on",
      });
      toast({ title: "Settings saved", variant: "success" });
    } catch (failure) {
      // SPEC §8 "Quiet failures": a failed preference save is logged; we also tell the user.
      console.warn("Saving preferences failed", failure);
      setError(formMessageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="max-w-xl space-y-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <CheckboxField
        id="interactionAlerts"
        defaultChecked={interactionAlerts}
        label="Warn me about interactions when I add a supplement to a stack (recommended)"
      />
      <CheckboxField
        id="marketingEmails"
        defaultChecked={marketingEmails}
        label="Email me occasional product news. You can turn this off at any time; we never share your address."
      />
      <SubmitButton busy={busy} className="sm:w-auto">
        {busy ? "Saving…" : "Save settings"}
      </SubmitButton>
    </form>
  );
}
