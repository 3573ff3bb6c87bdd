import { useEffect, useRef, useState } from 'react';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import './countdown-button.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type CountdownButtonCssVars =
  '--sf-countdown-button-color' | '--sf-countdown-button-border-color' | '--sf-countdown-button-radius';

export interface CountdownButtonProps extends NativeProps<CountdownButtonCssVars, HTMLButtonElement> {
  /** Sends the code; true (or a promise of true) starts the countdown, false leaves the button idle. */
  onSend(): Promise<boolean> | boolean;
  /** Length of the countdown: the app passes the code rule's resend wait (sdk rules.CODE_RESEND_SECONDS). */
  seconds: number;
  /** Text while idle. Default 'Obtain'. */
  idleText?: string;
  disabled?: boolean;
  /** Clock in ms; injectable for tests. Default Date.now. */
  now?: () => number;
  /**
   * Resumes a countdown started earlier (ms timestamp from `onStart`, e.g. kept in session storage while the user
   * moves between registration steps). Read on mount only.
   */
  startedAt?: number;
  /** Called with the start timestamp when a countdown starts. */
  onStart?(startedAt: number): void;
  /** What the live region says when the countdown starts. */
  startedMessage?: (seconds: number) => string;
  /** What the live region says when a new code can be requested. */
  endedMessage?: string;
}

/** Whole seconds left of a countdown of `seconds` started at `startedAt` (ms), never below 0. */
export function remainingSeconds(startedAt: number, now: number, seconds: number): number {
  const elapsed = Math.max(0, now - startedAt);
  return Math.max(0, seconds - Math.floor(elapsed / 1000));
}

type Phase = { kind: 'idle' } | { kind: 'sending' } | { kind: 'counting'; startedAt: number };

const defaultStarted = (seconds: number) => m.ui_code_sent({ seconds });

/**
 * The verification-code button: 'Obtain' → (sending) → '59s', '58s' … → 'Obtain'. The countdown is measured from its
 * start time, so a tab that was in the background shows the right number when it comes back.
 */
export function CountdownButton(props: CountdownButtonProps) {
  const {
    onSend,
    seconds,
    idleText = m.ui_obtain(),
    disabled = false,
    now = Date.now,
    startedAt,
    onStart,
    startedMessage = defaultStarted,
    endedMessage = m.ui_code_again(),
  } = props;
  const [phase, setPhase] = useState<Phase>(() =>
    startedAt !== undefined && remainingSeconds(startedAt, now(), seconds) > 0
      ? { kind: 'counting', startedAt }
      : { kind: 'idle' },
  );
  const [, setTick] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const busy = useRef(phase.kind !== 'idle');
  const mounted = useRef(true);
  const nowRef = useRef(now);
  nowRef.current = now;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const left = phase.kind === 'counting' ? remainingSeconds(phase.startedAt, now(), seconds) : 0;

  useEffect(() => {
    if (phase.kind !== 'counting') return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const elapsed = nowRef.current() - phase.startedAt;
      if (remainingSeconds(phase.startedAt, nowRef.current(), seconds) <= 0) {
        busy.current = false;
        setPhase({ kind: 'idle' });
        setAnnouncement(endedMessage);
        return;
      }
      setTick((t) => t + 1);
      // Wake at the next whole second of the countdown.
      timer = setTimeout(schedule, 1000 - (elapsed % 1000));
    };
    const elapsed = nowRef.current() - phase.startedAt;
    timer = setTimeout(schedule, 1000 - (elapsed % 1000));
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        clearTimeout(timer);
        schedule();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [phase, seconds, endedMessage]);

  const send = async () => {
    if (busy.current || disabled) return;
    busy.current = true;
    setPhase({ kind: 'sending' });
    let ok: boolean;
    try {
      ok = (await onSend()) === true;
    } catch {
      ok = false;
    }
    if (!mounted.current) return;
    if (ok) {
      const start = nowRef.current();
      setPhase({ kind: 'counting', startedAt: start });
      setAnnouncement(startedMessage(seconds));
      onStart?.(start);
    } else {
      busy.current = false;
      setPhase({ kind: 'idle' });
    }
  };

  const text = phase.kind === 'counting' ? m.ui_seconds_left({ seconds: left }) : idleText;

  return (
    <>
      {withNativeProps(
        props,
        <button
          type="button"
          className="sf-countdown-button"
          data-state={phase.kind}
          disabled={disabled || phase.kind !== 'idle'}
          aria-busy={phase.kind === 'sending' || undefined}
          onClick={send}
        >
          {text}
        </button>,
      )}
      <span className="sf-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
