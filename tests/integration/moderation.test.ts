// Reporting community stacks and reviews, and the moderators' decisions: who may report what, one open
// report per person and item, the limit, and hidden items leaving every public list, page and the sitemap.
import { revalidatePath } from "next/cache";

import { type Database } from "@/lib/db/prisma";
import { moderationQueue } from "@/lib/moderation/queue";
import { REPORT_RECEIVED_MESSAGE } from "@/lib/moderation/schemas";
import { getOwnReview, getRatingSummary, listReviews } from "@/lib/reviews/queries";
import { RATE_LIMITS } from "@/lib/security/rate-limit";
import { getStackView, listCommunityStacks } from "@/lib/stacks/queries";
import { createSignedInUser, type TestUser } from "../support/auth-session";
import { createSeededDatabase, type SeededDatabase } from "../support/database";
import { readData, readError, type RouteHandler } from "../support/http";

jest.mock("next/cache", () => ({
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
  unstable_cache: <T>(fn: T) => fn,
}));

const SITE = "http://localhost:3000";

let scratch: SeededDatabase;
let prisma: Database;
let routes: Record<
  "stackReport" | "reviewReport" | "decide" | "stack" | "like",
  { POST?: RouteHandler; GET?: RouteHandler }
>;
let admin: TestUser;
let author: TestUser;
let reader: TestUser;
let other: TestUser;

beforeAll(async () => {
  scratch = await createSeededDatabase();
  prisma = scratch.prisma;
  routes = {
    stackReport: await import("@/app/api/stacks/[id]/report/route"),
    reviewReport: await import("@/app/api/reviews/[id]/report/route"),
    decide: await import("@/app/api/admin/moderation/[id]/route"),
    stack: await import("@/app/api/stacks/[id]/route"),
    like: await import("@/app/api/stacks/[id]/like/route"),
  };
  admin = await createSignedInUser(prisma, { role: "admin", firstName: "Mo" });
  author = await createSignedInUser(prisma, { firstName: "Ada" });
  reader = await createSignedInUser(prisma, { firstName: "Rhys" });
  other = await createSignedInUser(prisma, { firstName: "Olu" });
});
afterAll(async () => {
  await scratch.drop();
});

