/** What a record page's related list takes from refine's core `useTable`. */
interface SectionTable<Row> {
  result: { data: Row[]; total?: number };
  tableQuery: { isFetching: boolean; isError: boolean; error?: { message?: string } | null };
  currentPage: number;
  pageSize: number;
  setCurrentPage: (page: number) => void;
}

/**
 * The rows, loading state, error, empty text and pager that a related list on a record page (members,
 * users, referred accounts) hands to ListTable: a page at a time, the pager only past one page, no
 * page-size changer. `error` words the failure with refine's message ("Could not load members: …").
 */
export function sectionTableProps<Row>(table: SectionTable<Row>, texts: { error: (message: string | undefined) => string; empty: string }) {
  const { result, tableQuery, currentPage, pageSize, setCurrentPage } = table;
  return {
    dataSource: result.data,
    loading: tableQuery.isFetching,
    error: tableQuery.isError && texts.error(tableQuery.error?.message),
    emptyText: texts.empty,
    pagination: {
      current: currentPage,
      pageSize,
      total: result.total ?? 0,
      onChange: setCurrentPage,
      hideOnSinglePage: true,
      showSizeChanger: false,
    },
  };
}
