"use client";

import { useState } from "react";

import type { ConsentCategories, ConsentCategory } from "@/lib/consent/constants";

import type { ConsentChoices } from "./consent-store";

export function useConsentChoices(initial: ConsentCategories) {
  const [choices, setChoices] = useState<ConsentChoices>({
    analytics: initial.analytics,
    marketing: initial.marketing,
    functional: initial.functional,
  });
  const isOn = (category: ConsentCategory) => (category === "necessary" ? true : choices[category]);
  const set = (category: ConsentCategory, value: boolean) => {
    if (category === "necessary") return;
    setChoices((previous) => ({ ...previous, [category]: value }));
  };
  return { choices, isOn, set };
}
