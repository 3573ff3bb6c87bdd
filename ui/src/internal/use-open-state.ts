import { useControllableState } from './use-controllable-state';

/** The open state every overlay takes: controlled (open) or its own (defaultOpen), and told of each change. */
export interface OpenStateProps {
  /** Shown (controlled). Without it the overlay keeps its own state, starting at defaultOpen, and closes itself. */
  open?: boolean;
  /** Shown at first when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called with the new state whenever the overlay opens or asks to close, in both modes. */
  onOpenChange?(open: boolean): void;
  /** Asked to close (Escape, Cancel, a tap on the dimmed page…). A controlling caller then sets open to false. */
  onClose?(): void;
}

/** [open, close]: close tells onClose, then closes (uncontrolled) or asks the caller to (onOpenChange(false)). */
export function useOpenState(props: OpenStateProps): [boolean, () => void] {
  const [open, setOpen] = useControllableState({
    prop: props.open,
    defaultProp: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  });
  const close = () => {
    props.onClose?.();
    setOpen(false);
  };
  return [open, close];
}
