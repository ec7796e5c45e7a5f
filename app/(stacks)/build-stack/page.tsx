import { permanentRedirect } from "next/navigation";

export default function BuildStackPage() {
  permanentRedirect("/stacks");
}
