export const MAX_STACK_ITEMS = 50;
export const MAX_STACKS_PER_USER = 100;
export const MIN_SERVINGS_PER_DAY = 1;
export const MAX_SERVINGS_PER_DAY = 20;
export const STACK_NAME_MAX = 100;
export const STACK_NOTES_MAX = 1000;
export const PUBLISHED_DESCRIPTION_MAX = 1000;
export const DAYS_PER_MONTH = 30;

export const STACK_NAME_REQUIRED = "Please give your stack a name";

export const STACK_CONFLICT_MESSAGE =
  "This stack was changed in another tab or device since you opened it. Reload it to see the latest version, then make your changes again.";

export const SAVED_BY_HEADER = "X-Saved-By";
