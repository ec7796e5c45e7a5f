/**
 * Starts playback and reports whether it began. `play()` rejects when the browser's autoplay
 * policy blocks it or a pause interrupts it; both are normal, so they must never surface as an
 * uncaught error. Older engines return undefined or throw synchronously; `await` covers both.
 */
export async function playSafely(video: HTMLMediaElement): Promise<boolean> {
  try {
    await video.play();
    return true;
  } catch {
    return false;
  }
}
