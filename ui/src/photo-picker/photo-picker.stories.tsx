import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useState } from 'react';
import { DemoPage, DemoStatus, StoryPreview, usageStory } from '../story-support';
import { PhotoPicker } from './PhotoPicker';
import { photoPickerUsage } from './photo-picker.usage';

export default { title: 'Forms / Photo picker' } satisfies StoryDefault;

export const Usage = usageStory(photoPickerUsage, () => <StoryPreview story={Default} />);

interface Args {
  label: string;
  maxMb: number;
  disabled: boolean;
  busy: boolean;
  error: string;
}

const maxMbControl = { maxMb: { control: { type: 'range', min: 1, max: 20, step: 1 } } } as const;

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
    <DemoPage title="Upload a photo of your room">
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
        <>
          <DemoStatus label="Picked">
            {picked.name} ({Math.round(picked.size / 1024)} KB)
          </DemoStatus>
          <img src={preview} alt={`Preview of ${picked.name}`} style={{ display: 'block', maxWidth: '100%' }} />
        </>
      )}
    </DemoPage>
  );
}

const base: Args = { label: 'Choose photo', maxMb: 5, disabled: false, busy: false, error: '' };

export const Default: Story<Args> = (args) => <Demo {...args} />;
Default.args = base;
Default.argTypes = maxMbControl;

export const Disabled: Story<Args> = (args) => <Demo {...args} />;
Disabled.args = { ...base, disabled: true };
Disabled.argTypes = maxMbControl;

/** Uploading the picked photo. */
export const Loading: Story<Args> = (args) => <Demo {...args} />;
Loading.args = { ...base, busy: true, label: 'Uploading…' };
Loading.argTypes = maxMbControl;

export const Error: Story<Args> = (args) => <Demo {...args} />;
Error.args = { ...base, error: 'The photo is larger than 5 MB.' };
Error.argTypes = maxMbControl;

export const LongText: Story<Args> = (args) => <Demo {...args} />;
LongText.args = {
  ...base,
  label: 'Choose a photo of the floor or wall you want to tile, taken in daylight',
  error: 'Please choose an image file (JPG, PNG, GIF or WebP).',
};
LongText.argTypes = maxMbControl;

/** A custom button content (an inline SVG placeholder), still named by its label. */
export const CustomButton: Story<{ label: string; busy: boolean }> = ({ label, busy }) => (
  <DemoPage>
    <PhotoPicker label={label} busy={busy} onPick={() => undefined}>
      <img
        alt=""
        width={56}
        height={56}
        src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 56 56'%3E%3Ccircle cx='28' cy='28' r='28' fill='%23ece7e1'/%3E%3Ccircle cx='28' cy='22' r='10' fill='%23a39b91'/%3E%3Cpath d='M10 48c4-10 32-10 36 0' fill='%23a39b91'/%3E%3C/svg%3E"
      />
    </PhotoPicker>
  </DemoPage>
);
CustomButton.args = { label: 'Change avatar', busy: false };
