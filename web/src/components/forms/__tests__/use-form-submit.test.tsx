import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useFormSubmit } from '../use-form-submit';

function EmailForm({ onSubmit }: { onSubmit: (values: { email: string }) => Promise<void> }) {
  const form = useForm<{ email: string }>({ defaultValues: { email: 'mia@example.com' } });
  const { submit, failure } = useFormSubmit(form, onSubmit, ['email']);
  return (
    <form onSubmit={submit}>
      {failure ? <p role="alert">{failure}</p> : null}
      <input aria-label="Email" {...form.register('email')} />
      {form.formState.errors.email ? <p>{form.formState.errors.email.message}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFormSubmit', () => {
  it('submits the values, and puts a 422 field error under its field and the message in the alert', async () => {
    const onSubmit = vi
      .fn<(values: { email: string }) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(422, 'The invitation could not be sent.', { email: ['Already a member.'] }))
      .mockResolvedValueOnce(undefined);
    render(<EmailForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'mia@example.com' });
    expect((await screen.findByRole('alert')).textContent).toBe('The invitation could not be sent.');
    expect(screen.getByText('Already a member.')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('mia@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
