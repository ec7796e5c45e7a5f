// The NHS (or other UK) page each family's answer rests on: what a blind set's emergencies cite as their source.
import { EMERGENCY_ANSWERS, TRIAGE_FAMILIES } from "@/lib/assistant/triage/families";

export function familyReferences(): Record<string, { title: string; url: string }> {
  return Object.fromEntries(
    TRIAGE_FAMILIES.map((family) => {
      const [page] = EMERGENCY_ANSWERS[family].sources;
      if (!page) throw new Error(`No source page for ${family}`);
      return [family, page];
    }),
  );
}
