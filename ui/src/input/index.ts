export { Input, type InputProps, type InputType } from './Input';
