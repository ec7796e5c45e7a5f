// Any other address in the debug shell: its not-found page (docs/product-rules.md §2 "Debug shell").
import { notFound } from "next/navigation";

export default function DebugShellUnknownPage(): never {
  notFound();
}
