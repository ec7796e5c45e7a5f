"use client";
// Asks for the address, then offers "send a new confirmation link".
import { useState } from "react";

import { TextField } from "@/components/forms/fields";

import { ResendConfirmation } from "./resend-confirmation";

export function ResendConfirmationForm() {
  const [email, setEmail] = useState("");
  const [chosen, setChosen] = useState<string | null>(null);
  if (chosen) return <ResendConfirmation email={chosen} />;
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (email.trim()) setChosen(email.trim());
      }}
    >
      <TextField
        id="email"
        label="Your email address"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button
        type="submit"
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        Get a new confirmation link
      </button>
    </form>
  );
}
