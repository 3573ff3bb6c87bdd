export {
  displayPhone,
  FloatingButtons,
  hasRepresentativePhone,
  telHref,
  type FloatingButtonsProps,
  type SalesRepresentative,
  type FloatingButtonsCssVars,
} from './FloatingButtons';
