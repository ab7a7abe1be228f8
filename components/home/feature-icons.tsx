// placeholder until the artwork lands
export function ShouldersIcon({ className }: { className?: string }) { return <svg className={className} viewBox="0 0 24 24" aria-hidden="true" />; }
export function ModularIcon({ className }: { className?: string }) { return <svg className={className} viewBox="0 0 24 24" aria-hidden="true" />; }
export function EngineeredIcon({ className }: { className?: string }) { return <svg className={className} viewBox="0 0 24 24" aria-hidden="true" />; }
