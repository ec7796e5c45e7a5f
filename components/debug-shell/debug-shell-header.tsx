import { DebugLink } from "./debug-link";

const NAV_LINK_CLASS =
  "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900";

export function DebugShellHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-2 sm:px-6">
        <DebugLink
          target="/"
          className="flex min-h-11 items-center gap-2 rounded-md font-bold text-slate-900"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
            <rect width="32" height="32" rx="8" className="fill-brand-500" />
            <rect x="8" y="8" width="16" height="4" rx="2" fill="white" />
            <rect x="8" y="14" width="16" height="4" rx="2" fill="white" fillOpacity="0.85" />
            <rect x="8" y="20" width="16" height="4" rx="2" fill="white" fillOpacity="0.7" />
          </svg>
          <span className="text-sm leading-tight">
            Smart Supplement Stack Builder UK<span className="sr-only">, test mode home</span>
          </span>
        </DebugLink>
        <nav aria-label="Navigation test" className="ml-auto flex gap-1">
          <DebugLink target="/navigation-test" className={NAV_LINK_CLASS}>
            Navigation Test
          </DebugLink>
          <DebugLink target="/browse" className={NAV_LINK_CLASS}>
            Browse
          </DebugLink>
        </nav>
      </div>
    </header>
  );
}
