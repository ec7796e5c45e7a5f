"use client";
// A GTIN typed, read live from the camera or from a photo (docs/scanning.md "Barcodes"). The decoder loads on
// first use, so no page pays for it up front.
import { useId, useRef, useState, type SyntheticEvent } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { withRetry } from "@/lib/api/with-retry";
import { GTIN_MESSAGE, normaliseGtin } from "@/lib/catalogue/gtin";

import { BarcodeCamera } from "./barcode-camera";
import { NO_BARCODE_IN_PHOTO, READER_FAILED } from "./scan-messages";

const loadReader = () => withRetry(() => import("./barcode-reader"));

export type BarcodeInputProps = { onCode: (gtin: string) => void; label?: string };

type TypedCodeProps = {
  label: string;
  onCode: (gtin: string) => void;
  onMessage: (message: string | null) => void;
};

function TypedCode({ label, onCode, onMessage }: TypedCodeProps) {
  const inputId = useId();
  const [typed, setTyped] = useState("");
  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const gtin = normaliseGtin(typed);
    onMessage(gtin ? null : `That is not a valid barcode number. ${GTIN_MESSAGE}.`);
    if (gtin) onCode(gtin);
  }
  return (
    <form onSubmit={submit} className="space-y-1" noValidate>
      <Label htmlFor={inputId} className="text-slate-900">
        {label}
      </Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 5012345678900"
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          Look up
        </Button>
      </div>
    </form>
  );
}

type PhotoButtonProps = { onCode: (gtin: string) => void; onMessage: (message: string | null) => void };

function PhotoButton({ onCode, onMessage }: PhotoButtonProps) {
  const [reading, setReading] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  async function readPhoto(file: File) {
    onMessage(null);
    setReading(true);
    try {
      const reader = await loadReader();
      const gtin = await reader.readGtin(file).catch(() => null);
      if (gtin) onCode(gtin);
      else onMessage(NO_BARCODE_IN_PHOTO);
    } catch {
      onMessage(READER_FAILED);
    } finally {
      setReading(false);
      if (photoInput.current) photoInput.current.value = "";
    }
  }
  return (
    <>
      <Button variant="outline" busy={reading} onClick={() => photoInput.current?.click()}>
        {reading ? "Reading the photo…" : "Use a photo"}
      </Button>
      <input
        ref={photoInput}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Photo of a barcode"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void readPhoto(file);
        }}
      />
    </>
  );
}

export function BarcodeInput({ onCode, label = "Barcode number" }: BarcodeInputProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  return (
    <div className="space-y-4">
      <TypedCode label={label} onCode={onCode} onMessage={setMessage} />
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => {
            setMessage(null);
            setCamera((open) => !open);
          }}
          aria-pressed={camera}
        >
          {camera ? "Stop the camera" : "Scan with the camera"}
        </Button>
        <PhotoButton onCode={onCode} onMessage={setMessage} />
      </div>
      {camera ? (
        <BarcodeCamera
          loadReader={loadReader}
          onCode={(gtin) => {
            setCamera(false);
            onCode(gtin);
          }}
          onProblem={(problem) => {
            setCamera(false);
            setMessage(problem);
          }}
        />
      ) : null}
      <p role="status" aria-live="polite" className="text-sm font-medium text-red-800 empty:hidden">
        {message}
      </p>
    </div>
  );
}
