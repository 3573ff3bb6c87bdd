import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useState } from 'react';
import { PhotoPicker } from './PhotoPicker';

export default { title: 'Forms / Photo picker' } satisfies StoryDefault;

interface Args {
  label: string;
  maxMb: number;
  disabled: boolean;
  busy: boolean;
  error: string;
}

function Demo({ label, maxMb, disabled, busy, error }: Partial<Args>) {
  const [picked, setPicked] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!picked) return undefined;
    const url = URL.createObjectURL(picked);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picked]);
  return (
    <main style={{ padding: 'var(--sf-space-4)' }}>
      <h1 style={{ fontSize: 'var(--sf-font-lg)' }}>Upload a photo of your room</h1>
      <PhotoPicker
        label={label || undefined}
        maxBytes={maxMb ? maxMb * 1024 * 1024 : undefined}
        disabled={disabled}
        busy={busy}
        error={error || undefined}
        onPick={setPicked}
        onReject={() => setPicked(null)}
      />
      {picked && preview && (
        <p>
          Picked {picked.name} ({Math.round(picked.size / 1024)} KB)
          <img src={preview} alt={`Preview of ${picked.name}`} style={{ display: 'block', maxWidth: '100%' }} />
        </p>
      )}
    </main>
  );
}

export const Default: Story<Args> = (args) => <Demo {...args} />;
Default.args = { label: 'Choose photo', maxMb: 5, disabled: false, busy: false, error: '' };
Default.argTypes = { maxMb: { control: { type: 'range', min: 1, max: 20, step: 1 } } };

export const Disabled: Story = () => <Demo disabled />;

/** Uploading the picked photo. */
export const Loading: Story = () => <Demo busy label="Uploading…" />;

export const Error: Story = () => <Demo error="The photo is larger than 5 MB." />;

export const LongText: Story = () => (
  <Demo label="Choose a photo of the floor or wall you want to tile, taken in daylight" error="Please choose an image file (JPG, PNG, GIF or WebP)." />
);

/** A custom button content (an inline SVG placeholder), still named by its label. */
export const CustomButton: Story = () => (
  <main style={{ padding: 'var(--sf-space-4)' }}>
    <PhotoPicker label="Change avatar" onPick={() => undefined}>
      <img
        alt=""
        width={56}
        height={56}
        src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 56 56'%3E%3Ccircle cx='28' cy='28' r='28' fill='%23ece7e1'/%3E%3Ccircle cx='28' cy='22' r='10' fill='%23a39b91'/%3E%3Cpath d='M10 48c4-10 32-10 36 0' fill='%23a39b91'/%3E%3C/svg%3E"
      />
    </PhotoPicker>
  </main>
);
