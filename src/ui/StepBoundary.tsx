import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportStepError } from '../embed/events';
import { useT } from '../i18n';

export type StepName = 'route' | 'swap' | 'history' | 'deposit' | 'status';

interface Props {
  /** Which step this wraps: named in the `error` event to the host page. */
  step: StepName;
  children: ReactNode;
  /** Told when the boundary catches (tests; the host is told through the host events anyway). */
  onError?: (error: unknown) => void;
}

interface State {
  error: unknown;
  /** Bumped by "Try again": the step is mounted afresh. */
  attempt: number;
}

/**
 * Keeps one broken step from blanking the widget: an error thrown while rendering the step shows a
 * short message and "Try again" in its place, while the header, the banners and the other steps
 * stay. The error is reported to the host page as an `error` event `{ code, step, message }` (the
 * message's first line only, at most 200 characters, never a stack or the API key).
 */
export class StepBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // `null` thrown still counts as an error: keep something truthy.
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    reportStepError(this.props.step, error);
    this.props.onError?.(error);
  }

  private readonly retry = () => {
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.error) return <StepFailed onRetry={this.retry} />;
    // A fresh key per attempt: "Try again" remounts the step, its state started over.
    return <StepAttempt key={this.state.attempt}>{this.props.children}</StepAttempt>;
  }
}

function StepAttempt({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

function StepFailed({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <section className="portage-step" data-testid="step-failed">
      <p role="alert" className="portage-field-error">
        {t('boundary.failed')}
      </p>
      <button type="button" className="portage-secondary" onClick={onRetry}>
        {t('boundary.retry')}
      </button>
    </section>
  );
}
