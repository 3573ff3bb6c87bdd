import { m } from '../i18n/index.js';

/** How long the server honours a token, and so how long the app keeps the matching stored info. */
export const GUEST_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
export const USER_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Request conventions (docs/product/session-and-requests.md#request-conventions). */
export const REQUEST_TIMEOUT_MS = 30_000;
export const ERROR_TOAST_MS = 1_500;
export const TRANSPORT_TOAST_MS = 3_000;
/** A call that got no usable answer; read once when the module loads, in the page's language (English in Node). */
export const TRANSPORT_ERROR_TEXT: string = m.shell_request_error();
/** The line the app shows while the connection is lost (docs/product/session-and-requests.md#offline). */
export const OFFLINE_TEXT: string = m.shell_offline();
/** A write refused while offline: it was not sent, and nothing is queued to go later. */
export const OFFLINE_WRITE_TEXT: string = m.shell_offline_write();
/** The folder the app's image uploads go to (docs/product/session-and-requests.md#uploads: uploadImage's img_path). */
export const UPLOAD_DEFAULT_IMG_PATH = 'h5_img';
