'use client';

import styles from './cart.module.css';

type CountStepperProps = {
  count: number;
  max: number;
  /** A change is on its way: further presses wait for its answer. */
  busy: boolean;
  /** Accessible names, each naming the product and size ("Add a piece: Pegasus 41, size 42"). */
  labels: { count: string; decrease: string; increase: string };
  onChange: (count: number) => void;
};

/**
 * A line's count: minus, the count, plus. The buttons are never `disabled`: a pressed button that
 * became disabled would drop keyboard focus to the page; at a limit or while busy they say
 * `aria-disabled` and ignore the press instead. The count is announced when it changes.
 */
export function CountStepper({ count, max, busy, labels, onChange }: CountStepperProps) {
  const canDecrease = !busy && count > 1;
  const canIncrease = !busy && count < max;
  return (
    <fieldset className={styles.stepper} aria-busy={busy || undefined}>
      <legend className="visually-hidden">{labels.count}</legend>
      <button
        type="button"
        className={styles.stepperButton}
        aria-label={labels.decrease}
        aria-disabled={!canDecrease || undefined}
        onClick={() => canDecrease && onChange(count - 1)}
        data-testid="cart-line-decrease"
      >
        −
      </button>
      <span className={styles.stepperCount} aria-live="polite" data-testid="cart-line-count">
        {count}
      </span>
      <button
        type="button"
        className={styles.stepperButton}
        aria-label={labels.increase}
        aria-disabled={!canIncrease || undefined}
        onClick={() => canIncrease && onChange(count + 1)}
        data-testid="cart-line-increase"
      >
        +
      </button>
    </fieldset>
  );
}
