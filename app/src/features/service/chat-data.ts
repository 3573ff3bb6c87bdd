import { resource } from '../../data/resource';
import { chatPageAvailable } from './chat-url';

/** Whether the chat page at a URL can be shown (chatPageAvailable), asked once per URL. */
export const chatAvailability = resource({
  load: async (url: string, signal) => ({
    ok: true as const,
    data: await chatPageAvailable(url, (input, init) => fetch(input, { ...init, signal })),
  }),
});
