// pg-boss as npm start runs it (lib/jobs/): with an "error" listener, which a test's boss needs too. Without one,
// a connection the database ends after the test (dropping its scratch database) is an unhandled error event.
import PgBoss from "pg-boss";

export interface TestJobQueue {
  boss: PgBoss;
  /** Stops the queue; an error the queue reported while the test ran fails the test here. */
  stop: () => Promise<void>;
}

export async function startJobQueue(connectionString: string): Promise<TestJobQueue> {
  const boss = new PgBoss({ connectionString, schema: "pgboss" });
  const reported: Error[] = [];
  let stopping = false;
  boss.on("error", (error) => {
    if (!stopping) reported.push(error);
  });
  await boss.start();
  return {
    boss,
    stop: async () => {
      stopping = true;
      await boss.stop({ graceful: false, wait: true });
      if (reported[0]) throw reported[0];
    },
  };
}
