/**
 * The entry: a small chunk. boot.ts (configuration, theme, query client, the route lists'
 * requests) runs as soon as this chunk is in; React and the widget (mount.tsx) come in their own
 * chunk, preloaded by index.html in parallel, and render once both are ready.
 */
import { queryClient, routeListsSettled } from './boot';
import './ui/styles.css';

/**
 * The first render waits this long at most (from now) for the route lists asked for in boot.ts:
 * on a quick service the widget renders once, complete, instead of a "Loading networks…" render
 * and a second one a moment later; on a slow one it renders without them and fills them in later.
 */
const ROUTE_LISTS_WAIT_MS = 200;

const root = document.getElementById('root');
if (!root) throw new Error('Portage: #root element missing from index.html');

const listsOrTimeout = Promise.race([
  routeListsSettled,
  new Promise((done) => setTimeout(done, ROUTE_LISTS_WAIT_MS)),
]);
Promise.all([import('./mount'), listsOrTimeout]).then(
  ([{ mount }]) => mount(root, queryClient),
  (error: unknown) => {
    // The widget's code did not arrive (a dropped connection, a deploy in between): say so plainly
    // instead of leaving an empty frame. Plain text: nothing else of the widget is loaded.
    console.error('Portage: the widget could not load', error);
    const message = document.createElement('p');
    message.className = 'portage-load-failed';
    message.setAttribute('role', 'alert');
    message.textContent = 'Portage could not load. Check your connection, then reload the page.';
    root.replaceChildren(message);
  },
);
