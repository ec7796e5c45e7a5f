import PgBoss from "pg-boss";
import { z } from "zod";

import { runPriceFeed, syncConfiguredFeeds } from "../catalogue/feed-fetch";
import { fetchProductImages } from "../catalogue/product-images";
import { db } from "../db/prisma";

export const FEEDS_DUE_QUEUE = "price-feeds-due";
export const FEED_FETCH_QUEUE = "price-feed-fetch";
// Away from the top of the hour, when retailers regenerate their feeds.
export const FEEDS_SCHEDULE = "7 * * * *";

const fetchJobSchema = z.object({ feedId: z.string().min(1).max(100) });

export async function queueDueFeeds(boss: PgBoss): Promise<number> {
  const feeds = await db().priceFeed.findMany({ where: { enabled: true }, select: { id: true } });
  for (const feed of feeds) {
    await boss.send(FEED_FETCH_QUEUE, { feedId: feed.id }, { singletonKey: feed.id });
  }
  return feeds.length;
}

export interface PriceFeedJobs {
  boss: PgBoss;
  stop: () => Promise<void>;
}

export async function startPriceFeedJobs(
  databaseUrl: string,
  options: { feeds: { url: string; retailer?: string | undefined }[]; log: (message: string) => void },
): Promise<PriceFeedJobs> {
  await syncConfiguredFeeds(options.feeds);
  const boss = new PgBoss({ connectionString: databaseUrl, schema: "pgboss" });
  boss.on("error", (error) => {
    options.log(`Job queue error: ${error.message}`);
  });
  await boss.start();
  await boss.createQueue(FEEDS_DUE_QUEUE);
  await boss.createQueue(FEED_FETCH_QUEUE, {
    name: FEED_FETCH_QUEUE,
    retryLimit: 2,
    retryDelay: 300,
    retryBackoff: true,
    expireInMinutes: 30,
  });
  await boss.schedule(FEEDS_DUE_QUEUE, FEEDS_SCHEDULE);
  await boss.work(FEEDS_DUE_QUEUE, async () => {
    const queued = await queueDueFeeds(boss);
    if (queued > 0) options.log(`Queued ${queued} price feed(s)`);
  });
  // Up to five feeds a poll, so a long list of feeds is not paced by pg-boss's 2 s polling interval.
  await boss.work(FEED_FETCH_QUEUE, { batchSize: 5 }, async (jobs) => {
    for (const job of jobs) {
      const { feedId } = fetchJobSchema.parse(job.data);
      const outcome = await runPriceFeed(feedId);
      options.log(`Price feed ${feedId}: ${outcome.status}`);
      const images = await fetchProductImages();
      if (images > 0) options.log(`Cached ${images} product image(s)`);
    }
  });
  return { boss, stop: () => boss.stop({ graceful: true, wait: true }) };
}
