/**
 * The files' writer of /exports, off the page's main thread (exportWriter.ts). A module worker of
 * the app's own origin, so the Content-Security-Policy (`script-src 'self'`) lets it run.
 */
import { exportWriter, type ToWriter } from './exportWriter';

const handle = exportWriter((message) => self.postMessage(message));
self.addEventListener('message', (event: MessageEvent<ToWriter>) => handle(event.data));
