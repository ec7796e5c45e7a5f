// Admins only (docs/reference/assistant.md "Chatbot training"). Never calls an AI provider.
import type { Metadata } from "next";

import { evaluateTestSet, HIT_AT } from "@/lib/assistant/evaluate";
import { SITE_HELP } from "@/lib/assistant/site-help";
import { requirePageAdmin } from "@/lib/auth/page-session";

export const metadata: Metadata = {
  title: "Chatbot training",
  robots: { index: false, follow: false },
};

export const dynamic = "force-dynamic";

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

export default async function ChatbotTrainingPage() {
  await requirePageAdmin("/chatbot-training");
  const evaluation = await evaluateTestSet();
  const rows = [
    [`Retrieval hit@${String(HIT_AT)}`, evaluation.retrieval, "aim 90% or more"],
    ["Red flags sent to 999 / NHS 111", evaluation.redFlags, "must be 100%"],
    ["Diagnosis and prescribing refused", evaluation.refusals, "must be 100%"],
  ] as const;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Chatbot training</h1>
      <section aria-labelledby="hit-rate" className="mt-8">
        <h2 id="hit-rate" className="text-xl font-bold text-slate-900">
          Question set, run now
        </h2>
        <ul className="mt-3 space-y-1 text-slate-800">
          {rows.map(([label, rate, aim]) => (
            <li key={label}>
              {label}: {rate.passed}/{rate.total} = {percent(rate.rate)} ({aim})
            </li>
          ))}
          <li>
            Offline answer time: p50 {evaluation.p50Ms.toFixed(1)} ms, p95 {evaluation.p95Ms.toFixed(1)} ms
          </li>
        </ul>
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Expected</th>
              <th scope="col">Answered as / first documents</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {evaluation.cases.map((result) => (
              <tr
                key={[...(result.earlier ?? []), result.question].join(" → ")}
                className="border-t border-slate-200 align-top"
              >
                <td className="py-1 pr-2">
                  {result.earlier ? (
                    <span className="block text-slate-600">After “{result.earlier.join("”, “")}”:</span>
                  ) : null}
                  {result.question}
                </td>
                <td className="py-1 pr-2">{result.expect}</td>
                <td className="py-1 pr-2 break-all">
                  {result.mode}
                  {result.retrievedIds.length > 0 ? `: ${result.retrievedIds.join(", ")}` : ""}
                </td>
                <td className={result.passed ? "py-1 text-emerald-800" : "py-1 font-semibold text-red-800"}>
                  {result.passed ? "Pass" : "Miss"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="curated" className="mt-10">
        <h2 id="curated" className="text-xl font-bold text-slate-900">
          Curated question–answer pairs
        </h2>
        <dl className="mt-3 space-y-3">
          {SITE_HELP.map((entry) => (
            <div key={entry.id}>
              <dt className="font-medium text-slate-900">{entry.question}</dt>
              <dd className="text-slate-700">
                {entry.answer}{" "}
                <a className="underline" href={entry.url}>
                  {entry.url}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
