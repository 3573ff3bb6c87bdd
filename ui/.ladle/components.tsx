import { ModeState, type GlobalProvider } from '@ladle/react';
import '../src/tokens.css';
import '../src/story-support/story-support.css';
import './ladle.css';
import { PhoneFrame, ScreenBridge } from './phone-frame';
import { inPhoneScreen } from './screen-bridge';

const IN_PHONE_SCREEN = inPhoneScreen();

/**
 * In Ladle's page the story area is a phone ({@link PhoneFrame}) whose screen is an iframe showing the story alone.
 * The story alone (preview mode: the phone's screen, "Open alone", the browser checks) renders the story itself.
 */
export const Provider: GlobalProvider = ({ children, globalState, dispatch }) => {
  if (!IN_PHONE_SCREEN && globalState.mode !== ModeState.Preview)
    return <PhoneFrame globalState={globalState} dispatch={dispatch} />;
  return (
    <>
      {IN_PHONE_SCREEN && <ScreenBridge globalState={globalState} dispatch={dispatch} />}
      <div className="sf-story-root">{children}</div>
    </>
  );
};