function call(handler: RouteHandler | undefined, id: string, user: TestUser | null, body?: unknown) {
  const headers: Record<string, string> = { origin: SITE };
  if (user) headers.cookie = user.cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`${SITE}/api/x/${id}`, {
    method: body === undefined && handler === routes.stack.GET ? "GET" : "POST",
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return handler!(request, { params: Promise.resolve({ id }) });
}

async function publishedStack(title: string, userId = author.id): Promise<string> {
  const stack = await prisma.stack.create({
    data: {
      userId,
      name: `private ${title}`,
      isPublished: true,
      publishedTitle: title,
      publishedAt: new Date(),
    },
  });
  return stack.id;
}

const mailTo = (to: string) =>
  prisma.outboxEmail.findMany({ where: { toAddress: to }, orderBy: { createdAt: "asc" } });

describe("reporting a community stack", () => {
  it("takes a reason and an optional note from a signed-in member, once while it is open", async () => {
    const id = await publishedStack("Morning focus");
    const first = await call(routes.stackReport.POST, id, reader, {
      reason: "harmful_advice",
      note: "  Too much iron  ",
    });
    expect(first.status).toBe(200);
    expect(await readData(first)).toEqual({ status: "received", message: REPORT_RECEIVED_MESSAGE });
    const again = await call(routes.stackReport.POST, id, reader, { reason: "spam" });
    expect(await readData(again)).toEqual({ status: "already-reported", message: REPORT_RECEIVED_MESSAGE });
    const stored = await prisma.contentReport.findMany({ where: { stackId: id } });
    expect(stored).toEqual([
      expect.objectContaining({ reason: "harmful_advice", note: "Too much iron", status: "open" }),
    ]);
  });

  it("refuses bad input, strangers, the author and stacks that are not public", async () => {
    const id = await publishedStack("Evening calm");
    const noReason = await call(routes.stackReport.POST, id, reader, { note: "why" });
    expect(noReason.status).toBe(400);
    expect((await readError(noReason)).details?.fieldErrors?.reason).toEqual([
      "Choose why you are reporting this",
    ]);
    const longNote = await call(routes.stackReport.POST, id, reader, {
      reason: "other",
      note: "x".repeat(501),
    });
    expect((await readError(longNote)).details?.fieldErrors?.note).toEqual([
      "The note must be 500 characters or fewer",
    ]);
    expect((await call(routes.stackReport.POST, id, null, { reason: "spam" })).status).toBe(401);

    const own = await call(routes.stackReport.POST, id, author, { reason: "spam" });
    expect(own.status).toBe(400);
    expect((await readError(own)).details?.formErrors).toEqual([
      "This is your own stack: unpublish or edit it instead of reporting it.",
    ]);
    const privateStack = await prisma.stack.create({ data: { userId: author.id, name: "Mine only" } });
    expect((await call(routes.stackReport.POST, privateStack.id, reader, { reason: "spam" })).status).toBe(
      404,
    );
    expect((await call(routes.stackReport.POST, "no-such-stack", reader, { reason: "spam" })).status).toBe(
      404,
    );
  });

  it("limits how many reports one member files in an hour", async () => {
    const spammer = await createSignedInUser(prisma);
    const limit = RATE_LIMITS.contentReportPerUser.limit;
    const ids = await Promise.all(Array.from({ length: limit + 1 }, (_, i) => publishedStack(`Limit ${i}`)));
    for (const id of ids.slice(0, limit)) {
      expect((await call(routes.stackReport.POST, id, spammer, { reason: "spam" })).status).toBe(200);
    }
    const over = await call(routes.stackReport.POST, ids[limit]!, spammer, { reason: "spam" });
    expect(over.status).toBe(429);
    expect(await prisma.contentReport.count({ where: { reporterId: spammer.id } })).toBe(limit);
  });
});

describe("moderating a reported stack", () => {
  it("hides it everywhere but for its owner, tells everyone concerned, and can unhide it", async () => {
    const id = await publishedStack("Sleep stack for everyone");
    await call(routes.stackReport.POST, id, reader, {
      reason: "misleading",
      note: "Claims it cures insomnia",
    });
    await call(routes.stackReport.POST, id, other, { reason: "spam" });

    const queued = (await moderationQueue()).find((item) => item.id === id);
    expect(queued).toMatchObject({ target: "stack", title: "Sleep stack for everyone", author: "Ada U." });
    expect(queued?.openReports.map((report) => report.reason)).toEqual(["misleading", "spam"]);

    const byMember = await call(routes.decide.POST, id, reader, {
      target: "stack",
      action: "hide",
      reason: "No",
    });
    expect(byMember.status).toBe(403);
    const noReason = await call(routes.decide.POST, id, admin, {
      target: "stack",
      action: "hide",
      reason: " ",
    });
    expect(noReason.status).toBe(400);

    const hide = await call(routes.decide.POST, id, admin, {
      target: "stack",
      action: "hide",
      reason: "It claims a cure, which no supplement can.",
    });
    expect(await readData(hide)).toEqual({ hidden: true, reportsClosed: 2 });

    expect(await getStackView(id, reader.id)).toBeNull();
    expect((await call(routes.stack.GET, id, reader)).status).toBe(404);
    expect((await call(routes.like.POST, id, reader)).status).toBe(404);
    expect((await call(routes.stackReport.POST, id, reader, { reason: "spam" })).status).toBe(404);
    const community = await listCommunityStacks({ page: 1, sort: "newest" });
    expect(community.cards.map((card) => card.id)).not.toContain(id);
    const sitemap = (await import("@/app/sitemap")).default;
    expect((await sitemap()).map((entry) => entry.url)).not.toContain(`${SITE}/stack/${id}`);
    expect(await getStackView(id, author.id)).toMatchObject({
      isOwner: true,
      hiddenReason: "It claims a cure, which no supplement can.",
    });

    const [toReader] = await mailTo(reader.email);
    expect(toReader?.subject).toBe("About the stack you reported");
    expect(toReader?.text).toContain("A moderator has hidden it");
    expect(toReader?.text).toContain("It claims a cure, which no supplement can.");
    const [toAuthor] = await mailTo(author.email);
    expect(toAuthor?.subject).toBe("Your stack has been hidden");
    expect(toAuthor?.text).toContain('your community stack "Sleep stack for everyone"');
    expect(toAuthor?.text).not.toContain("private Sleep stack");

    const twice = await call(routes.decide.POST, id, admin, {
      target: "stack",
      action: "hide",
      reason: "Again",
    });
    expect(twice.status).toBe(409);
    expect((await readError(twice)).details?.formErrors).toEqual(["This is already hidden."]);

    const unhide = await call(routes.decide.POST, id, admin, {
      target: "stack",
      action: "unhide",
      reason: "The author removed the claim.",
    });
    expect(await readData(unhide)).toEqual({ hidden: false, reportsClosed: 0 });
    expect(await getStackView(id, reader.id)).toMatchObject({ isOwner: false, hiddenReason: null });
    expect((await mailTo(author.email)).at(-1)?.subject).toBe("Your stack is visible again");
    const history = await prisma.moderationAction.findMany({
      where: { stackId: id },
      orderBy: { createdAt: "asc" },
    });
    expect(history.map((entry) => [entry.action, entry.reason, entry.moderatorId])).toEqual([
      ["hide", "It claims a cure, which no supplement can.", admin.id],
      ["unhide", "The author removed the claim.", admin.id],
    ]);
  });
});

describe("reporting and moderating a review", () => {
  it("keeps a review after a look, then hides it from the product's list and rating", async () => {
    const product = await prisma.supplement.findFirstOrThrow({
      where: { packOfId: null },
      select: { id: true, name: true },
    });
    const review = await prisma.review.create({
      data: { supplementId: product.id, userId: author.id, rating: 1, body: "Buy it from my shop instead." },
    });
    const own = await call(routes.reviewReport.POST, review.id, author, { reason: "spam" });
    expect((await readError(own)).details?.formErrors).toEqual([
      "This is your own review: edit or delete it instead of reporting it.",
    ]);

    await call(routes.reviewReport.POST, review.id, reader, { reason: "spam" });
    const keep = await call(routes.decide.POST, review.id, admin, {
      target: "review",
      action: "keep",
      reason: "An opinion, not an advert.",
    });
    expect(await readData(keep)).toEqual({ hidden: false, reportsClosed: 1 });
    expect((await mailTo(reader.email)).at(-1)).toMatchObject({ subject: "About the review you reported" });
    expect((await mailTo(reader.email)).at(-1)?.text).toContain("decided to keep it visible");
    const keepAgain = await call(routes.decide.POST, review.id, admin, {
      target: "review",
      action: "keep",
      reason: "Again",
    });
    expect(keepAgain.status).toBe(409);

    // Closed reports do not block a new one.
    expect(
      await readData(await call(routes.reviewReport.POST, review.id, reader, { reason: "spam" })),
    ).toEqual({
      status: "received",
      message: REPORT_RECEIVED_MESSAGE,
    });
    const before = await getRatingSummary(product.id);
    await call(routes.decide.POST, review.id, admin, {
      target: "review",
      action: "hide",
      reason: "Advertising.",
    });
    expect((await listReviews(product.id, 1)).items.map((item) => item.id)).not.toContain(review.id);
    const after = await getRatingSummary(product.id);
    expect(after.reviewCount).toBe(before.reviewCount - 1);
    // The browse card's rating (kept by a trigger) leaves it out too, and takes it back when unhidden.
    const counted = () =>
      prisma.supplement.findUniqueOrThrow({
        where: { id: product.id },
        select: { reviewCount: true, reviewRatingSum: true },
      });
    expect((await counted()).reviewCount).toBe(after.reviewCount);
    await call(routes.decide.POST, review.id, admin, {
      target: "review",
      action: "unhide",
      reason: "On appeal.",
    });
    expect((await counted()).reviewCount).toBe(before.reviewCount);
    await call(routes.decide.POST, review.id, admin, {
      target: "review",
      action: "hide",
      reason: "Advertising.",
    });
    expect(await getOwnReview(product.id, author.id)).toMatchObject({
      id: review.id,
      hiddenReason: "Advertising.",
    });
    expect(jest.mocked(revalidatePath)).toHaveBeenCalledWith(expect.stringMatching(/^\/supplement\//));
    expect((await call(routes.reviewReport.POST, review.id, other, { reason: "spam" })).status).toBe(404);
  });
});
