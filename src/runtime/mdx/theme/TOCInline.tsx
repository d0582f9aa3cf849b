/** `@theme/TOCInline`: the doc's own table of contents, where the doc puts it. */
import { useMdxContext, type MdxHeading } from '../site-context.tsx';

export default function TOCInline({ minHeadingLevel = 2, maxHeadingLevel = 3, toc }: { minHeadingLevel?: number; maxHeadingLevel?: number; toc?: readonly MdxHeading[] }) {
  const own = useMdxContext().toc;
  const items = (toc ?? own).filter((h) => h.level >= minHeadingLevel && h.level <= maxHeadingLevel);
  if (items.length === 0) return null;
  return (
    <ul className="toc-inline">
      {items.map((item) => (
        <li key={item.id} style={{ marginLeft: `${(item.level - minHeadingLevel) * 1.25}rem` }}>
          <a href={`#${item.id}`}>{item.value}</a>
        </li>
      ))}
    </ul>
  );
}
