import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { renderRoutes } from '@/test/render';
import { FormShell } from './form-shell';
import { useFormProblem } from './use-form-problem';

interface THarnessProps {
  onSubmit?: (values: { first: string; second: string }) => void;
  busy?: boolean;
  busyLabel?: string;
  /** A refusal from outside the form's checks: the field it names and the alert's sentence. */
  refuseWith?: { field?: 'first' | 'second'; message: string };
}

function Harness({ onSubmit = () => {}, busy = false, busyLabel, refuseWith }: THarnessProps) {
  const form = useForm({
    initialValues: { first: '', second: '' },
    validate: {
      first: (v) => (v ? null : 'First is missing'),
      second: (v) => (v ? null : 'Second is missing'),
    },
  });
  const problem = useFormProblem();
  return (
    <FormShell
      form={form}
      aria-label="Test form"
      busy={busy}
      busyLabel={busyLabel}
      submitLabel="Send"
      error={problem.error}
      attempt={problem.attempt}
      focusErrors
      onSubmit={(values) => {
        onSubmit(values);
        if (refuseWith) {
          form.setErrors(refuseWith.field ? { [refuseWith.field]: 'Taken' } : {});
          problem.refuse(refuseWith.message);
        }
      }}
    >
      <TextInput name="first" label="First" {...form.getInputProps('first')} />
      <TextInput name="second" label="Second" {...form.getInputProps('second')} />
    </FormShell>
  );
}

const render = (props: THarnessProps = {}) => renderRoutes([{ path: '/', element: <Harness {...props} /> }]);
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? null;

describe('form shell', () => {
  it('is a labelled form without browser validation, its button under the fields', async () => {
    await render();
    const form = document.querySelector('form');
    expect(form?.getAttribute('aria-label')).toBe('Test form');
    expect(form?.noValidate).toBe(true);
    expect(getByRole('button', 'Send').getAttribute('type')).toBe('submit');
    expect(alertText()).toBeNull();
  });

  it('refused by its checks: errors beside their fields, the first one focused, nothing sent', async () => {
    const onSubmit = vi.fn();
    await render({ onSubmit });
    await typeInto(getByLabel('Second'), 'x');
    await typeInto(getByLabel('Second'), '');
    await click(getByRole('button', 'Send'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('First is missing');
    expect(document.body.textContent).toContain('Second is missing');
    expect(document.activeElement).toBe(getByLabel('First'));
  });

  it('sends the values once they pass', async () => {
    const onSubmit = vi.fn();
    await render({ onSubmit });
    await typeInto(getByLabel('First'), 'a');
    await typeInto(getByLabel('Second'), 'b');
    await click(getByRole('button', 'Send'));
    expect(onSubmit).toHaveBeenCalledWith({ first: 'a', second: 'b' });
  });

  it('a refusal from outside shows in the alert and focuses the field it names', async () => {
    await render({ refuseWith: { field: 'second', message: 'Not this one' } });
    await typeInto(getByLabel('First'), 'a');
    await typeInto(getByLabel('Second'), 'b');
    act(() => getByLabel('First').focus());
    await click(getByRole('button', 'Send'));
    await waitFor(() => expect(alertText()).toBe('Not this one'));
    expect(document.activeElement).toBe(getByLabel('Second'));
  });

  it('while busy, the button says so and a second submit sends nothing', async () => {
    const onSubmit = vi.fn();
    await render({ onSubmit, busy: true, busyLabel: 'Sending...' });
    await typeInto(getByLabel('First'), 'a');
    await typeInto(getByLabel('Second'), 'b');
    const button = getByRole('button', 'Sending...') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    act(() => document.querySelector('form')?.requestSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while busy without busy words, the button shows its spinner', async () => {
    await render({ busy: true });
    const button = getByRole('button', 'Send');
    expect(button.hasAttribute('data-loading')).toBe(true);
  });
});
