import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { messageBox, toast } from '@storefront/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

const call = vi.fn();
// The real tellFailure (how a failed call reaches the user) with the calls mocked.
vi.mock('../../session/api', async (original) => ({
  ...(await original<object>()),
  api: { call: (...args: unknown[]) => call(...args) },
}));

const { LoginForm } = await import('./LoginForm');
const { agreed } = await import('./agreement');
const { clearSession, userInfo } = await import('../../session/state');

function renderForm() {
  const location = memoryLocation({ path: '/login-email', record: true });
  render(
    <Router hook={location.hook}>
      <LoginForm mode="email" />
    </Router>,
  );
  return location;
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const loginButton = () => screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('the account login form', () => {
  beforeEach(() => {
    agreed.value = false;
    clearSession();
    call.mockReset();
    toast.dismiss();
  });
  afterEach(cleanup);

  it('keeps Login disabled until both fields are filled', () => {
    renderForm();
    expect(loginButton().disabled).toBe(true);
    type('E-mail', 'client3.eu@example.com');
    expect(loginButton().disabled).toBe(true);
    type('Password', 'Tile2026');
    expect(loginButton().disabled).toBe(false);
  });

  it('asks for the agreement before anything is sent', () => {
    renderForm();
    type('E-mail', 'client3.eu@example.com');
    type('Password', 'Tile2026');
    fireEvent.click(loginButton());
    expect(toast.get()?.text).toBe('Please read and agree to the Privacy Policy and Service Agreement first.');
    expect(call).not.toHaveBeenCalled();
  });

  it('checks the password format and links the message to the field', () => {
    renderForm();
    fireEvent.click(screen.getByRole('checkbox'));
    type('E-mail', 'client3.eu@example.com');
    type('Password', 'tile');
    fireEvent.click(loginButton());
    const password = field('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('upper letter, small letter, number, at least 6 characters');
    expect(call).not.toHaveBeenCalled();
  });

  it("opens 'Login failed' for a wrong password, and signs in with the right one", async () => {
    const location = renderForm();
    fireEvent.click(screen.getByRole('checkbox'));
    type('E-mail', ' client3.eu@example.com ');
    type('Password', 'Wrong2026');
    call.mockResolvedValueOnce({
      ok: false,
      status: 400,
      msg: 'x',
      reason: 'error',
      errors: [{ field: 'password', rule: 'credentials' }],
    });
    fireEvent.click(loginButton());
    await waitFor(() =>
      expect(messageBox.get()).toMatchObject({
        title: 'Login failed',
        text: 'The account or password is incorrect. Please enter it again',
      }),
    );
    expect(call).toHaveBeenCalledWith('login', {
      body: { user_name: 'client3.eu@example.com', password: 'Wrong2026' },
      silent: true,
    });
    messageBox.answer(messageBox.get()!.id, true);

    type('Password', 'Tile2026');
    call.mockResolvedValueOnce({ ok: true, data: { access_user_token: 'u_token_0123456789', phone: '600111444' } });
    fireEvent.click(loginButton());
    await waitFor(() => expect(userInfo.value?.access_user_token).toBe('u_token_0123456789'));
    expect(toast.get()).toMatchObject({ text: 'Login Successfully', login: true });
    expect(location.history?.at(-1)).toBe('/');
  });

  it('shows a 203 answer in an info box', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('checkbox'));
    type('E-mail', 'client3.eu@example.com');
    type('Password', 'Tile2026');
    call.mockResolvedValueOnce({
      ok: false,
      status: 203,
      msg: 'Too many failed attempts. Try again in 15 minutes.',
      reason: 'rejected',
    });
    fireEvent.click(loginButton());
    await waitFor(() => expect(messageBox.get()?.text).toBe('Too many failed attempts. Try again in 15 minutes.'));
    messageBox.answer(messageBox.get()!.id, true);
  });

  it("shows a rate limit's message (429) in an error toast, as any server message", async () => {
    renderForm();
    fireEvent.click(screen.getByRole('checkbox'));
    type('E-mail', 'client3.eu@example.com');
    type('Password', 'Tile2026');
    call.mockResolvedValueOnce({
      ok: false,
      status: 429,
      msg: 'Too many attempts. Try again in 120 s.',
      reason: 'error',
    });
    fireEvent.click(loginButton());
    await waitFor(() =>
      expect(toast.get()).toMatchObject({ text: 'Too many attempts. Try again in 120 s.', variant: 'error' }),
    );
    expect(messageBox.get()).toBeFalsy();
    expect(userInfo.value).toBeFalsy();
  });
});
