/**
 * The portal's guarded edit form (src/components/use-guarded-form.ts) with a `toForm` shape — the news
 * item's Details tab, whose publishing time and audience are held in the form differently from the row
 * (resources/news/form.tsx). The record arriving again while the user edits (a refetch) must not undo
 * what they typed in those fields either: only the fields they have not touched take the record's values.
 */
import '@testing-library/jest-dom/vitest';
import { Refine, type BaseRecord, type DataProvider } from '@refinedev/core';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { toForm } from '../../resources/news/form';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import './jsdom-desktop';
import { TextFields } from './text-fields';

afterEach(cleanup);

const STORY = {
  id: 'news-1',
  title: 'Rates are moving',
  body: 'Text',
  organization_id: null as string | null,
  published_at: '2026-11-02T17:00:00.000Z',
  active: true,
  updated_at: '2026-11-02T17:00:00.000Z',
};

function provider(served: () => BaseRecord): DataProvider {
  return {
    getList: async () => ({ data: [], total: 0 }),
    getOne: async () => ({ data: { ...served() } as never }),
    create: async () => ({ data: {} as never }),
    update: async () => ({ data: {} as never }),
    deleteOne: async () => ({ data: {} as never }),
    getApiUrl: () => '',
  };
}

type Story = typeof STORY;

describe('useGuardedForm with toForm', () => {
  it("a news item arriving again keeps the publishing time and audience the user changed; untouched fields take the record's", async () => {
    let served: Story = STORY;
    const out: { current?: ReturnType<typeof useGuardedForm<Story>> } = {};
    function Details() {
      const form = useGuardedForm<Story>({ action: 'edit', resource: 'news', id: STORY.id, redirect: false, toForm, noDraft: true });
      out.current = form;
      return (
        <Form {...form.formProps} layout="vertical">
          <TextFields
            fields={[
              ['Title', 'title'],
              ['Audience', 'organization_id'],
              ['Publish at', 'published_at'],
            ]}
          />
        </Form>
      );
    }
    const view = render(
      <MemoryRouter initialEntries={['/news/news-1']}>
        <Refine
          dataProvider={provider(() => served)}
          resources={[{ name: 'news', list: '/news', show: '/news/:id' }]}
          options={{ disableTelemetry: true, warnWhenUnsavedChanges: false }}
        >
          <Details />
        </Refine>
      </MemoryRouter>,
    );
    // The form holds the row in its form shape: "everyone" is '' there.
    await waitFor(() => expect(view.getByLabelText('Title')).toHaveValue('Rates are moving'));
    expect(view.getByLabelText('Audience')).toHaveValue('');
    await waitFor(() => expect(view.getByLabelText('Publish at')).toBeEnabled());

    fireEvent.change(view.getByLabelText('Audience'), { target: { value: 'org-2' } });
    fireEvent.change(view.getByLabelText('Publish at'), { target: { value: '2026-12-01T16:00:00.000Z' } });

    // Someone else retitles the story; the page reads it again (a new object, the same record).
    served = { ...STORY, title: 'Rates moved', updated_at: '2026-11-03T09:00:00.000Z' };
    await act(async () => {
      await out.current!.query!.refetch();
    });
    await waitFor(() => expect(view.getByLabelText('Title')).toHaveValue('Rates moved'));
    expect(view.getByLabelText('Audience')).toHaveValue('org-2');
    expect(view.getByLabelText('Publish at')).toHaveValue('2026-12-01T16:00:00.000Z');
    view.unmount();
  });
});
