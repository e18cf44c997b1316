import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** The visible name (also the accessible one): what is progressing. */
  label: string;
  /** How far it has come, from 0 to `maxValue`. Ignored when `isIndeterminate`. @default 0 */
  value?: number;
  /** The value of completion. @default 100 */
  maxValue?: number;
  /**
   * The progress said in words, shown beside the label and read as `aria-valuetext` ("1 200 of
   * 20 000 rows"). @default the percentage, in the page's language
   */
  valueLabel?: string;
  /** Progress with no known end: the bar moves without a value. @default false */
  isIndeterminate?: boolean;
}

/**
 * A labelled progress bar (react-aria's ProgressBar: role progressbar, `aria-valuenow`,
 * `aria-valuemax` and `aria-valuetext`, or none of them while indeterminate). The label and the
 * value are shown above the track; the track's fill is the value's share. It does not announce by
 * itself: a screen puts the milestones it wants heard in a live region of its own.
 */
export function ProgressBar({
  label,
  value = 0,
  maxValue = 100,
  valueLabel,
  isIndeterminate = false,
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      className={styles.root}
      value={value}
      minValue={0}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      {...(valueLabel === undefined ? {} : { valueLabel })}
    >
      {({ percentage, valueText }) => (
        <>
          <span className={styles.labels}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{valueLabel ?? valueText}</span>
          </span>
          <span className={styles.track}>
            <span
              className={isIndeterminate ? styles.fillIndeterminate : styles.fill}
              // A scale, not a width: the bar moves on the compositor, with no layout of the page.
              style={
                isIndeterminate ? undefined : { transform: `scaleX(${(percentage ?? 0) / 100})` }
              }
            />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
