// Opening this page changes nothing (mail scanners open links too); its button posts the token back.
import type { Metadata } from "next";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { verifyUnsubscribeToken } from "@/lib/alerts/unsubscribe-token";
import { authSecret } from "@/lib/env";

export const metadata: Metadata = { title: "Unsubscribe from price alerts", robots: { index: false } };

const tokenSchema = z.string().min(40).max(200);

export default async function PriceAlertsUnsubscribePage({
  searchParams,
}: PageProps<"/price-alerts/unsubscribe">) {
  const parsed = tokenSchema.safeParse((await searchParams).token);
  const token = parsed.success && verifyUnsubscribeToken(parsed.data, authSecret()) ? parsed.data : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {token ? "Unsubscribe from price alerts?" : "This unsubscribe link is not valid"}
      </h1>
      {token ? (
        <form method="post" action="/api/price-alerts/unsubscribe" className="mt-4">
          <p className="text-slate-700">
            We will stop emailing you about price drops in this stack. You can ask again on the stack&rsquo;s
            page at any time.
          </p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit" className="mt-6">
            Unsubscribe
          </Button>
        </form>
      ) : (
        <p className="mt-4 text-slate-700">
          Check that you copied the whole link from the email. You can also turn price alerts off on your
          stack&rsquo;s page when you are signed in.
        </p>
      )}
    </div>
  );
}
