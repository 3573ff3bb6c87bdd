import type { GlobalProvider } from '@ladle/react';
import '../src/tokens.css';

export const Provider: GlobalProvider = ({ children }) => <div className="sf-story-root">{children}</div>;
