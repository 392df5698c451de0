/**
 * A player's name in a ranking, with "(you)" after the learner's own. A long name is cut short
 * (its whole shown on hover), never the "(you)" after it: on a phone the learner still finds
 * their own row. `wrap`: the name is never cut, it wraps onto a second line instead.
 */
export function NameWithYou({
  name,
  isMe,
  youClassName = 'text-emerald-300',
  wrap = false,
}: {
  name: string;
  isMe: boolean;
  youClassName?: string;
  wrap?: boolean;
}) {
  const you = isMe && <span className={`shrink-0 whitespace-pre ${youClassName}`}> (you)</span>;
  // Wrapped, "(you)" follows the name's last word on its line.
  if (wrap)
    return (
      <span className="min-w-0 break-words">
        {name}
        {you}
      </span>
    );
  return (
    <span className="flex min-w-0 flex-1">
      <span className="truncate" title={name}>
        {name}
      </span>
      {you}
    </span>
  );
}
