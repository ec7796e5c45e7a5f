// What the barcode reader says when it cannot read a code: each names what to do instead.
export const NO_BARCODE_IN_PHOTO =
  "We could not find a readable barcode in this photo. Try again with the barcode flat, in focus and filling more of the picture, or type the number.";

export const READER_FAILED =
  "The barcode reader could not be loaded. Check your connection and try again, or type the number.";

const CAMERA_BLOCKED =
  "The camera is blocked for this site. Allow camera access in your browser's settings, or use a photo or type the number instead.";

const NO_CAMERA = "No camera was found on this device. Use a photo or type the number instead.";

export const CAMERA_FAILED = "The camera could not be started. Use a photo or type the number instead.";

export function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return CAMERA_BLOCKED;
  if (name === "NotFoundError" || name === "OverconstrainedError") return NO_CAMERA;
  return CAMERA_FAILED;
}
