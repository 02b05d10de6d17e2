/**
 * Where the person is in account setup: the three steps, the current one marked for assistive
 * technology (aria-current="step"); steps already done are buttons that go back to them.
 */
import { Icon } from '../../../components/ui/icon/icon';
import { STEPS, type StepId, stepIndex } from '../model/steps';

export function SetupStepper({ current, onGoTo }: { current: StepId; onGoTo: (step: StepId) => void }) {
  const currentIndex = stepIndex(current);
  return (
    <nav aria-label="Account setup steps">
      <ol className="setup-stepper">
        {STEPS.map((step, index) => {
          const done = index < currentIndex;
          const state = done ? 'done' : index === currentIndex ? 'current' : 'next';
          const marker = (
            <span className="setup-stepper__marker" aria-hidden="true">
              {done ? <Icon name="check" size={18} /> : index + 1}
            </span>
          );
          return (
            <li key={step.id} className={`setup-stepper__step setup-stepper__step--${state}`}>
              {done ? (
                <button type="button" className="setup-stepper__link" onClick={() => onGoTo(step.id)}>
                  {marker}
                  <span>
                    {step.label}
                    <span className="visually-hidden"> (done, edit)</span>
                  </span>
                </button>
              ) : (
                <span
                  className="setup-stepper__link"
                  aria-current={index === currentIndex ? 'step' : undefined}
                >
                  {marker}
                  <span>{step.label}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
