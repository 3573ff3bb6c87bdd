export {
  HOT_WORD_INTERVAL_MS,
  HOT_WORD_PAUSE_LABEL,
  HOT_WORD_PLACEHOLDER,
  HOT_WORD_PLAY_LABEL,
  HOT_WORD_ROLL_MS,
  HotWordTicker,
  shouldRotate,
  tickerLabel,
  type HotWordTickerProps,
  type HotWordTickerCssVars,
} from './HotWordTicker';
