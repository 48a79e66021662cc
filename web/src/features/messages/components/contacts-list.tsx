import type { TContact } from '@common/contracts/messages';
import { Badge, Group, Loader, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { messagesPath } from '@/config/routes';
import { useContacts } from '../api/get-contacts';
import { shortTime, useTimeLocale } from '../format-time';

interface TContactsListProps {
  /** The username of the open conversation, if any. */
  active?: string;
  onChoose?: () => void;
}

/** The contacts column: everyone the user has exchanged messages with, newest conversation first. */
export function ContactsList({ active, onChoose }: TContactsListProps) {
  const { t } = useTranslation();
  const contacts = useContacts();
  if (contacts.isPending) {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" role="status" aria-label={t('messages.contactsLabel')} />
      </Group>
    );
  }
  if (contacts.isError) {
    return (
      <Stack p="sm">
        <LoadError
          title={t('messages.contactsError')}
          message={t('api.generic')}
          retryLabel={t('messages.retry')}
          onRetry={() => void contacts.refetch()}
          retrying={contacts.isFetching}
        />
      </Stack>
    );
  }
  if (contacts.data.contacts.length === 0) {
    return (
      <Text p="md" c="dimmed" size="sm">
        {t('messages.noContacts')}
      </Text>
    );
  }
  return (
    <ScrollArea h="100%" type="auto">
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {contacts.data.contacts.map((c) => (
          <li key={c.user_id}>
            <ContactItem
              contact={c}
              active={c.username.toLowerCase() === active?.toLowerCase()}
              onChoose={onChoose}
            />
          </li>
        ))}
      </Stack>
    </ScrollArea>
  );
}

function ContactItem({
  contact,
  active,
  onChoose,
}: {
  contact: TContact;
  active: boolean;
  onChoose?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useTimeLocale();
  const text = contact.last_from_me
    ? t('messages.fromMe', { text: contact.last_message })
    : contact.last_message;
  // Dimmed grey is too faint on the active row's tinted background (axe's contrast rule).
  const muted = active ? 'dark.7' : 'dimmed';
  return (
    <NavLink
      component={Link}
      to={messagesPath(contact.username)}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onChoose}
      label={
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={contact.unread > 0 ? 700 : 600} truncate fs={contact.deleted ? 'italic' : undefined}>
            {contact.deleted ? t('dataRights.deletedUser') : contact.username}
          </Text>
          <Text size="xs" c={muted} style={{ flexShrink: 0 }}>
            {shortTime(contact.last_message_at, new Date(), locale)}
          </Text>
        </Group>
      }
      description={
        <>
          <Text size="sm" c={muted} lineClamp={1} component="span">
            {text}
          </Text>
          {contact.latest_post && (
            // Which post this buyer asks about: a seller with ten buyers tells them apart here.
            <Text size="xs" c={muted} lineClamp={1} component="span">
              {t('messages.contactPost', { title: contact.latest_post.title })}
            </Text>
          )}
        </>
      }
      rightSection={
        contact.unread > 0 ? (
          <Badge
            circle={contact.unread < 10}
            color="orange"
            aria-label={t('messages.unread', { count: contact.unread })}
          >
            {contact.unread}
          </Badge>
        ) : undefined
      }
    />
  );
}
