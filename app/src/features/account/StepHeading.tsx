import { m } from '@storefront/sdk/i18n';
import { forwardRef } from 'react';

interface StepHeadingProps {
  step: number;
  total: number;
  title: string;
}

/** The heading of a step with a progress bar; it takes focus when the step changes. */
export const StepHeading = forwardRef<HTMLHeadingElement, StepHeadingProps>(function StepHeading(
  { step, total, title },
  ref,
) {
  return (
    <div className="sf-account__step">
      <progress
        className="sf-account__progress"
        max={total}
        value={step}
        aria-label={m.account_step_of({ step, total })}
      />
      <h2 ref={ref} tabIndex={-1} className="sf-account__step-title">
        <span className="sf-account__step-count">{m.account_step_of_heading({ step, total })}</span> {title}
      </h2>
    </div>
  );
});
