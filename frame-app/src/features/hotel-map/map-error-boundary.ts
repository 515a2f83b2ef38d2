/** Error boundary of the map modules: a map that cannot load shows `fallback` (the offers list stays usable). */
import { Component, type ReactNode } from 'react';

/** Renders `fallback` instead of its children once a child threw (e.g. a lazy map module failed to load). */
export class MapErrorBoundary extends Component<{ fallback: ReactNode; children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
