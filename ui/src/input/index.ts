export { Input, type InputProps, type InputType, type InputCssVars } from './Input';
