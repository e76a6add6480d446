// The benchmark's baseline: the smallest React 19 page a person can use: a heading, a button, and
// a controlled text field (the floor of a keystroke's cost in React, for the search figure).
// `npm run bench` builds it exactly as the widget is built and reports each widget figure as a
// ratio to this page's, so the comparison holds on a slow or busy machine.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  const [text, setText] = useState('');
  return (
    <main>
      <h1>Bare React page</h1>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Pressed {count} times
      </button>
      <input
        type="search"
        aria-label="Search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <output>{text}</output>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
