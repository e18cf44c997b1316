import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { appStarterSource } from '../../../tools/vite/startAfterPaint.ts';
import {
  enablePrerenderedControls,
  holdSubmissions,
  prerenderedAs,
  restorePrerenderedStyles,
  typedBeforeHydration,
} from './prerendered';

// Hydration and the replayed input, flushed by act() as React tests do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form kept in React state, as the app's are, which shows what its state holds. */
function LoginForm({ onSend }: { onSend?: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend?.(email);
      }}
    >
      <input aria-label="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input
        aria-label="remember"
        type="checkbox"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <output>{`${email}|${String(remember)}`}</output>
      <button type="submit" disabled data-prerender-disabled="submit">
        Envoyer
      </button>
    </form>
  );
}

let container: HTMLElement;
afterEach(() => container.remove());

function prerendered(html: string, as = 'page'): HTMLElement {
  container = document.createElement('div');
  container.dataset['prerendered'] = as;
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('a prerendered page taken over by the app', () => {
  it('hands what was typed and ticked before hydration to the app’s state', async () => {
    const root = prerendered(renderToString(<LoginForm />));
    const email = root.querySelector<HTMLInputElement>('[aria-label="email"]')!;
    const box = root.querySelector<HTMLInputElement>('[aria-label="remember"]')!;
    email.value = 'rider@acme.test';
    box.checked = true;
    await act(async () => {
      hydrateRoot(root, <LoginForm />);
    });
    // Hydration left the fields as typed, but the state still holds the rendered values.
    expect(root.querySelector('output')?.textContent).toBe('|false');
    // Read once hydrated, as the app does.
    await act(() => typedBeforeHydration(root)());
    expect(root.querySelector('output')?.textContent).toBe('rider@acme.test|true');
    expect(email.value).toBe('rider@acme.test');
    expect(box.checked).toBe(true);
  });

  it('leaves untouched fields alone', async () => {
    const root = prerendered(renderToString(<LoginForm />));
    const giveBack = typedBeforeHydration(root);
    await act(async () => {
      hydrateRoot(root, <LoginForm />);
    });
    await act(() => giveBack());
    expect(root.querySelector('output')?.textContent).toBe('|false');
  });

  it('holds a form sent before hydration and sends it, with what was typed, once hydrated', async () => {
    const root = prerendered(renderToString(<LoginForm />));
    const sent: string[] = [];
    const submissions = holdSubmissions(root);
    const button = root.querySelector('button')!;
    // Enabled once the app runs: Enter or the button no longer does nothing.
    expect(button.disabled).toBe(false);
    root.querySelector<HTMLInputElement>('[aria-label="email"]')!.value = 'rider@acme.test';
    const early = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')!.dispatchEvent(early);
    // Not sent by the browser (a GET of the page with the fields in its address).
    expect(early.defaultPrevented).toBe(true);
    await act(async () => {
      hydrateRoot(root, <LoginForm onSend={(email) => sent.push(email)} />);
    });
    expect(sent).toEqual([]);
    await act(() => typedBeforeHydration(root)());
    submissions.release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent).toEqual(['rider@acme.test']);
  });

  it('sends a form held by the page’s starter before the app ran, once hydrated', async () => {
    const root = prerendered(renderToString(<LoginForm />));
    root.id = 'root';
    const button = root.querySelector('button')!;
    // Without scripts the page sends nothing; the starter (run before the app) enables the button.
    expect(button.disabled).toBe(true);
    new Function(appStarterSource)();
    expect(button.disabled).toBe(false);
    const sent: string[] = [];
    root.querySelector<HTMLInputElement>('[aria-label="email"]')!.value = 'rider@acme.test';
    // Enter in a field before the app ran: held, not sent by the browser.
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    root.querySelector('form')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(root.querySelector('form')?.dataset['heldSubmit']).toBe('form');
    // The app starts, takes the held form over and sends it once hydrated.
    const submissions = holdSubmissions(root);
    expect(root.querySelector('[data-held-submit]')).toBeNull();
    await act(async () => {
      hydrateRoot(root, <LoginForm onSend={(email) => sent.push(email)} />);
    });
    await act(() => typedBeforeHydration(root)());
    submissions.release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent).toEqual(['rider@acme.test']);
    // Sent once: the starter leaves a form the app has taken over to the app.
    await act(async () => {
      root.querySelector('form')!.requestSubmit();
    });
    expect(sent).toEqual(['rider@acme.test', 'rider@acme.test']);
  });

  it('sets the moved inline styles back and enables the submit buttons, then the others', () => {
    const root = prerendered(
      '<span data-prerender-style="position:absolute;width:1px"></span>' +
        '<button type="submit" disabled="" data-prerender-disabled="submit">Envoyer</button>' +
        '<button type="button" disabled="" data-prerender-disabled="button">English</button>',
    );
    restorePrerenderedStyles(root);
    const span = root.querySelector('span')!;
    expect(span.style.position).toBe('absolute');
    expect(span.style.width).toBe('1px');
    expect(span.hasAttribute('data-prerender-style')).toBe(false);
    const [submit, other] = root.querySelectorAll('button');
    enablePrerenderedControls(root, 'submit');
    expect(submit?.disabled).toBe(false);
    // Pressed before the app has hydrated it, the language switch would do nothing.
    expect(other?.disabled).toBe(true);
    enablePrerenderedControls(root, 'button');
    expect(other?.disabled).toBe(false);
    expect(other?.hasAttribute('data-prerender-disabled')).toBe(false);
  });

  it('hydrates a page only at its own address: with a query it is rendered anew', () => {
    expect(prerenderedAs(prerendered('<p></p>'), { search: '' })).toBe('page');
    expect(prerenderedAs(prerendered('<p></p>'), { search: '?from=%2Fbikes' })).toBeNull();
    expect(prerenderedAs(prerendered('<p></p>', 'spinner'), { search: '?key=abc' })).toBe(
      'spinner',
    );
    expect(prerenderedAs(prerendered('<p></p>', 'static'), { search: '' })).toBeNull();
  });
});
