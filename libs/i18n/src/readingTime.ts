/** Spec section 9: reading time is never shorter than 2500 ms. */
export const minimumReadingTimeMs = 2500;

/** Spec section 9: reading speed of 200 words per minute. */
export const wordsPerMinute = 200;

/**
 * How long a notification stays up so it can be read (spec section 9): the larger of 2500 ms and
 * the word count read at 200 words per minute, in milliseconds.
 */
export function readingTimeMs(text: string): number {
  const words = text.split(/\s+/u).filter((word) => word.length > 0).length;
  return Math.max(minimumReadingTimeMs, Math.round((words / wordsPerMinute) * 60_000));
}
