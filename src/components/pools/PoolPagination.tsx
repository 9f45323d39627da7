import { Pagination, PaginationVariant } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../i18n';

const PER_PAGE_OPTIONS = [20, 50, 100].map((value) => ({ title: String(value), value }));

interface PoolPaginationProps {
  readonly count: number;
  readonly page: number;
  readonly perPage: number;
  readonly onPage: (page: number) => void;
  readonly onPerPage: (perPage: number, page: number) => void;
  readonly bottom?: boolean;
}

/** The pool table's pages, above it (compact) and below it, every word translated. */
export function PoolPagination({ count, page, perPage, onPage, onPerPage, bottom }: PoolPaginationProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Pagination
      itemCount={count}
      page={page}
      perPage={perPage}
      perPageOptions={PER_PAGE_OPTIONS}
      onSetPage={(_e, next) => onPage(next)}
      onPerPageSelect={(_e, next, nextPage) => onPerPage(next, nextPage)}
      variant={bottom ? PaginationVariant.bottom : PaginationVariant.top}
      isCompact={!bottom}
      titles={{
        paginationAriaLabel: bottom ? t('Pool pages, below the table') : t('Pool pages'),
        items: t('pools'),
        page: t('page'),
        pages: t('pages'),
        itemsPerPage: t('Pools per page'),
        perPageSuffix: t('per page'),
        ofWord: t('of'),
        currPageAriaLabel: t('Current page'),
        optionsToggleAriaLabel: t('Pools per page'),
        toFirstPageAriaLabel: t('Go to first page'),
        toLastPageAriaLabel: t('Go to last page'),
        toNextPageAriaLabel: t('Go to next page'),
        toPreviousPageAriaLabel: t('Go to previous page'),
      }}
    />
  );
}
