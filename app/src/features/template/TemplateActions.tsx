import { Icon, PAGE_ICONS, type IconName, type PageIconName } from '@storefront/ui';
import { m } from '@storefront/sdk/i18n';

function Action({
  icon,
  label,
  onClick,
  busy,
  haspopup,
}: {
  icon: IconName | PageIconName;
  label: string;
  onClick(): void;
  busy?: boolean;
  haspopup?: 'dialog';
}) {
  return (
    <button
      type="button"
      className="sf-detail__action"
      onClick={onClick}
      aria-busy={busy || undefined}
      disabled={busy}
      aria-haspopup={haspopup}
    >
      <Icon name={icon} set={PAGE_ICONS} size={20} />
      <span>{label}</span>
    </button>
  );
}

export interface TemplateActionsProps {
  busy: boolean;
  onInfo(): void;
  onRecords(): void;
  onSave(): void;
  onShare(): void;
}

/** The viewer page's own buttons: info, matching records ('case'), save and share. */
export function TemplateActions({ busy, onInfo, onRecords, onSave, onShare }: TemplateActionsProps) {
  return (
    <footer className="sf-detail__footer sf-template__actions" aria-label={m.template_display_actions()}>
      <Action icon="info" label={m.template_products()} onClick={onInfo} haspopup="dialog" />
      <Action icon="records" label={m.template_records()} onClick={onRecords} />
      <Action icon="save" label={busy ? m.template_saving() : m.template_save()} onClick={onSave} busy={busy} />
      <Action icon="share" label={m.template_share()} onClick={onShare} busy={busy} haspopup="dialog" />
    </footer>
  );
}
