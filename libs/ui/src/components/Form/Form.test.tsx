import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { EmailField } from '../EmailField/EmailField';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

function LoginLikeForm(props: {
  onSubmit?: () => void;
  validationErrors?: Record<string, string>;
}) {
  return (
    <Form
      aria-label="Connexion"
      {...(props.validationErrors ? { validationErrors: props.validationErrors } : {})}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit?.();
      }}
    >
      <EmailField
        name="email"
        label="Adresse e-mail"
        isRequired
        errorMessage="Adresse e-mail requise"
      />
      <TextField name="city" label="Ville" isRequired errorMessage="Ville requise" />
      <Checkbox
        name="terms"
        isRequired
        {...(props.validationErrors?.['terms']
          ? { isInvalid: true, errorMessage: props.validationErrors['terms'] }
          : {})}
      >
        J’accepte les conditions
      </Checkbox>
      <Button type="submit">Valider</Button>
    </Form>
  );
}

describe('Form', () => {
  it('on a failed submit, focuses the first invalid field and lists every error with a link', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginLikeForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await waitFor(() => expect(email).toHaveFocus());
    const summary = await screen.findByRole('group', { name: 'Le formulaire contient 3 erreurs' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Adresse e-mail : Adresse e-mail requise',
      'Ville : Ville requise',
      expect.stringContaining('J’accepte les conditions'),
    ]);
    await user.click(links[1]!);
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveFocus();
  });

  it("lists a checkbox's label and its message apart, not run together", async () => {
    render(<LoginLikeForm validationErrors={{ terms: 'Veuillez accepter les conditions' }} />);
    const summary = await screen.findByRole('group', { name: 'Le formulaire contient 1 erreur' });
    expect(within(summary).getByRole('link').textContent).toBe(
      'J’accepte les conditions : Veuillez accepter les conditions',
    );
  });

  it('submits when every field is valid, without a summary', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginLikeForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'camille@example.fr');
    await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Paris');
    await user.click(screen.getByRole('checkbox', { name: /conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group', { name: /Le formulaire contient/ })).not.toBeInTheDocument();
  });

  it('shows server errors on their fields, lists them and focuses the first', async () => {
    render(<LoginLikeForm validationErrors={{ city: 'Ville inconnue' }} />);
    const city = screen.getByRole('textbox', { name: 'Ville' });
    expect(city).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(city).toHaveFocus());
    const summary = screen.getByRole('group', { name: 'Le formulaire contient 1 erreur' });
    expect(within(summary).getByRole('link', { name: 'Ville : Ville inconnue' })).toHaveAttribute(
      'href',
      `#${city.id}`,
    );
  });

  it('says a refusal of the whole form above its fields, keeps what was typed and takes the focus it is given', async () => {
    function Refused() {
      const ref = useRef<HTMLDivElement>(null);
      const [refusal, setRefusal] = useState<string | null>(null);
      return (
        <Form
          refusal={refusal}
          refusalRef={ref}
          onSubmit={(event) => {
            event.preventDefault();
            setRefusal('Trop de tentatives. Réessayez dans 2 minutes.');
            requestAnimationFrame(() => ref.current?.focus());
          }}
        >
          <TextField name="city" label="Ville" />
          <Button type="submit">Envoyer</Button>
        </Form>
      );
    }
    const user = userEvent.setup();
    render(<Refused />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Nantes');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Trop de tentatives. Réessayez dans 2 minutes.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert.compareDocumentPosition(screen.getByRole('textbox', { name: 'Ville' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveValue('Nantes');
  });
});
