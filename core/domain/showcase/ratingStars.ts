/** How a rating out of 5 is drawn as stars on the brand and outlet screens. */

/** Whole, half and empty stars; they always add up to five. */
export interface RatingStars {
  full: number;
  half: boolean;
  empty: number;
}

/**
 * The stars of an average rating: rounded to the nearest half star, so 4.5 is four and a half stars (not
 * five, as rounding to whole stars drew it) and 4.2 is four; clamped to 0–5. The printed value
 * («Рейтинг 4,5 из 5») stays beside them for the exact figure.
 */
export function ratingStars(average: number): RatingStars {
  const halves = Math.round(Math.min(5, Math.max(0, average)) * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}
