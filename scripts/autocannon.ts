// One autocannon run as a child process, for the load benches (bench-load.ts, bench-catalogue.ts).
import { spawn } from "node:child_process";
import { z } from "zod";

const AUTOCANNON = require.resolve("autocannon/autocannon.js");

const reportSchema = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
});
type Report = z.infer<typeof reportSchema>;

export type LoadTarget = { url: string; method?: "POST"; body?: string };

export function runAutocannon(
  target: LoadTarget,
  base: string,
  connections: number,
  seconds: number,
): Promise<Report> {
  const args = [AUTOCANNON, "--json", "-c", String(connections), "-d", String(seconds)];
  if (target.method) {
    args.push("-m", target.method, "-b", target.body ?? "");
    args.push("-H", "content-type=application/json", "-H", `origin=${new URL(base).origin}`);
  }
  args.push(target.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "ignore"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`));
      else resolve(reportSchema.parse(JSON.parse(output)));
    });
  });
}
