export {
  CountdownButton,
  remainingSeconds,
  type CountdownButtonProps,
  type CountdownButtonCssVars,
} from './CountdownButton';
