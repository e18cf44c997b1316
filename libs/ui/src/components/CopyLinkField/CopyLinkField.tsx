import { useState } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as styles from './CopyLinkField.css';

export interface CopyLinkFieldProps {
  /** The address to share, shown in full in a read-only field. */
  link: string;
  /** The field's label. */
  label: string;
  /** The copy button's text. */
  copyText: string;
  /** Said once the link is on the clipboard. */
  copiedText: string;
  /** Said when the clipboard refused: the link is then copied by hand from the field. */
  copyFailedText: string;
}

/**
 * A link to share (an invitation, a sponsorship code): shown in a read-only field, copied to the
 * clipboard with a button, and the copy's result said in a status line under it. It renders its
 * three parts side by side, for the caller's stack or card to space them.
 */
export function CopyLinkField({
  link,
  label,
  copyText,
  copiedText,
  copyFailedText,
}: CopyLinkFieldProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    setCopied(null);
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure page, a refusal): the field holds the link to copy by hand.
      setCopied('failed');
    }
  };

  return (
    <>
      <TextField label={label} value={link} isReadOnly UNSAFE_className={styles.link} />
      <div>
        <Button variant="secondary" onPress={() => void copy()}>
          {copyText}
        </Button>
      </div>
      {/* Always in the page, so a screen reader hears what the copy did (WCAG 4.1.3). */}
      <p role="status" className={styles.status}>
        {copied === 'yes' ? copiedText : copied === 'failed' ? copyFailedText : ''}
      </p>
    </>
  );
}
