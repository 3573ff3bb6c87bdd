export {
  displayPhone,
  FloatingButtons,
  hasRepresentativePhone,
  telHref,
  type FloatingButtonsProps,
  type SalesRepresentative,
} from './FloatingButtons';
