export { clampRating, Rating, RATING_MAX, ratingText, type RatingProps, type RatingCssVars } from './Rating';
