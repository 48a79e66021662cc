import { DEFAULT_CURRENCY, MAX_IMAGES_PER_POST, type TCurrency } from '@common/constants';
import type { TDistanceUnit } from '@common/rules/distance';
import { Button, Group, Stack } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { PhotoDropzone } from '@/components/ui/photo-dropzone';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/api-error-message';
import { browserLocation } from '@/lib/browser-location';
import { pageUrlIn, useLanguage } from '@/lib/language';
import { usePostingTerms } from '../api/get-posting-terms';
import { usePublishPost } from '../hooks/use-publish-post';
import { pickOf, type TPhotoPick } from '../photo-pick';
import {
  checkNewPost,
  emptyDraft,
  errorsAfter,
  serverErrors,
  type TCatalogLists,
  type TDraftErrors,
  type TPostDraft,
} from '../post-draft';
import { CurrencyPicker } from './currency-picker';
import { FeeNotice } from './fee-notice';
import { PhotoPicks } from './photo-picks';
import { PostFields } from './post-fields';

/**
 * The new-post form (SPEC.md sections 4 and 5): checked with the shared contract, then cart, photos
 * and checkout; on any failure 'Error: ' and the message, with everything typed and picked kept.
 */
export function CreatePostForm({ catalog, unit }: { catalog: TCatalogLists; unit: TDistanceUnit }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const terms = usePostingTerms();
  const publish = usePublishPost();
  const [draft, setDraft] = useState<TPostDraft>(emptyDraft);
  const [currency, setCurrency] = useState<TCurrency>(DEFAULT_CURRENCY);
  // null until the seller types one: the server's pre-filled code (the launch code) applies.
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const [picks, setPicks] = useState<TPhotoPick[]>([]);
  const [errors, setErrors] = useState<TDraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  // The form's own check refused it: the alert says the first error still standing (none once fixed).
  const [refusedHere, setRefusedHere] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);

  // The previews' object URLs are released with the form.
  const picksRef = useRef(picks);
  picksRef.current = picks;
  useEffect(
    () => () => {
      for (const pick of picksRef.current) URL.revokeObjectURL(pick.url);
    },
    [],
  );

  const refuse = (message: string | null) => {
    setProblem(message);
    setRefusedHere(false);
    setAttempt((n) => n + 1);
  };

  // After a refused submit, the first field marked invalid is brought into view and focused.
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (focusTick === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    first.focus({ preventScroll: true });
  }, [focusTick]);
  const change = (next: Partial<TPostDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setErrors((e) => errorsAfter(e, next));
  };
  const updatePick = (key: string, update: Partial<TPhotoPick>) =>
    setPicks((all) => all.map((p) => (p.key === key ? { ...p, ...update } : p)));
  const removePick = (key: string) =>
    setPicks((all) => {
      const gone = all.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return all.filter((p) => p.key !== key);
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return; // Enter in a field can submit again while the button is busy
    const checked = checkNewPost(draft, currency, catalog.parts, unit);
    if (!checked.ok) {
      setErrors(checked.errors);
      refuse(null);
      setRefusedHere(true);
      setFocusTick((n) => n + 1);
      return;
    }
    setErrors({});
    refuse(null);
    setSubmitting(true);
    try {
      const url = await publish(checked.value, picks, discountCode ?? terms.data?.discountCode ?? '', {
        onProgress: (key, progress) => updatePick(key, { progress }),
        onUploaded: (key, uploaded) => updatePick(key, { uploaded, progress: 1 }),
      });
      // The button stays disabled: the page is leaving (to checkout, or to the post's confirmation
      // when the fee is waived).
      browserLocation.assign(pageUrlIn(url, language));
    } catch (error) {
      // The server's reasons show at their fields too (a model not in the catalog, a year out of range).
      if (isApiError(error)) setErrors(serverErrors(error.fields));
      refuse(t('posts.create.error', { message: serverMessage(t, error) }));
      setSubmitting(false);
      setFocusTick((n) => n + 1);
    }
  };

  // The first error still standing, in the form's order (the contract's issue order).
  const firstError = Object.values(errors)[0];
  const alert = refusedHere ? (firstError ? t(`rules.${firstError}`) : null) : problem;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('posts.create.formLabel')}>
      <Stack gap="lg">
        <PostFields
          draft={draft}
          onChange={change}
          errors={errors}
          catalog={catalog}
          disabled={submitting}
          unit={unit}
          currency={currency}
          priceExtra={<CurrencyPicker value={currency} onChange={setCurrency} disabled={submitting} />}
        />
        <PhotoDropzone
          label={t('posts.fields.photos')}
          remaining={MAX_IMAGES_PER_POST - picks.length}
          onFiles={(files) => setPicks((all) => [...all, ...files.map(pickOf)])}
          disabled={submitting}
        />
        <PhotoPicks picks={picks} onRemove={removePick} disabled={submitting} />
        <FeeNotice
          terms={terms.data}
          price={draft.price}
          currency={currency}
          discountCode={discountCode ?? terms.data?.discountCode ?? ''}
          onDiscountCodeChange={setDiscountCode}
          disabled={submitting}
        />
        <FormAlert message={alert} attempt={attempt} />
        <Group>
          <Button type="submit" size="md" disabled={submitting || catalog.loading}>
            {submitting ? t('posts.create.submitting') : t('posts.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
