// `play()` rejects when autoplay policy blocks it or a pause interrupts it: normal, so never an uncaught error.
// Older engines return undefined or throw synchronously; `await` covers both.
export async function playSafely(video: HTMLMediaElement): Promise<boolean> {
  try {
    await video.play();
    return true;
  } catch {
    return false;
  }
}
