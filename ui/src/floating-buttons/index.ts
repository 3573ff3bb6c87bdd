export {
  displayPhone,
  FLOATING_CARD_EXIT_MS,
  FloatingButtons,
  hasRepresentativePhone,
  telHref,
  type FloatingButtonsProps,
  type SalesRepresentative,
} from './FloatingButtons';
