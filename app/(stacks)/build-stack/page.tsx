// /build-stack (docs/product-rules.md §2): another address of the builder.
import { permanentRedirect } from "next/navigation";

export default function BuildStackPage() {
  permanentRedirect("/stacks");
}
