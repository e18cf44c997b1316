/**
 * What the browser does with a page the build prerendered (tools/vite/prerender.ts writes it): how it
 * was rendered, and the few things the HTML holds for the time before React takes it over.
 */

/**
 * How #root was prerendered: the whole page (`page`), or the first-load spinner in the app's frame,
 * for a page whose content comes from the server or the session (`spinner`: /resetPassword, and the
 * build's index.html, which a host serves for the private routes); `null` when it was not, or when the address asks for
 * more than the HTML shows: a page is prerendered without a query (`?from=`, `?token=`), so with one
 * it is rendered here instead of hydrated. The spinner is the same whatever the query.
 */
export function prerenderedAs(
  root: HTMLElement,
  location: Pick<Location, 'search'>,
): 'page' | 'spinner' | null {
  const as = root.dataset['prerendered'];
  if (as === 'spinner') return as;
  if (as === 'page' && location.search === '') return as;
  return null;
}

/**
 * The page's inline styles, which the CSP refuses in HTML, are in the build's stylesheet under
 * `data-prerender-style` (tools/vite/prerender.ts): set back through the CSSOM, which the CSP allows,
 * before hydration, so React finds the elements as it renders them.
 */
export function restorePrerenderedStyles(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-prerender-style]')) {
    element.style.cssText = element.dataset['prerenderStyle'] ?? '';
    element.removeAttribute('data-prerender-style');
  }
}

/**
 * The buttons are disabled in the HTML (tools/vite/prerender.ts). The submit buttons are enabled by
 * the page's starter script before the app runs (tools/vite/startAfterPaint.ts), which holds the
 * forms sent until then; `holdSubmissions` takes the holding over (and enables them too, a no-op
 * after the starter): a form sent unheld would go to the server as a plain GET, the password in the
 * address. The others once the app has hydrated them (`kind` `button`), so no press is lost between.
 */
export function enablePrerenderedControls(root: HTMLElement, kind: 'submit' | 'button'): void {
  for (const element of root.querySelectorAll<HTMLButtonElement>(
    `[data-prerender-disabled="${kind}"]`,
  )) {
    element.disabled = false;
    element.removeAttribute('data-prerender-disabled');
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether React has taken the element over (a lazy part of the page hydrates a little later). */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * What the visitor typed, ticked or chose in the HTML before the app took it over. Hydration leaves a
 * field's value as it is but not the app's state, which still holds the rendered one (an empty
 * e-mail), and the next render would put that back; the function this returns hands each value to
 * the app as the visitor's input (an `input` event, a click on a box) once the field is hydrated.
 * Read before or just after hydration: a field's default (`defaultValue`, `defaultChecked`) is the
 * rendered value either way.
 */
export function typedBeforeHydration(root: HTMLElement): () => Promise<void> {
  const typed: Array<
    { field: Field; value: string } | { box: HTMLInputElement; checked: boolean }
  > = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)) {
      if (field.checked !== field.defaultChecked)
        typed.push({ box: field, checked: field.checked });
    } else if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].some(
        (option) => option.selected !== option.defaultSelected,
      );
      if (chosen) typed.push({ field, value: field.value });
    } else if (!/^(hidden|file|submit|button|reset)$/.test(field.type)) {
      if (field.value !== field.defaultValue) typed.push({ field, value: field.value });
    }
  }
  const replay = (left: typeof typed, attempts: number, done: () => void) => {
    const later: typeof typed = [];
    for (const entry of left) {
      const element = 'box' in entry ? entry.box : entry.field;
      if (!element.isConnected) continue;
      if (!hydrated(element)) {
        later.push(entry);
      } else if ('box' in entry) {
        // Hydration keeps the box as the visitor left it, and React's state as rendered: the box is
        // put back as rendered, then clicked, as the visitor did.
        entry.box.checked = !entry.checked;
        entry.box.click();
      } else {
        // The same for a field: its rendered value (React's tracker notes it), then the typed one
        // through the prototype's setter, which the tracker does not see, so the input event is a
        // change React reports to the app.
        const { field } = entry;
        field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue;
        const prototype = Object.getPrototypeOf(field) as object;
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, entry.value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
    if (later.length > 0 && attempts > 0) {
      setTimeout(() => replay(later, attempts - 1, done), 50);
    } else {
      done();
    }
  };
  return () => new Promise((resolve) => replay(typed, 100, resolve));
}

/**
 * A form sent between the app's start and its hydration (Enter in a field, the submit button) is held
 * rather than sent by the browser, as is one the page's starter held before the app ran (marked
 * `data-held-submit`), and the submit buttons are enabled from the start: `release` sends
 * the held form again once the app has hydrated it (after the typed values were given back). A form
 * React has not taken over (not hydrated yet, or about to be replaced) is never sent by the browser.
 */
export function holdSubmissions(root: HTMLElement): { release: () => void } {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  // A form sent before the app ran, held by the page's starter (tools/vite/startAfterPaint.ts).
  const early = root.querySelector<HTMLFormElement>('form[data-held-submit="form"]');
  if (early) {
    held = {
      form: early,
      submitter: early.querySelector<HTMLElement>('[data-held-submit="submitter"]'),
    };
  }
  for (const marked of root.querySelectorAll('[data-held-submit]')) {
    marked.removeAttribute('data-held-submit');
  }
  const hold = (event: Event) => {
    const form = event.target;
    // A form the app renders or has hydrated is the app's to handle.
    if (!(form instanceof HTMLFormElement) || hydrated(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { form, submitter: (event as SubmitEvent).submitter };
    // Sent in a part of the page still hydrating after the rest: sent again once it is.
    if (released) resend(100);
  };
  let released = false;
  root.addEventListener('submit', hold, true);
  enablePrerenderedControls(root, 'submit');
  const resend = (attempts: number) => {
    const form = held?.form;
    if (!form?.isConnected) return;
    // A form in a part of the page that hydrates a little later (a lazy component) is waited for.
    if (!hydrated(form)) {
      if (attempts > 0) setTimeout(() => resend(attempts - 1), 50);
      return;
    }
    const submitter = held?.submitter;
    held = null;
    if (submitter instanceof HTMLButtonElement && submitter.form === form) {
      form.requestSubmit(submitter);
    } else {
      form.requestSubmit();
    }
  };
  return {
    // After the current task, once React has rendered the values just handed to it. The listener
    // stays: it only holds the forms React has not taken over.
    release: () => {
      released = true;
      setTimeout(() => resend(100), 0);
    },
  };
}

/** Resolves once the router shows its first page: its lazy routes and their texts are in. */
export function routesResolved(router: {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe(listener: () => void): () => void;
}): Promise<void> {
  const ready = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!ready()) return;
      unsubscribe();
      resolve();
    });
  });
}
