"use client";
// The PDF is fetched as bytes (the JSON client would read it as text) and saved through a download link.
import { useMutation } from "@/lib/api/query-hooks";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { apiPost } from "@/lib/api/fetch-client";
import type { OptimalTiming } from "@/lib/catalogue/values";
import type { ReportModel } from "@/lib/reports/report-model";

import type { AnalyticsSource } from "./use-stack-analytics";
import { ReportPreview } from "./report-preview";

const LOADING_PDF = "Loading PDF...";
const PDF_UNAVAILABLE = "PDF Unavailable";
const REPORT_DOWNLOADED = "Report downloaded";
const PREVIEW_READY = "Report preview ready";

type ReportRequest = {
  name: string;
  items: { supplementId: string; servingsPerDay: number; timing: OptimalTiming | null }[];
  includeHealthProfile: boolean;
};

function requestFor(source: AnalyticsSource, includeHealthProfile: boolean): ReportRequest {
  return {
    name: source.name,
    items: source.items.map((item) => ({
      supplementId: item.supplementId,
      servingsPerDay: item.quantity,
      timing: item.timing ?? null,
    })),
    includeHealthProfile,
  };
}

type PdfRequest = { url: string; body?: unknown; fileName: string };

type NextPart = { request: PdfRequest; part: number; parts: number };

function nextPartOf(response: Response, fileName: string): NextPart | null {
  const next = /^<([^>]+)>;\s*rel="next"$/.exec(response.headers.get("Link") ?? "")?.[1];
  const part = Number(response.headers.get("X-Export-Part"));
  const parts = Number(response.headers.get("X-Export-Parts"));
  if (!next?.startsWith("/api/") || !Number.isInteger(part) || !Number.isInteger(parts)) return null;
  const stem = fileName.replace(/(-part-\d+)?\.pdf$/, "");
  return { request: { url: next, fileName: `${stem}-part-${String(part + 1)}.pdf` }, part: part + 1, parts };
}

async function downloadPdf({ url, body, fileName }: PdfRequest): Promise<NextPart | null> {
  const response = await fetch(url, {
    method: body === undefined ? "GET" : "POST",
    headers:
      body === undefined
        ? { Accept: "application/pdf" }
        : { "Content-Type": "application/json", Accept: "application/pdf" },
    credentials: "include",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok || response.headers.get("Content-Type") !== "application/pdf") {
    throw new Error(`Report failed with status ${String(response.status)}`);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  link.click();
  // Revoked after the click has started the download.
  setTimeout(() => {
    URL.revokeObjectURL(objectUrl);
  }, 10_000);
  return nextPartOf(response, fileName);
}

export type PdfButtonProps = { label: string; request: PdfRequest; variant?: "primary" | "outline" };

/** An export in parts offers the next part, one press per part, so no request holds minutes of layout. */
export function PdfButton({ label, request, variant = "primary" }: PdfButtonProps) {
  const [next, setNext] = useState<NextPart | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pdf = useMutation({ mutationFn: downloadPdf, retry: false, onSuccess: setNext });
  const settled = pdf.isSuccess || pdf.isError;
  // The busy button dropped the focus to the page; it comes back unless the person has moved on meanwhile.
  useEffect(() => {
    if (settled && document.activeElement === document.body) button.current?.focus();
  }, [settled]);
  const nextLabel = next ? `Download part ${String(next.part)} of ${String(next.parts)}` : label;
  let downloaded = "";
  if (next) downloaded = `Part ${String(next.part - 1)} of ${String(next.parts)} downloaded.`;
  else if (pdf.isSuccess) downloaded = REPORT_DOWNLOADED;
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        ref={button}
        variant={variant}
        busy={pdf.isPending}
        onClick={() => pdf.mutate(next?.request ?? request)}
      >
        {pdf.isPending ? LOADING_PDF : pdf.isError ? PDF_UNAVAILABLE : nextLabel}
      </Button>
      <span role="status" className="text-sm text-slate-700 empty:hidden">
        {downloaded}
      </span>
      {pdf.isError ? (
        <span role="alert" className="text-sm text-red-800">
          The PDF could not be made just now. Please try again later.
        </span>
      ) : null}
    </span>
  );
}

export type ReportActionsProps = { source: AnalyticsSource; signedIn: boolean };

export function ReportActions({ source, signedIn }: ReportActionsProps) {
  // A report for a GP or pharmacist is about the person: their medicines are in it unless they untick it.
  const [includeProfile, setIncludeProfile] = useState(true);
  const preview = useMutation({
    mutationFn: (request: ReportRequest) => apiPost<ReportModel>("/api/reports/stack/preview", request),
    retry: false,
  });
  const previewButton = useRef<HTMLButtonElement>(null);
  const previewArticle = useRef<HTMLElement>(null);
  // The busy button dropped the focus: it goes to the preview, or back to the button if there is none.
  useEffect(() => {
    if (preview.data) previewArticle.current?.focus();
    else if (preview.isError) previewButton.current?.focus();
  }, [preview.data, preview.isError]);
  const request = requestFor(source, signedIn && includeProfile);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        A printable A4 report of this stack for your GP or pharmacist: every item and ingredient, the
        schedule, each interaction finding with its evidence and references, and the daily totals against UK
        upper levels.
      </p>
      {signedIn ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={includeProfile}
            onChange={(event) => {
              setIncludeProfile(event.target.checked);
            }}
          />
          Include the medicines and conditions from my health profile
        </label>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        <PdfButton
          label="Download PDF report"
          request={{ url: "/api/reports/stack", body: request, fileName: "stack-report.pdf" }}
        />
        <PdfButton
          label="Cost and benefit report"
          variant="outline"
          request={{ url: "/api/reports/cost-benefit", body: request, fileName: "cost-benefit-report.pdf" }}
        />
        <Button
          ref={previewButton}
          variant="outline"
          busy={preview.isPending}
          onClick={() => preview.mutate(request)}
        >
          {preview.isPending ? LOADING_PDF : "Preview report"}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {preview.data ? PREVIEW_READY : ""}
      </p>
      {preview.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {PDF_UNAVAILABLE}: the preview could not be made just now.
        </p>
      ) : null}
      {preview.data ? <ReportPreview ref={previewArticle} model={preview.data} /> : null}
    </div>
  );
}
