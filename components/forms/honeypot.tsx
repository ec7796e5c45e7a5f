import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** Off-screen and out of the tab order, so only bots fill it in (lib/contact/schemas.ts CONTACT_HONEYPOT_FIELD). */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
