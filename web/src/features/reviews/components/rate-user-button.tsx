import { Button } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEligibility } from '../api/get-eligibility';
import { ReviewForm } from './review-form';

export interface TRateUserButtonProps {
  otherId: string;
  otherName: string;
  postId: number;
  postTitle?: string;
  /** Changes with each message of the conversation: the eligibility is asked again. */
  version?: number | null;
}

/**
 * In a conversation about a post: 'Rate {name}' once both sides wrote, 'Edit your review' for 7
 * days after; nothing otherwise (the server decides: GET /api/reviews/eligibility).
 */
export function RateUserButton({
  otherId,
  otherName,
  postId,
  postTitle,
  version = null,
}: TRateUserButtonProps) {
  const { t } = useTranslation();
  const eligibility = useEligibility(otherId, postId, version);
  const [open, setOpen] = useState(false);
  const state = eligibility.data;
  if (!state || !(state.can_rate || state.can_edit)) return null;
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconStar size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {state.can_edit ? t('reviews.edit') : t('reviews.rate', { name: otherName })}
      </Button>
      {open && (
        <ReviewForm
          revieweeId={otherId}
          revieweeName={otherName}
          postId={postId}
          postTitle={postTitle}
          review={state.can_edit ? state.review : null}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
