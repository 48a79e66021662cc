import { Button, type ButtonProps, Group, type MantineSpacing, Stack } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { FormAlert } from '@/components/ui/form-alert';

/**
 * Where the submit button stands with the form's other actions: alone at the start; 'apart' with a
 * link at the far end (sign-in's "Forgot password?"); 'inline' with a cancel button after it; 'dialog'
 * at the end, after the cancel button.
 */
type TActionsLayout = 'apart' | 'inline' | 'dialog';

interface TFormShellProps<Values, Submitted> {
  form: UseFormReturnType<Values, Submitted>;
  /** Runs once the form's own checks pass. */
  onSubmit: (values: Submitted) => void;
  /** Runs when the form's own checks refuse the values (the errors are already beside their fields). */
  onInvalid?: (errors: FormErrors, values: Values) => void;
  /** While true the button shows it, and a second submit (Enter in a field) does nothing. */
  busy: boolean;
  submitLabel: string;
  /** The button's words while busy (it is disabled then); without it, the button shows a spinner. */
  busyLabel?: string;
  submitProps?: Omit<ButtonProps, 'children' | 'loading' | 'style'>;
  /** The form's current problem, in a red alert; `attempt` is bumped on each refusal. */
  error?: string | null;
  attempt?: number;
  /** The alert above the fields (default) or below them, just above the button. */
  errorAt?: 'top' | 'bottom';
  /** Above the alert: a title, an introduction. */
  intro?: ReactNode;
  actions?: ReactNode;
  actionsLayout?: TActionsLayout;
  /**
   * After each refused submit (the form's own check, or a refusal bumping `attempt`), the first field
   * in error, in the page's order, is focused: keyboard and screen-reader users land on what to fix.
   */
  focusErrors?: boolean;
  gap?: MantineSpacing;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** The first of the form's controls, in the page's order, whose name has an error. */
function firstInError(form: HTMLFormElement | null, errors: FormErrors): HTMLElement | undefined {
  if (!form) return undefined;
  return [...form.elements].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      'name' in element &&
      typeof element.name === 'string' &&
      Boolean(errors[element.name]),
  );
}

/**
 * A form's frame: the <form> (no browser validation: the form's own checks speak), the error alert,
 * the fields, and the submit button with its busy state.
 */
export function FormShell<Values, Submitted>({
  form,
  onSubmit,
  onInvalid,
  busy,
  submitLabel,
  busyLabel,
  submitProps,
  error = null,
  attempt = 0,
  errorAt = 'top',
  intro,
  actions,
  actionsLayout = 'apart',
  focusErrors = false,
  gap = 'md',
  children,
  ...aria
}: TFormShellProps<Values, Submitted>) {
  const formRef = useRef<HTMLFormElement>(null);
  const errorsRef = useRef(form.errors);
  errorsRef.current = form.errors;

  // A refusal from outside the form's checks (the server naming a field) is focused once it shows.
  useEffect(() => {
    if (focusErrors && attempt > 0) firstInError(formRef.current, errorsRef.current)?.focus();
  }, [focusErrors, attempt]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    form.onSubmit(
      (values) => onSubmit(values),
      (errors, values) => {
        if (focusErrors) firstInError(formRef.current, errors)?.focus();
        onInvalid?.(errors, values);
      },
    )(event);
  };

  const alert = <FormAlert message={error} attempt={attempt} />;
  const button = (
    <Button
      type="submit"
      {...submitProps}
      {...(busyLabel === undefined ? { loading: busy } : { disabled: busy || submitProps?.disabled })}
      style={actions ? undefined : { alignSelf: 'flex-start' }}
    >
      {busy && busyLabel !== undefined ? busyLabel : submitLabel}
    </Button>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate {...aria}>
      <Stack gap={gap}>
        {intro}
        {errorAt === 'top' && alert}
        {children}
        {errorAt === 'bottom' && alert}
        {!actions ? (
          button
        ) : actionsLayout === 'apart' ? (
          <Group justify="space-between" align="center">
            {button}
            {actions}
          </Group>
        ) : actionsLayout === 'inline' ? (
          <Group gap="sm">
            {button}
            {actions}
          </Group>
        ) : (
          <Group justify="flex-end" gap="sm">
            {actions}
            {button}
          </Group>
        )}
      </Stack>
    </form>
  );
}
