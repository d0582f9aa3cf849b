/** A button that closes something: an × icon and a label for assistive technology. */
export function CloseButton({ className, label, size, onClick }: { className: string; label: string; size: number; onClick: () => void }) {
  return (
    <button type="button" className={`${className} clean-btn`} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 15 15" width={size} height={size} aria-hidden="true" focusable="false">
        <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
      </svg>
    </button>
  );
}
