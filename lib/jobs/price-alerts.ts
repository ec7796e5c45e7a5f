import type PgBoss from "pg-boss";

import { checkPriceAlerts } from "../alerts/price-alerts";

export const ALERTS_QUEUE = "price-alerts-check";
export const ALERTS_SCHEDULE = "37 * * * *";

export async function startPriceAlertJobs(
  boss: PgBoss,
  options: { siteUrl: string; secret: string; log: (message: string) => void },
): Promise<void> {
  await boss.createQueue(ALERTS_QUEUE, {
    name: ALERTS_QUEUE,
    retryLimit: 2,
    retryDelay: 300,
    expireInMinutes: 30,
  });
  await boss.schedule(ALERTS_QUEUE, ALERTS_SCHEDULE);
  await boss.work(ALERTS_QUEUE, async () => {
    const sent = await checkPriceAlerts({ siteUrl: options.siteUrl, secret: options.secret });
    if (sent > 0) options.log(`Sent ${sent} price alert email(s)`);
  });
}
