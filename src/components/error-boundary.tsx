import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

export interface Failure {
  error: unknown;
  /** Renders the children again. */
  retry: () => void;
}

interface Props {
  children: ReactNode;
  fallback: (failure: Failure) => ReactNode;
  /** Told about every error caught, once. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** A change (the address, a drawer opening) clears a caught error: the children get another go. */
  resetKey?: unknown;
}

type State = { failure: { error: unknown } | null; resetKey: unknown };

/** Catches what its children throw while rendering and shows `fallback` instead of unmounting the app. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, failure: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  retry = () => this.setState({ failure: null });

  override render() {
    const { failure } = this.state;
    return failure ? this.props.fallback({ error: failure.error, retry: this.retry }) : this.props.children;
  }
}
