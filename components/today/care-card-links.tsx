"use client";
import { useState } from "react";

import { formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { apiDelete, apiPost } from "@/lib/api/fetch-client";
import { formatDate } from "@/lib/format/dates";

type CardLink = { id: string; url: string; expiresAt: string };
type NewLink = CardLink & { qrCodeSvg: string };

/** Read-only links to the card: made with a QR code to show at the counter, revoked in one tap. */
export function CareCardLinks({ initial }: { initial: readonly CardLink[] }) {
  const [links, setLinks] = useState(initial);
  const [made, setMade] = useState<NewLink | null>(null);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function make() {
    setBusy(true);
    setError(null);
    try {
      const { link } = await apiPost<{ link: NewLink }>("/api/account/care-card-links");
      setMade(link);
      setLinks((current) => [link, ...current]);
      setStatus(`Link made; it works until ${formatDate(link.expiresAt)}.`);
    } catch (caught) {
      setError(formMessageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(link: CardLink) {
    setError(null);
    try {
      await apiDelete(`/api/account/care-card-links/${encodeURIComponent(link.id)}`);
      setLinks((current) => current.filter((entry) => entry.id !== link.id));
      if (made?.id === link.id) setMade(null);
      setStatus("Link revoked: it no longer opens the card.");
    } catch (caught) {
      setError(formMessageOf(caught));
    }
  }

  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>
        A link opens this card read-only, without an account, for 30 days, or until you revoke it. Anyone with
        the link can read it.
      </p>
      <Button busy={busy} onClick={() => void make()}>
        Make a link with a QR code
      </Button>
      {made ? (
        <figure className="max-w-xs space-y-2">
          <div
            role="img"
            aria-label="QR code of the link to this card"
            className="size-48 bg-white"
            dangerouslySetInnerHTML={{ __html: made.qrCodeSvg }}
          />
          <figcaption className="break-all">{made.url}</figcaption>
        </figure>
      ) : null}
      {links.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>Link working until {formatDate(link.expiresAt)}</span>
              <Button variant="destructive-outline" size="sm" onClick={() => void revoke(link)}>
                Revoke<span className="sr-only"> the link working until {formatDate(link.expiresAt)}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No link is active.</p>
      )}
      {error ? <Alert>{error}</Alert> : null}
      <p role="status" aria-live="polite" className="text-brand-900">
        {status}
      </p>
    </div>
  );
}
