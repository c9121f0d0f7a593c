import { P } from '@clube/shared';
import { useCallback } from 'react';
import { ContentStatusBadge } from '../../../shared/forms/content-fields';
import { ListScreen, type ListColumn, type ListFormProps } from '../../../shared/list-screen';
import {
  useDeleteTicketTemplateMutation,
  useListTicketTemplatesQuery,
  type TicketTemplateDto,
} from '../api/ticket-templates-api';
import { TicketTemplateForm } from '../components/ticket-template-form';

const COLUMNS: ReadonlyArray<ListColumn<TicketTemplateDto>> = [
  { key: 'title', title: 'Título', sortKey: 'title', dataIndex: 'title' },
  {
    key: 'color',
    title: 'Cor do texto',
    sortKey: 'color',
    render: (_, template) => (
      <span className="ticket-templates__color">
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            width: 16,
            height: 16,
            marginRight: 8,
            verticalAlign: 'middle',
            border: '1px solid #d9d9d9',
            borderRadius: 4,
            background: template.color,
          }}
        />
        {template.color}
      </span>
    ),
  },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, template) => <ContentStatusBadge status={template.status} />,
  },
];

const templateKey = (template: TicketTemplateDto) => template.id;
const templateLabel = (template: TicketTemplateDto) => template.title;

/** Templates de convites (list-ticket-template; insert-, update-, delete-ticket-template). */
export default function TicketTemplatesPage() {
  const [deleteTemplate] = useDeleteTicketTemplateMutation();
  const onDelete = useCallback(
    (template: TicketTemplateDto) => deleteTemplate({ id: template.id }).unwrap(),
    [deleteTemplate],
  );
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <TicketTemplateForm id={id} close={close} />,
    [],
  );
  return (
    <ListScreen<TicketTemplateDto, number>
      title="Templates de Convites"
      entityName="template de convite"
      columns={COLUMNS}
      rowKey={templateKey}
      rowLabel={templateLabel}
      useList={useListTicketTemplatesQuery}
      permissions={{
        insert: P.insertTicketTemplate,
        update: P.updateTicketTemplate,
        delete: P.deleteTicketTemplate,
      }}
      onDelete={onDelete}
      bulkDeleteEndpoint="ticket-template/multiple"
      renderForm={renderForm}
    />
  );
}
