export {
  CODE_COUNTDOWN_SECONDS,
  CountdownButton,
  remainingSeconds,
  type CountdownButtonProps,
} from './CountdownButton';
