import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useSelect } from '@refinedev/antd';
import { useCreateMany, useInvalidate, useList, useNotification } from '@refinedev/core';
import { App, Button, Empty, Flex, Select, Table } from 'antd';
import { useState, type Key } from 'react';
import { NOTICES, noticeText } from './payload';
import { deleteByIds } from './queries';
import { confirmDestructive } from '../../src/components/confirm-destructive';

interface ProductRow {
  id: string;
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

/** Products per retailer: pick a retailer, then its products; add several; remove by id list. */
export function Products({ requestId, readOnly }: { requestId: string; readOnly?: boolean }) {
  const [retailer, setRetailer] = useState<string>();
  const [picked, setPicked] = useState<string[]>([]);
  const [selected, setSelected] = useState<Key[]>([]);
  const { modal } = App.useApp();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const { result, query } = useList<ProductRow>({
    resource: 'pricing_requests_products',
    filters: [{ field: 'pricing_request_id', operator: 'eq', value: requestId }],
    sorters: [{ field: 'created_at', order: 'asc' }],
    pagination: { mode: 'off' },
    meta: { select: 'id, active, created_at, products(name, term_months, commodity), retailers(name)' },
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
      { field: 'active', operator: 'eq', value: true },
    ],
    sorters: [{ field: 'name', order: 'asc' }],
    pagination: { mode: 'off' },
    queryOptions: { enabled: Boolean(retailer) },
  });
  const { mutate: createMany, mutation } = useCreateMany();

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
      title: 'Remove products',
      content: `Remove the ${selected.length} selected product${selected.length > 1 ? 's' : ''} from this pricing request?`,
      okText: 'Remove',
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

  return (
    <Flex vertical gap={12}>
      {!readOnly && (
        <Flex wrap gap={8} align="center">
          <Select
            showSearch
            optionFilterProp="label"
            options={retailers.options}
            loading={retailers.loading}
            placeholder="Retailer"
            aria-label="Retailer"
            style={{ minWidth: 220 }}
            value={retailer}
            onChange={(v: string) => {
              setRetailer(v);
              setPicked([]);
            }}
          />
          <Select
            mode="multiple"
            placeholder={retailer ? 'Products of this retailer' : 'Choose a retailer first'}
            aria-label="Products"
            disabled={!retailer}
            style={{ minWidth: 280, flex: 1 }}
            value={picked}
            onChange={setPicked}
            optionFilterProp="label"
            options={(catalogue?.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
          <Button type="primary" icon={<PlusOutlined />} disabled={!picked.length} loading={mutation.isPending} onClick={add}>
            Add products
          </Button>
          <Button danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={remove}>
            Remove selected
          </Button>
        </Flex>
      )}
      <Table<ProductRow>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={result?.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        rowSelection={readOnly ? undefined : { selectedRowKeys: selected, onChange: setSelected }}
        locale={{
          emptyText: query.isError ? (
            noticeText(NOTICES.selectError, query.error)
          ) : (
            <Empty description="No products yet: pick a retailer, then its products" />
          ),
        }}
        columns={[
          { title: 'Retailer', key: 'retailer', render: (_, r) => r.retailers?.name ?? '—' },
          { title: 'Product', key: 'product', render: (_, r) => r.products?.name ?? '—' },
          { title: 'Term', key: 'term', render: (_, r) => (r.products?.term_months ? `${r.products.term_months} months` : '—') },
        ]}
      />
    </Flex>
  );
}
