// Facts only: the view holds no token, cookie value, hash, TOTP secret or recovery code.
import type { AuthDebugView } from "@/lib/auth/session-debug";
import { formatDateTime } from "@/lib/format/dates";

export type AuthDebugPanelProps = {
  view: AuthDebugView;
};

/** "29 days 23 h 59 min", "5 min", "expired". */
function formatTimeLeft(seconds: number): string {
  if (seconds <= 0) return "expired";
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const parts = [
    days > 0 ? `${days} ${days === 1 ? "day" : "days"}` : "",
    hours > 0 ? `${hours} h` : "",
    minutes > 0 || (days === 0 && hours === 0) ? `${minutes} min` : "",
  ];
  return parts.filter(Boolean).join(" ");
}

function Rows({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-slate-900">{title}</h2>
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-2 sm:grid-cols-[14rem_1fr]">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="font-mono break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const yesNo = (value: boolean) => (value ? "yes" : "no");
const timeOrDash = (date: Date | null) => (date === null ? "—" : formatDateTime(date));

export function AuthDebugPanel({ view }: AuthDebugPanelProps) {
  const { user, twoFactor, session } = view;
  return (
    <div className="mt-8 space-y-6">
      <Rows
        title="Account"
        rows={[
          ["User id", user.id],
          ["Email", user.email],
          ["Name", `${user.firstName} ${user.lastName}`.trim()],
          ["Email confirmed", yesNo(user.emailVerified)],
          ["Role", user.role],
          ["Admin", yesNo(user.isAdmin)],
        ]}
      />
      <Rows
        title="Two-factor authentication"
        rows={[
          ["Enabled", yesNo(twoFactor.enabled)],
          ["Unused recovery codes", twoFactor.enabled ? String(twoFactor.recoveryCodesLeft) : "—"],
        ]}
      />
      <Rows
        title="Session"
        rows={[
          ["Session version", `${session.version} (current: older versions are signed out)`],
          ["Can be signed out on its own", yesNo(session.canBeSignedOutAlone)],
          ["Issued", timeOrDash(session.issuedAt)],
          ["Expires", timeOrDash(session.expiresAt)],
          ["Time left", session.secondsLeft === null ? "—" : formatTimeLeft(session.secondsLeft)],
        ]}
      />
    </div>
  );
}
