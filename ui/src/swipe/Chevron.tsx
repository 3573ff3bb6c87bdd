import { Icon } from '../icon';

/** The arrow of the previous / next buttons of every swipeable widget. */
export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return <Icon name={direction === 'left' ? 'chevron-left' : 'chevron-right'} size={20} />;
}
