import { useSignals } from '@preact/signals-react/runtime';
import { Loading, NoData } from '@storefront/ui';
import { useDeferredValue, type ReactNode } from 'react';
import type { Entry } from './resource';
import { m } from '@storefront/sdk/i18n';

export interface LoadableProps<T> {
  entry: Entry<T> | null;
  /** What an empty answer shows: a NoData text (default 'No data yet'), or a whole node. */
  empty?: string | ReactNode;
  /** What a failed load says above its Try again button. */
  errorText?: string;
  /** What shows while nothing has arrived, when the page has a skeleton of its own (default: 'Waiting...'). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Loading, empty and error shown the same way on every page: the 'Waiting...' overlay while nothing has arrived,
 * NoData with Try again after a failure (the toast has already said why), NoData for an empty answer.
 */
export function Loadable<T>({
  entry,
  empty = m.shell_no_data_yet(),
  errorText = m.shell_could_not_load(),
  loading = <Loading />,
  children,
}: LoadableProps<T>) {
  useSignals();
  const status = entry?.status.value;
  const data = entry?.data.value;
  // The page built from the data renders in the background, in slices the browser can interleave with input and
  // paint, not in one long task the moment the answer lands (signals re-render synchronously). Until that render
  // is done the previous form (the skeleton, or the data before a reload) stays.
  const shown = useDeferredValue(data);
  if (!entry) return null;
  if (status === 'error') return <NoData text={errorText} resetText={m.shell_try_again()} onReset={entry.reload} />;
  if (status === 'loading' || data === undefined || shown === undefined) return loading;
  if (status === 'empty') return typeof empty === 'string' ? <NoData text={empty} /> : empty;
  return children(shown);
}
