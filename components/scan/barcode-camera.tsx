"use client";
// The live camera view: frames go to the decoder a few times a second until one holds a valid GTIN.
import { useEffect, useRef } from "react";

import { CAMERA_FAILED, READER_FAILED, cameraProblem } from "./scan-messages";

type Reader = typeof import("./barcode-reader");

export type BarcodeCameraProps = {
  loadReader: () => Promise<Reader>;
  onCode: (gtin: string) => void;
  onProblem: (message: string) => void;
};

const FRAME_INTERVAL_MS = 200;

export function BarcodeCamera({ loadReader, onCode, onProblem }: BarcodeCameraProps) {
  const video = useRef<HTMLVideoElement>(null);
  // The callbacks change with each render of the parent; the camera must not restart for that.
  const latest = useRef({ loadReader, onCode, onProblem });
  useEffect(() => {
    latest.current = { loadReader, onCode, onProblem };
  });

  useEffect(() => {
    // An object, not a let: the async steps below must see a stop made while they waited.
    const run = { stopped: false };
    const stopped = () => run.stopped;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (message: string) => {
      if (!stopped()) latest.current.onProblem(message);
    };

    async function scanFrames(element: HTMLVideoElement, reader: Reader) {
      if (stopped()) return;
      if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const gtin = await reader.readGtin(element).catch(() => null);
        if (gtin && !stopped()) {
          run.stopped = true;
          latest.current.onCode(gtin);
          return;
        }
      }
      timer = setTimeout(() => void scanFrames(element, reader), FRAME_INTERVAL_MS);
    }

    async function start() {
      // Only https pages (and localhost) have a camera API at all.
      if (!("mediaDevices" in navigator)) {
        fail(CAMERA_FAILED);
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" } },
          audio: false,
        });
      } catch (error) {
        fail(cameraProblem(error));
        return;
      }
      const element = video.current;
      if (stopped() || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      let reader: Reader;
      try {
        reader = await latest.current.loadReader();
      } catch {
        fail(READER_FAILED);
        return;
      }
      await scanFrames(element, reader);
    }

    void start();
    return () => {
      run.stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="space-y-2">
      <video
        ref={video}
        muted
        playsInline
        aria-label="Camera view"
        className="aspect-[4/3] w-full max-w-md rounded-lg bg-slate-900 object-cover"
      />
      <p className="text-sm text-slate-700">
        Point the camera at the barcode and hold it steady: it is read as soon as it is sharp.
      </p>
    </div>
  );
}
