import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './Input';

function Controlled(props: { clearable?: boolean; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <Input label="Phone" value={value} onChange={setValue} clearable={props.clearable} />;
}

describe('Input', () => {
  it('is labelled by its label', () => {
    render(<Input label="First name" value="" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();
  });

  it('reports typed text', () => {
    const onChange = vi.fn();
    render(<Input label="First name" value="" onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Amina' } });
    expect(onChange).toHaveBeenCalledWith('Amina');
  });

  it('an error marks it invalid and is linked by aria-describedby', () => {
    render(
      <Input
        label="Password"
        value="a"
        onChange={() => undefined}
        error="Required fields not selected."
        hint="6+ characters"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((i) => document.getElementById(i)?.textContent)).toEqual([
      'Required fields not selected.',
      '6+ characters',
    ]);
  });

  it('without error it is not invalid and describes only the hint', () => {
    render(<Input label="Password" value="a" onChange={() => undefined} hint="6+ characters" />);
    const input = screen.getByRole('textbox');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('6+ characters');
  });

  it('no aria-describedby when there is nothing to describe', () => {
    render(<Input label="Name" value="" onChange={() => undefined} />);
    expect(screen.getByRole('textbox').hasAttribute('aria-describedby')).toBe(false);
  });

  it('clearable: a Clear button appears with text, empties the field and refocuses it', () => {
    render(<Controlled clearable />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    const input = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '712' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('disabled: no clear button and the control is disabled', () => {
    render(<Input label="Phone" value="712" onChange={() => undefined} clearable disabled />);
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('passes type, inputMode, autoComplete and maxLength to the control and shows the prefix', () => {
    render(
      <Input
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={12}
        prefix="+254"
        value=""
        onChange={() => undefined}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('type')).toBe('tel');
    expect(input.getAttribute('inputmode')).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
    expect(input.getAttribute('maxlength')).toBe('12');
    expect(screen.getByText('+254')).toBeTruthy();
  });
});
