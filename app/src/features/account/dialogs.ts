import { m } from '@storefront/sdk/i18n';
import { messageBox } from '@storefront/ui';

/** An information box with one button (login 203, a server message). */
export function infoBox(text: string, title: string = m.account_tips()): Promise<boolean> {
  return messageBox.show({ title, text, showCancel: false });
}

/** A question with Cancel and Confirm; true when confirmed. */
export function confirmBox(title: string, text: string): Promise<boolean> {
  return messageBox.show({ title, text, showCancel: true });
}
