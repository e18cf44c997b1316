import { tooManyAttemptsMessage, useAnswerFocus, type TooManyAttempts } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { NewPasswordFields } from '@velo/ui/NewPasswordFields';
import { PasswordField } from '@velo/ui/PasswordField';
import {
  confirmPasswordSchema,
  currentPasswordSchema,
  passwordMinLength,
  passwordSchema,
  useForm,
} from '@velo/validation';
import { useRef, useState, type FormEvent } from 'react';
import type { PasswordOutcome } from './data';

interface PasswordValues extends Record<string, unknown> {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Spec section 5: "current password required", "password at least 10 characters", "confirm password
 * identically" here; "current password incorrect" is the server's verdict, shown on its field.
 */
const rules = {
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
  confirmPassword: (values: PasswordValues) => confirmPasswordSchema(values.newPassword),
};

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password (spec section 2.3). The new one then signs the rider in. */
export function ChangePassword({
  onChange,
}: {
  onChange: (currentPassword: string, newPassword: string) => Promise<PasswordOutcome>;
}) {
  const t = useFormatMessage();
  // A new form after each change: the fields start empty again.
  const [round, setRound] = useState(0);
  const [changed, setChanged] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  // The form is made again after a change: the focus it had is gone, so the message takes it.
  const answerFocus = useAnswerFocus();
  return (
    <>
      <div role="status" ref={doneRef} tabIndex={-1}>
        {changed ? <InlineAlert tone="success">{t('profile.password.changed')}</InlineAlert> : null}
      </div>
      <PasswordForm
        key={round}
        onChange={onChange}
        onChanged={() => {
          setChanged(true);
          setRound((value) => value + 1);
          answerFocus.focus(doneRef);
        }}
        onEdit={() => setChanged(false)}
      />
    </>
  );
}

function PasswordForm({
  onChange,
  onChanged,
  onEdit,
}: {
  onChange: (currentPassword: string, newPassword: string) => Promise<PasswordOutcome>;
  onChanged: () => void;
  onEdit: () => void;
}) {
  const t = useFormatMessage();
  const form = useForm<PasswordValues>(rules, empty);
  const [pending, setPending] = useState(false);
  // Too many wrong current passwords (issue 26): the wait, said above the fields, which keep what
  // was typed.
  const [wait, setWait] = useState<TooManyAttempts | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const answerFocus = useAnswerFocus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !(await form.validateForSubmit())) return;
    answerFocus.sent();
    setPending(true);
    const outcome = await onChange(form.values.currentPassword, form.values.newPassword);
    setPending(false);
    setWait(outcome.status === 'tooManyAttempts' ? outcome : null);
    if (outcome.status === 'tooManyAttempts') {
      answerFocus.focus(alertRef);
    }
    if (outcome.status === 'changed') onChanged();
    if (outcome.status === 'refused') {
      if (outcome.fields.currentPassword) {
        form.setServerError('currentPassword', outcome.fields.currentPassword);
      } else if (outcome.fields.newPassword) {
        form.setServerError('newPassword', outcome.fields.newPassword);
      }
    }
  };

  const bind = (field: keyof PasswordValues & string) => {
    const binding = form.textField(field);
    return {
      ...binding,
      onChange: (value: string) => {
        onEdit();
        binding.onChange(value);
      },
    };
  };

  return (
    <Form
      {...form.formProps}
      onSubmit={(event) => void onSubmit(event)}
      refusal={wait && t.message(tooManyAttemptsMessage(wait))}
      refusalRef={alertRef}
    >
      <PasswordField
        {...bind('currentPassword')}
        label={t('profile.password.current')}
        autoComplete="current-password"
        isRequired
      />
      <NewPasswordFields
        password={bind('newPassword')}
        confirmation={bind('confirmPassword')}
        passwordLabel={t('profile.password.new')}
        confirmationLabel={t('profile.password.confirm')}
        passwordDescription={t('profile.password.hint', { min: passwordMinLength })}
      />
      <div>
        <Button type="submit" variant="secondary" isLoading={pending}>
          {t('profile.password.submit')}
        </Button>
      </div>
    </Form>
  );
}
