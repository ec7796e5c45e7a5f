import { formatPackSize } from "../catalogue/packs";
import { formatPence } from "../catalogue/pricing";
import { formatShortDate } from "../format/dates";
import { formatDay } from "../daily-plan/days";
import type { MailMessage } from "./deliver";

const PRODUCT = "Smart Supplement Stack Builder UK";

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footnote: string,
  unsubscribe?: { url: string; label: string },
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-weight:bold;color:#047857">${PRODUCT}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#047857;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#047857;word-break:break-all">${escapeHtml(action.url)}</a></p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(footnote)}</p>
${unsubscribe === undefined ? "" : `<p style="margin:16px 0 0;font-size:13px;color:#475569"><a href="${escapeHtml(unsubscribe.url)}" style="color:#047857">${escapeHtml(unsubscribe.label)}</a> (no sign-in needed)</p>`}
</div></body></html>`;
}

export function confirmationEmail(to: string, firstName: string, url: string): MailMessage {
  const subject = `Confirm your email address for ${PRODUCT}`;
  const intro = [
    `Hello ${firstName},`,
    `Thank you for signing up to ${PRODUCT}. Please confirm your email address to finish creating your account.`,
  ];
  const footnote =
    "This link expires in 24 hours. If you did not sign up, you can ignore this email: no account will be activated.";
  return {
    to,
    subject,
    text: `${intro.join("\n\n")}\n\nConfirm your email address:\n${url}\n\n${footnote}\n\n${PRODUCT}`,
    html: layout("Confirm your email address", intro, { label: "Confirm email address", url }, footnote),
  };
}

export function passwordResetEmail(to: string, firstName: string, url: string): MailMessage {
  const subject = `Reset your ${PRODUCT} password`;
  const intro = [
    `Hello ${firstName},`,
    "We received a request to reset the password for your account. Choose a new password using the link below.",
  ];
  const footnote =
    "This link expires in 1 hour and can be used once. Resetting your password signs you out on every device. If you did not ask for this, you can ignore this email: your password stays the same.";
  return {
    to,
    subject,
    text: `${intro.join("\n\n")}\n\nReset your password:\n${url}\n\n${footnote}\n\n${PRODUCT}`,
    html: layout("Reset your password", intro, { label: "Choose a new password", url }, footnote),
  };
}

export function emailChangeConfirmationEmail(to: string, firstName: string, url: string): MailMessage {
  const subject = `Confirm your new email address for ${PRODUCT}`;
  const intro = [
    `Hello ${firstName},`,
    `You asked to use this address for your ${PRODUCT} account. Confirm it to make the change: until then you keep signing in with your current address.`,
  ];
  const footnote =
    "This link expires in 24 hours and can be used once. If you did not ask for this, you can ignore this email: nothing changes.";
  return {
    to,
    subject,
    text: `${intro.join("\n\n")}\n\nConfirm your new email address:\n${url}\n\n${footnote}\n\n${PRODUCT}`,
    html: layout(
      "Confirm your new email address",
      intro,
      { label: "Confirm new email address", url },
      footnote,
    ),
  };
}

// So the owner learns of a change they did not make.
export function emailChangedNoticeEmail(
  to: string,
  firstName: string,
  newEmail: string,
  contactUrl: string,
): MailMessage {
  const subject = `Your ${PRODUCT} email address was changed`;
  const intro = [
    `Hello ${firstName},`,
    `The email address of your ${PRODUCT} account was changed to ${newEmail}. You now sign in with that address, and our emails go there.`,
  ];
  const footnote = "If you did not make this change, contact us at once so we can secure your account.";
  return {
    to,
    subject,
    text: `${intro.join("\n\n")}\n\n${footnote}\n${contactUrl}\n\n${PRODUCT}`,
    html: layout("Your email address was changed", intro, { label: "Contact us", url: contactUrl }, footnote),
  };
}

export interface PriceAlertEmail {
  to: string;
  firstName: string;
  stackName: string;
  drops: {
    name: string;
    brand: string;
    monthlyPence: number;
    fromMonthlyPence: number;
    offer: { retailer: string; pricePence: number; packSize: number; lastCheckedAt: Date };
  }[];
  monthlyPence: number;
  monthlyDropPence: number;
  stackUrl: string;
  unsubscribeUrl: string;
}

export function priceAlertEmail(alert: PriceAlertEmail): MailMessage {
  const subject = `Prices dropped in your stack "${alert.stackName}"`;
  const lines = alert.drops.map(
    (drop) =>
      `${drop.name} (${drop.brand}): ${formatPence(drop.offer.pricePence)} for a ${formatPackSize(drop.offer.packSize)} at ${drop.offer.retailer} (checked ${formatShortDate(drop.offer.lastCheckedAt)}), ${formatPence(drop.monthlyPence)} a month instead of ${formatPence(drop.fromMonthlyPence)}.`,
  );
  const drop =
    alert.monthlyDropPence > 0
      ? `The same items now cost ${formatPence(alert.monthlyDropPence)} a month less than in our last email (or when you asked for alerts). `
      : "";
  const intro = [
    `Hello ${alert.firstName},`,
    `Some prices in your stack "${alert.stackName}" have dropped:`,
    ...lines,
    `${drop}At the cheapest offers the stack now costs ${formatPence(alert.monthlyPence)} a month.`,
  ];
  const footnote =
    "Prices come from retailers' feeds and may change at any time: check the retailer before you buy. You asked for these emails on your stack's page; we send at most one a day.";
  return {
    to: alert.to,
    subject,
    text: `${intro.join("\n\n")}\n\nSee your stack:\n${alert.stackUrl}\n\n${footnote}\n\nUnsubscribe from these price alerts (no sign-in needed):\n${alert.unsubscribeUrl}\n\n${PRODUCT}`,
    html: layout(
      "Prices dropped in your stack",
      intro,
      { label: "See your stack", url: alert.stackUrl },
      footnote,
      { url: alert.unsubscribeUrl, label: "Unsubscribe from these price alerts" },
    ),
    headers: oneClickUnsubscribeHeaders(alert.unsubscribeUrl),
  };
}

// RFC 8058 one-click unsubscribe: mail clients POST "List-Unsubscribe=One-Click" to the URL.
function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export interface ModerationEmail {
  to: string;
  firstName: string;
  /** "stack" or "review", as the person knows it. */
  kind: "stack" | "review";
  /** The community title or product name: never a private stack name. */
  title: string;
  reason: string;
  url: string;
}

// The subject names no product or stack: the mailbox preview stays free of health details.
export function reportDecisionEmail(mail: ModerationEmail & { hidden: boolean }): MailMessage {
  const what = mail.kind === "stack" ? `the community stack "${mail.title}"` : `a review of ${mail.title}`;
  const intro = [
    `Hello ${mail.firstName},`,
    mail.hidden
      ? `Thank you for reporting ${what}. A moderator has hidden it: it no longer appears to anyone but its author.`
      : `Thank you for reporting ${what}. A moderator has looked at it and decided to keep it visible.`,
    `Their reason: ${mail.reason}`,
  ];
  const footnote = "If you think we got this wrong, tell us why on our contact page.";
  return {
    to: mail.to,
    subject: `About the ${mail.kind} you reported`,
    text: `${intro.join("\n\n")}\n\n${footnote}\n${mail.url}\n\n${PRODUCT}`,
    html: layout("About your report", intro, { label: "Contact us", url: mail.url }, footnote),
  };
}

export function contentModeratedEmail(mail: ModerationEmail & { hidden: boolean }): MailMessage {
  const what =
    mail.kind === "stack" ? `your community stack "${mail.title}"` : `your review of ${mail.title}`;
  const intro = [
    `Hello ${mail.firstName},`,
    mail.hidden
      ? `A moderator has hidden ${what}. Only you can see it now; it is not shown to others or listed anywhere.`
      : `A moderator has made ${what} visible again.`,
    `Their reason: ${mail.reason}`,
  ];
  const footnote = mail.hidden
    ? "If you think we got this wrong, contact us and say why; you can also edit it and ask us to look again."
    : "Nothing else changed.";
  return {
    to: mail.to,
    subject: mail.hidden ? `Your ${mail.kind} has been hidden` : `Your ${mail.kind} is visible again`,
    text: `${intro.join("\n\n")}\n\n${footnote}\n${mail.url}\n\n${PRODUCT}`,
    html: layout(
      mail.hidden ? `Your ${mail.kind} has been hidden` : `Your ${mail.kind} is visible again`,
      intro,
      { label: mail.hidden ? "Contact us" : `See your ${mail.kind}`, url: mail.url },
      footnote,
    ),
  };
}

export interface PlanReminderEmail {
  to: string;
  firstName: string;
  stackName: string;
  /** The owner opted in to product and stack names in the subject line. */
  named: boolean;
  slots: { time: string; label: string; products: { name: string; servings: number }[] }[];
  runOuts: {
    name: string;
    brand: string;
    runOutDay: string;
    restock: { retailer: string; pricePence: number; packSize: number; url: string; sample: boolean } | null;
  }[];
  todayUrl: string;
  /** Turns off, without signing in, the reminders this email carries. */
  unsubscribeUrl: string;
}

export function planReminderSubject(
  reminder: Pick<PlanReminderEmail, "named" | "stackName"> & {
    runOuts: readonly { name: string; runOutDay: string }[];
  },
): string {
  if (!reminder.named) return "Supplement reminder";
  const first = reminder.runOuts[0];
  return first
    ? `Supplement reminder: ${first.name} runs out on ${formatDay(first.runOutDay)}`
    : `Supplement reminder: ${reminder.stackName} today`;
}

function reminderStopLabel(reminder: PlanReminderEmail): string {
  if (reminder.slots.length > 0 && reminder.runOuts.length > 0) return "Stop these reminder emails";
  return reminder.slots.length > 0 ? "Stop the daily reminder" : "Stop the run-out reminders";
}

export function planReminderEmail(reminder: PlanReminderEmail): MailMessage {
  const slotLines = reminder.slots.map(
    (slot) =>
      `${slot.time} (${slot.label}): ${slot.products.map((p) => `${p.name}, ${p.servings} ${p.servings === 1 ? "serving" : "servings"}`).join("; ")}`,
  );
  const runOutLines = reminder.runOuts.map((item) => {
    const offer = item.restock;
    const where = offer
      ? ` Cheapest now: ${formatPence(offer.pricePence)} for a ${formatPackSize(offer.packSize)} at ${offer.retailer}${offer.sample ? " (a sample price: an example, not a live retailer price)" : ""}: ${offer.url}`
      : " We have no retailer price for it.";
    return `${item.name} (${item.brand}) runs out on ${formatDay(item.runOutDay)}.${where}`;
  });
  const intro = [
    `Hello ${reminder.firstName},`,
    ...(slotLines.length > 0 ? [`Today's plan for "${reminder.stackName}":`, ...slotLines] : []),
    ...(runOutLines.length > 0
      ? [
          `Running low in "${reminder.stackName}":`,
          ...runOutLines,
          'When you have restocked, tap "Restocked" on your plan so the count starts again.',
        ]
      : []),
  ];
  const footnote =
    "You asked for these reminders on your plan. Change them under Reminders on your plan's page (signed in). Prices change: check the retailer before you buy.";
  const stop = reminderStopLabel(reminder);
  return {
    to: reminder.to,
    subject: planReminderSubject(reminder),
    text: `${intro.join("\n\n")}\n\nOpen your plan:\n${reminder.todayUrl}\n\n${footnote}\n\n${stop} (no sign-in needed):\n${reminder.unsubscribeUrl}\n\n${PRODUCT}`,
    html: layout(
      "Your supplement plan",
      intro,
      { label: "Open your plan", url: reminder.todayUrl },
      footnote,
      { url: reminder.unsubscribeUrl, label: stop },
    ),
    headers: oneClickUnsubscribeHeaders(reminder.unsubscribeUrl),
  };
}
