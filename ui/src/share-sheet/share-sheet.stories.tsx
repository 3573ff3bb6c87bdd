import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useState } from 'react';
import { DemoButton, DemoPage, StoryPreview, usageStory } from '../story-support';
import { ToastViewport } from '../toast';
import { ShareSheet } from './ShareSheet';
import { shareSheetUsage } from './share-sheet.usage';

export default { title: 'Overlays / Share sheet' } satisfies StoryDefault;

export const Usage = usageStory(shareSheetUsage, () => <StoryPreview story={Default} overrides={{ open: false }} />);

interface Args {
  open: boolean;
  text: string;
  title: string;
  url: string;
  closeOnCopy: boolean;
}

function Sharing({ text, title, url, closeOnCopy, open: initialOpen = true }: Partial<Args> & { url: string }) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <DemoPage title="Product detail">
      <div>
        <DemoButton onClick={() => setOpen(true)}>Share</DemoButton>
      </div>
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
    </DemoPage>
  );
}

/** A change of a control starts the story again (open as the control says). */
const Demo = (args: Partial<Args> & { url: string }) => <Sharing key={JSON.stringify(args)} {...args} />;

const base: Args = {
  open: true,
  text: '',
  title: '',
  url: 'https://shop.example.com/product-detail?id=42',
  closeOnCopy: true,
};

export const Default: Story<Args> = (args) => <Demo {...args} />;
Default.args = base;

export const Case: Story<Args> = (args) => <Demo {...args} />;
Case.args = { ...base, text: 'Case', url: 'https://shop.example.com/cases-detail?id=7', closeOnCopy: false };

export const CustomTitle: Story<Args> = (args) => <Demo {...args} />;
CustomTitle.args = { ...base, title: 'Share Display To', url: 'https://shop.example.com/template-detail?id=3' };

export const LongText: Story<Args> = (args) => <Demo {...args} />;
LongText.args = {
  ...base,
  text: 'Large Format Porcelain Slab Calacatta Gold Polished 1600 × 3200 mm',
  url: 'https://shop.example.com/product-detail?id=4242&caseId=98765&productId=123456789&utm_source=share',
};

export const Closed: Story<Args> = (args) => <Demo {...args} />;
Closed.args = { ...base, open: false };

/** The clipboard is unavailable and the old way fails too: an error toast, and the link shown to copy by hand. */
export const CopyFailed: Story<{ url: string }> = ({ url }) => {
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
  return <Demo url={url} />;
};
CopyFailed.args = { url: base.url };
