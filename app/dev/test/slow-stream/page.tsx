import type { Metadata } from "next";

export const metadata: Metadata = { title: "Streaming test" };

// Long enough that the loading screen is on screen well before the content on a busy machine.
const SLOW_DATA_MS = 3000;

export default async function SlowStreamTestPage() {
  await new Promise((resolve) => setTimeout(resolve, SLOW_DATA_MS));
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Slow content loaded</h1>
      <p className="mt-2 text-slate-600">This page waits for a slow data dependency before it renders.</p>
    </div>
  );
}
