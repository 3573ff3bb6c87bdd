export { clampRating, Rating, RATING_MAX, ratingText, type RatingProps } from './Rating';
