// The pharmacist card and its read-only links (docs/daily-plan.md "Pharmacist card"): the card covers the
// stacks being taken (every saved stack when none is); a link is a record id signed for this purpose.
import "server-only";
import QRCode from "qrcode";

import { signUnsubscribeToken, verifyUnsubscribeToken } from "../alerts/unsubscribe-token";
import { analyseStackAnalytics } from "../analytics/analyse";
import { getMedicalProfile } from "../auth/queries";
import { db } from "../db/prisma";
import { AppError } from "../errors/app-error";
import { careCardModel } from "../reports/care-card";
import type { ReportDocument, ReportModel } from "../reports/report-model";
import { listMyStacks } from "../stacks/queries";

export const CARE_CARD_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function careCardFor(userId: string, now = new Date()): Promise<ReportModel> {
  const [saved, plans, profile] = await Promise.all([
    listMyStacks(userId),
    db().stackPlan.findMany({ where: { userId }, select: { stackId: true } }),
    getMedicalProfile(userId),
  ]);
  const taken = new Set(plans.map((plan) => plan.stackId));
  const chosen = taken.size > 0 ? saved.filter((stack) => taken.has(stack.id)) : saved;
  const stacks = [];
  for (const stack of chosen) {
    stacks.push({ name: stack.name, analytics: await analyseStackAnalytics(stack.items, profile) });
  }
  return careCardModel({ stacks, profile, generatedAt: now });
}

export async function careCardDocument(userId: string): Promise<ReportDocument> {
  return { models: [await careCardFor(userId)], documentTitle: "Supplements card" };
}

const linkUrl = (siteUrl: string, id: string, secret: string) =>
  new URL(`/card/${signUnsubscribeToken(id, secret, "care-card")}`, siteUrl).toString();

export async function careCardLinksOf(userId: string, siteUrl: string, secret: string, now = new Date()) {
  const links = await db().careCardLink.findMany({
    where: { userId, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
  });
  return links.map((link) => ({
    id: link.id,
    url: linkUrl(siteUrl, link.id, secret),
    expiresAt: link.expiresAt,
  }));
}

export async function createCareCardLink(userId: string, siteUrl: string, secret: string, now = new Date()) {
  const link = await db().careCardLink.create({
    data: { userId, expiresAt: new Date(now.getTime() + CARE_CARD_LINK_DAYS * DAY_MS) },
  });
  const url = linkUrl(siteUrl, link.id, secret);
  const qrCodeSvg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { id: link.id, url, expiresAt: link.expiresAt, qrCodeSvg };
}

export async function revokeCareCardLink(userId: string, id: string): Promise<void> {
  const { count } = await db().careCardLink.deleteMany({ where: { id, userId } });
  if (count === 0) throw AppError.notFound("NOT_FOUND", `Link ${id} not found`);
}

/** The card behind a link, or null when the link is forged, revoked or expired. */
export async function careCardForLink(token: string, secret: string, now = new Date()) {
  const id = verifyUnsubscribeToken(token, secret, "care-card");
  if (id === null) return null;
  const link = await db().careCardLink.findFirst({ where: { id, expiresAt: { gt: now } } });
  return link ? { model: await careCardFor(link.userId, now), expiresAt: link.expiresAt } : null;
}
