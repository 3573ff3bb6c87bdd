import { ActionType, type GlobalAction, type GlobalState } from '@ladle/react';
import { useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { DemoButton } from '../src/story-support';
import {
  cloneableControls,
  controlValues,
  isScreenMessage,
  PHONE_SCREEN_NAME,
  sameControls,
  screenSearch,
  withValues,
  type ScreenMessage,
} from './screen-bridge';

interface BridgeProps {
  globalState: GlobalState;
  dispatch: Dispatch<GlobalAction>;
}

/** Screen widths a designer can pick: the smallest phone, the design width, the widest the widgets support. */
export const SCREEN_WIDTHS = [320, 375, 480] as const;
export const SCREEN_HEIGHT = 812;
const WIDTH_KEY = 'sf-ladle-screen-width';

function savedWidth(): number {
  try {
    const saved = Number(localStorage.getItem(WIDTH_KEY));
    return (SCREEN_WIDTHS as readonly number[]).includes(saved) ? saved : 375;
  } catch {
    return 375;
  }
}

/**
 * Ladle's story area: a phone whose screen is an iframe holding the story alone. The story's document is the
 * phone-sized viewport, so sheets, dialogs (top layer) and fixed bars open inside the phone.
 */
export function PhoneFrame({ globalState, dispatch }: BridgeProps) {
  const { story } = globalState;
  const screen = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState(savedWidth);
  const latest = useRef(globalState);
  useEffect(() => {
    latest.current = globalState;
  });

  // Read once per story: the URL then holds only that story's control values (Ladle strips them on a switch).
  const src = useMemo(() => `${location.pathname}${screenSearch(location.search, story)}`, [story]);

  // The screen reports the controls its story declared: they fill Ladle's Controls panel out here.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.origin !== location.origin ||
        event.source !== screen.current?.contentWindow ||
        !isScreenMessage(event.data)
      )
        return;
      const message = event.data;
      const state = latest.current;
      if (message.kind !== 'sf-screen:controls' || message.story !== state.story) return;
      if (!state.controlInitialized || !sameControls(state.control, message.control))
        dispatch({ type: ActionType.UpdateControl, value: message.control });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch]);

  // A value picked in the Controls panel goes to the story on the screen.
  useEffect(() => {
    if (!globalState.controlInitialized) return;
    const message: ScreenMessage = { kind: 'sf-screen:values', story, values: controlValues(globalState.control) };
    screen.current?.contentWindow?.postMessage(message, location.origin);
  }, [globalState.control, globalState.controlInitialized, story]);

  const pick = (next: number) => {
    setWidth(next);
    try {
      localStorage.setItem(WIDTH_KEY, String(next));
    } catch {
      // private mode: the choice lasts for this page only
    }
  };

  return (
    <div className="sf-ladle-stage">
      <div className="sf-ladle-toolbar" role="group" aria-label="Phone screen width">
        {SCREEN_WIDTHS.map((option) => (
          <DemoButton
            key={option}
            variant={option === width ? 'primary' : 'secondary'}
            aria-pressed={option === width}
            onClick={() => pick(option)}
          >
            {option === 375 ? '375 design' : option}
          </DemoButton>
        ))}
        <span className="sf-ladle-dimensions">
          {width} × {SCREEN_HEIGHT}
        </span>
        <a className="sf-ladle-alone" href={src} target="_blank" rel="noreferrer">
          Open alone
        </a>
      </div>
      <div className="sf-ladle-phone">
        <iframe
          key={story}
          ref={screen}
          className="sf-ladle-screen"
          name={PHONE_SCREEN_NAME}
          title={`Story ${story} on a ${width} × ${SCREEN_HEIGHT} phone screen`}
          src={src}
          width={width}
          height={SCREEN_HEIGHT}
        />
      </div>
    </div>
  );
}

/** Key presses on the screen reach Ladle's hotkeys out in the frame, as Ladle does for its own iframe. */
function forwardKey(event: KeyboardEvent) {
  const target = event.target as HTMLElement | null;
  const typing =
    !!target &&
    (target.isContentEditable ||
      ((target.nodeName === 'INPUT' || target.nodeName === 'TEXTAREA') &&
        !(event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)));
  if (!event.key || typing) return;
  const { key, code, altKey, ctrlKey, shiftKey, metaKey } = event;
  window.parent.document.dispatchEvent(
    new KeyboardEvent(event.type, { key, code, altKey, ctrlKey, shiftKey, metaKey }),
  );
}

/**
 * Inside the phone's screen: hands the story's controls to the frame and takes the values picked there.
 * The screen's own Ladle keeps its URL to itself (no history entries of its own) and leaves hotkeys to the frame.
 */
export function ScreenBridge({ globalState, dispatch }: BridgeProps) {
  const { story, control, controlInitialized } = globalState;
  const latest = useRef(globalState);
  useEffect(() => {
    latest.current = globalState;
  });

  useEffect(() => {
    dispatch({ type: ActionType.UpdateHotkeys, value: false });
    window.history.pushState = window.history.replaceState.bind(window.history);
    document.addEventListener('keydown', forwardKey);
    document.addEventListener('keyup', forwardKey);
    // Ladle's accessibility panel runs axe-core in the frame; axe-core reaches into a frame only where it is loaded too.
    const axe = window.setTimeout(() => void import('axe-core'), 500);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== window.parent || !isScreenMessage(event.data)) return;
      const message = event.data;
      const state = latest.current;
      if (message.kind !== 'sf-screen:values' || message.story !== state.story) return;
      const next = withValues(state.control, message.values);
      if (next) dispatch({ type: ActionType.UpdateControl, value: next });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.clearTimeout(axe);
      document.removeEventListener('keydown', forwardKey);
      document.removeEventListener('keyup', forwardKey);
      window.removeEventListener('message', onMessage);
    };
  }, [dispatch]);

  useEffect(() => {
    if (!controlInitialized) return;
    const message: ScreenMessage = { kind: 'sf-screen:controls', story, control: cloneableControls(control) };
    window.parent.postMessage(message, location.origin);
  }, [story, control, controlInitialized]);

  return null;
}
