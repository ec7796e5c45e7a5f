export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = "Password must be at least 8 characters long";
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${String(PASSWORD_MAX_LENGTH)} characters`;
export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose a less guessable one.";
