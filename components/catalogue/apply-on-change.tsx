"use client";
// Filters apply as soon as one changes; the search words wait for Enter, as a half-typed word should not search.
// Without JavaScript the form still submits as a plain GET.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";

function addressOf(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") query.append(name, value);
  }
  const text = query.toString();
  return `${form.action.replace(/^https?:\/\/[^/]+/, "")}${text ? `?${text}` : ""}`;
}

export function ApplyOnChange() {
  const marker = useRef<HTMLSpanElement>(null);
  const router = useRouter();
  const [updating, startTransition] = useTransition();
  useEffect(() => {
    const form = marker.current?.closest("form");
    if (!form) return;
    const apply = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === "search") return;
      startTransition(() => {
        router.push(addressOf(form), { scroll: false });
      });
    };
    form.addEventListener("change", apply);
    return () => form.removeEventListener("change", apply);
  }, [router]);
  return (
    <span ref={marker} aria-hidden="true" className="mb-2 block text-sm text-slate-700" hidden={!updating}>
      Updating results…
    </span>
  );
}
