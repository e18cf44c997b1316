import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { FileField, defaultFileSize, type FileFieldProps } from './FileField';

const pdf = (name: string, bytes = 2_400) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf', lastModified: 1 });

function Harness(props: Partial<FileFieldProps> & { initial?: File[] }) {
  const { initial = [], ...rest } = props;
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <FileField
      label="Procès-verbal de plainte"
      description="PDF, JPEG ou PNG, 10 Mo au plus"
      buttonText="Choisir un fichier"
      removeText={(name) => `Retirer ${name}`}
      acceptedFileTypes={['application/pdf', 'image/png']}
      files={files}
      onChange={setFiles}
      {...rest}
    />
  );
}

/** Intl writes a narrow no-break space between a number and its unit. */
const spaced = (text: string | null) => text?.replace(/\u202f/g, ' ');

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('FileField', () => {
  it('is a button named by its text and the label, described by the help, the picker filtered', () => {
    const { container } = render(<Harness />);
    const button = screen.getByRole('button', {
      name: 'Procès-verbal de plainte Choisir un fichier',
    });
    expect(button).toHaveAccessibleDescription('PDF, JPEG ou PNG, 10 Mo au plus');
    expect(button).not.toHaveAttribute('aria-invalid');
    const input = fileInput(container);
    expect(input).toHaveAttribute('accept', 'application/pdf,image/png');
    expect(input).not.toHaveAttribute('multiple');
  });

  it('opens the picker with Enter and with Space from the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const click = vi.spyOn(fileInput(container), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: /Choisir un fichier/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('lists a chosen file with its name and size; a new choice replaces it without multiple', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.upload(fileInput(container), pdf('plainte.pdf', 2_400));
    const list = screen.getByRole('list', { name: 'Procès-verbal de plainte' });
    expect(within(list).getByText('plainte.pdf')).toBeInTheDocument();
    expect(within(list).getByText('2 ko')).toBeInTheDocument();
    await user.upload(fileInput(container), pdf('plainte-2.pdf', 3_200_000));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('plainte-2.pdf')).toBeInTheDocument();
    expect(within(list).getByText('3,2 Mo')).toBeInTheDocument();
  });

  it('adds to the list with multiple, once per file, and removes one with the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness allowsMultiple />);
    expect(fileInput(container)).toHaveAttribute('multiple');
    const first = pdf('a.pdf');
    await user.upload(fileInput(container), [first, pdf('b.pdf')]);
    await user.upload(fileInput(container), [first, pdf('c.pdf')]);
    expect(screen.getAllByRole('listitem').map((item) => spaced(item.textContent))).toEqual([
      'a.pdf2 ko',
      'b.pdf2 ko',
      'c.pdf2 ko',
    ]);
    screen.getByRole('button', { name: 'Retirer b.pdf' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('b.pdf')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // The focus does not fall to the page: it goes back to the chooser.
    expect(screen.getByRole('button', { name: /Choisir un fichier/ })).toHaveFocus();
  });

  it('shows its error next to the field, linked to the button, marked invalid', () => {
    render(<Harness isInvalid errorMessage="Joignez le procès-verbal de plainte" />);
    const button = screen.getByRole('button', { name: /Choisir un fichier/ });
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription(
      'PDF, JPEG ou PNG, 10 Mo au plus Joignez le procès-verbal de plainte',
    );
  });

  it('is listed by the Form after a server error and takes the focus', async () => {
    function WithForm() {
      const [errors, setErrors] = useState<Record<string, string> | undefined>();
      return (
        <Form
          {...(errors ? { validationErrors: errors } : {})}
          onSubmit={(event) => event.preventDefault()}
        >
          <FileField
            name="documents"
            label="Procès-verbal"
            buttonText="Choisir un fichier"
            removeText={(name) => `Retirer ${name}`}
            files={[]}
            onChange={() => undefined}
            isInvalid={errors !== undefined}
            errorMessage="Ce fichier n’est pas un PDF"
          />
          <Button onPress={() => setErrors({ documents: 'Ce fichier n’est pas un PDF' })}>
            Envoyer
          </Button>
        </Form>
      );
    }
    render(<WithForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const button = await screen.findByRole('button', { name: /Choisir un fichier/ });
    await vi.waitFor(() => expect(button).toHaveFocus());
    expect(screen.getByRole('link', { name: /Procès-verbal/ })).toBeInTheDocument();
  });

  it('is disabled with its remove buttons', () => {
    render(<Harness isDisabled initial={[pdf('a.pdf')]} />);
    expect(screen.getByRole('button', { name: /Choisir un fichier/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Retirer a.pdf' })).toBeDisabled();
  });

  it('writes sizes in kB and MB in the language asked', () => {
    expect(spaced(defaultFileSize(10, 'fr'))).toBe('1 ko');
    expect(defaultFileSize(5_300_000, 'en')).toBe('5.3 MB');
  });
});
