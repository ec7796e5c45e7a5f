// "Not sure" leaves the frequency unset: the check assumes the medicine's usual one and says so.
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { DoseFrequency } from "@/lib/interactions/dictionary-schema";
import { FREQUENCY_LABELS } from "@/lib/interactions/dose-frequency";

import { ChipList } from "./chip-list";

export type MedicineScheduleValue = { name: string; frequency: DoseFrequency | null; times: string[] };

const FREQUENCIES = Object.keys(FREQUENCY_LABELS) as DoseFrequency[];
const NOT_SURE = "Not sure";

/** MAX_DOSE_TIMES of lib/interactions/schemas.ts. */
const MAX_DOSE_TIMES = 6;

const isFrequency = (value: string): value is DoseFrequency => value in FREQUENCY_LABELS;

export function schedulesFor(
  names: readonly string[],
  schedules: readonly MedicineScheduleValue[],
): MedicineScheduleValue[] {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return names.map(
    (name) => schedules.find((schedule) => same(schedule.name, name)) ?? { name, frequency: null, times: [] },
  );
}

type RowProps = {
  schedule: MedicineScheduleValue;
  note: string | undefined;
  withTimes: boolean;
  onChange: (schedule: MedicineScheduleValue) => void;
  onRemove: () => void;
};

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function DoseTimes({ schedule, onChange }: Pick<RowProps, "schedule" | "onChange">) {
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const full = schedule.times.length >= MAX_DOSE_TIMES;
  function add(): void {
    if (!CLOCK_TIME.test(draft) || full) return;
    if (!schedule.times.includes(draft)) onChange({ ...schedule, times: [...schedule.times, draft].sort() });
    setDraft("");
  }
  return (
    <div className="space-y-2">
      <Label htmlFor={inputId} className="text-slate-900">
        When you take it <span className="font-normal text-slate-600">(optional, 24-hour clock)</span>
      </Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={inputId}
          type="time"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
          disabled={full}
          className="w-36"
        />
        <Button variant="outline" size="sm" disabled={full} onClick={add}>
          Add time<span className="sr-only"> for {schedule.name}</span>
        </Button>
      </div>
      <ChipList
        label={`Times you take ${schedule.name}`}
        items={schedule.times.map((time) => ({ key: time, label: time }))}
        onRemove={(time) => onChange({ ...schedule, times: schedule.times.filter((t) => t !== time) })}
        onEmptyFocus={() => document.getElementById(inputId)?.focus()}
      />
      {full ? <p className="text-xs text-slate-600">Up to {MAX_DOSE_TIMES} times.</p> : null}
    </div>
  );
}

function MedicineRow({ schedule, note, withTimes, onChange, onRemove }: RowProps) {
  const selectId = useId();
  const noteId = useId();
  return (
    <fieldset
      aria-describedby={note ? noteId : undefined}
      className="relative space-y-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      {/* Floated so the legend sits inside the box like any heading; it names the group. */}
      <legend className="float-left w-full min-w-0 pr-24 pt-2 font-semibold break-words text-slate-900">
        {schedule.name}
      </legend>
      <Button variant="ghost" size="sm" onClick={onRemove} className="absolute top-2 right-2">
        Remove<span className="sr-only"> {schedule.name}</span>
      </Button>
      {note ? (
        <p id={noteId} className="clear-left rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {note}
        </p>
      ) : null}
      <div className="clear-left flex flex-col gap-1 sm:max-w-xs">
        <Label htmlFor={selectId} className="text-slate-900">
          How often
        </Label>
        <Select
          id={selectId}
          value={schedule.frequency ?? ""}
          onChange={(event) =>
            onChange({ ...schedule, frequency: isFrequency(event.target.value) ? event.target.value : null })
          }
        >
          {FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {FREQUENCY_LABELS[frequency]}
            </option>
          ))}
          <option value="">{NOT_SURE}</option>
        </Select>
      </div>
      {withTimes ? <DoseTimes schedule={schedule} onChange={onChange} /> : null}
    </fieldset>
  );
}

export type MedicineScheduleListProps = {
  label: string;
  schedules: readonly MedicineScheduleValue[];
  onChange: (schedules: MedicineScheduleValue[]) => void;
  withTimes?: boolean;
  noteFor?: (name: string) => string | undefined;
};

export function MedicineScheduleList({
  label,
  schedules,
  onChange,
  withTimes = false,
  noteFor,
}: MedicineScheduleListProps) {
  if (schedules.length === 0) return null;
  return (
    <ul aria-label={label} className="space-y-2">
      {schedules.map((schedule, index) => (
        <li key={schedule.name}>
          <MedicineRow
            schedule={schedule}
            note={noteFor?.(schedule.name)}
            withTimes={withTimes}
            onChange={(next) => onChange(schedules.map((entry, i) => (i === index ? next : entry)))}
            onRemove={() => onChange(schedules.filter((_, i) => i !== index))}
          />
        </li>
      ))}
    </ul>
  );
}
