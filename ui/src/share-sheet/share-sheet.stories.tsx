import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useState } from 'react';
import { ToastViewport } from '../toast';
import { ShareSheet } from './ShareSheet';

export default { title: 'Overlays / Share sheet' } satisfies StoryDefault;

interface Args {
  text: string;
  title: string;
  url: string;
  closeOnCopy: boolean;
}

function Demo({ text, title, url, closeOnCopy, initialOpen = true }: Partial<Args> & { url: string; initialOpen?: boolean }) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <main>
      <h1>Product detail</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Share
      </button>
      <ShareSheet
        open={open}
        onClose={() => setOpen(false)}
        text={text || undefined}
        title={title || undefined}
        url={url}
        onCopied={() => {
          if (closeOnCopy) setOpen(false);
        }}
      />
      <ToastViewport />
    </main>
  );
}

export const Default: Story<Args> = (args) => <Demo {...args} />;
Default.args = { text: '', title: '', url: 'https://shop.example.com/product-detail?id=42', closeOnCopy: true };

export const Case: Story<Args> = (args) => <Demo {...args} />;
Case.args = { text: 'Case', title: '', url: 'https://shop.example.com/cases-detail?id=7', closeOnCopy: false };

export const CustomTitle: Story = () => <Demo title="Share Display To" url="https://shop.example.com/template-detail?id=3" />;

export const LongText: Story = () => (
  <Demo
    text="Large Format Porcelain Slab Calacatta Gold Polished 1600 × 3200 mm"
    url="https://shop.example.com/product-detail?id=4242&caseId=98765&productId=123456789&utm_source=share"
  />
);

export const Closed: Story = () => <Demo url="https://shop.example.com/product-detail?id=42" initialOpen={false} />;

/** The clipboard is unavailable and the old way fails too: an error toast, and the link shown to copy by hand. */
export const CopyFailed: Story = () => {
  useEffect(() => {
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    const exec = document.execCommand;
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    document.execCommand = () => false;
    const timer = setTimeout(() => {
      document.querySelector<HTMLButtonElement>('.sf-share-sheet__copy')?.click();
    }, 0);
    return () => {
      clearTimeout(timer);
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
      document.execCommand = exec;
    };
  }, []);
  return <Demo url="https://shop.example.com/product-detail?id=42" />;
};
