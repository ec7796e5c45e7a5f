// Stacked rows below `sm`, each cell labelled by its `data-label`: wide tables would otherwise scroll sideways on a
// phone, with no hint, hiding their last columns.
export const STACKED_TABLE = {
  table: "w-full text-left text-sm max-sm:block",
  head: "max-sm:sr-only",
  body: "max-sm:block max-sm:divide-y max-sm:divide-slate-100",
  foot: "max-sm:block",
  row: "max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:p-3",
  wide: "max-sm:col-span-2 max-sm:p-0",
  cell: "max-sm:p-0 max-sm:before:block max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]",
} as const;
