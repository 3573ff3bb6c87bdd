import { Icon, PAGE_ICONS, type IconName, type PageIconName } from '@storefront/ui';

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
    <footer className="sf-detail__footer sf-template__actions" aria-label="Display actions">
      <Action icon="info" label="Products" onClick={onInfo} haspopup="dialog" />
      <Action icon="records" label="Records" onClick={onRecords} />
      <Action icon="save" label={busy ? 'Saving…' : 'Save'} onClick={onSave} busy={busy} />
      <Action icon="share" label="Share" onClick={onShare} busy={busy} haspopup="dialog" />
    </footer>
  );
}
