'use client';

export function AnnouncementClose({ id, storageKey }: { id: string; storageKey: string }) {
  const close = () => {
    window.localStorage.setItem(storageKey, id);
    document.documentElement.dataset.announcementDismissed = 'true';
  };
  return (
    <button type="button" className="announcement-close" data-js-only="" onClick={close} aria-label="Close announcement">
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}
