const ICONS = {
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 11v5 M12 7.5h.01',
  records: 'M5 4h14v16H5z M8.5 8.5h7 M8.5 12h7 M8.5 15.5h4',
  save: 'M5 4h11l3 3v13H5z M8 4v5h7V4 M8 20v-6h8v6',
  share: 'M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
} as const;

function Action({ icon, label, onClick, busy, haspopup }: { icon: keyof typeof ICONS; label: string; onClick(): void; busy?: boolean; haspopup?: 'dialog' }) {
  return (
    <button type="button" className="sf-detail__action" onClick={onClick} aria-busy={busy || undefined} disabled={busy} aria-haspopup={haspopup}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={ICONS[icon]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
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

/** The viewer page's own buttons: info, matching records ('case'), save and share (catalogue.md §2). */
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
