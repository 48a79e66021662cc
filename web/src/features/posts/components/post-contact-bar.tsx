import type { TPost } from '@common/contracts/posts';
import { Box, Button, Stack } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConvertedPrice } from '@/components/ui/converted-price';
import { PriceTag } from '@/components/ui/price-tag';
import { messagesPath } from '@/config/routes';
import classes from './post-contact-bar.module.css';

/**
 * The page's bottom bar's height, on <html> while a bar shows: what else sits at the screen's
 * bottom (the toasts) stays above it, and the body keeps that much room below its last line.
 */
export const BOTTOM_BAR_HEIGHT_VAR = '--py-bottom-bar-height';

/** Keeps BOTTOM_BAR_HEIGHT_VAR at the element's height while it is shown. */
function useBottomBarHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement.style;
    const measure = () =>
      root.setProperty(BOTTOM_BAR_HEIGHT_VAR, `${Math.ceil(el.getBoundingClientRect().height)}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty(BOTTOM_BAR_HEIGHT_VAR);
    };
  }, []);
  return ref;
}

interface TPostContactBarProps {
  post: TPost;
  /** Where Contact Seller goes: the conversation, or signing in first. */
  contactHref: (path: string) => string;
}

/**
 * A phone's /view: the price and Contact Seller stay at the screen's bottom while the photo, the
 * description and the rest scroll (the page shows it in place of the details' Contact Seller).
 */
export function PostContactBar({ post, contactHref }: TPostContactBarProps) {
  const { t } = useTranslation();
  const ref = useBottomBarHeight();
  return (
    <Box ref={ref} className={classes.bar} data-testid="post-contact-bar">
      <Stack gap={0} className={classes.price}>
        <PriceTag price={post.price} currency={post.currencytype} fz="lg" />
        <ConvertedPrice price={post.price} currency={post.currencytype} size="xs" />
      </Stack>
      <Button
        component={Link}
        to={contactHref(messagesPath(post.username, post.id))}
        leftSection={<IconMessage size={18} aria-hidden />}
      >
        {t('posts.view.contactSeller')}
      </Button>
    </Box>
  );
}
