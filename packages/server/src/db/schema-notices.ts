/** Announcements, messages and scheduled jobs (migration 0006). */
export interface NoticeTables {
  announcements: AnnouncementsTable;
  announcement_recipients: AnnouncementRecipientsTable;
  announcement_reads: AnnouncementReadsTable;
  message_templates: MessageTemplatesTable;
  messages: MessagesTable;
  jobs: JobsTable;
  job_logs: JobLogsTable;
}

export interface AnnouncementsTable {
  id: string;
  tenant_id: number;
  titile: string;
  /** Sanitised HTML. */
  msg_content: string | null;
  sender: string | null;
  priority: string;
  msg_category: string;
  msg_type: string;
  /** Comma-joined receiver ids when msg_type is USER. */
  user_ids: string | null;
  open_type: string | null;
  open_page: string | null;
  /** The record a system message was sent for (a sent message's id); null for typed announcements (migration 0013). */
  bus_id: string | null;
  send_status: string;
  send_time: number | null;
  cancel_time: number | null;
  created_at: number;
  updated_at: number;
}

/** Receivers of a USER announcement, fixed when it is published. */
export interface AnnouncementRecipientsTable {
  annt_id: string;
  user_id: string;
}

export interface AnnouncementReadsTable {
  annt_id: string;
  user_id: string;
  read_at: number;
}

export interface MessageTemplatesTable {
  id: string;
  tenant_id: number;
  template_code: string;
  template_name: string;
  template_type: string;
  template_content: string;
  created_at: number;
  updated_at: number;
}

export interface MessagesTable {
  id: string;
  tenant_id: number;
  template_type: string;
  es_title: string;
  es_content: string;
  /** Username of the receiver. */
  es_receiver: string;
  es_send_status: string;
  es_send_num: number;
  es_result: string | null;
  es_send_time: number | null;
  created_at: number;
}

export interface JobsTable {
  id: string;
  tenant_id: number;
  job_class_name: string;
  cron_expression: string;
  parameter: string | null;
  description: string | null;
  status: string;
  created_at: number;
  updated_at: number;
}

export interface JobLogsTable {
  id: string;
  tenant_id: number;
  job_id: string;
  job_class_name: string;
  start_time: number;
  end_time: number | null;
  result: string;
  message: string | null;
}
