"use client";

// It replaces the root layout, so it brings its own <html>, <body>, styles and title.
import "./globals.css";

import { useEffect } from "react";

import { ErrorFallback } from "@/components/errors/error-fallback";

type GlobalErrorProps = {
  error: unknown;
  reset: () => void;
  retry: () => void;
};

export default function GlobalError({ error, retry }: GlobalErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en-GB">
      <body>
        <title>Something went wrong | Smart Supplement Stack Builder UK</title>
        <main id="main-content">
          <ErrorFallback error={error} onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
