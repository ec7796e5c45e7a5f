"use client";
import { useState } from "react";

import { formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiPost, apiPut } from "@/lib/api/fetch-client";
import { formatPackSize } from "@/lib/catalogue/packs";
import { formatPence } from "@/lib/catalogue/pricing";
import { formatDay } from "@/lib/daily-plan/days";
import type { PlanStockView, TodayPlan, UncountedStock } from "@/lib/daily-plan/plans";
import { firstRunOut } from "@/lib/daily-plan/run-out";

import { GoingAway } from "./going-away";

function StockFacts({ item }: { item: PlanStockView | UncountedStock }) {
  const name = (
    <p className="font-semibold text-slate-900">
      {item.name} <span className="font-normal text-slate-600">({item.brand})</span>
    </p>
  );
  if (!("runOutDay" in item))
    return (
      <>
        {name}
        <p className="mt-1 text-sm text-slate-800">
          Pack size not known: count what you have to see when it runs out ({item.unitsPerDay} a day).
        </p>
      </>
    );
  const offer = item.restock;
  return (
    <>
      {name}
      <p className="mt-1 text-sm text-slate-800">
        Runs out on <strong>{formatDay(item.runOutDay)}</strong> · {item.unitsLeftToday} left today,{" "}
        {item.unitsPerDay} a day
      </p>
      {offer ? (
        <p className="mt-1 text-sm text-slate-700">
          <a
            href={offer.url}
            rel="noopener noreferrer"
            target="_blank"
            className="font-medium text-brand-800 underline"
          >
            Restock at {offer.retailer}: {formatPence(offer.pricePence)} for a{" "}
            {formatPackSize(offer.packSize)}
          </a>
          {offer.sample ? " (sample price: an example, check the retailer)" : " (cheapest checked offer)"}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">No retailer price yet.</p>
      )}
    </>
  );
}

function StockRow({
  stackId,
  item,
  onChange,
  announce,
}: {
  stackId: string;
  item: PlanStockView | UncountedStock;
  onChange: (plan: TodayPlan) => void;
  announce: (text: string) => void;
}) {
  const counted = "runOutDay" in item;
  const [count, setCount] = useState(counted ? String(item.unitsLeftToday) : "");
  const [busy, setBusy] = useState<"restock" | "count" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const path = `/api/stacks/${encodeURIComponent(stackId)}/plan/stock`;
  const inputId = `count-${stackId}-${item.supplementId}`;

  async function send(kind: "restock" | "count") {
    setBusy(kind);
    setError(null);
    try {
      const units = Number(count);
      const answer =
        kind === "restock"
          ? await apiPost<{ plan: TodayPlan }>(path, { supplementId: item.supplementId })
          : await apiPut<{ plan: TodayPlan }>(path, {
              supplementId: item.supplementId,
              unitsOnHand: count.trim() === "" || !Number.isInteger(units) ? -1 : units,
            });
      onChange(answer.plan);
      const updated = answer.plan.stock.find((row) => row.supplementId === item.supplementId);
      announce(
        `${item.name}: ${kind === "restock" ? "restocked" : "count saved"}${updated ? `, now runs out on ${formatDay(updated.runOutDay)}` : ""}.`,
      );
    } catch (caught) {
      setError(formMessageOf(caught));
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <StockFacts item={item} />
      {error ? <Alert className="mt-2">{error}</Alert> : null}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {counted && item.unitsPerPack !== null ? (
          <Button busy={busy === "restock"} onClick={() => void send("restock")}>
            Restocked<span className="sr-only"> {item.name}</span>
          </Button>
        ) : null}
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Units on hand now
          </label>
          <Input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={0}
            max={10000}
            className="w-28"
            value={count}
            onChange={(event) => setCount(event.target.value)}
          />
        </div>
        <Button variant="outline" busy={busy === "count"} onClick={() => void send("count")}>
          Save count<span className="sr-only"> of {item.name}</span>
        </Button>
      </div>
    </li>
  );
}

export function PlanStock({ plan }: { plan: TodayPlan }) {
  const [current, setCurrent] = useState(plan);
  const [announcement, setAnnouncement] = useState("");
  const first = firstRunOut(current.stock);
  return (
    <div className="space-y-3">
      {first ? (
        <p className="text-slate-800">
          First to run out: <strong>{first.name}</strong> on <strong>{formatDay(first.runOutDay)}</strong>.
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="text-sm font-medium text-brand-900">
        {announcement}
      </p>
      <ul className="space-y-3">
        {current.stock.map((item) => (
          <StockRow
            key={`${item.supplementId}-${item.countedOn}-${item.unitsLeftToday}`}
            stackId={current.stackId}
            item={item}
            onChange={setCurrent}
            announce={setAnnouncement}
          />
        ))}
        {current.uncounted.map((item) => (
          <StockRow
            key={`${item.supplementId}-uncounted`}
            stackId={current.stackId}
            item={item}
            onChange={setCurrent}
            announce={setAnnouncement}
          />
        ))}
      </ul>
      <GoingAway stackId={current.stackId} today={current.today} stock={current.stock} />
    </div>
  );
}
