import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageLoadFailure } from './PageLoadFailure';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches a page that failed to load or crashed while rendering, and offers a retry. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <PageLoadFailure error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
