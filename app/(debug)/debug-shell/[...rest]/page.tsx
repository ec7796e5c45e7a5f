import { notFound } from "next/navigation";

export default function DebugShellUnknownPage(): never {
  notFound();
}
