import type { StoredImage } from "../profile-images/storage";

/** A stored image's id changes with every upload, so the browser may keep it for good, but only privately. */
export function storedImageResponse(image: StoredImage): Response {
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.byteLength),
      "Cache-Control": "private, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
