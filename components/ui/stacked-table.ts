// Class names that turn a data table into stacked rows on phones (below the `sm` breakpoint): the
// header row is kept for screen readers only, each row becomes a small card, and each cell shows its
// column's name from its `data-label` attribute. From `sm` up the table is an ordinary table. Wide
// tables otherwise scroll sideways on a phone, with no hint, hiding their last columns (issue 16).
export const STACKED_TABLE = {
  table: "w-full text-left text-sm max-sm:block",
  head: "max-sm:sr-only",
  body: "max-sm:block max-sm:divide-y max-sm:divide-slate-100",
  foot: "max-sm:block",
  row: "max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:p-3",
  /** The row's header cell (or a cell to show whole): the full width of the card. */
  wide: "max-sm:col-span-2 max-sm:p-0",
  /** A cell labelled by its `data-label` on phones. */
  cell: "max-sm:p-0 max-sm:before:block max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]",
} as const;
