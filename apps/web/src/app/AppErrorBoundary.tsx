import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LazyErrorScreen } from './LazyErrorScreen';

interface State {
  failed: boolean;
}

/** Last line of defence around the whole app. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[app] render failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <LazyErrorScreen /> : this.props.children;
  }
}
