import type { AnyEntity } from '@kg/domain';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import type { ResourceRecord, SavedRecord } from '../../api/resource-api';
import type { CellRenderers } from './columns';
import type { ResourceFormOptions } from './ResourceForm';
import type { RowAction } from './RowActions';

/** What a screen's replacement form gets. */
export interface FormHostProps {
  open: boolean;
  record: ResourceRecord | undefined;
  onClose: () => void;
  onSaved: (record: SavedRecord, created: boolean) => void;
}

export interface ResourcePageProps {
  entity: AnyEntity;
  /** Filters the screen fixes (hidden from the search form, sent with every list and export, preset in new rows). */
  fixedFilters?: Record<string, unknown>;
  /** The screen's own row actions, placed before delete. */
  rowActions?: (record: ResourceRecord) => RowAction[];
  /** Hides a row's action the server would refuse for that row (one's own account cannot be deleted). */
  hideAction?: (key: string, record: ResourceRecord) => boolean;
  renderCell?: CellRenderers;
  filterInputs?: Record<string, ReactNode>;
  form?: ResourceFormOptions;
  /** Replaces the generic form. */
  renderForm?: (props: FormHostProps) => ReactNode;
  onSaved?: (record: SavedRecord, created: boolean) => void;
  /** Fields this screen lists unless the person hid them, though the declaration does not (a face photo). */
  listed?: readonly string[];
  /** Filters this screen does not offer (pickers the session could fill with nothing). */
  hiddenFilters?: readonly string[];
  /** Fields never shown as columns on this screen. */
  hiddenColumns?: readonly string[];
  /** The screen's own titles of some columns. */
  columnTitles?: Record<string, ReactNode>;
  /** The screen's own buttons, placed in the toolbar after add. */
  toolbarExtra?: ReactNode;
  /** Search-form values the screen opens with (a link to abnormal checks of a day); applied once, on mount. */
  initialSearch?: Record<string, unknown>;
  /** A class name of a row (an abnormal check highlighted). */
  rowClassName?: (record: ResourceRecord) => string;
  /** Told the list filters whenever a search or reset changes them (a screen's quick filter follows). */
  onFiltersChange?: (filters: Record<string, unknown>) => void;
  title?: ReactNode;
  /** The screen's own columns, after the declared ones (what the rows do not carry: a child's consent). */
  extraColumns?: TableColumnType<ResourceRecord>[];
  /** Told the rows of the page shown, whenever they change (a screen reads what its own columns show for them). */
  onRecords?: (records: readonly ResourceRecord[]) => void;
  /** The screen's own part of a row's detail drawer, below its fields. */
  detailExtra?: (record: ResourceRecord) => ReactNode;
}
