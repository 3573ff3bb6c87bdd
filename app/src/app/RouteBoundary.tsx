import { NoData } from '@storefront/ui';
import { Component, type ReactNode } from 'react';
import { m } from '@storefront/sdk/i18n';

/** How browsers say a module could not be fetched: a deploy replaced the chunk, or the network dropped. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && (CHUNK_FAILURE.test(error.message) || error.name === 'ChunkLoadError');
}

interface Props {
  children: ReactNode;
  /** Where 'Home' goes (the router's navigate). */
  onHome(): void;
}

interface State {
  error: unknown;
}

/**
 * One per route, so a page that fails never leaves a blank screen: a part of the app that could not be loaded
 * offers a reload (the page is fetched again with the current version), a page that broke while drawing says so
 * and offers the way home. Keyed by the route, so moving elsewhere starts clean.
 */
export class RouteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page failed:', error instanceof Error ? error.message : error);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <main className="sf-route-failure">
        {isChunkLoadFailure(error) ? (
          <NoData
            text={m.shell_page_not_loaded()}
            resetText={m.shell_reload()}
            onReset={() => window.location.reload()}
          />
        ) : (
          <NoData text={m.shell_page_broken()} resetText={m.shell_go_to_home()} onReset={this.props.onHome} />
        )}
      </main>
    );
  }
}
