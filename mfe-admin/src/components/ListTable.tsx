import { useTranslation } from '@manzil/i18n';
import { Badge, Button } from '@manzil/ui';
import {
  Fragment,
  type ReactNode,
  type Ref,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  useRef,
  useState,
} from 'react';
import { NS } from '../i18n/index.ts';
import { type ConfirmedDeleteOptions, useConfirmedDelete } from './ConfirmDialog.tsx';
import { Actions, Table, Toolbar } from './controls.tsx';
import { TableScroll } from './TableScroll.tsx';

export interface ListSectionProps {
  /** The id of the section's heading, which names the section and its table. */
  titleId: string;
  title: string;
  /** The add button's label ('Add emirate'); no add button without it. */
  addLabel?: string;
  onAdd?: () => void;
  children: ReactNode;
  /** The add button, where the keyboard goes back once a deleted row (and its Delete button) is gone. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An admin tab's section: its heading and add button on one toolbar, then the filters, list and dialogs.
 */
export function ListSection({ titleId, title, addLabel, onAdd, children, ref }: ListSectionProps) {
  return (
    <section aria-labelledby={titleId}>
      <Toolbar>
        <h2 id={titleId}>{title}</h2>
        {addLabel ? (
          <Button ref={ref} $variant="primary" onClick={onAdd}>
            {addLabel}
          </Button>
        ) : null}
      </Toolbar>
      {children}
    </section>
  );
}

export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (a `th scope="row"`); the first column by default. */
  rowHeader?: boolean;
  /** Language and direction of a cell that holds one language's text (an Arabic name stays right-to-left). */
  lang?: 'en' | 'ar';
  dir?: 'ltr' | 'rtl';
}

export interface RowActions {
  /** What the Edit and Delete buttons name for a screen reader: 'Edit Abu Dhabi'. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** What names the table's scroll region on a phone: the id of a heading, or words. */
type ScrollName = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

export type DataTableProps<T> = ScrollName & {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** An Edit and a Delete button in a last 'Actions' column. */
  actions?: (row: T) => RowActions;
  tableProps?: TableHTMLAttributes<HTMLTableElement>;
};

/**
 * An admin list as a table that scrolls sideways on a phone: a header row, one row a record named by its row
 * header, and the record's Edit and Delete buttons (named after the record for screen readers).
 */
export function DataTable<T>({ columns, rows, rowKey, actions, tableProps, ...name }: DataTableProps<T>) {
  const { t } = useTranslation(NS);
  const headerIndex = Math.max(
    0,
    columns.findIndex((column) => column.rowHeader),
  );
  return (
    <TableScroll {...(name as ScrollName)}>
      <Table {...tableProps}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
              <th key={index} scope="col">
                {column.header}
              </th>
            ))}
            {actions ? <th scope="col">{t('common.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const named = actions?.(row);
            return (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => {
                  const props: TdHTMLAttributes<HTMLTableCellElement> = {
                    lang: column.lang,
                    dir: column.dir,
                  };
                  return index === headerIndex ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
                    <th key={index} scope="row" {...props}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
                    <td key={index} {...props}>
                      {column.cell(row)}
                    </td>
                  );
                })}
                {named ? (
                  <td>
                    <Actions>
                      <Button
                        $variant="secondary"
                        $size="sm"
                        aria-label={t('common.editNamed', { name: named.name })}
                        onClick={named.onEdit}
                      >
                        {t('common.edit')}
                      </Button>
                      <Button
                        $variant="ghost"
                        $size="sm"
                        aria-label={t('common.deleteNamed', { name: named.name })}
                        onClick={named.onDelete}
                      >
                        {t('common.delete')}
                      </Button>
                    </Actions>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** The columns of a place (or property type) list: both names, each in its language, and the state. */
export function usePlaceColumns<T extends { nameEn: string; nameAr: string; enabled: boolean }>() {
  const { t } = useTranslation(NS);
  const names: Column<T>[] = [
    { header: t('fields.nameEn'), cell: (row) => row.nameEn, lang: 'en', dir: 'ltr' },
    { header: t('fields.nameAr'), cell: (row) => row.nameAr, lang: 'ar', dir: 'rtl' },
  ];
  const state: Column<T> = {
    header: t('fields.state'),
    cell: (row) => <EnabledBadge enabled={row.enabled} />,
  };
  return { names, state };
}

/** A place's or type's state in words ('Enabled', 'Disabled'); the colour only repeats it. */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <Badge $tone={enabled ? 'success' : 'neutral'}>{t(enabled ? 'common.enabled' : 'common.disabled')}</Badge>
  );
}

export interface RowEditingOptions<T>
  extends Pick<ConfirmedDeleteOptions<T>, 'remove' | 'refresh' | 'refusal'> {
  /**
   * The namespace of the list's texts: `{kind}.deleteTitle`, `{kind}.confirmDelete` (with `name`), `{kind}.deleted`
   * and `{kind}.deleteFailed`.
   */
  kind: 'emirates' | 'areas' | 'propertyTypes' | 'properties';
  /** What the row's Edit and Delete buttons name ('Edit Abu Dhabi'). */
  name: (row: T) => string;
  /** What the delete question names, when it says more than the buttons (a listing's reference and title). */
  longName?: (row: T) => string;
  /** The add or edit dialog of a row (or of a new one); it closes itself with `onClose`. */
  dialog: (editing: T | 'new', onClose: () => void) => ReactNode;
  /** Opens the add dialog at once (the overview's 'Add property'). */
  startWithNew?: boolean;
}

/**
 * A list's add, edit and delete: `add` for the add button (`addButton` its ref), `actions` for each row's Edit
 * and Delete, and `dialogs` (the add/edit dialog, drawn afresh for each row, and the delete confirmation).
 */
export function useRowEditing<T extends { id: number }>({
  kind,
  name,
  longName = name,
  dialog,
  startWithNew = false,
  ...deletion
}: RowEditingOptions<T>) {
  const { t } = useTranslation(NS);
  const [editing, setEditing] = useState<T | 'new' | null>(startWithNew ? 'new' : null);
  const addButton = useRef<HTMLButtonElement>(null);
  const remove = useConfirmedDelete<T>({
    ...deletion,
    title: t(`${kind}.deleteTitle`),
    question: (row) => t(`${kind}.confirmDelete`, { name: longName(row) }),
    deleted: t(`${kind}.deleted`),
    failed: t(`${kind}.deleteFailed`),
    focusAfter: addButton,
  });
  const close = () => setEditing(null);
  return {
    addButton,
    add: () => setEditing('new'),
    actions: (row: T) => ({
      name: name(row),
      onEdit: () => setEditing(row),
      onDelete: () => remove.ask(row),
    }),
    dialogs: (
      <>
        {editing !== null ? (
          <Fragment key={editing === 'new' ? 'new' : editing.id}>{dialog(editing, close)}</Fragment>
        ) : null}
        {remove.dialog}
      </>
    ),
  };
}
