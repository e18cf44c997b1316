import * as styles from './SpinnerGraphic.css';

/** The rotating ring shared by Spinner and Button's loading state; decorative, named by its owner. */
export function SpinnerGraphic({ size = '1.25em' }: { size?: string }) {
  return (
    <svg
      className={styles.ring}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.track} cx="12" cy="12" r="9" fill="none" strokeWidth="3" />
      <circle
        className={styles.arc}
        cx="12"
        cy="12"
        r="9"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="42 100"
      />
    </svg>
  );
}
