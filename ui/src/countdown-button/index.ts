export {
  CountdownButton,
  remainingSeconds,
  type CountdownButtonProps,
} from './CountdownButton';
