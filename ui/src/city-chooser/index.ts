export { CityChooser, LOCATION_FAILED_TEXT, type CityChooserProps, type CityChooserCssVars } from './CityChooser';
export {
  pushHistory,
  filterCities,
  groupCities,
  cityLetter,
  CITY_HISTORY_MAX,
  INDEX_LETTERS,
  OTHER_LETTER,
  type City,
  type CityGroup,
} from './city-rules';
