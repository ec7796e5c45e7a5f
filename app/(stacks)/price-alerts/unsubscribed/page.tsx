import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

export const metadata: Metadata = { title: "Price alerts", robots: { index: false } };

export default async function PriceAlertsUnsubscribedPage({
  searchParams,
}: PageProps<"/price-alerts/unsubscribed">) {
  const raw = (await searchParams).result;
  const done = (Array.isArray(raw) ? raw[0] : raw) === "done";
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {done ? "You are unsubscribed" : "This unsubscribe link is not valid"}
      </h1>
      <p className="mt-4 text-slate-700">
        {done
          ? "We will not email you about price drops in that stack any more. You can ask again on the stack's page."
          : "Check that you copied the whole link from the email. You can also turn price alerts off on your stack's page when you are signed in."}
      </p>
      <p className="mt-6">
        <Link href="/my-stacks" className="font-semibold text-brand-800 hover:underline">
          Go to my stacks
        </Link>
      </p>
    </div>
  );
}
