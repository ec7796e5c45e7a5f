// Limits of a saved stack (the stacks issue "API"), shared by the server schemas and the builder.
export const MAX_STACK_ITEMS = 50;
/** Saved stacks one account may keep (issue 15, item 9); far more than anyone builds by hand. */
export const MAX_STACKS_PER_USER = 100;
export const MIN_SERVINGS_PER_DAY = 1;
export const MAX_SERVINGS_PER_DAY = 20;
export const STACK_NAME_MAX = 100;
export const STACK_NOTES_MAX = 1000;
export const PUBLISHED_DESCRIPTION_MAX = 1000;
/** Days in the "per month" figures. */
export const DAYS_PER_MONTH = 30;

/** Said for an empty name, by the server's schema and by the builder when it saves offline. */
export const STACK_NAME_REQUIRED = "Please give your stack a name";

export const STACK_CONFLICT_MESSAGE =
  "This stack was changed in another tab or device since you opened it. Reload it to see the latest version, then make your changes again.";

/** The header a save made offline names its author in (lib/stacks/save-author.ts). */
export const SAVED_BY_HEADER = "X-Saved-By";
