import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useSelect } from '../../src/components/crud/list-hooks';
import { useCreateMany, useInvalidate, useList, useNotification } from '@refinedev/core';
import { Button, Flex, Select } from 'antd';
import { useState, type Key } from 'react';
import { NOTICES, noticeText } from './payload';
import { deleteByIds } from './queries';
import { confirmDestructive } from '../../src/components/confirm-destructive';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { plural, t } from '../../src/lib/i18n';
import { useConfirm } from '../../src/components/feedback';

interface ProductRow {
  id: string;
  product_id: string;
  active: boolean;
  created_at: string;
  products: { name: string; term_months: number | null; commodity: string } | null;
  retailers: { name: string } | null;
}
interface CatalogueProduct {
  id: string;
  name: string;
  retailer_id: string;
}

/**
 * Products per retailer: pick a retailer, then its products of the request's commodity that are not on
 * the request yet (the database refuses the others too); add several; remove by id list.
 */
export function Products({ requestId, commodity, readOnly }: { requestId: string; commodity: string; readOnly?: boolean }) {
  const [retailer, setRetailer] = useState<string>();
  const [picked, setPicked] = useState<string[]>([]);
  const [selected, setSelected] = useState<Key[]>([]);
  const modal = useConfirm();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const { result, query } = useList<ProductRow>({
    resource: 'pricing_requests_products',
    filters: [{ field: 'pricing_request_id', operator: 'eq', value: requestId }],
    sorters: [{ field: 'created_at', order: 'asc' }],
    pagination: { mode: 'off' },
    meta: { select: 'id, product_id, active, created_at, products(name, term_months, commodity), retailers(name)' },
  });
  const { selectProps: retailers } = useSelect({
    resource: 'retailers',
    optionLabel: 'name',
    optionValue: 'id',
    filters: [{ field: 'active', operator: 'eq', value: true }],
    sorters: [{ field: 'name', order: 'asc' }],
    pagination: { mode: 'off' },
  });
  const { result: catalogue } = useList<CatalogueProduct>({
    resource: 'products',
    filters: [
      { field: 'retailer_id', operator: 'eq', value: retailer },
      { field: 'commodity', operator: 'eq', value: commodity },
      { field: 'active', operator: 'eq', value: true },
    ],
    sorters: [{ field: 'name', order: 'asc' }],
    pagination: { mode: 'off' },
    queryOptions: { enabled: Boolean(retailer) },
  });
  const { mutate: createMany, mutation } = useCreateMany();
  const onRequest = new Set((result?.data ?? []).map((r) => r.product_id));
  const choices = (catalogue?.data ?? []).filter((p) => !onRequest.has(p.id));

  const refresh = () => invalidate({ resource: 'pricing_requests_products', invalidates: ['list'] });

  const add = () =>
    createMany(
      {
        resource: 'pricing_requests_products',
        values: picked.map((product_id) => ({ pricing_request_id: requestId, product_id, retailer_id: retailer })),
        successNotification: () => ({ message: NOTICES.productAdded, type: 'success' }),
        errorNotification: (e) => ({ message: noticeText(NOTICES.productError, e), type: 'error' }),
      },
      { onSuccess: () => setPicked([]) },
    );

  const remove = () =>
    confirmDestructive(modal, {
      title: t('Remove products'),
      content: plural(
        selected.length,
        'Remove the {n} selected product from this pricing request?',
        'Remove the {n} selected products from this pricing request?',
      ),
      okText: t('Remove'),
      onOk: async () => {
        try {
          await deleteByIds('pricing_requests_products', selected as string[]);
          setSelected([]);
        } catch (e) {
          open?.({ type: 'error', message: noticeText(NOTICES.productError, e) });
        }
        await refresh();
      },
    });

  const term = (r: ProductRow) => (r.products?.term_months ? plural(r.products.term_months, '{n} month', '{n} months') : '');
  const columns: ListColumn<ProductRow>[] = [
    { key: 'product', title: t('Product'), width: 200, priority: 0, render: (_, r) => r.products?.name ?? '—' },
    { key: 'retailer', title: t('Retailer'), width: 170, priority: 1, render: (_, r) => r.retailers?.name ?? '—' },
    { key: 'term', title: t('Term'), width: 100, priority: 2, grow: false, render: (_, r) => term(r) || '—' },
  ];

  return (
    <Flex vertical gap={12}>
      {!readOnly && (
        <Flex wrap gap={8} align="center">
          <Select
            showSearch
            optionFilterProp="label"
            options={retailers.options}
            loading={retailers.loading}
            placeholder={t('Retailer')}
            aria-label={t('Retailer')}
            style={{ minWidth: 220 }}
            value={retailer}
            onChange={(v: string) => {
              setRetailer(v);
              setPicked([]);
            }}
          />
          <Select
            mode="multiple"
            placeholder={
              !retailer
                ? t('Choose a retailer first')
                : choices.length
                  ? commodity === 'gas'
                    ? t('Gas products of this retailer')
                    : t('Electricity products of this retailer')
                  : t('All its products are added')
            }
            aria-label={t('Products')}
            disabled={!retailer}
            style={{ minWidth: 280, flex: 1 }}
            value={picked}
            onChange={setPicked}
            optionFilterProp="label"
            options={choices.map((p) => ({ value: p.id, label: p.name }))}
          />
          <Button type="primary" icon={<PlusOutlined />} disabled={!picked.length} loading={mutation.isPending} onClick={add}>
            {t('Add products')}
          </Button>
          <Button danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={remove}>
            {t('Remove selected')}
          </Button>
        </Flex>
      )}
      <ListTable<ProductRow>
        label={t('Products')}
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={result?.data}
        pagination={false}
        rowSelection={readOnly ? undefined : { selectedRowKeys: selected, onChange: setSelected }}
        columns={columns}
        card={{ title: (r) => r.products?.name ?? '—', lines: (r) => [[r.retailers?.name, term(r)].filter(Boolean).join(' · ')] }}
        error={query.isError && noticeText(NOTICES.selectError, query.error)}
        emptyText={t('No products yet: pick a retailer, then its products')}
      />
    </Flex>
  );
}
