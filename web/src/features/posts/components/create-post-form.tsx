import { DEFAULT_CURRENCY, MAX_IMAGES_PER_POST, type TCurrency } from '@common/constants';
import { ZPostInput } from '@common/contracts/posts';
import type { TDistanceUnit } from '@common/rules/distance';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { PhotoDropzone } from '@/components/ui/photo-dropzone';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/api-error-message';
import { browserLocation } from '@/lib/browser-location';
import { pageUrlIn, useLanguage } from '@/lib/language';
import { usePostingTerms } from '../api/get-posting-terms';
import { usePostForm } from '../hooks/use-post-form';
import { usePublishPost } from '../hooks/use-publish-post';
import { pickOf, type TPhotoPick } from '../photo-pick';
import { emptyDraft, postPayload, serverErrors, type TCatalogLists, type TPostDraft } from '../post-draft';
import { CurrencyPicker } from './currency-picker';
import { FeeNotice } from './fee-notice';
import { PhotoPicks } from './photo-picks';
import { PostFields } from './post-fields';

/** The new post's values: its fields, its currency, and the discount code typed. */
interface TNewPostValues extends TPostDraft {
  currencytype: TCurrency;
  /** null until the seller types one: the server's pre-filled code (the launch code) applies. */
  discount_code: string | null;
}

/**
 * The new-post form (docs/PRODUCT.md §4 and §5): checked with the shared contract, then cart, photos
 * and checkout; on any failure 'Error: ' and the message, with everything typed and picked kept.
 */
export function CreatePostForm({ catalog, unit }: { catalog: TCatalogLists; unit: TDistanceUnit }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const terms = usePostingTerms();
  const publish = usePublishPost();
  const initialValues: TNewPostValues = {
    ...emptyDraft(),
    currencytype: DEFAULT_CURRENCY,
    discount_code: null,
  };
  const { form, change, errors } = usePostForm({
    initialValues,
    schema: ZPostInput,
    payloadOf: (values: TNewPostValues) => ({
      ...postPayload(values, catalog.parts, unit),
      currencytype: values.currencytype,
    }),
  });
  const draft = form.values;
  const discountCode = draft.discount_code ?? terms.data?.discountCode ?? '';
  // The photos picked, with their upload progress (files, not values the contract checks).
  const [picks, setPicks] = useState<TPhotoPick[]>([]);
  const problem = useFormProblem();
  // The form's own check refused it: the alert says the first error still standing (none once fixed).
  const [refusedHere, setRefusedHere] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  // From a valid submit on; it stays set once the post is sent, as the page is leaving.
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
    problem.refuse(message);
    setRefusedHere(false);
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
  const updatePick = (key: string, update: Partial<TPhotoPick>) =>
    setPicks((all) => all.map((p) => (p.key === key ? { ...p, ...update } : p)));
  const removePick = (key: string) =>
    setPicks((all) => {
      const gone = all.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return all.filter((p) => p.key !== key);
    });

  const invalid = () => {
    refuse(null);
    setRefusedHere(true);
    setFocusTick((n) => n + 1);
  };

  const submit = async (post: ReturnType<typeof form.getTransformedValues>) => {
    refuse(null);
    setSubmitting(true);
    try {
      const url = await publish(post, picks, discountCode, {
        onProgress: (key, progress) => updatePick(key, { progress }),
        onUploaded: (key, uploaded) => updatePick(key, { uploaded, progress: 1 }),
      });
      // The button stays disabled: the page is leaving (to checkout, or to the post's confirmation
      // when the fee is waived).
      browserLocation.assign(pageUrlIn(url, language));
    } catch (error) {
      // The server's reasons show at their fields too (a model not in the catalog, a year out of range).
      if (isApiError(error)) form.setErrors(serverErrors(error.fields));
      refuse(t('posts.create.error', { message: serverMessage(t, error) }));
      setSubmitting(false);
      setFocusTick((n) => n + 1);
    }
  };

  // The first error still standing, in the form's order (the contract's issue order).
  const firstError = Object.values(errors)[0];
  const alert = refusedHere ? (firstError ? t(`rules.${firstError}`) : null) : problem.error;

  return (
    <div ref={formRef}>
      <FormShell
        form={form}
        onSubmit={(post) => void submit(post)}
        onInvalid={invalid}
        busy={submitting}
        submitLabel={t('posts.create.submit')}
        busyLabel={t('posts.create.submitting')}
        submitProps={{ size: 'md', disabled: catalog.loading }}
        error={alert}
        attempt={problem.attempt}
        errorAt="bottom"
        gap="lg"
        aria-label={t('posts.create.formLabel')}
      >
        <PostFields
          draft={draft}
          onChange={change}
          errors={errors}
          catalog={catalog}
          disabled={submitting}
          unit={unit}
          currency={draft.currencytype}
          priceExtra={
            <CurrencyPicker
              value={draft.currencytype}
              onChange={(currency) => form.setFieldValue('currencytype', currency)}
              disabled={submitting}
            />
          }
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
          currency={draft.currencytype}
          discountCode={discountCode}
          onDiscountCodeChange={(code) => form.setFieldValue('discount_code', code)}
          disabled={submitting}
        />
      </FormShell>
    </div>
  );
}
