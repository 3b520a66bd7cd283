import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@kollega/domain';
// Each component from its own package, not the `@react-email/components` barrel: the barrel also loads
// code-block (prismjs), markdown and tailwind, about 1 s of CPU in every process that imports this (decision 080).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type ReactElement } from 'react';

/** One notification in a mail: its Danish text and where it leads. */
export interface MailItem {
  title: string;
  body: string;
  url: string | null;
}

export interface NotificationMailInput {
  /** The recipient's first name, for the greeting. */
  firstName: string;
  items: readonly MailItem[];
  /** One mail per event, or the day's digest. */
  digest: boolean;
  /** The kind a single mail is about; the digest's footer links to the profile instead. */
  kind: NotificationKind | null;
  unsubscribeUrl: string | null;
  preferencesUrl: string;
}

const colors = { brand: '#0f6b74', text: '#1b2b30', muted: '#4a5b60', page: '#f4f7f8' };

/**
 * The one template set of notification e-mail (issue 26): built from react-email's components, rendered once as
 * HTML and once as plain text, so both parts always say the same. Texts are Danish; the values are escaped by
 * React, never pasted into markup.
 */
function NotificationMail(input: NotificationMailInput): ReactElement {
  const heading = input.digest ? 'Dagens notifikationer fra Kollega' : (input.items[0]?.title ?? 'Kollega');
  const footer = input.kind
    ? `Du får denne e-mail, fordi du har valgt e-mail for '${NOTIFICATION_KIND_LABELS[input.kind]}'.`
    : 'Du får denne e-mail, fordi du har valgt en daglig opsamling af dine notifikationer.';
  return h(
    Html,
    { lang: 'da' },
    h(Head, null),
    h(Preview, null, heading),
    h(
      Body,
      {
        style: {
          backgroundColor: colors.page,
          fontFamily: 'Arial, Helvetica, sans-serif',
          color: colors.text,
        },
      },
      h(
        Container,
        { style: { maxWidth: '560px', backgroundColor: '#ffffff', borderRadius: '8px', padding: '32px' } },
        h(
          Text,
          { style: { fontWeight: 'bold', color: colors.brand, fontSize: '18px', margin: '0 0 16px' } },
          'Kollega',
        ),
        h(Heading, { as: 'h1', style: { fontSize: '22px', margin: '0 0 16px' } }, heading),
        h(Text, null, `Hej ${input.firstName || 'der'},`),
        ...input.items.map((item, index) =>
          h(
            Section,
            { key: String(index), style: { margin: '0 0 16px' } },
            input.digest ? h(Text, { style: { fontWeight: 'bold', margin: '0' } }, item.title) : null,
            h(Text, { style: { margin: '4px 0' } }, item.body),
            item.url
              ? input.digest
                ? h(Link, { href: item.url, style: { color: colors.brand } }, 'Åbn i Kollega')
                : h(
                    Button,
                    {
                      href: item.url,
                      style: {
                        backgroundColor: colors.brand,
                        color: '#ffffff',
                        padding: '12px 20px',
                        borderRadius: '6px',
                        fontWeight: 'bold',
                      },
                    },
                    'Åbn i Kollega',
                  )
              : null,
          ),
        ),
        h(Hr, null),
        h(Text, { style: { fontSize: '13px', color: colors.muted } }, footer),
        h(
          Text,
          { style: { fontSize: '13px', color: colors.muted } },
          input.unsubscribeUrl
            ? h(Link, { href: input.unsubscribeUrl, style: { color: colors.brand } }, 'Afmeld disse e-mails')
            : null,
          input.unsubscribeUrl ? ' · ' : null,
          h(Link, { href: input.preferencesUrl, style: { color: colors.brand } }, 'Vælg dine notifikationer'),
        ),
      ),
    ),
  );
}

/** The subject, HTML and text parts of one notification mail. */
export async function renderNotificationMail(
  input: NotificationMailInput,
): Promise<{ subject: string; html: string; text: string }> {
  const element = NotificationMail(input);
  const subject = input.digest
    ? `Dagens notifikationer fra Kollega (${input.items.length})`
    : (input.items[0]?.title ?? 'Kollega');
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
