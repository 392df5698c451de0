import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

// The tutor's small Markdown subset, rendered as React text (never as HTML): paragraphs, "- " list
// items, **bold** and links to our own pages (/lessons/…). Anything else shows as plain text.

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\((\/[a-z0-9/-]*)\)/g;

export function isInternalPath(href: string): boolean {
  return /^\/(?!\/)[a-z0-9/-]*$/.test(href);
}

/** A link to one of our own pages; anything else is shown as text. */
export function InternalLink({ href, label }: { href: string; label: string }) {
  if (!isInternalPath(href)) return <>{label}</>;
  return (
    <Link to={href} className="font-medium text-emerald-300 underline underline-offset-2">
      {label}
    </Link>
  );
}

function inline(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let i = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[1] !== undefined) out.push(<strong key={`${key}-${i++}`}>{m[1]}</strong>);
    else if (m[3] !== undefined && isInternalPath(m[3]))
      out.push(<InternalLink key={`${key}-${i++}`} href={m[3]} label={m[2] ?? m[3]} />);
    else out.push(m[0]);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function Markdown({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/);
  return (
    <>
      {blocks.map((block, b) => {
        const lines = block.split('\n');
        const list = (items: string[], from: number) => (
          <ul key={`${b}-list`} className="my-1 list-disc space-y-1 pl-5">
            {items.map((l, i) => (
              <li key={i}>{inline(l.slice(2), `${b}-${from + i}`)}</li>
            ))}
          </ul>
        );
        if (lines.every((l) => l.startsWith('- '))) return list(lines, 0);
        // "What our lessons give as the causes:" and its items: the lead-in, then the list.
        const [lead = '', ...items] = lines;
        if (items.length > 0 && items.every((l) => l.startsWith('- ')))
          return (
            <div key={b}>
              <p className="my-1">{inline(lead, `${b}-lead`)}</p>
              {list(items, 1)}
            </div>
          );
        return (
          <p key={b} className="my-1 whitespace-pre-line">
            {inline(block, `${b}`)}
          </p>
        );
      })}
    </>
  );
}
