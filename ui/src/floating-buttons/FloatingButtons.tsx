import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon, ICON_BUTTON_CLASS, type IconName } from '../icon';
import { Image } from '../image';
import { usePresence } from '../internal/overlay/usePresence';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import './floating-buttons.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type FloatingButtonsCssVars =
  | '--sf-floating-buttons-accent-color'
  | '--sf-floating-buttons-background'
  | '--sf-floating-buttons-accent-text-color'
  | '--sf-floating-buttons-button-radius';

export interface SalesRepresentative {
  headimg: string;
  first_name: string;
  last_name: string;
  position: string;
  level_name: string;
  area_code: string;
  phone: string;
}

export interface FloatingButtonsProps extends NativeProps<FloatingButtonsCssVars, HTMLDivElement> {
  /** Shows "Back to top". */
  onScrollTop?(): void;
  /** Whether the Back to top button shows (e.g. only once the page has scrolled). Default true; needs onScrollTop. */
  scrollTopVisible?: boolean;
  /** Shows "Calculator". */
  onCalculator?(): void;
  /** Shows "Store appointment". */
  onStore?(): void;
  /** Shows "Sales representative" with its card, only when the representative has a phone. */
  representative?: SalesRepresentative | null;
}

/** The representative's card is offered only when there is a phone to call. */
export function hasRepresentativePhone(
  representative: SalesRepresentative | null | undefined,
): representative is SalesRepresentative {
  return !!representative && representative.phone.trim() !== '';
}

/** tel: link for an area code and a phone, digits only: tel:+{area_code}{phone}. */
export function telHref(areaCode: string, phone: string): string {
  const digits = (value: string) => value.replace(/\D/g, '');
  return `tel:+${digits(areaCode)}${digits(phone)}`;
}

/** The phone as shown: +{area_code} {phone}. */
export function displayPhone(areaCode: string, phone: string): string {
  const area = areaCode.trim().replace(/^\+/, '');
  return area ? `+${area} ${phone.trim()}` : phone.trim();
}

function RoundButton({ label, icon, onClick }: { label: string; icon: IconName; onClick(): void }) {
  return (
    <button type="button" className="sf-floating-buttons__button" aria-label={label} title={label} onClick={onClick}>
      <Icon name={icon} className="sf-floating-buttons__icon" />
    </button>
  );
}

/**
 * Round buttons stacked at the right edge above the tab bar: back to top, calculator, store appointment and the
 * sales representative, each only when its handler or data is given. The representative button opens a small card
 * with a Call link; Escape, the card's Close button or a tap elsewhere closes it.
 */
export function FloatingButtons(props: FloatingButtonsProps) {
  const { onScrollTop: scrollTopHandler, scrollTopVisible = true, onCalculator, onStore, representative } = props;
  const onScrollTop = scrollTopVisible ? scrollTopHandler : undefined;
  const showRep = hasRepresentativePhone(representative);
  const [cardOpen, setCardOpen] = useState(false);
  const open = cardOpen && showRep;
  const cardRef = useRef<HTMLElement>(null);
  // The card unmounts when its exit animation ends.
  const { mounted, state } = usePresence(open, cardRef);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const cardId = useId();
  const lastRep = useRef<SalesRepresentative | null>(null);
  if (showRep) lastRep.current = representative;
  const rep = showRep ? representative : lastRep.current;

  // A tap anywhere outside closes the card (focus stays where the tap put it).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setCardOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!onScrollTop && !onCalculator && !onStore && !showRep && !mounted) return null;

  const closeCard = () => {
    setCardOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeCard();
    }
  };
  const fullName = rep ? [rep.first_name, rep.last_name].filter(Boolean).join(' ') : '';

  return withNativeProps(
    props,
    <div
      ref={rootRef}
      className="sf-floating-buttons"
      role="group"
      aria-label={m.ui_quick_actions()}
      onKeyDown={onKeyDown}
    >
      {onScrollTop && <RoundButton label={m.ui_back_to_top()} icon="top" onClick={onScrollTop} />}
      {onCalculator && <RoundButton label={m.ui_calculator()} icon="calculator" onClick={onCalculator} />}
      {onStore && <RoundButton label={m.ui_store_appointment()} icon="store" onClick={onStore} />}
      {showRep && (
        <button
          ref={toggleRef}
          type="button"
          className="sf-floating-buttons__button"
          aria-label={m.ui_sales_representative()}
          title={m.ui_sales_representative()}
          aria-expanded={open}
          aria-controls={open ? cardId : undefined}
          onClick={() => setCardOpen((o) => !o)}
        >
          <Icon name="person" className="sf-floating-buttons__icon" />
        </button>
      )}
      {mounted && rep && (
        <section
          ref={cardRef}
          id={cardId}
          className="sf-floating-buttons__card"
          aria-label={m.ui_sales_representative_card()}
          data-state={state}
        >
          <div className="sf-floating-buttons__avatar">
            {rep.headimg ? (
              <Image src={rep.headimg} alt="" ratio={1} />
            ) : (
              <Icon name="person" className="sf-floating-buttons__avatar-icon" />
            )}
          </div>
          <div className="sf-floating-buttons__info">
            <p className="sf-floating-buttons__name">
              <span>{rep.first_name}</span> <span>{rep.last_name}</span>
            </p>
            {rep.position && <p className="sf-floating-buttons__line">{rep.position}</p>}
            {rep.level_name && <p className="sf-floating-buttons__line">{rep.level_name}</p>}
            <p className="sf-floating-buttons__line">{displayPhone(rep.area_code, rep.phone)}</p>
            <a
              className="sf-floating-buttons__call"
              href={telHref(rep.area_code, rep.phone)}
              aria-label={m.ui_call_person({ name: fullName }).trim()}
            >
              <Icon name="phone" className="sf-floating-buttons__call-icon" />
              {m.ui_call()}
            </a>
          </div>
          <button
            type="button"
            className={`${ICON_BUTTON_CLASS} sf-floating-buttons__close`}
            aria-label={m.ui_close()}
            onClick={open ? closeCard : undefined}
          >
            <Icon name="close" className="sf-floating-buttons__close-icon" />
          </button>
        </section>
      )}
    </div>,
  );
}
