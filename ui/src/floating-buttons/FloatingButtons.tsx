import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Image } from '../image';
import { usePresence } from '../dialog/usePresence';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import './floating-buttons.css';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type FloatingButtonsCssVars = '--sf-floating-buttons-accent-color' | '--sf-floating-buttons-background' | '--sf-floating-buttons-accent-text-color' | '--sf-floating-buttons-button-radius';

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
export function hasRepresentativePhone(representative: SalesRepresentative | null | undefined): representative is SalesRepresentative {
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

const icons: Record<string, string> = {
  top: 'M12 19V6 M6 11l6-6 6 6 M5 3h14',
  calculator: 'M6 3h12v18H6z M9 6.5h6 M9 11h.01 M12 11h.01 M15 11h.01 M9 14.5h.01 M12 14.5h.01 M15 14.5h.01 M9 18h.01 M12 18h.01 M15 18h.01',
  store: 'M4 9l1.5-5h13L20 9 M4 9h16v1.5a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0 2.7 2.7 0 0 1-5.3 0z M5.5 12.5V20h13v-7.5 M10 20v-4h4v4',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  phone: 'M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A15.5 15.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z',
  close: 'M6 6l12 12 M18 6L6 18',
};

function Icon({ name, className = 'sf-floating-buttons__icon' }: { name: keyof typeof icons; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={icons[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function RoundButton({ label, icon, onClick }: { label: string; icon: keyof typeof icons; onClick(): void }) {
  return (
    <button type="button" className="sf-floating-buttons__button" aria-label={label} title={label} onClick={onClick}>
      <Icon name={icon} />
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
    <div ref={rootRef} className="sf-floating-buttons" role="group" aria-label="Quick actions" onKeyDown={onKeyDown}>
      {onScrollTop && <RoundButton label="Back to top" icon="top" onClick={onScrollTop} />}
      {onCalculator && <RoundButton label="Calculator" icon="calculator" onClick={onCalculator} />}
      {onStore && <RoundButton label="Store appointment" icon="store" onClick={onStore} />}
      {showRep && (
        <button
          ref={toggleRef}
          type="button"
          className="sf-floating-buttons__button"
          aria-label="Sales representative"
          title="Sales representative"
          aria-expanded={open}
          aria-controls={open ? cardId : undefined}
          onClick={() => setCardOpen((o) => !o)}
        >
          <Icon name="person" />
        </button>
      )}
      {mounted && rep && (
        <section ref={cardRef} id={cardId} className="sf-floating-buttons__card" aria-label="Sales representative card" data-state={state}>
          <div className="sf-floating-buttons__avatar">
            {rep.headimg ? <Image src={rep.headimg} alt="" ratio={1} /> : <Icon name="person" className="sf-floating-buttons__avatar-icon" />}
          </div>
          <div className="sf-floating-buttons__info">
            <p className="sf-floating-buttons__name">
              <span>{rep.first_name}</span> <span>{rep.last_name}</span>
            </p>
            {rep.position && <p className="sf-floating-buttons__line">{rep.position}</p>}
            {rep.level_name && <p className="sf-floating-buttons__line">{rep.level_name}</p>}
            <p className="sf-floating-buttons__line">{displayPhone(rep.area_code, rep.phone)}</p>
            <a className="sf-floating-buttons__call" href={telHref(rep.area_code, rep.phone)} aria-label={`Call ${fullName}`.trim()}>
              <Icon name="phone" className="sf-floating-buttons__call-icon" />
              Call
            </a>
          </div>
          <button type="button" className="sf-floating-buttons__close" aria-label="Close" onClick={open ? closeCard : undefined}>
            <Icon name="close" className="sf-floating-buttons__close-icon" />
          </button>
        </section>
      )}
    </div>,
  );
}
