import { Header } from '@storefront/ui';
import type { ReactNode } from 'react';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import './account.css';

interface AccountLayoutProps {
  title: string;
  children: ReactNode;
  /** What Back does; default one step back in history, or home. */
  onBack?: () => void;
  className?: string;
}

/** The frame of every account page: a header with Back and the title, and the page's content. */
export function AccountLayout({ title, children, onBack, className }: AccountLayoutProps) {
  const go = useGo();
  return (
    <div className={['sf-account', className].filter(Boolean).join(' ')}>
      <Header title={title} onBack={onBack ?? (() => goBack(go))} />
      <main className="sf-account__main">{children}</main>
    </div>
  );
}
