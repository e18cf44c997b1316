import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Button } from '../components/Button/Button';
import { Dialog } from '../components/Dialog/Dialog';
import { Form } from '../components/Form/Form';
import { Link } from '../components/Link/Link';
import { Page } from '../components/Page/Page';
import { PasswordField } from '../components/PasswordField/PasswordField';
import { SnackbarRegion } from '../components/Snackbar/Snackbar';
import { Spinner } from '../components/Spinner/Spinner';
import { Stepper } from '../components/Stepper/Stepper';
import { TextField } from '../components/TextField/TextField';
import { UiLocaleProvider } from './UiLocale';

describe('UiLocaleProvider', () => {
  it('gives every component its language without a locale prop', async () => {
    const user = userEvent.setup();
    render(
      <UiLocaleProvider locale="en">
        <Page>
          <Spinner />
          <Button isLoading>Save</Button>
          <Form>
            <TextField label="E-mail" isRequired errorMessage="E-mail required" />
            <PasswordField label="Password" />
            <Button type="submit">Sign in</Button>
          </Form>
          <Stepper
            aria-label="Signature"
            steps={[
              { id: 'identity', label: 'Identity' },
              { id: 'contract', label: 'Contract' },
            ]}
            currentStep={0}
          />
          <Link href="https://example.org" isExternal>
            Help centre
          </Link>
          <SnackbarRegion content={{ message: 'Saved', variant: 'success' }} isInline />
        </Page>
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar', { name: 'Loading' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByText(/Step 1 of 2/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Help centre (opens in a new window)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('group', { name: 'The form has 1 error' })).toBeInTheDocument();
  });

  it('names the dialog’s close button in its language', async () => {
    render(
      <UiLocaleProvider locale="en">
        <Dialog title="Terms" isOpen>
          Text
        </Dialog>
      </UiLocaleProvider>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument());
  });

  it('lets a component’s own locale prop win', () => {
    render(
      <UiLocaleProvider locale="en">
        <Spinner locale="fr" />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
  });

  it('defaults to French without a provider', () => {
    render(<Spinner />);
    expect(screen.getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
  });

  it('is read by every component that takes a locale prop (its fallback when the prop is absent)', () => {
    const componentsDir = join(import.meta.dirname, '../components');
    const sources = readdirSync(componentsDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx$/.test(file) && !/\.(test|docs)\.tsx$/.test(file))
      .map((file) => ({ file, text: readFileSync(join(componentsDir, file), 'utf8') }));
    const takingLocale = sources.filter(({ text }) => /\blocale\?: Locale\b/.test(text));
    expect(takingLocale.length).toBeGreaterThan(5);
    for (const { file, text } of takingLocale) {
      // Either resolves the locale through the provider, or hands the prop on to components that do.
      const resolves = /use(UiLocale|UiStrings)\(locale\)/.test(text);
      const handsOn = /locale \? \{ locale \}|\{ locale \}|locale=\{locale\}/.test(text);
      expect(resolves || handsOn, file).toBe(true);
    }
  });
});
